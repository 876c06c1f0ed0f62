import { expect, test, type Browser, type Page } from '@playwright/test';
import { expectAuditEntry } from '../support/audit-log.ts';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, newPerson } from '../support/fixtures.ts';

/**
 * The moderator area (SPEC 2.4): the demo moderator locks and pins a member's topic
 * with a reason and the author sees it locked and is told why; acts on a reported reply (hides it,
 * resolves the report) so guests no longer see it and the reporter is told; and the area fits a
 * phone (390 px) with every link of its menu on screen.
 */
test.describe.configure({ timeout: 120_000 });

async function member(browser: Browser, tag: string) {
  const p = await newPerson(browser);
  const user = newUser(tag);
  await registerViaApi(p.page, user);
  return { ...p, user };
}

async function newTopic(page: Page, title: string): Promise<string> {
  const res = await apiPost(page, '/api/forum/topics', { title, content: 'Where do you hold on station 4?' });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: string }).id;
}

/** Waits until the member has a notification whose text contains `text`. */
async function expectNotified(page: Page, text: string) {
  await expect
    .poll(async () => JSON.stringify(await (await page.request.get('/api/notifications')).json()), { timeout: 30_000 })
    .toContain(text);
}

async function moderate(page: Page, button: string, reason: string, confirm: string) {
  await page.getByRole('button', { name: button, exact: true }).first().click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Reason').fill(reason);
  await dialog.getByRole('button', { name: confirm, exact: true }).click();
  await expect(dialog).toHaveCount(0);
}

test('when the moderator locks and pins a topic with a reason, then the author sees it locked and pinned and is told why', async ({
  browser,
}) => {
  const author = await member(browser, 'modauthor');
  const mod = await newPerson(browser);
  try {
    const title = `Station four holds ${Date.now()}`;
    const topicId = await newTopic(author.page, title);
    await loginViaApi(mod.page, 'moderator', DEMO_PASSWORD);

    await mod.page.goto('/moderator/forum');
    await expect(mod.page.getByRole('heading', { level: 1, name: 'Forum Moderation' })).toBeVisible();
    await mod.page.getByLabel('Search titles').fill(title);
    await mod.page.getByRole('button', { name: new RegExp(title) }).click();
    const topic = mod.page.getByTestId('moderated-topic');
    await expect(topic.getByRole('heading', { name: title })).toBeVisible();

    // a reason is required
    await topic.getByRole('button', { name: 'Lock', exact: true }).click();
    await mod.page.getByRole('dialog').getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(mod.page.getByRole('dialog').getByText('Give a reason: the author is told')).toBeVisible();
    await mod.page.getByRole('dialog').getByLabel('Reason').fill('Answered in full, thanks everyone');
    await mod.page.getByRole('dialog').getByRole('button', { name: 'Lock', exact: true }).click();
    await expect(topic.getByText('Locked', { exact: true })).toBeVisible();
    await moderate(mod.page, 'Pin', 'A useful reference for new shooters', 'Pin');
    await expect(topic.getByText('Pinned', { exact: true })).toBeVisible();

    await author.page.goto(`/forum/topic/${topicId}`);
    await expect(author.page.getByText('This topic is locked. New replies are not accepted.')).toBeVisible();
    const refused = await apiPost(author.page, `/api/forum/topics/${topicId}/replies`, { content: 'One more thing' });
    expect(refused.status()).toBe(409);
    // pinned topics list first in their category
    const listed = (await (await author.page.request.get('/api/forum/categories/64f0a0000000000000000005/topics?pageSize=50')).json()) as {
      items: { id: string; pinned: boolean }[];
    };
    const at = listed.items.findIndex((t) => t.id === topicId);
    expect(at).toBeGreaterThanOrEqual(0);
    expect(listed.items.slice(0, at + 1).every((t) => t.pinned)).toBe(true);
    await expectNotified(author.page, 'Reason: Answered in full, thanks everyone');
  } finally {
    await author.context.close();
    await mod.context.close();
  }
});

