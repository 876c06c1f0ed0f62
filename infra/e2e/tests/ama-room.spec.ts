import { expect, test } from '@playwright/test';
import { apiPost, DEMO_PASSWORD, loginViaApi, newUser, registerViaApi, newPerson } from '../support/fixtures.ts';

/**
 * The live AMA room: on a live AMA the stream is embedded, a member asks, another
 * (on a phone) upvotes, the demo moderator marks the question answered and everyone sees it move,
 * and the asker withdraws their other question. Early AMA access: on an upcoming AMA an Elite Trigger
 * member asks before it starts; the demo member (Pro Lane) sees the locked feature, a visitor neither.
 */
test.describe.configure({ timeout: 90_000 });

test('when members ask and upvote on a live AMA, then the queue orders by votes and the moderator marks a question answered', async ({
  browser,
}) => {
  const admin = await newPerson(browser);
  const asker = await newPerson(browser);
  const voter = await newPerson(browser, { viewport: { width: 390, height: 844 } });
  const moderator = await newPerson(browser);
  try {
    await loginViaApi(admin.page, 'admin', DEMO_PASSWORD);
    const title = `Live room e2e ${Date.now().toString(36)}`;
    const created = await apiPost(admin.page, '/api/amas', {
      title,
      description: 'Questions about pre-shot routines, live.',
      status: 'live',
      streamUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    });
    expect(created.status(), await created.text()).toBe(201);
    const amaId = (await created.json()).id as string;

    await registerViaApi(asker.page, newUser('asker'));
    await asker.page.goto(`/ama/${amaId}`);
    await expect(asker.page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    const player = asker.page.locator('iframe[title$="(live stream on YouTube)"]');
    await expect(player).toHaveAttribute('src', 'https://www.youtube-nocookie.com/embed/jNQXAC9IVRw');
    await expect(asker.page.getByText('No questions yet. Be the first to ask.')).toBeVisible();
    await asker.page.getByRole('button', { name: 'Ask Question' }).click();
    await expect(asker.page.getByText('Question is required')).toBeVisible();
    const first = 'How many dry mounts before the first squad?';
    const second = 'Do you change your hold point on station 5?';
    for (const text of [first, second]) {
      await asker.page.getByLabel('Your question', { exact: true }).fill(text);
      await asker.page.getByRole('button', { name: 'Ask Question' }).click();
      await expect(asker.page.getByRole('listitem', { name: text })).toBeVisible();
    }
    const mine = asker.page.getByRole('listitem', { name: second });
    await expect(mine.getByText('Your question')).toBeVisible();
    await expect(mine.getByRole('button', { name: 'Upvote' })).toHaveCount(0); // never one's own

    await registerViaApi(voter.page, newUser('voter'));
    await voter.page.goto(`/ama/${amaId}`);
    const queue = voter.page.getByRole('list', { name: 'Question queue' });
    const item = queue.getByRole('listitem', { name: second });
    await item.getByRole('button', { name: 'Upvote' }).click();
    await expect(item.getByRole('button', { name: 'Upvoted' })).toHaveAttribute('aria-pressed', 'true');
    await expect(item.getByText('1 vote')).toBeVisible();
    // a question can be reported to the moderators (the Report action of @trap/ui)
    await item.getByRole('button', { name: 'Report AMA question' }).click();
    const report = voter.page.getByRole('dialog', { name: 'Report AMA question' });
    await report.getByLabel('Reason').selectOption({ label: 'Spam or advertising' });
    await report.getByRole('button', { name: 'Send report' }).click();
    await expect(voter.page.getByText('Report sent', { exact: true })).toBeVisible();
    await expect(report).toHaveCount(0);
    // the most voted question leads the queue
    await expect(queue.getByRole('listitem').first()).toHaveAccessibleName(second);
    expect(await voter.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

    await loginViaApi(moderator.page, 'moderator', DEMO_PASSWORD);
    const secondId = (await (await asker.page.request.get(`/api/amas/${amaId}/questions`)).json()).items.find(
      (q: { text: string }) => q.text === second,
    ).id as string;
    const reports = await moderator.page.request.get(`/api/moderation/reports?targetType=ama_question&targetId=${secondId}`);
    expect((await reports.json()).items).toEqual([expect.objectContaining({ reason: 'spam', targetPath: `/ama/${amaId}` })]);
    await moderator.page.goto(`/ama/${amaId}`);
    await moderator.page
      .getByRole('list', { name: 'Question queue' })
      .getByRole('listitem', { name: second })
      .getByRole('button', { name: 'Mark answered' })
      .click();
    const answered = moderator.page.getByRole('list', { name: 'Answered questions' });
    await expect(answered.getByRole('listitem', { name: second })).toBeVisible();
    await expect(moderator.page.getByRole('list', { name: 'Question queue' }).getByRole('listitem')).toHaveCount(1);

    // the asker's room follows without a reload (it asks again every 10 s)
    await expect(asker.page.getByRole('list', { name: 'Answered questions' }).getByRole('listitem', { name: second })).toBeVisible({
      timeout: 20_000,
    });
    await expect(asker.page.getByRole('list', { name: 'Answered questions' }).getByText('Answered', { exact: true })).toBeVisible();
    // members have no Mark answered
    await expect(voter.page.getByRole('button', { name: 'Mark answered' })).toHaveCount(0);

    // the asker withdraws the open one, after a confirmation
    await asker.page.getByRole('listitem', { name: first }).getByRole('button', { name: 'Withdraw' }).click();
    const dialog = asker.page.getByRole('alertdialog', { name: 'Withdraw your question?' });
    await dialog.getByRole('button', { name: 'Withdraw question' }).click();
    await expect(asker.page.getByRole('listitem', { name: first })).toHaveCount(0);
    await expect(asker.page.getByText('No questions yet. Be the first to ask.')).toBeVisible();
  } finally {
    for (const p of [admin, asker, voter, moderator]) await p.context.close();
  }
});

test('when a visitor opens a live AMA, then they read the queue and are asked to log in to ask', async ({ page }) => {
  const live = await page.request.get('/api/amas/live');
  const amas = (await live.json()) as { id: string }[];
  test.skip(!amas.length, 'no live AMA in the demo data');
  await page.goto(`/ama/${amas[0]!.id}`);
  await expect(page.getByRole('heading', { name: 'Questions' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Log in to ask a question' })).toHaveAttribute(
    'href',
    `/auth?returnTo=${encodeURIComponent(`/ama/${amas[0]!.id}`)}`,
  );
  await expect(page.getByRole('button', { name: 'Ask Question' })).toHaveCount(0);
});

test('when an Elite Trigger member asks on an upcoming AMA, then the question is in the queue; a Pro Lane member sees the locked feature', async ({
  browser,
}) => {
  const elite = await newPerson(browser);
  const pro = await newPerson(browser);
  const visitor = await newPerson(browser);
  try {
    const upcoming = (await (await visitor.page.request.get('/api/amas/upcoming')).json()) as { id: string; title: string }[];
    expect(upcoming.length, 'the demo data has upcoming sessions').toBeGreaterThan(0);
    const ama = upcoming[0]!;

    await registerViaApi(elite.page, newUser('early')); // given Elite Trigger
    await elite.page.goto(`/ama/${ama.id}`);
    await expect(elite.page.getByRole('heading', { level: 1, name: ama.title })).toBeVisible();
    await expect(elite.page.getByTestId('ama-early-note')).toContainText('Elite Trigger members may ask before the session starts');
    const text = `What do you practise the week before a final? ${Date.now().toString(36)}`;
    await elite.page.getByLabel('Your question', { exact: true }).fill(text);
    const [asked] = await Promise.all([
      elite.page.waitForResponse((r) => r.url().endsWith(`/api/amas/${ama.id}/questions`) && r.request().method() === 'POST'),
      elite.page.getByRole('button', { name: 'Ask Question' }).click(),
    ]);
    expect(asked.status(), await asked.text()).toBe(201);
    const mine = elite.page.getByRole('list', { name: 'Question queue' }).getByRole('listitem', { name: text });
    await expect(mine).toBeVisible();
    await expect(mine.getByText('Your question')).toBeVisible();

    await loginViaApi(pro.page, 'member', DEMO_PASSWORD);
    await pro.page.goto(`/ama/${ama.id}`);
    const locked = pro.page.getByRole('region', { name: 'Early AMA access (locked)' });
    await expect(locked).toBeVisible();
    await expect(locked.getByRole('link', { name: 'Upgrade to Elite Trigger' })).toHaveAttribute('href', '/checkout/elite_trigger');
    await expect(pro.page.getByRole('button', { name: 'Ask Question' })).toHaveCount(0);
    await expect(pro.page.getByText(text)).toHaveCount(0);

    // a visitor's page is as before: the reminder, no questions and no locked feature
    await visitor.page.goto(`/ama/${ama.id}`);
    await expect(visitor.page.getByRole('button', { name: 'Set Reminder' })).toBeVisible();
    await expect(visitor.page.getByRole('heading', { name: 'Questions' })).toHaveCount(0);
    await expect(visitor.page.getByRole('region', { name: 'Early AMA access (locked)' })).toHaveCount(0);
  } finally {
    for (const p of [elite, pro, visitor]) await p.context.close();
  }
});
