import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';
import type { Browser, BrowserContext, BrowserContextOptions } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, signedInState, withConsentDecided } from '../support/fixtures.ts';

/**
 * SPEC 9 link prefetch: links within 300 px of the viewport are prefetched (the target
 * route's code and its declared first read), at most 10 within any 2,000 ms; opening a
 * prefetched link then asks the network for nothing of its code or first read; with save-data on,
 * nothing is prefetched. A signed-in member's links into the member area warm the remote's entry
 * and the screens' declared first reads, but not a screen the member's tier does not include; hover
 * and touch start prefetch at once, ahead of the throttle; nothing beyond 300 px of the viewport
 * until a scroll brings it near. Counted from the requests, the browser's own resource timing and
 * the prefetcher's `prefetch /path` performance marks.
 */

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Listing {
  list: string;
  /** path prefix of a detail page */
  detail: string;
  /** the API path of a detail page's first read */
  api: string;
  titleOf: (item: Record<string, unknown>) => string;
  /** the detail page's main heading */
  heading: string;
  /** other reads the detail page makes as it opens, which its link warms with the item (path and query) */
  alsoReads?: string[];
}

const LISTINGS: Listing[] = [
  { list: '/shooters', detail: '/shooters/', api: '/api/shooters/', titleOf: (s) => String(s.name), heading: '#shooter-name' },
  {
    list: '/podcasts',
    detail: '/podcasts/',
    api: '/api/podcasts/',
    titleOf: (p) => String(p.title),
    heading: '#episode-title',
    alsoReads: ['/api/podcasts?limit=30'],
  },
  { list: '/blog', detail: '/blog/', api: '/api/blog/', titleOf: (p) => String(p.title), heading: '#article-title' },
];

/** A detail read: `/api/shooters/<id>` (not featured, not a list, not a sub-resource). */
const isDetailRead = (url: string, api: string): boolean => {
  const { pathname, search } = new URL(url);
  return pathname.startsWith(api) && !search && /^[^/]+$/.test(pathname.slice(api.length)) && !pathname.endsWith('/featured');
};

/** More room in the resource timing buffer (default 250 entries) than a long scroll needs. */
const bigTimingBuffer = () => performance.setResourceTimingBufferSize(5000);

interface Timeline {
  marks: { name: string; at: number; detail: unknown }[];
  resources: { name: string; at: number }[];
}
const timeline = (page: Page): Promise<Timeline> =>
  page.evaluate(() => ({
    marks: performance
      .getEntriesByType('mark')
      .filter((m) => m.name.startsWith('prefetch '))
      .map((m) => ({ name: m.name.slice('prefetch '.length), at: m.startTime, detail: (m as PerformanceMark).detail })),
    resources: performance.getEntriesByType('resource').map((r) => ({ name: r.name, at: r.startTime })),
  }));

/** Scrolls the whole page down the way a thumb would: a screen at a time, briefly. */
async function scrollToBottom(page: Page): Promise<void> {
  for (let i = 0; i < 60; i++) {
    const atBottom = await page.evaluate(() => {
      window.scrollBy(0, Math.round(window.innerHeight * 0.8));
      return window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 2;
    });
    if (atBottom) return;
    await page.waitForTimeout(120);
  }
}

/** No more than 10 within any 2,000 ms: any 11 consecutive times span at least 2 s (5 ms for clock rounding). */
function assertThrottled(times: number[], what: string): void {
  const sorted = [...times].sort((a, b) => a - b);
  for (let i = 0; i + 10 < sorted.length; i++) {
    expect(sorted[i + 10]! - sorted[i]!, `${what}: 11 within 2 s (from ${Math.round(sorted[i]!)} ms)`).toBeGreaterThanOrEqual(1995);
  }
}

