/**
 * `make prefetch-metrics`: what SPEC 9 link prefetch buys a visitor on a phone. For a podcast episode
 * and a shooter profile, opens the list page in Debian's Chromium under page-metrics' mobile profile
 * (page-budgets.json: phone viewport and touch, RTT, bandwidth and CPU), lets the visitor look at the
 * list for a moment, taps the first item and measures the time from the tap to the item's main
 * content (its heading) on screen; each with prefetch and without (the visitor's browser asking to
 * save data, which turns the prefetcher off). Each load is a fresh context (cold cache); the median
 * of RUNS (default 5) is reported.
 *
 *   node --import tsx infra/budgets/prefetch-metrics.ts
 *
 * Stack: PAGE_METRICS_URL when set, else the one on 127.0.0.1:(3000 + STACK_PORT_OFFSET) (default
 * 21000), else one started there (e2e profile, seeded) and stopped afterwards. Builds the frontends
 * when stale (SKIP_FRONTENDS_BUILD=1: as they are). Writes reports/page-metrics/prefetch.json and prefetch.md.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { ensureFrontendsBuilt } from '../dev/lib/frontends.ts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, type RunningStack } from '../dev/lib/stack.ts';

interface Profile {
  latencyMs: number;
  downloadKbps: number;
  uploadKbps: number;
  cpuSlowdown: number;
  viewport: { width: number; height: number };
}
interface Case {
  name: string;
  list: string;
  /** the first item link on the list */
  link: string;
  /** the item page's main content */
  content: string;
}
const CASES: Case[] = [
  { name: 'podcast episode', list: '/podcasts', link: 'main a[href^="/podcasts/"]', content: '#episode-title' },
  { name: 'shooter profile', list: '/shooters', link: 'main a[href^="/shooters/"]', content: '#shooter-name' },
];
const RUNS = Number(process.env.RUNS || 5);
/** how long the visitor looks at the list before tapping */
const DWELL_MS = Number(process.env.DWELL_MS || 3000);

const OUT = join(ROOT, 'reports', 'page-metrics');
const offset = Number(process.env.STACK_PORT_OFFSET || 21_000);
const sink = consoleSink();
const profile = (JSON.parse(readFileSync(join(ROOT, 'infra/budgets/page-budgets.json'), 'utf8')) as { profile: Profile }).profile;
let stack: RunningStack | undefined;

const SAVE_DATA = `Object.defineProperty(Navigator.prototype, 'connection', {
  configurable: true,
  get: () => ({ saveData: true, effectiveType: '4g', addEventListener() {}, removeEventListener() {} }),
});`;

/** Records the tap (touchstart) and the first frame that shows the content selector after it. */
const WATCH = (content: string) => `(() => {
  const m = (window.__tap = { tapAt: null, shownAt: null });
  document.addEventListener('touchstart', () => {
    if (m.tapAt !== null) return;
    m.tapAt = performance.now();
    const check = () => {
      if (document.querySelector(${JSON.stringify(content)})) {
        requestAnimationFrame(() => (m.shownAt = performance.now()));
        return;
      }
      requestAnimationFrame(check);
    };
    check();
  }, { capture: true, passive: true });
})();`;

async function once(
  browser: Browser,
  base: string,
  c: Case,
  prefetch: boolean,
): Promise<{ ms: number; requestsAfterTap: number; afterTap: string[] }> {
  const context = await browser.newContext({
    baseURL: base,
    viewport: profile.viewport,
    deviceScaleFactor: 2,
    isMobile: true,
    hasTouch: true,
  });
  try {
    const page: Page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: profile.latencyMs,
      downloadThroughput: (profile.downloadKbps * 1024) / 8,
      uploadThroughput: (profile.uploadKbps * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
    if (!prefetch) await page.addInitScript(SAVE_DATA);
    await page.addInitScript(WATCH(c.content));
    await page.goto(c.list, { waitUntil: 'load', timeout: 60_000 });
    const link = page.locator(c.link).first();
    await link.waitFor({ state: 'visible', timeout: 60_000 });
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    await page.waitForTimeout(DWELL_MS);
    await page.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => undefined);
    const afterTap: string[] = [];
    page.on('request', (r) => {
      const u = new URL(r.url());
      afterTap.push(`${r.resourceType()} ${u.pathname}${u.search}`);
    });
    await link.tap();
    // functions, not strings: the site's CSP forbids eval
    type Tap = { tapAt: number; shownAt: number | null };
    await page.waitForFunction(() => (window as unknown as { __tap?: Tap }).__tap?.shownAt != null, undefined, { timeout: 30_000 });
    const t = await page.evaluate(() => (window as unknown as { __tap: Tap }).__tap);
    return { ms: Math.round(t.shownAt! - t.tapAt), requestsAfterTap: afterTap.length, afterTap };
  } finally {
    await context.close();
  }
}

