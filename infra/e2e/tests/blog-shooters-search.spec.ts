import { randomBytes } from 'node:crypto';
import { expect as baseExpect, test, type Browser, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';

/**
 * The blog list and article, shooter profiles, site search and their structured
 * data. What the pages should show is read from the same API the pages use, so the tests follow
 * the demo seed; items a test needs of its own are created through the API as the demo admin.
 */

// One worker, in file order: the article test adds a post, which would shift the paged list under the filter test.
// Several page loads per test on a shared, busy test machine: more room than the defaults.
test.describe.configure({ mode: 'default', timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

interface Post {
  id: string;
  title: string;
  category: string;
  publishedAt: string;
  featured: boolean;
}
interface Shooter {
  id: string;
  name: string;
  type: string;
  achievements: string[];
}

async function getJson<T>(page: Page, path: string): Promise<T> {
  const res = await page.request.get(path);
  expect(res.status(), `${path} answered ${res.status()}`).toBe(200);
  return (await res.json()) as T;
}

/** Creates content as the demo admin in a context of its own (the page under test stays a guest). */
async function asAdmin<T>(browser: Browser, path: string, data: unknown): Promise<T> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    await loginViaApi(page, 'admin', DEMO_PASSWORD);
    const res = await apiPost(page, path, data);
    expect(res.status(), await res.text()).toBe(201);
    return (await res.json()) as T;
  } finally {
    await context.close();
  }
}

const jsonLd = async (page: Page) =>
  (await page.locator('script[type="application/ld+json"]').allTextContents()).map((t) => JSON.parse(t) as Record<string, any>);

const cardTitles = (page: Page) => page.getByTestId('blog-card').getByRole('heading').allInnerTexts();

test('the blog category filter changes the list, and the list pages on', async ({ page }) => {
  const equipment = await getJson<Post[]>(page, '/api/blog?category=Equipment&limit=10');
  expect(equipment.length, 'the demo data has Equipment articles').toBeGreaterThan(0);
  await page.goto('/blog');
  await expect(page.getByRole('heading', { name: 'Blog', level: 1 })).toBeVisible();
  const filter = page.getByRole('group', { name: 'Blog category' });
  await expect(filter.getByRole('button')).toHaveText(['All', 'Technique', 'Equipment', 'Competitions', 'Training', 'Club News']);
  await expect(filter.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByTestId('blog-card').first()).toBeVisible();
  const all = await cardTitles(page);

  await filter.getByRole('button', { name: 'Equipment' }).click();
  await expect(page).toHaveURL(/\?category=Equipment$/);
  await expect(filter.getByRole('button', { name: 'Equipment' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByRole('heading', { name: 'Equipment articles' })).toBeVisible();
  // the featured article of the category, then the others: every one of them an Equipment article
  const featured = page.getByTestId('blog-featured');
  const [top] = await getJson<Post[]>(page, '/api/blog/featured?category=Equipment&limit=1');
  if (top) await expect(featured.getByRole('heading', { name: top.title })).toBeVisible();
  const expected = equipment
    .filter((p) => p.id !== top?.id)
    .slice(0, 9)
    .map((p) => p.title);
  await expect(page.getByTestId('blog-card').getByRole('heading')).toHaveText(expected);
  for (const badge of await page.getByTestId('blog-card').locator('.ui-badge').allInnerTexts()) expect(badge).toMatch(/equipment/i);
  expect(await cardTitles(page)).not.toEqual(all);

  // back to All; 20 demo articles make more than one page of 9
  await filter.getByRole('button', { name: 'All' }).click();
  await expect(page).toHaveURL(/\/blog$/);
  const pages = page.getByRole('navigation', { name: 'Blog pages' });
  await pages.getByRole('link', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/blog\?page=2$/);
  await expect(page.getByRole('heading', { name: 'Latest articles · page 2' })).toBeVisible();
  const second = await getJson<Post[]>(page, '/api/blog?limit=9&offset=9');
  await expect(page.getByTestId('blog-card').getByRole('heading')).toHaveText(second.map((p) => p.title));
  await expect(pages.getByRole('link', { name: 'Previous' })).toBeVisible();
});

test('an article renders its markdown safely with author, date, tags, related articles and BlogPosting JSON-LD', async ({
  page,
  browser,
}) => {
  const tag = `e2e-${randomBytes(3).toString('hex')}`;
  const title = `Reading the Wind on Station Five ${tag}`;
  const post = await asAdmin<Post>(browser, '/api/blog', {
    title,
    category: 'Technique',
    authorName: 'E2E Writer',
    tags: [tag, 'wind'],
    content: [
      'Wind pushes targets off their usual line.',
      '',
      '## Watch the flags',
      '',
      '- check the **flag** before you call',
      '- hold a touch *into* the wind',
      '',
      '<script>window.__xss = "script"</script>',
      '',
      '<img src="/nope.png" onerror="window.__xss = \'onerror\'">',
      '',
      '[Bad link](javascript:window.__xss=1) and [the tips page](/shooting-tips).',
    ].join('\n'),
  });
  await page.goto(`/blog/${post.id}`);

  const article = page.getByRole('article');
  await expect(article.getByRole('heading', { name: title, level: 1 })).toBeVisible();
  const body = page.getByTestId('article-body');
  await expect(body.getByRole('heading', { name: 'Watch the flags', level: 2 })).toBeVisible();
  await expect(body.getByRole('listitem')).toHaveText(['check the flag before you call', 'hold a touch into the wind']);
  await expect(body.locator('strong')).toHaveText('flag');
  await expect(page.getByTestId('article-author')).toHaveText('By E2E Writer');
  await expect(page.getByTestId('article-date')).toHaveAttribute('datetime', post.publishedAt);
  await expect(page.getByTestId('article-date')).toHaveText(/\d{1,2} \w{3} \d{4}/);
  const tags = page.getByRole('list', { name: 'Tags' });
  await expect(tags.getByRole('link', { name: `#${tag}` })).toHaveAttribute('href', `/search?q=${tag}`);
  await expect(page.getByRole('heading', { name: 'Related articles' })).toBeVisible();
  const related = page.locator('.article__related').getByTestId('blog-card');
  await expect(related.first()).toBeVisible();
  expect(await related.count()).toBeLessThanOrEqual(3);
  for (const badge of await related.locator('.ui-badge').allInnerTexts()) expect(badge).toMatch(/technique/i);

  // raw HTML and script URLs in a post stay inert
  await expect(body.locator('script, img[onerror], [onerror]')).toHaveCount(0);
  expect(await body.getByRole('link', { name: 'Bad link' }).getAttribute('href')).not.toMatch(/javascript:/i);
  await expect(body.getByRole('link', { name: 'the tips page' })).toHaveAttribute('href', '/shooting-tips');
  expect(await page.evaluate(() => (window as unknown as { __xss?: string }).__xss)).toBeUndefined();

  const data = (await jsonLd(page)).find((d) => d['@type'] === 'BlogPosting');
  expect(data, 'a BlogPosting JSON-LD block').toBeTruthy();
  expect(data!.headline).toBe(title);
  expect(data!.author).toMatchObject({ '@type': 'Person', name: 'E2E Writer' });
  expect(data!.datePublished).toBe(post.publishedAt);
  expect(data!.mainEntityOfPage['@id']).toMatch(new RegExp(`/blog/${post.id}$`));
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/blog/${post.id}$`));

  // the sitemap picks the new article up once its event is through
  await expect
    .poll(async () => (await (await page.request.get('/sitemap.xml')).text()).includes(`/blog/${post.id}</loc><lastmod>`), {
      timeout: 20_000,
    })
    .toBe(true);
});

test('an unknown article says so', async ({ page }) => {
  await page.goto('/blog/000000000000000000000000');
  await expect(page.getByRole('heading', { name: 'Article not found' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});

test('a shooter profile shows the discipline, achievements and tags with ProfilePage JSON-LD (its Person), under both paths', async ({
  page,
}) => {
  const featured = await getJson<Shooter[]>(page, '/api/shooters/featured');
  expect(featured.length, 'the demo data has featured shooters').toBeGreaterThan(0);
  const shooter = featured[0]!;
  await page.goto('/shooters');
  await expect(page.getByRole('heading', { name: 'Shooter Profiles', level: 1 })).toBeVisible();
  const featuredSection = page.getByRole('region', { name: 'Featured Shooters' });
  await expect(featuredSection.getByTestId('shooter-card')).toHaveCount(featured.length);
  await featuredSection.getByRole('link', { name: shooter.name }).click();

  await expect(page).toHaveURL(new RegExp(`/shooters/${shooter.id}$`));
  await expect(page.getByRole('heading', { name: shooter.name, level: 1 })).toBeVisible();
  await expect(page.getByRole('list', { name: 'Achievements' }).getByRole('listitem')).toHaveText(shooter.achievements);
  await expect(page.getByRole('list', { name: 'Disciplines and interests' })).toContainText(shooter.type);
  const profile = (await jsonLd(page)).find((d) => d['@type'] === 'ProfilePage');
  expect(profile, 'a ProfilePage JSON-LD block').toBeTruthy();
  const person = profile!.mainEntity as Record<string, any> | undefined;
  expect(person?.['@type'], 'its subject, a Person').toBe('Person');
  expect(person!.name).toBe(shooter.name);
  expect(person!.award).toEqual(shooter.achievements);

  // /shooter/{id} shows the same profile and points search engines at /shooters/{id}
  await page.goto(`/shooter/${shooter.id}`);
  await expect(page.getByRole('heading', { name: shooter.name, level: 1 })).toBeVisible();
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`/shooters/${shooter.id}$`));
});

test('search from the header finds podcasts, articles, shooters and ranges with highlighted matches, and a hit opens its page', async ({
  page,
}) => {
  // the header carries the entry point on every page; a light page keeps the start quick
  await page.goto('/about');
  await page.getByRole('banner').getByRole('link', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/search$/);
  await expect(page.getByText('Type a word or two to search the site.')).toBeVisible();
  const box = page.getByRole('searchbox', { name: 'Search the site' });
  await expect(box).toBeFocused();
  await box.fill('trap');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=trap$/);

  const result = await getJson<{ results: { type: string; title: string; url: string }[] }>(page, '/api/search?q=trap&limit=50');
  const types = new Set(result.results.map((r) => r.type));
  expect(types.size, 'the demo data matches "trap" in several kinds of content').toBeGreaterThanOrEqual(3);
  for (const heading of ['Blog articles', 'Shooters', 'Shooting ranges']) {
    await expect(page.getByRole('heading', { name: new RegExp(`^${heading} \\(\\d+\\)$`), level: 2 })).toBeVisible();
  }
  // other specs may add content meanwhile: the page shows the best 50 of whatever matched then
  expect(await page.getByTestId('search-hit').count()).toBeGreaterThanOrEqual(Math.min(3, result.results.length));
  // matches are <mark> elements, never markup from the index
  const mark = page.getByTestId('search-hit').first().locator('mark').first();
  await expect(mark).toHaveText(/^trap$/i);

  const articles = page.getByRole('region', { name: /^Blog articles/ });
  const first = articles.getByTestId('search-hit').first().getByRole('link');
  const title = await first.innerText();
  await first.click();
  await expect(page).toHaveURL(/\/blog\/[a-f0-9]{24}$/);
  await expect(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();

  // back to the results, then a type filter and a search with no hits
  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=trap$/);
  await page.getByRole('group', { name: 'Result type' }).getByRole('button', { name: 'Shooters' }).click();
  await expect(page).toHaveURL(/\/search\?q=trap&type=shooter$/);
  await expect(page.getByRole('heading', { level: 2, name: /^Shooters/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: /^Shooting ranges/ })).toHaveCount(0);
  await box.fill('qqzzxxvv');
  await expect(page.getByTestId('search-no-results')).toContainText('No results for “qqzzxxvv” in shooters.');
});

test('markup in indexed content shows as text in search results, with only the match highlighted', async ({ page, browser }) => {
  const word = `zorb${randomBytes(3).toString('hex')}`;
  const title = `Chokes <img src="/x.png" onerror="window.__xss=1"> and ${word}`;
  await asAdmin(browser, '/api/blog', {
    title,
    // Technique: the home page's filter test looks at Equipment and Club News
    category: 'Technique',
    content: `Patterns for ${word} & friends <b onmouseover="window.__xss=2">bold</b>.`,
  });
  // the index follows content events
  await expect.poll(async () => (await getJson<{ total: number }>(page, `/api/search?q=${word}`)).total, { timeout: 20_000 }).toBe(1);
  await page.goto(`/search?q=${word}`);
  const hit = page.getByTestId('search-hit');
  await expect(hit).toHaveCount(1);
  await expect(hit.getByRole('link')).toHaveText(title);
  await expect(hit.locator('mark')).toHaveText([word, word]);
  await expect(hit.locator('img, b')).toHaveCount(0);
  await expect(hit.locator('p')).toContainText(`Patterns for ${word} & friends`);
  expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
});

test.describe('in Hindi on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('a Hindi word finds the demo forum topic, blog post and tip with the whole word marked, also typed without its nukta, and a hit opens its topic', async ({
    page,
  }) => {
    const word = 'अभ्यास'; // practice
    // the forum's topics reach search through the community's events once its demo is seeded
    await expect
      .poll(
        async () =>
          new Set(
            (await getJson<{ results: { type: string }[] }>(page, `/api/search?q=${encodeURIComponent(word)}&limit=50`)).results.map(
              (r) => r.type,
            ),
          ),
        { timeout: 60_000 },
      )
      .toEqual(new Set(['forum_topic', 'blog_post', 'shooting_tip']));

    await page.goto('/search');
    const box = page.getByRole('searchbox', { name: 'Search the site' });
    await box.fill(word);
    await box.press('Enter');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent(word)}$`));
    for (const heading of ['Forum topics', 'Blog articles', 'Shooting tips']) {
      const group = page.getByRole('region', { name: new RegExp(`^${heading} \\(\\d+\\)$`) });
      await expect(group).toBeVisible();
      // the whole word in <mark>, its vowel signs and virama with it
      await expect(group.locator('mark').first()).toHaveText(word);
    }
    await expect(page.getByRole('region', { name: /^Blog articles/ }).getByRole('link')).toContainText([
      'स्टेशन 3 का अभ्यास: सीधे टारगेट पर भरोसा कैसे बनाएँ',
    ]);
    // each hit is marked as written in Hindi
    await expect(page.getByTestId('search-hit').first()).toHaveAttribute('lang', 'hi');
    // nothing wider than the phone's screen
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth)).toBe(true);

    // typed without the nukta (हफ्तों for हफ़्तों): the topic that writes it with one is found, its spelling marked
    await box.fill('हफ्तों');
    await expect(page).toHaveURL(new RegExp(`/search\\?q=${encodeURIComponent('हफ्तों')}$`));
    const topics = page.getByRole('region', { name: /^Forum topics/ });
    const hit = topics.getByTestId('search-hit').filter({ hasText: 'स्टेशन 3 पर सीधे टारगेट पर निशाना क्यों चूकता है?' });
    await expect(hit.locator('mark')).toHaveText(['हफ़्तों']);
    await hit.getByRole('link').click();
    await expect(page).toHaveURL(/\/forum\/topic\/[a-f0-9]{24}$/);
    const title = page.getByRole('heading', { level: 1, name: 'स्टेशन 3 पर सीधे टारगेट पर निशाना क्यों चूकता है?' });
    await expect(title).toBeVisible();
    // on this English page the topic and its replies are marked as Hindi (screen readers read them in a Hindi voice)
    await expect(title).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('topic-body')).toHaveAttribute('lang', 'hi');
    await expect(page.getByTestId('topic-body')).toContainText('हफ़्तों');
  });
});
