import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { authPaymentsApi, eventEntriesApi } from '@trap/contracts/api/route-paths';
import type { RouteResponse } from '@trap/ui';
import {
  apiError,
  expectRetryableError,
  mockRoute,
  mockRoutePending,
  renderScreen,
  setupApiServer,
  testUser,
} from '@trap/ui/testing/index.ts';
import { EventEntries } from './event-entries.tsx';
import { clubEvent, entriesReport, entryFees, EVENT_ID, organiser, paidEntry, type Entry } from './test-fixtures.ts';

const event = clubEvent({ description: '', maxParticipants: 2, registeredCount: 0, spotsLeft: 2 });
const fees = entryFees({ cutoffAt: '2027-01-08T12:30:00.000Z', placesTaken: 1, capacity: 2 });
/** Priya's entry, awaiting payment until 9 December. */
const entry = (over: Partial<Entry> = {}): Entry =>
  paidEntry('6750a1b2c3d4e5f6a7b8c9d1', 'Priya Kapoor', {
    userId: 'u-priya',
    status: 'pending',
    statusLabel: 'Awaiting payment',
    paidPaise: 0,
    payBy: '2026-12-09T12:30:00.000Z',
    createdAt: '2026-12-07T12:30:00.000Z',
    updatedAt: '2026-12-07T12:30:00.000Z',
    ...over,
  });

const started: RouteResponse<typeof authPaymentsApi.createEventEntryOrder> = {
  order: {
    id: '6750a1b2c3d4e5f6a7b8c9d2',
    tier: 'pro_lane',
    label: 'Entry: Pink City Members Cup (ISSF Olympic Trap)',
    amountPaise: 150_000,
    taxPaise: 22_881,
    taxablePaise: 127_119,
    ratePercent: 18,
    currency: 'INR',
    status: 'created',
    provider: 'test',
    providerOrderId: 'order_test_1',
    providerPaymentId: null,
    message: null,
    invoiceId: null,
    invoiceNumber: null,
    basePaise: 150_000,
    promoCode: null,
    discountPaise: 0,
    kind: 'event_entry',
    createdAt: '2026-12-07T12:30:00.000Z',
    paidAt: null,
  },
  checkout: { provider: 'test', orderId: 'order_test_1' },
};
const gatewayPaid: RouteResponse<typeof authPaymentsApi.testGateway> = {
  outcome: 'success',
  razorpay_order_id: 'order_test_1',
  razorpay_payment_id: 'pay_test_1',
  razorpay_signature: 'sig',
};

const server = setupApiServer();
const open = (user = testUser()) => renderScreen(<EventEntries event={event} />, { path: '/club-events', user });

