import { Link } from 'react-router';
import { Badge, Card, Spinner } from '@trap/ui';
import { useFeaturedBlog, useFeaturedPodcasts, useLiveAmas } from '../api/home-queries.ts';
import { excerpt, postExcerpt } from '../../../shared/lib/format.ts';
import { Empty, Img, Section } from './section.tsx';

/** SPEC 2.9 Featured: the first featured episode, the live AMA and the first featured article. */
export function FeaturedContent() {
  const podcasts = useFeaturedPodcasts();
  const live = useLiveAmas();
  const blog = useFeaturedBlog();
  const p = podcasts.data?.[0];
  const a = live.data?.[0];
  const b = blog.data?.[0];
  return (
    <Section id="featured-title" title="Featured" lead="Hand-picked from our podcasts, AMAs and blog.">
      <div className="home-grid home-grid--3">
        <Card className="home-card">
          <Badge tone="primary">Podcast</Badge>
          {p ? (
            <>
              <Img src={p.imageUrl} alt="" />
              <h3>{p.title}</h3>
              <p>{excerpt(p.description)}</p>
              <Link to={`/podcasts/${p.id}`}>Listen now</Link>
            </>
          ) : podcasts.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>No featured episodes available.</Empty>
          )}
        </Card>
        <Card className="home-card">
          <Badge tone="secondary">Live AMA</Badge>
          {a ? (
            <>
              <Img src={a.imageUrl} alt="" />
              <h3>{a.title}</h3>
              <p>{excerpt(a.description)}</p>
              <Link to={`/ama/${a.id}`}>Join Live Session</Link>
            </>
          ) : live.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>No live AMA right now.</Empty>
          )}
        </Card>
        <Card className="home-card">
          <Badge tone="success">Blog</Badge>
          {b ? (
            <>
              <Img src={b.imageUrl} alt="" />
              <h3>{b.title}</h3>
              <p>{postExcerpt(b)}</p>
              <Link to={`/blog/${b.id}`}>Read more</Link>
            </>
          ) : blog.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>No featured articles available.</Empty>
          )}
        </Card>
      </div>
    </Section>
  );
}
