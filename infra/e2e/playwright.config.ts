import { resolve } from 'node:path';
import { defineConfig, devices } from '@playwright/test';

/**
 * End-to-end tests in Debian's Chromium (never a downloaded browser) against a running stack:
 * `make test` starts the e2e stack and sets E2E_BASE_URL; by hand, `make start` and then
 * `npx playwright test -c infra/e2e/playwright.config.ts` runs them against http://localhost:3000.
 */
const reports = resolve(import.meta.dirname, '../../reports');

export default defineConfig({
  testDir: './tests',
  outputDir: resolve(reports, 'playwright-artifacts'),
  // Sized for a busy 2-core machine (make test runs the failure tests beside this suite, and CI may share
  // the machine): a test that passes only when the machine is idle is a flaky test.
  timeout: 60_000,
  // ≈ 8.5 min on a quiet 2-core machine (165 tests); one CI run on a busier machine needed three times that
  globalTimeout: 40 * 60_000,
  expect: { timeout: 15_000 },
  fullyParallel: true,
  workers: process.env.E2E_WORKERS ? Number(process.env.E2E_WORKERS) : 2,
  // One retry in CI: a test that fails and then passes is reported as flaky in the summary line
  // (`N flaky`), so it is seen and fixed, while one slow moment on a shared machine does not sink a landing.
  retries: process.env.CI ? 1 : 0,
  forbidOnly: !!process.env.CI,
  reporter: [['list']],
  use: {
    ...devices['Desktop Chrome'],
    baseURL: process.env.E2E_BASE_URL ?? 'http://localhost:3000',
    headless: true,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
    // Recording a trace costs every test CPU (DOM snapshots at each action): in CI only the retry of a
    // failed test records one (what the failure report needs); by hand every failure keeps its trace.
    trace: process.env.CI ? 'on-first-retry' : 'retain-on-failure',
    screenshot: 'only-on-failure',
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    // The site's service worker would answer some requests from its caches, out of
    // reach of page.route and of what a spec sets up: only offline-app.spec.ts lets it run.
    serviceWorkers: 'block',
  },
  projects: [
    { name: 'chromium', testIgnore: /global-settings\.spec\.ts$/ },
    // Specs that switch site-wide settings (maintenance, announcement banner) on the shared stack run
    // alone, after every other spec, so no other test sees the site in maintenance mode.
    { name: 'global-settings', testMatch: /global-settings\.spec\.ts$/, dependencies: ['chromium'] },
  ],
});
