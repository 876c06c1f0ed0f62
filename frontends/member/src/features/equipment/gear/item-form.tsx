import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { equipmentItemInputSchema, type EquipmentCategory, type EquipmentItem } from '@trap/contracts';
import { FormField, Input, Textarea, Select, useMessageText } from '@trap/ui';
import { FormFooter } from '../../../shared/components/form-footer.tsx';
import { applyServerErrors, optionalNumber, optionalText } from '../../../shared/logs/logs-api.ts';
import { useEquipmentT } from '../texts/texts.ts';
import { useSaveItem } from './gear-api.ts';

type In = z.input<typeof equipmentItemInputSchema>;
type Out = z.output<typeof equipmentItemInputSchema>;
const FIELDS = [
  'categoryId',
  'name',
  'brand',
  'model',
  'serialNumber',
  'purchaseDate',
  'price',
  'imageUrl',
  'maintenanceFrequency',
  'maintenanceEveryShots',
  'nextMaintenance',
  'notes',
] as const;

const EMPTY: In = {
  categoryId: 'shotgun',
  name: '',
  brand: null,
  model: null,
  serialNumber: null,
  purchaseDate: null,
  price: null,
  notes: null,
  imageUrl: null,
  maintenanceFrequency: null,
  maintenanceEveryShots: null,
  nextMaintenance: null,
};

/** A new item's category: Shotgun while it is offered, else the first one that is. */
const firstOffered = (categories: EquipmentCategory[]) =>
  (categories.find((c) => c.id === 'shotgun' && !c.retired) ?? categories.find((c) => !c.retired))?.id ?? null;

/** The stored fields of an item, as the form edits them (the derived ones stay out). */
const editable = (item: EquipmentItem): In => Object.fromEntries(FIELDS.map((f) => [f, item[f]])) as In;

/** Add an item (category first) or edit one: every field of SPEC 3.2 with the SPEC 5 messages. */
export function ItemForm({ item, categories, onDone }: { item?: EquipmentItem; categories: EquipmentCategory[]; onDone: () => void }) {
  const { t } = useEquipmentT();
  // contracts' messages (the form's check, the server's answer) in the page's language
  const messageText = useMessageText();
  const save = useSaveItem();
  const [message, setMessage] = useState<string | null>(null);
  const form = useForm<In, unknown, Out>({
    resolver: zodResolver(equipmentItemInputSchema),
    defaultValues: item ? editable(item) : { ...EMPTY, categoryId: firstOffered(categories) },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit((body) => {
    setMessage(null);
    save.mutate(
      { id: item?.id ?? null, body },
      {
        onSuccess: () => {
          if (!item) form.reset({ ...EMPTY, categoryId: firstOffered(categories) });
          onDone();
        },
        onError: (e) => setMessage(applyServerErrors(e, form.setError, FIELDS)),
      },
    );
  });
  const label = item ? t('gear.editName', { name: item.name }) : t('gear.addTitle');
  // a retired category takes no new equipment; an item already filed under it keeps it
  const offered = categories.filter((c) => !c.retired || c.id === item?.categoryId);
  return (
    <form className="gr-form" onSubmit={onSubmit} noValidate aria-label={label}>
      <div className="gr-form__grid">
        <FormField label={t('itemForm.category')} error={messageText(errors.categoryId?.message)}>
          <Select {...form.register('categoryId', optionalText)}>
            {offered.map((c) => (
              <option key={c.id} value={c.id}>
                {c.retired ? t('itemForm.retired', { name: c.name }) : c.name}
              </option>
            ))}
            <option value="">{t('itemForm.noCategory')}</option>
          </Select>
        </FormField>
        <FormField label={t('itemForm.name')} error={messageText(errors.name?.message)}>
          <Input maxLength={120} placeholder={t('itemForm.namePlaceholder')} {...form.register('name')} />
        </FormField>
        <FormField label={t('itemForm.brand')} labelSuffix={t('common.optional')} error={messageText(errors.brand?.message)}>
          <Input maxLength={80} {...form.register('brand', optionalText)} />
        </FormField>
        <FormField label={t('itemForm.model')} labelSuffix={t('common.optional')} error={messageText(errors.model?.message)}>
          <Input maxLength={80} {...form.register('model', optionalText)} />
        </FormField>
        <FormField label={t('itemForm.serialNumber')} labelSuffix={t('common.optional')} error={messageText(errors.serialNumber?.message)}>
          <Input maxLength={80} {...form.register('serialNumber', optionalText)} />
        </FormField>
        <FormField label={t('itemForm.purchaseDate')} labelSuffix={t('common.optional')} error={messageText(errors.purchaseDate?.message)}>
          <Input type="date" {...form.register('purchaseDate', optionalText)} />
        </FormField>
        <FormField label={t('itemForm.price')} labelSuffix={t('common.optional')} error={messageText(errors.price?.message)}>
          <Input type="number" inputMode="decimal" min={0} step="any" {...form.register('price', optionalNumber)} />
        </FormField>
        <FormField label={t('itemForm.photoUrl')} labelSuffix={t('common.optional')} error={messageText(errors.imageUrl?.message)}>
          <Input type="url" inputMode="url" maxLength={2000} placeholder="https://…" {...form.register('imageUrl', optionalText)} />
        </FormField>
      </div>
      <fieldset className="gr-fieldset">
        <legend>{t('itemForm.schedule')}</legend>
        <div className="gr-form__grid">
          <FormField label={t('itemForm.everyDays')} labelSuffix={t('common.optional')} error={messageText(errors.maintenanceFrequency?.message)}>
            <Input type="number" inputMode="numeric" min={1} {...form.register('maintenanceFrequency', optionalNumber)} />
          </FormField>
          <FormField label={t('itemForm.everyShots')} labelSuffix={t('common.optional')} error={messageText(errors.maintenanceEveryShots?.message)}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              placeholder={t('itemForm.shotsPlaceholder')}
              {...form.register('maintenanceEveryShots', optionalNumber)}
            />
          </FormField>
          <FormField
            label={t('itemForm.nextService')}
            labelSuffix={t('common.optional')}
            hint={t('itemForm.nextServiceHint')}
            error={messageText(errors.nextMaintenance?.message)}
          >
            <Input type="date" {...form.register('nextMaintenance', optionalText)} />
          </FormField>
        </div>
      </fieldset>
      <FormField label={t('itemForm.notes')} labelSuffix={t('common.optional')} error={messageText(errors.notes?.message)}>
        <Textarea rows={2} maxLength={5000} {...form.register('notes', optionalText)} />
      </FormField>
      <FormFooter
        className="gr-form__actions"
        message={message && messageText(message)}
        pending={save.isPending}
        submitLabel={item ? t('common.saveChanges') : t('gear.addTitle')}
        pendingLabel={t('common.saving')}
        cancelLabel={t('common.cancel')}
        onCancel={() => {
          form.reset(item ? editable(item) : EMPTY);
          setMessage(null);
          onDone();
        }}
      />
    </form>
  );
}
