import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { eventEntriesApi } from '@trap/contracts/api/route-paths';
import {
  apiError,
  expectRetryableError,
  mockRoute,
  mockRoutePending,
  renderScreen,
  setupApiServer,
  testUser,
} from '@trap/ui/testing/index.ts';
import { CheckInDesk, MyCheckInCode } from './check-in.tsx';
import { entriesReport as report, EVENT_ID, organiser, paidEntry, type Entry } from './test-fixtures.ts';

// the decoder reads pixels jsdom cannot draw: the photo "holds" whatever the test puts here
const decoded = vi.hoisted(() => ({ text: null as string | null }));
vi.mock('./qr-decode.ts', () => ({
  decodeDrawn: () => null,
  decodeQrPhoto: async () => decoded.text,
  decodeQr: () => null,
}));

const PRIYA = '6750a1b2c3d4e5f6a7b8c9e1';
const ARJUN = '6750a1b2c3d4e5f6a7b8c9e2';
const MEERA = '6750a1b2c3d4e5f6a7b8c9e3';
const WAITING = '6750a1b2c3d4e5f6a7b8c9e4';

const server = setupApiServer();
const desk = () => renderScreen(<CheckInDesk eventId={EVENT_ID} />, { path: '/club-events', user: organiser() });

describe('The organiser’s check-in list', () => {
  it('says it is loading the entrants', async () => {
    server.use(mockRoutePending(eventEntriesApi.listEventEntries));
    desk();
    expect(await screen.findByText('Loading the entrants…')).toBeTruthy();
  });

  it('says so when nobody has paid yet (an entrant waiting for a place is not expected)', async () => {
    server.use(
      mockRoute(
        eventEntriesApi.listEventEntries,
        report([paidEntry(WAITING, 'Kabir Rao', { status: 'waiting', statusLabel: 'Waiting list' })]),
      ),
    );
    desk();
    expect(await screen.findByText('No paid entrants to check in yet.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Scan' })).toBeNull();
  });

  it('offers Try again when the entrants fail to load', () =>
    expectRetryableError(server, {
      route: eventEntriesApi.listEventEntries,
      open: desk,
      error: 'The entrants could not be loaded',
      answer: report([paidEntry(PRIYA, 'Priya Kapoor')]),
      recovered: () => screen.findByText('0 of 1 checked in'),
    }));

  it('counts who is in, ticks an entrant in, and marks a no-show', async () => {
    let items = [
      paidEntry(PRIYA, 'Priya Kapoor', { checkedInAt: '2026-12-07T04:32:00.000Z' }),
      paidEntry(ARJUN, 'Arjun Mehta'),
      paidEntry(MEERA, 'Meera Iyer', { status: 'cash', statusLabel: 'Cash at the range', discipline: 'skeet' }),
      paidEntry(WAITING, 'Kabir Rao', { status: 'pending', statusLabel: 'Awaiting payment' }),
    ];
    const calls: string[] = [];
    const change = (id: string, over: Partial<Entry>) => {
      items = items.map((e) => (e.id === id ? { ...e, ...over } : e));
      return items.find((e) => e.id === id)!;
    };
    server.use(
      mockRoute(eventEntriesApi.listEventEntries, () => report(items)),
      mockRoute(eventEntriesApi.checkInEventEntry, ({ params }) => {
        calls.push(`in ${params.entryId}`);
        return {
          entry: change(String(params.entryId), { checkedInAt: '2026-12-07T04:40:00.000Z', noShow: false }),
          alreadyCheckedIn: false,
        };
      }),
      mockRoute(eventEntriesApi.markEventNoShow, async ({ params, request }) => {
        const body = (await request.json()) as { noShow: boolean };
        calls.push(`no-show ${params.entryId} ${body.noShow}`);
        return change(String(params.entryId), { noShow: body.noShow });
      }),
    );
    desk();
    expect(await screen.findByText('1 of 3 checked in')).toBeTruthy();
    const list = screen.getByRole('list', { name: 'Entrants to check in' });
    // the unpaid entrant is not on it
    expect(within(list).queryByText('Kabir Rao')).toBeNull();
    const priya = within(list).getByRole('checkbox', { name: /Priya Kapoor/ }) as HTMLInputElement;
    expect(priya.checked).toBe(true);
    expect(within(list).getByText(/in at 10:02/i)).toBeTruthy();
    await userEvent.click(within(list).getByRole('checkbox', { name: /Arjun Mehta/ }));
    expect(await screen.findByText('2 of 3 checked in')).toBeTruthy();
    const meera = within(list).getByText('Meera Iyer').closest('li')!;
    await userEvent.click(within(meera).getByRole('button', { name: 'No-show' }));
    expect(await screen.findByText(/1 no-show/)).toBeTruthy();
    expect(within(meera).getByText('No-show', { selector: '.ui-badge, span' })).toBeTruthy();
    expect(calls).toEqual([`in ${ARJUN}`, `no-show ${MEERA} true`]);
  });

  it('shows the reason when a tick is refused', async () => {
    server.use(
      mockRoute(eventEntriesApi.listEventEntries, report([paidEntry(ARJUN, 'Arjun Mehta')])),
      mockRoute(eventEntriesApi.checkInEventEntry, () => apiError(409, 'This entry was cancelled')),
    );
    desk();
    await userEvent.click(await screen.findByRole('checkbox', { name: /Arjun Mehta/ }));
    expect((await screen.findByRole('alert')).textContent).toBe('This entry was cancelled');
  });

  it('scans from a photo when the camera is not available, and says who was checked in, or why not', async () => {
    const scanned: string[] = [];
    let answer: 'ok' | 'again' | 'bad' = 'ok';
    server.use(
      mockRoute(eventEntriesApi.listEventEntries, report([paidEntry(ARJUN, 'Arjun Mehta')])),
      mockRoute(eventEntriesApi.scanEventCheckIn, async ({ request }) => {
        scanned.push(((await request.json()) as { code: string }).code);
        if (answer === 'bad') return apiError(400, 'This check-in code is for another event');
        return {
          entry: paidEntry(ARJUN, 'Arjun Mehta', { checkedInAt: '2026-12-07T04:45:00.000Z' }),
          alreadyCheckedIn: answer === 'again',
        };
      }),
    );
    desk();
    await userEvent.click(await screen.findByRole('button', { name: 'Scan' }));
    // jsdom has no camera: the scanner says so and offers a photo
    expect(await screen.findByText('The camera is not available here: scan from a photo instead.')).toBeTruthy();
    const photo = new File([new Uint8Array([1, 2, 3])], 'qr.png', { type: 'image/png' });

    decoded.text = null;
    await userEvent.upload(screen.getByLabelText('Scan from a photo'), photo);
    expect(await screen.findByText('No QR code found in this photo: try again closer and in focus')).toBeTruthy();
    expect(scanned).toEqual([]);

    const code = `https://trap.example/club-events?event=${EVENT_ID}&check-in=${EVENT_ID}.${ARJUN}.abcdefghijklmnopqrstuvwx`;
    decoded.text = code;
    await userEvent.upload(screen.getByLabelText('Scan from a photo'), photo);
    expect(await screen.findByText('Checked in: Arjun Mehta (ISSF Olympic Trap)')).toBeTruthy();
    expect(scanned).toEqual([code]);
    // the scanner closed after a code; a second scan of the same code says so
    expect(screen.queryByText('Scan from a photo')).toBeNull();
    answer = 'again';
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await userEvent.upload(await screen.findByLabelText('Scan from a photo'), photo);
    expect(await screen.findByText(/^Already checked in at 10:15\s?am: Arjun Mehta \(ISSF Olympic Trap\)$/)).toBeTruthy();
    answer = 'bad';
    await userEvent.click(screen.getByRole('button', { name: 'Scan' }));
    await userEvent.upload(await screen.findByLabelText('Scan from a photo'), photo);
    expect((await screen.findByRole('alert')).textContent).toBe('This check-in code is for another event');
  });
});

