import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Coach, CoachList, MemberCard } from '@trap/contracts';
import { communityApi, networkApi, practiceSharingApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, stubResizeObserver, testUser } from '@trap/ui/testing/index.ts';
import CoachFinderPage from './coach-finder-page.tsx';

const coach = (id: string, displayName: string, over: Partial<Coach> = {}): Coach => ({
  id,
  displayName,
  avatarUrl: null,
  level: null,
  clubAffiliation: null,
  isPublicProfile: true,
  location: null,
  speciality: null,
  city: 'Pune',
  experienceYears: 12,
  ratePerSession: 1500,
  about: '',
  acceptingRequests: true,
  followersCount: 3,
  ...over,
});
const sunita = coach('u-sunita', 'Sunita Rao', { clubAffiliation: 'Pune Rifle Club' });
const vikram = coach('u-vikram', 'Vikram Singh', { city: 'Delhi', acceptingRequests: false, followersCount: 1 });
const list = (items: Coach[]): CoachList => ({ items, page: 1, pageSize: 12, total: items.length, cities: ['Delhi', 'Pune'] });
const asCard = (c: Coach): MemberCard => ({ ...c, isCoach: true });

// the coach profile form's switch measures itself
stubResizeObserver();

const server = setupApiServer(
  mockRoute(communityApi.listRelationships, { items: [] }),
  mockRoute(networkApi.listFollowing, { items: [] }),
  mockRoute(practiceSharingApi.getSharing, { shareWithFriends: false, shareWithCoaches: true }),
);
const open = () => renderScreen(<CoachFinderPage />, { path: '/coach-finder', user: testUser() });

