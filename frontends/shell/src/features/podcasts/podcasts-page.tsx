import { useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { PageHead, Spinner, useAppConfig, useSiteSettings, LockedFeature } from '@trap/ui';
import { Pager, pageFrom } from '../../shared/components/pager.tsx';
import { PodcastPlayer } from '../../shared/components/podcast-player.tsx';
import { absoluteUrl } from '../../shared/lib/structured-data.ts';
import { useFeaturedEpisode, usePodcastPage } from './api/podcast-queries.ts';
import { EpisodeCard } from './components/episode-card.tsx';
import { podcastEpisodeJsonLd } from './components/podcast-json-ld.ts';
import { playerLabels, usePodcastsT } from './texts/texts.ts';
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
  const { t } = usePodcastsT();

  const episodes = list.data?.episodes ?? [];
  const current = episodes.find((e) => e.id === pickedId) ?? featured.data ?? episodes[0] ?? null;

  return (
    <div className="page podcasts">
      <PageHead
        title={t('list.title')}
        description={t('list.metaDescription')}
        path="/podcasts"
        keywords={['trap shooting podcast', 'shooting podcast India', 'ISSF trap', 'shotgun coaching']}
        jsonLd={{
          '@context': 'https://schema.org',
          '@type': 'PodcastSeries',
          name: `${site.name} Podcast`,
          url: absoluteUrl(siteOrigin, '/podcasts'),
          description: t('list.seriesDescription'),
          hasPart: episodes.map((e) => podcastEpisodeJsonLd(e, site, false)),
        }}
      />
      <header className="page__header">
        <p className="page__eyebrow">{t('list.title')}</p>
        <h1>{t('list.title')}</h1>
        <p className="page__lead">{t('list.lead')}</p>
      </header>

      <section className="podcasts__now" aria-labelledby="now-playing-title">
        <h2 id="now-playing-title">{pickedId ? t('list.nowPlaying') : t('list.featured')}</h2>
        {featured.isPending && list.isPending ? (
          <Spinner label={t('loading')} />
        ) : current ? (
          <>
            <p className="podcast-player__title">
              {t('number', { number: current.episodeNumber })}: <Link to={`/podcasts/${current.id}`}>{current.title}</Link>
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
                labels={playerLabels(t)}
              />
            )}
          </>
        ) : (
          <p className="home-empty">{t('list.noFeatured')}</p>
        )}
      </section>

      <section aria-labelledby="episodes-title" aria-busy={list.isFetching}>
        <h2 id="episodes-title" className="podcasts__heading">
          {page > 1 ? t('list.allEpisodesPage', { page }) : t('list.allEpisodes')}
        </h2>
        {list.isPending ? (
          <Spinner label={t('loading')} />
        ) : list.isError ? (
          <p className="home-empty" role="alert">
            {t('list.loadFailed')}
          </p>
        ) : episodes.length === 0 ? (
          <p className="home-empty">{t('list.empty')}</p>
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
        {list.data ? <Pager page={page} hasNext={list.data.hasNext} label={t('list.pagerLabel')} /> : null}
      </section>
    </div>
  );
}
