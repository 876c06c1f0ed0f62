import { useState } from 'react';
import { Link } from 'react-router';
import { Badge, Card, Spinner } from '@trap/ui';
import type { BlogCategory, BlogPost } from '@trap/contracts';
import { useBlog, useFeaturedBlog } from '../api/home-queries.ts';
import { postExcerpt } from '../../../shared/lib/format.ts';
import { CategoryFilter } from '../../../shared/components/blog-category-filter.tsx';
import { Empty, Img, Section } from './section.tsx';
import './home.css';
import { useHomeT } from '../texts/texts.ts';

/** SPEC 2.9 From the Blog: the category filter, the featured post and the newest others. */
export function BlogSection() {
  const { t } = useHomeT();
  const blog = useBlog();
  const featured = useFeaturedBlog();
  const [category, setCategory] = useState<BlogCategory | undefined>(undefined);
  const inCategory = (p: BlogPost) => !category || (p.category ?? '').toLowerCase() === category.toLowerCase();
  // SPEC 9: one featured post (250-character excerpt) above the 3 most recent others in the category.
  const top = (featured.data ?? []).find(inCategory);
  const posts = (blog.data ?? []).filter((p) => inCategory(p) && p.id !== top?.id).slice(0, 3);
  return (
    <Section id="blog-title" title={t('blog.title')} tone="muted" action={<Link to="/blog">{t('blog.all')}</Link>}>
      <CategoryFilter value={category} onChange={setCategory} />
      {top ? (
        <Card className="home-card home-blog-featured" data-testid="blog-featured">
          <Img src={top.imageUrl} alt="" />
          <div className="home-card">
            <Badge tone="success">
              {t('blog.featured')}
              {top.category ? ` · ${top.category}` : ''}
            </Badge>
            <h3>{top.title}</h3>
            <p>{postExcerpt(top, 250)}</p>
            <Link to={`/blog/${top.id}`}>{t('readMore')}</Link>
          </div>
        </Card>
      ) : null}
      {blog.isPending ? (
        <Spinner label={t('blog.loading')} />
      ) : posts.length === 0 && !top ? (
        <Empty>{t('blog.none')}</Empty>
      ) : (
        <div className="home-grid home-grid--3">
          {posts.map((p) => (
            <Card key={p.id} className="home-card">
              <Img src={p.imageUrl} alt="" />
              {p.category ? <Badge tone="primary">{p.category}</Badge> : null}
              <h3>{p.title}</h3>
              <p>{postExcerpt(p)}</p>
              <Link to={`/blog/${p.id}`}>{t('readMore')}</Link>
            </Card>
          ))}
        </div>
      )}
    </Section>
  );
}
