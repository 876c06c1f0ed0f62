import { Link } from 'react-router';
import { Card, Spinner } from '@trap/ui';
import { forumDateIn } from '../../../shared/lib/forum-date.ts';
import { useShellPageT } from '../../../shared/i18n/page-texts.ts';
import { useForumCategories, useHotTopics } from '../api/home-queries.ts';
import { Empty, Section } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

/**
 * SPEC 2.9 Community Forum: categories (with their real topic counts, DECISIONS) and hot topics,
 * their reply counts from the hot list and their last activity in SPEC 9's words.
 */
export function ForumSection() {
  const { t } = useHomeT();
  // a topic's last activity in the forum pages' words (Just now, 2 hours ago, a date), Hindi on a Hindi page
  const { t: forumT, language } = useShellPageT();
  const categories = useForumCategories();
  const hot = useHotTopics();
  return (
    <Section
      id="forum-title"
      title={t('forum.title')}
      lead={t('forum.lead')}
      action={<Link to="/forum">{t('forum.visit')}</Link>}
    >
      <div className="home-grid home-grid--2">
        <Card>
          <h3>{t('forum.categories')}</h3>
          {categories.isPending ? (
            <Spinner size="sm" />
          ) : (categories.data ?? []).length === 0 ? (
            <Empty>{t('forum.noCategories')}</Empty>
          ) : (
            <ul className="home-list">
              {categories.data!.map((c) => (
                <li key={c.id}>
                  <Link to={`/forum/category/${c.id}`}>{c.name}</Link>
                  <span className="home-list__meta">{t('forum.topicCount', { count: c.topicCount })}</span>
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h3>{t('forum.hotTopics')}</h3>
          {hot.isPending ? (
            <Spinner size="sm" />
          ) : (hot.data ?? []).length === 0 ? (
            <Empty>{t('forum.noHotTopics')}</Empty>
          ) : (
            <ul className="home-list">
              {hot.data!.map((topic) => (
                <li key={topic.id}>
                  <Link to={`/forum/topic/${topic.id}`}>{topic.title}</Link>
                  <span className="home-list__meta">
                    {t('forum.replyCount', { count: topic.replyCount })} ·{' '}
                    <time dateTime={topic.lastActivityAt}>{forumDateIn(topic.lastActivityAt, forumT, language)}</time>
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
