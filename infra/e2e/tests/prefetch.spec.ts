import { expect as baseExpect, test, type Page, type Request } from '@playwright/test';

/**
 * SPEC 9 link prefetch (issue 21): links within 300 px of the viewport are prefetched (the target
 * route's code and its declared first read) in batches of at most 10 every 2,000 ms; opening a
 * prefetched link then asks the network for nothing of its code or first read; with save-data on,
 * nothing is prefetched. Counted from the browser's own resource timing and the prefetcher's
 * `prefetch /path` performance marks.
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
}

const LISTINGS: Listing[] = [
  { list: '/shooters', detail: '/shooters/', api: '/api/shooters/', titleOf: (s) => String(s.name), heading: '#shooter-name' },
  { list: '/podcasts', detail: '/podcasts/', api: '/api/podcasts/', titleOf: (p) => String(p.title), heading: '#episode-title' },
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

/** The prefetcher's batches: marks closer than 1 s to the one before belong to the same batch. */
function batchesOf(times: number[]): { start: number; size: number }[] {
  const batches: { start: number; size: number; last: number }[] = [];
  for (const t of [...times].sort((a, b) => a - b)) {
    const current = batches[batches.length - 1];
    if (current && t - current.last < 1000) {
      current.size++;
      current.last = t;
    } else batches.push({ start: t, size: 1, last: t });
  }
  return batches;
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
  test(`scrolling ${l.list} prefetches at most 10 links per 2 s, and an opened item asks for none of its code or first read`, async ({
    page,
  }) => {
    const inflight = new Set<Request>();
    page.on('request', (r) => inflight.add(r));
    page.on('requestfinished', (r) => inflight.delete(r));
    page.on('requestfailed', (r) => inflight.delete(r));
    const remoteAsked: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/remotes/')) remoteAsked.push(r.url());
    });
    await page.addInitScript(bigTimingBuffer);
    await page.setViewportSize({ width: 390, height: 844 });

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
    const batches = batchesOf(marks.map((m) => m.at));
    expect(batches.length, 'more than one batch').toBeGreaterThan(1);
    // Requests: the detail reads that went out between one batch and the next are that batch's, at most 10.
    const detailReads = resources.filter((r) => isDetailRead(r.name, l.api));
    expect(detailReads.length, 'detail reads were prefetched').toBeGreaterThan(0);
    batches.forEach((b, i) => {
      const end = batches[i + 1]?.start ?? Infinity;
      const reads = detailReads.filter((r) => r.at >= b.start && r.at < end).length;
      expect(reads, `${l.api}<id> requests of the batch at ${Math.round(b.start)} ms`).toBeLessThanOrEqual(10);
    });
    expect(
      detailReads.filter((r) => r.at < batches[0]!.start),
      'detail reads before any prefetch',
    ).toEqual([]);
    // a guest's page never loads a member area (the footer links to one) nor its data
    expect(remoteAsked, 'no remote loaded for a guest').toEqual([]);

    // Open a prefetched item: no script and no first read go out for it.
    const target = marks.find((m) => m.name.startsWith(l.detail) && m.name.split('/').length === 3)!.name;
    const item = (await (await page.request.get(l.api + target.slice(l.detail.length))).json()) as Record<string, unknown>;
    const link = page.locator(`a[href="${target}"]`).first();
    await link.scrollIntoViewIfNeeded();
    await quiet(page, inflight);
    // Its code: the scripts that started between the tap and the moment its heading entered the DOM
    // (a MutationObserver sees that before the new page's own links are observed and prefetched in
    // turn). Its first read: asked at any time after the tap.
    const asked: string[] = [];
    const ownRead = l.api + target.slice(l.detail.length);
    page.on('request', (r) => {
      if (new URL(r.url()).pathname === ownRead) asked.push(r.url());
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
    await link.click();
    await expect(page).toHaveURL(new RegExp(`${target}$`));
    await expect(page.getByRole('heading', { level: 1, name: l.titleOf(item) })).toBeVisible();
    await quiet(page, inflight);
    const scripts = await page.evaluate(() => {
      const { at, shownAt } = (window as unknown as { __open: { at: number; shownAt: number } }).__open;
      return performance
        .getEntriesByType('resource')
        .filter((r) => r.startTime >= at && r.startTime <= shownAt && /\.js(\?|$)/.test(r.name))
        .map((r) => r.name);
    });
    asked.push(...scripts);
    expect(asked, 'requests for the opened page’s code or first read').toEqual([]);
  });
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
