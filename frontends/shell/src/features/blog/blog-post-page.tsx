import { Link, useParams } from 'react-router';
import { Badge, LockedFeature, PageHead, Spinner, formatDate, useAppConfig, useSiteSettings } from '@trap/ui';
import { postExcerpt } from '../../shared/lib/format.ts';
import { textLang } from '../../shared/lib/text-lang.ts';
import { blogPostingJsonLd, absoluteUrl } from '../../shared/lib/structured-data.ts';
import { ContentImage } from '../../shared/components/content-image.tsx';
import { ItemLoadError } from '../../shared/components/item-load-error.tsx';
import { useAuthor, useBlogPost, useRelatedPosts } from './api/blog-queries.ts';
import { ArticleBody } from './components/article-body.tsx';
import { BlogCard } from './components/blog-card.tsx';
import { BlogComments } from './components/blog-comments.tsx';
import { categoryName, useBlogT } from './texts/texts.ts';
import './blog.css';

/** /blog/{id}: the article (sanitized markdown), author, date, category, tags and related articles. */
export default function BlogPostPage() {
  const { id = '' } = useParams();
  const post = useBlogPost(id);
  const related = useRelatedPosts(post.data);
  const author = useAuthor(post.data);
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const siteName = settings.general.siteName;
  const { t, language } = useBlogT();

  if (post.isPending) return <Spinner block label={t('post.loading')} />;
  if (post.isError)
    return (
      <ItemLoadError
        error={post.error}
        missingTitle={t('post.notFound')}
        missingText={t('post.notFoundText')}
        failedTitle={t('post.loadFailed')}
        failedText={t('post.tryLater')}
        section={t('list.title')}
        back={{ to: '/blog', label: t('post.back') }}
      />
    );

  const p = post.data;
  const byline = p.authorName || author.data?.displayName || t('post.team', { site: siteName });
  const description = postExcerpt(p, 155);
  // a post in Hindi on an English page (or the other way round) is read in its own language
  const lang = textLang(`${p.title} ${p.content}`);
  return (
    <div className="page">
      <PageHead
        title={p.title}
        description={description}
        type="article"
        path={`/blog/${p.id}`}
        image={absoluteUrl(siteOrigin, p.imageUrl || '/images/placeholders/blog.svg')}
        keywords={[...p.tags, p.category, 'trap shooting', 'India']}
        jsonLd={blogPostingJsonLd(p, { origin: siteOrigin, name: siteName, author: byline, description })}
      />
      <article className="article" aria-labelledby="article-title">
        <Link to={`/blog?category=${encodeURIComponent(p.category)}`} className="article__back">
          ← {categoryName(t, p.category)}
        </Link>
        <header>
          <Badge tone="primary">{categoryName(t, p.category)}</Badge>
          <h1 id="article-title" lang={lang}>
            {p.title}
          </h1>
          <p className="article__meta">
            <span className="article__author" data-testid="article-author">
              {author.data?.avatarUrl ? <img className="article__avatar" src={author.data.avatarUrl} alt="" /> : null}
              {t('post.by', { name: byline })}
            </span>
            <time dateTime={p.publishedAt} data-testid="article-date">
              {formatDate(p.publishedAt, language) || t('tbd')}
            </time>
          </p>
        </header>
        <ContentImage className="article__image" src={p.imageUrl} kind="blog" alt="" loading="eager" />
        <ArticleBody markdown={p.content} lang={lang} />
        {/* a premium post for a lower tier: the API sent its first words only, so the page shows an upgrade link */}
        {p.locked ? <LockedFeature feature="premium_content" tier={p.requiredMembershipTier} /> : null}
        {p.tags.length ? (
          <ul className="article__tags" aria-label={t('post.tags')}>
            {p.tags.map((tag) => (
              <li key={tag}>
                <Link to={`/search?q=${encodeURIComponent(tag)}`}>
                  <Badge tone="neutral">#{tag}</Badge>
                </Link>
              </li>
            ))}
          </ul>
        ) : null}
      </article>

      <BlogComments postId={p.id} />

      <section className="article__related" aria-labelledby="related-title">
        <h2 id="related-title">{t('post.related')}</h2>
        {related.isPending ? (
          <Spinner label={t('post.loadingRelated')} />
        ) : (related.data ?? []).length === 0 ? (
          <p className="home-empty">{t('post.noRelated')}</p>
        ) : (
          <div className="home-grid home-grid--3">
            {related.data!.map((r) => (
              <BlogCard key={r.id} post={r} />
            ))}
          </div>
        )}
      </section>
    </div>
  );
}
