import { expect, test } from '@playwright/test';
import { expectAuditEntry } from '../support/audit-log.ts';
import { apiPost, DEMO_PASSWORD, loginViaApi, logoutViaApi, toast } from '../support/fixtures.ts';

/** The admin panel (/admin): blog posts, club events, and the panel on a phone. */

test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });
const DAY = 86_400_000;
const istDay = (n: number) => new Date(Date.now() + n * DAY + 5.5 * 3600_000).toISOString().slice(0, 10);

test('the admin writes a draft with a tag, previews it, publishes it, and a visitor reads it on /blog and in search; the publishing is in the audit log', async ({
  browser,
  page,
}) => {
  const tag = Date.now().toString(36);
  const title = `Reading the wind at dawn ${tag}`;
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin');
  await expectSoon(page.getByRole('heading', { name: 'Blog posts', level: 2 })).toBeVisible();
  // the list's status filter and the form's status select read in words, not the stored values
  await expect(page.getByRole('search').getByLabel('Status').locator('option')).toHaveText([
    'Any status',
    'Draft',
    'Scheduled',
    'Published',
  ]);
  await page.getByRole('button', { name: 'New blog post' }).click();
  const form = page.getByRole('form', { name: 'New blog post' });
  await form.getByRole('button', { name: 'Create blog post' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Category').selectOption('Technique');
  await form.getByLabel('Content').fill('## Flags first\n\nWatch the **flags** before you call for the bird.');
  await expect(form.getByTestId('markdown-preview').getByRole('heading', { name: 'Flags first' })).toBeVisible();
  await expect(form.getByTestId('markdown-preview').locator('strong')).toHaveText('flags');
  await form.getByLabel('Tags').fill(`Wind, dawn${tag}`);
  await expect(form.getByLabel('Status').locator('option')).toHaveText(['Draft', 'Published']);
  await form.getByLabel('Status').selectOption('Draft');
  await form.getByRole('button', { name: 'Create blog post' }).click();
  await expectSoon(toast(page, 'Blog post created')).toBeVisible();

  const row = page.getByRole('listitem').filter({ hasText: title });
  await expectSoon(row.getByText('Draft', { exact: true })).toBeVisible();
  const postId = await page.evaluate(
    async (t) => ((await (await fetch(`/api/blog/admin/posts?q=${encodeURIComponent(t)}`)).json()) as { id: string }[])[0]!.id,
    title,
  );
  await row.getByRole('button', { name: 'Publish now' }).click();
  // the toast, not the status filter's hidden 'Published' option
  await expectSoon(page.locator('[data-sonner-toast]').getByText('Published', { exact: true })).toBeVisible();
  await expectSoon(row.getByText('Published', { exact: true })).toBeVisible();
  await logoutViaApi(page);

  await page.goto('/blog');
  await expectSoon(page.getByRole('link', { name: title }).first()).toBeVisible();
  await page.goto(`/blog/${postId}`);
  await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  await expect(page.getByTestId('article-body').getByRole('heading', { name: 'Flags first' })).toBeVisible();
  await expectSoon
    .poll(async () => {
      const search = await page.request.get(`/api/search?q=${encodeURIComponent(title)}`);
      return ((await search.json()) as { results: { title: string }[] }).results.map((r) => r.title);
    })
    .toContain(title);

  // the actor by name and username (the content service records only their id), the change as a line
  await expectAuditEntry(
    browser,
    { action: 'blog_post.publish', texts: [`blog_post: ${title}`, 'Status: draft → published'] },
    async (entry) => {
      await expect(entry.getByText('(admin)')).toBeVisible();
      await expect(entry.getByText('Site Admin', { exact: true })).toBeVisible();
      await expect(entry.getByText('@admin', { exact: true })).toBeVisible();
      await expect(entry.getByText(/[{}"]/)).toHaveCount(0);
    },
  );
});

test("the admin approves a member's club event from the panel, and it is on the calendar for everyone", async ({ page }) => {
  const title = `Nilgiri Skeet Social ${Date.now().toString(36)}`;
  await loginViaApi(page, 'coach', DEMO_PASSWORD);
  const res = await apiPost(page, '/api/club-events', {
    title,
    description: 'A relaxed morning of skeet for every level.',
    eventType: 'club_shoot',
    location: 'Nilgiri Gun Club, Ooty',
    state: 'Tamil Nadu',
    startDate: `${istDay(15)}T09:00:00+05:30`,
    endDate: `${istDay(15)}T13:00:00+05:30`,
    organizer: 'Nilgiri Gun Club',
  });
  expect(res.status(), await res.text()).toBe(201);
  const event = (await res.json()) as { id: string; status: string };
  expect(event.status).toBe('pending');
  await logoutViaApi(page);

  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=club-events');
  await expectSoon(page.getByRole('heading', { name: 'Club events awaiting approval' })).toBeVisible();
  // the queue searches and filters: a state with no such event empties it, the title finds it
  await page.getByLabel('State', { exact: true }).selectOption('Kerala');
  await expectSoon(page.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
  await page.getByLabel('State', { exact: true }).selectOption('Tamil Nadu');
  await page.getByRole('searchbox', { name: 'Search events awaiting approval' }).fill(title);
  await expectSoon(page.getByRole('list', { name: 'Events awaiting approval' }).getByRole('listitem')).toHaveCount(1);
  await page.getByRole('button', { name: `Approve ${title}` }).click();
  await expectSoon(toast(page, 'Event approved')).toBeVisible();
  await expectSoon(page.getByRole('button', { name: `Approve ${title}` })).toHaveCount(0);
  await logoutViaApi(page);

  const visitor = await page.request.get(`/api/club-events/${event.id}`);
  expect(visitor.status()).toBe(200);
  expect(((await visitor.json()) as { status: string }).status).toBe('approved');
});

test("the admin rejects a member's club event with a reason: it leaves the queue, stays off the calendar, the organiser is told why, and the audit log has it", async ({
  page,
}) => {
  const title = `Palghat Dawn Trap ${Date.now().toString(36)}`;
  const reason = 'The range has not confirmed this date yet.';
  await loginViaApi(page, 'coach', DEMO_PASSWORD);
  const res = await apiPost(page, '/api/club-events', {
    title,
    description: 'An early round before the heat.',
    eventType: 'club_shoot',
    location: 'Palghat Rifle Club',
    state: 'Kerala',
    startDate: `${istDay(20)}T06:30:00+05:30`,
    endDate: `${istDay(20)}T10:00:00+05:30`,
    organizer: 'Palghat Rifle Club',
  });
  expect(res.status(), await res.text()).toBe(201);
  const event = (await res.json()) as { id: string };
  await logoutViaApi(page);

  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=club-events');
  await page.getByRole('searchbox', { name: 'Search events awaiting approval' }).fill(title);
  await expectSoon(page.getByRole('button', { name: `Reject ${title}` })).toBeVisible();
  await expect(page.getByRole('button', { name: `Approve ${title}` })).toBeVisible();
  await page.getByRole('button', { name: `Reject ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject this event?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Reason')).toBeFocused();
  await dialog.getByRole('button', { name: 'Reject event' }).click();
  await expect(dialog.getByText('Give a reason')).toBeVisible();
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: 'Reject event' }).click();
  await expectSoon(toast(page, 'Event rejected')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expectSoon(page.getByRole('button', { name: `Reject ${title}` })).toHaveCount(0);
  await logoutViaApi(page);

  expect((await page.request.get(`/api/club-events/${event.id}`)).status()).toBe(404);
  await loginViaApi(page, 'coach', DEMO_PASSWORD);
  await expectSoon
    .poll(async () => JSON.stringify(await (await page.request.get('/api/notifications')).json()))
    .toContain(`${title} was not approved. Reason: ${reason}`);
  // the notification's link: the organiser reads why on the event's page
  await page.goto(`/club-events?event=${event.id}`);
  await expectSoon(page.getByRole('note', { name: 'Why this event was not approved' })).toContainText(reason);
  await logoutViaApi(page);

  await loginViaApi(page, 'superadmin', DEMO_PASSWORD);
  await expectSoon
    .poll(async () => JSON.stringify(await (await page.request.get(`/api/superadmin/audit?itemId=${event.id}`)).json()))
    .toContain('club_event.reject');
});

test('the admin filters ranges by verification and state, and podcasts and featured shooters by featured', async ({ page }) => {
  await loginViaApi(page, 'admin', DEMO_PASSWORD);
  await page.goto('/admin?section=ranges');
  const ranges = page.getByRole('list', { name: 'Ranges' }).getByRole('listitem');
  await expectSoon(ranges.first()).toBeVisible();
  await page.getByLabel('Verification', { exact: true }).selectOption({ label: 'Verified' });
  await expectSoon(ranges.filter({ hasText: 'Not verified' })).toHaveCount(0);
  expect(await ranges.count()).toBeGreaterThan(0);
  // the demo's real ranges are not verified: two of them in Maharashtra
  await page.getByLabel('Verification', { exact: true }).selectOption({ label: 'Not verified' });
  await page.getByLabel('State', { exact: true }).selectOption('Maharashtra');
  await expectSoon(ranges.filter({ hasText: 'Balewadi Shooting Range' })).toHaveCount(1);
  await expect(ranges.filter({ hasText: 'Gun for Glory Shooting Academy' })).toHaveCount(1);
  await expect(ranges.filter({ hasNotText: 'Not verified' })).toHaveCount(0);
  await expect(ranges.filter({ hasNotText: ', Maharashtra' })).toHaveCount(0);

  for (const [section, list] of [
    ['podcasts', 'Podcasts'],
    ['shooters', 'Featured shooters'],
  ] as const) {
    await page.goto(`/admin?section=${section}`);
    const rows = page.getByRole('list', { name: list }).getByRole('listitem');
    await expectSoon(rows.first()).toBeVisible();
    await page.getByLabel('Featured', { exact: true }).selectOption({ label: 'Featured' });
    await expectSoon(rows.filter({ hasNot: page.getByText('Featured', { exact: true }) })).toHaveCount(0);
    expect(await rows.count(), section).toBeGreaterThan(0);
    await page.getByLabel('Featured', { exact: true }).selectOption({ label: 'Not featured' });
    await expectSoon(rows.filter({ has: page.getByText('Featured', { exact: true }) })).toHaveCount(0);
    expect(await rows.count(), section).toBeGreaterThan(0);
  }
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the admin panel fits a 390 px screen: every section reachable, the editor and banner preview without sideways scroll', async ({
    page,
  }) => {
    await loginViaApi(page, 'admin', DEMO_PASSWORD);
    await page.goto('/admin');
    await expectSoon(page.getByRole('heading', { name: 'Blog posts', level: 2 })).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Admin sections' });
    for (const name of [
      'Blog posts',
      'Podcasts',
      'AMAs',
      'Featured shooters',
      'Ranges',
      'Tips',
      'Club events',
      'Tags',
      'Promo codes',
      'NRAI rules',
      'Banner',
      'Newsletter',
    ]) {
      await expect(nav.getByRole('button', { name, exact: true })).toBeInViewport();
    }
    const noSideways = async () =>
      expect(await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth)).toBeLessThanOrEqual(0);
    await noSideways();
    await page.getByRole('button', { name: 'New blog post' }).click();
    await page
      .getByRole('form', { name: 'New blog post' })
      .getByLabel('Content')
      .fill('# A long heading that has to wrap on a phone screen');
    await noSideways();
    await nav.getByRole('button', { name: 'Banner', exact: true }).click();
    const banner = page.getByRole('form', { name: 'Announcement banner' });
    await expectSoon(banner.getByLabel('Message')).toBeVisible();
    await banner.getByRole('switch', { name: 'Show the banner' }).click();
    await banner.getByLabel('Message').fill('Range closed on Sunday for the state championship');
    await expect(page.getByTestId('banner-preview')).toHaveText(/Range closed on Sunday/);
    await noSideways();
    await nav.getByRole('button', { name: 'Newsletter', exact: true }).click();
    const compose = page.getByRole('form', { name: 'Compose an issue' });
    await compose.getByRole('button', { name: 'Send issue' }).click();
    await expect(compose.getByText('Subject is required')).toBeVisible();
    await expect(compose.getByText('Choose at least one item')).toBeVisible();
    await expectSoon(compose.getByRole('checkbox').first()).toBeVisible();
    await noSideways();
  });
});
