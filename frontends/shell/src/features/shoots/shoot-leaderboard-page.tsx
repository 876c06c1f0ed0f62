import { Link, useParams } from 'react-router';
import { PageHead, Spinner } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { LeaderboardStatus, LEADERBOARD_LEGEND } from './leaderboard-status.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { OrganiserPanel } from './organiser-panel.tsx';
import { TvBoard } from './tv-board.tsx';
import { useLiveLeaderboard } from './use-live-leaderboard.ts';
import './shoots.css';

/** /shoots/{id}/leaderboard: a shoot's live leaderboard for anyone; /shoots/{id}/tv the clubhouse TV's paged board of it. */
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
  const head = (
    <PageHead
      title={`${b.title}: leaderboard`}
      description={`Live leaderboard of ${b.title}`}
      path={`/shoots/${b.shootId}/leaderboard`}
      noindex={tv}
    />
  );
  if (tv)
    return (
      <>
        {head}
        <TvBoard board={b} live={board.live} />
      </>
    );
  return (
    <div className="page lb">
      {head}
      <header className="lb-head">
        <h1>{b.title}</h1>
        <LeaderboardStatus board={b} live={board.live} />
        <p className="lb-links">
          <Link to={`/shoots/${b.shootId}/tv`}>Full screen (TV)</Link>
        </p>
      </header>
      <OrganiserPanel shootId={b.shootId} />
      {b.groups.length === 0 ? (
        <p className="lb-empty">No squads in this shoot yet.</p>
      ) : (
        <div className="lb-groups">
          {b.groups.map((g) => (
            <LeaderboardTable key={`${g.discipline}-${g.category}`} group={g} />
          ))}
        </div>
      )}
      <p className="lb-legend">{LEADERBOARD_LEGEND}</p>
    </div>
  );
}

export default function ShootLeaderboardPage() {
  return <ShootLeaderboardView tv={false} />;
}
