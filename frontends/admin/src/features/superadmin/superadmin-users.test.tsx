import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { AdminUser } from '@trap/contracts';
import { authUsersAdminApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import { expectRetryableError, inLanguage, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { SuperAdminUsers } from './superadmin-pages.tsx';

const user = (id: string, displayName: string, over: Partial<AdminUser> = {}): AdminUser => ({
  id,
  username: displayName.split(' ')[0]!.toLowerCase(),
  displayName,
  email: `${id}@example.com`,
  avatarUrl: null,
  role: 'member',
  isCoach: false,
  membershipTier: 'shooters_circle',
  membershipStatus: 'active',
  membershipEndDate: null,
  isTrialMember: false,
  accountStatus: 'active',
  deleteAfter: null,
  lastLogin: null,
  createdAt: '2026-02-01T04:30:00.000Z',
  updatedAt: '2026-02-01T04:30:00.000Z',
  ...over,
});
const meera = user('u-meera', 'Meera Iyer');
const rohan = user('u-rohan', 'Rohan Das', { accountStatus: 'suspended' });
const page = (items: AdminUser[]): RouteResponse<typeof authUsersAdminApi.listUsers> => ({
  items,
  total: items.length,
  limit: 20,
  offset: 0,
});

const server = setupApiServer();
const open = () => renderScreen(<SuperAdminUsers />, { path: '/superadmin/users', user: testUser({ role: 'superadmin' }) });

describe('the super-admin’s users page', () => {
  it('shows a spinner while the users load', async () => {
    server.use(mockRoutePending(authUsersAdminApi.listUsers));
    open();
    expect(await screen.findByText('Loading users...')).toBeTruthy();
  });

  it('says when no user matches the filters', async () => {
    server.use(mockRoute(authUsersAdminApi.listUsers, page([])));
    open();
    expect(await screen.findByText('No users match these filters.')).toBeTruthy();
  });

  it('says the users could not be loaded, with Try again', () =>
    expectRetryableError(server, {
      route: authUsersAdminApi.listUsers,
      open,
      error: 'The users could not be loaded: Internal server error',
      answer: page([meera]),
      recovered: () => screen.findByText('Meera Iyer'),
    }));

  it('says the users could not be loaded when the network fails, with Try again', () =>
    expectRetryableError(server, {
      route: authUsersAdminApi.listUsers,
      failure: 'network',
      open,
      error: 'The users could not be loaded',
      answer: page([meera]),
      recovered: () => screen.findByText('Meera Iyer'),
    }));

  it('finds users by the filters and suspends one', async () => {
    const asked: string[] = [];
    let users = [meera, rohan];
    server.use(
      mockRoute(authUsersAdminApi.listUsers, ({ url }) => {
        asked.push(url.search);
        return page(users);
      }),
      mockRoute(authUsersAdminApi.changeStatus, async ({ params, request }) => {
        const { accountStatus } = (await request.json()) as { accountStatus: AdminUser['accountStatus'] };
        users = users.map((u) => (u.id === params.id ? { ...u, accountStatus } : u));
        return users.find((u) => u.id === params.id)!;
      }),
    );
    open();
    const list = await screen.findByRole('list', { name: 'Users' });
    expect(within(list).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByText('1–2 of 2')).toBeTruthy();

    const search = screen.getByRole('search', { name: 'Find users' });
    await userEvent.type(within(search).getByRole('textbox', { name: 'Search' }), 'meera');
    await userEvent.selectOptions(within(search).getByRole('combobox', { name: 'Status' }), 'active');
    await userEvent.click(within(search).getByRole('button', { name: 'Search' }));
    await waitFor(() => expect(asked.at(-1)).toBe('?q=meera&status=active&limit=20&offset=0'));

    // the new search's list (the spinner replaced the old one while it loaded)
    const found = await screen.findByRole('list', { name: 'Users' });
    const card = within(found).getByText('Meera Iyer').closest('li')!;
    await userEvent.click(within(card).getByRole('button', { name: 'Manage' }));
    await userEvent.click(within(card).getByRole('button', { name: 'Suspend' }));
    expect(await screen.findByText('Account suspended')).toBeTruthy();
    expect(await within(card).findByRole('button', { name: 'Reactivate' })).toBeTruthy();
  });
});

describe('the super-admin’s users in Hindi', () => {
  inLanguage('hi');
  it('reads in Hindi when the page is in Hindi, the dates and the pager too', async () => {
    server.use(mockRoute(authUsersAdminApi.listUsers, page([meera, user('u-arjun', 'Arjun Rao', { lastLogin: '2026-12-07T06:40:00.000Z' })])));
    open();
    expect(screen.getByRole('heading', { level: 2, name: 'यूज़र' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: 'यूज़र' });
    const arjun = within(list).getByLabelText('Arjun Rao');
    expect(within(arjun).getByText("मेंबर · Shooter's Circle (active) · 1 फ़र॰ 2026, 10:00 am को जुड़े")).toBeTruthy();
    expect(within(arjun).getByText('एक्टिव')).toBeTruthy();
    await userEvent.click(within(arjun).getByRole('button', { name: 'मैनेज करें' }));
    expect(within(arjun).getByText(/आखिरी लॉगिन 7 दिस॰ 2026, 12:10 pm/)).toBeTruthy();
    expect(within(arjun).getByRole('button', { name: 'सस्पेंड करें' })).toBeTruthy();
    expect(screen.getByText('2 में से 1–2')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'सर्च करें' })).toBeTruthy();
  });
});
