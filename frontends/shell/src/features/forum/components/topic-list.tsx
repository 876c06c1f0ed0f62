import { Link } from 'react-router';
import type { ForumTopicSummary } from '@trap/contracts';
import { Badge } from '@trap/ui';
import { forumDate } from '../../../shared/lib/forum-date.ts';
import { AuthorName } from './author-name.tsx';

/** Pinned and Locked badges of a topic. */
export function TopicFlags({ topic }: { topic: Pick<ForumTopicSummary, 'pinned' | 'locked'> }) {
  return (
    <>
      {topic.pinned ? <Badge tone="primary">Pinned</Badge> : null}
      {topic.locked ? <Badge tone="warning">Locked</Badge> : null}
    </>
  );
}

/**
 * Topics as rows: title, flags, category (unless the list is of one), author, replies, views and the
 * last activity in SPEC 9's words; for a member, how many replies are new since they last looked.
 */
export function TopicList({
  topics,
  label,
  marks,
  showCategory = true,
}: {
  topics: ForumTopicSummary[];
  label: string;
  marks?: Record<string, number>;
  showCategory?: boolean;
}) {
  return (
    <ul className="forum-topics" aria-label={label}>
      {topics.map((t) => {
        const seen = marks?.[t.id];
        const unread = seen === undefined ? null : Math.max(0, t.replyCount - seen);
        return (
          <li key={t.id} className="forum-topic-row">
            <div className="forum-topic-row__main">
              <Link className="forum-topic-row__title" to={`/forum/topic/${t.id}`}>
                {t.title}
              </Link>
              <span className="forum-topic-row__flags">
                <TopicFlags topic={t} />
                {unread ? (
                  <Badge tone="success" aria-label={`${unread} new ${unread === 1 ? 'reply' : 'replies'}`}>
                    {unread} new
                  </Badge>
                ) : null}
              </span>
              <p className="forum-topic-row__meta">
                {showCategory ? (
                  <>
                    <Link to={`/forum/category/${t.categoryId}`}>{t.categoryName}</Link>
                    {' · '}
                  </>
                ) : null}
                <AuthorName author={t.author} />
              </p>
            </div>
            <dl className="forum-topic-row__stats">
              <div>
                <dt>Replies</dt>
                <dd>{t.replyCount}</dd>
              </div>
              <div>
                <dt>Views</dt>
                <dd>{t.views}</dd>
              </div>
              <div>
                <dt>Activity</dt>
                <dd>
                  <time dateTime={t.lastActivityAt}>{forumDate(t.lastActivityAt)}</time>
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
