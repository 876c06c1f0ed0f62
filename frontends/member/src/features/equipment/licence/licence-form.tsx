import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { licenceInputSchema } from '@trap/contracts';
import { equipmentApi, licenceApi } from '@trap/contracts/api/route-paths';
import { call, queryOptions, ApiError, Button, errorMessage, FormField, Input, Spinner, toast, useMessageText } from '@trap/ui';
import { LICENCE_QUERY_KEY, type LicenceResponse, type StoredLicence } from '../../../shared/licence/licence-api.ts';
import { useEquipmentT } from '../texts/texts.ts';

type In = z.input<typeof licenceInputSchema>;
type Out = z.output<typeof licenceInputSchema>;
const FIELDS = ['number', 'issuingAuthority', 'validUntil', 'firearmIds', 'ammunitionLimit'] as const;

/** The member's equipment, to pick the firearms on the licence from (shotguns first). */
function useOwnItems() {
  // the same read as the gear tab's list
  return useQuery(queryOptions(equipmentApi.items.list, { query: { limit: 200 } }));
}

/** Add or edit the arms licence: number, issuing authority, valid until, the firearms on it, the yearly ammunition limit. */
export function LicenceForm({ initial, onDone }: { initial: StoredLicence | null; onDone: () => void }) {
  const { t } = useEquipmentT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const queryClient = useQueryClient();
  const items = useOwnItems();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(licenceInputSchema),
    defaultValues: initial
      ? {
          number: initial.number,
          issuingAuthority: initial.issuingAuthority,
          validUntil: initial.validUntil,
          firearmIds: initial.firearms.map((f) => f.id),
          ammunitionLimit: initial.ammunitionLimit,
        }
      : { number: '', issuingAuthority: '', validUntil: '', firearmIds: [], ammunitionLimit: null },
  });
  const { errors } = form.formState;
  const chosen = form.watch('firearmIds') ?? [];
  const save = useMutation({
    mutationFn: (body: Out) => call(licenceApi.saveLicence, { body }),
    onSuccess: (licence) => {
      queryClient.setQueryData<LicenceResponse>(LICENCE_QUERY_KEY, { licence });
      toast({ title: t('licence.saved'), variant: 'success' });
      onDone();
    },
    onError: (e) => {
      if (e instanceof ApiError && e.fields) {
        let shown = false;
        for (const [name, text] of Object.entries(e.fields)) {
          const field = FIELDS.find((f) => f === name || name.startsWith(`${f}.`));
          if (field) {
            form.setError(field, { type: 'server', message: text });
            shown = true;
          }
        }
        if (shown) return;
      }
      setMessage(errorMessage(e));
    },
  });
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    save.mutate(body);
  });
  const toggle = (id: string, on: boolean) =>
    form.setValue('firearmIds', on ? [...chosen, id] : chosen.filter((x) => x !== id), { shouldDirty: true, shouldValidate: true });
  const guns = [...(items.data?.items ?? [])].sort(
    (a, b) => Number(b.categoryId === 'shotgun') - Number(a.categoryId === 'shotgun') || a.name.localeCompare(b.name),
  );
  const firearmsError = messageText(
    errors.firearmIds?.message ?? (errors.firearmIds as unknown as { root?: { message?: string } } | undefined)?.root?.message,
  );

  return (
    <form className="lc-form" onSubmit={onSubmit} noValidate aria-label={initial ? t('licence.editTitle') : t('licence.addTitle')}>
      <div className="lc-grid">
        <FormField label={t('licence.number')} hint={t('licence.numberHint')} error={messageText(errors.number?.message)}>
          <Input maxLength={60} autoComplete="off" placeholder={t('licence.numberPlaceholder')} {...form.register('number')} />
        </FormField>
        <FormField label={t('licence.validUntil')} error={messageText(errors.validUntil?.message)}>
          <Input type="date" {...form.register('validUntil')} />
        </FormField>
      </div>
      <FormField label={t('licence.authority')} error={messageText(errors.issuingAuthority?.message)}>
        <Input maxLength={160} placeholder={t('licence.authorityPlaceholder')} {...form.register('issuingAuthority')} />
      </FormField>
      <fieldset className="lc-fieldset" aria-describedby={firearmsError ? 'lc-firearms-error' : undefined}>
        <legend className="lc-legend">{t('licence.firearms')}</legend>
        {items.isPending ? (
          <Spinner />
        ) : items.isError ? (
          <p className="pr-error">{t('licence.itemsFailed', { reason: errorMessage(items.error) })}</p>
        ) : guns.length === 0 ? (
          <p className="pr-muted">{t('licence.noGuns')}</p>
        ) : (
          <ul className="lc-choices">
            {guns.map((item) => (
              <li key={item.id}>
                <label className="lc-choice">
                  <input type="checkbox" checked={chosen.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
                  <span>
                    {item.name}
                    {item.serialNumber ? <span className="pr-muted"> · {item.serialNumber}</span> : null}
                  </span>
                </label>
              </li>
            ))}
          </ul>
        )}
        {firearmsError ? (
          <p id="lc-firearms-error" className="pr-error" role="alert">
            {firearmsError}
          </p>
        ) : null}
      </fieldset>
      <FormField
        label={t('licence.ammunitionLimit')}
        labelSuffix={t('common.optional')}
        hint={t('licence.ammunitionHint')}
        error={messageText(errors.ammunitionLimit?.message)}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={1}
          step={1}
          {...form.register('ammunitionLimit', { setValueAs: (v: unknown) => (v === '' || v == null ? null : Number(v)) })}
        />
      </FormField>
      {message ? (
        <p className="pr-error" role="alert">
          {messageText(message)}
        </p>
      ) : null}
      <div className="lc-actions">
        <Button type="submit" disabled={save.isPending}>
          {save.isPending ? t('licence.saving') : t('licence.save')}
        </Button>
        <Button type="button" variant="outline" onClick={onDone}>
          {t('common.cancel')}
        </Button>
      </div>
    </form>
  );
}
