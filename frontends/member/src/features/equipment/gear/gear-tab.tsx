import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import type { EquipmentCategory, EquipmentItem } from '@trap/contracts';
import { Badge, Button, Card, ConfirmDialog, FormField, Spinner, errorMessage, Select, type Language, type TFunction } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';
import { count, dayText, wholeRupees as rupees } from '../texts/words.ts';
import { categoriesQuery, itemsQuery, useDeleteItem, usePrimary } from './gear-api.ts';
import { ItemForm } from './item-form.tsx';
import { MaintenanceRecords } from './maintenance-panel.tsx';
import './gear.css';

const SHOTGUN = 'shotgun';

const DUE_BY: Record<NonNullable<EquipmentItem['service']['dueBy']>, { textKey: string }> = {
  manual: { textKey: 'gear.dueBy.manual' },
  record: { textKey: 'gear.dueBy.record' },
  interval: { textKey: 'gear.dueBy.interval' },
  shots: { textKey: 'gear.dueBy.shots' },
};

/** The next service: the date, why, what is left of the shot budget, and whether it is due. */
function NextService({ item }: { item: EquipmentItem }) {
  const { t, language } = useEquipmentT();
  const s = item.service;
  if (!s.nextDate) return <span className="pr-muted">{t('gear.noSchedule')}</span>;
  return (
    <span className="gr-next">
      <strong>{dayText(s.nextDate, language)}</strong> <span className="gr-muted">({t(DUE_BY[s.dueBy!].textKey)})</span>{' '}
      {s.status === 'overdue' ? (
        <Badge tone="warning">{t('gear.overdue')}</Badge>
      ) : s.status === 'due' ? (
        <Badge tone="warning">{t('gear.dueToday')}</Badge>
      ) : null}
      {s.shotsLeft !== null && item.maintenanceEveryShots ? (
        <span className="gr-muted gr-block">
          {t('gear.shotsLeft', { left: count(s.shotsLeft, language), budget: count(item.maintenanceEveryShots, language) })}
        </span>
      ) : null}
    </span>
  );
}

function Figure({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="gr-figure">
      <dt>{label}</dt>
      <dd>{children}</dd>
    </div>
  );
}

const usageText = (u: EquipmentItem['usage'], t: TFunction, language: Language) =>
  [
    t('gear.sessions', { count: u.sessions, n: count(u.sessions, language) }),
    t('gear.rounds', { count: u.rounds, n: count(u.rounds, language) }),
    t('gear.shots', { n: count(u.shots, language) }),
  ].join(' · ');

/** Usage, next service and total cost of ownership of one item. */
function ItemFigures({ item }: { item: EquipmentItem }) {
  const { t, language } = useEquipmentT();
  const tco = item.costOfOwnership;
  const lastService = item.service.lastServiceDate;
  return (
    <dl className="gr-figures">
      <Figure label={t('gear.sincePurchase')}>
        {usageText(item.usage, t, language)}
        {item.usage.lastUsed ? (
          <span className="gr-muted gr-block">{t('gear.lastUsed', { date: dayText(item.usage.lastUsed, language) })}</span>
        ) : null}
      </Figure>
      <Figure label={lastService ? t('gear.sinceServiceOn', { date: dayText(lastService, language) }) : t('gear.sinceService')}>
        {lastService ? usageText(item.sinceService, t, language) : t('gear.noService')}
      </Figure>
      <Figure label={t('gear.nextService')}>
        <NextService item={item} />
      </Figure>
      <Figure label={t('gear.tco')}>
        <strong>{rupees(tco.total, language)}</strong>
        <span className="gr-muted gr-block">
          {t('gear.tcoParts', {
            count: tco.records,
            price: rupees(tco.price, language),
            maintenance: rupees(tco.maintenance, language),
          })}
        </span>
      </Figure>
    </dl>
  );
}

function Photo({ item }: { item: EquipmentItem }) {
  const [failed, setFailed] = useState(false);
  if (!item.imageUrl || failed) return null;
  return (
    <img
      className="gr-photo"
      src={item.imageUrl}
      alt={item.name}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
    />
  );
}

const details = (item: EquipmentItem, t: TFunction, language: Language) =>
  [
    [item.brand, item.model].filter(Boolean).join(' '),
    item.serialNumber ? t('gear.serial', { serial: item.serialNumber }) : null,
    item.purchaseDate ? t('gear.bought', { date: dayText(item.purchaseDate, language) }) : null,
  ]
    .filter(Boolean)
    .join(' · ');

function PrimaryCard({ items, loading }: { items: EquipmentItem[] | undefined; loading: boolean }) {
  const { t, language } = useEquipmentT();
  const primary = items?.find((i) => i.isPrimary);
  const about = primary ? details(primary, t, language) : '';
  return (
    <Card role="region" className="gr-card" data-tour="equipment-primary" aria-labelledby="gr-primary">
      <h2 id="gr-primary" className="pr-h2">
        {t('gear.primaryTitle')}
      </h2>
      {loading ? <Spinner /> : null}
      {!loading && !primary ? <p className="pr-muted">{t('gear.noPrimary')}</p> : null}
      {primary ? (
        <div className="gr-primary">
          <Photo item={primary} />
          <div className="gr-primary__body">
            <p className="gr-title">{primary.name}</p>
            {about ? <p className="gr-muted">{about}</p> : null}
            <ItemFigures item={primary} />
          </div>
        </div>
      ) : null}
    </Card>
  );
}

