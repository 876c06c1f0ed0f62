import { useState } from 'react';
import { DISCIPLINE_RULES, EVENT_ENTRY_CHECKABLE, type Discipline, type EventEntryStatus } from '@trap/contracts';
import {
  ApiError,
  Badge,
  Button,
  Card,
  FormField,
  Input,
  ListState,
  LoadFailed,
  Select,
  Spinner,
  useAuth,
  useConfirm,
} from '@trap/ui';
import type { ClubEvent } from './events-api.ts';
import { EntryFeesForm } from './entry-fees-form.tsx';
import { CheckInDesk, MyCheckInCode } from './check-in.tsx';
import { PaidWithPromo, PayEntry } from './entry-pay.tsx';
import {
  entriesCsvPath,
  useCancelEntry,
  useEnter,
  useEntriesReport,
  useEntryFees,
  useMyEntries,
  useRecordEntry,
  type Entry,
  type EntryFees,
} from './entries-api.ts';
import { mediumDateTimeText } from './event-dates.ts';
import { entryStatusText, failureText, money, serviceMessageText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';

const label = (d: Discipline) => DISCIPLINE_RULES[d].label;
const TONE: Partial<Record<EventEntryStatus, 'success' | 'warning' | 'primary' | 'neutral'>> = {
  paid: 'success',
  comp: 'success',
  cash: 'success',
  pending: 'warning',
  offered: 'warning',
  refund_due: 'warning',
  waiting: 'primary',
};

function FeesTable({ fees }: { fees: EntryFees }) {
  const { t, language } = useEventsT();
  const when = (iso: string) => mediumDateTimeText(iso, language);
  return (
    <table className="ev-table">
      <caption className="pr-muted">{fees.cutoffAt ? t('entries.cutoff', { when: when(fees.cutoffAt) }) : null}</caption>
      <thead>
        <tr>
          <th scope="col">{t('discipline')}</th>
          <th scope="col">{t('entries.member')}</th>
          <th scope="col">{t('entries.guest')}</th>
          <th scope="col">{t('entries.earlyBird')}</th>
        </tr>
      </thead>
      <tbody>
        {fees.fees.map((f) => (
          <tr key={f.discipline}>
            <th scope="row">{label(f.discipline)}</th>
            <td>{money(f.memberPaise, language)}</td>
            <td>{money(f.guestPaise, language)}</td>
            <td>
              {f.earlyBirdPaise !== null && f.earlyBirdUntil
                ? t('entries.earlyUntil', { price: money(f.earlyBirdPaise, language), when: when(f.earlyBirdUntil) })
                : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyEntry({ entry, eventId, cutoffAt }: { entry: Entry; eventId: string; cutoffAt: string | null }) {
  const { t, language } = useEventsT();
  const cancel = useCancelEntry(eventId);
  const [confirm, confirmDialog] = useConfirm();
  const refundable = entry.status === 'paid' && (!cutoffAt || Date.now() < Date.parse(cutoffAt));
  const cancellable = ['pending', 'offered', 'waiting', 'paid'].includes(entry.status);
  const failure = cancel.error;
  return (
    <li className="ev-row">
      <div className="ev-row__main">
        <h4 className="pr-h3 ev-row__title">{label(entry.discipline)}</h4>
        <span className="ev-row__meta">
          {money(entry.pricePaise, language)}
          {entry.payBy ? t('entries.payBy', { when: mediumDateTimeText(entry.payBy, language) }) : ''}
          {entry.position ? t('entries.position', { position: entry.position }) : ''}
        </span>
        {entry.receiptUrl ? (
          <a className="ev-row__meta" href={entry.receiptUrl} target="_blank" rel="noopener noreferrer">
            {t('entries.receipt', { number: entry.invoiceNumber })}
          </a>
        ) : null}
        <PaidWithPromo entry={entry} />
        {failure ? (
          <p className="pr-error" role="alert">
            {failureText(t, language, failure)}
          </p>
        ) : null}
      </div>
      <div className="ev-row__badges">
        <Badge tone={TONE[entry.status] ?? 'neutral'}>{entryStatusText(t, entry.status)}</Badge>
        {cancellable ? (
          <Button
            size="sm"
            variant="outline"
            disabled={cancel.isPending}
            onClick={async () => {
              if (
                await confirm({
                  title: t('entries.cancelTitle'),
                  description:
                    entry.status === 'paid'
                      ? refundable
                        ? t('entries.refundFull')
                        : t('entries.noRefund')
                      : t('entries.placeToNext'),
                  confirmLabel: t('entries.cancelEntry'),
                  cancelLabel: t('entries.keepEntry'),
                })
              )
                cancel.mutate(entry.id);
            }}
          >
            {cancel.isPending ? t('cancelling') : t('entries.cancelEntry')}
          </Button>
        ) : null}
      </div>
      {entry.status === 'pending' || entry.status === 'offered' ? (
        <div className="ev-row__full">
          <PayEntry entry={entry} />
        </div>
      ) : null}
      {EVENT_ENTRY_CHECKABLE.includes(entry.status) ? (
        <div className="ev-row__full">
          <MyCheckInCode eventId={eventId} entry={entry} />
        </div>
      ) : null}
      {confirmDialog}
    </li>
  );
}

function Entrant({ event, fees }: { event: ClubEvent; fees: EntryFees }) {
  const { t, language } = useEventsT();
  const mine = useMyEntries(event.id);
  const enter = useEnter(event.id);
  const [discipline, setDiscipline] = useState<Discipline>(fees.fees[0]!.discipline);
  return (
    <div className="ev-entries__mine" id="check-in">
      {fees.entriesOpen ? (
        <form
          className="ev-actions"
          aria-label={t('entries.enterForm')}
          onSubmit={(ev) => {
            ev.preventDefault();
            enter.mutate(discipline);
          }}
        >
          <FormField label={t('discipline')}>
            <Select value={discipline} onChange={(ev) => setDiscipline(ev.target.value as Discipline)}>
              {fees.fees.map((f) => (
                <option key={f.discipline} value={f.discipline}>
                  {label(f.discipline)}
                </option>
              ))}
            </Select>
          </FormField>
          <Button type="submit" disabled={enter.isPending}>
            {enter.isPending
              ? t('entries.entering')
              : fees.capacity !== null && fees.placesTaken >= fees.capacity
                ? t('entries.joinWaiting')
                : t('entries.enter')}
          </Button>
          {enter.error ? (
            <p className="pr-error" role="alert">
              {failureText(t, language, enter.error)}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="pr-muted">{fees.note ? serviceMessageText(t, language, fees.note) : null}</p>
      )}
      <ListState
        query={mine}
        loading={t('entries.loadingMine')}
        what={t('entries.mineWhat')}
        isEmpty={(d) => d.items.length === 0}
        empty={t('entries.noneMine')}
      >
        {(d) => (
          <ul className="pr-list" aria-label={t('entries.myEntries')}>
            {d.items.map((e) => (
              <MyEntry key={e.id} entry={e} eventId={event.id} cutoffAt={fees.cutoffAt} />
            ))}
          </ul>
        )}
      </ListState>
    </div>
  );
}

/** A comp, or cash taken at the range, recorded by the organiser (it takes a place). */
function RecordEntry({ eventId, fees }: { eventId: string; fees: EntryFees }) {
  const { t, language } = useEventsT();
  const record = useRecordEntry(eventId);
  const [kind, setKind] = useState<'comp' | 'cash'>('cash');
  const [discipline, setDiscipline] = useState<Discipline>(fees.fees[0]!.discipline);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const fields = record.error instanceof ApiError ? record.error.fields : undefined;
  return (
    <form
      aria-label={t('entries.recordForm')}
      className="ev-actions"
      onSubmit={(ev) => {
        ev.preventDefault();
        record.mutate(
          { kind, discipline, name, amountPaise: kind === 'cash' ? Math.round(Number(amount) * 100) : 0 },
          { onSuccess: () => (setName(''), setAmount('')) },
        );
      }}
    >
      <FormField label={t('entries.kind')}>
        <Select value={kind} onChange={(ev) => setKind(ev.target.value as 'comp' | 'cash')}>
          <option value="cash">{entryStatusText(t, 'cash')}</option>
          <option value="comp">{entryStatusText(t, 'comp')}</option>
        </Select>
      </FormField>
      <FormField label={t('discipline')}>
        <Select value={discipline} onChange={(ev) => setDiscipline(ev.target.value as Discipline)}>
          {fees.fees.map((f) => (
            <option key={f.discipline} value={f.discipline}>
              {label(f.discipline)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label={t('entries.name')} error={fields?.name}>
        <Input required value={name} onChange={(ev) => setName(ev.target.value)} />
      </FormField>
      {kind === 'cash' ? (
        <FormField label={t('entries.cashTaken')} error={fields?.amountPaise}>
          <Input inputMode="decimal" required value={amount} onChange={(ev) => setAmount(ev.target.value)} />
        </FormField>
      ) : null}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? t('entries.recording') : t('entries.recordEntry')}
      </Button>
      {record.error && !fields ? (
        <p className="pr-error" role="alert">
          {failureText(t, language, record.error)}
        </p>
      ) : null}
    </form>
  );
}

/** The organiser's entries: totals per payment state, every entry, the CSV, and comps and cash recorded. */
export function OrganiserEntries({ eventId, fees }: { eventId: string; fees: EntryFees }) {
  const { t, language } = useEventsT();
  const report = useEntriesReport(eventId);
  return (
    <section aria-labelledby="ev-entries-organiser" className="ev-entries__organiser">
      <h3 className="pr-h3" id="ev-entries-organiser">
        {t('entries.allEntries')}
      </h3>
      <RecordEntry eventId={eventId} fees={fees} />
      <ListState
        query={report}
        loading={t('entries.loadingAll')}
        what={t('entries.allWhat')}
        isEmpty={(d) => d.items.length === 0}
        empty={t('entries.noneAll')}
      >
        {(d) => (
          <>
            <p>
              {d.capacity !== null
                ? t('entries.collectedOf', { amount: money(d.collectedPaise, language), taken: d.placesTaken, capacity: d.capacity })
                : t('entries.collected', { amount: money(d.collectedPaise, language), taken: d.placesTaken })}
              <a href={entriesCsvPath(eventId)} download>
                {t('entries.downloadCsv')}
              </a>
            </p>
            <table className="ev-table" aria-label={t('entries.totals')}>
              <thead>
                <tr>
                  <th scope="col">{t('entries.state')}</th>
                  <th scope="col">{t('entries.count')}</th>
                  <th scope="col">{t('entries.amount')}</th>
                </tr>
              </thead>
              <tbody>
                {d.totals.map((total) => (
                  <tr key={total.status}>
                    <th scope="row">{entryStatusText(t, total.status)}</th>
                    <td>{total.count}</td>
                    <td>{money(total.amountPaise, language)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="ev-table" aria-label={t('entries.table')}>
              <thead>
                <tr>
                  <th scope="col">{t('entries.name')}</th>
                  <th scope="col">{t('discipline')}</th>
                  <th scope="col">{t('entries.state')}</th>
                  <th scope="col">{t('entries.price')}</th>
                  <th scope="col">{t('entries.receiptColumn')}</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{e.name}</th>
                    <td>{label(e.discipline)}</td>
                    <td>{entryStatusText(t, e.status)}</td>
                    <td>{money(e.pricePaise, language)}</td>
                    <td>{e.invoiceNumber ?? '—'}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </>
        )}
      </ListState>
    </section>
  );
}

/**
 * Paid entries on an event's page: the fees per discipline, Enter (or join the waiting list), my
 * entries with Pay and Cancel, and for the organiser every entry with its totals and the CSV. An event
 * without entry fees shows nothing here.
 */
export function EventEntries({ event }: { event: ClubEvent }) {
  const fees = useEntryFees(event.id);
  const { t } = useEventsT();
  const { user, can } = useAuth();
  const [editing, setEditing] = useState(false);
  const organiser = (!!user && event.createdBy === user.id) || can('events.approve');
  if (fees.isPending) return <Spinner label={t('entries.loadingFees')} block />;
  const none = fees.isError && fees.error instanceof ApiError && fees.error.status === 404;
  if (fees.isError && !none) return <LoadFailed what={t('entries.feesWhat')} error={fees.error} retry={() => void fees.refetch()} />;
  if (none && !organiser) return null;
  const current = fees.data ?? null;
  return (
    <section aria-labelledby="ev-entries-title" className="ev-entries">
      <h2 className="pr-h2" id="ev-entries-title">
        {t('entries.title')}
      </h2>
      {organiser ? (
        editing ? (
          <EntryFeesForm eventId={event.id} current={current} onDone={() => setEditing(false)} />
        ) : (
          <div className="ev-actions">
            {!current ? <p className="pr-muted">{t('entries.freeUntilFees')}</p> : null}
            <Button variant="outline" onClick={() => setEditing(true)}>
              {current ? t('entries.changeFees') : t('entries.setFees')}
            </Button>
          </div>
        )
      ) : null}
      {current ? <PaidEntries event={event} fees={current} organiser={organiser} signedIn={!!user} /> : null}
    </section>
  );
}

function PaidEntries({ event, fees, organiser, signedIn }: { event: ClubEvent; fees: EntryFees; organiser: boolean; signedIn: boolean }) {
  const { t } = useEventsT();
  return (
    <>
      <Card>
        <FeesTable fees={fees} />
        <p className="pr-muted">
          {fees.capacity !== null
            ? t('entries.placesTakenOf', { taken: fees.placesTaken, capacity: fees.capacity })
            : t('entries.placesTaken', { taken: fees.placesTaken })}
          {fees.waiting ? t('entries.waitingCount', { count: fees.waiting }) : ''}
        </p>
      </Card>
      {signedIn ? <Entrant event={event} fees={fees} /> : <p className="pr-muted">{t('entries.logInToEnter')}</p>}
      {organiser ? <CheckInDesk eventId={event.id} /> : null}
      {organiser ? <OrganiserEntries eventId={event.id} fees={fees} /> : null}
    </>
  );
}
