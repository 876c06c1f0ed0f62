import { useId, useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { EffectGroup, WellbeingEffect } from '@trap/contracts';
import { Button, Card, Spinner, errorMessage } from '@trap/ui';
import { DateRange, type DayRange } from './log-panel.tsx';
import { effectsKey, fetchEffects } from './logs-api.ts';
import { useSharedLogsT } from './texts/texts.ts';
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
  const { t } = useSharedLogsT();
  const d = effect.difference;
  return (
    <Card className="lg-effect" role="group" aria-labelledby={id}>
      <h3 id={id} className="lg-h3">
        {effect.title}{' '}
        {effect.enoughData && d !== null ? (
          <span className={d >= 0 ? 'lg-diff--up' : 'lg-diff--down'}>
            {t('effects.points', { diff: `${d > 0 ? '+' : ''}${d.toFixed(1)}` })}
          </span>
        ) : null}
      </h3>
      <table>
        <thead>
          <tr>
            <th scope="col">
              <span className="ui-sr-only">{t('effects.side')}</span>
            </th>
            <th scope="col">{t('effects.sessions')}</th>
            <th scope="col">{t('effects.hitRate')}</th>
            <th scope="col">{t('effects.perRound')}</th>
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
  const { t } = useSharedLogsT();
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
        {t('effects.title')}
      </h2>
      <DateRange value={range} onChange={setRange} />
      {effects.isPending ? <Spinner /> : null}
      {effects.isError ? (
        <p className="lg-error" role="alert">
          {errorMessage(effects.error)}{' '}
          <Button size="sm" variant="outline" onClick={() => void effects.refetch()}>
            {t('panel.tryAgain')}
          </Button>
        </p>
      ) : null}
      {data && data.basis.sessions === 0 && (range.from || range.to) ? (
        <Card>
          <p>{t('effects.noneBetween')}</p>
        </Card>
      ) : null}
      {data && data.basis.sessions === 0 && !range.from && !range.to ? (
        <Card>
          <p>{t('effects.noneYet')}</p>
          <p>
            <Link to="/practice">{t('effects.logPractice')}</Link>
            {t('effects.thenBeside')}
          </p>
        </Card>
      ) : null}
      {data && data.basis.sessions > 0 ? (
        <>
          <p className="lg-muted" role="note">
            {t('effects.basis', {
              sessions: data.basis.sessions,
              mental: data.basis.mentalAssessments,
              workouts: data.basis.fitnessEntries,
              nutrition: data.basis.nutritionEntries,
            })}
          </p>
          {data.effects.map((e) => (
            <Effect key={e.id} effect={e} />
          ))}
          {data.competitions.count ? (
            <Card role="group" aria-label={t('effects.competitions')}>
              <h3 className="lg-h3">{t('effects.competitions')}</h3>
              <p className="lg-effect__finding">
                {t('effects.competitionsLogged', { count: data.competitions.count })}
                {data.competitions.averageRate !== null
                  ? t('effects.competitionsAverage', {
                      rate: pct(data.competitions.averageRate),
                      practice: pct(data.competitions.practiceHitRate),
                    })
                  : t('effects.competitionsNoScore')}
              </p>
            </Card>
          ) : null}
        </>
      ) : null}
    </section>
  );
}
