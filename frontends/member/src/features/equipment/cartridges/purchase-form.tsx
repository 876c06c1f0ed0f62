import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cartridgePurchaseInputSchema } from '@trap/contracts';
import { FormField, Input, useMessageText } from '@trap/ui';
import { FormFooter } from '../../../shared/components/form-footer.tsx';
import { applyServerErrors, optionalNumber, optionalText, requiredNumber } from '../../../shared/logs/logs-api.ts';
import { useEquipmentT } from '../texts/texts.ts';
import { PATHS, todayIst, useSaveRecord, type Purchase } from './cartridges-api.ts';

type In = z.input<typeof cartridgePurchaseInputSchema>;
type Out = z.output<typeof cartridgePurchaseInputSchema>;
const FIELDS = ['date', 'brand', 'load', 'shotSize', 'quantity', 'price', 'dealer'] as const;

/** Add or edit a purchase: price is what was paid for the whole purchase. */
export function PurchaseForm({ initial, onDone }: { initial?: Purchase; onDone: () => void }) {
  const { t } = useEquipmentT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const save = useSaveRecord<Purchase>(PATHS.purchases, 'purchase');
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
    <form className="ct-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('purchaseForm.edit') : t('purchaseForm.record')}>
      <div className="ct-form__grid">
        <FormField label={t('purchaseForm.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label={t('purchaseForm.brand')} error={messageText(errors.brand?.message)}>
          <Input maxLength={80} placeholder={t('purchaseForm.brandPlaceholder')} {...form.register('brand')} />
        </FormField>
        <FormField label={t('purchaseForm.load')} labelSuffix={t('common.optional')} error={messageText(errors.load?.message)}>
          <Input type="number" inputMode="decimal" min={1} step="any" {...form.register('load', optionalNumber)} />
        </FormField>
        <FormField label={t('purchaseForm.shotSize')} labelSuffix={t('common.optional')} error={messageText(errors.shotSize?.message)}>
          <Input maxLength={12} placeholder={t('purchaseForm.shotSizePlaceholder')} {...form.register('shotSize', optionalText)} />
        </FormField>
        <FormField label={t('purchaseForm.quantity')} hint={t('purchaseForm.quantityHint')} error={messageText(errors.quantity?.message)}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('quantity', requiredNumber)} />
        </FormField>
        <FormField label={t('purchaseForm.price')} hint={t('purchaseForm.priceHint')} error={messageText(errors.price?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('price', requiredNumber)} />
        </FormField>
      </div>
      <FormField label={t('purchaseForm.dealer')} labelSuffix={t('common.optional')} error={messageText(errors.dealer?.message)}>
        <Input maxLength={120} {...form.register('dealer', optionalText)} />
      </FormField>
      <FormFooter
        message={message && messageText(message)}
        pending={save.isPending}
        submitLabel={initial ? t('common.saveChanges') : t('purchaseForm.save')}
        pendingLabel={t('common.saving')}
        cancelLabel={t('common.cancel')}
        onCancel={onDone}
        className="ct-form__actions"
      />
    </form>
  );
}
