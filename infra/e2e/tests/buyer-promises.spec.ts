import { expect, request, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/**
 * What checkout sells is what the member gets (usability test findings). A fresh member buys Elite
 * Trigger on the built-in test gateway: the "Renew automatically" choice is there and unticked, so
 * the plan does not renew; "Organising shoots" means they propose an event from the calendar and,
 * once an admin approves it, create a shoot for it from its page, with no staff role. A member below
 * Elite Trigger sees the locked feature with its upgrade link instead. On a desktop and a phone.
 */
test.describe.configure({ timeout: 180_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const VIEWPORTS = [
  { name: 'on a desktop', viewport: { width: 1280, height: 720 } },
  { name: 'on a phone', viewport: { width: 390, height: 844 } },
] as const;

const DAY = 86_400_000;
/** The IST day `n` days from now. */
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
const istDate = (iso: string) => new Intl.DateTimeFormat('en-IN', { dateStyle: 'long', timeZone: 'Asia/Kolkata' }).format(new Date(iso));

/** The demo admin approves a pending event through the API, in a request context of its own (the member stays logged in). */
async function approveAsAdmin(eventId: string): Promise<void> {
  const ctx = await request.newContext({ baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000' });
  try {
    await ctx.get('/api/user');
    const csrf = async () => (await ctx.storageState()).cookies.find((c) => c.name === 'trap_csrf')?.value ?? '';
    const login = await ctx.post('/api/login', {
      data: { username: 'admin', password: DEMO_PASSWORD },
      headers: { 'x-csrf-token': await csrf() },
    });
    expect(login.status(), await login.text()).toBe(200);
    const res = await ctx.post(`/api/club-events/${eventId}/approve`, { headers: { 'x-csrf-token': await csrf() } });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await ctx.dispose();
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`buyer promises ${name}`, () => {
    test.use({ viewport });
    const fitsTheScreen = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    test('a fresh member buys Elite Trigger without renewal, proposes an event from the calendar and, once it is approved, creates a shoot for it', async ({
      page,
    }) => {
      const user = newUser('elite');
      await registerViaApi(page, user, 'elite_trigger');

      // checkout: what Elite Trigger unlocks, and the renewal choice left to the buyer
      await page.goto('/checkout/elite_trigger');
      await expectSoon(page.getByRole('heading', { name: 'Elite Trigger', exact: true })).toBeVisible();
      const unlocks = page.getByRole('region', { name: 'What Elite Trigger unlocks' }).getByRole('listitem');
      await expect(unlocks.filter({ hasText: /^Organising shoots \(match day\)$/ })).toHaveCount(1);
      const renew = page.getByRole('checkbox', { name: 'Renew automatically' });
      await expect(renew).toBeVisible();
      await expect(renew).not.toBeChecked();
      // it says what ticking it means: the tier's price, every year, until turned off
      await expect(renew).toHaveAccessibleDescription(/₹12,000\.00 .* every year .* until you turn auto-renew off/);
      await fitsTheScreen(page);
      await page.getByRole('button', { name: 'Pay ₹12,000.00' }).click();
      await expectSoon(page.getByRole('heading', { name: 'Pay ₹12,000.00' })).toBeVisible();
      await page.getByRole('button', { name: 'Payment succeeds' }).click();
      await expectSoon(page.getByRole('heading', { name: 'Payment received' })).toBeVisible();
      await expect.poll(async () => (await (await page.request.get('/api/user')).json()).membershipTier).toBe('elite_trigger');
      expect(await (await page.request.get('/api/payments/plan')).json()).toMatchObject({ autoRenew: false, cancelAtPeriodEnd: true });

      // the calendar: propose an event (an admin approves it, as any member's proposal)
      const title = `Members Cup ${viewport.width} ${Date.now().toString(36)}`;
      const day = istDay(15);
      await page.goto(`/community-events?month=${day.slice(0, 7)}`);
      await expectSoon(page.getByRole('heading', { name: 'Events Calendar', level: 1 })).toBeVisible();
      await expect(page.getByRole('region', { name: /\(locked\)$/ })).toHaveCount(0);
      await page.getByRole('button', { name: 'Propose an event' }).click();
      const form = page.getByRole('form', { name: 'Propose an event' });
      await expect(page.getByText('An admin approves it before members see it; until then only you and the admins do.')).toBeVisible();
      await form.getByLabel('Title').fill(title);
      await form.getByLabel('Type').selectOption({ label: 'Club Shoot' });
      await form.getByLabel('State').selectOption('Rajasthan');
      await form.getByLabel('Location').fill('Pink City Trap Club, Jaipur');
      await form.getByLabel('Starts (IST)').fill(`${day}T09:30`);
      await form.getByLabel('Ends (IST)').fill(`${day}T16:00`);
      await form.getByLabel('Organiser').fill('Pink City Trap Club members');
      await form.getByLabel('Max participants').fill('24');
      await form.getByRole('button', { name: 'Send for approval' }).click();
      await expectSoon(toast(page, `${title} was sent for approval`)).toBeVisible();

      // my pending event, from the calendar's list
      await page.getByRole('button', { name: 'List' }).click();
      const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
      await expectSoon(row.getByText('Pending approval')).toBeVisible();
      await fitsTheScreen(page);
      const eventId = /event=([0-9a-f]{24})/.exec((await row.getByRole('link', { name: title }).getAttribute('href'))!)![1]!;
      await row.getByRole('link', { name: title }).click();
      await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      const shoots = page.getByRole('region', { name: 'Shoots', exact: true });
      // no shoot before the approval: the page says when
      await expect(shoots.getByText('Once an admin approves this event, you can create its shoots here.')).toBeVisible();
      await expect(shoots.getByRole('button', { name: 'Create a shoot' })).toHaveCount(0);

      await approveAsAdmin(eventId);
      await page.reload();
      await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('Pending approval')).toHaveCount(0);
      await expectSoon(shoots.getByText('No shoots for this event yet.')).toBeVisible();
      await shoots.getByRole('button', { name: 'Create a shoot' }).click();
      const shootForm = page.getByRole('form', { name: 'Create a shoot' });
      await expect(shootForm.getByLabel('Title')).toHaveValue(title);
      await shootForm.getByLabel('Rounds of discipline 1').fill('1');
      await shootForm.getByRole('group', { name: 'Squad 1' }).getByLabel('Shooter 1', { exact: true }).fill('Guest Shooter');
      await fitsTheScreen(page);
      await shootForm.getByRole('button', { name: 'Create the shoot' }).click();

      // the organiser's leaderboard with its join code
      await expectSoon(page).toHaveURL(/\/shoots\/[0-9a-f]{24}\/leaderboard$/);
      await expectSoon(page.getByRole('heading', { name: 'Organiser', exact: true })).toBeVisible();
      expect((await page.locator('.lb-code').textContent())!.trim()).toMatch(/^[A-Z2-9]{6}$/);
      await page.goto(`/community-events?event=${eventId}`);
      await expectSoon(page.getByRole('list', { name: 'Shoots of this event' }).getByRole('link', { name: title })).toBeVisible();

      // /profile: the plan does not renew, and the setting stays the member's to change
      await page.goto('/profile');
      await expectSoon(page.getByRole('heading', { name: /^Welcome/ })).toBeVisible();
      const card = page.getByRole('region', { name: 'Membership', exact: true });
      const end = new Date();
      end.setUTCFullYear(end.getUTCFullYear() + 1);
      await expectSoon(card.getByText(`Active until ${istDate(end.toISOString())}`)).toBeVisible();
      await expect(card.getByRole('checkbox', { name: /^Auto-renew/ })).not.toBeChecked();
      await fitsTheScreen(page);
    });

    test('a Pro Lane member sees organising locked on the calendar, with what it does and the upgrade link', async ({ page }) => {
      const user = newUser('prolane');
      await registerViaApi(page, user, 'range_pass', { grant: 'pro_lane' });
      await page.goto('/club-events');
      await expectSoon(page.getByRole('heading', { name: 'Club Events', level: 1 })).toBeVisible();
      const locked = page.getByRole('region', { name: 'Organising shoots (match day) (locked)' });
      await expectSoon(locked).toBeVisible();
      await expect(
        locked.getByText('Propose club events and run shoots for them: squads, scorecards and a live leaderboard.'),
      ).toBeVisible();
      await expect(locked.getByRole('link', { name: 'Upgrade to Elite Trigger' })).toHaveAttribute('href', '/checkout/elite_trigger');
      await expect(page.getByRole('button', { name: 'Propose an event' })).toHaveCount(0);
      // the service says the same: 403 TIER_REQUIRED naming Elite Trigger
      const start = `${istDay(20)}T09:30:00+05:30`;
      const refused = await apiPost(page, '/api/club-events', {
        title: 'Not yet an organiser',
        eventType: 'club_shoot',
        location: 'Pink City Trap Club, Jaipur',
        state: 'Rajasthan',
        startDate: start,
        organizer: 'Pink City Trap Club members',
      });
      expect(refused.status()).toBe(403);
      expect((await refused.json()).error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'elite_trigger' });
      await fitsTheScreen(page);
    });
  });
}
