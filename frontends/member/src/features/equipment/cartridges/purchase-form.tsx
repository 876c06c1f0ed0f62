import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cartridgePurchaseInputSchema } from '@trap/contracts';
import { FormField, Input } from '@trap/ui';
import { FormFooter } from '../../../shared/components/form-footer.tsx';
import { applyServerErrors, optionalNumber, optionalText, requiredNumber } from '../../../shared/logs/logs-api.ts';
import { PATHS, todayIst, useSaveRecord, type Purchase } from './cartridges-api.ts';

type In = z.input<typeof cartridgePurchaseInputSchema>;
type Out = z.output<typeof cartridgePurchaseInputSchema>;
const FIELDS = ['date', 'brand', 'load', 'shotSize', 'quantity', 'price', 'dealer'] as const;

/** Add or edit a purchase: price is what was paid for the whole purchase. */
export function PurchaseForm({ initial, onDone }: { initial?: Purchase; onDone: () => void }) {
  const save = useSaveRecord<Purchase>(PATHS.purchases, 'Purchase');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(cartridgePurchaseInputSchema),
    defaultValues: initial
      ? { date: initial.date, brand: initial.brand, load: initial.load, shotSize: initial.shotSize, quantity: initial.quantity, price: initial.price, dealer: initial.dealer }
      : { date: todayIst(), brand: '', load: 24, shotSize: '7.5', quantity: 250, price: undefined, dealer: null },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    save.mutate(
      { id: initial?.id ?? null, body },
      { onSuccess: onDone, onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)) },
    );
  });
  return (
    <form className="ct-form" onSubmit={onSubmit} noValidate aria-label={initial ? 'Edit purchase' : 'Record a purchase'}>
      <div className="ct-form__grid">
        <FormField label="Date" error={errors.date?.message}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label="Brand" error={errors.brand?.message}>
          <Input maxLength={80} placeholder="e.g. Fiocchi TT Two" {...form.register('brand')} />
        </FormField>
        <FormField label="Load (g)" labelSuffix="(optional)" error={errors.load?.message}>
          <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('load', optionalNumber)} />
        </FormField>
        <FormField label="Shot size" labelSuffix="(optional)" error={errors.shotSize?.message}>
          <Input maxLength={12} placeholder="e.g. 7.5" {...form.register('shotSize', optionalText)} />
        </FormField>
        <FormField label="Cartridges" hint="How many cartridges (a box is usually 25)" error={errors.quantity?.message}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('quantity', requiredNumber)} />
        </FormField>
        <FormField label="Total price (₹)" hint="Rupees paid for the whole purchase, not per box" error={errors.price?.message}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('price', requiredNumber)} />
        </FormField>
      </div>
      <FormField label="Dealer" labelSuffix="(optional)" error={errors.dealer?.message}>
        <Input maxLength={120} {...form.register('dealer', optionalText)} />
      </FormField>
      <FormFooter
        message={message}
        pending={save.isPending}
        submitLabel={initial ? 'Save changes' : 'Save purchase'}
        pendingLabel="Saving…"
        onCancel={onDone}
        className="ct-form__actions"
      />
    </form>
  );
}
