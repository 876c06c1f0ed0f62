import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Shoot, ShootCard, ShootLeaderboard } from '@trap/contracts';
import { shootsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ShootLeaderboardPage from './shoot-leaderboard-page.tsx';
import ShootTvPage from './shoot-tv-page.tsx';

const computedAt = '2026-12-07T06:40:05.000Z'; // 12:10:05 pm in India
const board: ShootLeaderboard = {
  shootId: 's1',
  title: 'Winter Cup',
  status: 'live',
  targetsScored: 48,
  computedAt,
  groups: [
    {
      discipline: 'olympic-trap',
      category: 'junior',
      label: 'ISSF Olympic Trap · Junior',
      entries: [
        { rank: 1, shooterId: 'a', name: 'Asha', userId: null, squad: 'Squad 1', rounds: [23, 24], total: 47, points: null, targetsShot: 50, tieBreak: 'count-back' },
      ],
    },
  ],
};
const squad: Shoot['squads'][number] = {
  id: 'q1',
  name: 'Squad 1',
  discipline: 'olympic-trap',
  startsAt: computedAt,
  startOrder: 1,
  shooters: [{ id: 'a', name: 'Asha', userId: null, category: 'junior', position: 1 }],
  scorerName: 'Dev',
  hasScorer: true,
  scoredByYou: false,
  locked: true,
};
const shoot: Shoot = {
  id: 's1',
  eventId: 'e1',
  title: 'Winter Cup',
  status: 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds: 2 }],
  squads: [squad],
  code: 'K7P2QX',
  isOrganiser: true,
  createdAt: computedAt,
  finishedAt: null,
};
const card: ShootCard = {
  shootId: 's1',
  squadId: 'q1',
  squad,
  rounds: 2,
  targets: [{ id: 't1', shooterId: 'a', round: 1, outcome: 'lost', direction: null, station: 1, deleted: false }],
  corrections: [{ targetId: 't1', from: 'first', to: 'lost', by: 'u1', at: computedAt, reason: 'Referee call', afterLock: true }],
  lockedAt: computedAt,
  isScorer: false,
  isOrganiser: true,
};

setupApiServer(
  mockRoute(shootsApi.getShootLeaderboard, board),
  mockRoute(shootsApi.getShoot, shoot),
  mockRoute(shootsApi.getShootCard, card),
);

describe('the shoot leaderboard in Hindi', () => {
  inLanguage('hi');

  it('reads its status, table, category and the organiser’s panel and card in Hindi', async () => {
    renderScreen(<ShootLeaderboardPage />, { path: '/shoots/s1/leaderboard', pattern: '/shoots/:id/leaderboard', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Winter Cup' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toMatch(/^फिर से जुड़ रहा है… · 48 टारगेट · 12:10:05 (pm|अपराह्न) पर अपडेट$/);
    expect(screen.getByRole('heading', { level: 2, name: 'ISSF Olympic Trap · जूनियर' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: 'रैंक' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '50 में से टोटल 47' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'फ़ुल स्क्रीन (TV)' })).toBeTruthy();

    const panel = await screen.findByRole('heading', { level: 2, name: 'आयोजक' });
    expect(panel).toBeTruthy();
    expect(screen.getByText('1. Squad 1: स्कोरर Dev · लॉक्ड')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'शूट खत्म करें' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Squad 1 का कार्ड खोलें' }));
    expect(await screen.findByText(/^7 दिस॰, 12:10 (pm|अपराह्न) को लॉक हुआ: अब सिर्फ़ आप \(आयोजक\) इसे बदल सकते हैं।$/)).toBeTruthy();
    const changes = screen.getByRole('list', { name: 'Squad 1 के दर्ज बदलाव' });
    expect(within(changes).getByText(/पहले बैरल से किल → लॉस्ट/).textContent).toContain('· लॉक के बाद · कारण: “Referee call”');
    expect(screen.getByRole('option', { name: '1: लॉस्ट' })).toBeTruthy();
  });

  it('reads the clubhouse TV’s page indicator and legend in Hindi', async () => {
    renderScreen(<ShootTvPage />, { path: '/shoots/s1/tv', pattern: '/shoots/:id/tv' });
    expect(await screen.findByTestId('tv-pager')).toHaveProperty('textContent', 'पेज 1 / 1');
    expect(screen.getByText(/^CB: काउंट-बैक से टाई का फ़ैसला/)).toBeTruthy();
  });
});

describe('the shoot leaderboard in English', () => {
  it('reads as before', async () => {
    renderScreen(<ShootLeaderboardPage />, { path: '/shoots/s1/leaderboard', pattern: '/shoots/:id/leaderboard', user: testUser() });
    expect(await screen.findByRole('heading', { level: 2, name: 'ISSF Olympic Trap · Junior' })).toBeTruthy();
    expect(screen.getByRole('status').textContent).toBe('Reconnecting… · 48 targets · updated 12:10:05 pm');
    expect(screen.getByRole('cell', { name: 'Total 47 of 50' })).toBeTruthy();
    expect((await screen.findByRole('link', { name: 'Score a squad' })).parentElement?.textContent).toBe('Join code for scorers: K7P2QX · Score a squad');
    expect(screen.getByText('1. Squad 1: scored by Dev · locked')).toBeTruthy();
  });
});
