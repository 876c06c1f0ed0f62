import { Link, useParams } from 'react-router';
import { PageHead, Spinner } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { OrganiserPanel } from './organiser-panel.tsx';
import { useLiveLeaderboard } from './use-live-leaderboard.ts';
import './shoots.css';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' });

/** /shoots/{id}/leaderboard: a shoot's live leaderboard for anyone; /shoots/{id}/tv the same full screen for the clubhouse. */
export function ShootLeaderboardView({ tv }: { tv: boolean }) {
  const { id = '' } = useParams();
  const board = useLiveLeaderboard(id);
  if (board.isPending) return <Spinner block label="Loading leaderboard..." />;
  if (board.isError)
    return (
      <ItemLoadError
        error={board.error}
        missingTitle="Shoot not found"
        missingText="This shoot does not exist, or the link is wrong."
        failedTitle="The leaderboard could not be loaded"
        section="Leaderboard"
        back={{ to: '/community-events', label: 'Go to the events calendar' }}
      />
    );
  const b = board.data;
  const status = b.status === 'finished' ? 'Final results' : board.live ? 'Live' : 'Reconnecting…';
  return (
    <div className={tv ? 'lb lb--tv' : 'page lb'}>
      <PageHead
        title={`${b.title}: leaderboard`}
        description={`Live leaderboard of ${b.title}`}
        path={`/shoots/${b.shootId}/leaderboard`}
        noindex={tv}
      />
      <header className="lb-head">
        <h1>{b.title}</h1>
        <p className="lb-status" role="status">
          <span className={`lb-dot lb-dot--${b.status === 'finished' ? 'done' : board.live ? 'live' : 'off'}`} aria-hidden="true" />
          {status} · <span data-testid="lb-targets">{b.targetsScored}</span> targets · updated {time(b.computedAt)}
        </p>
        {tv ? null : (
          <p className="lb-links">
            <Link to={`/shoots/${b.shootId}/tv`}>Full screen (TV)</Link>
          </p>
        )}
      </header>
      {tv ? null : <OrganiserPanel shootId={b.shootId} />}
      {b.groups.length === 0 ? (
        <p className="lb-empty">No squads in this shoot yet.</p>
      ) : (
        <div className="lb-groups">
          {b.groups.map((g) => (
            <LeaderboardTable key={`${g.discipline}-${g.category}`} group={g} />
          ))}
        </div>
      )}
      <p className="lb-legend">CB: tie decided by count-back · SO: still tied, a shoot-off decides</p>
    </div>
  );
}

export default function ShootLeaderboardPage() {
  return <ShootLeaderboardView tv={false} />;
}
