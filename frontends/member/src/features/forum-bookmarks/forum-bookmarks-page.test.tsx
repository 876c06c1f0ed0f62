import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ForumBookmark } from '@trap/contracts';
import { forumApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ForumBookmarksPage from './forum-bookmarks-page.tsx';

const TOPIC = '64f0a00000000000000000aa';
const bookmark: ForumBookmark = { topicId: TOPIC, title: 'Hold points on station 4', bookmarkedAt: '2026-11-20T10:00:00.000Z' };

const server = setupApiServer(mockRoute(forumApi.listForumBookmarks, { items: [] }));
const open = () => renderScreen(<ForumBookmarksPage />, { path: '/bookmarks', user: testUser() });

describe('Bookmarked Topics', () => {
  it('shows a spinner while the bookmarks load', async () => {
    server.use(mockRoutePending(forumApi.listForumBookmarks));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Bookmarked Topics' })).toBeTruthy();
    expect(await screen.findByText('Loading your bookmarks...')).toBeTruthy();
  });

  it('says so when nothing is bookmarked, with the way to the forum', async () => {
    open();
    expect(await screen.findByText(/No bookmarked topics yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'forum' }).getAttribute('href')).toBe('/forum');
  });

  it('offers Try again when the server fails, and lists the bookmarks once it answers', () =>
    expectRetryableError(server, {
      route: forumApi.listForumBookmarks,
      open,
      error: 'Your bookmarks could not be loaded',
      answer: { items: [bookmark] },
      recovered: () => screen.findByRole('link', { name: 'Hold points on station 4' }),
    }));

  it('offers Try again when the network fails', () =>
    expectRetryableError(server, {
      route: forumApi.listForumBookmarks,
      failure: 'network',
      open,
      answer: { items: [bookmark] },
      recovered: () => screen.findByRole('link', { name: 'Hold points on station 4' }),
    }));

  it('links each bookmark to its topic, and Remove takes it off the list', async () => {
    let items = [bookmark];
    server.use(
      mockRoute(forumApi.listForumBookmarks, () => ({ items })),
      mockRoute(forumApi.unbookmarkForumTopic, ({ params }) => {
        items = items.filter((b) => b.topicId !== params.id);
        return { topicId: String(params.id), bookmarked: false };
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Bookmarked topics' });
    expect(within(list).getByRole('link', { name: 'Hold points on station 4' }).getAttribute('href')).toBe(`/forum/topic/${TOPIC}`);
    await userEvent.click(within(list).getByRole('button', { name: 'Remove bookmark: Hold points on station 4' }));
    expect(await screen.findByText(/No bookmarked topics yet/)).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the date too', async () => {
      server.use(mockRoute(forumApi.listForumBookmarks, { items: [bookmark] }));
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'बुकमार्क किए गए टॉपिक' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'बुकमार्क किए गए टॉपिक' });
      expect(within(list).getByText(/20 नव॰ 2026 को सहेजा/)).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'बुकमार्क हटाएँ: Hold points on station 4' })).toBeTruthy();
    });
  });
});
