import { Link } from 'react-router';
import type { BlogPost } from '@trap/contracts';
import { Badge, Card, formatDate } from '@trap/ui';
import { ContentImage } from '../../../shared/components/content-image.tsx';
import { postExcerpt } from '../../../shared/lib/format.ts';
import { categoryName, useBlogT } from '../texts/texts.ts';

/** An article card: image, category, title, date and the 120-character excerpt of SPEC 9. */
export function BlogCard({ post, headingLevel = 3 }: { post: BlogPost; headingLevel?: 2 | 3 }) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const { t, language } = useBlogT();
  return (
    <Card className="home-card blog-card" data-testid="blog-card">
      <ContentImage className="home-card__img" src={post.imageUrl} kind="blog" alt="" />
      <Badge tone="primary">{categoryName(t, post.category)}</Badge>
      <Heading>
        <Link to={`/blog/${post.id}`} className="blog-card__link">
          {post.title}
        </Link>
      </Heading>
      <p className="blog-meta">
        <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language) || t('tbd')}</time>
        {post.authorName ? ` · ${post.authorName}` : null}
      </p>
      <p>{postExcerpt(post)}</p>
    </Card>
  );
}

/** The featured article of SPEC 2.9 with its 250-character excerpt. */
export function FeaturedPost({ post }: { post: BlogPost }) {
  const { t, language } = useBlogT();
  return (
    <Card className="home-card blog-featured" data-testid="blog-featured">
      <ContentImage className="home-card__img" src={post.imageUrl} kind="blog" alt="" loading="eager" />
      <div className="home-card">
        <Badge tone="success">{t('card.featured', { category: categoryName(t, post.category) })}</Badge>
        <h2 className="blog-featured__title">
          <Link to={`/blog/${post.id}`} className="blog-card__link">
            {post.title}
          </Link>
        </h2>
        <p className="blog-meta">
          <time dateTime={post.publishedAt}>{formatDate(post.publishedAt, language) || t('tbd')}</time>
          {post.authorName ? ` · ${post.authorName}` : null}
        </p>
        <p>{postExcerpt(post, 250)}</p>
        <Link to={`/blog/${post.id}`} aria-label={t('card.readMoreLabel', { title: post.title })}>
          {t('card.readMore')}
        </Link>
      </div>
    </Card>
  );
}
