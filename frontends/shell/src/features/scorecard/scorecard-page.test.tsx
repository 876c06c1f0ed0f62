import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { communityApi, scorecardsApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import ScorecardPage from './scorecard-page.tsx';

const token = 'abcdefghijklmnopqrstuv';
const card: RouteResponse<typeof scorecardsApi.getScorecard> = {
  token,
  ownerId: 'u1',
  title: 'Sunday practice',
  date: '2026-12-06T04:30:00.000Z',
  discipline: 'olympic-trap',
  disciplineLabel: 'ISSF Olympic Trap',
  location: 'Pune',
  totalScore: 44,
  totalTargets: 50,
  rounds: 2,
  analysis: 'Most misses on station 4.',
  imageUrl: '/api/scorecards/abc.svg',
};
const server = setupApiServer(mockRoute(scorecardsApi.getScorecard, card), mockRouteError(communityApi.getMember, 404, 'Not found'));
const open = () => renderScreen(<ScorecardPage />, { path: `/scorecard/${token}`, pattern: '/scorecard/:token' });

describe('the shared scorecard', () => {
  it('reads in English as before', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Sunday practice' })).toBeTruthy();
    expect(screen.getByText('Shared scorecard')).toBeTruthy();
    expect(screen.getByText('ISSF Olympic Trap · 6 December 2026 · Pune')).toBeTruthy();
    expect(screen.getByLabelText('Score 44 of 50').textContent).toBe('44 / 50 in 2 rounds');
    expect(screen.getByRole('link', { name: 'Join Trap India' })).toBeTruthy();
  });

  describe('in Hindi', () => {
    inLanguage('hi');

    it('reads its labels, the date and the rounds in Hindi; the title and the place as written', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'Sunday practice' })).toBeTruthy();
      expect(screen.getByText('शेयर किया गया स्कोरकार्ड')).toBeTruthy();
      expect(screen.getByText('ISSF Olympic Trap · 6 दिसंबर 2026 · Pune')).toBeTruthy();
      expect(screen.getByLabelText('50 में से स्कोर 44').textContent).toBe('44 / 50 2 राउंड में');
      expect(screen.getByRole('link', { name: 'Trap India से जुड़ें' })).toBeTruthy();
    });

    it('says a scorecard no longer shared is not found, in Hindi', async () => {
      server.use(mockRouteError(scorecardsApi.getScorecard, 404, 'Not found'));
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'स्कोरकार्ड नहीं मिला' })).toBeTruthy();
      expect(screen.getByRole('link', { name: 'होम पेज पर जाएँ' })).toBeTruthy();
    });
  });
});