describe('The entrant’s check-in code', () => {
  const mine = () =>
    renderScreen(<MyCheckInCode eventId={EVENT_ID} entry={paidEntry(PRIYA, 'Priya Kapoor')} />, { path: '/club-events', user: testUser() });
  const code = {
    entryId: PRIYA,
    eventId: EVENT_ID,
    name: 'Priya Kapoor',
    discipline: 'olympic-trap' as const,
    code: `${EVENT_ID}.${PRIYA}.abcdefghijklmnopqrstuvwx`,
    path: `/club-events?event=${EVENT_ID}&check-in=${EVENT_ID}.${PRIYA}.abcdefghijklmnopqrstuvwx`,
    checkedInAt: null,
  };

  it('draws the QR code with the entrant’s name and discipline', async () => {
    server.use(mockRoute(eventEntriesApi.getEventCheckInCode, code));
    mine();
    const figure = await screen.findByRole('figure', { name: 'Check-in code for Priya Kapoor' });
    expect(figure.querySelector('svg')).toBeTruthy();
    expect(within(figure).getByText('ISSF Olympic Trap')).toBeTruthy();
    expect(within(figure).getByText('Show this code at the range to check in')).toBeTruthy();
  });

  it('says when the entrant is checked in', async () => {
    server.use(mockRoute(eventEntriesApi.getEventCheckInCode, { ...code, checkedInAt: '2026-12-07T04:32:00.000Z' }));
    mine();
    expect(await screen.findByText(/^Checked in at 10:02\s?am$/)).toBeTruthy();
  });

  it('says it is loading, and offers Try again when the code fails to load', async () => {
    let fail = true;
    server.use(mockRoute(eventEntriesApi.getEventCheckInCode, () => (fail ? apiError(500) : code)));
    mine();
    expect(await screen.findByText('Loading your check-in code…')).toBeTruthy();
    await screen.findByText(/Your check-in code could not be loaded/);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(screen.getByText('Show this code at the range to check in')).toBeTruthy());
  });
});

describe('A check-in code opened by the organiser’s camera app', () => {
  it('offers to check the entrant in from the event page’s address', async () => {
    const scanned: string[] = [];
    const code = `${EVENT_ID}.${ARJUN}.abcdefghijklmnopqrstuvwx`;
    server.use(
      mockRoute(eventEntriesApi.listEventEntries, report([paidEntry(ARJUN, 'Arjun Mehta')])),
      mockRoute(eventEntriesApi.scanEventCheckIn, async ({ request }) => {
        scanned.push(((await request.json()) as { code: string }).code);
        return { entry: paidEntry(ARJUN, 'Arjun Mehta', { checkedInAt: '2026-12-07T04:45:00.000Z' }), alreadyCheckedIn: false };
      }),
    );
    renderScreen(<CheckInDesk eventId={EVENT_ID} />, {
      path: `/club-events?event=${EVENT_ID}&check-in=${encodeURIComponent(code)}`,
      user: organiser(),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Check this entrant in' }));
    expect(await screen.findByText('Checked in: Arjun Mehta (ISSF Olympic Trap)')).toBeTruthy();
    expect(scanned).toEqual([code]);
    expect(screen.queryByRole('button', { name: 'Check this entrant in' })).toBeNull();
  });
});
