import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { DISCIPLINE_RULES, EVENT_ENTRY_CHECKABLE, type Discipline } from '@trap/contracts';
import { ApiError, Badge, Button, ListState, Spinner, errorMessage } from '@trap/ui';
import {
  useCheckInCode,
  useEntriesReport,
  useMarkNoShow,
  useScanCheckIn,
  useTickCheckIn,
  type CheckInResult,
  type Entry,
} from './entries-api.ts';

/** The camera scanner and its decoder (jsqr) load only when the organiser presses Scan. */
const QrScanner = lazy(() => import('./qr-scanner.tsx'));

const label = (d: Discipline) => DISCIPLINE_RULES[d].label;
const time = (iso: string) => new Intl.DateTimeFormat('en-IN', { timeZone: 'Asia/Kolkata', timeStyle: 'short' }).format(new Date(iso));
const failureText = (err: unknown) => (err instanceof ApiError && err.body ? err.body.message : errorMessage(err));

/** The entrant's QR code for a paid, comp or cash entry: shown at the range, scanned by the organiser's phone. */
export function MyCheckInCode({ eventId, entry }: { eventId: string; entry: Entry }) {
  const code = useCheckInCode(eventId, entry.id);
  if (code.isPending) return <Spinner label="Loading your check-in code…" />;
  if (code.isError)
    return (
      <p className="pr-error" role="alert">
        Your check-in code could not be loaded: {failureText(code.error)}{' '}
        <Button size="sm" variant="link" onClick={() => void code.refetch()}>
          Try again
        </Button>
      </p>
    );
  const c = code.data;
  const address = `${window.location.origin}${c.path}`;
  return (
    <figure className="ci-code" aria-label={`Check-in code for ${c.name}`}>
      <QRCodeSVG value={address} size={224} marginSize={4} level="M" title={`Check-in QR code for ${c.name}`} className="ci-code__qr" />
      <figcaption className="ci-code__caption">
        <strong>{c.name}</strong>
        <span>{label(c.discipline)}</span>
        <span className="pr-muted">
          {c.checkedInAt ? `Checked in at ${time(c.checkedInAt)}` : 'Show this code at the range to check in'}
        </span>
      </figcaption>
    </figure>
  );
}

function resultText(r: CheckInResult): string {
  const who = `${r.entry.name} (${label(r.entry.discipline)})`;
  return r.alreadyCheckedIn && r.entry.checkedInAt ? `Already checked in at ${time(r.entry.checkedInAt)}: ${who}` : `Checked in: ${who}`;
}

function CheckInRow({ eventId, entry }: { eventId: string; entry: Entry }) {
  const tick = useTickCheckIn(eventId);
  const mark = useMarkNoShow(eventId);
  const checked = !!entry.checkedInAt;
  const busy = tick.isPending || mark.isPending;
  const failure = tick.error ?? mark.error;
  const id = `ci-${entry.id}`;
  return (
    <li className={`ci-row${checked ? ' ci-row--in' : ''}${entry.noShow ? ' ci-row--noshow' : ''}`}>
      <input
        id={id}
        type="checkbox"
        className="ci-row__tick"
        checked={tick.isPending ? !!tick.variables?.checkedIn : checked}
        disabled={busy}
        onChange={(ev) => tick.mutate({ entryId: entry.id, checkedIn: ev.target.checked })}
      />
      <label htmlFor={id} className="ci-row__who">
        <span className="ci-row__name">{entry.name}</span>
        <span className="ev-row__meta">
          {label(entry.discipline)}
          {entry.checkedInAt ? ` · in at ${time(entry.checkedInAt)}` : ''}
        </span>
      </label>
      {entry.noShow ? <Badge tone="warning">No-show</Badge> : null}
      {!checked ? (
        <Button
          size="sm"
          variant={entry.noShow ? 'ghost' : 'outline'}
          aria-pressed={entry.noShow}
          disabled={busy}
          onClick={() => mark.mutate({ entryId: entry.id, noShow: !entry.noShow })}
        >
          {entry.noShow ? 'Not a no-show' : 'No-show'}
        </Button>
      ) : null}
      {failure ? (
        <p className="pr-error ci-row__error" role="alert">
          {failureText(failure)}
        </p>
      ) : null}
    </li>
  );
}

/**
 * The organiser's check-in at the range: every paid, comp and cash entrant with a tick box and a
 * no-show mark, the counts, and Scan (the phone's camera, or a photo) for the entrants' QR codes.
 */
export function CheckInDesk({ eventId }: { eventId: string }) {
  const report = useEntriesReport(eventId);
  const scan = useScanCheckIn(eventId);
  const [scanning, setScanning] = useState(false);
  const [last, setLast] = useState<CheckInResult | null>(null);
  // the organiser's phone camera app opened an entrant's QR code: the event page with its code
  const [params, setParams] = useSearchParams();
  const opened = params.get('check-in');
  const forget = () =>
    setParams(
      (p) => {
        p.delete('check-in');
        return p;
      },
      { replace: true },
    );
  const onCode = (text: string) => {
    setScanning(false);
    setLast(null);
    scan.mutate(text, { onSuccess: setLast });
  };
  return (
    <section aria-labelledby="ci-title" className="ci-desk">
      <h3 className="pr-h3" id="ci-title">
        Check-in
      </h3>
      <ListState
        query={report}
        loading="Loading the entrants…"
        what="The entrants"
        isEmpty={(d) => !d.items.some((e) => EVENT_ENTRY_CHECKABLE.includes(e.status))}
        empty="No paid entrants to check in yet."
      >
        {(d) => {
          const expected = d.items.filter((e) => EVENT_ENTRY_CHECKABLE.includes(e.status));
          const checkedIn = expected.filter((e) => e.checkedInAt).length;
          const noShows = expected.filter((e) => e.noShow).length;
          return (
            <>
              <p className="ci-counts" aria-live="polite">
                <strong>
                  {checkedIn} of {expected.length} checked in
                </strong>
                {noShows ? ` · ${noShows} no-show${noShows === 1 ? '' : 's'}` : ''}
              </p>
              {opened ? (
                <div className="ev-actions" role="group" aria-label="Opened check-in code">
                  <span>An entrant’s check-in code was opened.</span>
                  <Button size="sm" onClick={() => (forget(), onCode(opened))}>
                    Check this entrant in
                  </Button>
                  <Button size="sm" variant="ghost" onClick={forget}>
                    Dismiss
                  </Button>
                </div>
              ) : null}
              <div className="ev-actions">
                <Button onClick={() => (setLast(null), scan.reset(), setScanning((s) => !s))} aria-expanded={scanning}>
                  {scanning ? 'Stop scanning' : 'Scan'}
                </Button>
              </div>
              {scanning ? (
                <Suspense fallback={<Spinner label="Loading the scanner…" />}>
                  <QrScanner onCode={onCode} onClose={() => setScanning(false)} />
                </Suspense>
              ) : null}
              {scan.isPending ? <Spinner label="Checking in…" /> : null}
              {last ? (
                <p className={last.alreadyCheckedIn ? 'ci-result ci-result--again' : 'ci-result'} role="status">
                  {resultText(last)}
                </p>
              ) : null}
              {scan.error ? (
                <p className="pr-error" role="alert">
                  {failureText(scan.error)}
                </p>
              ) : null}
              <ul className="ci-list" aria-label="Entrants to check in">
                {expected.map((e) => (
                  <CheckInRow key={e.id} eventId={eventId} entry={e} />
                ))}
              </ul>
            </>
          );
        }}
      </ListState>
    </section>
  );
}
