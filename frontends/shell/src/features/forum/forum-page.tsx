import { Link, useSearchParams } from 'react-router';
import { Button, Card, PageHead } from '@trap/ui';
import { Pager } from '../../shared/components/pager.tsx';
import { forumDate } from '../../shared/lib/forum-date.ts';
import { FORUM_PAGE_SIZE, useForumCategories, useHotTopics, useLatestTopics, useReadMarks } from './api/forum-queries.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { ListState } from './components/forum-states.tsx';
import { TopicList } from './components/topic-list.tsx';
import './forum.css';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** /forum: the categories with their counts and icons, the hot topics and the latest topics, paged. */
export default function ForumPage() {
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const categories = useForumCategories();
  const hot = useHotTopics(5);
  const latest = useLatestTopics(page);
  const marks = useReadMarks();

  return (
    <div className="page forum">
      <PageHead
        title="Forum"
        description="Ask, answer and argue about chokes, stances and scores with trap shooters across India."
        path="/forum"
      />
      <header className="forum__head">
        <div>
          <h1>Community Forum</h1>
          <p className="page__lead">Ask, answer and argue about chokes, stances and scores.</p>
        </div>
        <Button asChild>
          <Link to="/forum/new">New Topic</Link>
        </Button>
      </header>

      <section aria-labelledby="forum-categories">
        <h2 id="forum-categories">Categories</h2>
        <ListState
          query={categories}
          loading="Loading categories..."
          empty="No forum categories available."
          isEmpty={(d) => d.length === 0}
        >
          {(list) => (
            <ul className="forum-categories" aria-label="Forum categories">
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
                        {plural(c.topicCount, 'topic', 'topics')} · {plural(c.replyCount, 'reply', 'replies')}
                        {c.lastActivityAt ? ` · ${forumDate(c.lastActivityAt)}` : ''}
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
          <h2 id="forum-latest">Latest topics</h2>
          <ListState
            query={latest}
            loading="Loading topics..."
            empty="No topics yet. Start the first one!"
            isEmpty={(d) => d.items.length === 0}
          >
            {(data) => (
              <>
                <TopicList topics={data.items} label="Latest topics" marks={marks.data} />
                <Pager page={page} hasNext={data.page * FORUM_PAGE_SIZE < data.total} label="Latest topics pages" />
              </>
            )}
          </ListState>
        </section>
        <section aria-labelledby="forum-hot">
          <h2 id="forum-hot">Hot topics</h2>
          <ListState query={hot} loading="Loading hot topics..." empty="No hot topics available." isEmpty={(d) => d.length === 0}>
            {(list) => (
              <ol className="forum-hot">
                {list.map((t) => (
                  <li key={t.id}>
                    <Link to={`/forum/topic/${t.id}`}>{t.title}</Link>
                    <span className="forum-hot__meta">
                      {plural(t.replyCount, 'reply', 'replies')} · {forumDate(t.lastActivityAt)}
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
