import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { describe, expect, it } from 'vitest';
import { authUsersAdminApi, moderationApi, settingsAuditApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SuperAdminDashboard } from './superadmin-pages.tsx';

const stats: RouteResponse<typeof authUsersAdminApi.userStats> = {
  total: 1234,
  byTier: { range_pass: 1000, shooters_circle: 200, pro_lane: 34 },
  byMembershipStatus: {},
  byAccountStatus: { active: 1200, suspended: 30, marked_for_deletion: 4 },
  signups7d: 12,
  signups30d: 48,
  active7d: 300,
  active30d: 700,
} as RouteResponse<typeof authUsersAdminApi.userStats>;
const analytics = {
  days: ['2026-12-06', '2026-12-07'],
  series: { sessions_logged: [3, 4] },
  totals: { sessions_logged: 7 },
  revenueThisMonthPaise: 12_345_600,
  retention: [],
} as unknown as RouteResponse<typeof settingsAuditApi.getAnalytics>;

const server = setupApiServer();
const answer = () =>
  server.use(
    mockRoute(authUsersAdminApi.userStats, stats),
    mockRoute(settingsAuditApi.getAnalytics, analytics),
    mockRoute(moderationApi.moderationSummary, { openReports: 2, hiddenTopics: 0, hiddenReplies: 0, lockedTopics: 0, pinnedTopics: 0 }),
    http.get('/readyz', () => HttpResponse.json({ status: 'ok', checks: { auth: 'ok', content: 'down', redis: 'ok' }, services: {} })),
  );
const open = () => renderScreen(<SuperAdminDashboard />, { path: '/superadmin', user: testUser({ role: 'superadmin' }) });

describe('the super-admin dashboard', () => {
  it('shows the member figures, the month’s revenue in rupees and the services’ health', async () => {
    answer();
    open();
    expect(await screen.findByText('1,234')).toBeTruthy();
    expect(screen.getByText('Sign-ups, 7 days')).toBeTruthy();
    expect(await screen.findByText('₹1,23,456')).toBeTruthy();
    const health = await screen.findByRole('list', { name: 'System health' });
    expect(within(health).getAllByText('Healthy').length).toBeGreaterThan(0);
    expect(within(health).getByText('Accounts (auth)')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the figures and rupees too', async () => {
      answer();
      open();
      expect(screen.getByRole('heading', { level: 2, name: 'डैशबोर्ड' })).toBeTruthy();
      expect(await screen.findByText('1,234')).toBeTruthy();
      expect(screen.getByText('साइन-अप, 7 दिन')).toBeTruthy();
      expect(screen.getByText('डिलीट के लिए मार्क')).toBeTruthy();
      expect(await screen.findByText('₹1,23,456')).toBeTruthy();
      expect(screen.getByText('इस महीने की कमाई')).toBeTruthy();
      const health = await screen.findByRole('list', { name: 'सिस्टम की सेहत' });
      expect(within(health).getByText('अकाउंट (auth)')).toBeTruthy();
      expect(within(health).getAllByText('ठीक है').length).toBeGreaterThan(0);
      expect(within(health).getByText('बंद')).toBeTruthy();
    });
  });
});
