import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAuditEntry } from '../support/audit-log.ts';
import {
  apiPost,
  csrfToken,
  DEMO_PASSWORD,
  loginViaApi,
  logoutViaApi,
  newUser,
  registerViaApi,
  toast,
  type NewUser,
  newPerson,
} from '../support/fixtures.ts';

/**
 * Blog Management (SPEC 2.4): a member comments on a post, a blog moderator (the
 * demo moderator is a forum moderator, without blog.manage: the superadmin makes a new account a
 * Blog Comments Moderator) approves one comment and hides another, and a guest sees only the
 * approved one under the post; the page works on a 390 px phone.
 */
test.describe.configure({ timeout: 120_000 });
const expectSoon = expect.configure({ timeout: 30_000 });
const PHONE = { width: 390, height: 844 };

/** A new account given the Blog Comments Moderator role by the superadmin (PUT /api/superadmin/users/{id}/role), logged in again. */
async function blogModerator(browser: Browser, page: Page): Promise<NewUser> {
  const user = newUser('blogmod');
  await registerViaApi(page, user, 'range_pass', { grant: null });
  const { id } = (await (await page.request.get('/api/user')).json()) as { id: string };
  const superadmin = await browser.newContext();
  try {
    const sa = await superadmin.newPage();
    await loginViaApi(sa, 'superadmin', DEMO_PASSWORD);
    const res = await sa.request.put(`/api/superadmin/users/${id}/role`, {
      data: { role: 'blog_moderator', reason: 'Looks after the blog comments' },
      headers: { 'x-csrf-token': await csrfToken(sa) },
    });
    expect(res.status(), await res.text()).toBe(200);
  } finally {
    await superadmin.close();
  }
  await logoutViaApi(page);
  await loginViaApi(page, user.username, user.password);
  expect(((await (await page.request.get('/api/user')).json()) as { role: string }).role).toBe('blog_moderator');
  return user;
}

test('when a member comments on a post, then the blog moderator approves one and hides another, and a guest sees only the approved one; the page fits a phone', async ({
  browser,
}) => {
  const stamp = Date.now().toString(36);
  const title = `Keeping the gun mount steady ${stamp}`;
  const kind = `Thanks, the cheek weld tip helped me ${stamp}`;
  const rude = `Nobody needs this post ${stamp}`;

  const admin = await newPerson(browser);
  const author = await newPerson(browser);
  const mod = await newPerson(browser);
  const phone = await newPerson(browser, { viewport: PHONE });
  const guest = await newPerson(browser);
  try {
    await loginViaApi(admin.page, 'admin', DEMO_PASSWORD);
    const created = await apiPost(admin.page, '/api/blog', {
      title,
      content: '## Mount\n\nThe same mount every time.',
      category: 'Technique',
      status: 'published',
    });
    expect(created.status(), await created.text()).toBe(201);
    const postId = ((await created.json()) as { id: string }).id;

    // the member comments under the post and sees the comment waiting
    await registerViaApi(author.page, newUser('commenter'), 'range_pass', { grant: null });
    await author.page.goto(`/blog/${postId}`);
    const comments = author.page.getByTestId('blog-comments');
    for (const text of [kind, rude]) {
      await comments.getByLabel('Add a comment').fill(text);
      await comments.getByRole('button', { name: 'Post comment' }).click();
      await expectSoon(comments.getByRole('listitem').filter({ hasText: text }).getByText('Awaiting approval')).toBeVisible();
    }

    // the blog moderator approves the first from /moderator/blog
    const moderator = await blogModerator(browser, mod.page);
    await mod.page.goto('/moderator/blog');
    await expectSoon(mod.page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
    const approveCard = mod.page.getByTestId('blog-comment').filter({ hasText: kind });
    await expectSoon(approveCard).toBeVisible();
    await expect(approveCard.getByRole('link', { name: title })).toBeVisible();
    await approveCard.getByRole('button', { name: 'Approve' }).click();
    await expectSoon(toast(mod.page, 'Comment approved')).toBeVisible();
    await expectSoon(mod.page.getByTestId('blog-comment').filter({ hasText: kind })).toHaveCount(0);

    // and hides the other one on a phone: the page fits 390 px with its menu on screen
    await loginViaApi(phone.page, moderator.username, moderator.password);
    await phone.page.goto('/moderator/blog');
    await expectSoon(phone.page.getByRole('heading', { level: 1, name: 'Blog Management' })).toBeVisible();
    const hideCard = phone.page.getByTestId('blog-comment').filter({ hasText: rude });
    await expectSoon(hideCard).toBeVisible();
    await phone.page.waitForLoadState('networkidle');
    expect(await phone.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const nav = phone.page.getByRole('navigation', { name: 'Moderator navigation' });
    for (const link of ['Dashboard', 'Blog Management', 'Reported Content']) {
      const box = await nav.getByRole('link', { name: link }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, link).toBe(true);
    }
    await expect(nav.getByRole('link', { name: 'Forum Moderation' })).toHaveCount(0); // no forum.moderate
    for (const button of ['Approve', 'Hide', 'Delete']) {
      const box = await hideCard.getByRole('button', { name: button }).boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= PHONE.width, button).toBe(true);
    }
    await hideCard.getByRole('button', { name: 'Hide' }).click();
    const dialog = phone.page.getByRole('dialog');
    await dialog.getByLabel('Note').fill('Not about the post');
    await dialog.getByRole('button', { name: 'Hide comment' }).click();
    await expectSoon(toast(phone.page, 'Comment hidden')).toBeVisible();
    await phone.page
      .getByRole('group', { name: 'Show comments' })
      .getByRole('button', { name: /^Hidden/ })
      .click();
    await expectSoon(phone.page.getByTestId('blog-comment').filter({ hasText: rude })).toBeVisible();

    // a guest sees the approved comment under the post, not the hidden one
    await guest.page.goto(`/blog/${postId}`);
    const shown = guest.page.getByTestId('blog-comments');
    await expectSoon(shown.getByText(kind)).toBeVisible();
    await expect(shown.getByRole('heading', { name: 'Comments (1)' })).toBeVisible();
    await expect(shown.getByText(rude)).toHaveCount(0);
    await expect(shown.getByRole('link', { name: 'Log in' })).toBeVisible();

    await expectAuditEntry(browser, { action: 'blog_comment.hide', texts: [rude, 'Reason: Not about the post'] }, (entry) =>
      expect(entry.getByText('(blog_moderator)')).toBeVisible(),
    );
  } finally {
    for (const p of [admin, author, mod, phone, guest]) await p.context.close();
  }
});
