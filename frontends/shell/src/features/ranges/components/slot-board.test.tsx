import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { CurrentUser } from '@trap/contracts';
import { rangeSlotsApi } from '@trap/contracts/api/route-paths';
import { expectRetryableError, mockRoute, mockRoutePending, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import { slot, slotBoard as board } from '../test-fixtures.ts';
import { SlotBoard } from './slot-board.tsx';

const server = setupApiServer(mockRoute(rangeSlotsApi.listMyRangeBookings, { items: [] }));
const open = (user: CurrentUser | null = testUser()) =>
  renderScreen(<SlotBoard rangeId="r1" />, { path: '/shooting-ranges/r1', user, routes: [{ path: '/auth', element: <p>Log in page</p> }] });

describe('the slot board', () => {
  it('shows a spinner while the slots load', async () => {
    server.use(mockRoutePending(rangeSlotsApi.getRangeSlotBoard));
    open();
    expect(await screen.findByText('Loading slots...')).toBeTruthy();
  });

  it('says when no slot is open this week, and that the member has no bookings here', async () => {
    server.use(mockRoute(rangeSlotsApi.getRangeSlotBoard, board([])));
    open();
    expect(await screen.findByText('No slots open this week. Contact the range or try the next week.')).toBeTruthy();
    expect(await screen.findByText('You have no bookings at this range.')).toBeTruthy();
  });

  it('says the slots could not be loaded, with Try again', () =>
    expectRetryableError(server, {
      route: rangeSlotsApi.getRangeSlotBoard,
      open,
      error: 'The slots could not be loaded: Internal server error',
      answer: board([slot()]),
      recovered: () => screen.findByRole('listitem', { name: '23:59 Trap 1' }),
    }));

  it('says the slots could not be loaded when the network fails, with Try again', () =>
    expectRetryableError(server, {
      route: rangeSlotsApi.getRangeSlotBoard,
      failure: 'network',
      open,
      error: 'The slots could not be loaded',
      answer: board([slot()]),
      recovered: () => screen.findByRole('listitem', { name: '23:59 Trap 1' }),
    }));

  it('asks a visitor to log in to book', async () => {
    server.use(mockRoute(rangeSlotsApi.getRangeSlotBoard, board([slot()])));
    open(null);
    const row = await screen.findByRole('listitem', { name: '23:59 Trap 1' });
    expect(within(row).getByText('4 of 6 places left')).toBeTruthy();
    expect(within(row).getByRole('link', { name: 'Log in to book' }).getAttribute('href')).toBe('/auth?returnTo=%2Fshooting-ranges%2Fr1');
  });

  it('books a place for a member, who then holds it', async () => {
    let booked = false;
    const names: unknown[] = [];
    server.use(
      mockRoute(rangeSlotsApi.getRangeSlotBoard, () => board([slot(booked ? { bookedByMe: true, placesLeft: 3 } : {})])),
      mockRoute(rangeSlotsApi.bookRangeSlot, async ({ request, params }) => {
        names.push([params.slotId, await request.json()]);
        booked = true;
        return slot({ bookedByMe: true, placesLeft: 3 });
      }),
    );
    open();
    const row = await screen.findByRole('listitem', { name: '23:59 Trap 1' });
    await userEvent.click(within(row).getByRole('button', { name: 'Book' }));
    expect(await screen.findByText('Place booked')).toBeTruthy();
    expect(await within(row).findByText('Booked')).toBeTruthy();
    expect(within(row).getByText('3 of 6 places left')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Cancel' })).toBeTruthy();
    expect(names).toEqual([['s1', { name: 'Priya Kapoor' }]]);
  });
});
