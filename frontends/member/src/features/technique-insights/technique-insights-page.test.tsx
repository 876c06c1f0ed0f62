import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { ShotPatternRecord } from '@trap/contracts';
import { practiceApi, trainingApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { practiceStats, techniqueAnalysis } from '../../shared/stats/test-fixtures.ts';
import TechniqueInsightsPage from './technique-insights-page.tsx';

const stats = practiceStats({
  trend: { bySession: [{ sessionId: 's1', date: '2026-12-01T00:00:00.000Z', rounds: 4, averagePerRound: 21.25 }], byMonth: [], slopePerMonth: null },
});
const record = techniqueAnalysis({
  strengths: ['Straight targets: 95%'],
  findings: [{ kind: 'station', text: 'Weakest station: station 4 at 60%', evidence: {} }],
  basis: 'From 4 rounds.',
  previousScore: 80,
});
const pattern: ShotPatternRecord = {
  id: 'p1',
  userId: 'u-priya',
  computedAt: '2026-12-01T10:00:00.000Z',
  sessionId: 's1',
  date: '2026-12-01T00:00:00.000Z',
  title: 'Evening practice',
  discipline: 'olympic-trap',
  stationData: [
    {
      station: 4,
      targets: 5,
      hits: 3,
      misses: 2,
      byDirection: [
        { direction: 'left', targets: 2, hits: 1 },
        { direction: 'right', targets: 3, hits: 2 },
      ],
    },
  ],
  totalHits: 3,
  totalMisses: 2,
  analysis: 'Most misses on station 4.',
};

setupApiServer(
  mockRoute(trainingApi.listTechniqueAnalyses, { items: [record], total: 1 }),
  mockRoute(practiceApi.getStats, stats),
  mockRoute(practiceApi.getCoachTrends, { analysis: '' }),
  mockRoute(practiceApi.getCoachEquipmentTips, { tips: 'Keep the cheek down.' }),
  mockRoute(practiceApi.getCoachFeedback, { feedback: 'Good session.' }),
  mockRoute(trainingApi.getShotPatternRecord, pattern),
);
const open = () => renderScreen(<TechniqueInsightsPage />, { path: '/technique-insights', user: testUser() });

describe('Technique Insights', () => {
  it('shows the latest analysis, the coach, the session’s shot pattern and the history', async () => {
    open();
    expect(screen.getByRole('heading', { level: 1, name: 'Technique Insights' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Run new analysis' })).toBeTruthy();
    const overall = await screen.findByRole('region', { name: 'Analysis of 1 Dec 2026' });
    expect(within(overall).getByLabelText('Overall score').textContent).toBe('84');
    expect(within(overall).getByText('+4 since the previous analysis')).toBeTruthy();
    expect(within(overall).getByText('Rests on your last 2 session(s). From 4 rounds.')).toBeTruthy();
    expect(within(screen.getByRole('region', { name: 'Findings from your shots' })).getByText('Weakest station')).toBeTruthy();
    expect(await screen.findByText('No trend analysis available.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Ask again: Technique tips' })).toBeTruthy();
    const stations = await screen.findByRole('list', { name: 'Hits and misses per station' });
    expect(stations.textContent).toBe('Station 4: 3 of 5 hit, 2 missed (left 1/2, right 2/3)');
    expect(screen.getByRole('combobox', { name: 'Session' }).textContent).toBe('1 Dec 2026 · 21.25 per round over 4 rounds');
    const history = screen.getByRole('region', { name: 'History of analyses' });
    expect(within(history).getByRole('button').textContent).toBe('1 Dec 2026, 3:30 pm · 2 session(s)84 · 1 weakness(es)');
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the dates and numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'तकनीक की जानकारी' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'नया विश्लेषण करें' })).toBeTruthy();
      const overall = await screen.findByRole('region', { name: '1 दिस॰ 2026 का विश्लेषण' });
      expect(within(overall).getByLabelText('ओवरऑल स्कोर').textContent).toBe('84');
      expect(within(overall).getByText('पिछले विश्लेषण से +4')).toBeTruthy();
      expect(within(screen.getByRole('region', { name: 'आपके शॉट से मिली बातें' })).getByText('सबसे कमज़ोर स्टेशन')).toBeTruthy();
      expect(await screen.findByText('अभी कोई ट्रेंड विश्लेषण नहीं है।')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'फिर से पूछें: तकनीक के टिप्स' })).toBeTruthy();
      const stations = await screen.findByRole('list', { name: 'हर स्टेशन पर हिट और मिस' });
      expect(stations.textContent).toBe('स्टेशन 4: 5 में से 3 हिट, 2 मिस (लेफ़्ट 1/2, राइट 2/3)');
      const history = screen.getByRole('region', { name: 'विश्लेषणों की हिस्ट्री' });
      expect(within(history).getByRole('button').textContent).toContain('2 सेशन');
      expect(within(history).getByRole('button').textContent).toContain('1 दिस॰ 2026');
    });
  });
});
