import { useMemo, useState, type ReactNode } from 'react';
import { Link } from 'react-router';
import { Badge, Button, Card, Spinner } from '@trap/ui';
import type { BlogCategory } from '@trap/contracts';
import {
  useBlog,
  useFeaturedBlog,
  useFeaturedPodcasts,
  useFeaturedShooters,
  useForumCategories,
  useHotTopics,
  useLiveAmas,
  usePastAmas,
  usePodcasts,
  usePublicMembers,
  useUpcomingAmas,
  type BlogSummary,
  type ShooterSummary,
} from '../api/home-queries.ts';
import { excerpt, levelLabel, pickRandom, postExcerpt } from '../../../lib/format.ts';
import { PodcastPlayer } from '../../../components/podcast-player.tsx';
import { AmaCard } from '../../../components/ama-card.tsx';
import { CategoryFilter } from '../../../components/blog-category-filter.tsx';
import './home.css';

const PLACEHOLDER_IMAGE = '/images/placeholder.svg';

function Section({
  id,
  title,
  lead,
  action,
  children,
  tone,
}: {
  id: string;
  title: string;
  lead?: string;
  action?: ReactNode;
  children: ReactNode;
  tone?: 'muted';
}) {
  return (
    <section className={tone === 'muted' ? 'home-section home-section--muted' : 'home-section'} aria-labelledby={id}>
      <div className="home-section__inner">
        <div className="home-section__head">
          <div>
            <h2 id={id}>{title}</h2>
            {lead ? <p className="home-section__lead">{lead}</p> : null}
          </div>
          {action}
        </div>
        {children}
      </div>
    </section>
  );
}

function Empty({ children }: { children: ReactNode }) {
  return <p className="home-empty">{children}</p>;
}

function Img({ src, alt }: { src?: string | null; alt: string }) {
  return (
    <img
      className="home-card__img"
      src={src || PLACEHOLDER_IMAGE}
      alt={alt}
      loading="lazy"
      onError={(e) => (e.currentTarget.src = PLACEHOLDER_IMAGE)}
    />
  );
}

/** A 650-byte vector (viewBox 400 x 400): sharp on any phone, nothing to resize or compress. */
const HERO_IMAGE = '/images/hero-target.svg';

export function Hero() {
  return (
    <section className="home-hero" aria-labelledby="hero-title">
      <div className="home-hero__inner">
        <p className="home-hero__eyebrow">Trap shooting in India</p>
        <h1 id="hero-title">India&apos;s Premier Trap Shooting Community</h1>
        <p className="home-hero__lead">
          Log every round target by target, learn from champions in podcasts and live AMAs, and meet shooters, coaches and ranges across the
          country.
        </p>
        <div className="home-hero__actions">
          <Button asChild variant="secondary" size="lg">
            <Link to="/podcasts">Listen to Podcasts</Link>
          </Button>
          <Button asChild variant="outline" size="lg" className="home-hero__ghost">
            <Link to="/membership">Join The Club</Link>
          </Button>
        </div>
      </div>
      {/* The LCP element of the home page: index.html preloads it; the intrinsic size reserves its box. */}
      <img
        className="home-hero__art"
        src={HERO_IMAGE}
        alt=""
        aria-hidden="true"
        width={400}
        height={400}
        fetchPriority="high"
        decoding="async"
      />
    </section>
  );
}

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

