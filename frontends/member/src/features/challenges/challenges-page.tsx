import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { CHALLENGE_TYPE_LABELS, type ChallengeWithProgress } from '@trap/contracts';
import { Button, Card, Container, Spinner, errorMessage } from '@trap/ui';
import { challengesQuery } from '../../shared/progress/progress-api.ts';
import '../../shared/styles/page.css';
import '../../shared/styles/progress-cards.css';

const fmt = (n: number) => n.toLocaleString('en-IN');
const dateOf = (iso: string) => new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });

/** What the counts mean, per type. */
function countText(c: ChallengeWithProgress): string {
  switch (c.type) {
    case 'first_barrel_rate':
      return `Best ${c.currentCount} % of ${c.requiredCount} %`;
    case 'sessions_in_period':
      return `${c.currentCount} of ${c.requiredCount} sessions`;
    case 'straight':
      return `Longest run ${c.currentCount} of ${c.requiredCount}`;
    default:
      return `${fmt(c.currentCount)} of ${fmt(c.requiredCount)} targets`;
  }
}

/** /challenges (Challenge Board): my progress on the challenges I am working on, and the ones still to earn XP from. */
export default function ChallengesPage() {
  const board = useQuery(challengesQuery);
  const data = board.data;
  const started = data?.items.filter((c) => !c.isCompleted && c.currentCount > 0) ?? [];
  const available = data?.items.filter((c) => !c.isCompleted && c.currentCount === 0) ?? [];
  const completed = data?.items.filter((c) => c.isCompleted) ?? [];
  return (
    <Container>
      <div className="pr-page">
        <header className="pr-header">
          <h1 className="pr-h1">Challenge Board</h1>
          <Link to="/achievements">Achievements →</Link>
        </header>
        {board.isPending ? <Spinner label="Loading your challenges..." /> : null}
        {board.isError ? (
          <Card role="alert">
            <p className="pr-error">Your challenges could not be loaded: {errorMessage(board.error)}</p>
            <Button variant="outline" onClick={() => void board.refetch()}>
              Try again
            </Button>
          </Card>
        ) : null}
        {data ? (
          <>
            <Card role="region" aria-labelledby="ch-progress" data-tour="challenges-progress">
              <h2 id="ch-progress" className="pr-h2">
                Challenge progress
              </h2>
              <p className="ch-summary">
                <span>
                  <strong>{data.completed}</strong> completed
                </span>
                <span>
                  <strong>{started.length}</strong> in progress
                </span>
                <span>
                  <strong>{fmt(data.xpEarned)} XP</strong> earned
                </span>
              </p>
              {started.length ? (
                <ChallengeList label="In progress" items={started} />
              ) : (
                <p className="pr-muted">
                  No challenge in progress yet. <Link to="/practice">Log a practice session</Link> and the challenges below start to move.
                </p>
              )}
            </Card>
            <section aria-labelledby="ch-available" data-tour="challenges-available">
              <h2 id="ch-available" className="pr-h2">
                Available challenges
              </h2>
              {available.length ? (
                <ChallengeList label="Available challenges" items={available} />
              ) : (
                <p className="pr-muted">
                  {data.items.length ? 'You have started every challenge on the board.' : 'No challenges on the board right now.'}
                </p>
              )}
            </section>
            {completed.length ? (
              <section aria-labelledby="ch-completed">
                <h2 id="ch-completed" className="pr-h2">
                  Completed
                </h2>
                <ChallengeList label="Completed challenges" items={completed} />
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
  const share = c.requiredCount ? Math.min(100, Math.round((c.currentCount / c.requiredCount) * 100)) : 0;
  return (
    <article className={c.isCompleted ? 'ch-card ch-card--done' : 'ch-card'} aria-labelledby={titleId}>
      <header className="ch-card__head">
        <h3 id={titleId} className="ch-card__name">
          {c.name}
        </h3>
        <span className="ch-card__badge">{c.xpReward} XP</span>
      </header>
      <p className="ch-card__text">{c.description}</p>
      <p className="pr-muted">
        {CHALLENGE_TYPE_LABELS[c.type]}
        {c.startsOn && c.endsOn ? ` · ${dateOf(c.startsOn)} to ${dateOf(c.endsOn)}` : ''}
      </p>
      <div
        className="ch-bar"
        role="progressbar"
        aria-label={`${c.name}: progress`}
        aria-valuemin={0}
        aria-valuemax={c.requiredCount}
        aria-valuenow={c.isCompleted ? c.requiredCount : c.currentCount}
        aria-valuetext={countText(c)}
      >
        <span className="ch-bar__fill" style={{ width: `${c.isCompleted ? 100 : share}%` }} />
      </div>
      <p className="ch-card__text">
        {c.isCompleted
          ? `Completed ${dateOf(c.completedAt!)} · +${c.xpReward} XP`
          : `${countText(c)} · ${c.remaining ? `${fmt(c.remaining)} to go` : 'done'}`}
      </p>
    </article>
  );
}
