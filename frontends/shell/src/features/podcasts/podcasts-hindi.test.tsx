import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Podcast } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import PodcastsPage from './podcasts-page.tsx';
import PodcastPage from './podcast-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const episode = (n: number, overrides: Partial<Podcast> = {}): Podcast => ({
  id: `p${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: `Reading the wind ${n}`,
  description: 'How the wind moves a target.\n\nAnd what to do about it.',
  imageUrl: null,
  audioUrl: `/audio/p${n}.mp3`,
  duration: 1865,
  publishedAt: '2026-11-20T10:00:00.000Z',
  episodeNumber: n,
  featured: n === 2,
  guestName: n === 2 ? 'Asha Rao' : null,
  guestTitle: null,
  ...overrides,
});

const server = setupApiServer(
  mockRoute(contentApi.podcasts.list, [episode(2), episode(1)]),
  mockRoute(contentApi.featuredPodcasts, [episode(2)]),
);

describe('the podcast pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor opens /podcasts in Hindi, then the headings, episode cards, buttons and dates read in Hindi', async () => {
    renderScreen(<PodcastsPage />, { path: '/podcasts' });
    expect(screen.getByRole('heading', { level: 1, name: 'पॉडकास्ट' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'फ़ीचर्ड एपिसोड' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'सभी एपिसोड' })).toBeTruthy();
    const card = await screen.findByRole('article', { name: 'Reading the wind 1' });
    expect(within(card).getByText('20 नव॰ 2026')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'एपिसोड चलाएँ: Reading the wind 1' })).toBeTruthy();
    expect(within(card).getByRole('link', { name: 'शो नोट्स: Reading the wind 1' })).toBeTruthy();
    expect(screen.getByText('Asha Rao के साथ')).toBeTruthy();
    const player = screen.getByRole('group', { name: 'प्लेयर: Reading the wind 2' });
    expect(within(player).getByRole('button', { name: 'चलाएँ' })).toBeTruthy();
    expect(within(player).getByRole('slider', { name: 'आगे-पीछे करें' }).getAttribute('aria-valuetext')).toBe('31:05 में से 00:00');
  });

  it('when a visitor opens an episode in Hindi, then its headings and date read in Hindi and the show notes as written', async () => {
    server.use(mockRoute(contentApi.podcasts.get, episode(2)));
    renderScreen(<PodcastPage />, { path: '/podcasts/p2', pattern: '/podcasts/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Reading the wind 2' })).toBeTruthy();
    expect(screen.getByText('एपिसोड 2')).toBeTruthy();
    expect(screen.getByText('20 नव॰ 2026')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'शो नोट्स' })).toBeTruthy();
    expect(screen.getByText('How the wind moves a target.')).toBeTruthy();
    expect(screen.getByText('शूटिंग एक्सपर्ट')).toBeTruthy();
    expect(screen.getByRole('link', { name: '← सभी एपिसोड' })).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'सुनें: Reading the wind 1' })).toBeTruthy();
  });

  it('when an episode is missing, then it says so in Hindi with a way back', async () => {
    server.use(mockRouteError(contentApi.podcasts.get, 404, 'Not found'));
    renderScreen(<PodcastPage />, { path: '/podcasts/nope', pattern: '/podcasts/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'एपिसोड नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'सभी एपिसोड पर वापस जाएँ' })).toBeTruthy();
  });
});
