import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/**
 * A range's slot board on its page (a week of slots, book, cancel, my bookings) and
 * the range staff's screen (open a slot, see who booked), on a phone. The demo seed opens a week of
 * slots at Aravalli Clay Club and Pink City Trap Club, and names the demo coach Aravalli's manager.
 */
test.use({ viewport: { width: 390, height: 844 } });
test.describe.configure({ timeout: 90_000 });

async function rangeId(page: Page, name: string): Promise<string> {
  const res = await page.request.get('/api/shooting-ranges?limit=100');
  const found = ((await res.json()) as { id: string; name: string }[]).find((r) => r.name === name);
  expect(found, `${name} is a demo range`).toBeTruthy();
  return found!.id;
}

const noSideways = async (page: Page) => expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

test('a member books a place on the week’s board, sees it in My bookings, and cancels it; visitors are asked to log in', async ({
  page,
}) => {
  const id = await rangeId(page, 'Aravalli Clay Club');
  await page.goto(`/shooting-ranges/${id}`);
  const board = page.getByRole('region', { name: 'Book a slot' });
  await expect(board.getByRole('link', { name: 'Log in to book' }).first()).toBeVisible({ timeout: 20_000 });
  await expect(board.getByText('Prices are per round, paid at the range. Times are IST.')).toBeVisible();

  const user = newUser('slots');
  await registerViaApi(page, user);
  await page.reload();
  const slot = board.getByRole('listitem', { name: /^10:00 Trap 2$/ }).first();
  await expect(slot).toContainText('₹1,450');
  await expect(slot).toContainText('12 of 12 places left');
  await slot.getByRole('button', { name: 'Book' }).click();
  await expect(toast(page, 'Place booked')).toBeVisible();
  await expect(slot).toContainText('Booked');
  await expect(slot).toContainText('11 of 12 places left');
  const mine = board.getByRole('region', { name: 'My bookings' });
  await expect(mine.getByRole('listitem')).toHaveCount(1);
  await expect(mine).toContainText('10:00 · Trap 2 · ₹1,450');
  await noSideways(page);

  await slot.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('alertdialog', { name: 'Cancel this booking?' }).getByRole('button', { name: 'Cancel booking' }).click();
  await expect(toast(page, 'Booking cancelled')).toBeVisible();
  await expect(slot).toContainText('12 of 12 places left');
  await expect(mine).toContainText('You have no bookings at this range.');

  // the next week has no slots yet (the seed opens one week)
  await board.getByRole('button', { name: 'Next week' }).click();
  await board.getByRole('button', { name: 'Next week' }).click();
  await expect(board.getByText('No slots open this week.', { exact: false })).toBeVisible();
  await expect(board.getByRole('link', { name: 'Manage slots and bookings' })).toHaveCount(0);

  // a member who is not the range's staff is refused its manager screen
  await page.goto(`/shooting-ranges/${id}/manage`);
  await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
});

test('the range’s manager opens a slot and sees the member who booked it', async ({ page, browser }) => {
  const id = await rangeId(page, 'Aravalli Clay Club');
  await page.request.get('/api/user');
  await loginViaApi(page, 'coach', DEMO_PASSWORD);
  await page.goto(`/shooting-ranges/${id}`);
  await page.getByRole('link', { name: 'Manage slots and bookings' }).click();
  await expect(page.getByRole('heading', { name: 'Manage slots', level: 1 })).toBeVisible();
  const open = page.getByRole('form', { name: 'Open a slot' });
  const day = new Date(Date.now() + 5.5 * 3_600_000 + 3 * 86_400_000).toISOString().slice(0, 10);
  const time = `12:${String(new Date().getSeconds()).padStart(2, '0')}`;
  await open.getByLabel('Date').fill(day);
  await open.getByLabel('Start time').fill(time);
  await open.getByLabel('Layout').selectOption({ label: 'Trap 1' });
  await open.getByLabel('Price (₹)').fill('999.50');
  await open.getByLabel('Places').fill('1');
  await open.getByRole('button', { name: 'Open slot' }).click();
  await expect(toast(page, 'Slot opened')).toBeVisible();
  const row = page.getByRole('listitem', { name: `${day} ${time} Trap 1` });
  await expect(row).toContainText('₹999.50');
  await expect(row).toContainText('0 of 1 booked');
  await noSideways(page);

  // a member books the one place
  const ctx = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const member = await ctx.newPage();
  await registerViaApi(member, newUser('slotbook'));
  const name = ((await (await member.request.get('/api/user')).json()) as { displayName: string }).displayName;
  await member.goto(`/shooting-ranges/${id}`);
  const slot = member.getByRole('region', { name: 'Book a slot' }).getByRole('listitem', { name: `${time} Trap 1` });
  await slot.getByRole('button', { name: 'Book' }).click();
  await expect(slot).toContainText('Full');
  await ctx.close();

  await page.reload();
  await expect(row).toContainText('1 of 1 booked');
  await expect(row.getByRole('listitem')).toHaveText([name]);
  await expect(row.getByRole('button', { name: 'Withdraw slot' })).toHaveCount(0);
});
