import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { BlogComment, BlogPost } from '@trap/contracts';
import { blogCommentsApi, contentApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import BlogPage from './blog-page.tsx';
import BlogPostPage from './blog-post-page.tsx';
import '../../shared/i18n/shell-texts.ts';

const post = (n: number, overrides: Partial<BlogPost> = {}): BlogPost => ({
  id: `b${n}`,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
  title: `Holding the gun on station ${n}`,
  content: 'Keep the **cheek** on the stock.',
  excerpt: 'Keep the cheek on the stock.',
  imageUrl: null,
  category: 'Club News',
  authorId: 'u1',
  authorName: 'Asha Rao',
  publishedAt: '2026-11-20T10:00:00.000Z',
  featured: n === 1,
  tags: ['stance'],
  status: 'published',
  ...overrides,
});
const comment: BlogComment = {
  id: 'c1',
  postId: 'b2',
  authorId: 'u2',
  authorName: 'Dev',
  content: 'Worked for me.',
  status: 'pending',
  createdAt: '2026-11-21T10:00:00.000Z',
  mine: true,
};

const server = setupApiServer(
  mockRoute(contentApi.blog.list, [post(1), post(2)]),
  mockRoute(contentApi.featuredBlogPosts, [post(1)]),
  mockRoute(blogCommentsApi.listBlogComments, [comment]),
);

describe('the blog pages in Hindi', () => {
  inLanguage('hi');

  it('when a visitor opens /blog in Hindi, then its headings, categories, cards and dates read in Hindi', async () => {
    renderScreen(<BlogPage />, { path: '/blog' });
    expect(screen.getByRole('heading', { level: 1, name: 'ब्लॉग' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'नए लेख' })).toBeTruthy();
    const filter = screen.getByRole('group', { name: 'ब्लॉग कैटेगरी' });
    expect(within(filter).getByRole('button', { name: 'सभी' })).toBeTruthy();
    expect(within(filter).getByRole('button', { name: 'क्लब न्यूज़' })).toBeTruthy();
    expect(await screen.findByText('फ़ीचर्ड · क्लब न्यूज़')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'और पढ़ें: Holding the gun on station 1' })).toBeTruthy();
    expect(screen.getAllByText('20 नव॰ 2026').length).toBe(2);
  });

  it('when a member opens an article in Hindi, then its byline, date, comments and form read in Hindi and the article as written', async () => {
    server.use(mockRoute(contentApi.blog.get, post(2)));
    renderScreen(<BlogPostPage />, { path: '/blog/b2', pattern: '/blog/:id', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Holding the gun on station 2' })).toBeTruthy();
    expect(screen.getByText('लेखक: Asha Rao')).toBeTruthy();
    expect(screen.getByTestId('article-date').textContent).toBe('20 नव॰ 2026');
    expect(screen.getByTestId('article-body').textContent).toContain('Keep the cheek on the stock.');
    expect(screen.getByRole('list', { name: 'टैग' })).toBeTruthy();
    expect(await screen.findByText('मंज़ूरी बाकी')).toBeTruthy();
    expect(screen.getByText('21 नव॰ 2026')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कमेंट पोस्ट करें' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'मिलते-जुलते लेख' })).toBeTruthy();
  });

  it('when a guest reads an article in Hindi, then the log-in link is in Hindi', async () => {
    server.use(mockRoute(contentApi.blog.get, post(2)));
    renderScreen(<BlogPostPage />, { path: '/blog/b2', pattern: '/blog/:id' });
    expect(await screen.findByRole('link', { name: 'लॉग इन करें' })).toBeTruthy();
  });

  it('when an article is missing, then it says so in Hindi with a way back', async () => {
    server.use(mockRouteError(contentApi.blog.get, 404, 'Not found'));
    renderScreen(<BlogPostPage />, { path: '/blog/nope', pattern: '/blog/:id' });
    expect(await screen.findByRole('heading', { level: 1, name: 'लेख नहीं मिला' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'ब्लॉग पर वापस जाएँ' })).toBeTruthy();
  });
});
