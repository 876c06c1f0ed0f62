import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { blogCommentsApi, moderationApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { ModerationDashboard } from './moderation-dashboard.tsx';

const server = setupApiServer();
const summary = { openReports: 1234, hiddenTopics: 2, hiddenReplies: 3, lockedTopics: 1, pinnedTopics: 4 };
const open = () => renderScreen(<ModerationDashboard />, { path: '/moderator', user: testUser({ role: 'admin' }) });

describe('the moderators’ dashboard', () => {
  it('shows each queue with its count, a link to the queue', async () => {
    server.use(
      mockRoute(moderationApi.moderationSummary, summary),
      mockRoute(blogCommentsApi.blogCommentQueue, { items: [], total: 0, pending: 5 }),
    );
    open();
    const queues = await screen.findByRole('list', { name: 'Queues' });
    const reports = within(queues).getByTestId('queue-open-reports');
    expect(reports.textContent).toBe('1,234Open reportsReports waiting for a decision');
    expect(reports.getAttribute('href')).toBe('/moderator/reports');
    expect(await within(queues).findByText('5')).toBeTruthy();
    expect(within(queues).getByTestId('queue-comments-awaiting-approval').textContent).toContain('Comments awaiting approval');
    expect(screen.getByText('What needs your attention across the forum, the blog and reports.')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the counts too', async () => {
      server.use(
        mockRoute(moderationApi.moderationSummary, summary),
        mockRoute(blogCommentsApi.blogCommentQueue, { items: [], total: 0, pending: 5 }),
      );
      open();
      const queues = await screen.findByRole('list', { name: 'कतारें' });
      // the test ids stay the English labels' words, whatever the language
      const reports = within(queues).getByTestId('queue-open-reports');
      expect(reports.textContent).toBe('1,234खुली रिपोर्टेंफ़ैसले का इंतज़ार कर रही रिपोर्टें');
      expect(within(queues).getByRole('link', { name: /छिपाए गए टॉपिक/ })).toBeTruthy();
      expect(screen.getByText('फ़ोरम, ब्लॉग और रिपोर्टों में किन चीज़ों पर आपका ध्यान चाहिए।')).toBeTruthy();
    });
  });
});