describe('Coach Finder', () => {
  it('shows a spinner while the coaches load', async () => {
    server.use(mockRoutePending(networkApi.listCoaches));
    open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Coach Finder' })).toBeTruthy();
    expect(await screen.findByText('Loading coaches...')).toBeTruthy();
  });

  it('says when no coach has joined, and when none matches the filters', async () => {
    server.use(mockRoute(networkApi.listCoaches, list([])));
    open();
    expect(await screen.findByText('No coaches have joined yet.')).toBeTruthy();
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Experience' }), '10');
    expect(await screen.findByText('No coaches match these filters.')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Clear filters' })).toBeTruthy();
  });

  it('says the coaches could not be loaded, with Try again', () =>
    expectRetryableError(server, {
      route: networkApi.listCoaches,
      open,
      error: 'Could not load the coaches.',
      answer: list([sunita]),
      recovered: () => screen.findByRole('article', { name: 'Sunita Rao' }),
    }));

  it('says the coaches could not be loaded when the network fails, with Try again', () =>
    expectRetryableError(server, {
      route: networkApi.listCoaches,
      failure: 'network',
      open,
      error: 'Could not load the coaches.',
      answer: list([sunita]),
      recovered: () => screen.findByRole('article', { name: 'Sunita Rao' }),
    }));

  it('lists the coaches with what they offer, and follows one', async () => {
    let followed: Coach[] = [];
    server.use(
      mockRoute(networkApi.listCoaches, () => list([sunita, vikram])),
      mockRoute(networkApi.listFollowing, () => ({
        items: followed.map((c) => ({ user: asCard(c), createdAt: '2026-12-01T00:00:00.000Z' })),
      })),
      mockRoute(networkApi.followCoach, ({ params }) => {
        followed = [sunita, vikram].filter((c) => c.id === params.id);
        return undefined;
      }),
    );
    open();
    const card = await screen.findByRole('article', { name: 'Sunita Rao' });
    expect(screen.getByText('2 coaches')).toBeTruthy();
    expect(within(card).getByText('Pune Rifle Club · Pune')).toBeTruthy();
    expect(within(card).getByText('₹1,500 a session')).toBeTruthy();
    expect(within(card).getByRole('button', { name: 'Request coaching from Sunita Rao' })).toBeTruthy();
    expect(within(screen.getByRole('article', { name: 'Vikram Singh' })).getByText('Not taking new requests')).toBeTruthy();

    await userEvent.click(within(card).getByRole('button', { name: 'Follow Sunita Rao' }));
    expect(await screen.findByText('You follow Sunita Rao')).toBeTruthy();
    const unfollow = await within(card).findByRole('button', { name: 'Following Sunita Rao' });
    expect(unfollow.getAttribute('aria-pressed')).toBe('true');
  });

  describe('in Hindi', () => {
    inLanguage('hi');
    it('reads in Hindi when the page is in Hindi, rupees, counts and dates too', async () => {
      const since = '2026-11-20T10:00:00.000Z';
      server.use(
        mockRoute(networkApi.listCoaches, () => list([{ ...sunita, speciality: 'Skeet' }, vikram])),
        mockRoute(communityApi.listRelationships, {
          items: [
            {
              id: 'me:u-vikram:coach',
              type: 'coach',
              status: 'accepted',
              direction: 'outgoing',
              userId: 'me',
              relatedUserId: vikram.id,
              otherUser: { id: vikram.id, displayName: vikram.displayName, avatarUrl: null },
              notes: '',
              since,
              createdAt: since,
              updatedAt: since,
            },
          ],
        }),
        mockRoute(networkApi.followCoach, () => undefined),
      );
      open();
      expect(await screen.findByRole('heading', { level: 1, name: 'कोच फ़ाइंडर' })).toBeTruthy();
      const card = await screen.findByRole('article', { name: 'Sunita Rao' });
      expect(screen.getByText('2 कोच')).toBeTruthy();
      expect(within(card).getByText('₹1,500 प्रति सेशन')).toBeTruthy();
      expect(within(card).getByText('स्कीट')).toBeTruthy();
      expect(within(card).getByText('12 साल का अनुभव')).toBeTruthy();
      expect(within(screen.getByRole('article', { name: 'Vikram Singh' })).getByText('आपके कोच')).toBeTruthy();
      const mine = screen.getByRole('list', { name: 'मेरे कोच' });
      expect(within(mine).getByText(/^20 नव॰ 2026 से आपके कोच।/)).toBeTruthy();
      expect(screen.getByRole('option', { name: '₹5,000 तक' })).toBeTruthy();
      await userEvent.click(within(card).getByRole('button', { name: 'फ़ॉलो करें Sunita Rao' }));
      expect(await screen.findByText('आप Sunita Rao को फ़ॉलो कर रहे हैं')).toBeTruthy();
    });

    it('shows a coach their profile, followers and requests in Hindi, and checks the profile form in Hindi', async () => {
      const coachUser = testUser({ id: 'u-sunita', isCoach: true });
      const asked = '2026-11-20T10:00:00.000Z';
      server.use(
        mockRoute(networkApi.listCoaches, list([])),
        mockRoute(networkApi.getCoach, { ...sunita, speciality: 'Mental game', ratePerSession: 2500 }),
        mockRoute(networkApi.listFollowers, { count: 4, items: [] }),
        mockRoute(communityApi.listRelationships, {
          items: [
            {
              id: 'u-arjun:u-sunita:coach',
              type: 'coach',
              status: 'pending',
              direction: 'incoming',
              userId: 'u-arjun',
              relatedUserId: 'u-sunita',
              otherUser: { id: 'u-arjun', displayName: 'Arjun Mehta', avatarUrl: null },
              notes: '',
              since: null,
              createdAt: asked,
              updatedAt: asked,
            },
          ],
        }),
      );
      renderScreen(<CoachFinderPage />, { path: '/coach-finder', user: coachUser });
      expect(await screen.findByRole('heading', { level: 2, name: 'आपकी कोच प्रोफ़ाइल' })).toBeTruthy();
      expect(await screen.findByText('4 मेंबर आपको फ़ॉलो करते हैं।')).toBeTruthy();
      const details = screen.getByRole('list', { name: 'आपकी कोचिंग की जानकारी' });
      expect(within(details).getByText('मेंटल गेम')).toBeTruthy();
      expect(within(details).getByText('₹2,500 प्रति सेशन')).toBeTruthy();
      const requests = await screen.findByRole('list', { name: 'कोचिंग रिक्वेस्ट' });
      expect(within(requests).getByText('20 नव॰ 2026 को भेजी')).toBeTruthy();
      expect(within(requests).getByRole('button', { name: 'Arjun Mehta की कोचिंग रिक्वेस्ट मंज़ूर करें' })).toBeTruthy();

      await userEvent.click(screen.getByRole('button', { name: 'कोच प्रोफ़ाइल एडिट करें' }));
      const form = screen.getByRole('form', { name: 'कोच प्रोफ़ाइल' });
      await userEvent.clear(within(form).getByRole('textbox', { name: 'शहर' }));
      await userEvent.click(within(form).getByRole('button', { name: 'कोच प्रोफ़ाइल सेव करें' }));
      expect(await within(form).findByText('शहर ज़रूरी है')).toBeTruthy();
    });
  });
});
