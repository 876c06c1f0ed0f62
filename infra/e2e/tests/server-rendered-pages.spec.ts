import { expect, test, type Page } from '@playwright/test';
import { csrfToken, DEMO_PASSWORD, loginViaApi, withConsentDecided } from '../support/fixtures.ts';

/**
 * The home page and the public content pages come from the server with their main
 * content (what a phone paints before its JavaScript arrives, and what a crawler reads), then hydrate
 * into the same page without a mismatch; a signed-in member's page is theirs (rendered in the browser),
 * and a content change reaches the next visitor's HTML.
 */
test.describe.configure({ timeout: 120_000 });

async function firstId(page: Page, path: string): Promise<{ id: string; title: string }> {
  const body = (await (await page.request.get(path)).json()) as { items?: { id: string; title?: string; name?: string }[] };
  const item = (Array.isArray(body) ? body : body.items)![0]!;
  return { id: item.id, title: (item.title ?? item.name)! };
}

const CONTENT_PAGES = [
  ['/api/podcasts', '/podcasts/'],
  ['/api/amas', '/ama/'],
  ['/api/blog', '/blog/'],
  ['/api/shooters', '/shooters/'],
  ['/api/shooting-ranges', '/shooting-ranges/'],
] as const;

/** React reports a hydration mismatch as an uncaught error (#418/#425 minified); none may happen. */
function hydrationErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  return errors;
}

test.describe('without JavaScript, as a crawler or a phone before its scripts arrive', () => {
  test.use({ javaScriptEnabled: false });

  test('the home page and each kind of content page show their main content and their own title', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { name: "India's Premier Trap Shooting Community", level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Listen to Podcasts' })).toBeVisible();
    const podcast = await firstId(page, '/api/podcasts');
    await expect(page.getByText(podcast.title).first()).toBeAttached();

    for (const [list, base] of CONTENT_PAGES) {
      const item = await firstId(page, list);
      await page.goto(base + item.id);
      const h1 = page.getByRole('heading', { level: 1 });
      await expect(h1).toBeVisible();
      expect(item.title, `${base} shows the item's name`).toContain((await h1.textContent())!.trim().slice(0, 10));
      await expect(page).toHaveTitle(/\| Trap India$/);
      expect(await page.locator('head title').count(), 'one title, in the head').toBe(1);
      expect(await page.locator('head meta[name="description"]').count()).toBe(1);
    }
  });
});

test.describe('on a 390 px phone in India', () => {
  // the server renders in its own zone (UTC here); dates must still hydrate the same in the visitor's
  test.use({ viewport: { width: 390, height: 844 }, timezoneId: 'Asia/Kolkata' });

  test('the home page hydrates into the same page, and the cookie banner is there exactly when no choice was made', async ({ page }) => {
    const errors = hydrationErrors(page);
    const html = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('aria-label="Cookie consent"');
    await page.goto('/');
    await expect(page.getByRole('region', { name: 'Cookie consent' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "India's Premier Trap Shooting Community" })).toBeVisible();
    await expect(page).toHaveTitle(/^Trap Shooting in India/);
    expect(await page.locator('title').count(), 'React took over the server’s title, no second one').toBe(1);
    // hydrated: a client-side navigation works
    await page.getByRole('link', { name: 'Listen to Podcasts' }).click();
    await expect(page).toHaveURL(/\/podcasts$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // and each kind of content page, with its dates and times
    for (const [list, base] of CONTENT_PAGES) {
      const item = await firstId(page, list);
      await page.goto(base + item.id);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await page.getByRole('link', { name: 'Skip to content' }).focus();
    }
    expect(errors).toEqual([]);

    await withConsentDecided(page);
    const decided = await (await page.request.get('/', { headers: { accept: 'text/html' } })).text();
    expect(decided).toContain("India&#x27;s Premier Trap Shooting Community");
    expect(decided).not.toContain('aria-label="Cookie consent"');
  });

  test('a signed-in member gets the page rendered for them in the browser, never a guest’s copy', async ({ page }) => {
    const errors = hydrationErrors(page);
    await withConsentDecided(page);
    await loginViaApi(page, 'member', DEMO_PASSWORD);
    const post = await firstId(page, '/api/blog');
    const html = await (await page.request.get(`/blog/${post.id}`, { headers: { accept: 'text/html' } })).text();
    expect(html).not.toContain('server-render-state');
    await page.goto(`/blog/${post.id}`);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'User menu' })).toBeVisible();
    await expect(page.getByRole('heading', { name: "India's Premier Trap Shooting Community" })).toBeVisible();
    expect(errors).toEqual([]);
  });
});

test('when an admin renames a blog post, then the next visitor’s HTML has the new title', async ({ page, browser }) => {
  const ctx = await browser.newContext();
  const admin = await ctx.newPage();
  await loginViaApi(admin, 'admin', DEMO_PASSWORD);
  const headers = { 'x-csrf-token': await csrfToken(admin) };
  const title = `Calling Targets in the Rain ${Date.now()}`;
  const created = await admin.request.post('/api/blog', { data: { title, category: 'Club News', content: 'Keep the call short.' }, headers });
  expect(created.status(), await created.text()).toBe(201);
  const { id } = (await created.json()) as { id: string };
  const html = async () => (await page.request.get(`/blog/${id}`, { headers: { accept: 'text/html' } })).text();
  try {
    await expect.poll(html, { timeout: 30_000 }).toContain(title);
    const renamed = `Calling Targets in the Wind ${Date.now()}`;
    const res = await admin.request.patch(`/api/blog/${id}`, { data: { title: renamed }, headers });
    expect(res.status(), await res.text()).toBe(200);
    await expect.poll(html, { timeout: 30_000 }).toContain(renamed);
  } finally {
    await admin.request.delete(`/api/blog/${id}`, { headers });
    await ctx.close();
  }
});