/** Waits until the page has no request in flight for half a second. */
async function quiet(page: Page, inflight: Set<Request>): Promise<void> {
  let calmSince = Date.now();
  await expect
    .poll(
      () => {
        if (inflight.size) calmSince = Date.now();
        return Date.now() - calmSince;
      },
      { intervals: [100] },
    )
    .toBeGreaterThanOrEqual(500);
}

for (const l of LISTINGS) {
  test(`scrolling ${l.list} on a phone prefetches at most 10 links per 2 s, and a tapped item asks for none of its code, styles or reads`, async ({
    browser,
  }) => {
    // a phone as the browser emulates one: touch, mobile viewport rules, a tap rather than a click
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });
    const page = await context.newPage();
    const inflight = new Set<Request>();
    page.on('request', (r) => inflight.add(r));
    page.on('requestfinished', (r) => inflight.delete(r));
    page.on('requestfailed', (r) => inflight.delete(r));
    const remoteAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/')) remoteAsked.push(r.url());
    });
    await page.addInitScript(bigTimingBuffer);

    await page.goto(l.list);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator(`main a[href^="${l.detail}"]`).first()).toBeVisible();
    // The first items are prefetched where they are (the prefetcher starts when the page settles)...
    await expect.poll(async () => (await timeline(page)).marks.filter((m) => m.name.startsWith(l.detail)).length).toBeGreaterThan(0);
    await scrollToBottom(page);

    // ...then the list's items, the header's and the footer's links: more than one batch's worth.
    await expect.poll(async () => (await timeline(page)).marks.length).toBeGreaterThan(10);
    await quiet(page, inflight);

    const { marks, resources } = await timeline(page);
    assertThrottled(
      marks.map((m) => m.at),
      'prefetched links',
    );
    // more links than one interval's 10 were taken, so the throttle above was put to the test
    expect(marks.length, 'links prefetched').toBeGreaterThan(10);
    // Requests: every detail read went out for a link the prefetcher had taken (its mark at or before
    // the read), so the reads keep the marks' throttle; none before any prefetch.
    const detailReads = resources.filter((r) => isDetailRead(r.name, l.api));
    expect(detailReads.length, 'detail reads were prefetched').toBeGreaterThan(0);
    expect(
      detailReads
        .filter((r) => {
          const mark = marks.find((m) => m.name === l.detail + new URL(r.name).pathname.slice(l.api.length));
          return !mark || mark.at > r.at + 5;
        })
        .map((r) => r.name),
      'detail reads without a prefetch of their link before them',
    ).toEqual([]);
    // a guest's page never loads a member area (the footer links to one) nor its data
    expect(remoteAsked, 'no remote loaded for a guest').toEqual([]);

    // Open a prefetched item: no script and no first read go out for it.
    const target = marks.find((m) => m.name.startsWith(l.detail) && m.name.split('/').length === 3)!.name;
    const item = (await (await page.request.get(l.api + target.slice(l.detail.length))).json()) as Record<string, unknown>;
    const link = page.locator(`a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await quiet(page, inflight);
    // Its code and styles: the scripts and style sheets that started between the tap and the moment its
    // heading entered the DOM (a MutationObserver sees that before the new page's own links are
    // observed and prefetched in turn). Its reads: its own and the others it makes as it opens (the
    // podcast's "more episodes"), asked at any time after the tap.
    const asked: string[] = [];
    const ownReads = [l.api + target.slice(l.detail.length), ...(l.alsoReads ?? [])];
    page.on('request', (r) => {
      const { pathname, search } = new URL(r.url());
      if (ownReads.includes(pathname + search)) asked.push(r.url());
    });
    await page.evaluate((selector) => {
      const w = window as unknown as { __open: { at: number; shownAt: number | null } };
      w.__open = { at: performance.now(), shownAt: null };
      const mo = new MutationObserver(() => {
        if (document.querySelector(selector)) {
          w.__open.shownAt = performance.now();
          mo.disconnect();
        }
      });
      mo.observe(document.body, { childList: true, subtree: true });
    }, l.heading);
    await link.tap();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1, name: l.titleOf(item) })).toBeVisible();
    await quiet(page, inflight);
    const scripts = await page.evaluate(() => {
      const { at, shownAt } = (window as unknown as { __open: { at: number; shownAt: number } }).__open;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= at && r.startTime <= shownAt && /\.(js|css)(\?|$)/.test(r.name))
        .map((r) => r.name);
    });
    asked.push(...scripts);
    expect(asked, 'requests for the opened page’s code, styles or reads').toEqual([]);
    await context.close();
  });
}

/**
 * The tap itself, on a phone and on a desktop: once the list page has settled (its prefetches
 * done, as the network and the prefetcher's marks show), opening its first item asks for none of
 * the item page's scripts or style sheets, none of its reads, and not the list again. The item page's
 * scripts and styles are those the same tap loads with the prefetcher off (save-data). What may go
 * out after the tap: the view counter, images, and the prefetches of the opened page's own new links
 * (other items, their chunks already loaded).
 */
const DEVICES: { name: string; use: BrowserContextOptions; tap: boolean }[] = [
  { name: 'a phone (390 px, touch)', use: { viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true }, tap: true },
  { name: 'a desktop', use: { viewport: { width: 1280, height: 800 } }, tap: false },
];
const OPENED: { list: string; api: string; heading: string; as?: string }[] = [
  { list: '/shooters', api: '/api/shooters', heading: '#shooter-name' },
  { list: '/podcasts', api: '/api/podcasts', heading: '#episode-title' },
  { list: '/podcasts', api: '/api/podcasts', heading: '#episode-title', as: 'member' },
];
const CONSENT = encodeURIComponent('{"essential":true,"analytics":false,"marketing":false,"preferences":false}');

/** Every request of a context (its service-worker-free pages) with when it started, and those in flight. */
function watchNetwork(context: BrowserContext) {
  const asked: { url: string; method: string; type: string; at: number }[] = [];
  const inflight = new Set<Request>();
  context.on('request', (r) => {
    // a signed-in page's notification stream stays open
    if (r.resourceType() !== 'eventsource' && new URL(r.url()).pathname !== '/api/notifications/stream') inflight.add(r);
    asked.push({ url: r.url(), method: r.method(), type: r.resourceType(), at: Date.now() });
  });
  context.on('requestfinished', (r) => inflight.delete(r));
  context.on('requestfailed', (r) => inflight.delete(r));
  return { asked, inflight };
}

/**
 * Waits until the page has settled: nothing in flight, and neither a request nor a prefetch mark for
 * longer than one prefetch interval (2 s and a margin), so no batch is still due. Polls, with a
 * generous bound for a busy machine.
 */
async function settled(page: Page, net: ReturnType<typeof watchNetwork>): Promise<void> {
  let lastMarks = -1;
  let lastChange = Date.now();
  await expect
    .poll(
      async () => {
        const marks = (await timeline(page)).marks.length;
        if (marks !== lastMarks || net.inflight.size) {
          lastMarks = marks;
          lastChange = Date.now();
        }
        const lastRequest = net.asked.length ? net.asked[net.asked.length - 1]!.at : 0;
        return Date.now() - Math.max(lastChange, lastRequest);
      },
      { intervals: [250], timeout: 60_000 },
    )
    .toBeGreaterThanOrEqual(2500);
}

const isCode = (url: string) => /\.(js|css)(\?|$)/.test(new URL(url).pathname);

async function openFirstItem(
  browser: Browser,
  device: (typeof DEVICES)[number],
  o: (typeof OPENED)[number],
  prefetch: boolean,
): Promise<{ href: string; after: { url: string; method: string; type: string }[]; marks: Timeline['marks'] }> {
  const baseURL = test.info().project.use.baseURL ?? 'http://localhost:3000';
  const context = await browser.newContext({
    ...device.use,
    baseURL,
    ...(o.as ? { storageState: await signedInState(o.as) } : {}),
  });
  try {
    await context.addCookies([{ name: 'cookie_consent', value: CONSENT, domain: new URL(baseURL).hostname, path: '/' }]);
    // the prefetcher off: the visitor's browser asks to save data
    if (!prefetch)
      await context.addInitScript(() =>
        Object.defineProperty(Navigator.prototype, 'connection', {
          configurable: true,
          get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
        }),
      );
    const page = await context.newPage();
    const net = watchNetwork(context);
    await page.goto(o.list);
    const link = page.locator(`main a[href^="${o.list}/"]`).first();
    await expect(link).toBeVisible();
    const href = (await link.getAttribute('href'))!;
    // The item in sight is prefetched (how soon is the prefetch metrics' to measure, not a test's:
    // on a busy machine the member's list renders after the header and waits up to one throttle window)
    if (prefetch) await expect.poll(async () => (await markOf(page, href))?.detail, { timeout: 30_000 }).toBe('near');
    await settled(page, net);
    const marks = (await timeline(page)).marks;

    const from = net.asked.length;
    if (device.tap) await link.tap();
    else await link.click();
    await expect(page).toHaveURL(new RegExp(`${href}$`));
    await expect(page.locator(o.heading)).toBeVisible();
    await settled(page, net);
    return { href, after: net.asked.slice(from), marks };
  } finally {
    await context.close();
  }
}

for (const device of DEVICES) {
  for (const o of OPENED) {
    test(`on ${device.name}, ${o.as ? `the demo ${o.as}` : 'a visitor'} who opens an item of ${o.list} once the list has settled asks for none of its scripts, styles or reads, nor the list again`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      // What the item page needs when nothing was prefetched: its scripts and style sheets, its reads.
      const cold = await openFirstItem(browser, device, o, false);
      const itemCode = new Set(cold.after.filter((r) => isCode(r.url)).map((r) => new URL(r.url).pathname));
      expect([...itemCode], 'the item page’s own scripts and styles, without prefetch').not.toEqual([]);
      expect(
        cold.after.some((r) => new URL(r.url).pathname === `${o.api}/${cold.href.split('/').pop()}`),
        'the item page reads its item, without prefetch',
      ).toBe(true);

      const warm = await openFirstItem(browser, device, o, true);
      expect(warm.href).toBe(cold.href);
      const id = warm.href.split('/').pop()!;
      const code = warm.after.filter((r) => isCode(r.url) && itemCode.has(new URL(r.url).pathname)).map((r) => r.url);
      // Reads of the listing's API after the tap: only other items may go (the opened page's own
      // links being prefetched); the item itself, a list (the "more episodes" one too), featured: none.
      const reads = warm.after
        .filter((r) => r.method === 'GET')
        .filter((r) => {
          const { pathname, search } = new URL(r.url);
          if (pathname !== o.api && !pathname.startsWith(`${o.api}/`)) return false;
          const rest = pathname.slice(o.api.length + 1);
          return search !== '' || rest === '' || rest === id || rest === 'featured' || rest.includes('/');
        })
        .map((r) => r.url);
      expect([...code, ...reads], `requests after opening ${warm.href}`).toEqual([]);
    });
  }
}

test('with save-data on, nothing is prefetched (neither near the viewport nor on hover)', async ({ page }) => {
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'connection', {
      configurable: true,
      get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
    });
  });
  await page.addInitScript(bigTimingBuffer);
  await page.setViewportSize({ width: 390, height: 844 });
  const detailAsked: string[] = [];
  page.on('request', (r) => {
    if (isDetailRead(r.url(), '/api/shooters/')) detailAsked.push(r.url());
  });

  await page.goto('/shooters');
  expect(await page.evaluate(() => (navigator as Navigator & { connection?: { saveData?: boolean } }).connection?.saveData)).toBe(true);
  const first = page.locator('main a[href^="/shooters/"]').first();
  await expect(first).toBeVisible();
  await scrollToBottom(page);
  await first.hover();
  await page.locator('main a[href^="/shooters/"]').last().hover();
  // Absence takes a bounded wait: the prefetcher starts within 1.5 s of the page settling and its
  // first batch goes at once, so 4 s covers it and a second batch.
  await page.waitForTimeout(4000);
  const { marks } = await timeline(page);
  expect(marks, 'prefetch marks').toEqual([]);
  expect(detailAsked, 'shooter reads before any was opened').toEqual([]);

  // The page itself still works: opening a shooter reads it then.
  const href = (await first.getAttribute('href'))!;
  await first.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await expect(page.locator('#shooter-name')).toBeVisible();
  expect(detailAsked.some((u) => u.endsWith(href.slice('/shooters/'.length)))).toBe(true);
});

/**
 * Every request of the page with the time it went out, and the set of those in flight (for `quiet`),
 * but a signed-in page's notification stream, which stays open.
 */
function track(page: Page): { asked: { url: string; at: number }[]; inflight: Set<Request> } {
  const asked: { url: string; at: number }[] = [];
  const inflight = new Set<Request>();
  page.on('request', (r) => {
    if (r.resourceType() !== 'eventsource' && new URL(r.url()).pathname !== '/api/notifications/stream') inflight.add(r);
    asked.push({ url: r.url(), at: Date.now() });
  });
  page.on('requestfinished', (r) => inflight.delete(r));
  page.on('requestfailed', (r) => inflight.delete(r));
  return { asked, inflight };
}

const markOf = async (page: Page, key: string) => (await timeline(page)).marks.find((m) => m.name === key);
const pathIs = (url: string, pathname: string, search = '') => {
  const u = new URL(url);
  return u.pathname === pathname && u.search === search;
};

test.describe('a signed-in member and the member area (remote routes declare their first reads)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("when the demo member scrolls to the footer's Events Calendar link, then the member remote's entry and the calendar's first read are prefetched, and opening it asks for that read no more", async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    const { asked, inflight } = track(page);
    const isMonthRead = (url: string) => {
      const u = new URL(url);
      return u.pathname === '/api/club-events' && u.searchParams.has('month');
    };

    await page.goto('/contact');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const link = page.locator('footer').getByRole('link', { name: 'Events Calendar' });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => markOf(page, '/community-events')).toBeTruthy();
    await expect.poll(() => asked.filter((a) => isMonthRead(a.url)).length, 'the calendar month read, prefetched').toBeGreaterThan(0);
    expect(
      asked.some((a) => new URL(a.url).pathname.startsWith('/remotes/member/')),
      "the member remote's entry",
    ).toBe(true);
    await quiet(page, inflight);

    const tapAt = Date.now();
    await link.click();
    await expect(page).toHaveURL(/\/community-events$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Events Calendar' })).toBeVisible();
    await quiet(page, inflight);
    expect(asked.filter((a) => a.at >= tapAt && isMonthRead(a.url)).map((a) => a.url)).toEqual([]);
  });

  test("when the demo member's dashboard shows the Skill Roadmap link, then the roadmap's first read is prefetched, and opening it asks for it no more", async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    const { asked, inflight } = track(page);
    const isSkills = (url: string) => pathIs(url, '/api/skills');

    await page.goto('/profile');
    const link = page.getByRole('link', { name: 'Skill Roadmap', exact: true });
    await link.scrollIntoViewIfNeeded();
    await expect.poll(() => asked.filter((a) => isSkills(a.url)).length, 'GET /api/skills, prefetched').toBeGreaterThan(0);
    await quiet(page, inflight);

    const tapAt = Date.now();
    await link.click();
    await expect(page).toHaveURL(/\/skill-roadmap$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Skill Roadmap' })).toBeVisible();
    await quiet(page, inflight);
    expect(asked.filter((a) => a.at >= tapAt && isSkills(a.url)).map((a) => a.url)).toEqual([]);
  });

  test("when a member's tier lacks a screen's feature (the Range Pass demo member and the Skill Roadmap), then its link prefetches none of its reads, while an open screen's link does", async ({
    page,
  }) => {
    await withConsentDecided(page);
    await loginViaApi(page, 'rangepass', DEMO_PASSWORD);
    const { asked, inflight } = track(page);

    await page.goto('/profile');
    // both links are taken up by the prefetcher: My Stats (every tier) warms its read...
    await page.getByRole('link', { name: 'My Stats', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => markOf(page, '/practice/stats')).toBeTruthy();
    await expect
      .poll(() => asked.filter((a) => pathIs(a.url, '/api/practice/stats')).length, 'My Stats read, prefetched')
      .toBeGreaterThan(0);
    await page.getByRole('link', { name: 'Skill Roadmap', exact: true }).scrollIntoViewIfNeeded();
    await expect.poll(() => markOf(page, '/skill-roadmap')).toBeTruthy();
    await quiet(page, inflight);
    // ...the roadmap (Shooter's Circle) none: the service would refuse it with TIER_REQUIRED
    expect(asked.filter((a) => pathIs(a.url, '/api/skills')).map((a) => a.url)).toEqual([]);
  });
});

/** Same-origin links whose href is the only one of its kind on the page, with their edges' distance below the viewport's bottom. */
const uniqueLinks = (page: Page) =>
  page.evaluate(() => {
    const all = [...document.querySelectorAll<HTMLAnchorElement>('a[href^="/"]')].filter((a) => a.getClientRects().length > 0);
    const count = new Map<string, number>();
    for (const a of all) count.set(a.getAttribute('href')!, (count.get(a.getAttribute('href')!) ?? 0) + 1);
    return all
      .filter((a) => count.get(a.getAttribute('href')!) === 1)
      .map((a) => {
        const r = a.getBoundingClientRect();
        return {
          href: a.getAttribute('href')!,
          top: r.top - innerHeight,
          bottom: r.bottom - innerHeight,
          inMain: a.closest('main') !== null,
        };
      });
  });

/** Footer links to pages the prefetcher takes (legal pages: shell routes with a code chunk). */
const FOOTER_PAGES = ['/privacy-policy', '/terms-of-use', '/disclaimer', '/content-policy', '/cookie-policy'];

/** A link far below the viewport (more than 300 px and a margin), not prefetched yet: a shooter's, else the footer's. */
async function farLink(page: Page): Promise<string> {
  const { marks } = await timeline(page);
  const far = (await uniqueLinks(page)).filter((l) => l.top > 340 && !marks.some((m) => m.name === l.href));
  const pick =
    far.filter((l) => l.inMain && l.href.startsWith('/shooters/')).pop() ?? far.filter((l) => FOOTER_PAGES.includes(l.href)).pop();
  expect(pick, 'a link more than 300 px below the viewport').toBeTruthy();
  return pick!.href;
}

test.describe('intent wins over the queue', () => {
  test('when a visitor on a desktop hovers a link, then it is prefetched at once, before the throttled queue could take it', async ({
    page,
  }) => {
    await withConsentDecided(page);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/shooters');
    await expect(page.locator('main a[href^="/shooters/"]').first()).toBeVisible();
    await expect.poll(async () => (await timeline(page)).marks.length, { intervals: [50] }).toBeGreaterThan(0);
    const firstBatch = Math.min(...(await timeline(page)).marks.map((m) => m.at));
    const href = await farLink(page);

    const hoverAt = await page.evaluate(() => performance.now());
    // hovering scrolls the link into view, so the queue has it too, but not before its next batch
    await page.locator(`a[href="${href}"]`).hover();
    await expect.poll(() => markOf(page, href), { intervals: [50] }).toBeTruthy();
    const mark = (await markOf(page, href))!;
    expect(mark.detail).toBe('intent');
    expect(mark.at - hoverAt, 'ms from the hover').toBeLessThan(1000);
    expect(mark.at, 'before the next batch was due (2,000 ms after the first)').toBeLessThan(firstBatch + 2000);
  });

  test.describe('on a phone', () => {
    test.use({ viewport: { width: 390, height: 844 }, hasTouch: true });

    test('when a visitor touches a link, then it is prefetched at once, even far below the viewport and before the next batch is due', async ({
      page,
    }) => {
      await withConsentDecided(page);
      await page.goto('/shooters');
      await expect(page.locator('main a[href^="/shooters/"]').first()).toBeVisible();
      await expect.poll(async () => (await timeline(page)).marks.length, { intervals: [50] }).toBeGreaterThan(0);
      const firstBatch = Math.min(...(await timeline(page)).marks.map((m) => m.at));
      const href = await farLink(page);

      const touchAt = await page.evaluate(() => performance.now());
      // the finger goes down (and nothing scrolls): the touch alone starts it
      await page.locator(`a[href="${href}"]`).dispatchEvent('touchstart');
      await expect.poll(() => markOf(page, href), { intervals: [50] }).toBeTruthy();
      const mark = (await markOf(page, href))!;
      expect(mark.detail).toBe('intent');
      expect(mark.at - touchAt, 'ms from the touch').toBeLessThan(1000);
      expect(mark.at, 'before the next batch was due (2,000 ms after the first)').toBeLessThan(firstBatch + 2000);
    });
  });
});

test.describe('the 300 px margin', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when links lie more than 300 px below the viewport, then they are not prefetched until a scroll brings them within 300 px', async ({
    page,
  }) => {
    await withConsentDecided(page);
    await page.goto('/shooters');
    await expect(page.locator('main a[href^="/shooters/"]').first()).toBeVisible();
    await expect.poll(async () => (await timeline(page)).marks.length).toBeGreaterThan(0);

    // Everything within 300 px of the viewport is taken up (a batch every 2 s)...
    await expect
      .poll(
        async () => {
          const { marks } = await timeline(page);
          return (await uniqueLinks(page))
            .filter((l) => l.inMain && l.href.startsWith('/shooters/') && l.top < 290)
            .filter((l) => !marks.some((m) => m.name === l.href))
            .map((l) => l.href);
        },
        { timeout: 20_000 },
      )
      .toEqual([]);
    // ...and a batch interval later, nothing beyond it (the queue had its chance)
    await page.waitForTimeout(2500);
    const before = await timeline(page);
    const beyond = (await uniqueLinks(page)).filter((l) => l.top > 310);
    expect(beyond.filter((l) => l.inMain).length, 'links of the list beyond 300 px').toBeGreaterThan(0);
    expect(
      beyond.filter((l) => before.marks.some((m) => m.name === l.href)).map((l) => l.href),
      'prefetched links more than 300 px below the viewport',
    ).toEqual([]);

    // Scroll until the nearest of them is 200 px below the viewport (still out of sight): now it is prefetched.
    const target = beyond.filter((l) => l.inMain && l.href.startsWith('/shooters/')).sort((a, b) => a.top - b.top)[0]!;
    await page.evaluate((by) => window.scrollBy(0, by), Math.round(target.top - 200));
    const moved = (await uniqueLinks(page)).find((l) => l.href === target.href)!;
    expect(moved.top, 'px below the viewport after the scroll').toBeGreaterThan(0);
    expect(moved.top).toBeLessThan(300);
    await expect.poll(async () => (await markOf(page, target.href))?.detail, { timeout: 6000 }).toBe('near');

    // Still nothing more than 300 px below the viewport, a batch interval later.
    await page.waitForTimeout(2500);
    const after = await timeline(page);
    const stillBeyond = (await uniqueLinks(page)).filter((l) => l.top > 310);
    expect(
      stillBeyond.filter((l) => after.marks.some((m) => m.name === l.href)).map((l) => l.href),
      'prefetched links more than 300 px below the viewport after the scroll',
    ).toEqual([]);
  });
});
