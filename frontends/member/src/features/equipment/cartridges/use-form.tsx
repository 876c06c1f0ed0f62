import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { cartridgeUseInputSchema } from '@trap/contracts';
import { FormField, Input, useMessageText } from '@trap/ui';
import { FormFooter } from '../../../shared/components/form-footer.tsx';
import { applyServerErrors, requiredNumber } from '../../../shared/logs/logs-api.ts';
import { useEquipmentT } from '../texts/texts.ts';
import { PATHS, todayIst, useSaveRecord, type UseEntry } from './cartridges-api.ts';

type In = z.input<typeof cartridgeUseInputSchema>;
type Out = z.output<typeof cartridgeUseInputSchema>;
const FIELDS = ['date', 'quantity', 'note'] as const;

/** Cartridges fired at a shoot that was not logged as a session. */
export function UseForm({ onDone }: { onDone: () => void }) {
  const { t } = useEquipmentT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const save = useSaveRecord<UseEntry>(PATHS.uses, 'use');
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(cartridgeUseInputSchema),
    defaultValues: { date: todayIst(), quantity: undefined, note: '' },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    save.mutate({ id: null, body }, { onSuccess: onDone, onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)) });
  });
  return (
    <form className="ct-form" onSubmit={onSubmit} noValidate aria-label={t('useForm.title')}>
      <div className="ct-form__grid">
        <FormField label={t('useForm.date')} error={messageText(errors.date?.message)}>
          <Input type="date" {...form.register('date')} />
        </FormField>
        <FormField label={t('useForm.quantity')} error={messageText(errors.quantity?.message)}>
          <Input type="number" inputMode="numeric" min={1} step={1} {...form.register('quantity', requiredNumber)} />
        </FormField>
      </div>
      <FormField label={t('useForm.note')} labelSuffix={t('common.optional')} error={messageText(errors.note?.message)}>
        <Input maxLength={500} placeholder={t('useForm.notePlaceholder')} {...form.register('note')} />
      </FormField>
      <FormFooter
        message={message && messageText(message)}
        pending={save.isPending}
        submitLabel={t('useForm.save')}
        pendingLabel={t('common.saving')}
        cancelLabel={t('common.cancel')}
        onCancel={onDone}
        className="ct-form__actions"
      />
    </form>
  );
}
