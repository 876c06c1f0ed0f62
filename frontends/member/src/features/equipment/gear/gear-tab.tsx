import { useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { COST_OF_OWNERSHIP_RULE, SERVICE_RULE, type EquipmentCategory, type EquipmentItem } from '@trap/contracts';
import { Badge, Button, Card, ConfirmDialog, FormField, Spinner, errorMessage, Select } from '@trap/ui';
import { categoriesQuery, count, dayText, itemsQuery, rupees, useDeleteItem, usePrimary } from './gear-api.ts';
import { ItemForm } from './item-form.tsx';
import { MaintenanceRecords } from './maintenance-panel.tsx';
import './gear.css';

const SHOTGUN = 'shotgun';

const DUE_BY: Record<NonNullable<EquipmentItem['service']['dueBy']>, string> = {
  manual: 'set by hand',
  record: 'from the last service record',
  interval: 'service interval',
  shots: 'shot budget reached',
};

/** The next service: the date, why, what is left of the shot budget, and whether it is due. */
function NextService({ item }: { item: EquipmentItem }) {
  const s = item.service;
  if (!s.nextDate) return <span className="pr-muted">No schedule: set a service interval (days or shots) or a date.</span>;
  return (
    <span className="gr-next">
      <strong>{dayText(s.nextDate)}</strong> <span className="gr-muted">({DUE_BY[s.dueBy!]})</span>{' '}
      {s.status === 'overdue' ? <Badge tone="warning">Overdue</Badge> : s.status === 'due' ? <Badge tone="warning">Due today</Badge> : null}
      {s.shotsLeft !== null && item.maintenanceEveryShots ? (
        <span className="gr-muted gr-block">
          {count(s.shotsLeft)} of {count(item.maintenanceEveryShots)} shots left
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

const usageText = (u: EquipmentItem['usage']) =>
  `${count(u.sessions)} session${u.sessions === 1 ? '' : 's'} · ${count(u.rounds)} round${u.rounds === 1 ? '' : 's'} · ${count(u.shots)} shots`;

/** Usage, next service and total cost of ownership of one item. */
function ItemFigures({ item }: { item: EquipmentItem }) {
  const tco = item.costOfOwnership;
  return (
    <dl className="gr-figures">
      <Figure label="Since purchase">
        {usageText(item.usage)}
        {item.usage.lastUsed ? <span className="gr-muted gr-block">last used {dayText(item.usage.lastUsed)}</span> : null}
      </Figure>
      <Figure label={item.service.lastServiceDate ? `Since last service (${dayText(item.service.lastServiceDate)})` : 'Since last service'}>
        {item.service.lastServiceDate ? usageText(item.sinceService) : 'No service recorded yet'}
      </Figure>
      <Figure label="Next service">
        <NextService item={item} />
      </Figure>
      <Figure label="Total cost of ownership">
        <strong>{rupees(tco.total)}</strong>
        <span className="gr-muted gr-block">
          price {rupees(tco.price)} + maintenance {rupees(tco.maintenance)} ({tco.records} record{tco.records === 1 ? '' : 's'})
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

const details = (item: EquipmentItem) =>
  [
    [item.brand, item.model].filter(Boolean).join(' '),
    item.serialNumber ? `Serial ${item.serialNumber}` : null,
    item.purchaseDate ? `Bought ${dayText(item.purchaseDate)}` : null,
  ]
    .filter(Boolean)
    .join(' · ');

function PrimaryCard({ items, loading }: { items: EquipmentItem[] | undefined; loading: boolean }) {
  const primary = items?.find((i) => i.isPrimary);
  return (
    <Card role="region" className="gr-card" data-tour="equipment-primary" aria-labelledby="gr-primary">
      <h2 id="gr-primary" className="pr-h2">
        Primary shotgun
      </h2>
      {loading ? <Spinner /> : null}
      {!loading && !primary ? <p className="pr-muted">No primary shotgun yet. Add your shotgun below and choose Make primary.</p> : null}
      {primary ? (
        <div className="gr-primary">
          <Photo item={primary} />
          <div className="gr-primary__body">
            <p className="gr-title">{primary.name}</p>
            {details(primary) ? <p className="gr-muted">{details(primary)}</p> : null}
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
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteItem();
  const primary = usePrimary();
  const category = categories.find((c) => c.id === item.categoryId)?.name;
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
            {item.isPrimary ? <Badge tone="primary">Primary</Badge> : null}
          </span>
          {details(item) ? <span className="gr-muted">{details(item)}</span> : null}
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
            {item.isPrimary ? 'Not primary' : 'Make primary'}
          </Button>
        ) : null}
        <Button size="sm" variant="outline" onClick={() => onMaintenance(item.id)} aria-label={`Maintenance of ${item.name}`}>
          Maintenance
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit ${item.name}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete ${item.name}`}>
          Delete
        </Button>
      </div>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={`Delete ${item.name}?`}
        description="Its maintenance records go with it; sessions keep their scores. This cannot be undone."
        confirmLabel="Delete equipment"
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}

function AddCard({ categories }: { categories: EquipmentCategory[] | undefined }) {
  const [open, setOpen] = useState(false);
  return (
    <Card role="region" className="gr-card" data-tour="equipment-add" aria-labelledby="gr-add">
      <div className="gr-head">
        <h2 id="gr-add" className="pr-h2">
          Add equipment
        </h2>
        {open ? null : (
          <Button onClick={() => setOpen(true)} disabled={!categories}>
            Add equipment
          </Button>
        )}
      </div>
      {!open ? <p className="pr-muted">Guns, chokes, cartridges, eye and ear protection, vests and cleaning kit, by category.</p> : null}
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
  const item = items?.find((i) => i.id === selected) ?? items?.find((i) => i.isPrimary) ?? items?.[0];
  return (
    <Card role="region" className="gr-card" id="gr-maintenance" data-tour="equipment-maintenance" aria-labelledby="gr-maintenance-title">
      <h2 id="gr-maintenance-title" className="pr-h2">
        Maintenance records
      </h2>
      <p className="pr-muted">{SERVICE_RULE}</p>
      {loading ? <Spinner /> : null}
      {!loading && !items?.length ? <p className="pr-muted">Add equipment first to record its maintenance.</p> : null}
      {items?.length && item ? (
        <>
          <FormField label="Item">
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
          Your equipment
        </h2>
        {items.isPending ? <Spinner /> : null}
        {items.isError ? (
          <p className="pr-error" role="alert">
            {errorMessage(items.error)}{' '}
            <Button size="sm" variant="outline" onClick={() => void items.refetch()}>
              Try again
            </Button>
          </p>
        ) : null}
        {items.isSuccess && list?.length === 0 ? <p className="pr-muted">No equipment yet. Add your first gun above.</p> : null}
        {list?.length ? (
          <>
            <ul className="gr-list" aria-label="Your equipment">
              {list.map((item) => (
                <ItemCard key={item.id} item={item} categories={categories.data?.items ?? []} onMaintenance={showMaintenance} />
              ))}
            </ul>
            <p className="gr-muted">
              Usage comes from the practice sessions you log with the item; shots are cartridges fired (a miss with two barrels is two).
              Total cost of ownership: {COST_OF_OWNERSHIP_RULE.charAt(0).toLowerCase() + COST_OF_OWNERSHIP_RULE.slice(1)}
            </p>
          </>
        ) : null}
      </Card>
      <MaintenanceCard items={list} loading={items.isPending} selected={selected} onSelect={setSelected} />
    </div>
  );
}
