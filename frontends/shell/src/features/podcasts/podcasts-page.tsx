import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead, Spinner, useAppConfig, useSiteSettings, LockedFeature } from '@trap/ui';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { PodcastPlayer } from '../../shared/components/podcast-player.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useFeaturedEpisode, usePodcastPage } from './api/podcast-queries.ts';
import { EpisodeCard } from './components/episode-card.tsx';
import { podcastEpisodeJsonLd } from './components/podcast-json-ld.ts';
import './podcasts.css';

/** /podcasts: the player (featured episode first, or the one picked), then every episode newest first, paged. */
export default function PodcastsPage() {
  const [params] = useSearchParams();
  const page = pageFrom(params);
  const list = usePodcastPage(page);
  const featured = useFeaturedEpisode();
  const { siteOrigin } = useAppConfig();
  const { settings } = useSiteSettings();
  const site = { origin: siteOrigin, name: settings.general.siteName };
  const [pickedId, setPickedId] = useState<string | null>(null);

  const episodes = list.data?.episodes ?? [];
  const current = episodes.find((e) => e.id === pickedId) ?? featured.data ?? episodes[0] ?? null;

  return (
    <div className="page podcasts">
      <PageHead
        title="Podcasts"
        description="Trap-shooting podcasts from India: conversations with champions, coaches and range owners on technique, equipment and the mental game."
        path="/podcasts"
        keywords={['trap shooting podcast', 'shooting podcast India', 'ISSF trap', 'shotgun coaching']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'PodcastSeries',
          name: `${site.name} Podcast`,
          url: absoluteUrl(siteOrigin, '/podcasts'),
          description: 'Conversations with champions, coaches and range owners.',
          hasPart: episodes.map((e) => podcastEpisodeJsonLd(e, site, false)),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">Podcasts</p>
        <h1>Podcasts</h1>
        <p className="page__lead">Conversations with champions, coaches and range owners. Press play and keep shooting.</p>
      </header>

      <section className="podcasts__now" aria-labelledby="now-playing-title">
        <h2 id="now-playing-title">{pickedId ? 'Now playing' : 'Featured episode'}</h2>
        {featured.isPending && list.isPending ? (
          <Spinner label="Loading episodes..." />
        ) : current ? (
          <>
            <p className="podcast-player__title">
              Episode {current.episodeNumber}: <Link to={`/podcasts/${current.id}`}>{current.title}</Link>
            </p>
            {current.locked ? (
              <LockedFeature feature="premium_content" tier={current.requiredMembershipTier} compact />
            ) : (
              <PodcastPlayer
                key={current.id}
                src={current.audioUrl}
                title={current.title}
                duration={current.duration}
                autoPlay={!!pickedId}
              />
            )}
          </>
        ) : (
          <p className="home-empty">No featured episodes available.</p>
        )}
      </section>

      <section aria-labelledby="episodes-title" aria-busy={list.isFetching}>
        <h2 id="episodes-title" className="podcasts__heading">
          All episodes{page > 1 ? ` · page ${page}` : ''}
        </h2>
        {list.isPending ? (
          <Spinner label="Loading episodes..." />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            The episodes could not be loaded. Please try again later.
          </p>
        ) : episodes.length === 0 ? (
          <p className="home-empty">No episodes available.</p>
        ) : (
          <div className="podcasts__list">
            {episodes.map((e) => (
              <EpisodeCard
                key={e.id}
                episode={e}
                playing={current?.id === e.id && !!pickedId}
                onPlay={() => {
                  setPickedId(e.id);
                  document.getElementById('now-playing-title')?.scrollIntoView({ behavior: 'smooth', block: 'start' });
                }}
              />
            ))}
          </div>
        )}
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label="Episode pages" /> : null}
      </section>
    </div>
  );
}
