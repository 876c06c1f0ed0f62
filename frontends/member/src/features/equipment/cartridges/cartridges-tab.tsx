import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, ConfirmDialog, Spinner, errorMessage } from '@trap/ui';
import { count, dayText, PATHS, purchasesQuery, rupees, summaryQuery, useDeleteRecord, usesQuery, type CartridgeSummary, type Purchase, type UseEntry } from './cartridges-api.ts';
import { PurchaseForm } from './purchase-form.tsx';
import { UseForm } from './use-form.tsx';
import './cartridges.css';

const LedgerChart = lazy(() => import('./ledger-chart.tsx'));

/**
 * The Cartridges tab of /equipment: stock on hand, the licence's yearly quota, costs,
 * purchases and use at shoots that were not logged. Use from logged sessions is counted by the
 * service (the rule is in the help below and in cartridge-ledger.ts).
 */
export default function CartridgesTab() {
  return (
    <div className="ct-tab">
      <SummaryPanel />
      <PurchasesPanel />
      <UsesPanel />
      <details className="ct-help">
        <summary>How cartridges used are counted</summary>
        <p>
          Every logged practice session counts from its scores: a first-barrel kill used 1 cartridge, a second-barrel kill 2, a lost
          target 2 where the discipline allows two shots (Olympic Trap, Down-The-Line) and 1 where it allows one (Double Trap, American
          Trap, Skeet); a no-bird or a refused target used none. A round entered as a total only counts 1 per kill and each other
          target as lost. Shoots you did not log can be added below as use entries.
        </p>
        <p>
          Cost per target: the average price you paid per cartridge, times the cartridges used in this year’s logged sessions, divided by
          the targets thrown in them. The monthly chart prices each month’s use at the same average.
        </p>
      </details>
    </div>
  );
}

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <p className="pr-error" role="alert">
      {errorMessage(error)}{' '}
      <Button size="sm" variant="outline" onClick={onRetry}>
        Try again
      </Button>
    </p>
  );
}

function SummaryPanel() {
  const query = useQuery(summaryQuery);
  if (query.isPending)
    return (
      <Card className="ct-card">
        <Spinner />
      </Card>
    );
  if (query.isError)
    return (
      <Card className="ct-card">
        <Retry error={query.error} onRetry={() => void query.refetch()} />
      </Card>
    );
  const s = query.data;
  return (
    <>
      <Card className="ct-card" aria-labelledby="ct-stock-h">
        <h2 id="ct-stock-h" className="pr-h2">
          Cartridge ledger
        </h2>
        <dl className="ct-figures">
          <div className={s.stock.onHand < 0 ? 'ct-figure ct-figure--negative' : 'ct-figure'}>
            <dt>Stock on hand</dt>
            <dd data-testid="stock-on-hand">{count(s.stock.onHand)}</dd>
          </div>
          <div className="ct-figure">
            <dt>Used in {s.year}</dt>
            <dd>{count(s.used.total)}</dd>
          </div>
          <div className="ct-figure">
            <dt>Cost per target</dt>
            <dd>{s.costPerTarget === null ? '—' : rupees(s.costPerTarget)}</dd>
          </div>
          <div className="ct-figure">
            <dt>Average per cartridge</dt>
            <dd>{s.averagePricePerCartridge === null ? '—' : rupees(s.averagePricePerCartridge)}</dd>
          </div>
        </dl>
        <p className="pr-muted">
          {count(s.stock.purchased)} bought, {count(s.stock.used)} used in all. This year: {count(s.used.sessions)} in logged sessions,{' '}
          {count(s.used.manual)} at other shoots; {rupees(s.spent)} spent.
        </p>
        {s.stock.onHand < 0 ? (
          <p className="ct-note" role="status">
            You have used {count(-s.stock.onHand)} more cartridges than you recorded buying. Add the purchases that are missing.
          </p>
        ) : null}
        <QuotaBar quota={s.quota} year={s.year} />
      </Card>
      <Card className="ct-card">
        <figure className="ct-chart" aria-labelledby="ct-chart-h">
          <h3 id="ct-chart-h" className="pr-h3">
            Cost of cartridges used, last 12 months
          </h3>
          {s.averagePricePerCartridge === null ? (
            <p className="pr-muted">Record a purchase to see what your shooting costs each month.</p>
          ) : (
            <Suspense fallback={<Spinner />}>
              <LedgerChart months={s.months} />
            </Suspense>
          )}
        </figure>
      </Card>
    </>
  );
}

const percent = (ratio: number) => Math.round(ratio * 100);

