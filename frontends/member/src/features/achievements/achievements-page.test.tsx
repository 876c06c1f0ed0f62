import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Achievement } from '@trap/contracts';
import { challengesApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { firstSession } from '../../shared/progress/test-fixtures.ts';
import AchievementsPage from './achievements-page.tsx';

const thousand: Achievement = {
  id: 'targets-1000',
  title: 'Thousand Club',
  description: 'Break 1,000 targets.',
  type: 'targets',
  threshold: 1000,
  icon: 'target',
  current: 250,
  remaining: 750,
  left: '750 more targets',
  unlockedAt: null,
};

const server = setupApiServer(mockRoute(challengesApi.listAchievements, { earned: [firstSession], locked: [thousand] }));
const open = () => renderScreen(<AchievementsPage />, { path: '/achievements', user: testUser() });

describe('Achievements', () => {
  it('shows a spinner while the achievements load', async () => {
    server.use(mockRoutePending(challengesApi.listAchievements));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Achievements' })).toBeTruthy();
    expect(await screen.findByText('Loading your achievements...')).toBeTruthy();
  });

  it('lists what is earned with its date, and what is still locked with what is left', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 2, name: 'Earned (1 of 2)' })).toBeTruthy();
    const earned = screen.getByRole('list', { name: 'Earned achievements' });
    expect(within(earned).getByText('Unlocked 20 Nov 2026')).toBeTruthy();
    const locked = screen.getByRole('list', { name: 'Locked achievements' });
    expect(within(locked).getByText('Still needed: 750 more targets')).toBeTruthy();
    expect(within(locked).getByRole('progressbar', { name: 'Thousand Club: progress' })).toBeTruthy();
  });

  it('points to the first practice session when nothing is earned yet', async () => {
    server.use(mockRoute(challengesApi.listAchievements, { earned: [], locked: [thousand] }));
    open();
    expect(await screen.findByText(/Nothing earned yet/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log your first practice session' }).getAttribute('href')).toBe('/practice');
  });

  it('offers Try again when the server fails, and lists the achievements once it answers', () =>
    expectRetryableError(server, {
      route: challengesApi.listAchievements,
      open,
      error: 'Your achievements could not be loaded',
      answer: { earned: [firstSession], locked: [] },
      recovered: () => screen.findByRole('heading', { level: 3, name: 'First Session' }),
    }));

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the date and what is left too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'उपलब्धियाँ' })).toBeTruthy();
      expect(await screen.findByRole('heading', { level: 2, name: 'हासिल (2 में से 1)' })).toBeTruthy();
      const earned = screen.getByRole('list', { name: 'हासिल की गई उपलब्धियाँ' });
      expect(within(earned).getByText('20 नव॰ 2026 को अनलॉक हुई')).toBeTruthy();
      const locked = screen.getByRole('list', { name: 'लॉक्ड उपलब्धियाँ' });
      expect(within(locked).getByText('अभी चाहिए: 750 और टारगेट')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'चैलेंज बोर्ड →' }).getAttribute('href')).toBe('/challenges');
    });

    it('reads the Try again button in Hindi when the server fails', async () => {
      server.use(mockRoute(challengesApi.listAchievements, () => new Response(null, { status: 500 })));
      open();
      expect(await screen.findByRole('button', { name: 'फिर कोशिश करें' })).toBeTruthy();
    });
  });
});
