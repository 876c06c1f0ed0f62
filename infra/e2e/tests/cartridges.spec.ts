import { expect, test, type Page } from '@playwright/test';
import { apiPost, newUser, registerViaApi } from '../support/fixtures.ts';

/** The cartridge ledger on /equipment (Cartridges tab): purchases, stock that falls as sessions are logged, the licence quota. */

test.describe.configure({ timeout: 90_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

/** Today in IST (YYYY-MM-DD): the day a session or a purchase is logged on. */
const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
const stock = (page: Page) => page.getByTestId('stock-on-hand');

async function openCartridges(page: Page) {
  await page.goto('/equipment?tab=cartridges');
  await expect(page.getByRole('tab', { name: 'Cartridges' })).toHaveAttribute('aria-selected', 'true');
}

test('a member records a cartridge purchase, logs a session and sees the stock fall', async ({ page }) => {
  await registerViaApi(page, newUser('cart'));
  await openCartridges(page);
  await expectSoon(page.getByText('No purchases yet', { exact: false })).toBeVisible();
  await expect(stock(page)).toHaveText('0');

  await page.getByRole('button', { name: 'Add purchase' }).click();
  const form = page.getByRole('form', { name: 'Record a purchase' });
  await form.getByRole('button', { name: 'Save purchase' }).click();
  await expect(form.getByText('Enter the brand')).toBeVisible();
  await form.getByLabel('Brand').fill('Fiocchi TT Two');
  await form.getByLabel('Cartridges', { exact: true }).fill('250');
  await form.getByLabel('Total price (₹)').fill('20000');
  await form.getByLabel('Dealer').fill('Range armoury');
  await form.getByRole('button', { name: 'Save purchase' }).click();
  await expect(page.getByText('Purchase saved', { exact: true }).first()).toBeVisible();
  const purchases = page.getByRole('list', { name: 'Purchases' });
  await expect(purchases.getByText('250 × Fiocchi TT Two')).toBeVisible();
  await expect(purchases.getByText('₹20,000')).toBeVisible();
  await expectSoon(stock(page)).toHaveText('250');

  // a round entered as a total: 20 kills (1 cartridge each) and 5 lost targets (2 each in Olympic Trap) = 30
  const logged = await apiPost(page, '/api/practice/sessions', { date: todayIst(), scores: [{ total: 20 }] });
  expect(logged.status(), await logged.text()).toBe(201);
  await openCartridges(page);
  await expectSoon(stock(page)).toHaveText('220');
  // ₹80 a cartridge × 30 fired ÷ 25 targets
  await expect(page.getByRole('definition').filter({ hasText: '₹96' })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a member near their licence quota is warned, records use at an unlogged shoot and sees negative stock honestly', async ({ page }) => {
    await registerViaApi(page, newUser('cartph'));
    const csrf = (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
    const licence = await page.request.put('/api/arms-licence', {
      data: { number: 'DL/2019/ARM/4242', issuingAuthority: 'Licensing Unit, Delhi Police', validUntil: '2030-03-31', ammunitionLimit: 100 },
      headers: { 'x-csrf-token': csrf },
    });
    expect(licence.status(), await licence.text()).toBe(200);
    await openCartridges(page);
    await expectSoon(page.getByText('No use entries yet.')).toBeVisible();

    await page.getByRole('button', { name: 'Add use' }).click();
    const form = page.getByRole('form', { name: 'Record cartridges used' });
    await form.getByLabel('Cartridges used').fill('85');
    await form.getByLabel('Note').fill('Club medal, scores not kept');
    await form.getByRole('button', { name: 'Save use' }).click();
    await expect(page.getByText('Use entry saved', { exact: true }).first()).toBeVisible();
    await expect(page.getByRole('list', { name: 'Use entries' }).getByText('85 cartridges')).toBeVisible();

    await expectSoon(stock(page)).toHaveText('-85');
    await expect(page.getByText('You have used 85 more cartridges than you recorded buying', { exact: false })).toBeVisible();
    const quota = page.getByTestId('quota');
    await expect(quota.getByText('Near your licence quota: 85 % used', { exact: false })).toBeVisible();
    await expect(quota.getByRole('progressbar', { name: 'Licence quota used' })).toHaveAttribute('aria-valuenow', '85');
    // nothing in the ledger is wider than its card (the page's own tab list is the equipment page's)
    const overflowing = await page
      .getByRole('tabpanel')
      .evaluate((panel) => [...panel.querySelectorAll<HTMLElement>('.ct-card, .ct-item, .ct-form')].filter((el) => el.scrollWidth > el.clientWidth + 1).length);
    expect(overflowing).toBe(0);
  });
});
