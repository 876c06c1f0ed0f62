import { expect, test, type Page, type Route } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';

/**
 * What a search engine, a link preview and a phone before its scripts arrive get from the server:
 * every public list page and forum topic with its own head and h1, a real 404 for a path no page
 * answers, and a cookie banner whose Accept All and Reject All work before the JavaScript has run.
 */
test.describe.configure({ timeout: 120_000 });

const LIST_PAGES = [
  '/podcasts',
  '/blog',
  '/forum',
  '/membership',
  '/shooters',
  '/shooting-tips',
  '/ama',
  '/shooting-ranges',
  '/about',
  '/contact',
] as const;

async function firstTopicPath(page: Page): Promise<string> {
  const body = (await (await page.request.get('/api/forum/topics/latest?pageSize=1')).json()) as { items: { id: string }[] };
  return `/forum/topic/${body.items[0]!.id}`;
}

const attr = (page: Page, selector: string, name: string) => page.locator(selector).getAttribute(name);

test.describe('without JavaScript, as a crawler reads them', () => {
  test.use({ javaScriptEnabled: false });

  test('each list page and a forum topic has its own title, description, canonical URL, Open Graph tags and one h1', async ({ page }) => {
    const titles = new Set<string>();
    for (const path of [...LIST_PAGES, await firstTopicPath(page)]) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(200);
      const title = await page.title();
      expect(title, path).toMatch(/\| Trap India$/);
      titles.add(title);
      expect(await page.locator('head title').count(), `${path}: one title, in the head`).toBe(1);
      expect(await page.locator('head meta[name="description"]').count(), path).toBe(1);
      expect(await attr(page, 'head meta[name="description"]', 'content'), path).toBeTruthy();
      const canonical = await attr(page, 'head link[rel="canonical"]', 'href');
      expect(canonical, path).toMatch(new RegExp(`^https?://[^/]+${path}$`));
      expect(await attr(page, 'head meta[property="og:url"]', 'content'), path).toBe(canonical);
      expect(await attr(page, 'head meta[property="og:title"]', 'content'), path).toBe(title);
      expect(await attr(page, 'head meta[property="og:description"]', 'content'), path).toBeTruthy();
      expect(await attr(page, 'head meta[property="og:type"]', 'content'), path).toMatch(/^(website|article)$/);
      await expect(page.getByRole('heading', { level: 1 }), path).toHaveCount(1);
      await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    }
    expect(titles.size, 'every page its own title').toBe(LIST_PAGES.length + 1);
  });

  test('a forum topic carries its discussion as schema.org DiscussionForumPosting: the post, its author, its replies and counts', async ({
    page,
  }) => {
    const path = await firstTopicPath(page);
    const topic = (await (await page.request.get(`/api/forum/topics/${path.split('/').pop()}`)).json()) as {
      title: string;
      author: { displayName: string };
      replyCount: number;
      replies: { content: string; author: { displayName: string } }[];
    };
    await page.goto(path);
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, any>,
    );
    const posting = blocks.find((b) => b['@type'] === 'DiscussionForumPosting');
    expect(posting, `${path}: DiscussionForumPosting in the served HTML`).toBeTruthy();
    expect(posting!.headline).toBe(topic.title);
    expect(posting!.url).toMatch(new RegExp(`^https?://[^/]+${path}$`));
    expect(posting!.author).toMatchObject({ '@type': 'Person', name: topic.author.displayName });
    expect(posting!.datePublished).toBeTruthy();
    expect(posting!.commentCount).toBe(topic.replyCount);
    const comments = posting!.comment as { text: string; author: { name: string } }[];
    expect(comments.length).toBe(Math.min(topic.replies.length, 50));
    if (topic.replies.length)
      expect(comments[0]).toMatchObject({ text: topic.replies[0]!.content, author: { name: topic.replies[0]!.author.displayName } });
  });

  test('a topic whose title closes the script element stays text: its structured data reads the title back and nothing else runs', async ({
    page,
    browser,
  }) => {
    const title = `</script><script>document.title='xss'</script><!-- ${Date.now().toString(36)}`;
    // posted by a member in a context of its own: the page below is a guest's, the one that is server-rendered
    const author = await browser.newContext();
    let path: string;
    try {
      const authorPage = await author.newPage();
      await loginViaApi(authorPage, 'admin', DEMO_PASSWORD);
      const res = await apiPost(authorPage, '/api/forum/topics', { title, content: 'A </script> in the body too.' });
      expect(res.status(), await res.text()).toBe(201);
      path = `/forum/topic/${((await res.json()) as { id: string }).id}`;
    } finally {
      await author.close();
    }
    const res = await page.goto(path);
    expect(res?.status()).toBe(200);
    const html = await res!.text();
    // one h1 with the title as text, no element the title or body opened, and the data block parses back to the title
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
    expect(html).not.toContain("<script>document.title='xss'</script>");
    const blocks = (await page.locator('script[type="application/ld+json"]').allTextContents()).map(
      (t) => JSON.parse(t) as Record<string, any>,
    );
    const posting = blocks.find((b) => b['@type'] === 'DiscussionForumPosting');
    expect(posting?.headline).toBe(title);
    expect(posting?.text).toBe('A </script> in the body too.');
    expect(
      await page.locator('script:not([type="application/ld+json"]):not([type="application/json"])').allTextContents(),
    ).not.toContainEqual(expect.stringContaining('xss'));
  });

  test('a path no page answers, and a topic or post that does not exist, answer 404 with the 404 page, kept out of search', async ({
    page,
  }) => {
    for (const path of ['/no-such-page', '/blog/000000000000000000000000', '/forum/topic/000000000000000000000000']) {
      const res = await page.goto(path);
      expect(res?.status(), path).toBe(404);
      expect(await attr(page, 'head meta[name="robots"]', 'content'), path).toContain('noindex');
    }
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found', level: 1 })).toBeVisible();
    // the API keeps its JSON 404, and every known page still answers 200
    const api = await page.request.get('/api/no-such-thing');
    expect(api.status()).toBe(404);
    expect(((await api.json()) as { error: { code: string } }).error.code).toBe('NOT_FOUND');
    expect((await page.goto('/privacy-policy'))?.status()).toBe(200);
  });
});

