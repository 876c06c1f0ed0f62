import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { forumDate } from '../../../shared/lib/forum-date.ts';
import { useForumCategories, useHotTopics } from '../api/home-queries.ts';
import { Empty, Section } from './section.tsx';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * SPEC 2.9 Community Forum: categories (with their real topic counts, DECISIONS) and hot topics,
 * their reply counts from the hot list and their last activity in SPEC 9's words.
 */
export function ForumSection() {
  const categories = useForumCategories();
  const hot = useHotTopics();
  return (
    <Section
      id="forum-title"
      title="Community Forum"
      lead="Ask, answer and argue about chokes, stances and scores."
      action={<Link to="/forum">Visit the forum</Link>}
    >
      <div className="home-grid home-grid--2">
        <Card>
          <h3>Categories</h3>
          {categories.isPending ? (
            <Spinner size="sm" />
          ) : (categories.data ?? []).length === 0 ? (
            <Empty>No forum categories available.</Empty>
          ) : (
            <ul className="home-list">
              {categories.data!.map((c) => (
                <li key={c.id}>
                  <Link to={`/forum/category/${c.id}`}>{c.name}</Link>
                  <span className="home-list__meta">{plural(c.topicCount, 'topic', 'topics')}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h3>Hot topics</h3>
          {hot.isPending ? (
            <Spinner size="sm" />
          ) : (hot.data ?? []).length === 0 ? (
            <Empty>No hot topics available.</Empty>
          ) : (
            <ul className="home-list">
              {hot.data!.map((t) => (
                <li key={t.id}>
                  <Link to={`/forum/topic/${t.id}`}>{t.title}</Link>
                  <span className="home-list__meta">
                    {plural(t.replyCount, 'reply', 'replies')} · <time dateTime={t.lastActivityAt}>{forumDate(t.lastActivityAt)}</time>
                  </span>
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Section>
  );
}
