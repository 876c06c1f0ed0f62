import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, withConsentDecided } from '../support/fixtures.ts';

/** SPEC 2.11 / 4.7 cookie consent, SPEC 2.11 / 4.3 guided tours and SPEC 4.4 dark mode. */

const consentRegion = (page: Page) => page.getByRole('region', { name: 'Cookie consent' });

async function cookieMap(context: BrowserContext): Promise<Map<string, string>> {
  return new Map((await context.cookies()).map((c) => [c.name, c.value]));
}

async function storedConsent(context: BrowserContext): Promise<unknown> {
  const raw = (await cookieMap(context)).get('cookie_consent');
  return raw === undefined ? undefined : JSON.parse(decodeURIComponent(raw));
}

/** Decides consent up front so the banner is out of the way of the test's subject. */
test.describe('cookie consent', () => {
  test('when a visitor accepts all, then the choice and all three flag cookies are stored and the banner stays away', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await expect(consentRegion(page)).toBeVisible();
    await consentRegion(page).getByRole('button', { name: 'Accept All' }).click();
    await expect(consentRegion(page)).toBeHidden();
    const jar = await cookieMap(context);
    expect(await storedConsent(context)).toEqual({ essential: true, analytics: true, marketing: true, preferences: true });
    expect(jar.get('analytics_consent')).toBe('true');
    expect(jar.get('marketing_consent')).toBe('true');
    expect(jar.get('preferences_consent')).toBe('true');
    const consentCookie = (await context.cookies()).find((c) => c.name === 'cookie_consent')!;
    // 365 days (SPEC 9), give or take the test's own runtime.
    expect(consentCookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 86400);
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(consentRegion(page)).toBeHidden();
  });

  test('when a visitor rejects all, then only essential is on and no flag cookies exist', async ({ page, context }) => {
    await page.goto('/about');
    await consentRegion(page).getByRole('button', { name: 'Reject All' }).click();
    await expect(consentRegion(page)).toBeHidden();
    expect(await storedConsent(context)).toEqual({ essential: true, analytics: false, marketing: false, preferences: false });
    const jar = await cookieMap(context);
    for (const flag of ['analytics_consent', 'marketing_consent', 'preferences_consent']) expect(jar.has(flag), flag).toBe(false);
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(consentRegion(page)).toBeHidden();
  });

  test('when a visitor saves preferences, then that set is stored, survives a reload and Cookie Settings reopens it', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await consentRegion(page).getByRole('button', { name: 'Preferences' }).click();
    const dialog = page.getByRole('dialog', { name: 'Cookie Preferences' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('tab', { name: 'Preferences' })).toHaveAttribute('aria-selected', 'true');
    // Essential is always on and cannot be switched off (SPEC 5).
    const essential = dialog.getByRole('switch', { name: 'Essential' });
    await expect(essential).toBeChecked();
    await expect(essential).toBeDisabled();
    await dialog.getByRole('tab', { name: 'About Cookies' }).click();
    await expect(dialog.getByText('cookie_consent', { exact: true })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Preferences' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    await expect(consentRegion(page)).toBeHidden();
    expect(await storedConsent(context)).toEqual({ essential: true, analytics: true, marketing: false, preferences: false });
    let jar = await cookieMap(context);
    expect(jar.get('analytics_consent')).toBe('true');
    expect(jar.has('marketing_consent')).toBe(false);

    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(consentRegion(page)).toBeHidden();
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    await expect(dialog.getByRole('switch', { name: 'Analytics' })).toBeChecked();
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    // Cancel keeps the stored choice.
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await storedConsent(context)) as { analytics: boolean }).toMatchObject({ analytics: true, marketing: false });
    await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie Settings' }).click();
    await dialog.getByRole('switch', { name: 'Analytics' }).click();
    await dialog.getByRole('switch', { name: 'Marketing' }).click();
    await dialog.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(dialog).toBeHidden();
    jar = await cookieMap(context);
    expect(jar.has('analytics_consent'), 'a flag turned off is removed').toBe(false);
    expect(jar.get('marketing_consent')).toBe('true');
  });

  test('when the X closes the banner, then nothing is decided and the banner returns on the next visit', async ({ page, context }) => {
    await page.goto('/');
    await consentRegion(page).getByRole('button', { name: 'Close cookie banner' }).click();
    await expect(consentRegion(page)).toBeHidden();
    expect(await storedConsent(context)).toBeUndefined();
    await page.reload();
    await expect(consentRegion(page)).toBeVisible();
  });

  test('when the stored consent is corrupt, then it is ignored with a logged warning and the banner asks again', async ({
    page,
    context,
  }) => {
    const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
    await context.addCookies([{ name: 'cookie_consent', value: '%7Bbroken', domain: url.hostname, path: '/' }]);
    const warnings: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'warning') warnings.push(m.text());
    });
    await page.goto('/');
    await expect(consentRegion(page)).toBeVisible();
    expect(warnings.some((w) => w.includes('corrupt stored cookie consent'))).toBe(true);
  });
});

