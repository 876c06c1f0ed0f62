import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentAdminApi, contentApi, newsletterIssuesApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, mockRouteError, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { NewsletterComposer } from './newsletter-composer.tsx';

// only what the composer reads of each item (its id, title and summary text)
const posts = [{ id: 'b1', title: 'Reading the wind at Jaipur', excerpt: 'Flags, trees and the trap house roof.' }] as unknown as RouteResponse<
  typeof contentAdminApi.listBlogPostsForAdmin
>;
const podcasts = [{ id: 'p1', title: 'Trap talk with the state coach', description: 'Gun fit.' }] as unknown as RouteResponse<
  typeof contentApi.podcasts.list
>;
const amas = [{ id: 'a1', title: 'Ask a national champion', description: 'Match nerves.' }] as unknown as RouteResponse<
  typeof contentApi.upcomingAmas
>;

const server = setupApiServer(mockRoute(newsletterIssuesApi.listNewsletterIssues, []));
const open = () => renderScreen(<NewsletterComposer />, { path: '/admin', user: testUser({ role: 'admin' }) });
const answerAll = () =>
  server.use(
    mockRoute(contentAdminApi.listBlogPostsForAdmin, posts),
    mockRoute(contentApi.podcasts.list, podcasts),
    mockRoute(contentApi.upcomingAmas, amas),
  );

describe('the newsletter composer’s recent content', () => {
  it('shows a spinner while any of the three lists loads', async () => {
    answerAll();
    server.use(mockRoutePending(contentApi.upcomingAmas));
    open();
    expect(await screen.findByText('Loading recent content...')).toBeTruthy();
    expect(screen.queryByLabelText('Reading the wind at Jaipur')).toBeNull();
  });

  it('offers the latest posts, episodes and AMAs to pick from', async () => {
    answerAll();
    open();
    expect(await screen.findByLabelText('Reading the wind at Jaipur')).toBeTruthy();
    expect(screen.getByLabelText('Podcast: Trap talk with the state coach')).toBeTruthy();
    expect(screen.getByLabelText('AMA: Ask a national champion')).toBeTruthy();
  });

  it('says when nothing is published yet', async () => {
    server.use(
      mockRoute(contentAdminApi.listBlogPostsForAdmin, []),
      mockRoute(contentApi.podcasts.list, []),
      mockRoute(contentApi.upcomingAmas, []),
    );
    open();
    expect(await screen.findByText('Nothing published yet.')).toBeTruthy();
  });

  it('says the recent content could not be loaded when one list fails', async () => {
    answerAll();
    server.use(mockRouteError(contentApi.podcasts.list));
    open();
    expect(await screen.findByText('Recent content could not be loaded: Internal server error', {}, { timeout: 10_000 })).toBeTruthy();
  });
});

describe('the newsletter composer in Hindi', () => {
  inLanguage('hi');
  it('reads in Hindi when the page is in Hindi, the sent issues’ counts and dates too', async () => {
    answerAll();
    server.use(
      mockRoute(newsletterIssuesApi.listNewsletterIssues, [
        {
          id: 'n1',
          subject: 'December at the range',
          intro: '',
          topic: 'events',
          items: [],
          status: 'sent',
          matched: 1500,
          sent: 1498,
          failed: 2,
          createdBy: 'u-admin',
          createdAt: '2026-12-01T04:00:00.000Z',
          sentAt: '2026-12-01T04:30:00.000Z',
        },
      ]),
    );
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'न्यूज़लेटर' })).toBeTruthy();
    const sent = await screen.findByRole('list', { name: 'भेजे गए इशू' });
    expect(within(sent).getByText('1,500 में से 1,498 को भेजा गया')).toBeTruthy();
    expect(within(sent).getByText('2 नहीं भेजे जा सके')).toBeTruthy();
    expect(within(sent).getByText('1 दिस॰ 2026, 10:00 am')).toBeTruthy();
    expect(within(sent).getByText('इवेंट')).toBeTruthy();
    expect(within(sent).getByRole('button', { name: 'नए सब्सक्राइबरों को भेजें' })).toBeTruthy();
    await screen.findByLabelText('Reading the wind at Jaipur');
    await userEvent.click(screen.getByRole('button', { name: 'इशू भेजें' }));
    expect(await screen.findByText('विषय ज़रूरी है')).toBeTruthy();
    expect(screen.getByText('कम से कम एक आइटम चुनें')).toBeTruthy();
  });
});
