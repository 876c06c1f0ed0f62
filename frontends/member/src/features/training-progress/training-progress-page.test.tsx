import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { practiceApi, trainingApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import type { PracticeStatsBody } from '../../shared/stats/stats-api.ts';
import { practiceStats } from '../../shared/stats/test-fixtures.ts';
import TrainingProgressPage from './training-progress-page.tsx';

const bucket = (key: string, targets: number, kills: number) => ({ key, targets, kills, rate: kills / targets });
const stats = (rate: number, sessions: number, over: Partial<PracticeStatsBody> = {}): PracticeStatsBody =>
  practiceStats({
    basis: { sessions, rounds: sessions * 2, detailedRounds: sessions * 2, totalOnlyRounds: 0, detailedTargets: sessions * 50, note: '' },
    targets: sessions * 50,
    kills: Math.round(sessions * 50 * rate),
    averagePerRound: Math.round(25 * rate * 10) / 10,
    hitRate: rate,
    byStation: [bucket('1', 100, Math.round(100 * rate)), bucket('4', 100, Math.round(100 * rate) - 10)],
    byDirection: [bucket('left', 100, Math.round(100 * rate))],
    ...over,
  });
const all = stats(0.84, 1200, {
  trend: {
    bySession: [{ sessionId: 's1', date: '2026-11-20T00:00:00.000Z', rounds: 2, averagePerRound: 21 }],
    byMonth: [{ month: '2026-11', sessions: 1, rounds: 2, averagePerRound: 21 }],
    slopePerMonth: 1.25,
  },
});

setupApiServer(
  // every session, the last 90 days (from and to) and the 90 before them
  mockRoute(practiceApi.getStats, ({ request }) => {
    const q = new URL(request.url).searchParams;
    if (!q.get('from')) return all;
    return q.get('to') === new Date().toISOString().slice(0, 10) ? stats(0.84, 1200) : stats(0.7, 3);
  }),
  mockRoute(trainingApi.listGoals, { items: [] }),
);
const open = () => renderScreen(<TrainingProgressPage />, { path: '/training-progress', user: testUser() });

describe('Training Progress', () => {
  it('shows the trend and the last 90 days against the 90 before, per station and direction', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Training Progress' })).toBeTruthy();
    const trends = screen.getByRole('region', { name: 'Score trends' });
    expect((await within(trends).findByText(/Your average per round is going up by/)).textContent).toBe(
      'Your average per round is going up by 1.25 targets a month.',
    );
    expect(await within(trends).findByText(/^Last 90 days: 21 per round \(84%\) over 1,200 session\(s\)/)).toBeTruthy();
    const table = within(trends).getByRole('table', { name: 'Hit rate per station and direction' });
    const row = within(table).getByRole('row', { name: /Station 4/ });
    expect(row.textContent).toBe('Station 460%74%+14 pts');
    expect(within(table).getByRole('rowheader', { name: 'Left' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, its numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'ट्रेनिंग की प्रगति' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'ट्रेनिंग हब →' })).toBeTruthy();
      const trends = screen.getByRole('region', { name: 'स्कोर ट्रेंड' });
      expect((await within(trends).findByText(/आपका प्रति राउंड औसत/)).textContent).toBe('आपका प्रति राउंड औसत हर महीने 1.25 टारगेट बढ़ रहा है।');
      expect(await within(trends).findByText(/^पिछले 90 दिन: 1,200 सेशन में प्रति राउंड 21 \(84%\)/)).toBeTruthy();
      const table = within(trends).getByRole('table', { name: 'हर स्टेशन और दिशा का हिट रेट' });
      expect(within(table).getByRole('row', { name: /स्टेशन 4/ }).textContent).toBe('स्टेशन 460%74%+14 पॉइंट');
      expect(within(table).getByRole('rowheader', { name: 'लेफ़्ट' })).toBeTruthy();
    });
  });
});