/** One load, once more when it fails (a busy shared machine, or a frontends build by a test run meanwhile). */
async function attempt(browser: Browser, base: string, c: Case, prefetch: boolean): ReturnType<typeof once> {
  try {
    return await once(browser, base, c, prefetch);
  } catch (err) {
    sink.info(`${c.name} ${prefetch ? 'with' : 'without'} prefetch: ${(err as Error).message.split('\n')[0]}; once more`);
    return once(browser, base, c, prefetch);
  }
}

const median = (xs: number[]): number => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

async function main(): Promise<void> {
  mkdirSync(OUT, { recursive: true });
  if (process.env.SKIP_FRONTENDS_BUILD !== '1') await ensureFrontendsBuilt(ROOT, sink);
  let base: string;
  if (process.env.PAGE_METRICS_URL) base = process.env.PAGE_METRICS_URL.replace(/\/$/, '');
  else {
    const got = await measurementStack({
      sink,
      offset,
      outDir: OUT,
      logName: 'prefetch-stack.log',
      demoPassword: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
    });
    base = got.base;
    stack = got.started;
  }
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
    ],
  });
  const rows: {
    name: string;
    with: number;
    without: number;
    requestsWith: number;
    requestsWithout: number;
    runsWith: number[];
    runsWithout: number[];
    afterTapWith: string[];
    afterTapWithout: string[];
  }[] = [];
  try {
    for (const c of CASES) {
      const withRuns: Awaited<ReturnType<typeof once>>[] = [];
      const withoutRuns: Awaited<ReturnType<typeof once>>[] = [];
      // alternate, so a busy moment of the machine does not land on one side only
      for (let i = 0; i < RUNS; i++) {
        withRuns.push(await attempt(browser, base, c, true));
        withoutRuns.push(await attempt(browser, base, c, false));
      }
      rows.push({
        name: c.name,
        with: median(withRuns.map((r) => r.ms)),
        without: median(withoutRuns.map((r) => r.ms)),
        requestsWith: median(withRuns.map((r) => r.requestsAfterTap)),
        requestsWithout: median(withoutRuns.map((r) => r.requestsAfterTap)),
        runsWith: withRuns.map((r) => r.ms),
        runsWithout: withoutRuns.map((r) => r.ms),
        // what the first load of each side asked for after the tap
        afterTapWith: withRuns[0]!.afterTap,
        afterTapWithout: withoutRuns[0]!.afterTap,
      });
    }
  } finally {
    await browser.close();
  }
  const table = [
    `Profile: ${profile.viewport.width}×${profile.viewport.height} phone (touch), ${profile.latencyMs} ms RTT, ${profile.downloadKbps} kbit/s down, CPU ${profile.cpuSlowdown}× slowed, cold cache; the list is looked at for ${DWELL_MS} ms, then the first item is tapped; median of ${RUNS}.`,
    '',
    '| page | tap → main content, with prefetch (ms) | without prefetch (ms) | requests after the tap, with / without |',
    '| --- | ---: | ---: | ---: |',
    ...rows.map((r) => `| ${r.name} | ${r.with} | ${r.without} | ${r.requestsWith} / ${r.requestsWithout} |`),
  ].join('\n');
  sink.banner('\n' + table + '\n');
  mkdirSync(OUT, { recursive: true }); // again: a test run may have cleared reports/ meanwhile
  writeFileSync(
    join(OUT, 'prefetch.json'),
    JSON.stringify({ measuredAt: new Date().toISOString(), url: base, profile, dwellMs: DWELL_MS, rows }, null, 2),
  );
  writeFileSync(join(OUT, 'prefetch.md'), table + '\n');
}

let exitCode = 0;
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => void (stack ? stack.stop() : Promise.resolve()).finally(() => process.exit(130)));
try {
  await main();
} catch (err) {
  exitCode = 1;
  sink.error(`prefetch metrics failed: ${(err as Error).stack ?? err}`);
} finally {
  if (stack) await stack.stop();
}
process.exit(exitCode);
