import { expect, test, type Page } from '@playwright/test';
import { apiPost, csrfToken, DEMO_PASSWORD, loginViaApi, withConsentDecided } from '../support/fixtures.ts';

/**
 * Squads from check-in, on a phone: the demo admin organises a paid event whose entrants are
 * recorded and checked in at the range (through the API), asks for proposed squads on the event's
 * page, moves one entrant to the other squad, renames it and accepts; the shoot's leaderboard shows
 * those squads, with the moved entrant in the renamed squad.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
test.describe.configure({ timeout: 240_000 });
const expectSoon = expect.configure({ timeout: 45_000 });

const DAY = 86_400_000;
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);

/** An approved event of the admin's with an Olympic Trap fee, eight entrants recorded and seven of them checked in. */
async function checkedInEvent(page: Page, title: string, names: string[]): Promise<string> {
  const res = await apiPost(page, '/api/club-events', {
    title,
    eventType: 'club_shoot',
    location: 'Nilgiri Shotgun Club, Coimbatore',
    state: 'Tamil Nadu',
    startDate: `${istDay(6)}T07:00:00+05:30`,
    organizer: 'Nilgiri Shotgun Club',
    maxParticipants: 20,
  });
  expect(res.status(), await res.text()).toBe(201);
  const { id } = (await res.json()) as { id: string };
  const fees = await page.request.put(`/api/club-events/${id}/entry-fees`, {
    data: { fees: [{ discipline: 'olympic-trap', memberPaise: 150_000, guestPaise: 200_000 }] },
    headers: { 'x-csrf-token': await csrfToken(page) },
  });
  expect(fees.status(), await fees.text()).toBe(200);
  for (const [i, name] of names.entries()) {
    const entry = await apiPost(page, `/api/club-events/${id}/entries/recorded`, { kind: 'cash', discipline: 'olympic-trap', name, amountPaise: 200_000 });
    expect(entry.status(), await entry.text()).toBe(201);
    if (i === names.length - 1) continue; // the last one has not arrived
    const { id: entryId } = (await entry.json()) as { id: string };
    const checkedIn = await apiPost(page, `/api/club-events/${id}/entries/${entryId}/check-in`);
    expect(checkedIn.status(), await checkedIn.text()).toBe(200);
  }
  return id;
}

test('the organiser proposes squads from the checked-in entrants on a phone, moves one entrant, accepts, and the shoot shows those squads', async ({ page }) => {
  const tag = Date.now().toString(36);
  const title = `Squadding Morning ${tag}`;
  const names = ['Arjun', 'Bhavna', 'Chetan', 'Divya', 'Eshan', 'Farah', 'Gopal', 'Harini'].map((n) => `${n} ${tag}`);
  await withConsentDecided(page);
  await page.goto('/');
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const eventId = await checkedInEvent(page, title, names);

  await page.goto(`/club-events?event=${eventId}`);
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const shoots = page.getByRole('region', { name: 'Shoots', exact: true });
  await expectSoon(shoots.getByRole('button', { name: 'Propose squads' })).toBeVisible();
  await shoots.getByRole('button', { name: 'Propose squads' }).click();

  // seven checked in (the eighth has not arrived): squads of 4 and 3, thirty minutes apart
  await expectSoon(shoots.getByText('7 entrants checked in · 2 squads')).toBeVisible();
  const first = shoots.getByRole('group', { name: 'Proposed squad 1' });
  const second = shoots.getByRole('group', { name: 'Proposed squad 2' });
  await expect(first.getByRole('listitem')).toHaveCount(4);
  await expect(second.getByRole('listitem')).toHaveCount(3);
  await expect(shoots.getByRole('group', { name: /^Proposed squad/ }).getByText(names[7]!)).toHaveCount(0);
  await expect(first.getByLabel('Start time of squad 1')).toHaveValue(`${istDay(6)}T07:00`);
  await expect(second.getByLabel('Start time of squad 2')).toHaveValue(`${istDay(6)}T07:30`);

  // the first to arrive moves to the second squad, which is renamed
  await first.getByRole('combobox', { name: `Move ${names[0]} to` }).selectOption('Squad 2');
  await expect(second.getByText(names[0]!)).toBeVisible();
  await expect(first.getByRole('listitem')).toHaveCount(3);
  await expect(second.getByRole('listitem')).toHaveCount(4);
  await second.getByLabel('Name of squad 2').fill('Dawn Squad');
  await expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(390);

  await shoots.getByLabel('Shoot title').fill(title);
  await shoots.getByRole('button', { name: 'Accept squads' }).click();

  // the shoot's page: its squads in start order, the moved entrant shooting in Dawn Squad
  await expectSoon(page).toHaveURL(/\/shoots\/[a-f0-9]{24}\/leaderboard/);
  await expectSoon(page.getByText('1. Squad 1: no scorer yet')).toBeVisible();
  await expect(page.getByText('2. Dawn Squad: no scorer yet')).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: names[0]! });
  await expectSoon(row).toContainText('Dawn Squad');
  await expect(page.getByRole('row').filter({ hasText: names[1]! })).toContainText('Squad 1');
  await expect(page.getByRole('button', { name: 'Print score cards of Dawn Squad' })).toBeVisible();

  // back on the event: one shoot with two squads (accepting made it once)
  await page.goto(`/club-events?event=${eventId}`);
  await expectSoon(shoots.getByRole('link', { name: title })).toBeVisible();
  await expect(shoots.getByText(/2 squads/)).toBeVisible();
});

