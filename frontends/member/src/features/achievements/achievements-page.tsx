import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { Achievement } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage } from '@trap/ui';
import { achievementsQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import '../../shared/styles/progress-cards.css';

const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** /achievements: what I earned (with the date) and what is still locked, with what is left. */
export default function AchievementsPage() {
  const list = useQuery(achievementsQuery);
  const data = list.data;
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Achievements</h1>
          <Link to="/challenges">Challenge Board →</Link>
        </header>
        {list.isPending ? <Spinner label="Loading your achievements..." /> : null}
        {list.isError ? (
          <Card role="alert">
            <p className="pr-error">Your achievements could not be loaded: {errorMessage(list.error)}</p>
            <Button variant="outline" onClick={() => void list.refetch()}>
              Try again
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Card role="region" aria-labelledby="ac-earned" data-tour="achievements-earned">
              <h2 id="ac-earned" className="pr-h2">
                Earned ({data.earned.length} of {data.earned.length + data.locked.length})
              </h2>
              {data.earned.length ? (
                <AchievementGrid label="Earned achievements" items={data.earned} />
              ) : (
                <p className="pr-muted">
                  Nothing earned yet. <Link to="/practice">Log your first practice session</Link> to unlock First Session.
                </p>
              )}
            </Card>
            <section aria-labelledby="ac-locked" data-tour="achievements-locked">
              <h2 id="ac-locked" className="pr-h2">
                Still to earn
              </h2>
              {data.locked.length ? (
                <AchievementGrid label="Locked achievements" items={data.locked} />
              ) : (
                <p className="pr-muted">You have earned every achievement. Well shot!</p>
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
  return (
    <article className={a.unlockedAt ? 'ch-card ch-card--done' : 'ch-card ch-card--locked'} aria-labelledby={titleId}>
      <header className="ch-card__head">
        <h3 id={titleId} className="ch-card__name">
          {a.title}
        </h3>
        <span className="ch-card__badge">{a.unlockedAt ? 'Earned' : 'Locked'}</span>
      </header>
      <p className="ch-card__text">{a.description}</p>
      {a.unlockedAt ? (
        <p className="pr-muted">Unlocked {dateOf(a.unlockedAt)}</p>
      ) : (
        <>
          <div
            className="ch-bar"
            role="progressbar"
            aria-label={`${a.title}: progress`}
            aria-valuemin={0}
            aria-valuemax={a.threshold}
            aria-valuenow={a.current}
          >
            <span className="ch-bar__fill" style={{ width: `${share}%` }} />
          </div>
          <p className="pr-muted">Still needed: {a.left}</p>
        </>
      )}
    </article>
  );
}
