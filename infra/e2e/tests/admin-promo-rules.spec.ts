import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, logoutViaApi, toast } from '../support/fixtures.ts';

/**
 * The admin panel's promo codes (content tags of the promo type) and NRAI selection
 * rules screens: list, search, filter, create and edit with field messages, deactivate and delete
 * with a confirmation; a code made here works at checkout; on a desktop and at 390 px.
 */

test.describe.configure({ timeout: 150_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const noSideways = async (page: Page) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);

/** The demo Range Pass member's quote for Pro Lane with a code: the discount in paise, or the field message. */
async function quote(page: Page, code: string): Promise<string> {
  const res = await page.request.get(`/api/checkout/pro_lane?promoCode=${encodeURIComponent(code)}`);
  const body = (await res.json()) as { promo?: { discountPaise: number } | null; error?: { fields?: Record<string, string> } };
  return res.ok() ? `off ${body.promo?.discountPaise ?? 0}` : (body.error?.fields?.promoCode ?? `status ${res.status()}`);
}

async function createPromo(page: Page, code: string) {
  await page.getByRole('button', { name: 'New promo code' }).click();
  const form = page.getByRole('form', { name: 'New promo code' });
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form.getByText('Name is required')).toBeVisible();
  await expect(form.getByText('Code is required')).toBeVisible();
  await expect(form.getByText('Enter the discount as a number')).toBeVisible();

  await form.getByLabel('Name').fill(`Monsoon offer ${code}`);
  await form.getByLabel('Code', { exact: true }).fill('Monsoon 10');
  await form.getByLabel('Discount', { exact: true }).fill('150');
  await form.getByLabel('Valid from (IST)').fill('2030-06-10T10:00');
  await form.getByLabel('Valid until (IST)').fill('2030-06-01T10:00');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expect(form.getByText('Use lower-case letters, digits and single hyphens (e.g. monsoon-10)')).toBeVisible();
  await expect(form.getByText('A percentage must be a whole number from 1 to 100')).toBeVisible();
  await expect(form.getByText('Valid until must be after valid from')).toBeVisible();

  await form.getByLabel('Code', { exact: true }).fill(code);
  await form.getByLabel('Discount', { exact: true }).fill('10');
  await form.getByLabel('Valid from (IST)').fill('');
  await form.getByLabel('Valid until (IST)').fill('');
  await form.getByLabel('Only for tier').selectOption({ label: 'Pro Lane' });
  await form.getByLabel('Maximum uses').fill('50');
  await form.getByRole('button', { name: 'Create promo code' }).click();
  await expectSoon(toast(page, 'Promo code created')).toBeVisible();
}

