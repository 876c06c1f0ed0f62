import { expect, test, type Browser, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newPerson, newUser, registerViaApi } from '../support/fixtures.ts';

/**
 * Equipment categories (SPEC 3.2: a unique name, a description and an icon; SPEC 5 'Name is
 * required'): the demo admin adds one in the admin panel, renames it and retires it; a member sees
 * it in the equipment form while it is in use, files an item under it, and after it is retired no
 * longer gets it offered for new equipment while the item keeps showing it. On a desktop and on a
 * 390 px phone.
 */
test.describe.configure({ timeout: 150_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const VIEWPORTS = [
  { name: 'desktop', viewport: { width: 1280, height: 800 } },
  { name: 'phone', viewport: { width: 390, height: 844 } },
] as const;

/** The Category select of the member's Add equipment form, opened afresh. */
async function addForm(page: Page) {
  await page.goto('/equipment');
  await expectSoon(page.getByRole('heading', { level: 1, name: 'Equipment Management' })).toBeVisible();
  await expectSoon(page.getByRole('button', { name: 'Add equipment' })).toBeEnabled();
  await page.getByRole('button', { name: 'Add equipment' }).click();
  return page.getByRole('form', { name: 'Add equipment' });
}

async function noSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const { name, viewport } of VIEWPORTS) {
  test(`on a ${name}, an admin adds, renames and retires an equipment category, and a member sees it offered, then kept but not offered`, async ({
    browser,
  }) => {
    const stamp = Date.now().toString(36);
    const first = `Stock pads ${name} ${stamp}`;
    const renamed = `Recoil pads ${name} ${stamp}`;
    const admin = await newPerson(browser, { viewport });
    const member = await memberIn(browser, viewport);
    try {
      await loginViaApi(admin.page, 'admin', DEMO_PASSWORD);
      await admin.page.goto('/admin?section=equipment-categories');
      const section = admin.page.getByRole('region', { name: 'Equipment categories' });
      const list = section.getByRole('list', { name: 'Equipment categories' });
      await expectSoon(list.getByText('Shotgun', { exact: true })).toBeVisible();
      // retired categories are never deleted
      await expect(list.getByRole('button', { name: /^Delete / })).toHaveCount(0);

      // add: the SPEC 5 message first, then the category with its description and icon
      await section.getByRole('button', { name: 'New equipment category' }).click();
      const form = admin.page.getByRole('form', { name: 'New equipment category' });
      await form.getByRole('button', { name: 'Create equipment category' }).click();
      await expect(form.getByText('Name is required')).toBeVisible();
      await form.getByLabel('Name').fill(first);
      await form.getByLabel('Description').fill('Slip-on pads and spacers');
      await form.getByLabel('Icon').fill('shield');
      await form.getByRole('button', { name: 'Create equipment category' }).click();
      await expectSoon(admin.page.getByText('Equipment category created', { exact: true }).first()).toBeVisible();
      const row = (n: string) => list.getByRole('listitem').filter({ has: admin.page.getByText(n, { exact: true }) });
      await expectSoon(row(first)).toBeVisible();
      await expect(row(first)).toContainText('In use');
      await noSidewaysScroll(admin.page, viewport.width);

      // a name already used (in another case) is refused
      await section.getByRole('button', { name: 'New equipment category' }).click();
      await form.getByLabel('Name').fill('SHOTGUN');
      await form.getByRole('button', { name: 'Create equipment category' }).click();
      await expect(form.getByText('An equipment category with this name already exists')).toBeVisible();
      await form.getByRole('button', { name: 'Cancel' }).click();

      // the member is offered it
      let add = await addForm(member.page);
      await expect(add.getByLabel('Category').locator('option', { hasText: first })).toHaveCount(1);

      // rename
      await row(first)
        .getByRole('button', { name: `Edit ${first}` })
        .click();
      const edit = admin.page.getByRole('form', { name: 'Edit equipment category' });
      await expect(edit.getByLabel('Name')).toHaveValue(first);
      await edit.getByLabel('Name').fill(renamed);
      await edit.getByRole('button', { name: 'Save changes' }).click();
      await expectSoon(admin.page.getByText('Equipment category saved', { exact: true }).first()).toBeVisible();
      await expectSoon(row(renamed)).toBeVisible();
      await expect(list.getByText(first, { exact: true })).toHaveCount(0);

      // the member files an item under the renamed category
      add = await addForm(member.page);
      await add.getByLabel('Category').selectOption({ label: renamed });
      await add.getByLabel('Name').fill(`E2E pad ${stamp}`);
      await add.getByRole('button', { name: 'Add equipment' }).click();
      await expectSoon(member.page.getByText('Equipment added', { exact: true }).first()).toBeVisible();
      const item = member.page.getByRole('listitem', { name: `E2E pad ${stamp}` });
      await expectSoon(item.getByText(renamed, { exact: true })).toBeVisible();

      // retire (asked first)
      await row(renamed).getByRole('button', { name: 'Retire' }).click();
      const confirm = admin.page.getByRole('alertdialog').or(admin.page.getByRole('dialog'));
      await expect(confirm.getByText('Equipment already filed under it keeps it', { exact: false })).toBeVisible();
      await confirm.getByRole('button', { name: 'Retire category' }).click();
      await expectSoon(admin.page.getByText('Category retired', { exact: true }).first()).toBeVisible();
      await expectSoon(row(renamed)).toContainText('Retired');
      await expect(row(renamed).getByRole('button', { name: 'Bring back' })).toBeVisible();
      // the Status filter finds it among the retired
      await section.getByLabel('Status').selectOption({ label: 'Retired' });
      await expect(row(renamed)).toBeVisible();
      await expect(list.getByText('Shotgun', { exact: true })).toHaveCount(0);
      await noSidewaysScroll(admin.page, viewport.width);

      // the member's item keeps it; new equipment is not offered it
      add = await addForm(member.page);
      await expectSoon(member.page.getByRole('listitem', { name: `E2E pad ${stamp}` }).getByText(renamed, { exact: true })).toBeVisible();
      await expect(add.getByLabel('Category').locator('option', { hasText: renamed })).toHaveCount(0);
      await expect(add.getByLabel('Category')).toHaveValue('shotgun');
      await noSidewaysScroll(member.page, viewport.width);
    } finally {
      await admin.context.close();
      await member.context.close();
    }
  });
}

async function memberIn(browser: Browser, viewport: { width: number; height: number }) {
  const p = await newPerson(browser, { viewport });
  await registerViaApi(p.page, newUser('cat'));
  return p;
}
