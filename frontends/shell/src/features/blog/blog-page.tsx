import { useSearchParams } from 'react-router';
import { PageHead, Spinner, useAppConfig, useSiteSettings } from '@trap/ui';
import type { BlogCategory } from '@trap/contracts';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useBlogPage, useFeaturedPost } from './api/blog-queries.ts';
import { BlogCard, FeaturedPost } from './components/blog-card.tsx';
import { CategoryFilter, categoryFrom } from '../../shared/components/blog-category-filter.tsx';
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

  const select = (next: BlogCategory | undefined) => {
    // a new category starts again at page 1
    setParams(next ? { category: next } : {}, { preventScrollReset: true });
  };

  const top = page === 1 ? featured.data : null;
  const posts = (list.data?.posts ?? []).filter((p) => p.id !== top?.id);
  const heading = category ? `${category} articles` : 'Latest articles';

  return (
    <div className="page">
      <PageHead
        title={category ? `${category} | Blog` : 'Blog'}
        description="Articles on trap-shooting technique, equipment, competitions, training and club news from India's trap community."
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
        <p className="page__eyebrow">Blog</p>
        <h1>Blog</h1>
        <p className="page__lead">Technique, equipment, competitions, training and club news from the trap-shooting community.</p>
      </header>

      <CategoryFilter value={category} onChange={select} />

      {top ? <FeaturedPost post={top} /> : null}

      <section aria-labelledby="blog-list-heading" aria-busy={list.isFetching}>
        <h2 id="blog-list-heading" className="blog-list-heading">
          {heading}
          {page > 1 ? ` · page ${page}` : ''}
        </h2>
        {list.isPending ? (
          <Spinner label="Loading articles..." />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            The articles could not be loaded. Please try again later.
          </p>
        ) : posts.length === 0 && !top ? (
          <p className="home-empty">No articles available.</p>
        ) : (
          <div className="home-grid home-grid--3">
            {posts.map((p) => (
              <BlogCard key={p.id} post={p} />
            ))}
          </div>
        )}
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label="Blog pages" /> : null}
      </section>
    </div>
  );
}
