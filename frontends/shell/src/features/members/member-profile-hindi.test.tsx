import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { MemberProfilePage as Profile } from '@trap/contracts';
import { feedApi, networkApi, practiceSharingApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import MemberProfilePage from './member-profile-page.tsx';
import type { ActivityItem } from './member-queries.ts';

const ID = 'u-arjun';
const member: Profile['member'] = {
  id: ID,
  displayName: 'Arjun Mehta',
  avatarUrl: null,
  level: 3,
  clubAffiliation: 'Pune Rifle Club',
  isPublicProfile: true,
  location: 'Pune',
  isCoach: true,
  bio: 'Trap since college.',
  memberSince: '2025-03-10T00:00:00.000Z',
  socialLinks: { website: 'https://arjun.example' },
  shootingSince: '2015-01-01T00:00:00.000Z',
  nraiShooterId: 'NRAI-1234',
  issfId: null,
};
const page: Profile = {
  member,
  coach: {
    id: ID,
    displayName: 'Arjun Mehta',
    avatarUrl: null,
    level: 3,
    clubAffiliation: 'Pune Rifle Club',
    isPublicProfile: true,
    location: 'Pune',
    speciality: 'Mental game',
    city: 'Pune',
    experienceYears: 8,
    ratePerSession: 1500,
    about: '',
    acceptingRequests: true,
    followersCount: 12,
  },
  friendsCount: 1,
  viewer: { self: false, friendship: null, coaching: null, following: false, blocked: false },
};
const session: ActivityItem = {
  id: 'practice_session:s1',
  kind: 'practice_session',
  owner: { id: ID, displayName: 'Arjun Mehta', avatarUrl: null },
  title: 'Practice session',
  summary: '23 / 25 at Dr. Karni Singh Range',
  link: null,
  occurredAt: '2026-11-30T06:00:00.000Z',
  kudosCount: 2,
  kudosByMe: false,
  commentCount: 1,
};

setupApiServer(
  mockRoute(networkApi.getMemberProfile, page),
  mockRoute(feedApi.getMemberActivity, { items: [session], total: 1 }),
  mockRouteError(practiceSharingApi.memberStats, 404, 'Not shared'),
);

describe('a coach’s profile page in Hindi', () => {
  inLanguage('hi');

  it('reads its labels, counts, level, speciality, rupees and dates in Hindi; what the member wrote as written', async () => {
    renderScreen(<MemberProfilePage />, { path: `/members/${ID}`, pattern: '/members/:id', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeTruthy();
    expect(screen.getByText('कोच प्रोफ़ाइल')).toBeTruthy();
    expect(screen.getByText('इंटरमीडिएट · Pune Rifle Club · Pune')).toBeTruthy();
    expect(screen.getByText('मार्च 2025 से मेंबर · 1 फ़्रेंड · 12 फ़ॉलोअर')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'फ़्रेंड जोड़ें' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'कोचिंग के लिए रिक्वेस्ट करें' })).toBeTruthy();
    const coaching = screen.getByRole('heading', { level: 2, name: 'कोचिंग' }).parentElement!;
    expect(within(coaching).getByText('मेंटल गेम')).toBeTruthy();
    expect(within(coaching).getByText('8 साल')).toBeTruthy();
    expect(within(coaching).getByText('₹1,500 प्रति सेशन')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Arjun Mehta दूसरी जगहों पर' })).getByRole('link', { name: 'वेबसाइट' })).toBeTruthy();
    const activity = await screen.findByRole('list', { name: 'Arjun Mehta की एक्टिविटी' });
    expect(within(activity).getByText('प्रैक्टिस सेशन')).toBeTruthy();
    expect(within(activity).getByText('30 नव॰ 2026')).toBeTruthy();
    expect(within(activity).getByText('2 कुडोस · 1 कमेंट')).toBeTruthy();
  });

  it('asks a guest to log in, in Hindi', async () => {
    renderScreen(<MemberProfilePage />, { path: `/members/${ID}`, pattern: '/members/:id', user: null });
    const login = await screen.findByRole('link', { name: 'लॉग इन करें' });
    expect(login.parentElement?.textContent).toBe('Arjun Mehta को फ़्रेंड के रूप में जोड़ने या कोचिंग माँगने के लिए लॉग इन करें।');
  });
});
