import { Badge, Card } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';
import { levelText, nraiCategoryText } from '../texts/words.ts';
import { istDay, points, type Standing } from './pathway-api.ts';

function Gap({ gap }: { gap: number }) {
  const { t, language } = useEquipmentT();
  if (gap === 0) return <p className="cp-gap cp-gap--above">{t('standing.atMqs')}</p>;
  return gap > 0 ? (
    <p className="cp-gap cp-gap--above">{t('standing.aboveMqs', { points: points(gap, language) })}</p>
  ) : (
    <p className="cp-gap cp-gap--below">{t('standing.belowMqs', { points: points(-gap, language) })}</p>
  );
}

/** Where the member stands against the next step: the best-N average, the MQS with its source, the gap, what is missing. */
export function StandingCard({ standing, onSetCategory }: { standing: Standing; onSetCategory: () => void }) {
  const { t, language } = useEquipmentT();
  const { selection, rule, category } = standing;
  const figures = selection
    ? [
        t('standing.counted', { counted: selection.countedCount, best: selection.bestN }),
        selection.remaining > 0
          ? t('standing.more', { count: selection.remaining })
          : selection.eligibleCount > selection.bestN
            ? t('standing.bestOf', { best: selection.bestN, eligible: selection.eligibleCount })
            : null,
      ]
        .filter(Boolean)
        .join(' · ')
    : '';
  return (
    <Card className="cp-card" aria-labelledby="cp-standing-h">
      <h2 id="cp-standing-h" className="pr-h2">
        {t('standing.title', { season: standing.season })}
        {category ? <span className="cp-category"> · {nraiCategoryText(t, category)}</span> : null}
      </h2>
      {selection && rule ? (
        <>
          <dl className="cp-figures">
            <div className="cp-figure">
              <dt>{t('standing.bestAverage', { n: selection.bestN })}</dt>
              <dd data-testid="best-n-average">{selection.average === null ? '—' : points(selection.average, language)}</dd>
            </div>
            <div className="cp-figure">
              <dt>{t('standing.mqs')}</dt>
              <dd>{points(selection.qualifyingScore, language)}</dd>
            </div>
          </dl>
          {selection.gap !== null ? <Gap gap={selection.gap} /> : null}
          <p className="pr-muted">
            {t('standing.figures', {
              figures,
              levels: rule.countedLevels.map((l) => levelText(t, l).toLowerCase()).join(', '),
            })}
          </p>
          <div className="cp-next">
            <p className="cp-next__line">
              {t('standing.nextStep')} <strong>{rule.nextStep}</strong>
              {rule.nextStepDate ? ` (${istDay(rule.nextStepDate, language)})` : ''} —{' '}
              {t('standing.mqsOf', { mqs: points(rule.qualifyingScore, language) })} (
              {rule.sourceUrl ? (
                <a href={rule.sourceUrl} target="_blank" rel="noreferrer noopener">
                  {rule.source}
                </a>
              ) : (
                rule.source
              )}
              ) {rule.verified ? <Badge tone="success">{t('standing.verified')}</Badge> : <Badge tone="warning">{t('standing.unverified')}</Badge>}
            </p>
            {!rule.verified ? <p className="pr-muted">{t('standing.unverifiedNote')}</p> : null}
          </div>
        </>
      ) : null}
      {standing.missing.length ? (
        <ul className="cp-missing" aria-label={t('standing.missing')}>
          {standing.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {!category ? (
        <button type="button" className="cp-linkish" onClick={onSetCategory}>
          {t('standing.setCategory')}
        </button>
      ) : null}
      {standing.seasonAverage !== null ? (
        <p className="pr-muted">{t('standing.seasonAverage', { points: points(standing.seasonAverage, language) })}</p>
      ) : null}
      <p className="cp-basis">{standing.basis}</p>
    </Card>
  );
}
