import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import {
  DISCIPLINE_RULES,
  DISCIPLINES,
  DIRECTIONS,
  LIGHT_VALUES,
  RAIN_VALUES,
  WIND_DIRECTIONS,
  runningTotal,
  targetsPerRound,
  type Direction,
  type Discipline,
  type Outcome,
} from '@trap/contracts';
import { Button, Card, FormField, Input, Textarea, errorMessage, toast } from '@trap/ui';
import { NativeSelect } from './native-select.tsx';
import { RangePicker } from './range-picker.tsx';
import { EquipmentPicker } from './equipment-picker.tsx';
import { applySessionChange, createSession, scoreText, withSession } from './practice-api.ts';
import { enqueue, isOfflineError } from './offline-queue.ts';
import { emptyRound, loadDraft, newDraft, roundHasContent, storeDraft, toSessionInput, type Draft, type DraftRound } from './session-draft.ts';

const DIRECTION_LABELS: Record<Direction, string> = { left: 'Left', straight: 'Straight', right: 'Right' };
const LIGHT_LABELS: Record<(typeof LIGHT_VALUES)[number], string> = { bright: 'Bright', overcast: 'Overcast', low: 'Low light', artificial: 'Floodlights' };
const RAIN_LABELS: Record<(typeof RAIN_VALUES)[number], string> = { none: 'No rain', light: 'Light rain', heavy: 'Heavy rain' };