export function PodcastSection() {
  const podcasts = usePodcasts();
  const recent = (podcasts.data ?? []).slice(0, 3);
  // The player plays the newest episode that has audio.
  const latest = recent.find((p) => p.audioUrl);
  return (
    <Section
      id="podcasts-title"
      title="Podcasts"
      lead="Conversations with champions, coaches and range owners."
      tone="muted"
      action={<Link to="/podcasts">All episodes</Link>}
    >
      {podcasts.isPending ? (
        <Spinner label="Loading episodes..." />
      ) : recent.length === 0 ? (
        <Empty>No episodes available.</Empty>
      ) : (
        <>
          {latest?.audioUrl ? (
            <div>
              <p className="podcast-player__title">
                Latest episode{latest.episodeNumber ? ` #${latest.episodeNumber}` : ''}: {latest.title}
              </p>
              <PodcastPlayer
                src={latest.audioUrl}
                title={latest.title}
                duration={typeof latest.duration === 'number' ? latest.duration : null}
              />
            </div>
          ) : null}
          <div className="home-grid home-grid--3">
            {recent.map((p) => (
              <Card key={p.id} className="home-card">
                <Img src={p.imageUrl} alt="" />
                <h3>{p.title}</h3>
                <p>{excerpt(p.description)}</p>
                <Link to={`/podcasts/${p.id}`}>Listen</Link>
              </Card>
            ))}
          </div>
        </>
      )}
    </Section>
  );
}

export function AmaSection() {
  const live = useLiveAmas();
  const upcoming = useUpcomingAmas();
  const past = usePastAmas();
  const loading = live.isPending || upcoming.isPending || past.isPending;
  const firstLive = live.data?.[0];
  const firstUpcoming = upcoming.data?.[0];
  const firstPast = past.data?.[0];
  // SPEC 2.9: left is the first live session, else the first upcoming; right is the first upcoming
  // when a live one exists, else the first past.
  const left = firstLive
    ? { ama: firstLive, kind: 'live' as const }
    : firstUpcoming
      ? { ama: firstUpcoming, kind: 'upcoming' as const }
      : null;
  const right = firstLive
    ? firstUpcoming
      ? { ama: firstUpcoming, kind: 'upcoming' as const }
      : null
    : firstPast
      ? { ama: firstPast, kind: 'past' as const }
      : null;
  return (
    <Section
      id="ama-title"
      title="Ask Me Anything"
      lead="Live Q&A sessions with India's top shooters."
      action={<Link to="/ama">All sessions</Link>}
    >
      {loading ? (
        <Spinner label="Loading sessions..." />
      ) : (
        <div className="home-grid home-grid--2">
          {left ? <AmaCard {...left} /> : <Empty>No upcoming AMAs scheduled.</Empty>}
          {right ? <AmaCard {...right} /> : <Empty>{firstLive ? 'No upcoming AMAs scheduled.' : 'No past AMAs available.'}</Empty>}
        </div>
      )}
    </Section>
  );
}

export function BlogSection() {
  const blog = useBlog();
  const featured = useFeaturedBlog();
  const [category, setCategory] = useState<BlogCategory | undefined>(undefined);
  const inCategory = (p: BlogSummary) => !category || (p.category ?? '').toLowerCase() === category.toLowerCase();
  // SPEC 9: one featured post (250-character excerpt) above the 3 most recent others in the category.
  const top = (featured.data ?? []).find(inCategory);
  const posts = (blog.data ?? []).filter((p) => inCategory(p) && p.id !== top?.id).slice(0, 3);
  return (
    <Section id="blog-title" title="From the Blog" tone="muted" action={<Link to="/blog">All articles</Link>}>
      <CategoryFilter value={category} onChange={setCategory} />
      {top ? (
        <Card className="home-card home-blog-featured" data-testid="blog-featured">
          <Img src={top.imageUrl} alt="" />
          <div className="home-card">
            <Badge tone="success">Featured{top.category ? ` · ${top.category}` : ''}</Badge>
            <h3>{top.title}</h3>
            <p>{postExcerpt(top, 250)}</p>
            <Link to={`/blog/${top.id}`}>Read more</Link>
          </div>
        </Card>
      ) : null}
      {blog.isPending ? (
        <Spinner label="Loading articles..." />
      ) : posts.length === 0 && !top ? (
        <Empty>No articles available.</Empty>
      ) : (
        <div className="home-grid home-grid--3">
          {posts.map((p) => (
            <Card key={p.id} className="home-card">
              <Img src={p.imageUrl} alt="" />
              {p.category ? <Badge tone="primary">{p.category}</Badge> : null}
              <h3>{p.title}</h3>
              <p>{postExcerpt(p)}</p>
              <Link to={`/blog/${p.id}`}>Read more</Link>
            </Card>
          ))}
        </div>
      )}
    </Section>
  );
}

