import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { BlogCommentQueueItem } from '@trap/contracts';
import { blogCommentsApi, contentAdminApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { BlogManagement } from './blog-management.tsx';

const comment: BlogCommentQueueItem = {
  id: 'c-1',
  postId: 'p-1',
  authorId: 'u-1',
  authorName: 'Meera Iyer',
  content: 'Great read on chokes.',
  status: 'pending',
  createdAt: '2026-11-26T14:00:00.000Z',
  mine: false,
  postTitle: 'Choosing a choke',
  decidedBy: null,
  decidedAt: null,
};

const server = setupApiServer();
const open = () => renderScreen(<BlogManagement />, { path: '/moderator/blog', user: testUser({ role: 'blog_moderator' }) });

describe('blog management', () => {
  it('lists the comments awaiting approval with their actions', async () => {
    server.use(mockRoute(blogCommentsApi.blogCommentQueue, { items: [comment], total: 1, pending: 1 }));
    open();
    expect(screen.getByRole('heading', { name: 'Comments' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'Comments' });
    expect(within(list).getByText(/· 26 Nov 2026, 7:30 pm/)).toBeTruthy();
    const actions = within(list).getByRole('group', { name: 'Comment actions' });
    expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['Approve', 'Hide', 'Delete']);
    expect(screen.getByRole('button', { name: 'Awaiting approval (1)' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates and dialogs too', async () => {
      server.use(mockRoute(blogCommentsApi.blogCommentQueue, { items: [comment], total: 1, pending: 1 }));
      open();
      expect(screen.getByRole('heading', { name: 'कमेंट' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'कमेंट' });
      expect(within(list).getByText(/· 26 नव॰ 2026, 7:30 pm/)).toBeTruthy();
      const actions = within(list).getByRole('group', { name: 'कमेंट पर कार्रवाई' });
      expect(within(actions).getAllByRole('button').map((b) => b.textContent)).toEqual(['मंज़ूर करें', 'छिपाएँ', 'डिलीट करें']);
      expect(screen.getByRole('button', { name: 'मंज़ूरी बाकी (1)' })).toBeTruthy();
      await userEvent.click(within(actions).getByRole('button', { name: 'डिलीट करें' }));
      const dialog = await screen.findByRole('alertdialog', { name: 'यह कमेंट डिलीट करें?' });
      expect(within(dialog).getByRole('button', { name: 'रद्द करें' })).toBeTruthy();
    });

    it('shows a content admin the posts in Hindi, with their state', async () => {
      server.use(
        mockRoute(blogCommentsApi.blogCommentQueue, { items: [], total: 0, pending: 0 }),
        mockRoute(contentAdminApi.listBlogPostsForAdmin, [
          {
            id: 'p-1',
            title: 'Choosing a choke',
            content: 'Text',
            excerpt: 'Text',
            imageUrl: null,
            category: 'Technique',
            authorId: 'u-2',
            authorName: 'Editor',
            publishedAt: '2026-11-26T14:00:00.000Z',
            featured: false,
            tags: [],
            status: 'draft',
            createdAt: '2026-11-20T14:00:00.000Z',
            updatedAt: '2026-11-20T14:00:00.000Z',
          },
        ] as never),
      );
      renderScreen(<BlogManagement />, { path: '/moderator/blog', user: testUser({ role: 'content_admin' }) });
      expect(await screen.findByText('कोई कमेंट मंज़ूरी का इंतज़ार नहीं कर रहा।')).toBeTruthy();
      const posts = await screen.findByRole('list', { name: 'पोस्ट' });
      expect(within(posts).getByText('ड्राफ़्ट')).toBeTruthy();
      expect(within(posts).getByRole('button', { name: 'पब्लिश करें' })).toBeTruthy();
    });
  });
});
