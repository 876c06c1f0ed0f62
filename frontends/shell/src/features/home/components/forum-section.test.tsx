import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { forumApi } from '@trap/contracts/api/route-paths';
import type { ForumCategory, ForumTopicSummary } from '@trap/contracts';
import { inLanguage, mockRoute, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import { ForumSection } from './forum-section.tsx';

const DAY_MS = 86_400_000;
const category: ForumCategory = {
  id: 'c1',
  name: 'General Discussion',
  description: 'Anything trap.',
  iconName: 'comments',
  topicCount: 2,
  replyCount: 3,
  lastActivityAt: new Date(Date.now() - 2 * 3_600_000).toISOString(),
};
const topic = (id: string, title: string, lastActivityAt: string): ForumTopicSummary => ({
  id,
  title,
  excerpt: '',
  categoryId: 'c1',
  categoryName: 'General Discussion',
  author: { id: 'u1', displayName: 'Asha', avatarUrl: null, profileUrl: null },
  createdAt: lastActivityAt,
  lastActivityAt,
  replyCount: 1,
  views: 12,
  pinned: false,
  locked: false,
});
// noon in India on 15 Nov 2025: over 30 days ago, so the full date
const OLD = '2025-11-15T06:30:00.000Z';

setupApiServer(
  mockRoute(forumApi.listForumCategories, [category]),
  mockRoute(forumApi.hotForumTopics, [
    topic('t1', 'Station 4 misses', new Date(Date.now() - 3 * DAY_MS).toISOString()),
    topic('t2', 'Choke for the 16 yard line', OLD),
  ]),
);
const open = () => renderScreen(<ForumSection />, { path: '/' });
const hotTopics = async (name: string) => {
  const card = (await screen.findByRole('heading', { name })).parentElement!;
  await within(card).findByRole('link', { name: 'Station 4 misses' });
  return card;
};

describe('the home page’s forum section', () => {
  it('says when a hot topic was last active in SPEC 9’s words, an old one by its date', async () => {
    open();
    const card = await hotTopics('Hot topics');
    expect(within(card).getByText('3 days ago')).toBeTruthy();
    expect(within(card).getByText('15 Nov 2025')).toBeTruthy();
  });

  describe('on a Hindi page', () => {
    inLanguage('hi');

    it('says it in Hindi: the days ago and the date', async () => {
      open();
      const card = await hotTopics('हॉट टॉपिक');
      expect(within(card).getByText('3 दिन पहले')).toBeTruthy();
      expect(within(card).getByText('15 नव॰ 2025')).toBeTruthy();
    });
  });
});