test('when the moderator acts on a reported reply, then guests no longer see it, its author and the reporter are told, and the audit log has it', async ({
  browser,
}) => {
  const author = await member(browser, 'modtopic');
  const rude = await member(browser, 'modrude');
  const mod = await newPerson(browser);
  try {
    const topicTitle = `Choke advice ${Date.now()}`;
    const topic = await apiPost(author.page, '/api/forum/topics', {
      title: topicTitle,
      content: '## Which choke\n\nI use **half** choke on station 3.',
    });
    expect(topic.status(), await topic.text()).toBe(201);
    const topicId = ((await topic.json()) as { id: string }).id;
    const stamp = Date.now();
    // markdown as members write it, with a script link that must never become one
    const content = `Only idiots shoot **full choke** ${stamp}\n\n[see here](javascript:alert(1))`;
    const reply = await apiPost(rude.page, `/api/forum/topics/${topicId}/replies`, { content });
    const replyId = ((await reply.json()) as { id: string }).id;
    const note = `Insulting other members ${Date.now()}`;
    const report = await apiPost(author.page, '/api/reports', {
      targetType: 'forum_reply',
      targetId: replyId,
      reason: 'harassment',
      note,
      targetPath: `/forum/topic/${topicId}#reply-${replyId}`,
    });
    expect(report.status(), await report.text()).toBe(201);

    await loginViaApi(mod.page, 'moderator', DEMO_PASSWORD);
    await mod.page.goto('/moderator');
    await expect(mod.page.getByTestId('queue-open-reports')).toBeVisible();
    await mod.page.getByTestId('queue-open-reports').click();
    await expect(mod.page).toHaveURL(/\/moderator\/reports$/);
    const card = mod.page.getByTestId('report').filter({ hasText: note });
    // the card shows what was reported, rendered as members see it, and the reporter's note under its own label
    const reportedText = card.getByTestId('reported-content');
    await expect(reportedText.getByText('Reported forum reply')).toBeVisible();
    await expect(reportedText.getByText(`in “${topicTitle}”`)).toBeVisible();
    await expect(reportedText.getByTestId('reported-text')).toContainText(`Only idiots shoot full choke ${stamp}`);
    await expect(reportedText.getByTestId('reported-text').locator('strong')).toHaveText('full choke');
    await expect(reportedText).not.toContainText('**');
    await expect(reportedText.locator('a[href^="javascript"]')).toHaveCount(0);
    await expect(card.getByTestId('reporter-note')).toContainText('Reporter’s note');
    await expect(card.getByTestId('reporter-note')).toContainText(note);
    await expect(reportedText).not.toContainText(note);

    await card.getByRole('button', { name: 'See the item in context' }).click();
    // in context too, the topic and its replies are rendered markdown
    const body = card.getByTestId('moderated-topic-body');
    await expect(body.getByRole('heading', { name: 'Which choke' })).toBeVisible();
    await expect(body.locator('strong')).toHaveText('half');
    await expect(body).not.toContainText('##');
    const reported = card.getByTestId(`reply-${replyId}`);
    await expect(reported).toContainText(`Only idiots shoot full choke ${stamp}`);
    await expect(reported.locator('strong')).toHaveText('full choke');
    await reported.getByRole('button', { name: 'Hide reply' }).click();
    await mod.page.getByRole('dialog').getByLabel('Reason').fill('Insults are not allowed in the forum');
    await mod.page.getByRole('dialog').getByRole('button', { name: 'Hide reply' }).click();
    await expect(reported.getByText('Hidden: Insults are not allowed in the forum')).toBeVisible();
    await card.getByRole('button', { name: 'Action taken' }).click();
    await mod.page.getByRole('dialog').getByLabel('Note').fill('Reply hidden');
    await mod.page.getByRole('dialog').getByRole('button', { name: 'Resolve report' }).click();
    await expect(mod.page.getByTestId('report').filter({ hasText: note })).toHaveCount(0);

    const guest = await browser.newContext();
    const guestView = await guest.request.get(`/api/forum/topics/${topicId}`);
    expect(guestView.status()).toBe(200);
    expect(((await guestView.json()) as { replies: { id: string }[] }).replies.map((r) => r.id)).not.toContain(replyId);
    await guest.close();
    await rude.page.goto(`/forum/topic/${topicId}`);
    await expect(rude.page.getByText(`${stamp}`)).toHaveCount(0);
    await expectNotified(rude.page, 'Reason: Insults are not allowed in the forum');
    await expectNotified(author.page, 'Your report was reviewed');
    await expectAuditEntry(
      browser,
      {
        action: 'forum_reply.hide',
        texts: [`forum_reply: Only idiots shoot full choke ${stamp}`, 'Reason: Insults are not allowed in the forum'],
      },
      async (entry) => {
        await expect(entry.getByRole('list', { name: 'Changes' }).getByText('Hidden: false → true', { exact: true })).toBeVisible();
        await expect(entry.getByText('Forum Moderator', { exact: true })).toBeVisible();
      },
    );
  } finally {
    for (const p of [author, rude, mod]) await p.context.close();
  }
});

test('on a phone, the moderator area fits 390 px with its whole menu on screen', async ({ browser }) => {
  const mod = await newPerson(browser, { viewport: { width: 390, height: 844 } });
  try {
    await loginViaApi(mod.page, 'moderator', DEMO_PASSWORD);
    for (const [path, heading] of [
      ['/moderator', 'Moderator Dashboard'],
      ['/moderator/forum', 'Forum Moderation'],
      ['/moderator/reports', 'Reported Content'],
    ] as const) {
      await mod.page.goto(path);
      await expect(mod.page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      expect(await mod.page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
      const nav = mod.page.getByRole('navigation', { name: 'Moderator navigation' });
      for (const link of ['Dashboard', 'Forum Moderation', 'Reported Content']) {
        const box = await nav.getByRole('link', { name: link }).boundingBox();
        expect(box, link).not.toBeNull();
        expect(box!.x + box!.width, `${link} on ${path}`).toBeLessThanOrEqual(390);
      }
    }
  } finally {
    await mod.context.close();
  }
});
