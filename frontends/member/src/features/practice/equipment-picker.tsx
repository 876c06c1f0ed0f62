import { useEffect, useId, useState, type FormEvent } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, FormField, Input, errorMessage, toast, Select } from '@trap/ui';
import { addEquipment, useEquipment, useEquipmentCategories, withItem } from './equipment-api.ts';
import { isOfflineError } from './offline-queue.ts';
import { useMemberT } from '../../shared/i18n/member-texts.ts';

/**
 * "Equipment used": the member's items as a checkbox list (a fieldset, so the group has its name),
 * with a small inline form to add one without leaving the logger. Offline it shows the items this
 * device last saw and never holds up saving; adding one needs the connection.
 */
export function EquipmentPicker({ userId, value, onChange }: { userId: string; value: string[]; onChange: (ids: string[]) => void }) {
  const equipment = useEquipment(userId);
  const { t } = useMemberT();
  const items = equipment.data?.items;
  const [adding, setAdding] = useState(false);

  // a selected item deleted meanwhile (on another device) is dropped, so saving never names it
  const known = equipment.isSuccess && !equipment.isPlaceholderData ? items : undefined;
  useEffect(() => {
    if (known && value.some((id) => !known.some((i) => i.id === id))) onChange(value.filter((id) => known.some((i) => i.id === id)));
  }, [known, value, onChange]);

  const toggle = (id: string, on: boolean) => onChange(on ? [...value, id] : value.filter((v) => v !== id));

  return (
    <fieldset className="pr-equipment" data-testid="equipment-picker">
      <legend className="ui-label">{t('practice.equipment.legend')}</legend>
      {items?.length ? (
        <ul className="pr-equipment__list">
          {items.map((item) => (
            <li key={item.id}>
              <label className="pr-equipment__item">
                <input type="checkbox" checked={value.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
                <span>{item.name}</span>
                {item.brand || item.model ? (
                  <span className="pr-equipment__sub">{[item.brand, item.model].filter(Boolean).join(' ')}</span>
                ) : null}
              </label>
            </li>
          ))}
        </ul>
      ) : (
        <p className="pr-muted">
          {equipment.isError
            ? t('practice.equipment.loadError')
            : equipment.isPending
              ? t('practice.equipment.loading')
              : t('practice.equipment.empty')}
        </p>
      )}
      {adding ? (
        <AddEquipment
          onAdded={(id) => {
            onChange([...value, id]);
            setAdding(false);
          }}
          onCancel={() => setAdding(false)}
        />
      ) : (
        <Button size="sm" variant="outline" onClick={() => setAdding(true)}>
          {t('practice.equipment.add')}
        </Button>
      )}
    </fieldset>
  );
}

/** Name and category, the least an item needs; the new item is ticked for this session. */
function AddEquipment({ onAdded, onCancel }: { onAdded: (id: string) => void; onCancel: () => void }) {
  const queryClient = useQueryClient();
  const { t } = useMemberT();
  const categories = useEquipmentCategories();
  const [name, setName] = useState('');
  const [categoryId, setCategoryId] = useState('');
  const [nameError, setNameError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);
  const titleId = useId();
  // a retired category takes no new equipment
  const options = (categories.data?.items ?? []).filter((c) => !c.retired);
  // a gun is what a member adds first; category ids are stable slugs of their names
  const category = categoryId || (options.find((c) => c.id === 'shotgun') ?? options[0])?.id || '';

  async function submit(e: FormEvent) {
    e.preventDefault();
    setError(null);
    setNameError(name.trim() ? null : t('practice.equipment.nameRequired'));
    if (!name.trim()) return;
    setSaving(true);
    try {
      const item = await addEquipment({ name, categoryId: category || null });
      withItem(queryClient, item);
      toast({ title: t('practice.equipment.added'), description: item.name, variant: 'success' });
      onAdded(item.id);
    } catch (err) {
      setError(isOfflineError(err) ? t('practice.equipment.offline') : errorMessage(err));
    } finally {
      setSaving(false);
    }
  }

  return (
    <form className="pr-equipment__add" aria-labelledby={titleId} onSubmit={(e) => void submit(e)} noValidate>
      <h3 id={titleId} className="pr-h3">
        {t('practice.equipment.add')}
      </h3>
      <div className="pr-grid">
        <FormField label={t('practice.equipment.name')} error={nameError ?? undefined}>
          <Input
            value={name}
            maxLength={120}
            autoComplete="off"
            placeholder={t('practice.equipment.namePlaceholder')}
            onChange={(e) => setName(e.target.value)}
          />
        </FormField>
        <FormField label={t('practice.equipment.category')}>
          <Select value={category} onChange={(e) => setCategoryId(e.target.value)}>
            {options.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Select>
        </FormField>
      </div>
      {error ? (
        <p className="pr-error" role="alert">
          {error}
        </p>
      ) : null}
      <div className="pr-equipment__actions">
        <Button type="submit" size="sm" disabled={saving}>
          {saving ? t('practice.equipment.adding') : t('practice.equipment.addButton')}
        </Button>
        <Button size="sm" variant="ghost" onClick={onCancel}>
          {t('practice.equipment.cancel')}
        </Button>
      </div>
    </form>
  );
}
