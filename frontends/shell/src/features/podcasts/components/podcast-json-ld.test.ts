import { describe, expect, it } from 'vitest';
import type { Podcast } from '@trap/contracts';
import { structuredDataProblems } from '@trap/ui/testing/structured-data-rules.ts';
import { podcastEpisodeJsonLd } from './podcast-json-ld.ts';

const ORIGIN = 'https://trap.example';
const site = { origin: ORIGIN, name: 'Trap India' };
const when = '2026-11-02T06:30:00.000Z';

// only the fields the page's structured data reads
const episode = {
  id: 'e1',
  title: 'Episode one',
  episodeNumber: 1,
  publishedAt: when,
  description: 'Talk',
  duration: 1865,
  imageUrl: null,
  audioUrl: '/audio/e1.mp3',
  guestName: null,
} as unknown as Podcast;

describe('an episode’s structured data, against what podcast directories read of a PodcastEpisode', () => {
  it('an episode is a PodcastEpisode of the series, with its audio at an absolute URL', () => {
    const data = podcastEpisodeJsonLd(episode, site);
    expect(structuredDataProblems(data)).toEqual([]);
    expect(data.associatedMedia).toEqual({ '@type': 'MediaObject', contentUrl: `${ORIGIN}/audio/e1.mp3` });
  });
});
