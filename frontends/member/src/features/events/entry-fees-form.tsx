import { useState, type FormEvent } from 'react';
import { DISCIPLINES, DISCIPLINE_RULES, type Discipline, type EventEntryFeesInput } from '@trap/contracts';
import { ApiError, Button, Card, FormField, Input, errorMessage } from '@trap/ui';
import { useSetFees, type EntryFees } from './entries-api.ts';
import { useEventsT } from './texts/texts.ts';

interface Row {
  on: boolean;
  member: string;
  guest: string;
  early: string;
  earlyUntil: string;
}

const rupees = (paise: number | null) => (paise === null ? '' : String(paise / 100));
const paise = (text: string) => Math.round(Number(text) * 100);
/** A datetime-local value is a time in India (the events are). */
const istInstant = (local: string) => (local ? `${local}:00+05:30` : null);
const istLocal = (iso: string | null) => (iso ? new Date(Date.parse(iso) + 5.5 * 3600_000).toISOString().slice(0, 16) : '');

/** The organiser's fees per discipline (member, guest, early-bird until a date) and the cut-off, saved in one PUT. */
export function EntryFeesForm({ eventId, current, onDone }: { eventId: string; current: EntryFees | null; onDone: () => void }) {
  const { t } = useEventsT();
  const save = useSetFees(eventId);
  const [rows, setRows] = useState<Record<Discipline, Row>>(() => {
    const out = {} as Record<Discipline, Row>;
    for (const d of DISCIPLINES) {
      const f = current?.fees.find((x) => x.discipline === d);
      out[d] = {
        on: !!f,
        member: rupees(f?.memberPaise ?? null),
        guest: rupees(f?.guestPaise ?? null),
        early: rupees(f?.earlyBirdPaise ?? null),
        earlyUntil: istLocal(f?.earlyBirdUntil ?? null),
      };
    }
    return out;
  });
  const [cutoff, setCutoff] = useState(istLocal(current?.cutoffAt ?? null));
  const set = (d: Discipline, change: Partial<Row>) => setRows((r) => ({ ...r, [d]: { ...r[d], ...change } }));

  const submit = (ev: FormEvent) => {
    ev.preventDefault();
    const body: EventEntryFeesInput = {
      fees: DISCIPLINES.filter((d) => rows[d].on).map((d) => ({
        discipline: d,
        memberPaise: paise(rows[d].member),
        guestPaise: paise(rows[d].guest),
        earlyBirdPaise: rows[d].early ? paise(rows[d].early) : null,
        earlyBirdUntil: istInstant(rows[d].earlyUntil),
      })),
      cutoffAt: istInstant(cutoff),
    };
    // closed by the save's own promise, not a mutate() callback: those are skipped when the form was
    // re-mounted meanwhile (the event page renders it again as the saved fees arrive), leaving it open
    save.mutateAsync(body).then(onDone, () => undefined);
  };
  const failure = save.error;
  const fields = failure instanceof ApiError ? failure.fields : undefined;
  return (
    <Card>
      <form aria-label={t('fees.title')} onSubmit={submit} className="ev-fees-form">
        <h3 className="pr-h3">{t('fees.title')}</h3>
        {DISCIPLINES.map((d) => (
          <fieldset key={d} className="ev-fees-form__row">
            <legend>
              <label>
                <input type="checkbox" checked={rows[d].on} onChange={(e) => set(d, { on: e.target.checked })} />{' '}
                {DISCIPLINE_RULES[d].label}
              </label>
            </legend>
            {rows[d].on ? (
              <>
                <FormField label={t('fees.memberPrice')}>
                  <Input inputMode="decimal" required value={rows[d].member} onChange={(e) => set(d, { member: e.target.value })} />
                </FormField>
                <FormField label={t('fees.guestPrice')}>
                  <Input inputMode="decimal" required value={rows[d].guest} onChange={(e) => set(d, { guest: e.target.value })} />
                </FormField>
                <FormField label={t('fees.earlyPrice')}>
                  <Input inputMode="decimal" value={rows[d].early} onChange={(e) => set(d, { early: e.target.value })} />
                </FormField>
                <FormField label={t('fees.earlyUntil')}>
                  <Input type="datetime-local" value={rows[d].earlyUntil} onChange={(e) => set(d, { earlyUntil: e.target.value })} />
                </FormField>
              </>
            ) : null}
          </fieldset>
        ))}
        <FormField
          label={t('fees.cutoff')}
          hint={t('fees.cutoffHint')}
          error={fields?.cutoffAt}
        >
          <Input type="datetime-local" value={cutoff} onChange={(e) => setCutoff(e.target.value)} />
        </FormField>
        {failure ? (
          <p className="pr-error" role="alert">
            {failure instanceof ApiError && failure.body ? failure.body.message : errorMessage(failure)}
          </p>
        ) : null}
        <div className="ev-actions">
          <Button type="submit" disabled={save.isPending}>
            {save.isPending ? t('fees.saving') : t('fees.save')}
          </Button>
          <Button type="button" variant="outline" onClick={onDone}>
            {t('cancel')}
          </Button>
        </div>
      </form>
    </Card>
  );
}
