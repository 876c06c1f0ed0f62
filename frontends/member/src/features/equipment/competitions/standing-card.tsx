import { Badge, Card } from '@trap/ui';
import { COMPETITION_LEVEL_LABELS, NRAI_CATEGORY_LABELS } from '@trap/contracts';
import { istDay, points, type Standing } from './pathway-api.ts';

function Gap({ gap }: { gap: number }) {
  if (gap === 0) return <p className="cp-gap cp-gap--above">Exactly at the MQS</p>;
  return gap > 0 ? (
    <p className="cp-gap cp-gap--above">{points(gap)} points above the MQS</p>
  ) : (
    <p className="cp-gap cp-gap--below">{points(-gap)} points below the MQS</p>
  );
}

/** Where the member stands against the next step: the best-N average, the MQS with its source, the gap, what is missing. */
export function StandingCard({ standing, onSetCategory }: { standing: Standing; onSetCategory: () => void }) {
  const { selection, rule, category } = standing;
  return (
    <Card className="cp-card" aria-labelledby="cp-standing-h">
      <h2 id="cp-standing-h" className="pr-h2">
        Where you stand in {standing.season}
        {category ? <span className="cp-category"> · {NRAI_CATEGORY_LABELS[category]}</span> : null}
      </h2>
      {selection && rule ? (
        <>
          <dl className="cp-figures">
            <div className="cp-figure">
              <dt>Best {selection.bestN} average</dt>
              <dd data-testid="best-n-average">{selection.average === null ? '—' : points(selection.average)}</dd>
            </div>
            <div className="cp-figure">
              <dt>MQS</dt>
              <dd>{points(selection.qualifyingScore)}</dd>
            </div>
          </dl>
          {selection.gap !== null ? <Gap gap={selection.gap} /> : null}
          <p className="pr-muted">
            {selection.countedCount} of {selection.bestN} scores counted
            {selection.remaining > 0
              ? ` · ${selection.remaining} more ${selection.remaining === 1 ? 'competition counts' : 'competitions count'} toward it`
              : selection.eligibleCount > selection.bestN
                ? ` · your best ${selection.bestN} of ${selection.eligibleCount}`
                : ''}
            . Counted levels: {rule.countedLevels.map((l) => COMPETITION_LEVEL_LABELS[l].toLowerCase()).join(', ')}.
          </p>
          <div className="cp-next">
            <p className="cp-next__line">
              Next step: <strong>{rule.nextStep}</strong>
              {rule.nextStepDate ? ` (${istDay(rule.nextStepDate)})` : ''} — MQS {points(rule.qualifyingScore)} (
              {rule.sourceUrl ? (
                <a href={rule.sourceUrl} target="_blank" rel="noreferrer noopener">
                  {rule.source}
                </a>
              ) : (
                rule.source
              )}
              ) {rule.verified ? <Badge tone="success">Verified</Badge> : <Badge tone="warning">Unverified</Badge>}
            </p>
            {!rule.verified ? (
              <p className="pr-muted">These values have not been checked against the NRAI circular yet: treat them as a guide.</p>
            ) : null}
          </div>
        </>
      ) : null}
      {standing.missing.length ? (
        <ul className="cp-missing" aria-label="What is missing">
          {standing.missing.map((m) => (
            <li key={m}>{m}</li>
          ))}
        </ul>
      ) : null}
      {!category ? (
        <button type="button" className="cp-linkish" onClick={onSetCategory}>
          Set your NRAI category
        </button>
      ) : null}
      {standing.seasonAverage !== null ? (
        <p className="pr-muted">Season average of every scored result: {points(standing.seasonAverage)} out of 125.</p>
      ) : null}
      <p className="cp-basis">{standing.basis}</p>
    </Card>
  );
}
