import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type BrowserContext, type Locator, type Page } from '@playwright/test';
import { apiPost, approveEvent, createPromoCode, newUser, registerViaApi, toast, withConsentDecided } from '../support/fixtures.ts';
import { cameraVideoOf, phoneWithCamera, readPaperCard } from '../support/match-day.ts';
import { history, openPractice } from '../support/practice.ts';

/**
 * Running a club shoot end to end, every person on a phone: an Elite Trigger member organises a club
 * event and opens entries with a fee; nine walk-ins paid cash at the clubhouse (recorded through the
 * API), three members enter and pay on the test gateway (one with a promo code), which fills the
 * twelve places; a fourth joins the waiting list; one paid member cancels before the cut-off and is
 * refunded, and the waiting member is offered the place, opens the notice and pays. On the day the
 * organiser checks two members in by scanning their QR codes with the phone's camera and one by
 * ticking the list (the walk-ins through the API), proposes squads and accepts them; the squad with the
 * three members is scored on paper (the shipped photo of a card taken at an angle), every box is read
 * right, and the totals reach the leaderboard and, once the shoot ends, each member's practice history.
 */
const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 300_000 });
const expectSoon = expect.configure({ timeout: 45_000 });

const DAY = 86_400_000;
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';
const FEE = 'Pay ₹1,500.00';
const PAID = 'Payment received: your receipt is on its way';

interface Person {
  context: BrowserContext;
  page: Page;
  name: string;
}

/** A new member (Elite Trigger, as registerViaApi grants) signed in on a phone of their own. */
async function phoneOf(browser: Browser, tag: string, camera = false): Promise<Person> {
  const context = await browser.newContext({
    baseURL,
    viewport: PHONE,
    isMobile: true,
    hasTouch: true,
    serviceWorkers: 'block',
    ...(camera ? { permissions: ['camera'] } : {}),
  });
  const page = await context.newPage();
  await withConsentDecided(page);
  const user = newUser(tag);
  await registerViaApi(page, user);
  return { context, page, name: user.displayName };
}