test('the admin creates a promo code with field messages, edits it, finds it, deactivates it and deletes it; a member sees each change at checkout', async ({
  page,
}) => {
  const code = `monsoon-${Date.now().toString(36)}`;
  const title = `${code.toUpperCase()} · Monsoon offer ${code}`;
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=promo-codes');
  await expectSoon(page.getByRole('heading', { name: 'Promo codes', level: 2 })).toBeVisible();
  await createPromo(page, code);

  const row = page.getByRole('listitem').filter({ hasText: title });
  await expectSoon(row.getByText('10% off', { exact: true })).toBeVisible();
  await expect(row.getByText('Only Pro Lane', { exact: true })).toBeVisible();
  await expect(row.getByText('Active', { exact: true })).toBeVisible();
  await expect(row.getByText('At most 50 uses', { exact: true })).toBeVisible();

  // edit: ₹500 off instead
  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit promo code' });
  await expect(edit.getByLabel('Discount', { exact: true })).toHaveValue('10');
  await edit.getByLabel('Discount type').selectOption({ label: 'Amount off (₹)' });
  await edit.getByLabel('Discount', { exact: true }).fill('0.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expect(edit.getByText('An amount must be from ₹1 to ₹12,000')).toBeVisible();
  await edit.getByLabel('Discount', { exact: true }).fill('500');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectSoon(toast(page, 'Promo code saved')).toBeVisible();
  await expectSoon(row.getByText('₹500 off', { exact: true })).toBeVisible();

  // search by the code, filter by tier and state
  await page.getByRole('searchbox', { name: 'Search promo codes' }).fill(code);
  await expectSoon(page.getByRole('list', { name: 'Promo codes' }).getByRole('listitem')).toHaveCount(1);
  await page.getByLabel('Tier', { exact: true }).selectOption({ label: 'Elite Trigger' });
  await expectSoon(page.getByText('Nothing matches these filters.')).toBeVisible();
  await page.getByLabel('Tier', { exact: true }).selectOption({ label: 'Pro Lane' });
  await expectSoon(row).toBeVisible();
  await logoutViaApi(page);

  await loginViaApi(page, 'rangepass', DEMO_PASSWORD);
  await expectSoon.poll(() => quote(page, code)).toBe('off 50000');
  await logoutViaApi(page);

  // deactivate, with a confirmation
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=promo-codes');
  await page.getByRole('searchbox', { name: 'Search promo codes' }).fill(code);
  await expectSoon(row).toBeVisible();
  await row.getByRole('button', { name: 'Deactivate' }).click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm.getByText('Deactivate this promo code?')).toBeVisible();
  await confirm.getByRole('button', { name: 'Deactivate code' }).click();
  await expectSoon(toast(page, 'Promo code deactivated')).toBeVisible();
  await expectSoon(row.getByText('Inactive', { exact: true })).toBeVisible();
  await page.getByLabel('State', { exact: true }).selectOption({ label: 'Inactive' });
  await expectSoon(row).toBeVisible();
  await logoutViaApi(page);

  await loginViaApi(page, 'rangepass', DEMO_PASSWORD);
  await expectSoon.poll(() => quote(page, code)).toBe('This promo code is not valid');
  await logoutViaApi(page);

  // delete, with a confirmation and an undo
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=promo-codes');
  await page.getByRole('searchbox', { name: 'Search promo codes' }).fill(code);
  await expectSoon(row).toBeVisible();
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await expect(page.getByRole('alertdialog').getByText(/stops working at checkout/)).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete promo code' }).click();
  await expectSoon(page.getByRole('status').filter({ hasText: `Deleted “${title}”.` })).toBeVisible();
  await expectSoon(page.getByText('Nothing matches these filters.')).toBeVisible();
});

