import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@trap/contracts';
import { communityApi, feedApi, networkApi, practiceSharingApi } from '@trap/contracts/api/route-paths';
import {
  expectRetryableError,
  mockRoute,
  mockRouteError,
  mockRouteNetworkError,
  mockRoutePending,
  renderScreen,
  setupApiServer,
  testUser,
} from '@trap/ui/testing/index.ts';
import MemberProfilePage from './member-profile-page.tsx';
import { MEMBER_ID as ID, profile, session, strangerViewer } from './test-fixtures.ts';

const server = setupApiServer(
  mockRoute(feedApi.getMemberActivity, { items: [session], total: 1 }),
  // nothing shared with the viewer (the practice service answers 404)
  mockRouteError(practiceSharingApi.memberStats, 404, 'Not shared'),
);
const open = (user: CurrentUser | null = null) =>
  renderScreen(<MemberProfilePage />, { path: `/members/${ID}`, pattern: '/members/:id', user });

describe('a member’s profile page', () => {
  it('shows a spinner while the profile loads', async () => {
    server.use(mockRoutePending(networkApi.getMemberProfile));
    open();
    expect(await screen.findByText('Loading profile...')).toBeTruthy();
  });

  it('shows the member’s public profile and activity to a guest, who is asked to log in', async () => {
    server.use(mockRoute(networkApi.getMemberProfile, profile()));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Arjun Mehta' })).toBeTruthy();
    expect(screen.getByText('Member · Pune Rifle Club · Pune')).toBeTruthy();
    expect(screen.getByText('Trap since college; now chasing a 24.')).toBeTruthy();
    expect(within(screen.getByRole('list', { name: 'Arjun Mehta elsewhere' })).getByRole('link', { name: 'Instagram' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/auth');
    const activity = await screen.findByRole('list', { name: "Arjun Mehta's activity" });
    expect(within(activity).getByText('23 / 25 at Dr. Karni Singh Range')).toBeTruthy();
    expect(within(activity).getByText('2 kudos · 1 comment')).toBeTruthy();
  });

  it('writes a name with markup in it as the member wrote it, in the log-in prompt too', async () => {
    const name = 'Arjun <b>Mehta</b> &amp; co';
    server.use(mockRoute(networkApi.getMemberProfile, profile({ member: { ...profile().member, displayName: name } })));
    open();
    const login = await screen.findByRole('link', { name: 'Log in' });
    expect(login.parentElement?.textContent).toBe(`Log in to add ${name} as a friend.`);
  });

  it('says when the member has no activity the viewer can see', async () => {
    server.use(mockRoute(networkApi.getMemberProfile, profile()), mockRoute(feedApi.getMemberActivity, { items: [], total: 0 }));
    open();
    expect(await screen.findByText('Arjun Mehta has no activity you can see yet.')).toBeTruthy();
  });

  it('says the activity could not be loaded, with Try again', async () => {
    server.use(mockRoute(networkApi.getMemberProfile, profile()));
    await expectRetryableError(server, {
      route: feedApi.getMemberActivity,
      open,
      error: "Arjun Mehta's activity could not be loaded: Internal server error",
      answer: { items: [session], total: 1 },
      recovered: () => screen.findByText('23 / 25 at Dr. Karni Singh Range'),
    });
  });

  it('says a profile that is missing or private is not found', async () => {
    server.use(mockRouteError(networkApi.getMemberProfile, 404, 'Member not found'));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Member not found' })).toBeTruthy();
    expect(screen.getByText('This profile does not exist or is not public.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' })).toBeTruthy();
  });

  it('says the profile could not be loaded when the server or the network fails', async () => {
    server.use(mockRouteNetworkError(networkApi.getMemberProfile));
    open(testUser());
    expect(await screen.findByRole('heading', { level: 1, name: 'The profile could not be loaded' })).toBeTruthy();
    expect(screen.getByText('Please try again in a moment.')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Find Friends' })).toBeTruthy();
  });

  it('lets a member send a friend request', async () => {
    let requested = false;
    const bodies: unknown[] = [];
    server.use(
      mockRoute(networkApi.getMemberProfile, () =>
        profile({
          viewer: { ...strangerViewer, friendship: requested ? { id: `u-priya:${ID}:friend`, status: 'pending', direction: 'outgoing' } : null },
        }),
      ),
      mockRoute(communityApi.requestRelationship, async ({ request }) => {
        bodies.push(await request.json());
        requested = true;
        const now = '2026-12-01T10:00:00.000Z';
        return {
          id: `u-priya:${ID}:friend`,
          type: 'friend' as const,
          status: 'pending' as const,
          direction: 'outgoing' as const,
          userId: 'u-priya',
          relatedUserId: ID,
          otherUser: { id: ID, displayName: 'Arjun Mehta', avatarUrl: null },
          notes: '',
          since: null,
          createdAt: now,
          updatedAt: now,
        };
      }),
    );
    open(testUser());
    await userEvent.click(await screen.findByRole('button', { name: 'Add friend' }));
    expect(await screen.findByText('Friend request sent to Arjun Mehta')).toBeTruthy();
    expect(bodies).toEqual([{ relatedUserId: ID, type: 'friend', notes: '' }]);
  });
});
