import { Link } from 'react-router';
import type { ForumTopicSummary } from '@trap/contracts';
import { Badge } from '@trap/ui';
import { forumDateIn } from '../../../shared/lib/forum-date.ts';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';
import { AuthorName } from './author-name.tsx';

/** Pinned and Locked badges of a topic. */
export function TopicFlags({ topic }: { topic: Pick<ForumTopicSummary, 'pinned' | 'locked'> }) {
  const { t } = useShellPageT();
  return (
    <>
      {topic.pinned ? <Badge tone="primary">{t('forum.row.pinned')}</Badge> : null}
      {topic.locked ? <Badge tone="warning">{t('forum.row.locked')}</Badge> : null}
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
  const { t, language } = useShellPageT();
  return (
    <ul className="forum-topics" aria-label={label}>
      {topics.map((topic) => {
        const seen = marks?.[topic.id];
        const unread = seen === undefined ? null : Math.max(0, topic.replyCount - seen);
        return (
          <li key={topic.id} className="forum-topic-row">
            <div className="forum-topic-row__main">
              <Link className="forum-topic-row__title" to={`/forum/topic/${topic.id}`}>
                {topic.title}
              </Link>
              <span className="forum-topic-row__flags">
                <TopicFlags topic={topic} />
                {unread ? (
                  <Badge tone="success" aria-label={t('forum.row.newReplies', { count: unread })}>
                    {t('forum.row.newBadge', { count: unread })}
                  </Badge>
                ) : null}
              </span>
              <p className="forum-topic-row__meta">
                {showCategory ? (
                  <>
                    <Link to={`/forum/category/${topic.categoryId}`}>{topic.categoryName}</Link>
                    {' · '}
                  </>
                ) : null}
                <AuthorName author={topic.author} />
              </p>
            </div>
            <dl className="forum-topic-row__stats">
              <div>
                <dt>{t('forum.row.replies')}</dt>
                <dd>{topic.replyCount}</dd>
              </div>
              <div>
                <dt>{t('forum.row.views')}</dt>
                <dd>{topic.views}</dd>
              </div>
              <div>
                <dt>{t('forum.row.activity')}</dt>
                <dd>
                  <time dateTime={topic.lastActivityAt}>{forumDateIn(topic.lastActivityAt, t, language)}</time>
                </dd>
              </div>
            </dl>
          </li>
        );
      })}
    </ul>
  );
}
