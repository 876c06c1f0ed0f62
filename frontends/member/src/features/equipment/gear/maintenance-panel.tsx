import { useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { MAINTENANCE_TYPES, maintenanceRecordInputSchema, type EquipmentItem, type MaintenanceRecord } from '@trap/contracts';
import { Button, ConfirmDialog, FormField, Input, Spinner, Textarea, errorMessage, Select, useMessageText } from '@trap/ui';
import { FormFooter } from '../../../shared/components/form-footer.tsx';
import { applyServerErrors, optionalNumber, optionalText } from '../../../shared/logs/logs-api.ts';
import { useEquipmentT } from '../texts/texts.ts';
import { dayText, maintenanceTypeText, wholeRupees as rupees } from '../texts/words.ts';
import { maintenanceQuery, todayIst, useDeleteRecord, useSaveRecord } from './gear-api.ts';

type In = z.input<typeof maintenanceRecordInputSchema>;
type Out = z.output<typeof maintenanceRecordInputSchema>;
const FIELDS = ['maintenanceDate', 'maintenanceType', 'description', 'performedBy', 'cost', 'parts', 'nextMaintenanceDate'] as const;
const empty = (): In => ({
  maintenanceDate: todayIst(),
  maintenanceType: 'Cleaning',
  description: null,
  performedBy: null,
  cost: null,
  parts: null,
  nextMaintenanceDate: null,
});
const editable = (r: MaintenanceRecord): In => Object.fromEntries(FIELDS.map((f) => [f, r[f]])) as In;

function RecordForm({ item, record, onDone }: { item: EquipmentItem; record?: MaintenanceRecord; onDone: () => void }) {
  const { t } = useEquipmentT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const save = useSaveRecord(item.id);
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(maintenanceRecordInputSchema),
    defaultValues: record ? editable(record) : empty(),
  });
  const { errors } = form.formState;
  const types: string[] = [...MAINTENANCE_TYPES];
  if (record && !types.includes(record.maintenanceType)) types.unshift(record.maintenanceType);
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    save.mutate(
      { id: record?.id ?? null, body },
      { onSuccess: onDone, onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)) },
    );
  });
  return (
    <form className="gr-form" onSubmit={onSubmit} noValidate aria-label={record ? t('maintenance.editForm') : t('maintenance.add')}>
      <div className="gr-form__grid">
        <FormField label={t('maintenance.date')} error={messageText(errors.maintenanceDate?.message)}>
          <Input type="date" {...form.register('maintenanceDate')} />
        </FormField>
        <FormField label={t('maintenance.type')} error={messageText(errors.maintenanceType?.message)}>
          <Select {...form.register('maintenanceType')}>
            {types.map((type) => (
              <option key={type} value={type}>
                {maintenanceTypeText(t, type)}
              </option>
            ))}
          </Select>
        </FormField>
        <FormField label={t('maintenance.performedBy')} labelSuffix={t('common.optional')} error={messageText(errors.performedBy?.message)}>
          <Input maxLength={120} placeholder={t('maintenance.performedByPlaceholder')} {...form.register('performedBy', optionalText)} />
        </FormField>
        <FormField label={t('maintenance.cost')} labelSuffix={t('common.optional')} error={messageText(errors.cost?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('cost', optionalNumber)} />
        </FormField>
        <FormField label={t('maintenance.parts')} labelSuffix={t('common.optional')} error={messageText(errors.parts?.message)}>
          <Input maxLength={1000} placeholder={t('maintenance.partsPlaceholder')} {...form.register('parts', optionalText)} />
        </FormField>
        <FormField
          label={t('maintenance.nextMaintenance')}
          labelSuffix={t('common.optional')}
          hint={t('maintenance.nextHint')}
          error={messageText(errors.nextMaintenanceDate?.message)}
        >
          <Input type="date" {...form.register('nextMaintenanceDate', optionalText)} />
        </FormField>
      </div>
      <FormField label={t('maintenance.description')} labelSuffix={t('common.optional')} error={messageText(errors.description?.message)}>
        <Textarea rows={2} maxLength={2000} {...form.register('description', optionalText)} />
      </FormField>
      <FormFooter
        className="gr-form__actions"
        message={message && messageText(message)}
        pending={save.isPending}
        submitLabel={record ? t('common.saveChanges') : t('maintenance.saveRecord')}
        pendingLabel={t('common.saving')}
        cancelLabel={t('common.cancel')}
        onCancel={onDone}
      />
    </form>
  );
}

function RecordRow({ item, record }: { item: EquipmentItem; record: MaintenanceRecord }) {
  const { t, language } = useEquipmentT();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRecord(item.id);
  const when = dayText(record.maintenanceDate, language);
  const type = maintenanceTypeText(t, record.maintenanceType);
  if (editing)
    return (
      <li className="gr-record gr-record--editing">
        <RecordForm item={item} record={record} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="gr-record">
      <div className="gr-record__body">
        <span className="gr-record__title">
          {type} · {when}
        </span>
        <span className="gr-record__cost">{record.cost !== null ? rupees(record.cost, language) : '—'}</span>
        <span className="gr-record__meta">
          {[
            record.performedBy,
            record.parts ? t('maintenance.partsList', { parts: record.parts }) : null,
            record.nextMaintenanceDate ? t('maintenance.next', { date: dayText(record.nextMaintenanceDate, language) }) : null,
          ]
            .filter(Boolean)
            .join(' · ')}
        </span>
        {record.description ? <p className="gr-record__text">{record.description}</p> : null}
      </div>
      <span className="gr-record__actions">
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setEditing(true)}
          aria-label={t('maintenance.editRow', { type: type.toLowerCase(), date: when })}
        >
          {t('common.edit')}
        </Button>
        <Button
          size="sm"
          variant="ghost"
          onClick={() => setDeleting(true)}
          aria-label={t('maintenance.deleteRow', { type: type.toLowerCase(), date: when })}
        >
          {t('common.delete')}
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('maintenance.deleteTitle')}
        description={t('maintenance.deleteText', { type, date: when, name: item.name })}
        confirmLabel={t('maintenance.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutateAsync(record.id)}
      />
    </li>
  );
}

/** One item's maintenance records, newest first, with add, edit and delete. */
export function MaintenanceRecords({ item }: { item: EquipmentItem }) {
  const { t } = useEquipmentT();
  const records = useQuery(maintenanceQuery(item.id));
  const [adding, setAdding] = useState(false);
  return (
    <div className="gr-records">
      <div className="gr-head">
        <h3 className="pr-h3">{item.name}</h3>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('maintenance.add')}</Button>}
      </div>
      {adding ? <RecordForm item={item} onDone={() => setAdding(false)} /> : null}
      {records.isPending ? <Spinner /> : null}
      {records.isError ? (
        <p className="pr-error" role="alert">
          {errorMessage(records.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void records.refetch()}>
            {t('common.tryAgain')}
          </Button>
        </p>
      ) : null}
      {records.isSuccess && records.data.items.length === 0 ? (
        <p className="pr-muted">{t('maintenance.empty', { name: item.name })}</p>
      ) : null}
      {records.data?.items.length ? (
        <ul className="gr-record-list" aria-label={t('maintenance.listOf', { name: item.name })}>
          {records.data.items.map((r) => (
            <RecordRow key={r.id} item={item} record={r} />
          ))}
        </ul>
      ) : null}
    </div>
  );
}
