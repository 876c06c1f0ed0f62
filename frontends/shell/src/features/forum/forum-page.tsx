import { Link, useSearchParams } from 'react-router';
import { Button, Card, PageHead } from '@trap/ui';
import { Pager } from '../../shared/components/pager.tsx';
import { forumDateIn } from '../../shared/lib/forum-date.ts';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';
import { FORUM_PAGE_SIZE, useForumCategories, useHotTopics, useLatestTopics, useReadMarks } from './api/forum-queries.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { ListState } from './components/forum-states.tsx';
import { TopicList } from './components/topic-list.tsx';
import './forum.css';

/** /forum: the categories with their counts and icons, the hot topics and the latest topics, paged. */
export default function ForumPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useForumCategories();
  const hot = useHotTopics(5);
  const latest = useLatestTopics(page);
  const marks = useReadMarks();
  const { t, language } = useShellPageT();
  const when = (at: string) => forumDateIn(at, t, language);

  return (
    <div className="page forum">
      <PageHead
        title="Forum"
        description="Ask, answer and argue about chokes, stances and scores with trap shooters across India."
        path="/forum"
      />
      <header className="forum__head">
        <div>
          <h1>{t('forum.title')}</h1>
          <p className="page__lead">{t('forum.lead')}</p>
        </div>
        <Button asChild>
          <Link to="/forum/new">{t('forum.newTopic')}</Link>
        </Button>
      </header>

      <section aria-labelledby="forum-categories">
        <h2 id="forum-categories">{t('forum.categories')}</h2>
        <ListState
          query={categories}
          loading={t('forum.loadingCategories')}
          empty={t('forum.noCategories')}
          isEmpty={(d) => d.length === 0}
        >
          {(list) => (
            <ul className="forum-categories" aria-label={t('forum.categoriesList')}>
              {list.map((c) => (
                <li key={c.id}>
                  <Card className="forum-category">
                    <CategoryIcon name={c.iconName} />
                    <div>
                      <h3>
                        <Link to={`/forum/category/${c.id}`}>{c.name}</Link>
                      </h3>
                      <p>{c.description}</p>
                      <p className="forum-category__meta">
                        {t('forum.topicCount', { count: c.topicCount })} · {t('forum.replyCount', { count: c.replyCount })}
                        {c.lastActivityAt ? ` · ${when(c.lastActivityAt)}` : ''}
                      </p>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          )}
        </ListState>
      </section>

      <div className="forum__columns">
        <section aria-labelledby="forum-latest">
          <h2 id="forum-latest">{t('forum.latest')}</h2>
          <ListState query={latest} loading={t('forum.loadingTopics')} empty={t('forum.noTopics')} isEmpty={(d) => d.items.length === 0}>
            {(data) => (
              <>
                <TopicList topics={data.items} label={t('forum.latest')} marks={marks.data} />
                <Pager page={page} hasNext={data.page * FORUM_PAGE_SIZE < data.total} label={t('forum.latestPages')} />
              </>
            )}
          </ListState>
        </section>
        <section aria-labelledby="forum-hot">
          <h2 id="forum-hot">{t('forum.hot')}</h2>
          <ListState query={hot} loading={t('forum.loadingHot')} empty={t('forum.noHot')} isEmpty={(d) => d.length === 0}>
            {(list) => (
              <ol className="forum-hot">
                {list.map((topic) => (
                  <li key={topic.id}>
                    <Link to={`/forum/topic/${topic.id}`}>{topic.title}</Link>
                    <span className="forum-hot__meta">
                      {t('forum.replyCount', { count: topic.replyCount })} · {when(topic.lastActivityAt)}
                    </span>
                  </li>
                ))}
              </ol>
            )}
          </ListState>
        </section>
      </div>
    </div>
  );
}
