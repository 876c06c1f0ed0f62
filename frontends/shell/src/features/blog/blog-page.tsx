import { useSearchParams } from 'react-router';
import { PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import type { BlogCategory } from '@trap/contracts';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useBlogPage, useFeaturedPost } from './api/blog-queries.ts';
import { BlogCard, FeaturedPost } from './components/blog-card.tsx';
import { CategoryFilter, categoryFrom } from '../../shared/components/blog-category-filter.tsx';
import { categoryName, useBlogT } from './texts/texts.ts';
import './blog.css';

/** /blog: category filter (SPEC 2.9), the featured article, then every article newest first, paged. */
export default function BlogPage() {
  const [params, setParams] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  const page = pageFrom(params);
  const list = useBlogPage(category, page);
  const featured = useFeaturedPost(category);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const { t } = useBlogT();

  const select = (next: BlogCategory | undefined) => {
    // a new category starts again at page 1
    setParams(next ? { category: next } : {}, { preventScrollReset: true });
  };

  const top = page === 1 ? featured.data : null;
  const posts = (list.data?.posts ?? []).filter((p) => p.id !== top?.id);
  const heading = category ? t('list.categoryArticles', { category: categoryName(t, category) }) : t('list.latest');

  return (
    <div className="page">
      <PageHead
        title={category ? t('list.categoryTitle', { category: categoryName(t, category) }) : t('list.title')}
        description={t('list.metaDescription')}
        path="/blog"
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'Blog',
          name: `${settings.general.siteName} Blog`,
          url: absoluteUrl(siteOrigin, '/blog'),
          blogPost: (list.data?.posts ?? []).map((p) => ({
            '@type': 'BlogPosting',
            headline: p.title,
            url: absoluteUrl(siteOrigin, `/blog/${p.id}`),
            datePublished: p.publishedAt,
          })),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('list.title')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>

      <CategoryFilter
        value={category}
        onChange={select}
        labels={{ group: t('list.categoryGroup'), all: t('list.all'), category: (c) => categoryName(t, c) }}
      />

      {top ? <FeaturedPost post={top} /> : null}

      <section aria-labelledby="blog-list-heading" aria-busy={list.isFetching}>
        <h2 id="blog-list-heading" className="blog-list-heading">
          {page > 1 ? t('list.page', { heading, page }) : heading}
        </h2>
        {list.isPending ? (
          <Spinner label={t('list.loading')} />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            {t('list.loadFailed')}
          </p>
        ) : posts.length === 0 && !top ? (
          <p className="home-empty">{t('list.empty')}</p>
        ) : (
          <div className="home-grid home-grid--3">
            {posts.map((p) => (
              <BlogCard key={p.id} post={p} />
            ))}
          </div>
        )}
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label={t('list.pagerLabel')} /> : null}
      </section>
    </div>
  );
}
