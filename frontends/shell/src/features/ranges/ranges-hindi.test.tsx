import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { contentApi, rangeSlotsApi } from '@trap/contracts/api/route-paths';
import { inLanguage, mockRoute, renderScreen, setupApiServer, testUser } from '@trap/ui/testing/index.ts';
import ShootingRangePage from './range-page.tsx';
import RangeManagePage from './range-manage-page.tsx';
import ShootingRangesPage from './ranges-page.tsx';
import { range, slot, slotBoard } from './test-fixtures.ts';

// a Monday: its label is the same whatever day the tests run
const myBooking = slot({ id: 's0', date: '2026-12-07', time: '09:00', bookedByMe: true });

const server = setupApiServer(
  mockRoute(contentApi.ranges.list, [range]),
  mockRoute(contentApi.ranges.get, range),
  mockRoute(rangeSlotsApi.getRangeSlotBoard, slotBoard([slot()], true)),
  mockRoute(rangeSlotsApi.listMyRangeBookings, { items: [myBooking] }),
  mockRoute(rangeSlotsApi.getRangeBoardSettings, { rangeId: 'r1', layouts: [{ id: 'l1', name: 'Trap 1' }], managerIds: [] }),
  mockRoute(rangeSlotsApi.listRangeBookings, { items: [{ ...slot({ placesLeft: 5 }), bookings: [{ name: 'Asha', bookedAt: '2026-12-01T10:00:00.000Z' }] }] }),
);

describe('the shooting ranges in Hindi', () => {
  inLanguage('hi');

  it('reads the directory’s heading, filters, count and badges in Hindi; the range’s own words as written', async () => {
    renderScreen(<ShootingRangesPage />, { path: '/shooting-ranges' });
    expect(screen.getByRole('heading', { level: 1, name: 'शूटिंग रेंज' })).toBeTruthy();
    const filters = screen.getByRole('search', { name: 'रेंज फ़िल्टर करें' });
    expect(within(filters).getByLabelText('राज्य')).toBeTruthy();
    expect(await screen.findByText('1 रेंज')).toBeTruthy();
    const features = await screen.findByRole('list', { name: 'सुविधाएँ' });
    expect(within(features).getByText('वेरिफ़ाइड')).toBeTruthy();
    expect(within(features).getByText('Skeet')).toBeTruthy();
    expect(screen.getByText('नक्शे पर 1 रेंज')).toBeTruthy();
  });

  it('reads a range’s page and slot board in Hindi: places, rupees and the day of my booking', async () => {
    server.use(mockRoute(rangeSlotsApi.bookRangeSlot, slot({ bookedByMe: true, placesLeft: 3 })));
    renderScreen(<ShootingRangePage />, { path: '/shooting-ranges/r1', pattern: '/shooting-ranges/:id', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Delhi Trap Club' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'स्लॉट बुक करें' })).toBeTruthy();
    const row = await screen.findByRole('listitem', { name: '23:59 Trap 1' });
    expect(within(row).getByText('₹1,500', { exact: false })).toBeTruthy();
    expect(within(row).getByText('6 में से 4 जगहें बची हैं')).toBeTruthy();
    const mine = screen.getByRole('region', { name: 'मेरी बुकिंग' });
    expect(await within(mine).findByText('सोम, 7 दिस॰, 09:00 · Trap 1 · ₹1,500')).toBeTruthy();
    expect(screen.getByText('कीमतें प्रति राउंड हैं, भुगतान रेंज पर। समय IST में है।')).toBeTruthy();
    await userEvent.click(within(row).getByRole('button', { name: 'बुक करें' }));
    expect(await screen.findByText('जगह बुक हुई')).toBeTruthy();
  });

  it('reads the staff’s /manage page in Hindi, the slot form’s check too', async () => {
    renderScreen(<RangeManagePage />, { path: '/shooting-ranges/r1/manage', pattern: '/shooting-ranges/:id/manage', user: testUser() });
    expect(await screen.findByRole('heading', { level: 1, name: 'स्लॉट मैनेज करें' })).toBeTruthy();
    expect(await screen.findByRole('heading', { level: 2, name: 'ट्रैप लेआउट' })).toBeTruthy();
    expect(await screen.findByText('6 में से 1 बुक्ड', { exact: false })).toBeTruthy();
    const form = screen.getByRole('form', { name: 'स्लॉट खोलें' });
    await userEvent.clear(within(form).getByLabelText('जगहें'));
    await userEvent.click(within(form).getByRole('button', { name: 'स्लॉट खोलें' }));
    expect(await within(form).findByText('कम से कम 1 जगह होनी चाहिए')).toBeTruthy();
  });
});
