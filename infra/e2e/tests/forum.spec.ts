import { expect, test, type Browser } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi, newUser, registerViaApi } from '../support/fixtures.ts';

/**
 * The forum: the demo member posts a topic (with a preview of its markdown), another member
 * replies in a second browser quoting nothing, the author sees the reply and is notified with a link
 * to it; then the member quotes the reply. /forum on a 390 px phone shows the demo categories and topics.
 */

test.describe.configure({ timeout: 120_000 });
// Community reads wait for auth's events and a busy FerretDB.
const expectSoon = expect.configure({ timeout: 30_000 });

async function demoMemberIn(browser: Browser) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  await loginViaApi(page, 'member', DEMO_PASSWORD);
  return { page, close: () => context.close() };
}

async function newMemberIn(browser: Browser, tag: string) {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto('/');
  const user = newUser(tag);
  await registerViaApi(page, user);
  return { page, user, close: () => context.close() };
}

test('a member posts a topic, another replies, and the author sees the reply and is notified', async ({ browser }) => {
  const title = `Lead on the hard left ${Date.now().toString(36)}`;
  const author = await demoMemberIn(browser);
  const replier = await newMemberIn(browser, 'forum');
  try {
    // the author starts a topic, checking the preview first
    await author.page.goto('/forum/new');
    await expectSoon(author.page.getByRole('heading', { name: 'New Topic', level: 1 })).toBeVisible();
    await author.page.getByRole('button', { name: 'Post Topic' }).click();
    await expect(author.page.getByText('Title is required')).toBeVisible();
    await author.page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
    await author.page.getByRole('combobox', { name: 'Category', exact: true }).selectOption({ label: 'Technique & Training' });
    await author.page
      .getByRole('textbox', { name: 'Message', exact: true })
      .fill('How much **lead** do you give on station 5?\n\n<script>alert(1)</script>');
    await author.page.getByRole('button', { name: 'Preview' }).click();
    const preview = author.page.getByRole('region', { name: 'Preview' });
    await expect(preview.locator('strong', { hasText: 'lead' })).toBeVisible();
    await expect(preview.locator('script')).toHaveCount(0);
    await author.page.getByRole('button', { name: 'Post Topic' }).click();
    await expectSoon(author.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await expect(author.page.getByText('No replies yet.')).toBeVisible();
    // SPEC 9: under an hour is 'Just now'
    await expect(author.page.getByRole('article', { name: title }).getByText('Just now')).toBeVisible();
    const topicUrl = new URL(author.page.url()).pathname;
    expect(topicUrl).toMatch(/^\/forum\/topic\/[a-f0-9]{24}$/);

    // the other member finds it in latest and replies
    await replier.page.goto('/forum');
    const latest = replier.page.getByRole('list', { name: 'Latest topics' });
    await expectSoon(latest.getByRole('link', { name: title })).toBeVisible();
    await latest.getByRole('link', { name: title }).click();
    await expectSoon(replier.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await replier.page.getByRole('button', { name: 'Post Reply' }).click();
    await expect(replier.page.getByText('Reply is required')).toBeVisible();
    await replier.page.getByRole('textbox', { name: 'Your reply' }).fill('About a *metre*, and keep the gun moving.');
    await replier.page.getByRole('button', { name: 'Post Reply' }).click();
    const replies = replier.page.getByRole('article', { name: /^Reply by / });
    await expectSoon(replies).toHaveCount(1);
    await expect(replies.first().locator('em', { hasText: 'metre' })).toBeVisible();
    await expect(replies.first().getByRole('button', { name: 'Edit' })).toBeVisible();

    // the author sees the reply and a notification linking to it
    await author.page.goto(topicUrl);
    const seen = author.page.getByRole('article', { name: /^Reply by / });
    await expectSoon(seen).toHaveCount(1);
    await expect(seen.first()).toContainText('About a metre');
    await expect(seen.first().getByRole('button', { name: 'Edit' })).toHaveCount(0);
    // the notice travels community -> notifications through the event bus
    await expect
      .poll(
        async () => {
          const res = await author.page.request.get('/api/notifications');
          const list = (await res.json()) as { title: string; actionUrl?: string | null }[];
          return Array.isArray(list) ? list.filter((n) => n.title === `New reply in "${title}"`).length : `${res.status()}`;
        },
        { timeout: 45_000, intervals: [1000, 2000, 3000] },
      )
      .toBe(1);
    await author.page.reload();
    await expectSoon(author.page.getByTestId('notification-badge')).toBeVisible();
    await author.page.getByRole('button', { name: 'Notifications' }).click();
    const panel = author.page.getByRole('dialog', { name: 'Notifications' });
    await expect(panel.getByText(`New reply in "${title}"`).first()).toBeVisible();

    // the author answers quoting the reply
    await seen
      .first()
      .getByRole('button', { name: /^Quote reply by / })
      .click();
    await expect(author.page.getByText(/^Quoting/)).toBeVisible();
    await author.page.getByRole('textbox', { name: 'Your reply' }).fill('Thanks, will try it on Saturday.');
    await author.page.getByRole('button', { name: 'Post Reply' }).click();
    await expectSoon(seen).toHaveCount(2);
    await expect(seen.nth(1).getByRole('blockquote')).toContainText('said:');
  } finally {
    await author.close();
    await replier.close();
  }
});

test('when another member replies, then a member and a guest with the topic open see the reply appear without reloading', async ({
  browser,
}) => {
  const reader = await newMemberIn(browser, 'reader');
  const replier = await newMemberIn(browser, 'live');
  const guestContext = await browser.newContext();
  const guest = await guestContext.newPage();
  try {
    const title = `Live replies ${Date.now().toString(36)}`;
    const res = await reader.page.request.post('/api/forum/topics', {
      data: { title, content: 'Who shoots the Sunday squad?' },
      headers: { 'x-csrf-token': (await reader.page.context().cookies()).find((c) => c.name === 'trap_csrf')!.value },
    });
    expect(res.status(), await res.text()).toBe(201);
    const topicUrl = `/forum/topic/${((await res.json()) as { id: string }).id}`;
    for (const page of [reader.page, guest]) {
      await page.goto(topicUrl);
      await expectSoon(page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
      await expect(page.getByText('No replies yet.')).toBeVisible();
      // a reload would drop this mark
      await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    }

    await replier.page.goto(topicUrl);
    await expectSoon(replier.page.getByRole('heading', { name: title, level: 1 })).toBeVisible();
    await replier.page.getByRole('textbox', { name: 'Your reply' }).fill('Count me in, **eight** sharp.');
    await replier.page.getByRole('button', { name: 'Post Reply' }).click();
    await expectSoon(replier.page.getByRole('article', { name: /^Reply by / })).toHaveCount(1);

    for (const page of [reader.page, guest]) {
      const replies = page.getByRole('article', { name: /^Reply by / });
      await expectSoon(replies).toHaveCount(1);
      await expect(replies.first()).toContainText('Count me in, eight sharp.');
      await expect(replies.first().locator('strong', { hasText: 'eight' })).toBeVisible();
      await expect(page.getByText('No replies yet.')).toHaveCount(0);
      expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    }
  } finally {
    await reader.close();
    await replier.close();
    await guestContext.close();
  }
});

test('the home page shows the forum categories and the hot topics with SPEC 9 dates', async ({ page }) => {
  await page.goto('/');
  const forum = page.getByRole('region', { name: 'Community Forum' });
  await expectSoon(forum.getByRole('link', { name: 'Technique & Training' })).toBeVisible();
  await expect(forum.getByText('No forum categories available.')).toHaveCount(0);
  await expectSoon(forum.getByText(/replies? · (Just now|\d+ hours? ago|Yesterday|\d+ days ago)/).first()).toBeVisible();
  await forum.getByRole('link', { name: 'Visit the forum' }).click();
  await expectSoon(page.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('when a visitor opens /forum on a 390 px phone, then categories and topics fit the screen', async ({ page }) => {
    await page.goto('/forum');
    await expectSoon(page.getByRole('heading', { name: 'Community Forum', level: 1 })).toBeVisible();
    const categories = page.getByRole('list', { name: 'Forum categories' });
    await expectSoon(categories.getByRole('link', { name: 'Technique & Training' })).toBeVisible();
    await expectSoon(page.getByRole('list', { name: 'Latest topics' }).getByRole('listitem').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Hot topics' })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width).toBeLessThanOrEqual(390);

    await categories.getByRole('link', { name: 'Technique & Training' }).click();
    await expectSoon(page.getByRole('heading', { name: 'Technique & Training', level: 1 })).toBeVisible();
    await expectSoon(page.getByRole('list', { name: 'Topics in Technique & Training' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });
});
