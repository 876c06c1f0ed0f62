import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { SearchResult } from '@trap/contracts';
import { contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import SearchPage from './search-page.tsx';

const result: SearchResult = {
  query: 'choke',
  total: 12,
  results: [
    { type: 'shooting_tip', id: 't1', title: 'Choke for station 4', titleHtml: '<mark>Choke</mark> for station 4', snippetHtml: 'Tighter <mark>choke</mark>', url: '/shooting-tips/t1', score: 2 },
    { type: 'podcast', id: 'p1', title: 'Choke talk', titleHtml: '<mark>Choke</mark> talk', snippetHtml: 'An episode', url: '/podcasts/p1', score: 1 },
  ],
};
const server = setupApiServer(mockRoute(contentApi.search, result));

describe('the search page in Hindi', () => {
  inLanguage('hi');

  it('reads its heading, filters, count and group names in Hindi, the searched words as typed', async () => {
    renderScreen(<SearchPage />, { path: '/search?q=choke' });
    expect(screen.getByRole('heading', { level: 1, name: 'सर्च' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सर्च करें' })).toBeTruthy();
    const filters = screen.getByRole('group', { name: 'नतीजे का प्रकार' });
    expect(within(filters).getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(within(filters).getByRole('button', { name: 'शूटिंग टिप्स' })).toBeTruthy();
    expect(await screen.findByText((_, el) => el?.className === 'search__count' && el.textContent === '“choke” के लिए 12 नतीजे (सबसे अच्छे 2 दिख रहे हैं)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'पॉडकास्ट (1)' })).toBeTruthy();
  });

  it('says there is nothing in the chosen type in Hindi, and offers to search everything', async () => {
    server.use(mockRoute(contentApi.search, { query: 'zzz', total: 0, results: [] }));
    renderScreen(<SearchPage />, { path: '/search?q=zzz&type=shooter' });
    const empty = await screen.findByTestId('search-no-results');
    expect(empty.textContent).toContain('शूटरों में “zzz” के लिए कोई नतीजा नहीं।');
    await userEvent.click(within(empty).getByRole('button', { name: 'सब में सर्च करें' }));
    expect(screen.getByRole('button', { name: 'सभी', pressed: true })).toBeTruthy();
  });
});

describe('the search page in English', () => {
  it('reads as before: the count with the searched words in bold, and no results in a type', async () => {
    server.use(mockRoute(contentApi.search, result));
    const { unmount } = renderScreen(<SearchPage />, { path: '/search?q=choke' });
    expect(await screen.findByText((_, el) => el?.className === 'search__count' && el.textContent === '12 results for “choke” (showing the best 2)')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Shooting tips (1)' })).toBeTruthy();
    unmount();
    server.use(mockRoute(contentApi.search, { query: 'zzz', total: 0, results: [] }));
    renderScreen(<SearchPage />, { path: '/search?q=zzz&type=ama' });
    const empty = await screen.findByTestId('search-no-results');
    expect(empty.textContent).toBe('No results for “zzz” in ama sessions.Check the spelling, try fewer or more general words, or search every type.Search everything');
  });
});
