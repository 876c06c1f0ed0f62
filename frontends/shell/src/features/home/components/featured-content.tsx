import { Link } from 'react-router';
import { Badge, Card, Spinner } from '@trap/ui';
import { useFeaturedBlog, useFeaturedPodcasts, useLiveAmas } from '../api/home-queries.ts';
import { excerpt, postExcerpt } from '../../../shared/lib/format.ts';
import { Empty, Img, Section } from './section.tsx';
import { useHomeT } from '../texts/texts.ts';

/** SPEC 2.9 Featured: the first featured episode, the live AMA and the first featured article. */
export function FeaturedContent() {
  const { t } = useHomeT();
  const podcasts = useFeaturedPodcasts();
  const live = useLiveAmas();
  const blog = useFeaturedBlog();
  const p = podcasts.data?.[0];
  const a = live.data?.[0];
  const b = blog.data?.[0];
  return (
    <Section id="featured-title" title={t('featured.title')} lead={t('featured.lead')}>
      <div className="home-grid home-grid--3">
        <Card className="home-card">
          <Badge tone="primary">{t('featured.podcast')}</Badge>
          {p ? (
            <>
              <Img src={p.imageUrl} alt="" />
              <h3>{p.title}</h3>
              <p>{excerpt(p.description)}</p>
              <Link to={`/podcasts/${p.id}`}>{t('featured.listenNow')}</Link>
            </>
          ) : podcasts.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>{t('featured.noEpisodes')}</Empty>
          )}
        </Card>
        <Card className="home-card">
          <Badge tone="secondary">{t('featured.liveAma')}</Badge>
          {a ? (
            <>
              <Img src={a.imageUrl} alt="" />
              <h3>{a.title}</h3>
              <p>{excerpt(a.description)}</p>
              <Link to={`/ama/${a.id}`}>{t('featured.joinLive')}</Link>
            </>
          ) : live.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>{t('featured.noLiveAma')}</Empty>
          )}
        </Card>
        <Card className="home-card">
          <Badge tone="success">{t('featured.blog')}</Badge>
          {b ? (
            <>
              <Img src={b.imageUrl} alt="" />
              <h3>{b.title}</h3>
              <p>{postExcerpt(b)}</p>
              <Link to={`/blog/${b.id}`}>{t('readMore')}</Link>
            </>
          ) : blog.isPending ? (
            <Spinner size="sm" />
          ) : (
            <Empty>{t('featured.noArticles')}</Empty>
          )}
        </Card>
      </div>
    </Section>
  );
}
