import { lazy, Suspense, useState } from 'react';
import { useSearchParams } from 'react-router';
import { QRCodeSVG } from 'qrcode.react';
import { DISCIPLINE_RULES, EVENT_ENTRY_CHECKABLE, type Discipline } from '@trap/contracts';
import { Badge, Button, ListState, Spinner, type Language, type TFunction } from '@trap/ui';
import {
  useCheckInCode,
  useEntriesReport,
  useMarkNoShow,
  useScanCheckIn,
  useTickCheckIn,
  type CheckInResult,
  type Entry,
} from './entries-api.ts';
import { timeText } from './event-dates.ts';
import { failureText } from './event-texts.ts';
import { useEventsT } from './texts/texts.ts';

/** The camera scanner and its decoder (jsqr) load only when the organiser presses Scan. */
const QrScanner = lazy(() => import('./qr-scanner.tsx'));

const label = (d: Discipline) => DISCIPLINE_RULES[d].label;

/** The entrant's QR code for a paid, comp or cash entry: shown at the range, scanned by the organiser's phone. */
export function MyCheckInCode({ eventId, entry }: { eventId: string; entry: Entry }) {
  const code = useCheckInCode(eventId, entry.id);
  const { t, language } = useEventsT();
  if (code.isPending) return <Spinner label={t('checkIn.loadingCode')} />;
  if (code.isError)
    return (
      <p className="pr-error" role="alert">
        {t('checkIn.codeFailed', { error: failureText(t, language, code.error) })}{' '}
        <Button size="sm" variant="link" onClick={() => void code.refetch()}>
          {t('tryAgain')}
        </Button>
      </p>
    );
  const c = code.data;
  const address = `${window.location.origin}${c.path}`;
  return (
    <figure className="ci-code" aria-label={t('checkIn.codeFor', { name: c.name })}>
      <QRCodeSVG
        value={address}
        size={224}
        marginSize={4}
        level="M"
        title={t('checkIn.qrFor', { name: c.name })}
        className="ci-code__qr"
      />
      <figcaption className="ci-code__caption">
        <strong>{c.name}</strong>
        <span>{label(c.discipline)}</span>
        <span className="pr-muted">
          {c.checkedInAt ? t('checkIn.checkedInAt', { time: timeText(c.checkedInAt, language) }) : t('checkIn.showCode')}
        </span>
      </figcaption>
    </figure>
  );
}

function resultText(r: CheckInResult, t: TFunction, language: Language): string {
  const who = `${r.entry.name} (${label(r.entry.discipline)})`;
  return r.alreadyCheckedIn && r.entry.checkedInAt
    ? t('checkIn.already', { time: timeText(r.entry.checkedInAt, language), who })
    : t('checkIn.done', { who });
}

function CheckInRow({ eventId, entry }: { eventId: string; entry: Entry }) {
  const { t, language } = useEventsT();
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
          {entry.checkedInAt ? t('checkIn.inAt', { time: timeText(entry.checkedInAt, language) }) : ''}
        </span>
      </label>
      {entry.noShow ? <Badge tone="warning">{t('checkIn.noShow')}</Badge> : null}
      {!checked ? (
        <Button
          size="sm"
          variant={entry.noShow ? 'ghost' : 'outline'}
          aria-pressed={entry.noShow}
          disabled={busy}
          onClick={() => mark.mutate({ entryId: entry.id, noShow: !entry.noShow })}
        >
          {entry.noShow ? t('checkIn.notNoShow') : t('checkIn.noShow')}
        </Button>
      ) : null}
      {failure ? (
        <p className="pr-error ci-row__error" role="alert">
          {failureText(t, language, failure)}
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
  const { t, language } = useEventsT();
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
        {t('checkIn.title')}
      </h3>
      <ListState
        query={report}
        loading={t('checkIn.loading')}
        what={t('checkIn.what')}
        isEmpty={(d) => !d.items.some((e) => EVENT_ENTRY_CHECKABLE.includes(e.status))}
        empty={t('checkIn.none')}
      >
        {(d) => {
          const expected = d.items.filter((e) => EVENT_ENTRY_CHECKABLE.includes(e.status));
          const checkedIn = expected.filter((e) => e.checkedInAt).length;
          const noShows = expected.filter((e) => e.noShow).length;
          return (
            <>
              <p className="ci-counts" aria-live="polite">
                <strong>{t('checkIn.counts', { checkedIn, expected: expected.length })}</strong>
                {noShows ? t('checkIn.noShows', { count: noShows }) : ''}
              </p>
              {opened ? (
                <div className="ev-actions" role="group" aria-label={t('checkIn.opened')}>
                  <span>{t('checkIn.openedText')}</span>
                  <Button size="sm" onClick={() => (forget(), onCode(opened))}>
                    {t('checkIn.checkThisIn')}
                  </Button>
                  <Button size="sm" variant="ghost" onClick={forget}>
                    {t('checkIn.dismiss')}
                  </Button>
                </div>
              ) : null}
              <div className="ev-actions">
                <Button onClick={() => (setLast(null), scan.reset(), setScanning((s) => !s))} aria-expanded={scanning}>
                  {scanning ? t('checkIn.stopScan') : t('checkIn.scan')}
                </Button>
              </div>
              {scanning ? (
                <Suspense fallback={<Spinner label={t('checkIn.loadingScanner')} />}>
                  <QrScanner onCode={onCode} onClose={() => setScanning(false)} />
                </Suspense>
              ) : null}
              {scan.isPending ? <Spinner label={t('checkIn.checkingIn')} /> : null}
              {last ? (
                <p className={last.alreadyCheckedIn ? 'ci-result ci-result--again' : 'ci-result'} role="status">
                  {resultText(last, t, language)}
                </p>
              ) : null}
              {scan.error ? (
                <p className="pr-error" role="alert">
                  {failureText(t, language, scan.error)}
                </p>
              ) : null}
              <ul className="ci-list" aria-label={t('checkIn.list')}>
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
