import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { settingsAuditApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, renderScreen, setupApiServer, stubResizeObserver, testUser } from '@trap/ui/testing/index.ts';
import SuperAdminAnalytics from './analytics-page.tsx';

const analytics = {
  days: ['2026-12-06', '2026-12-07'],
  series: { signups: [1200, 34], revenue_paise: [12_345_600, 0], paying_members: [40, 41] },
  totals: { signups: 1234, revenue_paise: 12_345_600, paid_invoices: 9, paying_members: 41 },
  revenueThisMonthPaise: 12_345_600,
  retention: [{ month: '2026-11', signups: 50, active: [25] }],
} as unknown as RouteResponse<typeof settingsAuditApi.getAnalytics>;

const server = setupApiServer();
// the charts size themselves
stubResizeObserver();
const open = () => renderScreen(<SuperAdminAnalytics />, { path: '/superadmin/analytics', user: testUser({ role: 'superadmin' }) });

describe('the super-admin analytics', () => {
  it('shows each chart’s figures and the retention table', async () => {
    server.use(mockRoute(settingsAuditApi.getAnalytics, analytics));
    open();
    const signups = await screen.findByRole('region', { name: 'Sign-ups' });
    expect(within(signups).getByText('1,234 new members')).toBeTruthy();
    expect(within(signups).getByRole('img', { name: 'Sign-ups per day, 6 Dec to 7 Dec: 1,234 in all' })).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Revenue' })).getByText('₹1,23,456 from 9 payments')).toBeTruthy();
    const table = screen.getByRole('region', { name: 'Retention table' });
    expect(within(table).getByRole('rowheader', { name: 'Nov 2026' })).toBeTruthy();
    expect(within(table).getByText('50%')).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates, numbers and rupees too', async () => {
      server.use(mockRoute(settingsAuditApi.getAnalytics, analytics));
      open();
      expect(screen.getByRole('heading', { level: 2, name: 'एनालिटिक्स' })).toBeTruthy();
      expect(screen.getByRole('option', { name: 'पिछले 30 दिन' })).toBeTruthy();
      const signups = await screen.findByRole('region', { name: 'साइन-अप' });
      expect(within(signups).getByText('1,234 नए मेंबर')).toBeTruthy();
      expect(within(signups).getByRole('img', { name: 'हर दिन के साइन-अप, 6 दिस॰ से 7 दिस॰: कुल 1,234' })).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'कमाई' })).getByText('9 भुगतानों से ₹1,23,456')).toBeTruthy();
      const table = screen.getByRole('region', { name: 'रिटेंशन टेबल' });
      expect(within(table).getByRole('columnheader', { name: 'महीना 1' })).toBeTruthy();
      expect(within(table).getByRole('rowheader', { name: 'नव॰ 2026' })).toBeTruthy();
    });
  });
});
