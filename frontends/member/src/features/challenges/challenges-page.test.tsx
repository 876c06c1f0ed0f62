import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CHALLENGE_TYPE_LABELS, type ChallengeWithProgress } from '@trap/contracts';
import { challengesApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ChallengesPage from './challenges-page.tsx';
import en from './texts/en.json';

const base = {
  skillId: null,
  iconUrl: null,
  periodDays: null,
  station: null,
  startsOn: null,
  endsOn: null,
  isActive: true,
  isCompleted: false,
  completedAt: null,
} satisfies Partial<ChallengeWithProgress>;
const season: ChallengeWithProgress = {
  ...base,
  id: 'season-5000',
  name: 'Season of 5,000',
  description: 'Break 5,000 targets this season.',
  type: 'season_targets',
  requiredCount: 5000,
  xpReward: 1500,
  startsOn: '2026-04-01',
  endsOn: '2027-03-31',
  currentCount: 1250,
  remaining: 3750,
};
const straight: ChallengeWithProgress = {
  ...base,
  id: 'straight-25',
  name: 'Perfect Round',
  description: 'Shoot a 25 straight.',
  type: 'straight',
  requiredCount: 25,
  xpReward: 500,
  currentCount: 0,
  remaining: 25,
};
const done: ChallengeWithProgress = {
  ...base,
  id: 'three-sessions',
  name: 'Three in a Week',
  description: 'Three sessions in seven days.',
  type: 'sessions_in_period',
  requiredCount: 3,
  xpReward: 100,
  periodDays: 7,
  currentCount: 3,
  remaining: 0,
  isCompleted: true,
  completedAt: '2026-11-20T10:00:00.000Z',
};
const board = { items: [season, straight, done], completed: 1, xpEarned: 1100 };

const server = setupApiServer(mockRoute(challengesApi.listChallenges, board));
const open = () => renderScreen(<ChallengesPage />, { path: '/challenges', user: testUser() });

describe('Challenge Board', () => {
  it('names each challenge type as contracts do, word for word', () => {
    expect(en.types).toEqual(CHALLENGE_TYPE_LABELS);
  });

  it('shows a spinner while the challenges load', async () => {
    server.use(mockRoutePending(challengesApi.listChallenges));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Challenge Board' })).toBeTruthy();
    expect(await screen.findByText('Loading your challenges...')).toBeTruthy();
  });

  it('sorts the challenges into in progress, available and completed, with their counts', async () => {
    open();
    const running = await screen.findByRole('list', { name: 'In progress' });
    expect(within(running).getByText('1,250 of 5,000 targets · 3,750 to go')).toBeTruthy();
    expect(within(running).getByText('Season total · 1 Apr 2026 to 31 Mar 2027')).toBeTruthy();
    expect(within(running).getByText('1,500 XP')).toBeTruthy();
    const available = screen.getByRole('list', { name: 'Available challenges' });
    expect(within(available).getByText('Longest run 0 of 25 · 25 to go')).toBeTruthy();
    const completed = screen.getByRole('list', { name: 'Completed challenges' });
    expect(within(completed).getByText('Completed 20 Nov 2026 · +100 XP')).toBeTruthy();
    expect(screen.getByText('1,100 XP').closest('span')?.textContent).toBe('1,100 XP earned');
  });

  it('points to a practice session when no challenge has started', async () => {
    server.use(mockRoute(challengesApi.listChallenges, { items: [straight], completed: 0, xpEarned: 0 }));
    open();
    expect(await screen.findByText(/No challenge in progress yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log a practice session' }).getAttribute('href')).toBe('/practice');
  });

  it('offers Try again when the server fails, and shows the board once it answers', () =>
    expectRetryableError(server, {
      route: challengesApi.listChallenges,
      open,
      error: 'Your challenges could not be loaded',
      answer: board,
      recovered: () => screen.findByRole('heading', { level: 3, name: 'Perfect Round' }),
    }));

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, dates and numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'चैलेंज बोर्ड' })).toBeTruthy();
      const running = await screen.findByRole('list', { name: 'चल रहे चैलेंज' });
      expect(within(running).getByText('5,000 में से 1,250 टारगेट · 3,750 बाकी')).toBeTruthy();
      expect(within(running).getByText('सीज़न का टोटल · 1 अप्रैल 2026 से 31 मार्च 2027 तक')).toBeTruthy();
      const completed = screen.getByRole('list', { name: 'पूरे हुए चैलेंज' });
      expect(within(completed).getByText('20 नव॰ 2026 को पूरा हुआ · +100 XP')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'उपलब्धियाँ →' }).getAttribute('href')).toBe('/achievements');
    });

    it('reads the Try again button in Hindi when the server fails', async () => {
      server.use(mockRoute(challengesApi.listChallenges, () => new Response(null, { status: 500 })));
      open();
      expect(await screen.findByRole('button', { name: 'फिर कोशिश करें' })).toBeTruthy();
    });
  });
});
