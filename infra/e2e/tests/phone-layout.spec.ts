import { expect, test, type Locator, type Page } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';
import { sidewaysOverflow, sticksOut } from '../support/geometry.ts';

/**
 * Phone layout (390 x 844): no page scrolls sideways, no ordinary word is broken across two lines,
 * the header's menu button sits fully inside the screen and opens the mobile menu. One page per
 * group walks every route, so the spec stays quick.
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
  '/forum',
];
/** One detail page of each kind: the list's first item, from the public API. */
const DETAIL_PAGES = [
  { api: '/api/podcasts', page: '/podcasts/' },
  { api: '/api/amas', page: '/ama/' },
  { api: '/api/blog', page: '/blog/' },
  { api: '/api/shooters', page: '/shooters/' },
  { api: '/api/shooting-ranges', page: '/shooting-ranges/' },
  { api: '/api/forum/categories', page: '/forum/category/' },
  { api: '/api/forum/topics/hot', page: '/forum/topic/' },
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
  '/friends',
  '/friends?tab=requests',
  '/friends?tab=friends',
  '/coach-finder',
  '/forum/new',
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

/**
 * Ordinary words (letters only, up to 24) that the layout broke across two lines: each word of each
 * rendered text node, measured with a Range (a word on one line has all its boxes on one line).
 * A narrow tab, label or table header with 'overflow-wrap: anywhere' read 'Unrea d', 'overc ast'.
 * A word of a token wider than its whole line (an e-mail address, a URL) may break: it must.
 */
function brokenWords(page: Page, scope = 'body') {
  return page.evaluate((selector) => {
    const broken: string[] = [];
    for (const root of document.querySelectorAll(selector)) {
      const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || parent.closest('svg, script, style, noscript')) continue;
        const text = node.textContent ?? '';
        const lineWidth = parent.getBoundingClientRect().width;
        for (const m of text.matchAll(/[A-Za-z]{2,24}/g)) {
          const range = document.createRange();
          range.setStart(node, m.index);
          range.setEnd(node, m.index + m[0].length);
          const tops = new Set([...range.getClientRects()].filter((r) => r.width > 0).map((r) => Math.round(r.top)));
          if (tops.size < 2) continue;
          // a word inside a token wider than its line (an e-mail address, a URL, a run of symbols) has to break
          const start = text.lastIndexOf(' ', m.index) + 1;
          const end = text.indexOf(' ', m.index) === -1 ? text.length : text.indexOf(' ', m.index);
          range.setStart(node, start);
          range.setEnd(node, end);
          const tokenWidth = [...range.getClientRects()].reduce((sum, r) => sum + r.width, 0);
          if (tokenWidth > lineWidth) continue;
          broken.push(`'${m[0]}' in ${parent.tagName.toLowerCase()}.${[...parent.classList].join('.')}`);
        }
      }
    }
    return broken.slice(0, 8);
  }, scope);
}

