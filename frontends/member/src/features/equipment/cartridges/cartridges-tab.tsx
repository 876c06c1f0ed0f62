import { lazy, Suspense, useId, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { Badge, Button, Card, ConfirmDialog, Spinner, errorMessage, formatRupees as rupees } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';
import { count, dayText } from '../texts/words.ts';
import { PATHS, purchasesQuery, summaryQuery, useDeleteRecord, usesQuery, type CartridgeSummary, type Purchase, type UseEntry } from './cartridges-api.ts';
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
  const { t } = useEquipmentT();
  return (
    <div className="ct-tab">
      <SummaryPanel />
      <PurchasesPanel />
      <UsesPanel />
      <details className="ct-help">
        <summary>{t('cartridges.help.title')}</summary>
        <p>{t('cartridges.help.used')}</p>
        <p>{t('cartridges.help.cost')}</p>
      </details>
    </div>
  );
}

function Retry({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const { t } = useEquipmentT();
  return (
    <p className="pr-error" role="alert">
      {errorMessage(error)}{' '}
      <Button size="sm" variant="outline" onClick={onRetry}>
        {t('common.tryAgain')}
      </Button>
    </p>
  );
}

function SummaryPanel() {
  const { t, language } = useEquipmentT();
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
          {t('cartridges.ledger')}
        </h2>
        <dl className="ct-figures">
          <div className={s.stock.onHand < 0 ? 'ct-figure ct-figure--negative' : 'ct-figure'}>
            <dt>{t('cartridges.stockOnHand')}</dt>
            <dd data-testid="stock-on-hand">{count(s.stock.onHand, language)}</dd>
          </div>
          <div className="ct-figure">
            <dt>{t('cartridges.usedIn', { year: s.year })}</dt>
            <dd>{count(s.used.total, language)}</dd>
          </div>
          <div className="ct-figure">
            <dt>{t('cartridges.costPerTarget')}</dt>
            <dd>{s.costPerTarget === null ? '—' : rupees(s.costPerTarget, language)}</dd>
          </div>
          <div className="ct-figure">
            <dt>{t('cartridges.averagePerCartridge')}</dt>
            <dd>{s.averagePricePerCartridge === null ? '—' : rupees(s.averagePricePerCartridge, language)}</dd>
          </div>
        </dl>
        <p className="pr-muted">
          {t('cartridges.totals', {
            bought: count(s.stock.purchased, language),
            used: count(s.stock.used, language),
            sessions: count(s.used.sessions, language),
            manual: count(s.used.manual, language),
            spent: rupees(s.spent, language),
          })}
        </p>
        {s.stock.onHand < 0 ? (
          <p className="ct-note" role="status">
            {t('cartridges.overdrawn', { n: count(-s.stock.onHand, language) })}
          </p>
        ) : null}
        <QuotaBar quota={s.quota} year={s.year} />
      </Card>
      <Card className="ct-card">
        <figure className="ct-chart" aria-labelledby="ct-chart-h">
          <h3 id="ct-chart-h" className="pr-h3">
            {t('cartridges.chart.title')}
          </h3>
          {s.averagePricePerCartridge === null ? (
            <p className="pr-muted">{t('cartridges.chart.empty')}</p>
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
  const { t, language } = useEquipmentT();
  if (quota.limit === null || quota.quotaUsedRatio === null)
    return (
      <p className="pr-muted" data-testid="quota">
        {t('cartridges.quota.none')}
      </p>
    );
  const pct = percent(quota.quotaUsedRatio);
  const figures = { used: count(quota.used, language), limit: count(quota.limit, language), year, pct };
  const text =
    quota.warning === 'reached'
      ? t('cartridges.quota.reached', figures)
      : quota.warning === 'near'
        ? t('cartridges.quota.near', figures)
        : t('cartridges.quota.used', figures);
  return (
    <div className={`ct-quota ct-quota--${quota.warning}`} data-testid="quota">
      <div className="ct-quota__head">
        <span className="pr-h3">{t('cartridges.quota.title')}</span>
        {quota.warning === 'none' ? null : <Badge tone="warning">{pct} %</Badge>}
      </div>
      <div
        className="ct-quota__track"
        role="progressbar"
        aria-label={t('cartridges.quota.label')}
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
  const { t } = useEquipmentT();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const query = useQuery(purchasesQuery);
  const items = query.data?.items ?? [];
  return (
    <Card className="ct-card" aria-labelledby={headingId}>
      <header className="ct-head">
        <h2 id={headingId} className="pr-h2">
          {t('cartridges.purchases.title')}
        </h2>
        {adding ? null : <Button onClick={() => setAdding(true)}>{t('cartridges.purchases.add')}</Button>}
      </header>
      {adding ? <PurchaseForm onDone={() => setAdding(false)} /> : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Retry error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 && !adding ? (
        <p className="pr-muted">{t('cartridges.purchases.empty')}</p>
      ) : null}
      {items.length ? (
        <ul className="ct-list" aria-label={t('cartridges.purchases.title')}>
          {items.map((p) => (
            <PurchaseRow key={p.id} item={p} />
          ))}
        </ul>
      ) : null}
      {query.data && query.data.total > items.length ? (
        <p className="pr-muted">{t('cartridges.purchases.showing', { shown: items.length, total: query.data.total })}</p>
      ) : null}
    </Card>
  );
}

function PurchaseRow({ item }: { item: Purchase }) {
  const { t, language } = useEquipmentT();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRecord(PATHS.purchases, 'purchase');
  const when = dayText(item.date, language);
  const quantity = count(item.quantity, language);
  if (editing)
    return (
      <li className="ct-item ct-item--editing">
        <PurchaseForm initial={item} onDone={() => setEditing(false)} />
      </li>
    );
  const details = [
    item.load !== null ? t('cartridges.purchases.load', { load: item.load }) : null,
    item.shotSize ? t('cartridges.purchases.shot', { size: item.shotSize }) : null,
    item.dealer,
  ]
    .filter(Boolean)
    .join(' · ');
  return (
    <li className="ct-item">
      <div className="ct-item__body">
        <span className="ct-item__title">
          {quantity} × {item.brand}
        </span>
        <span className="ct-item__amount">{rupees(item.price, language)}</span>
        <span className="ct-item__meta">
          {when} · {t('cartridges.purchases.perCartridge', { price: rupees(item.pricePerCartridge, language) })}
          {details ? ` · ${details}` : ''}
        </span>
      </div>
      <span className="ct-item__actions">
        <Button size="sm" variant="ghost" onClick={() => setEditing(true)} aria-label={t('cartridges.purchases.editRow', { date: when })}>
          {t('common.edit')}
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={t('cartridges.purchases.deleteRow', { date: when })}>
          {t('common.delete')}
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('cartridges.purchases.deleteTitle')}
        description={t('cartridges.purchases.deleteText', { quantity, brand: item.brand, date: when })}
        confirmLabel={t('cartridges.purchases.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}

function UsesPanel() {
  const { t } = useEquipmentT();
  const headingId = useId();
  const [adding, setAdding] = useState(false);
  const query = useQuery(usesQuery);
  const items = query.data?.items ?? [];
  return (
    <Card className="ct-card" aria-labelledby={headingId}>
      <header className="ct-head">
        <div>
          <h2 id={headingId} className="pr-h2">
            {t('cartridges.uses.title')}
          </h2>
          <p className="pr-muted">{t('cartridges.uses.intro')}</p>
        </div>
        {adding ? null : (
          <Button variant="outline" onClick={() => setAdding(true)}>
            {t('cartridges.uses.add')}
          </Button>
        )}
      </header>
      {adding ? <UseForm onDone={() => setAdding(false)} /> : null}
      {query.isPending ? <Spinner /> : null}
      {query.isError ? <Retry error={query.error} onRetry={() => void query.refetch()} /> : null}
      {query.isSuccess && items.length === 0 && !adding ? <p className="pr-muted">{t('cartridges.uses.empty')}</p> : null}
      {items.length ? (
        <ul className="ct-list" aria-label={t('cartridges.uses.list')}>
          {items.map((u) => (
            <UseRow key={u.id} item={u} />
          ))}
        </ul>
      ) : null}
    </Card>
  );
}

function UseRow({ item }: { item: UseEntry }) {
  const { t, language } = useEquipmentT();
  const [deleting, setDeleting] = useState(false);
  const remove = useDeleteRecord(PATHS.uses, 'use');
  const when = dayText(item.date, language);
  const fired = t('cartridges.uses.cartridges', { n: count(item.quantity, language) });
  return (
    <li className="ct-item">
      <div className="ct-item__body">
        <span className="ct-item__title">{fired}</span>
        <span className="ct-item__meta">
          {when}
          {item.note ? ` · ${item.note}` : ''}
        </span>
      </div>
      <span className="ct-item__actions">
        <Button size="sm" variant="ghost" onClick={() => setDeleting(true)} aria-label={t('cartridges.uses.deleteRow', { date: when })}>
          {t('common.delete')}
        </Button>
      </span>
      <ConfirmDialog
        open={deleting}
        onOpenChange={setDeleting}
        title={t('cartridges.uses.deleteTitle')}
        description={t('cartridges.uses.deleteText', { cartridges: fired, date: when })}
        confirmLabel={t('cartridges.uses.deleteConfirm')}
        cancelLabel={t('common.cancel')}
        onConfirm={() => remove.mutateAsync(item.id)}
      />
    </li>
  );
}
