import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { ChallengeType, ChallengeWithProgress } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage, formatDate, formatNumber, type Language, type TFunction } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { challengesQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import '../../shared/styles/progress-cards.css';
import { CHALLENGES_NS, useChallengesT } from './texts/texts.ts';

/** What the counts mean, per type. */
function countText(c: ChallengeWithProgress, t: TFunction, language: Language): string {
  const counts = { current: formatNumber(c.currentCount, language), required: formatNumber(c.requiredCount, language) };
  switch (c.type) {
    case 'first_barrel_rate':
      return t('counts.first_barrel_rate', counts);
    case 'sessions_in_period':
      return t('counts.sessions_in_period', counts);
    case 'straight':
      return t('counts.straight', counts);
    default:
      return t('counts.targets', counts);
  }
}

/** The type's name (contracts' CHALLENGE_TYPE_LABELS in English, word for word) in the page's language. */
function typeText(type: ChallengeType, t: TFunction): string {
  switch (type) {
    case 'sessions_in_period':
      return t('types.sessions_in_period');
    case 'straight':
      return t('types.straight');
    case 'first_barrel_rate':
      return t('types.first_barrel_rate');
    case 'station_mastery':
      return t('types.station_mastery');
    case 'season_targets':
      return t('types.season_targets');
  }
}

/** /challenges (Challenge Board): my progress on the challenges I am working on, and the ones still to earn XP from. */
export default function ChallengesPage() {
  const board = useQuery(challengesQuery);
  const data = board.data;
  const started = data?.items.filter((c) => !c.isCompleted && c.currentCount > 0) ?? [];
  const available = data?.items.filter((c) => !c.isCompleted && c.currentCount === 0) ?? [];
  const completed = data?.items.filter((c) => c.isCompleted) ?? [];
  const { t, language } = useChallengesT();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/achievements">{t('toAchievements')}</Link>
        </header>
        {board.isPending ? <Spinner label={t('loading')} /> : null}
        {board.isError ? (
          <Card role="alert">
            <p className="pr-error">{t('loadFailed', { reason: errorMessage(board.error) })}</p>
            <Button variant="outline" onClick={() => void board.refetch()}>
              {t('tryAgain')}
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Card role="region" aria-labelledby="ch-progress" data-tour="challenges-progress">
              <h2 id="ch-progress" className="pr-h2">
                {t('progressTitle')}
              </h2>
              <p className="ch-summary">
                <span>
                  <Trans
                    ns={CHALLENGES_NS}
                    i18nKey="completedCount"
                    values={{ n: formatNumber(data.completed, language) }}
                    components={{ strong: <strong /> }}
                  />
                </span>
                <span>
                  <Trans
                    ns={CHALLENGES_NS}
                    i18nKey="inProgressCount"
                    values={{ n: formatNumber(started.length, language) }}
                    components={{ strong: <strong /> }}
                  />
                </span>
                <span>
                  <Trans
                    ns={CHALLENGES_NS}
                    i18nKey="xpEarned"
                    values={{ xp: formatNumber(data.xpEarned, language) }}
                    components={{ strong: <strong /> }}
                  />
                </span>
              </p>
              {started.length ? (
                <ChallengeList label={t('inProgressList')} items={started} />
              ) : (
                <p className="pr-muted">
                  <Trans ns={CHALLENGES_NS} i18nKey="noneStarted" components={{ practice: <Link to="/practice" /> }} />
                </p>
              )}
            </Card>
            <section aria-labelledby="ch-available" data-tour="challenges-available">
              <h2 id="ch-available" className="pr-h2">
                {t('availableTitle')}
              </h2>
              {available.length ? (
                <ChallengeList label={t('availableList')} items={available} />
              ) : (
                <p className="pr-muted">{data.items.length ? t('allStarted') : t('noChallenges')}</p>
              )}
            </section>
            {completed.length ? (
              <section aria-labelledby="ch-completed">
                <h2 id="ch-completed" className="pr-h2">
                  {t('completedTitle')}
                </h2>
                <ChallengeList label={t('completedList')} items={completed} />
              </section>
            ) : null}
          </>
        ) : null}
      </div>
    </Container>
  );
}

function ChallengeList({ label, items }: { label: string; items: ChallengeWithProgress[] }) {
  return (
    <ul className="ch-grid" aria-label={label}>
      {items.map((c) => (
        <li key={c.id}>
          <ChallengeCard c={c} />
        </li>
      ))}
    </ul>
  );
}

function ChallengeCard({ c }: { c: ChallengeWithProgress }) {
  const titleId = `ch-${c.id}`;
  const { t, language } = useChallengesT();
  const share = c.requiredCount ? Math.min(100, Math.round((c.currentCount / c.requiredCount) * 100)) : 0;
  return (
    <article className={c.isCompleted ? 'ch-card ch-card--done' : 'ch-card'} aria-labelledby={titleId}>
      <header className="ch-card__head">
        <h3 id={titleId} className="ch-card__name">
          {c.name}
        </h3>
        <span className="ch-card__badge">{t('xp', { xp: formatNumber(c.xpReward, language) })}</span>
      </header>
      <p className="ch-card__text">{c.description}</p>
      <p className="pr-muted">
        {typeText(c.type, t)}
        {c.startsOn && c.endsOn ? t('window', { from: formatDate(c.startsOn, language), to: formatDate(c.endsOn, language) }) : ''}
      </p>
      <div
        className="ch-bar"
        role="progressbar"
        aria-label={t('progressLabel', { name: c.name })}
        aria-valuemin={0}
        aria-valuemax={c.requiredCount}
        aria-valuenow={c.isCompleted ? c.requiredCount : c.currentCount}
        aria-valuetext={countText(c, t, language)}
      >
        <span className="ch-bar__fill" style={{ width: `${c.isCompleted ? 100 : share}%` }} />
      </div>
      <p className="ch-card__text">
        {c.isCompleted
          ? t('completedOn', { date: formatDate(c.completedAt!, language), xp: formatNumber(c.xpReward, language) })
          : c.remaining
            ? t('toGo', { progress: countText(c, t, language), left: formatNumber(c.remaining, language) })
            : t('done', { progress: countText(c, t, language) })}
      </p>
    </article>
  );
}
