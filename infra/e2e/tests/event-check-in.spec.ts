import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import {
  apiPost,
  csrfToken,
  DEMO_PASSWORD,
  loginViaApi,
  logoutViaApi,
  newUser,
  registerViaApi,
  signedInState,
} from '../support/fixtures.ts';
import { cameraVideoOf, phoneWithCamera } from '../support/match-day.ts';

/**
 * Check-in at the range on phones: each paid entrant shows their check-in QR code on the event page;
 * the organiser ticks one entrant in on the list and checks another in by pointing the phone's camera
 * at their code (Chromium's fake camera plays a video of the code the entrant's page drew), and a photo
 * of a code already used says so.
 */

test.describe.configure({ timeout: 300_000 });
const expectSoon = expect.configure({ timeout: 45_000 });

const PHONE = { width: 360, height: 740 };
const DAY = 86_400_000;
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);
const baseURL = process.env.E2E_BASE_URL ?? 'http://localhost:3000';

/** The demo admin adds an approved event with entry fees (the admin is its organiser). */
async function paidEvent(page: Page, title: string): Promise<string> {
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

/** A new member enters the event and pays on the test gateway; their name on the entry once it is paid. */
async function paidEntrant(page: Page, eventId: string, tag: string): Promise<string> {
  await registerViaApi(page, newUser(tag));
  let entryId = '';
  // a new member's first community write waits for auth's events
  await expect(async () => {
    const made = await apiPost(page, `/api/club-events/${eventId}/entries`, { discipline: 'olympic-trap' });
    expect(made.status(), await made.text()).toBe(201);
    entryId = ((await made.json()) as { id: string }).id;
  }).toPass({ timeout: 60_000 });
  // auth hears of the entry's price through community's event: the order may need a moment
  await expect(async () => {
    const order = await apiPost(page, '/api/payments/event-entry-orders', { entryId });
    expect(order.status(), await order.text()).toBe(201);
    const started = (await order.json()) as { order: { id: string }; checkout: { provider: string } };
    expect(started.checkout.provider).toBe('test');
    const paid = await apiPost(page, `/api/payments/test-gateway/orders/${started.order.id}`, { outcome: 'success' });
    expect(paid.status(), await paid.text()).toBe(200);
  }).toPass({ timeout: 60_000 });
  let name = '';
  await expect(async () => {
    const mine = (await (await page.request.get(`/api/club-events/${eventId}/entries/mine`)).json()) as {
      items: { id: string; status: string; name: string }[];
    };
    const entry = mine.items.find((e) => e.id === entryId);
    expect(entry?.status).toBe('paid');
    name = entry!.name;
  }).toPass({ timeout: 60_000 });
  return name;
}

test('entrants show their check-in QR codes; the organiser ticks one in and scans the other in with the phone camera', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-check-in-'));
  let scanner: Browser | undefined;
  try {
    const title = `Aravalli Check-in Cup ${Date.now().toString(36)}`;
    const id = await paidEvent(page, title);
    const ticked = await paidEntrant(page, id, 'tick');
    await logoutViaApi(page);
    await page.context().clearCookies();
    const scanned = await paidEntrant(page, id, 'scan');

    // the entrant's phone: the QR code with their name and discipline, on a 360 px screen
    await page.setViewportSize(PHONE);
    await page.goto(`/club-events?event=${id}`);
    await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    const code = page.getByRole('figure', { name: `Check-in code for ${scanned}` });
    await expectSoon(code).toBeVisible();
    await expect(code.getByText('ISSF Olympic Trap')).toBeVisible();
    await expect(code.getByText('Show this code at the range to check in')).toBeVisible();
    await code.scrollIntoViewIfNeeded();
    const box = (await code.locator('svg').boundingBox())!;
    expect(box.x).toBeGreaterThanOrEqual(0);
    expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
    expect(box.width).toBeGreaterThanOrEqual(180);
    const video = join(dir, 'camera.y4m');
    await cameraVideoOf(page, video);
    const photo = join(dir, 'code.png');
    await code.locator('svg').screenshot({ path: photo });

    // the organiser's phone, whose camera sees the entrant's code
    scanner = await phoneWithCamera(video);
    const organiser = await scanner.newContext({
      baseURL,
      viewport: PHONE,
      hasTouch: true,
      storageState: await signedInState('admin'),
      permissions: ['camera'],
      serviceWorkers: 'block',
    });
    const desk = await organiser.newPage();
    await desk.goto(`/club-events?event=${id}`);
    const checkIn = desk.getByRole('region', { name: 'Check-in' });
    await expectSoon(checkIn.getByText('0 of 2 checked in')).toBeVisible();
    const list = checkIn.getByRole('list', { name: 'Entrants to check in' });

    // a tick
    await list.getByRole('checkbox', { name: new RegExp(ticked) }).check();
    await expectSoon(checkIn.getByText('1 of 2 checked in')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: new RegExp(ticked) })).toBeChecked();

    // the camera
    await checkIn.getByRole('button', { name: 'Scan', exact: true }).click();
    await expectSoon(checkIn.getByText(`Checked in: ${scanned} (ISSF Olympic Trap)`)).toBeVisible();
    await expectSoon(checkIn.getByText('2 of 2 checked in')).toBeVisible();
    await expect(list.getByRole('checkbox', { name: new RegExp(scanned) })).toBeChecked();

    // a photo of a code already used says so, on a phone whose camera is refused: with the camera on,
    // the fake camera's code is read at once and the scanner closes before the photo is given (on a
    // busy machine both tries of a loaded run failed so)
    await desk.evaluate(() => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException('Permission denied', 'NotAllowedError'));
    });
    await checkIn.getByRole('button', { name: 'Scan', exact: true }).click();
    await expectSoon(checkIn.getByText('The camera is not available here: scan from a photo instead.')).toBeVisible();
    await checkIn.getByLabel('Scan from a photo').setInputFiles(photo);
    await expectSoon(checkIn.getByText(new RegExp(`^Already checked in at .*: ${scanned} \\(ISSF Olympic Trap\\)$`))).toBeVisible();

    // the entrant's page says they are in
    await page.reload();
    await expectSoon(page.getByRole('figure', { name: `Check-in code for ${scanned}` }).getByText(/^Checked in at /)).toBeVisible();
  } finally {
    await scanner?.close();
    rmSync(dir, { recursive: true, force: true });
  }
});
