import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Spinner, formatNumber, useAuth } from '@trap/ui';
import { moderationQueries } from './moderation-api.ts';
import { useModerationT } from './texts/texts.ts';

interface Tile {
  /** the queue's test id (the English label's words) */
  id: string;
  label: string;
  value: number | undefined;
  to: string;
  hint: string;
}

/** /moderator: what waits for the moderators, each count a link to its queue. */
export function ModerationDashboard() {
  const { can } = useAuth();
  const { t, language } = useModerationT();
  const summary = useQuery(moderationQueries.summary());
  const blog = can('blog.manage');
  const pending = useQuery({
    ...moderationQueries.pendingCount(),
    select: (queue) => queue.pending,
    enabled: blog,
  });
  if (summary.isPending) return <Spinner block label={t('dashboard.loading')} />;
  if (summary.isError) return <LoadFailed what={t('dashboard.what')} error={summary.error} retry={() => void summary.refetch()} />;
  const s = summary.data;
  const tiles: Tile[] = [
    ...(can('reports.review')
      ? [{ id: 'open-reports', label: t('dashboard.openReports'), value: s.openReports, to: '/moderator/reports', hint: t('dashboard.openReportsHint') }]
      : []),
    ...(can('forum.moderate')
      ? [
          {
            id: 'hidden-topics',
            label: t('dashboard.hiddenTopics'),
            value: s.hiddenTopics,
            to: '/moderator/forum?filter=hidden',
            hint: t('dashboard.hiddenTopicsHint'),
          },
          {
            id: 'hidden-replies',
            label: t('dashboard.hiddenReplies'),
            value: s.hiddenReplies,
            to: '/moderator/forum?filter=hidden',
            hint: t('dashboard.hiddenRepliesHint'),
          },
          {
            id: 'locked-topics',
            label: t('dashboard.lockedTopics'),
            value: s.lockedTopics,
            to: '/moderator/forum?filter=locked',
            hint: t('dashboard.lockedTopicsHint'),
          },
        ]
      : []),
    ...(blog
      ? [
          {
            id: 'comments-awaiting-approval',
            label: t('dashboard.pendingComments'),
            value: pending.data,
            to: '/moderator/blog',
            hint: t('dashboard.pendingCommentsHint'),
          },
        ]
      : []),
  ];
  const nothing = tiles.every((tile) => tile.value === 0);
  return (
    <div className="mod-stack">
      <p className="mod-muted">
        {nothing ? t('dashboard.allClear') : t('dashboard.intro')}
      </p>
      <ul className="mod-tiles" aria-label={t('dashboard.queues')}>
        {tiles.map((tile) => (
          <li key={tile.id}>
            <Link to={tile.to} className="mod-tile" data-testid={`queue-${tile.id}`}>
              <span className="mod-tile__value">{tile.value === undefined ? '…' : formatNumber(tile.value, language)}</span>
              <span className="mod-tile__label">{tile.label}</span>
              <span className="mod-tile__hint">{tile.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
