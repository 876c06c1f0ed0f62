import { Link, useParams, useSearchParams } from 'react-router';
import { Button, PageHead, Spinner } from '@trap/ui';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { Pager } from '../../shared/components/pager.tsx';
import { FORUM_PAGE_SIZE, useCategoryPage, useReadMarks } from './api/forum-queries.ts';
import { CategoryIcon } from './components/category-icon.tsx';
import { TopicList } from './components/topic-list.tsx';
import { useShellPageT } from '../../shared/i18n/page-texts.ts';
import './forum.css';

/** /forum/category/{id}: the category and its topics, pinned first, then newest activity, paged. */
export default function ForumCategoryPage() {
  const { id = '' } = useParams();
  const [params] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const category = useCategoryPage(id, page);
  const marks = useReadMarks();
  const { t } = useShellPageT();

  if (category.isPending) return <Spinner block label={t('forum.category.loading')} />;
  if (category.isError)
    return (
      <ItemLoadError
        error={category.error}
        missingTitle={t('forum.category.notFound')}
        missingText={t('forum.category.notFoundText')}
        failedTitle={t('forum.category.failed')}
        section={t('forum.section')}
        back={{ to: '/forum', label: t('forum.backToForum') }}
      />
    );
  const { category: c, items, total } = category.data;
  return (
    <div className="page forum">
      <PageHead title={c.name} description={c.description} path={`/forum/category/${c.id}`} />
      <Link to="/forum" className="forum__back">
        {t('forum.back')}
      </Link>
      <header className="forum__head">
        <div className="forum__title">
          <CategoryIcon name={c.iconName} size={36} />
          <div>
            <h1>{c.name}</h1>
            <p className="page__lead">{c.description}</p>
          </div>
        </div>
        <Button asChild>
          <Link to={`/forum/new?category=${c.id}`}>{t('forum.newTopic')}</Link>
        </Button>
      </header>
      {items.length === 0 ? (
        <p className="home-empty">{t('forum.category.empty')}</p>
      ) : (
        <>
          <TopicList topics={items} label={t('forum.category.topicsIn', { name: c.name })} marks={marks.data} showCategory={false} />
          <Pager page={page} hasNext={page * FORUM_PAGE_SIZE < total} label={t('forum.category.pages', { name: c.name })} />
        </>
      )}
    </div>
  );
}