/** Setup, scoring pad and save of one session; built for a phone held in one hand on the range. */
export function SessionLogger({ userId }: { userId: string }) {
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft>(() => loadDraft(userId));
  const [direction, setDirection] = useState<Direction | null>(null);
  const [saving, setSaving] = useState(false);
  const [formError, setFormError] = useState<string | null>(null);
  useEffect(() => storeDraft(userId, draft), [userId, draft]);

  const rules = DISCIPLINE_RULES[draft.discipline];
  const round = draft.rounds[draft.current] ?? emptyRound();
  const shots = round.mode === 'shots' ? round.shots : [];
  const live = runningTotal(draft.discipline, { shots });
  const perRound = targetsPerRound(draft.discipline);

  const update = (change: Partial<Draft>) => setDraft((d) => ({ ...d, ...change }));
  const setEquipment = useCallback((equipmentIds: string[]) => setDraft((d) => ({ ...d, equipmentIds })), []);
  const setRound = (r: DraftRound) =>
    setDraft((d) => ({ ...d, rounds: d.rounds.map((x, i) => (i === d.current ? r : x)) }));

  function tap(outcome: Outcome) {
    if (live.complete) return;
    const shot = {
      ...(live.nextStation ? { station: live.nextStation } : {}),
      ...(direction && rules.hasDirection ? { direction } : {}),
      outcome,
    };
    setRound({ mode: 'shots', shots: [...shots, shot] });
    setDirection(null);
    if ('vibrate' in navigator) navigator.vibrate?.(15);
  }

  function undo() {
    setRound({ mode: 'shots', shots: shots.slice(0, -1) });
  }

  function addRound() {
    setDraft((d) => ({ ...d, rounds: [...d.rounds, emptyRound()], current: d.rounds.length }));
    setDirection(null);
  }

  function changeDiscipline(discipline: Discipline) {
    const scored = draft.rounds.some(roundHasContent);
    if (scored && !window.confirm('Changing the discipline clears the rounds you scored. Continue?')) return;
    setDraft((d) => ({ ...d, discipline, rounds: [emptyRound()], current: 0 }));
  }

  async function save() {
    setFormError(null);
    const { input, error } = toSessionInput(draft);
    if (!input) {
      setFormError(error ?? 'Check the session');
      return;
    }
    // the next session keeps the setup (discipline, date, place, conditions, equipment)
    const reset = () => setDraft((d) => newDraft(d));
    const queue = () => {
      enqueue({ userId, input, queuedAt: new Date().toISOString() });
      reset();
      toast({ title: 'Saved on this device', description: 'Waiting to sync: it will be sent when you are back online.', variant: 'warning' });
    };
    if (!navigator.onLine) return queue();
    setSaving(true);
    try {
      const saved = await createSession(input);
      reset();
      toast({ title: 'Session saved', description: `Score ${scoreText(saved)}`, variant: 'success' });
      void applySessionChange(queryClient, (list) => withSession(list, saved));
    } catch (e) {
      if (isOfflineError(e)) queue();
      else setFormError(errorMessage(e));
    } finally {
      setSaving(false);
    }
  }

  const sessionKills = draft.rounds.reduce(
    (a, r) => a + (r.mode === 'shots' ? runningTotal(draft.discipline, { shots: r.shots }).kills : Number(r.total) || 0),
    0,
  );
  const w = draft.weather;
  const setWeather = (change: Partial<Draft['weather']>) => update({ weather: { ...w, ...change } });

  return (
    <div className="pr-logger">
      <Card className="pr-setup" data-tour="practice-form" aria-labelledby="pr-setup-title">
        <h2 id="pr-setup-title" className="pr-h2">
          New session
        </h2>
        <div className="pr-grid">
          <FormField label="Discipline">
            <NativeSelect value={draft.discipline} onChange={(e) => changeDiscipline(e.target.value as Discipline)}>
              {DISCIPLINES.map((d) => (
                <option key={d} value={d}>
                  {DISCIPLINE_RULES[d].label}
                </option>
              ))}
            </NativeSelect>
          </FormField>
          <FormField label="Date">
            <Input type="date" value={draft.date} max={new Date(Date.now() + 86400_000).toISOString().slice(0, 10)} onChange={(e) => update({ date: e.target.value })} />
          </FormField>
          <FormField label="Location">
            <RangePicker value={draft.location} onChange={(location, rangeId) => update({ location, rangeId })} />
          </FormField>
        </div>
        <EquipmentPicker userId={userId} value={draft.equipmentIds ?? []} onChange={setEquipment} />
        <details className="pr-weather">
          <summary>Conditions (wind, temperature, light, rain)</summary>
          <div className="pr-grid">
            <FormField label="Wind speed (km/h)">
              <Input type="number" inputMode="decimal" min={0} max={150} value={w.windSpeed} onChange={(e) => setWeather({ windSpeed: e.target.value })} />
            </FormField>
            <FormField label="Wind direction">
              <NativeSelect value={w.windDirection} onChange={(e) => setWeather({ windDirection: e.target.value as Draft['weather']['windDirection'] })}>
                <option value="">Not logged</option>
                {WIND_DIRECTIONS.map((d) => (
                  <option key={d} value={d}>
                    {d}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Temperature (°C)">
              <Input type="number" inputMode="decimal" min={-40} max={60} value={w.temperature} onChange={(e) => setWeather({ temperature: e.target.value })} />
            </FormField>
            <FormField label="Light">
              <NativeSelect value={w.light} onChange={(e) => setWeather({ light: e.target.value as Draft['weather']['light'] })}>
                <option value="">Not logged</option>
                {LIGHT_VALUES.map((v) => (
                  <option key={v} value={v}>
                    {LIGHT_LABELS[v]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
            <FormField label="Rain">
              <NativeSelect value={w.rain} onChange={(e) => setWeather({ rain: e.target.value as Draft['weather']['rain'] })}>
                <option value="">Not logged</option>
                {RAIN_VALUES.map((v) => (
                  <option key={v} value={v}>
                    {RAIN_LABELS[v]}
                  </option>
                ))}
              </NativeSelect>
            </FormField>
          </div>
        </details>
      </Card>

      <Card className="pr-pad" data-tour="practice-details" aria-labelledby="pr-pad-title">
        <div className="pr-rounds" role="group" aria-label="Rounds">
          {draft.rounds.map((r, i) => (
            <button
              key={i}
              type="button"
              className="pr-chip"
              aria-pressed={i === draft.current}
              onClick={() => update({ current: i })}
            >
              Round {i + 1}
              {roundHasContent(r) ? ` · ${r.mode === 'shots' ? runningTotal(draft.discipline, { shots: r.shots }).kills : r.total}` : ''}
            </button>
          ))}
          <Button size="sm" variant="outline" onClick={addRound} disabled={!roundHasContent(round)}>
            Add round
          </Button>
        </div>
        <h2 id="pr-pad-title" className="pr-h2">
          Round {draft.current + 1}
        </h2>
        <label className="pr-total-toggle">
          <input
            type="checkbox"
            checked={round.mode === 'total'}
            onChange={(e) => {
              if (e.target.checked && shots.length && !window.confirm('Replace the targets of this round with a total?')) return;
              setRound(e.target.checked ? { mode: 'total', total: '' } : emptyRound());
            }}
          />{' '}
          Enter only the round total
        </label>

        {round.mode === 'total' ? (
          <FormField label={`Round total (targets hit of ${perRound})`}>
            <Input type="number" inputMode="numeric" min={0} max={perRound} value={round.total} onChange={(e) => setRound({ mode: 'total', total: e.target.value })} />
          </FormField>
        ) : (
          <>
            <div className="pr-status" aria-live="polite">
              <div>
                <span className="pr-status__label">Station</span>
                <span className="pr-status__value" data-testid="station">
                  {live.nextStation ?? '–'}
                </span>
              </div>
              <div>
                <span className="pr-status__label">Target</span>
                <span className="pr-status__value" data-testid="target">
                  {live.complete ? 'done' : `${live.shotAt + 1}/${perRound}`}
                </span>
              </div>
              <div>
                <span className="pr-status__label">Score</span>
                <output className="pr-status__value pr-status__score" aria-label="Running total">
                  {live.kills}/{live.shotAt}
                </output>
                {live.points !== null ? <span className="pr-status__sub">{live.points} pts</span> : null}
              </div>
            </div>
            <ol className="pr-strip" aria-label="Targets of this round">
              {shots.map((s, i) => (
                <li key={i} className={`pr-dot pr-dot--${s.outcome}`} title={`${i + 1}: ${s.outcome}`} />
              ))}
            </ol>
            {rules.hasDirection ? (
              <div className="pr-dirs" role="group" aria-label="Direction of the next target (optional)">
                {DIRECTIONS.map((d) => (
                  <button key={d} type="button" className="pr-chip" aria-pressed={direction === d} onClick={() => setDirection(direction === d ? null : d)}>
                    {DIRECTION_LABELS[d]}
                  </button>
                ))}
              </div>
            ) : null}
            {live.complete ? (
              <p className="pr-complete" role="status">
                Round complete: {live.kills}/{perRound}
                {live.points !== null ? ` (${live.points} points)` : ''}
              </p>
            ) : null}
            <div className="pr-buttons">
              <button type="button" className="pr-tap pr-tap--kill" disabled={live.complete} onClick={() => tap('first')}>
                {live.barrels === 2 ? 'Kill 1st barrel' : 'Kill'}
              </button>
              {live.barrels === 2 ? (
                <button type="button" className="pr-tap pr-tap--kill2" disabled={live.complete} onClick={() => tap('second')}>
                  Kill 2nd barrel
                </button>
              ) : null}
              <button type="button" className="pr-tap pr-tap--lost" disabled={live.complete} onClick={() => tap('lost')}>
                Lost
              </button>
              <button type="button" className="pr-tap pr-tap--nobird" disabled={live.complete} onClick={() => tap('no-bird')}>
                No bird
              </button>
            </div>
            <div className="pr-actions">
              <Button variant="outline" onClick={undo} disabled={shots.length === 0}>
                Undo
              </Button>
              <Button variant="ghost" size="sm" onClick={() => tap('refused')} disabled={live.complete}>
                Refused (counts as lost)
              </Button>
            </div>
          </>
        )}
      </Card>

      <Card className="pr-save" aria-labelledby="pr-save-title">
        <h2 id="pr-save-title" className="pr-h2">
          Save session
        </h2>
        <div data-tour="practice-notes">
          <FormField label="Notes" labelSuffix="(optional)">
            <Textarea rows={3} maxLength={5000} value={draft.notes} placeholder="What worked, what to try next time" onChange={(e) => update({ notes: e.target.value })} />
          </FormField>
        </div>
        <p className="pr-muted">
          {draft.rounds.filter(roundHasContent).length} round(s), {sessionKills} targets hit
        </p>
        {formError ? (
          <p className="pr-error" role="alert">
            {formError}
          </p>
        ) : null}
        <Button size="lg" fullWidth onClick={() => void save()} disabled={saving}>
          {saving ? 'Saving...' : 'Save session'}
        </Button>
      </Card>
    </div>
  );
}
