import { readFile } from 'node:fs/promises';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, logoutViaApi, newUser, registerViaApi, toast } from '../support/fixtures.ts';

/** The events calendar: register and cancel, the .ics file, the calendar on a phone. */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const DAY = 86_400_000;
/** The IST day `n` days from now. */
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);

/** The demo admin adds an approved event (admins' own events need no approval), then logs out. */
async function adminEvent(page: Page, title: string, over: Record<string, unknown> = {}) {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const res = await apiPost(page, '/api/club-events', {
    title,
    description: 'Two rounds of 25 and a shoot-off. Bring your own cartridges.',
    eventType: 'club_shoot',
    location: 'Aravalli Clay Club, Gurugram',
    state: 'Haryana',
    startDate: `${istDay(10)}T09:30:00+05:30`,
    endDate: `${istDay(10)}T14:00:00+05:30`,
    organizer: 'Aravalli Clay Club league desk',
    contactEmail: 'league@aravalliclay.example',
    registrationDeadline: `${istDay(8)}T23:59:59+05:30`,
    maxParticipants: 5,
    ...over,
  });
  expect(res.status(), await res.text()).toBe(201);
  const event = (await res.json()) as { id: string; status: string };
  expect(event.status).toBe('approved');
  await logoutViaApi(page);
  return event.id;
}

test('a member finds an event on the calendar, registers, downloads its .ics file and cancels', async ({ page }) => {
  const title = `Aravalli Evening League ${Date.now().toString(36)}`;
  const id = await adminEvent(page, title);
  await registerViaApi(page, newUser('evnt'));

  await page.goto(`/club-events?month=${istDay(10).slice(0, 7)}`);
  await expectSoon(page.getByRole('heading', { name: 'Club Events', level: 1 })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Calendar' })).toHaveAttribute('aria-pressed', 'true');
  const calendar = page.getByRole('table', { name: /^Calendar of / });
  await expectSoon(calendar.getByRole('link', { name: title })).toBeVisible();
  // filters: another state hides it, its own state shows it
  await page.getByLabel('State', { exact: true }).selectOption('Goa');
  await expectSoon(calendar.getByRole('link', { name: title })).toHaveCount(0);
  await page.getByLabel('State', { exact: true }).selectOption('Haryana');
  await expectSoon(calendar.getByRole('link', { name: title })).toBeVisible();
  await calendar.getByRole('link', { name: title }).click();

  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`event=${id}`));
  await expect(page.getByText('5 of 5 places left')).toBeVisible();
  await expect(page.getByText('Aravalli Clay Club, Gurugram, Haryana')).toBeVisible();
  await page.getByRole('button', { name: 'Register', exact: true }).click();
  await expectSoon(toast(page, `You are registered for ${title}`)).toBeVisible();
  await expectSoon(page.getByText('4 of 5 places left')).toBeVisible();
  await expect(page.getByText('You are registered', { exact: true })).toBeVisible();

  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Add to calendar (.ics)' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^aravalli-evening-league-[a-z0-9-]+\.ics$/);
  const ics = (await readFile((await download.path())!, 'utf8')).replace(/\r\n /g, '');
  expect(ics).toContain('BEGIN:VCALENDAR');
  expect(ics).toContain(`SUMMARY:${title}`);
  expect(ics).toContain('LOCATION:Aravalli Clay Club\\, Gurugram\\, Haryana');

  // my registrations: it is there while I am registered
  await page.getByRole('button', { name: /Back to Club Events/ }).click();
  await page.getByLabel('Only my registrations').click();
  await expectSoon(page.getByLabel('Only my registrations')).toBeChecked();
  await expectSoon(calendar.getByRole('link', { name: title })).toBeVisible();
  await calendar.getByRole('link', { name: title }).click();
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  await page.getByRole('button', { name: 'Cancel registration' }).click();
  const dialog = page.getByRole('alertdialog', { name: 'Cancel your registration?' });
  await dialog.getByRole('button', { name: 'Cancel registration' }).click();
  await expectSoon(toast(page, `Registration for ${title} cancelled`)).toBeVisible();
  await expectSoon(page.getByText('5 of 5 places left')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Back to Club Events/ }).click();
  await expectSoon(page.getByRole('table', { name: /^Calendar of / })).toBeVisible();
  await expect(page.getByLabel('Only my registrations')).toBeChecked();
  await expectSoon(calendar.getByRole('link', { name: title })).toHaveCount(0);
});

