import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Report } from '@trap/contracts';
import { reportsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { ReportedContent } from './reported-content.tsx';

const person = { id: 'u-1', displayName: 'Kabir Singh', avatarUrl: null };
const report: Report = {
  id: 'u-1:forum_reply:r-1',
  targetType: 'forum_reply',
  targetId: 'r-1',
  targetPath: '/forum/topic/t-1',
  targetLabel: null,
  content: {
    title: 'Hold points on station 4',
    text: 'Buy cheap cartridges here',
    author: { id: 'u-2', displayName: 'Spammer', avatarUrl: null },
    createdAt: '2026-11-26T14:00:00.000Z',
    hidden: false,
  },
  reason: 'spam',
  note: 'Advert',
  status: 'open',
  reporter: person,
  createdAt: '2026-11-26T15:00:00.000Z',
  reportCount: 3,
  resolutionNote: null,
  resolvedBy: null,
  resolvedAt: null,
};

const server = setupApiServer();
const open = () => renderScreen(<ReportedContent />, { path: '/moderator/reports', user: testUser({ role: 'moderator' }) });

describe('reported content', () => {
  it('lists the open reports with what was reported and the decision', async () => {
    server.use(mockRoute(reportsApi.listReports, { items: [report], total: 1, open: 1 }));
    open();
    const list = await screen.findByRole('list', { name: 'Reports' });
    expect(within(list).getByRole('heading', { level: 2, name: 'Forum reply: Spam or advertising 3 reports' })).toBeTruthy();
    expect(within(list).getByText(/Reported by Kabir Singh · 26 Nov 2026, 8:30 pm/)).toBeTruthy();
    expect(within(list).getByRole('group', { name: 'Reported forum reply' })).toBeTruthy();
    expect(within(list).getByText('By Spammer · 26 Nov 2026, 7:30 pm · in “Hold points on station 4”')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Open (1)' })).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Dismiss' }));
    const dialog = await screen.findByRole('dialog', { name: 'Dismiss this report' });
    expect(within(dialog).getByRole('button', { name: 'Dismiss report' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates too', async () => {
      server.use(mockRoute(reportsApi.listReports, { items: [report], total: 1, open: 1 }));
      open();
      const list = await screen.findByRole('list', { name: 'रिपोर्टें' });
      expect(within(list).getByRole('heading', { level: 2, name: 'फ़ोरम जवाब: स्पैम या विज्ञापन 3 रिपोर्टें' })).toBeTruthy();
      expect(within(list).getByText(/Kabir Singh ने रिपोर्ट किया · 26 नव॰ 2026, 8:30 pm/)).toBeTruthy();
      expect(within(list).getByRole('group', { name: 'रिपोर्ट किया गया फ़ोरम जवाब' })).toBeTruthy();
      expect(within(list).getByText('रिपोर्ट करने वाले का नोट')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'खुली (1)' })).toBeTruthy();
      const decision = within(list).getByRole('group', { name: 'फ़ैसला' });
      await userEvent.click(within(decision).getByRole('button', { name: 'कार्रवाई हुई' }));
      const dialog = await screen.findByRole('dialog', { name: 'कार्रवाई हुई, मार्क करें' });
      expect(within(dialog).getByRole('button', { name: 'रिपोर्ट सुलझाएँ' })).toBeTruthy();
    });

    it('says in Hindi that nothing is waiting', async () => {
      server.use(mockRoute(reportsApi.listReports, { items: [], total: 0, open: 0 }));
      open();
      expect(await screen.findByText('कोई खुली रिपोर्ट नहीं है। समीक्षा के लिए कुछ बाकी नहीं है।')).toBeTruthy();
    });
  });
});
