import { expect, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, withConsentDecided } from '../support/fixtures.ts';

/**
 * The Equipment tab of /equipment: a member adds a shotgun, logs sessions with it, sees
 * its usage and next service date move, records its maintenance and sees the total cost of
 * ownership follow; the demo member's primary shotgun and maintenance history on a phone.
 */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const DAY_MS = 86_400_000;
const istDay = (offsetDays = 0) => new Date(Date.now() + 5.5 * 3600_000 + offsetDays * DAY_MS).toISOString().slice(0, 10);
const dayText = (day: string) =>
  new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' }).format(
    new Date(`${day}T12:00:00+05:30`),
  );

async function logSession(page: Page, total: number, equipmentIds: string[]) {
  const res = await apiPost(page, '/api/practice/sessions', { date: istDay(), scores: [{ total }], equipmentIds });
  expect(res.status(), await res.text()).toBe(201);
}

test('a member adds a shotgun, logs sessions with it, sees usage and the next service move, and records its maintenance', async ({
  page,
}) => {
  await withConsentDecided(page);
  await registerViaApi(page, newUser('gear'));
  await page.goto('/equipment');
  await expect(page.getByRole('heading', { level: 1, name: 'Equipment Management' })).toBeVisible();
  await expectSoon(page.getByText('No equipment yet', { exact: false })).toBeVisible();
  await expect(page.getByText('No primary shotgun yet', { exact: false })).toBeVisible();

  // add a shotgun: the SPEC 5 message first, then the gun with a 90-day and 50-shot schedule
  await page.getByRole('button', { name: 'Add equipment' }).click();
  const add = page.getByRole('form', { name: 'Add equipment' });
  await expect(add.getByLabel('Category')).toHaveValue('shotgun');
  await add.getByRole('button', { name: 'Add equipment' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  await add.getByLabel('Name').fill('E2E Beretta DT11');
  await add.getByLabel('Price (₹)').fill('125000');
  await add.getByLabel('Purchase date').fill(istDay(-10));
  await add.getByLabel('Service every (days)').fill('90');
  await add.getByLabel('Service every (shots)').fill('50');
  await add.getByRole('button', { name: 'Add equipment' }).click();
  await expect(page.getByText('Equipment added', { exact: true }).first()).toBeVisible();

  const gun = page.getByRole('listitem', { name: 'E2E Beretta DT11' });
  await expect(gun).toContainText('0 sessions · 0 rounds · 0 shots');
  await expect(gun).toContainText(`${dayText(istDay(80))} (service interval)`);
  await expect(gun).toContainText('50 of 50 shots left');
  await expect(gun).toContainText('₹1,25,000');

  await gun.getByRole('button', { name: 'Make primary' }).click();
  await expect(page.getByRole('region', { name: 'Primary shotgun' })).toContainText('E2E Beretta DT11');

  // two sessions with it (21 and 20 of 25: 29 and 30 shots): the shot budget is reached today
  const [item] = (await (await page.request.get('/api/equipment/items')).json()).items;
  await logSession(page, 21, [item.id]);
  await page.reload();
  await expectSoon(gun).toContainText('1 session · 1 round · 29 shots');
  await expect(gun).toContainText('21 of 50 shots left');
  await logSession(page, 20, [item.id]);
  await page.reload();
  await expectSoon(gun).toContainText('2 sessions · 2 rounds · 59 shots');
  await expect(gun).toContainText(`${dayText(istDay())} (shot budget reached)`);
  await expect(gun).toContainText('Due today');

  // a service today: the count starts again and the next service is 90 days on
  await gun.getByRole('button', { name: 'Maintenance of E2E Beretta DT11' }).click();
  const maintenance = page.getByRole('region', { name: 'Maintenance records' });
  await expect(maintenance.getByText('No maintenance recorded for E2E Beretta DT11 yet.')).toBeVisible();
  await maintenance.getByRole('button', { name: 'Add maintenance record' }).click();
  const record = maintenance.getByRole('form', { name: 'Add maintenance record' });
  await record.getByLabel('Type').selectOption('Service');
  await record.getByLabel('Performed by').fill('Delhi Gun House');
  await record.getByLabel('Cost (₹)').fill('4500');
  await record.getByRole('button', { name: 'Save record' }).click();
  await expect(page.getByText('Maintenance recorded', { exact: true }).first()).toBeVisible();
  const records = maintenance.getByRole('list', { name: 'Maintenance records of E2E Beretta DT11' });
  await expect(records).toContainText(`Service · ${dayText(istDay())}`);
  await expect(records).toContainText('Delhi Gun House');
  await expectSoon(gun).toContainText(`${dayText(istDay(90))} (service interval)`);
  await expect(gun).toContainText('50 of 50 shots left');
  await expect(gun).toContainText('₹1,29,500');
  await expect(gun).toContainText('2 sessions · 2 rounds · 59 shots');

  // the record edited, then deleted: the cost follows
  await records.getByRole('button', { name: /^Edit service of/ }).click();
  await maintenance.getByRole('form', { name: 'Edit maintenance record' }).getByLabel('Cost (₹)').fill('5000');
  await maintenance.getByRole('button', { name: 'Save changes' }).click();
  await expectSoon(gun).toContainText('₹1,30,000');
  await records.getByRole('button', { name: /^Delete service of/ }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete record' }).click();
  await expectSoon(maintenance.getByText('No maintenance recorded for E2E Beretta DT11 yet.')).toBeVisible();
  await expectSoon(gun).toContainText('₹1,25,000');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the demo member sees their primary Beretta with its usage, next service, cost and maintenance history, without sideways scrolling', async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/equipment');
    const primary = page.getByRole('region', { name: 'Primary shotgun' });
    await expectSoon(primary).toContainText('Beretta DT11');
    await expect(primary).toContainText(/\d+ sessions · \d+ rounds · [\d,]+ shots/);
    await expect(primary).toContainText('Next service');
    await expect(primary).toContainText('Total cost of ownership');
    const maintenance = page.getByRole('region', { name: 'Maintenance records' });
    await expect(maintenance.getByLabel('Item')).toHaveValue(/[0-9a-f]{24}/);
    await expectSoon(maintenance.getByRole('list', { name: 'Maintenance records of Beretta DT11' }).getByRole('listitem')).toHaveCount(3);
    await expect(page.getByRole('listitem', { name: 'Perazzi MX8' })).toContainText('(from the last service record)');
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    // the tour's three steps are on the page
    for (const target of ['equipment-primary', 'equipment-add', 'equipment-maintenance'])
      await expect(page.locator(`[data-tour="${target}"]`)).toBeVisible();
  });
});