test('the admin keeps the NRAI selection rules: field messages, a new rule, marking it verified, an edit in the audit log, and deleting it', async ({
  page,
}) => {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  const season = new Date().getFullYear() + 1;
  // a rerun against the same store starts clean: next season's veteran skeet rule is this test's
  const existing = (await (await page.request.get(`/api/pathway/rules?season=${season}`)).json()) as {
    items: { id: string; category: string; discipline: string }[];
  };
  for (const r of existing.items.filter((r) => r.category === 'veteran' && r.discipline === 'skeet'))
    await page.request.delete(`/api/pathway/rules/${r.id}`, { headers: { 'x-csrf-token': await csrf(page) } });

  await page.goto('/admin?section=selection-rules');
  await expectSoon(page.getByRole('heading', { name: 'NRAI selection rules', level: 2 })).toBeVisible();
  await page.getByRole('button', { name: 'New selection rule' }).click();
  const form = page.getByRole('form', { name: 'New selection rule' });
  await form.getByLabel('Minimum qualifying score').fill('130');
  await form.getByRole('button', { name: 'Create selection rule' }).click();
  await expect(form.getByText('Enter the season year (e.g. 2026)')).toBeVisible();
  await expect(form.getByText('Enter how many best scores count')).toBeVisible();
  await expect(form.getByText('Choose at least one level that counts')).toBeVisible();
  await expect(form.getByText('Name the next championship')).toBeVisible();
  await expect(form.getByText('At most 125 (out of 125 targets)')).toBeVisible();
  await expect(form.getByText('Say where these values come from')).toBeVisible();

  await form.getByLabel('Season').fill(String(season));
  await form.getByLabel('Category').selectOption({ label: 'Veteran' });
  await form.getByLabel('Discipline').selectOption({ label: 'Skeet' });
  await form.getByLabel('Best scores that count').fill('2');
  await form.getByRole('checkbox', { name: 'State', exact: true }).check();
  await form.getByRole('checkbox', { name: 'National', exact: true }).check();
  await form.getByLabel('Next step', { exact: true }).fill('National Shotgun Championship');
  await form.getByLabel('Next step date').fill(`${season}-11-20`);
  await form.getByLabel('Minimum qualifying score').fill('108');
  await form.getByLabel('Source', { exact: true }).fill('NRAI selection policy circular');
  await form.getByRole('button', { name: 'Create selection rule' }).click();
  await expectSoon(toast(page, 'Selection rule created')).toBeVisible();

  const title = `${season} · Veteran · Skeet`;
  const row = page.getByRole('listitem').filter({ hasText: title });
  await expectSoon(row.getByText('Not verified', { exact: true })).toBeVisible();
  await expect(row.getByText('State, National', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Mark verified' }).click();
  await expectSoon(toast(page, 'Rule marked verified')).toBeVisible();
  await expectSoon(row.getByText('Verified', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: `Edit ${title}` }).click();
  const edit = page.getByRole('form', { name: 'Edit selection rule' });
  await expect(edit.getByRole('checkbox', { name: 'National', exact: true })).toBeChecked();
  await edit.getByLabel('Minimum qualifying score').fill('110.5');
  await edit.getByRole('button', { name: 'Save changes' }).click();
  await expectSoon(toast(page, 'Selection rule saved')).toBeVisible();
  await expectSoon(row.getByText('MQS 110.5', { exact: true })).toBeVisible();

  // filters and search work on the list
  await page.getByLabel('Discipline', { exact: true }).selectOption({ label: 'Skeet' });
  await page.getByRole('searchbox', { name: 'Search nrai selection rules' }).fill('veteran shotgun');
  await expectSoon(page.getByRole('list', { name: 'NRAI selection rules' }).getByRole('listitem')).toHaveCount(1);

  const id = (
    (await (await page.request.get(`/api/pathway/rules?season=${season}`)).json()) as {
      items: { id: string; category: string; discipline: string }[];
    }
  ).items.find((r) => r.category === 'veteran' && r.discipline === 'skeet')!.id;
  await page.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete selection rule' }).click();
  await expectSoon(page.getByRole('status').filter({ hasText: `Deleted “${title}”.` })).toBeVisible();
  await logoutViaApi(page);

  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await expectSoon
    .poll(async () => {
      const log = (await (await page.request.get(`/api/superadmin/audit?itemId=${id}`)).json()) as { items: { action: string }[] };
      return log.items.map((e) => e.action).sort();
    })
    .toEqual(['selection_rule.create', 'selection_rule.delete', 'selection_rule.update', 'selection_rule.verify']);
});

/** The CSRF token the bff expects on a write, from its cookie (set by the reads before). */
async function csrf(page: Page): Promise<string> {
  return (await page.context().cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
}

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the promo codes and NRAI rules screens fit 390 px: list, form and its messages without sideways scroll', async ({ page }) => {
    const code = `phone-${Date.now().toString(36)}`;
    await loginViaApi(page, 'admin', DEMO_PASSWORD);
    await page.goto('/admin?section=promo-codes');
    await expectSoon(page.getByRole('heading', { name: 'Promo codes', level: 2 })).toBeVisible();
    await createPromo(page, code);
    await expectSoon(page.getByRole('listitem').filter({ hasText: code.toUpperCase() })).toBeVisible();
    await noSideways(page);
    await page.getByRole('button', { name: 'New promo code' }).click();
    await page.getByRole('form', { name: 'New promo code' }).getByRole('button', { name: 'Create promo code' }).click();
    await expect(page.getByText('Code is required')).toBeVisible();
    await noSideways(page);

    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('button', { name: 'NRAI rules', exact: true }).click();
    await expectSoon(page.getByRole('heading', { name: 'NRAI selection rules', level: 2 })).toBeVisible();
    await expectSoon(page.getByRole('list', { name: 'NRAI selection rules' }).getByRole('listitem').first()).toBeVisible();
    await noSideways(page);
    await page.getByRole('button', { name: 'New selection rule' }).click();
    await page.getByRole('form', { name: 'New selection rule' }).getByRole('button', { name: 'Create selection rule' }).click();
    await expect(page.getByText('Choose at least one level that counts')).toBeVisible();
    await noSideways(page);
  });
});
