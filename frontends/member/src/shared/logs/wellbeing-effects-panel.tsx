import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EffectGroup, WellbeingEffect } from '@trap/contracts';
import { Button, Card, Spinner, errorMessage } from '@trap/ui';
import { DateRange, type DayRange } from './log-panel.tsx';
import { effectsKey, fetchEffects } from './logs-api.ts';
import './logs.css';

const pct = (r: number | null) => (r === null ? '–' : `${(r * 100).toFixed(1)}%`);

function Side({ g }: { g: EffectGroup }) {
  return (
    <tr>
      <th scope="row">
        {g.label}
        {g.hitRate !== null ? <span className="lg-bar" style={{ width: `${Math.round(g.hitRate * 100)}%` }} aria-hidden="true" /> : null}
      </th>
      <td>{g.sessions}</td>
      <td>{pct(g.hitRate)}</td>
      <td>{g.averagePerRound ?? '–'}</td>
    </tr>
  );
}

function Effect({ effect }: { effect: WellbeingEffect }) {
  const id = useId();
  const d = effect.difference;
  return (
    <Card className="lg-effect" role="group" aria-labelledby={id}>
      <h3 id={id} className="lg-h3">
        {effect.title}{' '}
        {effect.enoughData && d !== null ? (
          <span className={d >= 0 ? 'lg-diff--up' : 'lg-diff--down'}>
            {d > 0 ? '+' : ''}
            {d.toFixed(1)} pts
          </span>
        ) : null}
      </h3>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="ui-sr-only">Side</span>
            </th>
            <th scope="col">Sessions</th>
            <th scope="col">Hit rate</th>
            <th scope="col">Per round</th>
          </tr>
        </thead>
        <tbody>
          <Side g={effect.b} />
          <Side g={effect.a} />
        </tbody>
      </table>
      <p className="lg-effect__finding">{effect.finding}</p>
      <p className="lg-muted">{effect.rule}.</p>
    </Card>
  );
}

/**
 * Wellbeing beside performance: the member's hit rate with higher and lower stress and confidence,
 * after training or rest, well or under hydrated; each side with its number of sessions.
 */
export function WellbeingEffectsPanel() {
  const headingId = useId();
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const effects = useQuery({
    queryKey: effectsKey(range),
    queryFn: ({ signal }) => fetchEffects(range, signal),
    placeholderData: keepPreviousData,
  });
  const data = effects.data;
  return (
    <section className="lg-effects" aria-labelledby={headingId}>
      <h2 id={headingId} className="lg-h2">
        Wellbeing beside performance
      </h2>
      <DateRange value={range} onChange={setRange} />
      {effects.isPending ? <Spinner /> : null}
      {effects.isError ? (
        <p className="lg-error" role="alert">
          {errorMessage(effects.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void effects.refetch()}>
            Try again
          </Button>
        </p>
      ) : null}
      {data && data.basis.sessions === 0 && (range.from || range.to) ? (
        <Card>
          <p>No practice sessions between these dates.</p>
        </Card>
      ) : null}
      {data && data.basis.sessions === 0 && !range.from && !range.to ? (
        <Card>
          <p>No practice sessions yet, so there is nothing to compare.</p>
          <p>
            <Link to="/practice">Log a practice session</Link>, then your mental, fitness and nutrition logs are set beside its score.
          </p>
        </Card>
      ) : null}
      {data && data.basis.sessions > 0 ? (
        <>
          <p className="lg-muted" role="note">
            From your {data.basis.sessions} practice sessions, {data.basis.mentalAssessments} mental assessments,{' '}
            {data.basis.fitnessEntries} workouts and {data.basis.nutritionEntries} nutrition entries.
          </p>
          {data.effects.map((e) => (
            <Effect key={e.id} effect={e} />
          ))}
          {data.competitions.count ? (
            <Card role="group" aria-label="Competitions against practice">
              <h3 className="lg-h3">Competitions against practice</h3>
              <p className="lg-effect__finding">
                {data.competitions.count} competition{data.competitions.count === 1 ? '' : 's'} logged
                {data.competitions.averageRate !== null
                  ? `: on average ${pct(data.competitions.averageRate)} of the possible score, against ${pct(data.competitions.practiceHitRate)} of targets in practice.`
                  : '. Add the score and what it was out of to compare them with practice.'}
              </p>
            </Card>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