for (const choice of ['Accept All', 'Reject All'] as const) {
  test(`a tap on ${choice} before the page's scripts have run is not lost`, async ({ page }) => {
    // the page's JavaScript is held back until after the tap
    const held: Route[] = [];
    let holding = true;
    await page.route(/\/(static|remotes)\/.*\.js(\?|$)/, (route) => (holding ? void held.push(route) : route.continue()));
    await page.goto('/', { waitUntil: 'commit' });
    const banner = page.getByRole('region', { name: 'Cookie consent' });
    await expect(banner).toBeVisible();
    await banner.getByRole('button', { name: choice }).click();
    holding = false;
    for (const route of held.splice(0)) await route.continue().catch(() => undefined);
    await page.waitForLoadState('load');

    const consent = (await page.context().cookies()).find((c) => c.name === 'cookie_consent');
    expect(consent, 'the choice is stored').toBeDefined();
    const stored = JSON.parse(decodeURIComponent(consent!.value)) as { analytics: boolean };
    expect(stored.analytics).toBe(choice === 'Accept All');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { name: "India's Premier Trap Shooting Community", level: 1 })).toBeVisible();
    await expect(banner).toHaveCount(0);
    // and it stays answered once the scripts run
    await page.reload();
    await expect(
      page.getByRole('button', { name: 'Listen to Podcasts' }).or(page.getByRole('link', { name: 'Listen to Podcasts' })),
    ).toBeVisible();
    await expect(banner).toHaveCount(0);
  });
}

test('each list page and a forum topic hydrates into the same page the server sent', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('console', (m) => {
    if (m.type() === 'error' && /hydrat|#418|#419|#423|#425/i.test(m.text())) errors.push(m.text());
  });
  for (const path of [...LIST_PAGES, await firstTopicPath(page)]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }), path).toBeVisible();
    await page.waitForLoadState('networkidle');
  }
  expect(errors).toEqual([]);
});
