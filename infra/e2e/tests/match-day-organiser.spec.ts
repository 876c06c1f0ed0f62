import { expect, test, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, withConsentDecided } from '../support/fixtures.ts';

/**
 * The organiser's side of match day, on a phone. The demo admin creates a shoot from a
 * club event's page (a discipline, a squad of two guests), lands on its leaderboard with the join
 * code and its QR code; a scorer joins with the code and scores; the organiser locks the card and
 * changes a target with a reason, and the change shows on the card and in the leaderboard.
 */
const expectSoon = expect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };

async function phoneContext(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ viewport: PHONE, isMobile: true, hasTouch: true });
  const page = await context.newPage();
  await withConsentDecided(page);
  return { context, page };
}

const noSidewaysScroll = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);

test('the organiser creates a shoot from an event on a phone, a scorer scores with its code, and a locked card is corrected with a reason', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const title = `Organiser Day ${Date.now().toString(36)}`;
  const org = await phoneContext(browser);
  await org.page.goto('/');
  await loginViaApi(org.page, 'admin', DEMO_PASSWORD);
  const start = new Date(Date.now() + 86_400_000);
  const eventRes = await apiPost(org.page, '/api/club-events', {
    title,
    description: '',
    eventType: 'club_shoot',
    location: 'Pink City Trap Club, Jaipur',
    state: 'Rajasthan',
    startDate: start.toISOString(),
    endDate: new Date(start.getTime() + 6 * 3600_000).toISOString(),
    organizer: 'Pink City Trap Club',
    contactEmail: 'shoots@pinkcity.example',
    maxParticipants: 40,
  });
  expect(eventRes.status(), await eventRes.text()).toBe(201);
  const eventId = ((await eventRes.json()) as { id: string }).id;

  // the event's page: no shoots yet, and "Create a shoot" for its organiser
  const o = org.page;
  await o.goto(`/club-events?event=${eventId}`);
  await expectSoon(o.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const shoots = o.getByRole('region', { name: 'Shoots', exact: true });
  await expectSoon(shoots.getByText('No shoots for this event yet.')).toBeVisible();
  await shoots.getByRole('button', { name: 'Create a shoot' }).click();
  const form = o.getByRole('form', { name: 'Create a shoot' });
  await expect(form.getByLabel('Title')).toHaveValue(title);
  // the contract's messages show under the fields: an empty shooter name is refused
  await form.getByRole('button', { name: 'Create the shoot' }).click();
  await expectSoon(form.getByText('Name is required')).toBeVisible();
  await form.getByLabel('Rounds of discipline 1').fill('1');
  const squad = form.getByRole('group', { name: 'Squad 1' });
  await squad.getByLabel('Shooter 1', { exact: true }).fill('Guest One');
  await squad.getByRole('button', { name: 'Add a shooter' }).click();
  await squad.getByLabel('Shooter 2', { exact: true }).fill('Guest Two');
  await squad.getByLabel('Category of shooter 2').selectOption('veteran');
  await noSidewaysScroll(o);
  await form.getByRole('button', { name: 'Create the shoot' }).click();

  // the leaderboard with the organiser's panel: the code and its QR code
  await expectSoon(o).toHaveURL(/\/shoots\/[0-9a-f]{24}\/leaderboard$/);
  const shootId = /\/shoots\/([0-9a-f]{24})\//.exec(o.url())![1]!;
  await expectSoon(o.getByRole('heading', { name: 'Organiser', exact: true })).toBeVisible();
  const code = (await o.locator('.lb-code').textContent())!.trim();
  expect(code).toMatch(/^[A-Z2-9]{6}$/);
  const qr = o.getByRole('img', { name: `QR code opening the scoring page for code ${code}` });
  await expect(qr).toBeVisible();
  await noSidewaysScroll(o);

  // the event's page lists the shoot
  await o.goto(`/club-events?event=${eventId}`);
  await expectSoon(o.getByRole('list', { name: 'Shoots of this event' }).getByRole('link', { name: title })).toBeVisible();

  // a scorer joins Squad 1 with the code on their phone and scores a target for each shooter, twice
  const sc = await phoneContext(browser);
  await sc.page.goto('/');
  await registerViaApi(sc.page, newUser('mdo'));
  const p = sc.page;
  await p.goto(`/score/${code}`);
  await p.getByRole('button', { name: 'Score Squad 1' }).click();
  await expectSoon(p.getByRole('heading', { name: 'Squad 1 · ISSF Olympic Trap' })).toBeVisible();
  // the pad moves to the next shooter after each target: Guest One, Guest Two, Guest One, Guest Two
  for (const b of ['Kill 1st barrel', 'Kill 1st barrel', 'Lost', 'Kill 2nd barrel']) await p.getByRole('button', { name: b, exact: true }).click();
  await expectSoon(p.getByTestId('sync-status')).toHaveText('All targets synced');

  // the organiser locks the card and changes Guest One's lost target to a kill, with a reason
  await o.goto(`/shoots/${shootId}/leaderboard`);
  await expectSoon(o.getByTestId('lb-targets')).toHaveText('4');
  await o.getByRole('button', { name: 'Open the card of Squad 1' }).click();
  await o.getByRole('button', { name: 'Lock the card' }).click();
  await expectSoon(o.getByText(/^Locked .*: only you \(the organiser\) can change it\.$/)).toBeVisible();
  const correct = o.getByRole('form', { name: 'Correct a target of Squad 1' });
  await correct.getByLabel('Shooter').selectOption({ label: 'Guest One' });
  await correct.getByLabel('Target').selectOption({ label: '2: Lost' });
  await correct.getByLabel('New result').selectOption({ label: 'First-barrel kill' });
  // a change needs its reason
  await correct.getByRole('button', { name: 'Change the target' }).click();
  await expect(correct.getByText('Give the reason for the change')).toBeVisible();
  await correct.getByLabel('Reason').fill('Referee saw a visible piece');
  await correct.getByRole('button', { name: 'Change the target' }).click();
  await expectSoon(correct.getByRole('status')).toHaveText('Changed: Guest One, round 1, target 2: now First-barrel kill.');
  const changes = o.getByRole('list', { name: 'Recorded changes of Squad 1' });
  await expectSoon(changes).toContainText('Guest One, round 1, target 2: Lost → First-barrel kill');
  await expect(changes).toContainText('after the lock');
  await expect(changes).toContainText('reason: “Referee saw a visible piece”');
  await noSidewaysScroll(o);

  // the leaderboard counts the corrected target
  await expectSoon(async () => {
    const board = (await (await o.request.get(`/api/shoots/${shootId}/leaderboard`)).json()) as {
      groups: { entries: { name: string; total: number }[] }[];
    };
    expect(board.groups.flatMap((g) => g.entries).find((e) => e.name === 'Guest One')?.total).toBe(2);
  }).toPass({ timeout: 30_000 });

  // the scorer's phone shows the card locked
  await p.reload();
  await expectSoon(p.getByText('This card is locked: only the organiser can change it.')).toBeVisible();

  for (const c of [org, sc]) await c.context.close();
});
