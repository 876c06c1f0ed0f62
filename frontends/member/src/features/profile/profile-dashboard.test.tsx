import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, type MembershipPlan } from '@trap/contracts';
import {
  authPaymentsApi,
  challengesApi,
  communityApi,
  feedApi,
  licenceApi,
  practiceApi,
  progressionApi,
  squadsApi,
} from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { firstSession, progression } from '../../shared/progress/test-fixtures.ts';
import ProfileDashboard from './profile-dashboard.tsx';
import en from './texts/en.json';

const plan: MembershipPlan = {
  membershipTier: 'pro_lane',
  label: 'Pro Lane',
  membershipStatus: 'active',
  isTrialMember: false,
  trialEndDate: null,
  membershipEndDate: '2027-12-07T00:00:00.000Z',
  daysRemaining: 365,
  autoRenew: false,
  cancelAtPeriodEnd: false,
  trialDays: 0,
  trialAvailable: false,
  upgrades: [],
  subscription: null,
};
const feedItem = {
  id: 'f1',
  kind: 'practice_session' as const,
  owner: { id: 'u-arjun', displayName: 'Arjun Rao', avatarUrl: null },
  title: 'Sunday club trap',
  summary: '23 / 25 at Dr. Karni Singh Shooting Range',
  link: null,
  occurredAt: '2026-12-06T04:30:00.000Z',
  kudosCount: 1200,
  kudosByMe: false,
  commentCount: 0,
};

const server = setupApiServer(
  mockRoute(practiceApi.listSessions, { items: [], total: 0 }),
  mockRoute(communityApi.listRelationships, { items: [] }),
  mockRoute(squadsApi.listSquads, { mine: [], invitations: [], discover: [] }),
  mockRoute(progressionApi.getProgression, progression),
  mockRoute(challengesApi.listChallenges, { items: [], completed: 2, xpEarned: 300 }),
  mockRoute(challengesApi.listAchievements, { earned: [firstSession], locked: [] }),
  mockRoute(authPaymentsApi.plan, plan),
  mockRoute(feedApi.getFeed, { items: [feedItem], total: 1 }),
  mockRoute(feedApi.listFeedComments, { items: [] }),
  // no licence saved: the dashboard's licence warning stays away
  mockRoute(licenceApi.getLicence, { licence: null }),
);
const open = () => renderScreen(<ProfileDashboard />, { path: '/profile', user: testUser() });

describe('Profile dashboard', () => {
  it('names each role as contracts do, word for word', () => {
    expect(en.dashboard.roles).toEqual(ROLE_LABELS);
  });

  it('shows the member, the plan, the network, XP, achievements and the feed', async () => {
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Welcome, Priya Kapoor' })).toBeTruthy();
    const info = screen.getByRole('region', { name: 'Profile information' });
    expect(within(info).getByText('Member')).toBeTruthy();
    expect(within(info).getByText('Public')).toBeTruthy();
    expect(await screen.findByText('Renews on 7 December 2027 (365 days left).')).toBeTruthy();
    expect(await screen.findByText('No sessions yet: log your first round and it shows here.')).toBeTruthy();
    expect(await screen.findByText('12,500 XP · 2,500 XP to level 5')).toBeTruthy();
    expect(screen.getByText('Level 4 · Club Shooter')).toBeTruthy();
    expect(await screen.findByText('All 2 done: new ones appear on the Challenge Board.')).toBeTruthy();
    const latest = await screen.findByRole('list', { name: 'Latest achievements' });
    expect(within(latest).getByText('20 Nov')).toBeTruthy();
    const network = screen.getByRole('region', { name: 'Network management' });
    expect(await within(network).findByLabelText('0 friends')).toBeTruthy();
    expect(within(network).getByText('friends')).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Kudos 1,200' })).toBeTruthy();
  });

  it('opens a feed item’s comments, none yet', async () => {
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Comments 0' }));
    expect(await screen.findByText('No comments yet.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Post comment' })).toBeTruthy();
  });

  it('shows a section’s loading and error states with Try again', async () => {
    server.use(mockRoutePending(practiceApi.listSessions), mockRouteError(communityApi.listRelationships, 500));
    open();
    expect(await screen.findByText('Loading recent sessions')).toBeTruthy();
    expect(await screen.findByText(/^Friends could not be loaded: Internal server error/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Try again' }).length).toBeGreaterThan(0);
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, dates and numbers too', async () => {
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'स्वागत है, Priya Kapoor' })).toBeTruthy();
      const info = screen.getByRole('region', { name: 'प्रोफ़ाइल की जानकारी' });
      expect(within(info).getByText('मेंबर')).toBeTruthy();
      expect(within(info).getByRole('link', { name: 'प्रोफ़ाइल एडिट करें' }).getAttribute('href')).toBe('/profile/edit');
      expect(await screen.findByText('7 दिसंबर 2027 को रिन्यू होगी (365 दिन बाकी)।')).toBeTruthy();
      expect(await screen.findByText('12,500 XP · लेवल 5 तक 2,500 XP')).toBeTruthy();
      const latest = await screen.findByRole('list', { name: 'हाल की उपलब्धियाँ' });
      expect(within(latest).getByText('20 नव॰')).toBeTruthy();
      expect(screen.getByRole('link', { name: 'प्रैक्टिस लॉग करें' })).toBeTruthy();
      expect(await screen.findByRole('button', { name: 'कुडोस 1,200' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'मेंबरशिप रद्द करें' })).toBeTruthy();
    });
  });
});