export function ForumSection() {
  const categories = useForumCategories();
  const hot = useHotTopics();
  return (
    <Section
      id="forum-title"
      title="Community Forum"
      lead="Ask, answer and argue about chokes, stances and scores."
      action={<Link to="/forum">Visit the forum</Link>}
    >
      <div className="home-grid home-grid--2">
        <Card>
          <h3>Categories</h3>
          {categories.isPending ? (
            <Spinner size="sm" />
          ) : (categories.data ?? []).length === 0 ? (
            <Empty>No forum categories available.</Empty>
          ) : (
            <ul className="home-list">
              {categories.data!.map((c) => (
                <li key={c.id}>
                  <Link to={`/forum/category/${c.id}`}>{c.name}</Link>
                  {typeof c.topicCount === 'number' ? <span className="home-list__meta">{c.topicCount} topics</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
        <Card>
          <h3>Hot topics</h3>
          {hot.isPending ? (
            <Spinner size="sm" />
          ) : (hot.data ?? []).length === 0 ? (
            <Empty>No hot topics available.</Empty>
          ) : (
            <ul className="home-list">
              {hot.data!.map((t) => (
                <li key={t.id}>
                  <Link to={`/forum/topic/${t.id}`}>{t.title}</Link>
                  {typeof t.replyCount === 'number' ? <span className="home-list__meta">{t.replyCount} replies</span> : null}
                </li>
              ))}
            </ul>
          )}
        </Card>
      </div>
    </Section>
  );
}

export function FeaturedShooters() {
  const shooters = useFeaturedShooters();
  let body: ReactNode;
  if (shooters.isPending) body = <Spinner label="Loading shooters..." />;
  else if (shooters.isError) body = <Empty>There was a problem loading the shooters. Please try again later.</Empty>;
  else if (!Array.isArray(shooters.data)) body = <Empty>No shooter data available.</Empty>;
  else if (shooters.data.length === 0) body = <Empty>No shooters available.</Empty>;
  else
    body = (
      <div className="home-grid home-grid--4">
        {(shooters.data as ShooterSummary[]).slice(0, 4).map((s) => (
          <Card key={s.id} className="home-card home-person">
            <Img src={s.imageUrl} alt={s.name} />
            <h3>{s.name}</h3>
            {s.type ? <p className="home-person__meta">{s.type}</p> : null}
            <Link to={`/shooters/${s.id}`}>View profile</Link>
          </Card>
        ))}
      </div>
    );
  return (
    <Section id="shooters-title" title="Featured Shooters" tone="muted" action={<Link to="/shooters">All shooters</Link>}>
      {body}
    </Section>
  );
}

export function FeaturedMembers() {
  const members = usePublicMembers();
  // SPEC 9: four randomly chosen members, only public profiles (SPEC 6).
  const shown = useMemo(
    () =>
      pickRandom(
        (members.data ?? []).filter((m) => m.isPublicProfile),
        4,
      ),
    [members.data],
  );
  return (
    <Section id="members-title" title="Featured Members" lead="Shooters from our community who share their progress.">
      {members.isPending ? (
        <Spinner label="Loading members..." />
      ) : shown.length === 0 ? (
        <Empty>No public member profiles available.</Empty>
      ) : (
        <div className="home-grid home-grid--4">
          {shown.map((m) => (
            <Card key={m.id} className="home-card home-person">
              {m.avatarUrl ? (
                <img className="home-person__avatar" src={m.avatarUrl} alt="" loading="lazy" />
              ) : (
                <span className="home-person__avatar home-person__avatar--initials" aria-hidden="true">
                  {m.displayName.slice(0, 1).toUpperCase()}
                </span>
              )}
              <h3>{m.displayName}</h3>
              <p className="home-person__meta">{levelLabel(m.level)}</p>
              {m.clubAffiliation ? <p className="home-person__meta">{m.clubAffiliation}</p> : null}
            </Card>
          ))}
        </div>
      )}
    </Section>
  );
}