function QuotaBar({ quota, year }: { quota: CartridgeSummary['quota']; year: number }) {
  if (quota.limit === null || quota.quotaUsedRatio === null)
    return (
      <p className="pr-muted" data-testid="quota">
        No yearly ammunition limit on record: add your arms licence on the Licence tab to follow your quota.
      </p>
    );
  const pct = percent(quota.quotaUsedRatio);
  const text =
    quota.warning === 'reached'
      ? `Licence quota reached: ${count(quota.used)} of ${count(quota.limit)} cartridges used in ${year}.`
      : quota.warning === 'near'
        ? `Near your licence quota: ${pct} % used (${count(quota.used)} of ${count(quota.limit)} cartridges in ${year}).`
        : `${count(quota.used)} of ${count(quota.limit)} cartridges of your licence quota used in ${year} (${pct} %).`;
  return (
    <div className={`ct-quota ct-quota--${quota.warning}`} data-testid="quota">
      <div className="ct-quota__head">
        <span className="pr-h3">Yearly licence quota</span>
        {quota.warning === 'none' ? null : <Badge tone="warning">{pct} %</Badge>}
      </div>
      <div
        className="ct-quota__track"
        role="progressbar"
        aria-label="Licence quota used"
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={Math.min(pct, 100)}
        aria-valuetext={`${pct} %`}
      >
        <div className="ct-quota__fill" style={{ width: `${Math.min(pct, 100)}%` }} />
      </div>
      <p className={quota.warning === 'none' ? 'pr-muted' : 'ct-note'} role={quota.warning === 'none' ? undefined : 'status'}>
        {text}
      </p>
    </div>
  );
}

function PurchasesPanel() {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const query = useQuery(purchasesQuery);
  const items = query.data?.items ?? [];
  return (
    <Card className="ct-card" aria-labelledby={headingId}>
      <header className="ct-head">
        <h2 id={headingId} className="pr-h2">
          Purchases
        </h2>
        {adding ? null : <Button onClick={() => setAdding(true)}>Add purchase</Button>}
      </header>
      {adding ? <PurchaseForm onDone={() => setAdding(false)} /> : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Retry error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 && !adding ? (
        <p className="pr-muted">No purchases yet. Record the cartridges you buy to see your stock and what each target costs.</p>
      ) : null}
      {items.length ? (
        <ul className="ct-list" aria-label="Purchases">
          {items.map((p) => (
            <PurchaseRow key={p.id} item={p} />
          ))}
        </ul>
      ) : null}
      {query.data && query.data.total > items.length ? <p className="pr-muted">Showing the newest {items.length} of {query.data.total}.</p> : null}
    </Card>
  );
}

function PurchaseRow({ item }: { item: Purchase }) {
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRecord(PATHS.purchases, 'Purchase');
  const when = dayText(item.date);
  if (editing)
    return (
      <li className="ct-item ct-item--editing">
        <PurchaseForm initial={item} onDone={() => setEditing(false)} />
      </li>
    );
  const details = [item.load !== null ? `${item.load} g` : null, item.shotSize ? `shot ${item.shotSize}` : null, item.dealer]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="ct-item">
      <div className="ct-item__body">
        <span className="ct-item__title">
          {count(item.quantity)} × {item.brand}
        </span>
        <span className="ct-item__amount">{rupees(item.price)}</span>
        <span className="ct-item__meta">
          {when} · {rupees(item.pricePerCartridge)} a cartridge{details ? ` · ${details}` : ''}
        </span>
      </div>
      <span className="ct-item__actions">
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={`Edit purchase of ${when}`}>
          Edit
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete purchase of ${when}`}>
          Delete
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this purchase?"
        description={`${count(item.quantity)} × ${item.brand}, ${when}. Your stock goes down by ${count(item.quantity)}.`}
        confirmLabel="Delete purchase"
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}

function UsesPanel() {
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const query = useQuery(usesQuery);
  const items = query.data?.items ?? [];
  return (
    <Card className="ct-card" aria-labelledby={headingId}>
      <header className="ct-head">
        <div>
          <h2 id={headingId} className="pr-h2">
            Use at shoots not logged
          </h2>
          <p className="pr-muted">Logged practice sessions count by themselves; add here what you fired anywhere else.</p>
        </div>
        {adding ? null : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            Add use
          </Button>
        )}
      </header>
      {adding ? <UseForm onDone={() => setAdding(false)} /> : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Retry error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 && !adding ? <p className="pr-muted">No use entries yet.</p> : null}
      {items.length ? (
        <ul className="ct-list" aria-label="Use entries">
          {items.map((u) => (
            <UseRow key={u.id} item={u} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function UseRow({ item }: { item: UseEntry }) {
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRecord(PATHS.uses, 'Use entry');
  const when = dayText(item.date);
  return (
    <li className="ct-item">
      <div className="ct-item__body">
        <span className="ct-item__title">{count(item.quantity)} cartridges</span>
        <span className="ct-item__meta">
          {when}
          {item.note ? ` · ${item.note}` : ''}
        </span>
      </div>
      <span className="ct-item__actions">
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={`Delete use of ${when}`}>
          Delete
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title="Delete this use entry?"
        description={`${count(item.quantity)} cartridges, ${when}.`}
        confirmLabel="Delete use entry"
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}
