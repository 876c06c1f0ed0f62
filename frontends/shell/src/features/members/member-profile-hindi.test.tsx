import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { feedApi, networkApi, practiceSharingApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, mockRouteError, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import MemberProfilePage from './member-profile-page.tsx';
import { coachCard, MEMBER_ID as ID, profile, session, strangerViewer } from './test-fixtures.ts';

// Arjun as a coach, read by a member who is not his friend
const page = profile({
  member: { ...profile().member, level: 3, isCoach: true, socialLinks: { website: 'https://arjun.example' } },
  coach: coachCard,
  viewer: strangerViewer,
});

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
