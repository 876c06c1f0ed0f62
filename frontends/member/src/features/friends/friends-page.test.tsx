import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { communityApi, networkApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer } from '@trap/ui/testing/index.ts';
import FriendsPage from './friends-page.tsx';
import { arjun, friendRequest, friendRequestRoutes, kavya, me, page } from './test-fixtures.ts';

const server = setupApiServer(
  mockRoute(communityApi.listRelationships, { items: [] }),
  mockRoute(networkApi.listBlocks, { items: [] }),
  mockRoute(networkApi.lookupMember, { items: [] }),
);
const open = () => renderScreen(<FriendsPage />, { path: '/friends', user: me });

describe('Find Friends', () => {
  it('shows a spinner while the members load', async () => {
    server.use(mockRoutePending(communityApi.listMembers));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Find Friends' })).toBeTruthy();
    expect(await screen.findByText('Loading members...')).toBeTruthy();
  });

  it('says when no member has a public profile', async () => {
    server.use(mockRoute(communityApi.listMembers, page([])));
    open();
    expect(await screen.findByText('No public member profiles available.')).toBeTruthy();
  });

  it('says when a search finds nobody', async () => {
    server.use(mockRoute(communityApi.listMembers, ({ url }) => page(url.searchParams.get('q') ? [] : [arjun])));
    open();
    await screen.findByText('Arjun Mehta');
    await userEvent.type(screen.getByRole('searchbox', { name: /Search members/ }), 'nobody here');
    await userEvent.click(screen.getByRole('button', { name: 'Search' }));
    expect(await screen.findByText('No members match “nobody here”.')).toBeTruthy();
  });

  it('offers Try again when the server fails, and lists the members once it answers', () =>
    expectRetryableError(server, {
      route: communityApi.listMembers,
      open,
      error: 'Could not load members.',
      answer: page([arjun]),
      recovered: () => screen.findByText('Arjun Mehta'),
    }));

  it('offers Try again when the network fails, and lists the members once it answers', () =>
    expectRetryableError(server, {
      route: communityApi.listMembers,
      failure: 'network',
      open,
      error: 'Could not load members.',
      answer: page([arjun]),
      recovered: () => screen.findByText('Arjun Mehta'),
    }));

  it('lists the members and sends a friend request', async () => {
    const sent: unknown[] = [];
    server.use(...friendRequestRoutes(sent));
    open();
    const list = await screen.findByRole('list', { name: 'Members found' });
    expect(screen.getByText('2 members with a public profile')).toBeTruthy();
    expect(within(list).getByText('Kavya Rao')).toBeTruthy();
    await userEvent.click(within(list).getByRole('button', { name: 'Add friend: Arjun Mehta' }));
    expect(await screen.findByText('Friend request sent to Arjun Mehta')).toBeTruthy();
    expect(await within(list).findByText('Request sent')).toBeTruthy();
    expect(within(list).getByRole('button', { name: 'Cancel request to Arjun Mehta' })).toBeTruthy();
    expect(sent).toEqual([{ relatedUserId: arjun.id, type: 'friend', notes: '' }]);
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, the count and the toast too', async () => {
      server.use(...friendRequestRoutes());
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'दोस्त ढूँढें' })).toBeTruthy();
      const list = await screen.findByRole('list', { name: 'मिले हुए मेंबर' });
      expect(screen.getByText('पब्लिक प्रोफ़ाइल वाले 2 मेंबर')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'सर्च करें' })).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: 'दोस्त बनाएँ: Arjun Mehta' }));
      expect(await screen.findByText('Arjun Mehta को फ़्रेंड रिक्वेस्ट भेजी गई')).toBeTruthy();
      expect(await within(list).findByText('रिक्वेस्ट भेजी गई')).toBeTruthy();
    });

    it('dates the requests in Hindi on the Requests tab', async () => {
      const asked = friendRequest(kavya, me, 'incoming', '2026-11-20T10:00:00.000Z');
      server.use(mockRoute(communityApi.listMembers, page([])), mockRoute(communityApi.listRelationships, { items: [asked] }));
      renderScreen(<FriendsPage />, { path: '/friends?tab=requests', user: me });
      const list = await screen.findByRole('list', { name: 'मिली हुई फ़्रेंड रिक्वेस्ट' });
      expect(within(list).getByText('20 नव॰ 2026 को भेजी')).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Kavya Rao की फ़्रेंड रिक्वेस्ट मंज़ूर करें' })).toBeTruthy();
      expect(screen.getByRole('tab', { name: /रिक्वेस्ट/ })).toBeTruthy();
    });
  });
});