test('a coach proposes an event, sees it pending, and an admin approves it from its page', async ({ page }) => {
  const title = `Doon Valley Clinic ${Date.now().toString(36)}`;
  const day = istDay(20);
  await loginViaApi(page, 'coach', DEMO_PASSWORD);
  await page.goto(`/club-events?month=${day.slice(0, 7)}`);
  await expectSoon(page.getByRole('heading', { name: 'Club Events', level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Propose an event' }).click();
  const form = page.getByRole('form', { name: 'Propose an event' });
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expectSoon(form.getByText('Choose a state or union territory')).toBeVisible();
  await expect(form.getByText('Title must be at least 3 characters')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Type').selectOption({ label: 'Clinic' });
  await form.getByLabel('State').selectOption('Uttarakhand');
  await form.getByLabel('Location').fill('Doon Valley Shotgun Club, Dehradun');
  await form.getByLabel('Starts (IST)').fill(`${day}T09:30`);
  await form.getByLabel('Ends (IST)').fill(`${day}T16:00`);
  await form.getByLabel('Organiser').fill('Doon Valley Shotgun Club');
  await form.getByLabel('Max participants').fill('12');
  await form.getByRole('button', { name: 'Send for approval' }).click();
  await expectSoon(toast(page, `${title} was sent for approval`)).toBeVisible();

  await page.getByRole('button', { name: 'List' }).click();
  const row = page.getByRole('listitem').filter({ has: page.getByRole('link', { name: title }) });
  await expectSoon(row.getByText('Pending approval')).toBeVisible();
  await row.getByRole('link', { name: title }).click();
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByText(/9:30 am – 4:00 pm IST/i)).toBeVisible();
  await expect(page.getByText('This event is not approved yet')).toBeVisible();
  const url = page.url();

  await logoutViaApi(page);
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto(url);
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Approve event' }).click();
  await expectSoon(toast(page, `${title} is approved`)).toBeVisible();
  await expectSoon(page.getByText('Pending approval')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  await expect(page.getByText('12 of 12 places left')).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the events calendar opens as a list, the month grid fits the screen and a day lists its events', async ({ page }) => {
    const title = `Konkan Sunset Shoot ${Date.now().toString(36)}`;
    await adminEvent(page, title, { location: 'Konkan Coast Clay Club, Panaji', state: 'Goa' });
    await registerViaApi(page, newUser('evph'));

    const month = istDay(10).slice(0, 7);
    await page.goto(`/community-events?month=${month}`);
    await expectSoon(page.getByRole('heading', { name: 'Events Calendar', level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'List' })).toHaveAttribute('aria-pressed', 'true');
    await expectSoon(page.getByRole('list', { name: /^Events in / }).getByRole('link', { name: title })).toBeVisible();

    await page.getByRole('button', { name: 'Calendar' }).click();
    const calendar = page.getByRole('table', { name: /^Calendar of / });
    await expect(calendar).toBeVisible();
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    const box = await calendar.boundingBox();
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(390);

    const dayLabel = new Intl.DateTimeFormat('en-IN', {
      timeZone: 'Asia/Kolkata',
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
    }).format(new Date(`${istDay(10)}T12:00:00+05:30`));
    const dayButton = calendar.getByRole('button', { name: new RegExp(`^${dayLabel}: \\d+ events?$`) });
    const tap = await dayButton.boundingBox();
    expect(tap!.height).toBeGreaterThanOrEqual(32);
    await dayButton.click();
    const events = page.getByRole('region', { name: `Events on ${dayLabel}` });
    await expectSoon(events.getByRole('link', { name: title })).toBeVisible();
    await events.getByRole('link', { name: title }).click();
    await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  });
});
