import { useState } from 'react';
import {
  DISCIPLINE_RULES,
  EVENT_ENTRY_CHECKABLE,
  EVENT_ENTRY_STATUS_LABELS,
  formatPaise,
  type Discipline,
  type EventEntryStatus,
} from '@trap/contracts';
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
  errorMessage,
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

const label = (d: Discipline) => DISCIPLINE_RULES[d].label;
const when = (iso: string) =>
  new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
const TONE: Partial<Record<EventEntryStatus, 'success' | 'warning' | 'primary' | 'neutral'>> = {
  paid: 'success',
  comp: 'success',
  cash: 'success',
  pending: 'warning',
  offered: 'warning',
  refund_due: 'warning',
  waiting: 'primary',
};
const failureText = (err: unknown) => (err instanceof ApiError && err.body ? err.body.message : errorMessage(err));

function FeesTable({ fees }: { fees: EntryFees }) {
  return (
    <table className="ev-table">
      <caption className="pr-muted">
        {fees.cutoffAt ? `Entries close ${when(fees.cutoffAt)}; a paid entry cancelled before then is refunded.` : null}
      </caption>
      <thead>
        <tr>
          <th scope="col">Discipline</th>
          <th scope="col">Member</th>
          <th scope="col">Guest</th>
          <th scope="col">Early bird</th>
        </tr>
      </thead>
      <tbody>
        {fees.fees.map((f) => (
          <tr key={f.discipline}>
            <th scope="row">{label(f.discipline)}</th>
            <td>{formatPaise(f.memberPaise)}</td>
            <td>{formatPaise(f.guestPaise)}</td>
            <td>
              {f.earlyBirdPaise !== null && f.earlyBirdUntil ? `${formatPaise(f.earlyBirdPaise)} until ${when(f.earlyBirdUntil)}` : '—'}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function MyEntry({ entry, eventId, cutoffAt }: { entry: Entry; eventId: string; cutoffAt: string | null }) {
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
          {formatPaise(entry.pricePaise)}
          {entry.payBy ? ` · pay by ${when(entry.payBy)}` : ''}
          {entry.position ? ` · number ${entry.position} on the waiting list` : ''}
        </span>
        {entry.receiptUrl ? (
          <a className="ev-row__meta" href={entry.receiptUrl} target="_blank" rel="noopener noreferrer">
            Receipt {entry.invoiceNumber}
          </a>
        ) : null}
        <PaidWithPromo entry={entry} />
        {failure ? (
          <p className="pr-error" role="alert">
            {failureText(failure)}
          </p>
        ) : null}
      </div>
      <div className="ev-row__badges">
        <Badge tone={TONE[entry.status] ?? 'neutral'}>{EVENT_ENTRY_STATUS_LABELS[entry.status]}</Badge>
        {cancellable ? (
          <Button
            size="sm"
            variant="outline"
            disabled={cancel.isPending}
            onClick={async () => {
              if (
                await confirm({
                  title: 'Cancel this entry?',
                  description:
                    entry.status === 'paid'
                      ? refundable
                        ? 'You will be refunded in full.'
                        : 'The cut-off has passed: this entry is not refunded.'
                      : 'Your place goes to the next on the waiting list.',
                  confirmLabel: 'Cancel entry',
                  cancelLabel: 'Keep my entry',
                })
              )
                cancel.mutate(entry.id);
            }}
          >
            {cancel.isPending ? 'Cancelling…' : 'Cancel entry'}
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
  const mine = useMyEntries(event.id);
  const enter = useEnter(event.id);
  const [discipline, setDiscipline] = useState<Discipline>(fees.fees[0]!.discipline);
  return (
    <div className="ev-entries__mine" id="check-in">
      {fees.entriesOpen ? (
        <form
          className="ev-actions"
          aria-label="Enter this event"
          onSubmit={(ev) => {
            ev.preventDefault();
            enter.mutate(discipline);
          }}
        >
          <FormField label="Discipline">
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
              ? 'Entering…'
              : fees.capacity !== null && fees.placesTaken >= fees.capacity
                ? 'Join the waiting list'
                : 'Enter'}
          </Button>
          {enter.error ? (
            <p className="pr-error" role="alert">
              {failureText(enter.error)}
            </p>
          ) : null}
        </form>
      ) : (
        <p className="pr-muted">{fees.note}</p>
      )}
      <ListState
        query={mine}
        loading="Loading your entries…"
        what="Your entries"
        isEmpty={(d) => d.items.length === 0}
        empty="You have not entered yet."
      >
        {(d) => (
          <ul className="pr-list" aria-label="My entries">
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
  const record = useRecordEntry(eventId);
  const [kind, setKind] = useState<'comp' | 'cash'>('cash');
  const [discipline, setDiscipline] = useState<Discipline>(fees.fees[0]!.discipline);
  const [name, setName] = useState('');
  const [amount, setAmount] = useState('');
  const fields = record.error instanceof ApiError ? record.error.fields : undefined;
  return (
    <form
      aria-label="Record an entry"
      className="ev-actions"
      onSubmit={(ev) => {
        ev.preventDefault();
        record.mutate(
          { kind, discipline, name, amountPaise: kind === 'cash' ? Math.round(Number(amount) * 100) : 0 },
          { onSuccess: () => (setName(''), setAmount('')) },
        );
      }}
    >
      <FormField label="Kind">
        <Select value={kind} onChange={(ev) => setKind(ev.target.value as 'comp' | 'cash')}>
          <option value="cash">Cash at the range</option>
          <option value="comp">Complimentary</option>
        </Select>
      </FormField>
      <FormField label="Discipline">
        <Select value={discipline} onChange={(ev) => setDiscipline(ev.target.value as Discipline)}>
          {fees.fees.map((f) => (
            <option key={f.discipline} value={f.discipline}>
              {label(f.discipline)}
            </option>
          ))}
        </Select>
      </FormField>
      <FormField label="Name" error={fields?.name}>
        <Input required value={name} onChange={(ev) => setName(ev.target.value)} />
      </FormField>
      {kind === 'cash' ? (
        <FormField label="Cash taken (₹)" error={fields?.amountPaise}>
          <Input inputMode="decimal" required value={amount} onChange={(ev) => setAmount(ev.target.value)} />
        </FormField>
      ) : null}
      <Button type="submit" disabled={record.isPending}>
        {record.isPending ? 'Recording…' : 'Record entry'}
      </Button>
      {record.error && !fields ? (
        <p className="pr-error" role="alert">
          {failureText(record.error)}
        </p>
      ) : null}
    </form>
  );
}

/** The organiser's entries: totals per payment state, every entry, the CSV, and comps and cash recorded. */
export function OrganiserEntries({ eventId, fees }: { eventId: string; fees: EntryFees }) {
  const report = useEntriesReport(eventId);
  return (
    <section aria-labelledby="ev-entries-organiser" className="ev-entries__organiser">
      <h3 className="pr-h3" id="ev-entries-organiser">
        All entries
      </h3>
      <RecordEntry eventId={eventId} fees={fees} />
      <ListState
        query={report}
        loading="Loading the entries…"
        what="The entries"
        isEmpty={(d) => d.items.length === 0}
        empty="No entries yet."
      >
        {(d) => (
          <>
            <p>
              Collected {formatPaise(d.collectedPaise)} · {d.placesTaken}
              {d.capacity !== null ? ` of ${d.capacity}` : ''} places taken ·{' '}
              <a href={entriesCsvPath(eventId)} download>
                Download CSV
              </a>
            </p>
            <table className="ev-table" aria-label="Totals per payment state">
              <thead>
                <tr>
                  <th scope="col">State</th>
                  <th scope="col">Entries</th>
                  <th scope="col">Amount</th>
                </tr>
              </thead>
              <tbody>
                {d.totals.map((t) => (
                  <tr key={t.status}>
                    <th scope="row">{EVENT_ENTRY_STATUS_LABELS[t.status]}</th>
                    <td>{t.count}</td>
                    <td>{formatPaise(t.amountPaise)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
            <table className="ev-table" aria-label="Entries">
              <thead>
                <tr>
                  <th scope="col">Name</th>
                  <th scope="col">Discipline</th>
                  <th scope="col">State</th>
                  <th scope="col">Price</th>
                  <th scope="col">Receipt</th>
                </tr>
              </thead>
              <tbody>
                {d.items.map((e) => (
                  <tr key={e.id}>
                    <th scope="row">{e.name}</th>
                    <td>{label(e.discipline)}</td>
                    <td>{e.statusLabel}</td>
                    <td>{formatPaise(e.pricePaise)}</td>
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
  const { user, can } = useAuth();
  const [editing, setEditing] = useState(false);
  const organiser = (!!user && event.createdBy === user.id) || can('events.approve');
  if (fees.isPending) return <Spinner label="Loading the entry fees…" block />;
  const none = fees.isError && fees.error instanceof ApiError && fees.error.status === 404;
  if (fees.isError && !none) return <LoadFailed what="The entry fees" error={fees.error} retry={() => void fees.refetch()} />;
  if (none && !organiser) return null;
  const current = fees.data ?? null;
  return (
    <section aria-labelledby="ev-entries-title" className="ev-entries">
      <h2 className="pr-h2" id="ev-entries-title">
        Entries
      </h2>
      {organiser ? (
        editing ? (
          <EntryFeesForm eventId={event.id} current={current} onDone={() => setEditing(false)} />
        ) : (
          <div className="ev-actions">
            {!current ? <p className="pr-muted">Entries are free until you set entry fees.</p> : null}
            <Button variant="outline" onClick={() => setEditing(true)}>
              {current ? 'Change entry fees' : 'Set entry fees'}
            </Button>
          </div>
        )
      ) : null}
      {current ? <PaidEntries event={event} fees={current} organiser={organiser} signedIn={!!user} /> : null}
    </section>
  );
}

function PaidEntries({ event, fees, organiser, signedIn }: { event: ClubEvent; fees: EntryFees; organiser: boolean; signedIn: boolean }) {
  return (
    <>
      <Card>
        <FeesTable fees={fees} />
        <p className="pr-muted">
          {fees.placesTaken}
          {fees.capacity !== null ? ` of ${fees.capacity}` : ''} places taken
          {fees.waiting ? ` · ${fees.waiting} waiting` : ''}
        </p>
      </Card>
      {signedIn ? <Entrant event={event} fees={fees} /> : <p className="pr-muted">Log in to enter.</p>}
      {organiser ? <CheckInDesk eventId={event.id} /> : null}
      {organiser ? <OrganiserEntries eventId={event.id} fees={fees} /> : null}
    </>
  );
}