describe('Entries on an event’s page', () => {
  it('shows nothing when the event takes no paid entries', async () => {
    server.use(mockRoute(eventEntriesApi.getEventEntryFees, () => apiError(404)));
    open();
    await screen.findByText('Loading the entry fees…').catch(() => null);
    await expect(screen.findByRole('heading', { name: 'Entries' }, { timeout: 300 })).rejects.toThrow();
  });

  it('says it is loading the fees', async () => {
    server.use(mockRoutePending(eventEntriesApi.getEventEntryFees));
    open();
    expect(await screen.findByText('Loading the entry fees…')).toBeTruthy();
  });

  it('offers Try again when the fees fail to load, and shows them once the server answers', () =>
    expectRetryableError(server, {
      route: eventEntriesApi.getEventEntryFees,
      open: () => {
        server.use(mockRoute(eventEntriesApi.listMyEventEntries, { items: [] }));
        open();
      },
      error: 'The entry fees could not be loaded',
      answer: fees,
      recovered: () => screen.findByRole('heading', { name: 'Entries' }),
    }));

  it('shows the fees and an empty list of my entries, and enters a discipline', async () => {
    const entered: unknown[] = [];
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, () => ({ items: entered.length ? [entry()] : [] })),
      mockRoute(eventEntriesApi.enterEvent, async ({ request }) => {
        entered.push(await request.json());
        return entry();
      }),
    );
    open();
    const table = await screen.findByRole('table');
    expect(within(table).getByRole('rowheader', { name: 'ISSF Olympic Trap' })).toBeTruthy();
    expect(within(table).getByText('₹1,500.00')).toBeTruthy();
    expect(await screen.findByText('You have not entered yet.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Enter' }));
    expect(entered).toEqual([{ discipline: 'olympic-trap' }]);
    expect(await screen.findByRole('button', { name: 'Pay ₹1,500.00' })).toBeTruthy();
  });

  it('pays a pending entry through the test gateway', async () => {
    const calls: string[] = [];
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, { items: [entry()] }),
      mockRoute(authPaymentsApi.createEventEntryOrder, async ({ request }) => {
        calls.push(`order ${JSON.stringify(await request.json())}`);
        return started;
      }),
      mockRoute(authPaymentsApi.testGateway, async ({ request }) => {
        calls.push(`gateway ${JSON.stringify(await request.json())}`);
        return gatewayPaid;
      }),
    );
    open();
    await userEvent.click(await screen.findByRole('button', { name: 'Pay ₹1,500.00' }));
    await screen.findByText('Payment received: your receipt is on its way');
    expect(calls).toEqual([`order {"entryId":"6750a1b2c3d4e5f6a7b8c9d1"}`, 'gateway {"outcome":"success"}']);
  });

  it('pays with a promo code: a code that does not apply is said under the field, and the paid entry says what it cost', async () => {
    const orders: unknown[] = [];
    let paid = false;
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, () => ({
        items: [paid ? entry({ status: 'paid', statusLabel: 'Paid', paidPaise: 120_000, payBy: null }) : entry()],
      })),
      mockRoute(eventEntriesApi.getEventCheckInCode, () => apiError(404)),
      mockRoute(authPaymentsApi.createEventEntryOrder, async ({ request }) => {
        const body = (await request.json()) as { promoCode?: string };
        orders.push(body);
        if (body.promoCode !== 'WINTER20')
          return apiError(400, 'This promo code is not valid', { fields: { promoCode: 'This promo code is not valid' } });
        return { ...started, order: { ...started.order, amountPaise: 120_000, promoCode: 'winter20', discountPaise: 30_000 } };
      }),
      mockRoute(authPaymentsApi.testGateway, () => {
        paid = true;
        return gatewayPaid;
      }),
    );
    open();
    const code = await screen.findByRole('textbox', { name: 'Promo code' });
    await userEvent.type(code, 'SUMMER');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,500.00' }));
    expect(await screen.findByText('This promo code is not valid')).toBeTruthy();
    await userEvent.clear(code);
    await userEvent.type(code, ' WINTER20 ');
    await userEvent.click(screen.getByRole('button', { name: 'Pay ₹1,500.00' }));
    await screen.findByText('Payment received: your receipt is on its way');
    expect(orders).toEqual([
      { entryId: '6750a1b2c3d4e5f6a7b8c9d1', promoCode: 'SUMMER' },
      { entryId: '6750a1b2c3d4e5f6a7b8c9d1', promoCode: 'WINTER20' },
    ]);
    expect(await screen.findByText('Paid ₹1,200.00 with a promo code')).toBeTruthy();
  });

  it('cancels a paid entry before the cut-off, saying it is refunded', async () => {
    let cancelled = false;
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, { ...fees, cutoffAt: '2099-01-01T00:00:00.000Z' }),
      mockRoute(eventEntriesApi.listMyEventEntries, () => ({
        items: [
          cancelled
            ? entry({ status: 'refunding', statusLabel: 'Refund in progress', payBy: null })
            : entry({
                status: 'paid',
                statusLabel: 'Paid',
                paidPaise: 150_000,
                payBy: null,
                invoiceNumber: 'TI/2026-27/00012',
                receiptUrl: '/api/payments/invoices/x',
              }),
        ],
      })),
      mockRoute(eventEntriesApi.cancelEventEntry, () => {
        cancelled = true;
        return entry({ status: 'refunding', statusLabel: 'Refund in progress', payBy: null });
      }),
      mockRoute(eventEntriesApi.getEventCheckInCode, {
        entryId: '6750a1b2c3d4e5f6a7b8c9d1',
        eventId: EVENT_ID,
        name: 'Priya Kapoor',
        discipline: 'olympic-trap',
        code: `${EVENT_ID}.6750a1b2c3d4e5f6a7b8c9d1.abcdefghijklmnopqrstuvwx`,
        path: `/club-events?event=${EVENT_ID}&check-in=${EVENT_ID}.6750a1b2c3d4e5f6a7b8c9d1.abcdefghijklmnopqrstuvwx`,
        checkedInAt: null,
      }),
    );
    open();
    expect(await screen.findByRole('link', { name: 'Receipt TI/2026-27/00012' })).toBeTruthy();
    // a paid entry carries its check-in QR code
    expect(await screen.findByRole('figure', { name: 'Check-in code for Priya Kapoor' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel entry' }));
    const dialog = await screen.findByRole('alertdialog');
    expect(within(dialog).getByText('You will be refunded in full.')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel entry' }));
    expect(await screen.findByText('Refund in progress')).toBeTruthy();
    // a cancelled entry has no check-in code
    expect(screen.queryByRole('figure', { name: 'Check-in code for Priya Kapoor' })).toBeNull();
  });

  it('shows the organiser every entry with totals per state and the CSV, and says when there are none', async () => {
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, { items: [] }),
      mockRoute(
        eventEntriesApi.listEventEntries,
        entriesReport([entry({ status: 'cash', statusLabel: 'Cash at the range', paidPaise: 200_000, name: 'Walk-in Guest', payBy: null })], {
          totals: [{ status: 'cash', count: 1, amountPaise: 200_000 }],
          collectedPaise: 200_000,
          capacity: 2,
        }),
      ),
    );
    open(organiser());
    expect(await screen.findByRole('heading', { name: 'All entries' })).toBeTruthy();
    const totals = await screen.findByRole('table', { name: 'Totals per payment state' });
    expect(within(totals).getByRole('rowheader', { name: 'Cash at the range' })).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Entries' })).getByRole('rowheader', { name: 'Walk-in Guest' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(`/api/club-events/${EVENT_ID}/entries/csv`);
  });

  it('lets the organiser of an event without fees set them', async () => {
    const saved: unknown[] = [];
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, () => (saved.length ? fees : apiError(404))),
      mockRoute(eventEntriesApi.setEventEntryFees, async ({ request }) => {
        saved.push(await request.json());
        return fees;
      }),
      mockRoute(eventEntriesApi.listMyEventEntries, { items: [] }),
      mockRoute(eventEntriesApi.listEventEntries, entriesReport([], { capacity: 2 })),
    );
    open(organiser());
    expect(await screen.findByText('Entries are free until you set entry fees.')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Set entry fees' }));
    const form = screen.getByRole('form', { name: 'Entry fees' });
    await userEvent.click(within(form).getByRole('checkbox', { name: 'ISSF Olympic Trap' }));
    await userEvent.type(within(form).getByRole('textbox', { name: 'Member price (₹)' }), '1500');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Guest price (₹)' }), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Save fees' }));
    expect(await screen.findByRole('button', { name: 'Change entry fees' })).toBeTruthy();
    expect(saved).toEqual([
      {
        fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000, earlyBirdPaise: null, earlyBirdUntil: null }],
        cutoffAt: null,
      },
    ]);
  });

  it('lets the organiser record cash taken at the range', async () => {
    const recorded: unknown[] = [];
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, { items: [] }),
      mockRoute(eventEntriesApi.listEventEntries, entriesReport([], { capacity: 2 })),
      mockRoute(eventEntriesApi.recordEventEntry, async ({ request }) => {
        recorded.push(await request.json());
        return entry({ status: 'cash', statusLabel: 'Cash at the range', name: 'Walk-in Guest', userId: null, payBy: null });
      }),
    );
    open(organiser());
    const form = await screen.findByRole('form', { name: 'Record an entry' });
    await userEvent.type(within(form).getByRole('textbox', { name: 'Name' }), 'Walk-in Guest');
    await userEvent.type(within(form).getByRole('textbox', { name: 'Cash taken (₹)' }), '2000');
    await userEvent.click(within(form).getByRole('button', { name: 'Record entry' }));
    expect(await screen.findByText('Cash at the range entry recorded for Walk-in Guest')).toBeTruthy();
    expect(recorded).toEqual([{ kind: 'cash', discipline: 'olympic-trap', name: 'Walk-in Guest', amountPaise: 200_000 }]);
  });

  it('says when the organiser has no entries yet', async () => {
    server.use(
      mockRoute(eventEntriesApi.getEventEntryFees, fees),
      mockRoute(eventEntriesApi.listMyEventEntries, { items: [] }),
      mockRoute(eventEntriesApi.listEventEntries, entriesReport([], { capacity: 2 })),
    );
    open(organiser());
    expect(await screen.findByText('No entries yet.')).toBeTruthy();
  });
});
