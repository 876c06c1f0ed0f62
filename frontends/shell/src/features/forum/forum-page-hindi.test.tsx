import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forumApi } from '@trap/contracts/api/route-paths';
import type { ForumCategory, ForumTopicSummary } from '@trap/contracts';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ForumPage from './forum-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const category: ForumCategory = {
  id: 'c1',
  name: 'General Discussion',
  description: 'Anything trap.',
  iconName: 'comments',
  topicCount: 2,
  replyCount: 3,
  lastActivityAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};
const topic: ForumTopicSummary = {
  id: 't1',
  title: 'Station 4 misses',
  excerpt: 'Why do I miss',
  categoryId: 'c1',
  categoryName: 'General Discussion',
  author: { id: 'u1', displayName: 'Asha', avatarUrl: null, profileUrl: null },
  createdAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  lastActivityAt: new Date(Date.now() - 3 * 86_400_000).toISOString(),
  replyCount: 1,
  views: 12,
  pinned: true,
  locked: false,
};

setupApiServer(
  mockRoute(forumApi.listForumCategories, [category]),
  mockRoute(forumApi.hotForumTopics, [topic]),
  mockRoute(forumApi.latestForumTopics, { items: [topic], page: 1, pageSize: 20, total: 1 }),
  mockRoute(forumApi.forumReadMarks, { topics: {} }),
);

describe('the forum in Hindi', () => {
  inLanguage('hi');

  it('when a member opens the forum in Hindi, then its headings, counts, badges and dates read in Hindi', async () => {
    renderScreen(<ForumPage />, { path: '/forum', user: testUser() });
    expect(screen.getByRole('heading', { level: 1, name: 'कम्युनिटी फ़ोरम' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'नया टॉपिक' })).toBeTruthy();
    expect(await screen.findByText(/2 टॉपिक · 3 जवाब · 2 घंटे पहले/)).toBeTruthy();
    const latest = screen.getByRole('list', { name: 'नए टॉपिक' });
    expect(within(latest).getByText('पिन किया गया')).toBeTruthy();
    expect(within(latest).getByText('3 दिन पहले')).toBeTruthy();
  });
});