/** The member's entry on the event page: Enter (or Join the waiting list); a new member's first community write waits for auth's events. */
async function enter(page: Page, button: 'Enter' | 'Join the waiting list', then: string) {
  await expect(async () => {
    await page.getByRole('button', { name: button, exact: true }).click();
    await expect(page.getByRole('list', { name: 'My entries' }).getByText(then, { exact: false }).first()).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

/** Pays the member's entry (with a promo code when given) on the test gateway, until the receipt shows. */
async function pay(page: Page, promoCode?: string) {
  if (promoCode) await page.getByLabel('Promo code').fill(promoCode);
  // auth hears of the entry's price (and of a new promo code) through events: paying may need a moment
  await expect(async () => {
    await page.getByRole('button', { name: FEE }).click();
    await expect(toast(page, PAID)).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
  await reloadUntil(page, page.getByRole('link', { name: /^Receipt TI\// }));
  await expect(page.getByRole('list', { name: 'My entries' }).getByText('Paid', { exact: true })).toBeVisible();
}

/** Reloads until `what` shows (a change another service makes a moment later). */
async function reloadUntil(page: Page, what: Locator) {
  await expect(async () => {
    await page.reload();
    await expect(what).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 60_000 });
}

test('an organiser runs a paid club shoot on phones: entries, refund, waiting list, QR check-in, squads, a paper card read back, the leaderboard and the members’ history', async ({
  browser,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-club-shoot-'));
  const video = join(dir, 'camera.y4m');
  // the organiser's phone: a browser of its own, whose camera sees what cameraVideoOf draws
  const camera = await phoneWithCamera(video);
  try {
    const tag = Date.now().toString(36);
    const title = `Aravalli Club Shoot ${tag}`;
    const promo = `club-${tag}${Math.random().toString(36).slice(2, 5)}`;
    const [org, asha, bala, chitra, dev] = await Promise.all([
      phoneOf(camera, 'org', true),
      phoneOf(browser, 'csa'),
      phoneOf(browser, 'csb'),
      phoneOf(browser, 'csc'),
      phoneOf(browser, 'csd'),
    ]);
    const o = org.page;

    // set-up: the organiser's event (twelve places, in twelve days), approved by staff; a promo code, 20 % off
    const made = await apiPost(o, '/api/club-events', {
      title,
      eventType: 'club_shoot',
      location: 'Aravalli Clay Club, Gurugram',
      state: 'Haryana',
      startDate: `${istDay(12)}T09:30:00+05:30`,
      organizer: 'Aravalli Clay Club',
      maxParticipants: 12,
    });
    expect(made.status(), await made.text()).toBe(201);
    const eventId = ((await made.json()) as { id: string }).id;
    await approveEvent(eventId);
    await createPromoCode(promo, { discountPercent: 20 });
    const eventPage = `/club-events?event=${eventId}`;

    // the organiser opens entries: ₹1,500 for members, cut-off two days before the shoot
    await o.goto(eventPage);
    await expectSoon(o.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expectSoon(o.getByText('Entries are free until you set entry fees.')).toBeVisible();
    await o.getByRole('button', { name: 'Set entry fees' }).click();
    const feesForm = o.getByRole('form', { name: 'Entry fees' });
    await feesForm.getByRole('checkbox', { name: 'ISSF Olympic Trap' }).check();
    await feesForm.getByLabel('Member price (₹)').fill('1500');
    await feesForm.getByLabel('Guest price (₹)').fill('2000');
    await feesForm.getByLabel('Cut-off').fill(`${istDay(10)}T23:59`);
    await feesForm.getByRole('button', { name: 'Save fees' }).click();
    await expect(toast(o, 'Entry fees saved')).toBeVisible();
    await expect(o.getByRole('button', { name: 'Change entry fees' })).toBeVisible();
    await expect(o.getByText('0 of 12 places taken')).toBeVisible();

    // set-up: nine walk-ins paid cash at the clubhouse
    const walkIns: string[] = [];
    for (let i = 1; i <= 9; i++) {
      const cash = await apiPost(o, `/api/club-events/${eventId}/entries/recorded`, {
        kind: 'cash',
        discipline: 'olympic-trap',
        name: `Walk-in ${i} ${tag}`,
        amountPaise: 200_000,
      });
      expect(cash.status(), await cash.text()).toBe(201);
      walkIns.push(((await cash.json()) as { id: string }).id);
    }

    // three members enter and pay on the test gateway at the same time; Chitra with the promo code
    await Promise.all(
      ([[asha], [bala], [chitra, promo.toUpperCase()]] as const).map(async ([m, code]) => {
        await m.page.goto(eventPage);
        await expectSoon(m.page.getByRole('heading', { name: 'Entries', level: 2 })).toBeVisible();
        await expect(m.page.getByText('This event takes paid entries: enter under Entries')).toBeVisible();
        await enter(m.page, 'Enter', 'Awaiting payment');
        await pay(m.page, code);
      }),
    );
    await expect(chitra.page.getByText('Paid ₹1,200.00 with a promo code')).toBeVisible();

    // the event is full: Dev joins the waiting list
    const d = dev.page;
    await d.goto(eventPage);
    await expectSoon(d.getByText('12 of 12 places taken')).toBeVisible();
    await enter(d, 'Join the waiting list', 'number 1 on the waiting list');
    await expect(d.getByRole('list', { name: 'My entries' }).getByText('Waiting list', { exact: true })).toBeVisible();

    // Bala cancels before the cut-off and is refunded
    const b = bala.page;
    await b.getByRole('button', { name: 'Cancel entry' }).click();
    const cancel = b.getByRole('alertdialog', { name: 'Cancel this entry?' });
    await expect(cancel.getByText('You will be refunded in full.')).toBeVisible();
    await cancel.getByRole('button', { name: 'Cancel entry' }).click();
    await expectSoon(toast(b, 'Entry cancelled: your refund is on its way')).toBeVisible();
    await reloadUntil(b, b.getByRole('list', { name: 'My entries' }).getByText('Refunded', { exact: true }));

    // the place goes to Dev: the notice's pay link opens the event, where Dev pays
    await d.goto('/about');
    const offer = d.getByRole('dialog', { name: 'Notifications' }).getByRole('button', { name: /^A place is yours to take/ });
    await expect(async () => {
      await d.reload();
      await d.getByRole('button', { name: 'Notifications' }).click();
      await expect(offer).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 60_000 });
    await offer.click();
    await expectSoon(d).toHaveURL(new RegExp(`/club-events\\?event=${eventId}$`));
    await expectSoon(d.getByRole('list', { name: 'My entries' }).getByText('Place offered', { exact: true })).toBeVisible();
    await pay(d);

    // the organiser's list: three paid (one at the promo price), one refunded, nine in cash
    await o.reload();
    const totals = o.getByRole('table', { name: 'Totals per payment state' });
    const stateRow = (state: string) => totals.getByRole('row').filter({ has: o.getByRole('rowheader', { name: state, exact: true }) });
    await expectSoon(stateRow('Paid')).toContainText('₹4,200.00');
    for (const [state, count] of [['Paid', '3'], ['Refunded', '1'], ['Cash at the range', '9']] as const)
      await expect(stateRow(state).getByRole('cell').first()).toHaveText(count);

    // on the day: Asha and Chitra show their QR codes and the organiser's camera checks them in
    const desk = o.getByRole('region', { name: 'Check-in' });
    const entrants = desk.getByRole('list', { name: 'Entrants to check in' });
    await expectSoon(desk.getByText('0 of 12 checked in')).toBeVisible();
    for (const [i, m] of [asha, chitra].entries()) {
      await m.page.reload();
      const code = m.page.getByRole('figure', { name: `Check-in code for ${m.name}` });
      await expectSoon(code.getByText('Show this code at the range to check in')).toBeVisible();
      await code.scrollIntoViewIfNeeded();
      await cameraVideoOf(m.page, video);
      await desk.getByRole('button', { name: 'Scan', exact: true }).click();
      await expectSoon(desk.getByText(`Checked in: ${m.name} (ISSF Olympic Trap)`)).toBeVisible();
      await expectSoon(desk.getByText(`${i + 1} of 12 checked in`)).toBeVisible();
      await expect(entrants.getByRole('checkbox', { name: new RegExp(m.name) })).toBeChecked();
    }
    await asha.page.reload();
    await expectSoon(asha.page.getByRole('figure', { name: `Check-in code for ${asha.name}` }).getByText(/^Checked in at /)).toBeVisible();
    // and Dev by a tick on the list (a tap while the list is read again after a check-in may be lost: tap again)
    const devTick = entrants.getByRole('checkbox', { name: new RegExp(dev.name) });
    await expect(async () => {
      if (!(await devTick.isChecked())) await devTick.click();
      await expect(desk.getByText('3 of 12 checked in')).toBeVisible({ timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    await expect(devTick).toBeChecked();
    // set-up: the walk-ins checked in at the desk
    for (const entryId of walkIns) {
      const res = await apiPost(o, `/api/club-events/${eventId}/entries/${entryId}/check-in`);
      expect(res.status(), await res.text()).toBe(200);
    }
    await o.reload();
    await expectSoon(desk.getByText('12 of 12 checked in')).toBeVisible();

    // squads proposed from the twelve checked in, accepted as a shoot
    const shoots = o.getByRole('region', { name: 'Shoots', exact: true });
    await shoots.getByRole('button', { name: 'Propose squads' }).click();
    await expectSoon(shoots.getByText('12 entrants checked in · 2 squads')).toBeVisible();
    const first = shoots.getByRole('group', { name: 'Proposed squad 1' });
    await expect(first.getByRole('listitem')).toHaveCount(6);
    await expect(shoots.getByRole('group', { name: 'Proposed squad 2' }).getByRole('listitem')).toHaveCount(6);
    // the first checked in shoot first: the three members, in the order they arrived
    await expect(first.getByRole('listitem').nth(0)).toContainText(asha.name);
    await expect(first.getByRole('listitem').nth(1)).toContainText(chitra.name);
    await expect(first.getByRole('listitem').nth(2)).toContainText(dev.name);
    await shoots.getByLabel('Shoot title').fill(title);
    await shoots.getByRole('button', { name: 'Accept squads' }).click();
    await expectSoon(o).toHaveURL(/\/shoots\/[a-f0-9]{24}\/leaderboard/);
    const leaderboard = new URL(o.url()).pathname;
    await expectSoon(o.getByText('1. Squad 1: no scorer yet')).toBeVisible();
    await expect(o.getByText('2. Squad 2: no scorer yet')).toBeVisible();
    const shootCode = (await o.locator('.lb-code').textContent())!.trim();

    // Squad 1 is scored on paper: its cards printed, the filled card photographed at an angle and read back
    const download = o.waitForEvent('download');
    await o.getByRole('button', { name: 'Print score cards of Squad 1' }).click();
    expect((await download).suggestedFilename()).toBe(`score-cards-${shootCode}-squad-1.pdf`);
    await o.goto(`/score/${shootCode}`);
    await expectSoon(o.getByRole('button', { name: 'Score Squad 1' })).toBeVisible();
    await o.getByRole('button', { name: 'Score Squad 1' }).click();
    await expectSoon(o.getByRole('heading', { name: 'Squad 1 · ISSF Olympic Trap' })).toBeVisible();
    const kills = await readPaperCard(o, `${shootCode}-S1-R1`, 'card-angled.png');
    await o.getByRole('button', { name: 'Save 150 targets' }).click();
    await expectSoon(o.getByTestId('sync-status')).toHaveText('All targets synced', { timeout: 90_000 });

    // the leaderboard: each member's total from the paper
    await o.goto(leaderboard);
    const members = [asha, chitra, dev];
    for (const [i, m] of members.entries())
      await expectSoon(o.getByRole('row', { name: new RegExp(m.name) }).getByLabel(`Total ${kills[i]} of 25`)).toBeVisible();
    await o.getByRole('button', { name: 'End the shoot' }).click();
    await o.getByRole('alertdialog', { name: 'End the shoot?' }).getByRole('button', { name: 'End the shoot' }).click();
    await expectSoon(o.getByText('The shoot has ended: each member’s rounds are in their practice history.')).toBeVisible();

    // each member's practice history holds the round, with the total from the paper and the leaderboard's link
    await Promise.all(
      members.map(async (m, i) => {
        await openPractice(m.page);
        const round = history(m.page).getByRole('listitem').filter({ hasText: title });
        // the round is written when practice hears the shoot ended: read again until it is there
        let read = 0;
        await expect(async () => {
          if (read++) await m.page.reload();
          await expect(round).toContainText(`${kills[i]}/25`, { timeout: 10_000 });
        }).toPass({ timeout: 60_000 });
        await expect(round.getByRole('link', { name: leaderboard })).toHaveAttribute('href', leaderboard);
      }),
    );
    for (const p of [org, asha, bala, chitra, dev]) await p.context.close();
  } finally {
    await camera.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