test.describe('guided tours', () => {
  test('when a member starts the tour from Help, then they step Next/Back/Finish and it does not start again by itself', async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/practice');
    await expect(page.locator('[data-tour="practice-form"]')).toBeVisible();
    await page.getByRole('button', { name: 'Help' }).click();
    const menu = page.getByRole('menu');
    await expect(menu.getByText('Member Features Help')).toBeVisible();
    await menu.getByRole('menuitem', { name: 'Start Feature Tutorial' }).click();

    const card = page.getByRole('dialog', { name: 'Logging form' });
    await expect(card).toBeVisible();
    await expect(card.getByText('Step 1 of 5')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Back' })).toHaveCount(0);
    const box = (await card.boundingBox())!;
    expect(box.width).toBe(320);
    expect(Math.abs(box.height - 210)).toBeLessThanOrEqual(2);

    await card.getByRole('button', { name: 'Next' }).click();
    const tour = page.getByRole('dialog');
    await expect(tour.getByText('Step 2 of 5')).toBeVisible();
    await expect(tour).toHaveAccessibleName('Session details');
    await tour.getByRole('button', { name: 'Back' }).click();
    await expect(tour.getByText('Step 1 of 5')).toBeVisible();
    for (let step = 2; step <= 5; step++) {
      await tour.getByRole('button', { name: 'Next' }).click();
      await expect(tour.getByText(`Step ${step} of 5`)).toBeVisible();
    }
    await expect(tour.getByRole('button', { name: 'Next' })).toHaveCount(0);
    await tour.getByRole('button', { name: 'Finish' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('completedTutorials') ?? '[]'))).toContain('/practice');

    await page.reload();
    await expect(page.locator('[data-tour="practice-form"]')).toBeVisible();
    await page.waitForTimeout(1000);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  });

  test('when a member resets all tutorials, then progress is cleared and the tour starts; the close button ends it', async ({ page }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/equipment');
    await page.evaluate(() => localStorage.setItem('completedTutorials', JSON.stringify(['/practice', '/equipment'])));
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Reset All Tutorials' }).click();
    const tour = page.getByRole('dialog', { name: 'Primary shotgun' });
    await expect(tour.getByText('Step 1 of 3')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('completedTutorials'))).toBeNull();
    await tour.getByRole('button', { name: 'Close tour' }).click();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('completedTutorials') ?? '[]'))).toEqual(['/equipment']);
  });

  test('when a member opens Member Documentation, then the in-app member guide shows', async ({ page }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    await page.goto('/profile');
    await page.getByRole('button', { name: 'Help' }).click();
    await page.getByRole('menuitem', { name: 'Member Documentation' }).click();
    await expect(page).toHaveURL(/\/help\/member-guide$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Member Guide' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Log Practice' })).toBeVisible();
  });
});

test.describe('dark mode', () => {
  test('when a visitor switches to dark mode, then it persists across reloads with lightened colours, and back', async ({ page }) => {
    await withConsentDecided(page);
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/\bdark\b/);
    const primary = () => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    await expect.poll(primary).toBe('#0F3460');

    await page.getByRole('contentinfo').getByRole('button', { name: 'Switch to dark mode' }).click();
    await expect(html).toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('true');
    // SPEC 4.4: the primary colour is lightened by 20 points in dark mode.
    await expect.poll(primary).not.toBe('#0F3460');

    await page.reload();
    await expect(html).toHaveClass(/\bdark\b/);
    await page.getByRole('contentinfo').getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(html).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
    await page.reload();
    await expect(page.getByRole('banner')).toBeVisible();
    await expect(html).not.toHaveClass(/\bdark\b/);
  });

  test('in both themes the header highlights only the current page: Home on /, Content on /blog', async ({ page }) => {
    await withConsentDecided(page);
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Main' });
    const home = nav.getByRole('link', { name: 'Home', exact: true });
    const look = (item: typeof home) =>
      item.evaluate((el) => {
        const cs = getComputedStyle(el);
        return { color: cs.color, underline: cs.boxShadow !== 'none' };
      });
    for (const scheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: scheme });
      await page.goto('/blog');
      await expect(page.locator('html')).toHaveClass(scheme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      const about = nav.getByRole('button', { name: 'About' });
      await expect(about).toBeVisible();
      // Home looks like the other items that are not the current page; Content (the blog's group) is underlined
      expect(await look(home), `${scheme}: Home on /blog`).toEqual(await look(about));
      expect((await look(home)).underline, `${scheme}: Home underlined on /blog`).toBe(false);
      expect((await look(nav.getByRole('button', { name: 'Content' }))).underline, `${scheme}: Content on /blog`).toBe(true);
      await page.goto('/');
      await expect(home).toBeVisible();
      expect((await look(home)).underline, `${scheme}: Home on /`).toBe(true);
    }
  });

  test('when nothing is stored, then the OS preference decides; the mobile menu offers the toggle', async ({ page }) => {
    await withConsentDecided(page);
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.getByRole('button', { name: 'Switch to light mode' }).click();
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);
    expect(await page.evaluate(() => localStorage.getItem('darkMode'))).toBe('false');
  });
});
