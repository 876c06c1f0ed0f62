import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { practiceApi, practiceLogsApi, trainingApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { practiceStats, techniqueAnalysis } from '../../shared/stats/test-fixtures.ts';
import TrainingHubPage from './training-hub-page.tsx';

const stats = practiceStats({
  basis: { sessions: 2, rounds: 5, detailedRounds: 5, totalOnlyRounds: 0, detailedTargets: 125, note: '' },
  targets: 125,
  kills: 105,
  averagePerRound: 21,
  hitRate: 0.84,
  trend: {
    bySession: [
      { sessionId: 'a1', date: '2026-11-20T00:00:00.000Z', rounds: 1, averagePerRound: 20 },
      { sessionId: 'a2', date: '2026-12-01T00:00:00.000Z', rounds: 4, averagePerRound: 21.25 },
    ],
    byMonth: [],
    slopePerMonth: null,
  },
});
const analysis = techniqueAnalysis();

setupApiServer(
  mockRoute(practiceApi.getStats, stats),
  mockRoute(practiceLogsApi.competitions.list, { items: [], total: 0 }),
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
  mockRoute(trainingApi.listTechniqueAnalyses, { items: [analysis], total: 1 }),
  mockRoutePending(practiceLogsApi.wellbeingEffects),
);
const open = (tab = '') => renderScreen(<TrainingHubPage />, { path: `/training-hub${tab}`, user: testUser() });

describe('Training Hub', () => {
  it('lists the recent sessions, newest first, each with its shot pattern', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Training Hub' })).toBeTruthy();
    const recent = screen.getByRole('region', { name: 'Recent sessions' });
    const items = await within(recent).findAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      '1 Dec 2026 · 21.25 per round over 4 roundsShot pattern',
      '20 Nov 2026 · 20 per round over 1 roundShot pattern',
    ]);
    expect(within(recent).getByRole('link', { name: 'Shot pattern of 1 Dec 2026' }).getAttribute('href')).toBe(
      '/technique-insights?session=a2#shot-pattern',
    );
    expect(screen.getByRole('link', { name: 'Weather Analysis' }).parentElement!.textContent).toBe(
      'Weather Analysis: your scores in wind, heat and light.',
    );
  });

  it('shows the latest analysis on the Technique tab', async () => {
    open('?tab=technique');
    const technique = screen.getByRole('region', { name: 'Technique' });
    expect((await within(technique).findByText(/^Overall score/)).textContent).toBe('Overall score 84. Solid on the straight targets.');
    expect(within(technique).getByRole('heading', { name: 'To work on' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates and numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'ट्रेनिंग हब' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'सेशन लॉग करें' })).toBeTruthy();
      const recent = screen.getByRole('region', { name: 'हाल के सेशन' });
      const items = await within(recent).findAllByRole('listitem');
      expect(items[0]!.textContent).toBe('1 दिस॰ 2026 · 4 राउंड में प्रति राउंड 21.25शॉट पैटर्न');
      expect(within(recent).getByRole('link', { name: '1 दिस॰ 2026 का शॉट पैटर्न' })).toBeTruthy();
      expect(screen.getByRole('combobox', { name: 'लॉग' })).toBeTruthy();
      await userEvent.click(screen.getByRole('tab', { name: 'तकनीक' }));
      const technique = screen.getByRole('region', { name: 'तकनीक' });
      expect((await within(technique).findByText(/^ओवरऑल स्कोर/)).textContent).toBe('ओवरऑल स्कोर 84। Solid on the straight targets.');
      expect(within(technique).getByRole('link', { name: 'तकनीक की जानकारी खोलें' })).toBeTruthy();
    });
  });
});
