import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';

/**
 * Phone layout (390 x 844): no page scrolls sideways, the header's menu button sits fully inside the
 * screen and opens the mobile menu. One page per group walks every route, so the spec stays quick.
 */

const PHONE = { width: 390, height: 844 };
test.use({ viewport: PHONE });
// Two dozen pages per test on a loaded test machine.
test.describe.configure({ timeout: 180_000 });

const PUBLIC_PAGES = [
  '/',
  '/podcasts',
  '/ama',
  '/blog',
  '/shooters',
  '/shooting-ranges',
  '/shooting-tips',
  '/search?q=trap',
  '/contact',
  '/about',
  '/membership',
  '/privacy-policy',
  '/terms-of-use',
  '/cookie-policy',
  '/disclaimer',
  '/content-policy',
  '/auth',
  '/newsletter-preferences',
];
/** One detail page of each kind: the list's first item, from the public API. */
const DETAIL_PAGES = [
  { api: '/api/podcasts', page: '/podcasts/' },
  { api: '/api/amas', page: '/ama/' },
  { api: '/api/blog', page: '/blog/' },
  { api: '/api/shooters', page: '/shooters/' },
  { api: '/api/shooting-ranges', page: '/shooting-ranges/' },
];
const MEMBER_PAGES = [
  '/profile',
  '/practice',
  '/practice/stats',
  '/technique-insights',
  '/training-hub',
  '/training-hub?tab=technique',
  '/training-hub?tab=progress',
  '/training-progress',
  '/weather',
  '/journal',
];

/** Decides cookie consent up front, so the banner is not what the test looks at. */
async function decideConsent(page: Page): Promise<void> {
  const url = new URL(test.info().project.use.baseURL ?? 'http://localhost:3000');
  await page
    .context()
    .addCookies([
      {
        name: 'cookie_consent',
        value: encodeURIComponent('{"essential":true,"analytics":false,"marketing":false,"preferences":false}'),
        domain: url.hostname,
        path: '/',
      },
    ]);
}

async function firstId(page: Page, api: string): Promise<string> {
  const res = await page.request.get(api);
  expect(res.ok(), `${api} answered ${res.status()}`).toBe(true);
  const body = (await res.json()) as { id: string }[] | { items: { id: string }[] };
  const items = Array.isArray(body) ? body : body.items;
  expect(items.length, `${api} lists something`).toBeGreaterThan(0);
  return items[0]!.id;
}

/** What sticks out past the right (or left) edge of the screen, for a readable failure. */
function sidewaysOverflow(page: Page) {
  return page.evaluate(() => {
    const width = window.innerWidth;
    const offenders: string[] = [];
    for (const el of document.querySelectorAll('body *')) {
      const r = el.getBoundingClientRect();
      if (r.width === 0 || r.height === 0 || (r.right <= width + 0.5 && r.left >= -0.5)) continue;
      // Inside a container that scrolls or clips on its own (carousels, tables), and that container fits: fine.
      let clipped = false;
      for (let a = el.parentElement; a && a !== document.body; a = a.parentElement) {
        const box = a.getBoundingClientRect();
        if (getComputedStyle(a).overflowX !== 'visible' && box.right <= width + 0.5 && box.left >= -0.5) {
          clipped = true;
          break;
        }
      }
      if (!clipped)
        offenders.push(`${el.tagName.toLowerCase()}.${[...el.classList].join('.')} [${Math.round(r.left)}, ${Math.round(r.right)}]`);
    }
    return { scrollWidth: document.documentElement.scrollWidth, width, offenders: offenders.slice(0, 5) };
  });
}

async function checkPage(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await expect(page.locator('main h1').first(), `${path} shows its heading`).toBeVisible();
  // Lists and images arrive after the heading; measure once the page has settled.
  await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => {});

  const overflow = await sidewaysOverflow(page);
  expect(overflow.scrollWidth, `${path} scrolls sideways; sticking out: ${overflow.offenders.join(', ')}`).toBeLessThanOrEqual(
    overflow.width,
  );

  const burger = page.getByRole('button', { name: 'Open menu' });
  const box = await burger.boundingBox();
  expect(box, `${path}: the menu button is shown`).not.toBeNull();
  expect(box!.x, `${path}: the menu button's left edge`).toBeGreaterThanOrEqual(0);
  expect(box!.x + box!.width, `${path}: the menu button's right edge`).toBeLessThanOrEqual(PHONE.width);

  await burger.click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('navigation', { name: 'Mobile' })).toBeVisible();
  await menu.getByRole('button', { name: 'Close menu' }).click();
  await expect(menu).toBeHidden();
}

test('public pages fit a 390 px phone and the menu button opens the mobile menu', async ({ page }) => {
  await decideConsent(page);
  const details = await Promise.all(DETAIL_PAGES.map(async (d) => d.page + (await firstId(page, d.api))));
  for (const path of [...PUBLIC_PAGES, ...details]) await checkPage(page, path);
});

test('member pages fit a 390 px phone and the menu button opens the mobile menu', async ({ page }) => {
  await decideConsent(page);
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  for (const path of MEMBER_PAGES) await checkPage(page, path);
});
