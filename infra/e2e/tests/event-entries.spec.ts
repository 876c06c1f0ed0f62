import { expect, test, type Page } from '@playwright/test';
import { apiPost, csrfToken, DEMO_PASSWORD, loginViaApi, logoutViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** Paid entries of a club event: enter, pay on the test gateway (a GST receipt), cancel before the cut-off and be refunded; the organiser's list. */

test.describe.configure({ timeout: 180_000 });
const expectSoon = expect.configure({ timeout: 45_000 });

const DAY = 86_400_000;
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The demo admin adds an approved event with entry fees (the admin is its organiser), then logs out. */
async function paidEvent(page: Page, title: string) {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const res = await apiPost(page, '/api/club-events', {
    title,
    eventType: 'club_shoot',
    location: 'Aravalli Clay Club, Gurugram',
    state: 'Haryana',
    startDate: `${istDay(12)}T09:30:00+05:30`,
    organizer: 'Aravalli Clay Club league desk',
    maxParticipants: 10,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const fees = await page.request.put(`/api/club-events/${id}/entry-fees`, {
    data: { fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }], cutoffAt: `${istDay(10)}T23:59:00+05:30` },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(fees.status(), await fees.text()).toBe(200);
  await logoutViaApi(page);
  return id;
}

test('a member enters a paid event, pays on the test gateway, gets a receipt, cancels before the cut-off and is refunded', async ({
  page,
}) => {
  const title = `Aravalli Paid Cup ${Date.now().toString(36)}`;
  const id = await paidEvent(page, title);
  await registerViaApi(page, newUser('entr'));

  await page.goto(`/club-events?event=${id}`);
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expectSoon(page.getByRole('heading', { name: 'Entries', level: 2 })).toBeVisible();
  await expect(page.getByText('This event takes paid entries: enter under Entries')).toBeVisible();
  // a new member's first community write waits for auth's events
  await expect(async () => {
    await page.getByRole('button', { name: 'Enter', exact: true }).click();
    await expect(page.getByRole('button', { name: 'Pay ₹1,500.00' })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  // auth hears of the entry's price through community's event: paying may need a moment
  await expect(async () => {
    await page.getByRole('button', { name: 'Pay ₹1,500.00' }).click();
    await expect(toast(page, 'Payment received: your receipt is on its way')).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(async () => {
    await page.reload();
    await expect(page.getByRole('link', { name: /^Receipt TI\// })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await expect(page.getByText('Paid', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel entry' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel this entry?' });
  await expect(dialog.getByText('You will be refunded in full.')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel entry' }).click();
  await expectSoon(toast(page, 'Entry cancelled: your refund is on its way')).toBeVisible();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText('Refunded', { exact: true })).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });

  // the organiser's list counts it
  await logoutViaApi(page);
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto(`/club-events?event=${id}`);
  await expectSoon(page.getByRole('heading', { name: 'All entries' })).toBeVisible();
  await expect(page.getByRole('table', { name: 'Totals per payment state' }).getByRole('rowheader', { name: 'Refunded' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Download CSV' })).toBeVisible();
});