function ItemCard({
  item,
  categories,
  onMaintenance,
}: {
  item: EquipmentItem;
  categories: EquipmentCategory[];
  onMaintenance: (id: string) => void;
}) {
  const { t, language } = useEquipmentT();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteItem();
  const primary = usePrimary();
  const category = categories.find((c) => c.id === item.categoryId)?.name;
  const about = details(item, t, language);
  if (editing)
    return (
      <li className="gr-item">
        <ItemForm item={item} categories={categories} onDone={() => setEditing(false)} />
      </li>
    );
  return (
    <li className="gr-item" aria-label={item.name}>
      <div className="gr-item__head">
        <Photo item={item} />
        <div className="gr-item__title">
          <span className="gr-title">{item.name}</span>
          <span className="gr-badges">
            {category ? <Badge>{category}</Badge> : null}
            {item.isPrimary ? <Badge tone="primary">{t('gear.primaryBadge')}</Badge> : null}
          </span>
          {about ? <span className="gr-muted">{about}</span> : null}
        </div>
      </div>
      <ItemFigures item={item} />
      {item.notes ? <p className="gr-notes">{item.notes}</p> : null}
      <div className="gr-actions">
        {item.categoryId === SHOTGUN ? (
          <Button
            size="sm"
            variant="outline"
            disabled={primary.isPending}
            onClick={() => primary.mutate({ id: item.id, primary: !item.isPrimary })}
          >
            {item.isPrimary ? t('gear.notPrimary') : t('gear.makePrimary')}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onMaintenance(item.id)} aria-label={t('gear.maintenanceOf', { name: item.name })}>
          {t('gear.maintenance')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('gear.editName', { name: item.name })}>
          {t('common.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={t('gear.deleteName', { name: item.name })}>
          {t('common.delete')}
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('gear.deleteTitle', { name: item.name })}
        description={t('gear.deleteText')}
        confirmLabel={t('gear.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}

function AddCard({ categories }: { categories: EquipmentCategory[] | undefined }) {
  const { t } = useEquipmentT();
  const [open, setOpen] = useState(false);
  return (
    <Card role="region" className="gr-card" data-tour="equipment-add" aria-labelledby="gr-add">
      <div className="gr-head">
        <h2 id="gr-add" className="pr-h2">
          {t('gear.addTitle')}
        </h2>
        {open ? null : (
          <Button onClick={() => setOpen(true)} disabled={!categories}>
            {t('gear.addTitle')}
          </Button>
        )}
      </div>
      {!open ? <p className="pr-muted">{t('gear.addIntro')}</p> : null}
      {open && categories ? <ItemForm categories={categories} onDone={() => setOpen(false)} /> : null}
    </Card>
  );
}

function MaintenanceCard({
  items,
  loading,
  selected,
  onSelect,
}: {
  items: EquipmentItem[] | undefined;
  loading: boolean;
  selected: string | null;
  onSelect: (id: string) => void;
}) {
  const { t } = useEquipmentT();
  const item = items?.find((i) => i.id === selected) ?? items?.find((i) => i.isPrimary) ?? items?.[0];
  return (
    <Card role="region" className="gr-card" id="gr-maintenance" data-tour="equipment-maintenance" aria-labelledby="gr-maintenance-title">
      <h2 id="gr-maintenance-title" className="pr-h2">
        {t('maintenance.title')}
      </h2>
      {/* contracts' SERVICE_RULE in English (texts.test.ts keeps the two the same) */}
      <p className="pr-muted">{t('maintenance.serviceRule')}</p>
      {loading ? <Spinner /> : null}
      {!loading && !items?.length ? <p className="pr-muted">{t('maintenance.addFirst')}</p> : null}
      {items?.length && item ? (
        <>
          <FormField label={t('maintenance.item')}>
            <Select value={item.id} onChange={(e) => onSelect(e.target.value)}>
              {items.map((i) => (
                <option key={i.id} value={i.id}>
                  {i.name}
                </option>
              ))}
            </Select>
          </FormField>
          <MaintenanceRecords key={item.id} item={item} />
        </>
      ) : null}
    </Card>
  );
}

/**
 * The Equipment tab of /equipment: the primary shotgun, adding equipment by category,
 * every item with its usage (from the sessions that name it), next service and total cost of
 * ownership, and each item's maintenance records.
 */
export default function GearTab() {
  const { t } = useEquipmentT();
  const items = useQuery(itemsQuery);
  const categories = useQuery(categoriesQuery);
  const [selected, setSelected] = useState<string | null>(null);
  const list = items.data?.items;
  const showMaintenance = (id: string) => {
    setSelected(id);
    document.getElementById('gr-maintenance')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
  };
  return (
    <div className="gr-tab">
      <PrimaryCard items={list} loading={items.isPending} />
      <AddCard categories={categories.data?.items} />
      <Card role="region" className="gr-card" aria-labelledby="gr-list">
        <h2 id="gr-list" className="pr-h2">
          {t('gear.listTitle')}
        </h2>
        {items.isPending ? <Spinner /> : null}
        {items.isError ? (
          <p className="pr-error" role="alert">
            {errorMessage(items.error)}{' '}
            <Button size="sm" variant="outline" onClick={() => void items.refetch()}>
              {t('common.tryAgain')}
            </Button>
          </p>
        ) : null}
        {items.isSuccess && list?.length === 0 ? <p className="pr-muted">{t('gear.empty')}</p> : null}
        {list?.length ? (
          <>
            <ul className="gr-list" aria-label={t('gear.listTitle')}>
              {list.map((item) => (
                <ItemCard key={item.id} item={item} categories={categories.data?.items ?? []} onMaintenance={showMaintenance} />
              ))}
            </ul>
            {/* ends with contracts' COST_OF_OWNERSHIP_RULE in English (texts.test.ts keeps the two the same) */}
            <p className="gr-muted">{t('gear.usageNote')}</p>
          </>
        ) : null}
      </Card>
      <MaintenanceCard items={list} loading={items.isPending} selected={selected} onSelect={setSelected} />
    </div>
  );
}