/** How many lines an element's text takes (distinct line boxes of its text). */
function textLines(page: Page, selector: string) {
  return page.locator(selector).evaluateAll((els) =>
    els.map((el) => {
      const range = document.createRange();
      range.selectNodeContents(el);
      const tops = [...range.getClientRects()].filter((r) => r.width > 0).map((r) => r.top);
      // boxes of one line differ by a pixel or two at most (badges, baselines); a new line is a line-height lower
      const lines = tops.sort((a, b) => a - b).filter((t, i, all) => i === 0 || t - all[i - 1]! > 4);
      return { text: el.textContent?.trim() ?? '', lines: lines.length };
    }),
  );
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
  expect(await brokenWords(page), `${path}: words broken across two lines`).toEqual([]);

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

test('the weather rows, the notification tabs and the journal tabs fit a phone: words on one line, inside their cards, every tab in sight', async ({ page }) => {
  await decideConsent(page);
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);

  await page.goto('/weather');
  await expect(page.getByRole('heading', { name: 'Weather Analysis', level: 1 })).toBeVisible();
  const labels = '.tr-band__label, .tr-cond__band';
  await expect(page.locator(labels).first()).toBeVisible({ timeout: 30_000 });
  expect(await brokenWords(page, labels), 'weather labels with a word in two pieces').toEqual([]);
  // one-word labels ('overcast', 'windy') are one line each
  for (const { text, lines } of await textLines(page, labels)) if (!text.includes(' ')) expect(lines, `'${text}'`).toBe(1);
  // the Wind, Temperature, Light and Rain rows stay inside their cards
  await expect(page.getByRole('region', { name: 'Light' })).toBeVisible();
  expect(await sticksOut(page.locator('.ui-card:has(.tr-band)')), 'weather rows sticking out of their card').toEqual([]);

  await page.getByRole('button', { name: 'Notifications' }).click();
  const panel = page.getByRole('dialog', { name: 'Notifications' });
  await expect(panel.getByRole('tab', { name: 'Unread', exact: true })).toBeVisible();
  const tabs = await textLines(page, '[role="dialog"] [role="tab"]');
  expect(tabs.map((t) => t.text)).toEqual(expect.arrayContaining(['Unread', 'Snoozed']));
  for (const { text, lines } of tabs) expect(lines, `the '${text}' tab`).toBe(1);
  // every tab is in sight inside the panel (none scrolled off its edge), and the arrow keys reach Snoozed
  const tabList = panel.getByRole('tablist', { name: 'Filter notifications' });
  await expectAllTabsInSight(page, tabList, panel, ['All', 'Unread', 'Read', 'Important', 'Snoozed']);
  await panel.getByRole('tab', { name: 'All', exact: true }).focus();
  // one key at a time until Snoozed has focus: each arrow opens its tab's list, and on a busy machine a
  // key pressed while that list re-renders can be dropped (a full run stopped at Read)
  const snoozed = panel.getByRole('tab', { name: 'Snoozed' });
  await expect(async () => {
    await page.keyboard.press('ArrowRight');
    await expect(snoozed).toBeFocused({ timeout: 1000 });
  }).toPass({ timeout: 30_000 });
  await page.keyboard.press('Enter');
  await expect(panel.getByRole('tab', { name: 'Snoozed' })).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');

  await page.goto('/journal');
  await expect(page.getByRole('heading', { name: 'Shooting Journal', level: 1 })).toBeVisible();
  const journalTabs = page.getByRole('tablist', { name: 'Journal and logs' });
  await expectAllTabsInSight(page, journalTabs, page.locator('main'), ['Journal', 'Competitions', 'Mental', 'Nutrition', 'Fitness']);
  await journalTabs.getByRole('tab', { name: 'Fitness' }).click();
  await expect(page).toHaveURL(/tab=fitness/);
});

/** Each named tab lies inside `within` and the screen, and the tab list does not scroll sideways. */
async function expectAllTabsInSight(page: Page, tabList: Locator, within: Locator, names: string[]): Promise<void> {
  await expect(tabList).toBeVisible();
  const outer = (await within.boundingBox())!;
  for (const name of names) {
    const tab = (await tabList.getByRole('tab', { name, exact: true }).boundingBox())!;
    expect(tab, `the '${name}' tab is shown`).not.toBeNull();
    expect(tab.x, `the '${name}' tab's left edge`).toBeGreaterThanOrEqual(Math.max(0, outer.x) - 0.5);
    expect(tab.x + tab.width, `the '${name}' tab's right edge`).toBeLessThanOrEqual(Math.min(PHONE.width, outer.x + outer.width) + 0.5);
  }
  const { scrollWidth, clientWidth } = await tabList.evaluate((el) => ({ scrollWidth: el.scrollWidth, clientWidth: el.clientWidth }));
  expect(scrollWidth, 'the tab list scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

test('a long unbroken token in a title or excerpt wraps inside the screen (cards, search hits, articles)', async ({ page }) => {
  await decideConsent(page);
  // A pasted URL or hashtag run-on, longer than a phone's width at any font size.
  const token = 'Chokeandcartridgepatternsforeverystationofthetraplayoutexplainedstepbystep';
  const stuff = (selectors: string[]) =>
    page.evaluate(
      ({ selectors, token }) => {
        for (const s of selectors) {
          const el = document.querySelector(s);
          if (!el) throw new Error(`nothing matches ${s}`);
          el.textContent = `${token} ${el.textContent ?? ''}`;
        }
      },
      { selectors, token },
    );
  const post = await firstId(page, '/api/blog');
  for (const [path, selectors] of [
    ['/', ['.home-card h3', '.home-card p']],
    ['/blog', ['[data-testid="blog-card"] .blog-card__link', '[data-testid="blog-card"] p:not(.blog-meta)']],
    [`/blog/${post}`, ['#article-title', '.article__body p']],
    ['/search?q=trap', ['.search__title', '.search__snippet']],
  ] as const) {
    await page.goto(path);
    await expect(page.locator(selectors[0]).first()).toBeVisible({ timeout: 30_000 });
    await stuff([...selectors]);
    const overflow = await sidewaysOverflow(page);
    expect(overflow.scrollWidth, `${path} with a long token scrolls sideways; sticking out: ${overflow.offenders.join(', ')}`).toBeLessThanOrEqual(
      overflow.width,
    );
  }
});
