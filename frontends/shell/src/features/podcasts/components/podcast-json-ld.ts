import type { Podcast } from '@trap/contracts';
import { absoluteUrl } from '../../../shared/lib/structured-data.ts';

interface Site {
  origin: string;
  name: string;
}

/** ISO 8601 duration (PT31M5S) from seconds. */
const isoDuration = (seconds: number) => {
  const s = Math.max(0, Math.round(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  return `PT${h ? `${h}H` : ''}${m ? `${m}M` : ''}${s % 60 || (!h && !m) ? `${s % 60}S` : ''}`;
};

const podcastSeries = (site: Site) => ({
  '@type': 'PodcastSeries',
  name: `${site.name} Podcast`,
  url: absoluteUrl(site.origin, '/podcasts'),
});

/** schema.org PodcastEpisode for an episode page (and, without @context, for the list). */
export function podcastEpisodeJsonLd(p: Podcast, site: Site, withContext = true): Record<string, unknown> {
  return {
    ...(withContext ? { '@context': 'https://schema.org' } : {}),
    '@type': 'PodcastEpisode',
    url: absoluteUrl(site.origin, `/podcasts/${p.id}`),
    name: p.title,
    episodeNumber: p.episodeNumber,
    datePublished: p.publishedAt,
    description: p.description,
    timeRequired: isoDuration(p.duration),
    image: absoluteUrl(site.origin, p.imageUrl || '/images/placeholders/podcast.svg'),
    associatedMedia: { '@type': 'MediaObject', contentUrl: absoluteUrl(site.origin, p.audioUrl) },
    ...(p.guestName ? { actor: { '@type': 'Person', name: p.guestName } } : {}),
    partOfSeries: podcastSeries(site),
  };
}