test.describe('in Hindi on a 360 px phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the events calendar, check-in, the squad proposal and the Report dialog read in Hindi, and nothing is wider than the phone', async ({ page }) => {
    const tag = Date.now().toString(36);
    const title = `Hindi Squadding ${tag}`;
    const names = ['Anil', 'Bela', 'Chirag', 'Deepa'].map((n) => `${n} ${tag}`);
    const noOverflow = () => expect(page.evaluate(() => document.documentElement.scrollWidth)).resolves.toBeLessThanOrEqual(360);
    await withConsentDecided(page);
    await page.goto('/');
    await loginViaApi(page, 'admin', DEMO_PASSWORD);
    const eventId = await checkedInEvent(page, title, names);

    // the calendar's page: a phone starts on the list, its month and filters in Hindi
    await page.goto('/club-events?lang=hi');
    await expectSoon(page.getByRole('heading', { name: 'क्लब इवेंट', level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
    await expect(page.getByRole('button', { name: 'लिस्ट' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('button', { name: 'अगला महीना' })).toBeVisible();
    await expect(page.getByLabel('राज्य')).toBeVisible();
    await noOverflow();

    // the event's page: check-in and the squad proposal in Hindi
    await page.goto(`/club-events?event=${eventId}&lang=hi`);
    await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const checkIn = page.getByRole('region', { name: 'चेक-इन', exact: true });
    await expectSoon(checkIn.getByText('4 में से 3 का चेक-इन हुआ')).toBeVisible();
    await expect(checkIn.getByRole('button', { name: 'स्कैन करें' })).toBeVisible();
    await noOverflow();
    const shoots = page.getByRole('region', { name: 'शूट', exact: true });
    await shoots.getByRole('button', { name: 'स्क्वॉड सुझाएँ' }).click();
    await expectSoon(shoots.getByText('3 शूटरों का चेक-इन हुआ · 1 स्क्वॉड')).toBeVisible();
    await expect(shoots.getByRole('group', { name: 'सुझाया गया स्क्वॉड 1' })).toBeVisible();
    await expect(shoots.getByRole('button', { name: 'स्क्वॉड मंज़ूर करें' })).toBeVisible();
    await noOverflow();

    // the Report dialog's form in Hindi
    await page.getByRole('button', { name: `इवेंट ${title} की रिपोर्ट करें` }).click();
    const dialog = page.getByRole('dialog', { name: 'इवेंट की रिपोर्ट करें' });
    await expect(dialog.getByLabel('कारण')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'रिपोर्ट भेजें' })).toBeVisible();
    await noOverflow();
    await dialog.getByRole('button', { name: 'रद्द करें' }).click();
    await expect(dialog).toBeHidden();
  });
});
