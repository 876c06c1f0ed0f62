import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { MemberCard } from '@trap/contracts';
import { communityApi, shootsApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import {
  apiError,
  mockRoute,
  mockRouteError,
  mockRouteNetworkError,
  mockRoutePending,
  renderScreen,
  setupApiServer,
  testUser,
} from '@trap/ui/testing/index.ts';
import { ShootForm } from './shoot-form.tsx';

const arjun: MemberCard = {
  id: 'u-arjun',
  displayName: 'Arjun Mehta',
  avatarUrl: null,
  level: null,
  clubAffiliation: 'Pune Rifle Club',
  isPublicProfile: true,
  location: 'Pune',
  isCoach: false,
};
// an event's id as the events service makes them (the contract checks it)
const EVENT_ID = '6750a1b2c3d4e5f6a7b8c9d0';
const created: RouteResponse<typeof shootsApi.createShoot> = {
  id: 'sh1',
  eventId: EVENT_ID,
  title: 'Sunday Trap Shoot',
  status: 'live',
  disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
  squads: [],
  code: 'K7QW2P',
  isOrganiser: true,
  createdAt: '2026-12-20T04:00:00.000Z',
  finishedAt: null,
};

const server = setupApiServer();
const open = (onCancel = () => {}) =>
  renderScreen(<ShootForm eventId={EVENT_ID} eventTitle="Sunday Trap Shoot" eventStart="2026-12-20T04:30:00.000Z" onCancel={onCancel} />, {
    path: `/events/${EVENT_ID}`,
    user: testUser(),
    routes: [{ path: '/shoots/:id/leaderboard', element: <h1>Leaderboard</h1> }],
  });
const form = () => screen.getByRole('form', { name: 'Create a shoot' });

async function nameFirstShooter(name: string) {
  await userEvent.type(within(form()).getByRole('textbox', { name: 'Shooter 1' }), name);
}

describe('Create a shoot', () => {
  it('starts from the event: its title, one discipline and one squad at its start time', async () => {
    open();
    expect(within(form()).getByRole('heading', { name: 'Create a shoot' })).toBeTruthy();
    expect((within(form()).getByRole('textbox', { name: 'Title' }) as HTMLInputElement).value).toBe('Sunday Trap Shoot');
    expect((within(form()).getByLabelText('Start time (IST)') as HTMLInputElement).value).toBe('2026-12-20T10:00');
    expect(within(form()).getByRole('group', { name: 'Squad 1' })).toBeTruthy();
  });

  it('creates the shoot and opens its leaderboard', async () => {
    const bodies: unknown[] = [];
    server.use(
      mockRoute(shootsApi.createShoot, async ({ request }) => {
        bodies.push(await request.json());
        return created;
      }),
    );
    open();
    await nameFirstShooter('Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Create the shoot' }));
    expect(await screen.findByRole('heading', { name: 'Leaderboard' })).toBeTruthy();
    expect(bodies).toMatchObject([
      {
        eventId: EVENT_ID,
        title: 'Sunday Trap Shoot',
        disciplines: [{ discipline: 'olympic-trap', rounds: 1 }],
        squads: [{ name: 'Squad 1', discipline: 'olympic-trap', shooters: [{ name: 'Meera', userId: null, category: 'open' }] }],
      },
    ]);
  });

  it('marks a missing shooter name and sends nothing', async () => {
    const create = vi.fn(() => created);
    server.use(mockRoute(shootsApi.createShoot, create));
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Create the shoot' }));
    expect((await screen.findAllByRole('alert')).some((a) => a.textContent === 'Check the fields marked above.')).toBe(true);
    expect(create).not.toHaveBeenCalled();
  });

  it('shows the server’s message when the shoot cannot be made, and stays on the form', async () => {
    server.use(mockRouteError(shootsApi.createShoot, 500, 'Internal server error'));
    open();
    await nameFirstShooter('Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Create the shoot' }));
    expect((await screen.findAllByRole('alert')).map((a) => a.textContent)).toContain('Internal server error');
    expect(screen.getByRole('button', { name: 'Create the shoot' })).toBeTruthy();
  });

  it('puts the server’s field message under its field', async () => {
    server.use(mockRoute(shootsApi.createShoot, () => apiError(400, 'Validation failed', { fields: { title: 'A shoot with this title exists' } })));
    open();
    await nameFirstShooter('Meera');
    await userEvent.click(screen.getByRole('button', { name: 'Create the shoot' }));
    expect(await screen.findByText('A shoot with this title exists')).toBeTruthy();
  });

  it('cancels', async () => {
    const onCancel = vi.fn();
    open(onCancel);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
  });

  describe('linking a shooter to a member', () => {
    it('says it is searching', async () => {
      server.use(mockRoutePending(communityApi.listMembers));
      open();
      await nameFirstShooter('Arjun');
      await userEvent.click(screen.getByRole('button', { name: 'Find the member' }));
      expect(await screen.findByText('Searching…')).toBeTruthy();
    });

    it('says when no public member matches: the shooter stays a guest', async () => {
      server.use(mockRoute(communityApi.listMembers, { items: [], page: 1, pageSize: 5, total: 0 }));
      open();
      await nameFirstShooter('Zorawar');
      await userEvent.click(screen.getByRole('button', { name: 'Find the member' }));
      expect(await screen.findByText('No member with a public profile matches “Zorawar”: they shoot as a guest.')).toBeTruthy();
    });

    it('says when the search fails', async () => {
      server.use(mockRouteNetworkError(communityApi.listMembers));
      open();
      await nameFirstShooter('Arjun');
      await userEvent.click(screen.getByRole('button', { name: 'Find the member' }));
      expect(await screen.findByText('Members could not be searched. Try again.')).toBeTruthy();
    });

    it('links the member picked, whose name the shooter takes', async () => {
      const asked: (string | null)[] = [];
      server.use(
        mockRoute(communityApi.listMembers, ({ url }) => {
          asked.push(url.searchParams.get('q'));
          return { items: [arjun], page: 1, pageSize: 5, total: 1 };
        }),
      );
      open();
      await nameFirstShooter('arjun');
      await userEvent.click(screen.getByRole('button', { name: 'Find the member' }));
      const found = await screen.findByRole('list', { name: 'Matching members' });
      await userEvent.click(within(found).getByRole('button', { name: 'Arjun Mehta · Pune Rifle Club' }));
      expect(screen.getByText('Member')).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Shoots as a guest' })).toBeTruthy();
      expect((within(form()).getByRole('textbox', { name: 'Shooter 1' }) as HTMLInputElement).value).toBe('Arjun Mehta');
      expect(asked).toEqual(['arjun']);
    });
  });
});
