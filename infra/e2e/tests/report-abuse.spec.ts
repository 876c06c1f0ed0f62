import { randomBytes } from 'node:crypto';
import { expect, test, type Page } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, newPerson } from '../support/fixtures.ts';

/**
 * Report abuse: a member reports a reply from /report-abuse?type=&id=, or with the
 * Report button on a real reply of a topic, and the report appears in the moderators' API list; a
 * visitor is asked to log in and comes back to it.
 */
test.describe.configure({ timeout: 90_000 });

interface QueuedReport {
  id: string;
  targetType: string;
  targetId: string;
  reason: string;
  note: string;
  status: string;
  targetPath: string | null;
  reporter: { id: string; displayName: string };
}

/** The demo moderator's view of the open reports of one type. */
async function moderatorQueue(page: Page, targetType: string): Promise<QueuedReport[]> {
  const res = await page.request.get(`/api/moderation/reports?status=open&targetType=${targetType}&limit=100`);
  expect(res.status(), await res.text()).toBe(200);
  return (await res.json()).items as QueuedReport[];
}

test('when a member reports a reply from /report-abuse, then the moderators’ list holds it and a second report of it is refused', async ({
  browser,
}) => {
  const replyId = randomBytes(12).toString('hex');
  const member = await newPerson(browser, { viewport: { width: 390, height: 844 }, open: false });
  const moderator = await newPerson(browser, { open: false });
  try {
    const user = newUser('reporter');
    await member.page.goto('/');
    await registerViaApi(member.page, user);

    await member.page.goto(`/report-abuse?type=forum_reply&id=${replyId}`);
    await expect(member.page.getByRole('heading', { level: 1, name: 'Report Abuse' })).toBeVisible();
    await expect(member.page.getByRole('heading', { name: 'Report this forum reply' })).toBeVisible();
    const form = member.page.getByRole('form', { name: 'Report form' });
    await expect(form.getByText('Reporting: Forum reply')).toBeVisible();
    // the reason is required
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByRole('alert').filter({ hasText: 'Choose a reason' })).toBeVisible();
    await form.getByLabel('Reason').selectOption({ label: 'Harassment or bullying' });
    await form.getByLabel('Note').fill('Calls another shooter names in every reply.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(member.page.getByRole('status').getByRole('heading', { name: 'Report sent' })).toBeVisible();
    expect(await member.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await loginViaApi(moderator.page, 'moderator', DEMO_PASSWORD);
    const queued = (await moderatorQueue(moderator.page, 'forum_reply')).filter((r) => r.targetId === replyId);
    expect(queued).toEqual([
      expect.objectContaining({
        targetType: 'forum_reply',
        reason: 'harassment',
        note: 'Calls another shooter names in every reply.',
        status: 'open',
        reporter: expect.objectContaining({ displayName: user.displayName }),
      }),
    ]);

    // the same reply again: refused, said above the form
    await member.page.goto(`/report-abuse?type=forum_reply&id=${replyId}`);
    const again = member.page.getByRole('form', { name: 'Report form' });
    await again.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
    await again.getByRole('button', { name: 'Send report' }).click();
    await expect(again.getByRole('alert').filter({ hasText: 'You have already reported this' })).toBeVisible();

    // a moderator resolves it through the API; a member may not read the queue
    const resolved = await apiPost(moderator.page, `/api/reports/${encodeURIComponent(queued[0]!.id)}/resolve`, {
      resolutionNote: 'Warned',
    });
    expect(resolved.status(), await resolved.text()).toBe(200);
    expect((await member.page.request.get('/api/moderation/reports')).status()).toBe(403);
  } finally {
    await member.context.close();
    await moderator.context.close();
  }
});

test('when a member clicks Report on a real forum reply, then the report reaches the moderators’ API list with a link to the reply', async ({
  browser,
}) => {
  const reporter = await newPerson(browser, { open: false });
  const replier = await newPerson(browser, { open: false });
  const moderator = await newPerson(browser, { open: false });
  try {
    await reporter.page.goto('/');
    const reporterUser = newUser('replyreporter');
    await registerViaApi(reporter.page, reporterUser);
    await replier.page.goto('/');
    await registerViaApi(replier.page, newUser('replyrude'));

    const topic = await apiPost(reporter.page, '/api/forum/topics', {
      title: `Range etiquette ${Date.now()}`,
      content: 'Quiet behind the line?',
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const topicId = ((await topic.json()) as { id: string }).id;
    const reply = await apiPost(replier.page, `/api/forum/topics/${topicId}/replies`, { content: 'Buy cheap shells at my shop, DM me' });
    expect(reply.status(), await reply.text()).toBe(201);
    const replyId = ((await reply.json()) as { id: string }).id;

    await reporter.page.goto(`/forum/topic/${topicId}`);
    const post = reporter.page.locator(`#reply-${replyId}`);
    await expect(post.getByText('Buy cheap shells at my shop, DM me')).toBeVisible();
    await post.getByRole('button', { name: /^Report reply by / }).click();
    const dialog = reporter.page.getByRole('dialog');
    const form = dialog.getByRole('form', { name: 'Report form' });
    await expect(form.getByText('Reporting: Forum reply')).toBeVisible();
    await form.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
    await form.getByLabel('Note').fill('Selling shells in the forum.');
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(dialog).toBeHidden();
    await expect(reporter.page.getByText('Report sent', { exact: true }).first()).toBeVisible();

    await loginViaApi(moderator.page, 'moderator', DEMO_PASSWORD);
    const queued = (await moderatorQueue(moderator.page, 'forum_reply')).filter((r) => r.targetId === replyId);
    expect(queued).toEqual([
      expect.objectContaining({
        targetType: 'forum_reply',
        reason: 'spam',
        note: 'Selling shells in the forum.',
        status: 'open',
        targetPath: `/forum/topic/${topicId}#reply-${replyId}`,
        reporter: expect.objectContaining({ displayName: reporterUser.displayName }),
      }),
    ]);
  } finally {
    await reporter.context.close();
    await replier.context.close();
    await moderator.context.close();
  }
});

test('when a visitor opens a report link, then the policy shows and logging in brings them back to the prefilled form', async ({
  browser,
}) => {
  const visitor = await newPerson(browser, { open: false });
  try {
    const user = newUser('visitorrep');
    // an account to log in with, made in another browser
    const other = await newPerson(browser, { open: false });
    await other.page.goto('/');
    await registerViaApi(other.page, user);
    await other.context.close();

    const topicId = randomBytes(12).toString('hex');
    await visitor.page.goto(`/report-abuse?type=forum_topic&id=${topicId}`);
    await expect(visitor.page.getByRole('heading', { name: 'What you can report' })).toBeVisible();
    await expect(visitor.page.getByRole('main').getByRole('link', { name: 'Content Policy' })).toHaveAttribute('href', '/content-policy');
    await visitor.page.getByRole('link', { name: 'Log in to report' }).click();
    await expect(visitor.page).toHaveURL(/\/auth\?returnTo=/);
    await visitor.page.getByLabel('Username', { exact: true }).fill(user.username);
    await visitor.page.getByLabel('Password', { exact: true }).fill(user.password);
    await visitor.page.getByRole('button', { name: 'Sign In' }).click();
    await expect(visitor.page).toHaveURL(new RegExp(`/report-abuse\\?type=forum_topic&id=${topicId}$`));
    await expect(visitor.page.getByRole('heading', { name: 'Report this forum topic' })).toBeVisible();
  } finally {
    await visitor.context.close();
  }
});

test('when a member reports a page by its link, then a topic link is reported as that topic', async ({ browser }) => {
  const member = await newPerson(browser, { open: false });
  const moderator = await newPerson(browser, { open: false });
  try {
    await member.page.goto('/');
    const user = newUser('linkrep');
    await registerViaApi(member.page, user);
    const topicId = randomBytes(12).toString('hex');
    await member.page.goto('/report-abuse');
    const form = member.page.getByRole('form', { name: 'Report form' });
    await form.getByLabel('Link to the content').fill(`https://evil.example/forum/topic/${topicId}`);
    await form.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(form.getByText('Paste a link to a page of this site')).toBeVisible();
    await form.getByLabel('Link to the content').fill(`/forum/topic/${topicId}`);
    await form.getByRole('button', { name: 'Send report' }).click();
    await expect(member.page.getByRole('heading', { name: 'Report sent' })).toBeVisible();

    await loginViaApi(moderator.page, 'moderator', DEMO_PASSWORD);
    const queued = (await moderatorQueue(moderator.page, 'forum_topic')).filter((r) => r.targetId === topicId);
    expect(queued).toEqual([
      expect.objectContaining({
        reason: 'spam',
        targetPath: `/forum/topic/${topicId}`,
        reporter: expect.objectContaining({ displayName: user.displayName }),
      }),
    ]);
  } finally {
    await member.context.close();
    await moderator.context.close();
  }
});
