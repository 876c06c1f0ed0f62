import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ModeratedTopicDetail } from '@trap/contracts';
import { moderationApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { ForumModeration } from './forum-moderation.tsx';

const author = { id: 'u-1', displayName: 'Arjun Mehta', avatarUrl: null, profileUrl: null };
const topic: ModeratedTopicDetail = {
  id: '6750a1b2c3d4e5f6a7b8c9d1',
  title: 'Hold points on station 4',
  excerpt: 'Where do you hold?',
  categoryId: 'c-1',
  categoryName: 'Technique',
  author,
  createdAt: '2026-11-26T14:00:00.000Z',
  lastActivityAt: '2026-11-26T14:00:00.000Z',
  replyCount: 2,
  views: 10,
  pinned: true,
  locked: false,
  hidden: null,
  hiddenReplyCount: 1,
  content: 'Where do you hold?',
  replies: [
    {
      id: 'r-1',
      content: 'Just above the house.',
      author,
      quote: null,
      createdAt: '2026-11-26T15:00:00.000Z',
      hidden: { reason: 'Off topic', by: 'u-mod', at: '2026-11-26T16:00:00.000Z' },
    },
  ],
};
const { replies: _replies, content: _content, ...summary } = topic;

const server = setupApiServer();
const open = (path = '/moderator/forum') =>
  renderScreen(<ForumModeration />, { path, pattern: '/moderator/forum', user: testUser({ role: 'moderator' }) });

describe('forum moderation', () => {
  it('lists the topics with their badges and reply counts, and opens one with its actions', async () => {
    server.use(
      mockRoute(moderationApi.moderationForumTopics, { items: [summary], page: 1, pageSize: 20, total: 1 }),
      mockRoute(moderationApi.moderationForumTopic, topic),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Topics' });
    expect(within(list).getByText('Technique · Arjun Mehta · 2 replies · 26 Nov 2026, 7:30 pm')).toBeTruthy();
    expect(within(list).getByText('1 hidden reply')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: /Hold points on station 4/ }));
    const actions = await screen.findByRole('group', { name: 'Topic actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Unpin', 'Lock', 'Move', 'Hide']);
    expect(screen.getByText(/Technique · by Arjun Mehta · 26 Nov 2026, 7:30 pm ·/)).toBeTruthy();
    expect(screen.getByText('Hidden: Off topic')).toBeTruthy();
    await userEvent.click(within(actions).getByRole('button', { name: 'Lock' }));
    const dialog = await screen.findByRole('dialog', { name: 'Lock "Hold points on station 4"' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Lock' }));
    expect(await within(dialog).findByText('Give a reason: the author is told')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates too', async () => {
      server.use(
        mockRoute(moderationApi.moderationForumTopics, { items: [summary], page: 1, pageSize: 20, total: 1 }),
        mockRoute(moderationApi.moderationForumTopic, topic),
      );
      open();
      const list = await screen.findByRole('list', { name: 'टॉपिक' });
      expect(within(list).getByText('Technique · Arjun Mehta · 2 जवाब · 26 नव॰ 2026, 7:30 pm')).toBeTruthy();
      expect(within(list).getByText('1 छिपाया गया जवाब')).toBeTruthy();
      expect(screen.getByRole('group', { name: 'दिखाएँ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सभी टॉपिक' })).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: /Hold points on station 4/ }));
      const actions = await screen.findByRole('group', { name: 'टॉपिक पर कार्रवाई' });
      expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['अनपिन करें', 'लॉक करें', 'मूव करें', 'छिपाएँ']);
      expect(screen.getByRole('heading', { name: 'जवाब (1)' })).toBeTruthy();
      expect(screen.getByText(/Technique · Arjun Mehta का · 26 नव॰ 2026, 7:30 pm ·/)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'जवाब वापस लाएँ' })).toBeTruthy();
      expect(screen.getByRole('button', { name: '← टॉपिक पर वापस जाएँ' })).toBeTruthy();
    });

    it('says in Hindi that a filter has no topics', async () => {
      server.use(mockRoute(moderationApi.moderationForumTopics, { items: [], page: 1, pageSize: 20, total: 0 }));
      open('/moderator/forum?filter=locked');
      expect(await screen.findByText('कोई लॉक्ड टॉपिक नहीं है।')).toBeTruthy();
    });
  });
});
