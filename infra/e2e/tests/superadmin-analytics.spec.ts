import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, apiPost, loginViaApi } from '../support/fixtures.ts';

/**
 * The super-admin's Analytics charts with the demo data, a content page
 * reporting its view, a newsletter send in the Audit Log, and the demo audit entries.
 */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });

const CHARTS = ['Sign-ups', 'Paying members', 'Revenue', 'Sessions and targets logged', 'Forum activity', 'Content views'];

test('the Analytics page shows every chart and the retention table with the demo data', async ({ page }) => {
  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/superadmin/analytics');
  await expectSoon(page.getByRole('heading', { name: 'Analytics', level: 2 })).toBeVisible();
  for (const name of CHARTS) {
    const chart = page.getByRole('region', { name, exact: true });
    // the chart's figure, described for screen readers (the period and its figures)
    await expectSoon(chart.getByRole('img', { name: / to .+: / })).toBeVisible();
    // a drawn chart, not the empty state
    await expect(chart.locator('.recharts-surface').first()).toBeVisible();
    await expect(chart.getByText('Nothing recorded in this period yet.')).toHaveCount(0);
  }
  await expect(page.getByRole('region', { name: 'Sessions and targets logged' }).getByText(/\d[\d,]* targets/)).toBeVisible();

  const retention = page.getByRole('table');
  await expect(page.getByRole('heading', { name: 'Retention by sign-up month' })).toBeVisible();
  await expect(retention.getByRole('columnheader', { name: 'Month 1', exact: true })).toBeVisible();
  expect(await retention.getByRole('row').count()).toBeGreaterThanOrEqual(6); // the header and five cohorts or more
  await expect(retention.getByRole('cell', { name: /^\d+%$/ }).first()).toBeVisible();

  // another period redraws the charts
  await page.getByLabel('Period').selectOption('7');
  await expectSoon(page.getByRole('region', { name: 'Sign-ups', exact: true }).getByRole('img', { name: /per day/ })).toHaveAttribute(
    'aria-label',
    /Sign-ups per day, .+ in all/,
  );
});

test('opening a blog post reports a content view', async ({ page }) => {
  const posts = (await (await page.request.get('/api/blog?limit=1')).json()) as { id: string }[];
  expect(posts.length).toBeGreaterThan(0);
  const reported = page.waitForRequest((r) => r.url().endsWith('/api/content-views') && r.method() === 'POST');
  await page.goto(`/blog/${posts[0]!.id}`);
  const request = await reported;
  expect(request.postDataJSON()).toEqual({ kind: 'blog_post', id: posts[0]!.id });
  expect((await request.response())?.status()).toBe(204);
});

test('a newsletter send is in the Audit Log, beside the demo entries', async ({ browser, page }) => {
  const subject = `Audited issue ${Date.now()}`;
  const admin = await (await browser.newContext()).newPage();
  await loginViaApi(admin, 'admin', DEMO_PASSWORD);
  const sent = await apiPost(admin, '/api/newsletter/issues', {
    subject,
    topic: 'news',
    items: [{ title: 'Range news', summary: 'What changed', url: '/blog' }],
  });
  expect(sent.status(), await sent.text()).toBe(201);
  await admin.context().close();

  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await page.goto('/superadmin/audit');
  await expectSoon(page.getByRole('heading', { name: 'Audit Log', level: 2 })).toBeVisible();
  await page.getByLabel('Action').fill('newsletter_issue.send');
  await expectSoon
    .poll(async () => {
      await page.getByRole('button', { name: 'Filter' }).click();
      return page.getByRole('listitem').filter({ hasText: subject }).count();
    })
    .toBe(1);
  await expect(
    page
      .getByRole('listitem')
      .filter({ hasText: subject })
      // the change as the log reads it: 'field: before → after'
      .getByText(/^Recipients: — → \d+$/),
  ).toBeVisible();

  // the demo entries of make start: the demo staff's actions
  await page.getByLabel('Action').fill('');
  await page.getByLabel('Actor').fill('demo-moderator');
  await page.getByRole('button', { name: 'Filter' }).click();
  const locked = page.getByRole('listitem').filter({ hasText: 'forum_topic.lock' });
  await expectSoon(locked).toHaveCount(1);
  await expect(locked.getByText('Forum Moderator')).toBeVisible();
  await expect(locked.getByText('Reason: Sales are not allowed in the forum.')).toBeVisible();
});
