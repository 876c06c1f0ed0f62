import { expect, test, type Page } from '@playwright/test';

/**
 * Hindi as well as English (docs/decisions.md, "Hindi and English"): on a phone a guest switches to
 * हिन्दी in the header, finds the navigation in Hindi, and after a reload the page comes from the
 * server already in Hindi (<html lang="hi">) and hydrates without a mismatch.
 */
test.use({ viewport: { width: 390, height: 844 } });
// a switch, a menu, a reload and a server request on a loaded test machine (one run took 1.1 min)
test.describe.configure({ timeout: 180_000 });

/** React reports a hydration mismatch as an uncaught error (#418/#425 minified); none may happen. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test('a guest on a phone switches to Hindi in the header, sees the Hindi navigation, and still reads Hindi after a reload', async ({
  page,
}) => {
  const errors = hydrationErrors(page);
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Member Login' })).toBeVisible();

  await header.getByRole('combobox', { name: 'Language' }).selectOption({ label: 'हिन्दी' });
  await expect(header.getByRole('link', { name: 'मेंबर लॉगिन' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('heading', { level: 1, name: 'भारत की प्रमुख ट्रैप शूटिंग कम्युनिटी' })).toBeVisible();

  await header.getByRole('button', { name: 'मेन्यू खोलें' }).click();
  const menu = page.getByRole('dialog', { name: 'मेन्यू' });
  await expect(menu.getByRole('link', { name: 'शूटर प्रोफ़ाइल' })).toBeVisible();
  await expect(menu.getByRole('link', { name: 'शूटिंग रेंज' })).toBeVisible();
  await expect(menu.getByRole('heading', { name: 'कंटेंट' })).toBeVisible();
  await menu.getByRole('button', { name: 'मेन्यू बंद करें' }).click();

  await page.reload();
  await expect(page.locator('html')).toHaveAttribute('lang', 'hi');
  await expect(page.getByRole('banner').getByRole('link', { name: 'मेंबर लॉगिन' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('combobox', { name: 'भाषा' })).toHaveValue('hi');
  // the server sent the page in Hindi (the cookie), so nothing flashes in English before the scripts run
  const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
  expect(html).toMatch(/<html lang="hi"/);
  expect(html).toContain('भारत की प्रमुख ट्रैप शूटिंग कम्युनिटी');
  expect(errors).toEqual([]);
});
