import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import { LoadFailed, Spinner, useAuth } from '@trap/ui';
import { moderationQueries } from './moderation-api.ts';

interface Tile {
  label: string;
  value: number | undefined;
  to: string;
  hint: string;
}

/** /moderator: what waits for the moderators, each count a link to its queue. */
export function ModerationDashboard() {
  const { can } = useAuth();
  const summary = useQuery(moderationQueries.summary());
  const blog = can('blog.manage');
  const pending = useQuery({
    ...moderationQueries.pendingCount(),
    select: (queue) => queue.pending,
    enabled: blog,
  });
  if (summary.isPending) return <Spinner block label="Loading the queues..." />;
  if (summary.isError) return <LoadFailed what="The queues" error={summary.error} retry={() => void summary.refetch()} />;
  const s = summary.data;
  const tiles: Tile[] = [
    ...(can('reports.review')
      ? [{ label: 'Open reports', value: s.openReports, to: '/moderator/reports', hint: 'Reports waiting for a decision' }]
      : []),
    ...(can('forum.moderate')
      ? [
          {
            label: 'Hidden topics',
            value: s.hiddenTopics,
            to: '/moderator/forum?filter=hidden',
            hint: 'Gone for members, kept for review',
          },
          { label: 'Hidden replies', value: s.hiddenReplies, to: '/moderator/forum?filter=hidden', hint: 'Replies hidden by moderators' },
          { label: 'Locked topics', value: s.lockedTopics, to: '/moderator/forum?filter=locked', hint: 'Taking no new replies' },
        ]
      : []),
    ...(blog
      ? [{ label: 'Comments awaiting approval', value: pending.data, to: '/moderator/blog', hint: 'Blog comments to approve or hide' }]
      : []),
  ];
  const nothing = tiles.every((t) => t.value === 0);
  return (
    <div className="mod-stack">
      <p className="mod-muted">
        {nothing ? 'All clear: nothing is waiting for a moderator.' : 'What needs your attention across the forum, the blog and reports.'}
      </p>
      <ul className="mod-tiles" aria-label="Queues">
        {tiles.map((t) => (
          <li key={t.label}>
            <Link to={t.to} className="mod-tile" data-testid={`queue-${t.label.toLowerCase().replace(/\s+/g, '-')}`}>
              <span className="mod-tile__value">{t.value ?? '…'}</span>
              <span className="mod-tile__label">{t.label}</span>
              <span className="mod-tile__hint">{t.hint}</span>
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
