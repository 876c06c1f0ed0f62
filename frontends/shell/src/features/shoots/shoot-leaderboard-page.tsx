import { Link, useParams } from 'react-router';
import { PageHead, Spinner } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { LeaderboardStatus } from './leaderboard-status.tsx';
import { LeaderboardTable } from './leaderboard-table.tsx';
import { OrganiserPanel } from './organiser-panel.tsx';
import { TvBoard } from './tv-board.tsx';
import { useLiveLeaderboard } from './use-live-leaderboard.ts';
import { useShootsT } from './texts/texts.ts';
import './shoots.css';

/** /shoots/{id}/leaderboard: a shoot's live leaderboard for anyone; /shoots/{id}/tv the clubhouse TV's paged board of it. */
export function ShootLeaderboardView({ tv }: { tv: boolean }) {
  const { id = '' } = useParams();
  const board = useLiveLeaderboard(id);
  const { t } = useShootsT();
  if (board.isPending) return <Spinner block label={t('loading')} />;
  if (board.isError)
    return (
      <ItemLoadError
        error={board.error}
        missingTitle={t('missingTitle')}
        missingText={t('missingText')}
        failedTitle={t('failedTitle')}
        failedText={t('failedText')}
        section={t('section')}
        back={{ to: '/community-events', label: t('backToCalendar') }}
      />
    );
  const b = board.data;
  const head = (
    <PageHead
      title={t('headTitle', { title: b.title })}
      description={t('headDescription', { title: b.title })}
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
          <Link to={`/shoots/${b.shootId}/tv`}>{t('fullScreen')}</Link>
        </p>
      </header>
      <OrganiserPanel shootId={b.shootId} />
      {b.groups.length === 0 ? (
        <p className="lb-empty">{t('noSquads')}</p>
      ) : (
        <div className="lb-groups">
          {b.groups.map((g) => (
            <LeaderboardTable key={`${g.discipline}-${g.category}`} group={g} />
          ))}
        </div>
      )}
      <p className="lb-legend">{t('legend')}</p>
    </div>
  );
}

export default function ShootLeaderboardPage() {
  return <ShootLeaderboardView tv={false} />;
}
