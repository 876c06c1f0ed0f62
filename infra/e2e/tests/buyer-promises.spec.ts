import { expect, request, test, type Browser, type Page } from '@playwright/test';
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

/** The shoot's shooters: name and category (each category is a group on the leaderboard). */
const SHOOTERS = [
  ['Guest Shooter', 'Open'],
  ['Guest Shooter Two', 'Women'],
  ['Guest Shooter Three', 'Junior'],
] as const;

/**
 * The organiser scores a few targets for a shooter of each group (as the squad's scorer, with the join
 * code), then the shoot's TV page on a 1920×1080 screen with no mouse: the keys a remote sends
 * (tv-pages.ts moveForKey) bring up every group's heading, and the document never scrolls.
 */
async function watchOnTheTv(page: Page, browser: Browser, shootId: string, code: string, title: string) {
  const shoot = (await (await page.request.get(`/api/shoots/${shootId}`)).json()) as {
    squads: { id: string; shooters: { id: string; name: string }[] }[];
  };
  const squad = shoot.squads[0]!;
  expect(squad.shooters.map((s) => s.name)).toEqual(SHOOTERS.map(([n]) => n));
  const joined = await apiPost(page, `/api/shoots/${shootId}/squads/${squad.id}/scorer`, { code });
  expect(joined.status(), await joined.text()).toBe(200);
  // round 1, shooters in turn: two targets each
  for (const [t, outcome] of (['first', 'second'] as const).entries())
    for (const shooter of squad.shooters) {
      const scored = await apiPost(page, `/api/shoots/${shootId}/squads/${squad.id}/targets`, {
        id: `eb-${shootId.slice(-10)}-${shooter.id}-${t}`,
        shooterId: shooter.id,
        round: 1,
        outcome,
      });
      expect(scored.status(), await scored.text()).toBeLessThan(300);
    }

  const context = await browser.newContext({ viewport: { width: 1920, height: 1080 } });
  try {
    const tv = await context.newPage();
    // rotation off: only the keys turn the pages
    await tv.goto(`/shoots/${shootId}/tv?rotate=0`);
    await expectSoon(tv.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expectSoon(tv.getByTestId('lb-targets')).toHaveText(String(2 * SHOOTERS.length));
    const pager = tv.getByTestId('tv-pager');
    await expect(pager).toHaveText(/^Page 1 of \d+$/);
    const count = Number((await pager.innerText()).match(/of (\d+)/)![1]);
    const noScroll = async () => {
      const m = await tv.evaluate(() => ({
        height: document.documentElement.scrollHeight,
        width: document.documentElement.scrollWidth,
        y: window.scrollY,
      }));
      expect(m.height, 'the TV page is no taller than the screen').toBeLessThanOrEqual(1080);
      expect(m.width, 'nor wider').toBeLessThanOrEqual(1920);
      expect(m.y, 'nor scrolled').toBe(0);
    };
    const groups = new Set<string>();
    const names = new Set<string>();
    const keys = ['ArrowRight', 'PageDown', 'Space', 'ArrowDown', 'Enter'];
    for (let p = 1; p <= count; p++) {
      await expect(pager).toHaveText(`Page ${p} of ${count}`);
      await noScroll();
      for (const g of await tv.locator('.lb--tv h2').allInnerTexts()) groups.add(g.replace(' (continued)', ''));
      for (const n of await tv.locator('[data-testid="lb-row"] th').allInnerTexts()) names.add(n.trim());
      await tv.keyboard.press(keys[(p - 1) % keys.length]!);
    }
    // round to the first page again, and back with the keys that go back
    await expect(pager).toHaveText(`Page 1 of ${count}`);
    await tv.keyboard.press('End');
    await expect(pager).toHaveText(`Page ${count} of ${count}`);
    await tv.keyboard.press('Home');
    await expect(pager).toHaveText(`Page 1 of ${count}`);
    await noScroll();
    expect([...groups].sort(), 'every group was on a page').toEqual(SHOOTERS.map(([, c]) => `ISSF Olympic Trap · ${c}`).sort());
    expect([...names].sort(), 'every shooter was on a page').toEqual(SHOOTERS.map(([n]) => n).sort());
  } finally {
    await context.close();
  }
}

for (const { name, viewport } of VIEWPORTS) {
  test.describe(`buyer promises ${name}`, () => {
    test.use({ viewport });
    const fitsTheScreen = async (page: Page) =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);

    test('a fresh member buys Elite Trigger without renewal, proposes an event from the calendar and, once it is approved, creates a shoot for it (and, on a desktop, watches it on the TV page)', async ({
      page,
      browser,
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
      // shooters in three groups (categories), so the TV has more than one group to show
      const squad1 = shootForm.getByRole('group', { name: 'Squad 1' });
      for (const [i, [name, category]] of SHOOTERS.entries()) {
        if (i > 0) await squad1.getByRole('button', { name: 'Add a shooter' }).click();
        await squad1.getByLabel(`Shooter ${i + 1}`, { exact: true }).fill(name);
        await squad1.getByLabel(`Category of shooter ${i + 1}`).selectOption({ label: category });
      }
      await fitsTheScreen(page);
      await shootForm.getByRole('button', { name: 'Create the shoot' }).click();

      // the organiser's leaderboard with its join code
      await expectSoon(page).toHaveURL(/\/shoots\/[0-9a-f]{24}\/leaderboard$/);
      const shootId = /\/shoots\/([0-9a-f]{24})\//.exec(page.url())![1]!;
      await expectSoon(page.getByRole('heading', { name: 'Organiser', exact: true })).toBeVisible();
      const code = (await page.locator('.lb-code').textContent())!.trim();
      expect(code).toMatch(/^[A-Z2-9]{6}$/);
      if (viewport.width >= 1280) await watchOnTheTv(page, browser, shootId, code, title);
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
