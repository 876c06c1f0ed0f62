import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Achievement } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage, formatDate, formatNumber, type Language, type TFunction } from '@trap/ui';
import { Trans } from '@trap/ui/i18n/trans.tsx';
import { achievementsQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import '../../shared/styles/progress-cards.css';
import { ACHIEVEMENTS_NS, useAchievementsT } from './texts/texts.ts';

/** /achievements: what I earned (with the date) and what is still locked, with what is left. */
export default function AchievementsPage() {
  const list = useQuery(achievementsQuery);
  const data = list.data;
  const { t, language } = useAchievementsT();
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">{t('title')}</h1>
          <Link to="/challenges">{t('toChallenges')}</Link>
        </header>
        {list.isPending ? <Spinner label={t('loading')} /> : null}
        {list.isError ? (
          <Card role="alert">
            <p className="pr-error">{t('loadFailed', { reason: errorMessage(list.error) })}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              {t('tryAgain')}
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Card role="region" aria-labelledby="ac-earned" data-tour="achievements-earned">
              <h2 id="ac-earned" className="pr-h2">
                {t('earnedTitle', {
                  earned: formatNumber(data.earned.length, language),
                  total: formatNumber(data.earned.length + data.locked.length, language),
                })}
              </h2>
              {data.earned.length ? (
                <AchievementGrid label={t('earnedList')} items={data.earned} />
              ) : (
                <p className="pr-muted">
                  <Trans ns={ACHIEVEMENTS_NS} i18nKey="noneEarned" components={{ practice: <Link to="/practice" /> }} />
                </p>
              )}
            </Card>
            <section aria-labelledby="ac-locked" data-tour="achievements-locked">
              <h2 id="ac-locked" className="pr-h2">
                {t('lockedTitle')}
              </h2>
              {data.locked.length ? (
                <AchievementGrid label={t('lockedList')} items={data.locked} />
              ) : (
                <p className="pr-muted">{t('allEarned')}</p>
              )}
            </section>
          </>
        ) : null}
      </div>
    </Container>
  );
}

function AchievementGrid({ label, items }: { label: string; items: Achievement[] }) {
  return (
    <ul className="ch-grid" aria-label={label}>
      {items.map((a) => (
        <li key={a.id}>
          <AchievementCard a={a} />
        </li>
      ))}
    </ul>
  );
}

function AchievementCard({ a }: { a: Achievement }) {
  const titleId = `ac-${a.id}`;
  const share = Math.round((a.current / a.threshold) * 100);
  const { t, language } = useAchievementsT();
  return (
    <article className={a.unlockedAt ? 'ch-card ch-card--done' : 'ch-card ch-card--locked'} aria-labelledby={titleId}>
      <header className="ch-card__head">
        <h3 id={titleId} className="ch-card__name">
          {a.title}
        </h3>
        <span className="ch-card__badge">{a.unlockedAt ? t('earned') : t('locked')}</span>
      </header>
      <p className="ch-card__text">{a.description}</p>
      {a.unlockedAt ? (
        <p className="pr-muted">{t('unlockedOn', { date: formatDate(a.unlockedAt, language) })}</p>
      ) : (
        <>
          <div
            className="ch-bar"
            role="progressbar"
            aria-label={t('progressLabel', { title: a.title })}
            aria-valuemin={0}
            aria-valuemax={a.threshold}
            aria-valuenow={a.current}
          >
            <span className="ch-bar__fill" style={{ width: `${share}%` }} />
          </div>
          <p className="pr-muted">{t('stillNeeded', { left: leftInWords(a, t, language) })}</p>
        </>
      )}
    </article>
  );
}

/**
 * What is left of a locked achievement. English is the practice service's own words (`left`), shown as
 * they come; another language says the same from the type and the count left.
 */
function leftInWords(a: Achievement, t: TFunction, language: Language): string {
  if (language === 'en' && a.left) return a.left;
  const options = { count: a.remaining, n: formatNumber(a.remaining, language) };
  switch (a.type) {
    case 'sessions':
      return t('left.sessions', options);
    case 'targets':
      return t('left.targets', options);
    case 'straight':
      return t('left.straight', options);
    case 'stations':
      return t('left.stations', options);
    case 'weekly_streak':
      return t('left.weekly_streak', options);
    case 'first_barrel':
      return t('left.first_barrel', options);
  }
}
