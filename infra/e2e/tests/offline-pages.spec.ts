import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, withConsentDecided } from '../support/fixtures.ts';

/**
 * Offline, a page whose code was not loaded yet showed "Something went wrong · Loading CSS chunk b
 * failed.\n(http://…)". Now the page says the device is offline, Try Again waits for the connection,
 * and the page opens by itself once the browser is back online.
 */
const expectSoon = expect.configure({ timeout: 30_000 });

/** Resolves once no script or stylesheet request has been in flight for a second (the idle preloads are done). */
async function codeSettled(page: Page): Promise<void> {
  let pending = 0;
  let last = Date.now();
  const isCode = (type: string) => type === 'script' || type === 'stylesheet';
  const counter = (step: number) => (r: { resourceType(): string }) => {
    if (!isCode(r.resourceType())) return;
    pending += step;
    last = Date.now();
  };
  const start = counter(1);
  const end = counter(-1);
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  try {
    await expect.poll(() => pending <= 0 && Date.now() - last > 1000, { timeout: 20_000 }).toBe(true);
  } finally {
    page.off('request', start);
    page.off('requestfinished', end);
    page.off('requestfailed', end);
  }
}

/**
 * The demo member on /practice with the user menu's code loaded: reaching for the menu loads it (and
 * the idle browser does anyway), so the menu itself opens offline. Returns the menu's button.
 */
async function memberOnPractice(page: Page): Promise<Locator> {
  await withConsentDecided(page);
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  await page.goto('/practice');
  await expectSoon(page.getByRole('heading', { name: 'Log Practice', level: 1 })).toBeVisible();
  const userMenu = page.getByRole('button', { name: 'User menu' });
  await userMenu.hover();
  await codeSettled(page);
  return userMenu;
}
for (const [where, viewport] of [
  ['on a 390 px phone', { width: 390, height: 844 }],
  ['on a desktop', { width: 1280, height: 800 }],
] as const) {
  test.describe(`a page not loaded yet, offline, ${where}`, () => {
    test.use({ viewport });

    test('when the member opens it from the menu with no connection, then it says the device is offline, no bundler text, and opens once back online', async ({
      page,
      context,
    }) => {
      const userMenu = await memberOnPractice(page);

      await context.setOffline(true);
      await userMenu.click();
      await page.getByRole('menuitem', { name: 'Weather Analysis', exact: true }).click();
      await expect(page).toHaveURL(/\/weather$/);

      const alert = page.getByRole('alert').filter({ hasText: 'You are offline' });
      await expectSoon(alert).toBeVisible();
      await expect(alert.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(alert).toContainText('could not be loaded because your device is not connected to the internet');
      const main = page.locator('main');
      await expect(main).not.toContainText(/chunk|https?:|\\n|Something went wrong/i);
      // the header around it stays
      await expect(page.getByRole('banner')).toBeVisible();

      // Try Again with no signal stays here (a reload would end on the browser's own offline page)
      await alert.getByRole('button', { name: 'Try Again' }).click();
      await expect(page.getByRole('status').filter({ hasText: 'Still offline' })).toBeVisible();
      await expect(page).toHaveURL(/\/weather$/);

      // back online, the page loads by itself
      await context.setOffline(false);
      await expectSoon(page.getByRole('heading', { name: 'Weather Analysis', level: 1 })).toBeVisible();
      await expect(page.getByRole('alert').filter({ hasText: 'You are offline' })).toHaveCount(0);
      await expect(main).not.toContainText(/chunk|Something went wrong/i);
    });
  });
}

test('when a page’s code fails to load while the device is online, then Try Again loads it, and the screen shows no bundler text', async ({
  page,
}) => {
  const userMenu = await memberOnPractice(page);

  // the member remote's page code does not arrive (a flaky network), the rest of the site does
  const blocked = '**/remotes/member/static/**/async/**';
  await page.route(blocked, (route) => route.abort('failed'));
  await userMenu.click();
  await page.getByRole('menuitem', { name: 'Weather Analysis', exact: true }).click();
  const alert = page.getByRole('alert').filter({ hasText: 'Something went wrong' });
  await expectSoon(alert).toBeVisible();
  await expect(alert).toContainText('This page could not be loaded. Please check your connection and try again.');
  await expect(page.locator('main')).not.toContainText(/chunk|https?:|\\n/i);

  await page.unroute(blocked);
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Weather Analysis', level: 1 })).toBeVisible();
});
