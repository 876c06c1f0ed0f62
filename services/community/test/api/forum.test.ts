import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, forumReplyDeleted, forumReplyPosted, forumTopicPublished, type UserSnapshot } from '@trap/contracts';
import { fetchJson, outboxSettled, publishedData, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';
import { ForumDemoRepository, ForumDemoSeeder } from '../../src/modules/forum/forum.demo.ts';
import { ForumRepository } from '../../src/modules/forum/forum.repository.ts';

/**
 * The forum through the real HTTP server and stores: categories with real counts, hot and latest,
 * a category's topics, a topic with replies, quoting, editing and deleting, locked and pinned
 * topics, unread marks, the refusals (400/403/404/409) and the events a reply and a topic publish.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const TECHNIQUE = '64f0a0000000000000000001';
const GEAR = '64f0a0000000000000000002';
const UNKNOWN = '0123456789abcdef01234567';

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string, extra: Partial<UserSnapshot> = {}): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, ...extra }))).id);
  return { id, token: await svc.loginAs({ userId: id }) };
}

const get = (path: string, who?: Member) => fetchJson(url(path), { token: who?.token });
const post = (who: Member | undefined, path: string, json: unknown) => fetchJson(url(path), { token: who?.token, json });
const newTopic = async (who: Member, json: Record<string, unknown> = {}) => {
  const res = await post(who, '/api/forum/topics', {
    title: 'Hold points on station 4',
    content: 'Where do you **hold**?',
    categoryId: TECHNIQUE,
    ...json,
  });
  expect(res.status).toBe(201);
  return res.body as { id: string; title: string; createdAt: string };
};
const reply = (who: Member, topicId: string, json: Record<string, unknown>) => post(who, `/api/forum/topics/${topicId}/replies`, json);
const replyOk = async (who: Member, topicId: string, content: string, quoteReplyId?: string) => {
  const res = await reply(who, topicId, { content, ...(quoteReplyId ? { quoteReplyId } : {}) });
  expect(res.status).toBe(201);
  return res.body as { id: string };
};
const topics = () => svc.ctx.conn.collection<{ _id: string }>('forum_topics');
const noticesFor = (replyId: string) => publishedData(svc, communityNoticeIssued, (d) => d.entityId === replyId);

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('categories', () => {
  it('when a member posts a topic and others reply, then the category counts them for real', async () => {
    const before = (await get('/api/forum/categories')).body as { id: string; topicCount: number; replyCount: number }[];
    expect(before.map((c) => c.id)).toContain(TECHNIQUE);
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(before[0]).toMatchObject({ name: 'Technique & Training', iconName: 'bullseye' });
    const gearBefore = before.find((c) => c.id === GEAR)!;

    const asha = await member('Asha Trap');
    const ravi = await member('Ravi Skeet');
    const topic = await newTopic(asha, { categoryId: GEAR, title: 'Choke for the second barrel' });
    await replyOk(ravi, topic.id, 'Full, always.');
    await replyOk(asha, topic.id, 'Thanks!');

    const after = (await get('/api/forum/categories')).body as {
      id: string;
      topicCount: number;
      replyCount: number;
      lastActivityAt: string;
    }[];
    const gear = after.find((c) => c.id === GEAR)!;
    expect(gear.topicCount).toBe(gearBefore.topicCount + 1);
    expect(gear.replyCount).toBe(gearBefore.replyCount + 2);
    expect(Date.parse(gear.lastActivityAt)).toBeGreaterThan(Date.now() - 60_000);
  });

  it('when a category is asked for, then it comes with its topics paged, pinned first; unknown is 404, a bad id 400', async () => {
    const asha = await member('Asha Pinned');
    const pinned = await newTopic(asha, { title: 'Read me first' });
    await outboxSettled(topics(), pinned.id);
    // pinned as a moderator pins it (through the repository: the read models follow the topic)
    await new ForumRepository(svc.ctx).updateTopic(pinned.id, () => ({ set: { pinned: true }, events: [] }));
    const later = await newTopic(asha, { title: 'A later topic' });

    const page = await get(`/api/forum/categories/${TECHNIQUE}?pageSize=2`);
    expect(page.status).toBe(200);
    expect(page.body.category).toMatchObject({ id: TECHNIQUE, name: 'Technique & Training' });
    expect(page.body.items.map((t: { id: string }) => t.id)).toEqual([pinned.id, later.id]);
    expect(page.body.items[0]).toMatchObject({
      pinned: true,
      author: { id: asha.id, displayName: 'Asha Pinned', avatarUrl: null, profileUrl: `/members/${asha.id}` },
    });
    expect(page.body).toMatchObject({ page: 1, pageSize: 2 });
    expect(page.body.total).toBeGreaterThanOrEqual(2);

    const second = await get(`/api/forum/categories/${TECHNIQUE}/topics?page=2&pageSize=1`);
    expect(second.status).toBe(200);
    expect(second.body.items.map((t: { id: string }) => t.id)).toEqual([later.id]);

    expect((await get(`/api/forum/categories/${UNKNOWN}`)).status).toBe(404);
    expect((await get(`/api/forum/categories/${UNKNOWN}/topics`)).status).toBe(404);
    const bad = await get('/api/forum/categories/nope');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
    const badPage = await get(`/api/forum/categories/${TECHNIQUE}/topics?pageSize=500&page=0`);
    expect(badPage.status).toBe(400);
    expect(badPage.body.error.fields).toMatchObject({ pageSize: 'Page size must be at most 50', page: 'Page must be at least 1' });
  });
});

describe('topics', () => {
  it('when a member posts a topic, then it is first in latest and leaves a search event', async () => {
    const asha = await member('Asha Latest');
    const topic = await newTopic(asha, { title: 'Best  lens for haze', content: '# Lenses\n\nPurple or **orange**?' });
    expect(topic).toMatchObject({
      title: 'Best  lens for haze',
      content: '# Lenses\n\nPurple or **orange**?',
      excerpt: 'Lenses Purple or orange?',
      replyCount: 0,
      views: 0,
      locked: false,
    });
    const latest = await get('/api/forum/topics/latest?pageSize=5');
    expect(latest.status).toBe(200);
    expect(latest.body.items[0]).toMatchObject({
      id: topic.id,
      categoryName: 'Technique & Training',
      author: { displayName: 'Asha Latest' },
    });

    expect(await publishedData(svc, forumTopicPublished, (d) => d.topicId === topic.id)).toEqual([
      {
        topicId: topic.id,
        title: 'Best  lens for haze',
        body: 'Lenses Purple or orange?',
        url: `/forum/topic/${topic.id}`,
        authorId: asha.id,
        postedAt: topic.createdAt,
      },
    ]);
  });

  it('when a guest posts, then 401; bad input is 400 with field messages and nothing is stored', async () => {
    const asha = await member('Asha Invalid');
    expect((await post(undefined, '/api/forum/topics', { title: 'x', content: 'y', categoryId: TECHNIQUE })).status).toBe(401);
    const bad = await post(asha, '/api/forum/topics', { title: '  ', content: '', categoryId: 'general' });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({
      title: 'Title is required',
      content: 'Content is required',
      categoryId: 'Choose a category',
    });
    const long = await post(asha, '/api/forum/topics', { title: 'x'.repeat(201), content: 'y', categoryId: TECHNIQUE });
    expect(long.body.error.fields).toMatchObject({ title: 'Title must be at most 200 characters' });
    const unknown = await post(asha, '/api/forum/topics', { title: 'Fine', content: 'Fine', categoryId: UNKNOWN });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.fields).toMatchObject({ categoryId: 'Category not found' });
    expect(await topics().countDocuments({ authorId: asha.id })).toBe(0);
  });

  it('when a topic names no category, then it goes to General Discussion', async () => {
    const asha = await member('Asha General');
    const res = await post(asha, '/api/forum/topics', { title: 'Hello from Pune', content: 'First post!' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ categoryId: '64f0a0000000000000000005', categoryName: 'General Discussion' });
  });

  it('when a topic is opened, then replies come in order and a view counts once per viewer per day', async () => {
    const asha = await member('Asha Views');
    const ravi = await member('Ravi Views');
    const topic = await newTopic(asha);
    const first = await replyOk(ravi, topic.id, 'First');
    const second = await replyOk(asha, topic.id, 'Second');

    const guest1 = await get(`/api/forum/topics/${topic.id}`);
    expect(guest1.status).toBe(200);
    expect(guest1.body.replies.map((r: { id: string }) => r.id)).toEqual([first.id, second.id]);
    expect(guest1.body).toMatchObject({ id: topic.id, views: 1, replyCount: 2 });
    expect(guest1.body.lastReadReplyCount).toBeNull();
    expect(guest1.body.replies[0]).toMatchObject({ mine: false, canEdit: false, author: { displayName: 'Ravi Views' } });
    expect((await get(`/api/forum/topics/${topic.id}`)).body.views).toBe(1);
    const byRavi = await get(`/api/forum/topics/${topic.id}`, ravi);
    expect(byRavi.body.views).toBe(2);
    expect(byRavi.body.replies[0]).toMatchObject({ mine: true, canEdit: true });
    expect((await get(`/api/forum/topics/${topic.id}`, ravi)).body.views).toBe(2);

    expect((await get(`/api/forum/topics/${UNKNOWN}`)).status).toBe(404);
    const bad = await get('/api/forum/topics/abc');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toHaveProperty('id');
  });

  it('when a member opens a topic, then their read mark remembers its replies and later replies show as unread', async () => {
    const asha = await member('Asha Unread');
    const ravi = await member('Ravi Unread');
    const topic = await newTopic(asha);
    await replyOk(ravi, topic.id, 'One');
    const firstVisit = await get(`/api/forum/topics/${topic.id}`, asha);
    expect(firstVisit.body.lastReadReplyCount).toBeNull();
    await replyOk(ravi, topic.id, 'Two');
    await replyOk(ravi, topic.id, 'Three');
    const marks = await get('/api/forum/read-marks', asha);
    expect(marks.status).toBe(200);
    expect(marks.body.topics[topic.id]).toBe(1);
    const second = await get(`/api/forum/topics/${topic.id}`, asha);
    expect(second.body.lastReadReplyCount).toBe(1);
    expect((await get('/api/forum/read-marks', asha)).body.topics[topic.id]).toBe(3);
    expect((await get('/api/forum/read-marks')).status).toBe(401);
  });

  it('when topics get replies and views, then hot ranks recent activity first and bad limits are 400', async () => {
    const asha = await member('Asha Hot');
    const ravi = await member('Ravi Hot');
    const quiet = await newTopic(asha, { title: 'A quiet topic' });
    const busy = await newTopic(asha, { title: 'A busy topic' });
    for (let i = 0; i < 4; i++) await replyOk(ravi, busy.id, `Reply ${i}`);
    const hot = await get('/api/forum/topics/hot?limit=20');
    expect(hot.status).toBe(200);
    const ids = hot.body.map((t: { id: string }) => t.id);
    expect(ids.indexOf(busy.id)).toBeGreaterThanOrEqual(0);
    expect(ids.indexOf(busy.id)).toBeLessThan(ids.indexOf(quiet.id) === -1 ? Infinity : ids.indexOf(quiet.id));
    expect(hot.body.find((t: { id: string }) => t.id === busy.id)).toMatchObject({ replyCount: 4 });
    expect((await get('/api/forum/topics/hot')).body.length).toBeLessThanOrEqual(5);
    const bad = await get('/api/forum/topics/hot?limit=100');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ limit: 'Limit must be at most 20' });
  });

  it('when latest is asked for with bad paging, then 400 names each field', async () => {
    const bad = await get('/api/forum/topics/latest?page=0&pageSize=51');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ page: 'Page must be at least 1', pageSize: 'Page size must be at most 50' });
    const fraction = await get('/api/forum/topics/latest?page=1.5&pageSize=0');
    expect(fraction.status).toBe(400);
    expect(fraction.body.error.fields).toEqual({ page: 'Page must be a whole number', pageSize: 'Page size must be at least 1' });
    const beyond = await get('/api/forum/topics/latest?page=10001');
    expect(beyond.status).toBe(400);
    expect(beyond.body.error.fields).toEqual({ page: 'Page must be at most 10000' });
  });
});

describe('replies', () => {
  it("when a member replies, then the topic's author and earlier repliers are told, never the replier, with a link to the reply", async () => {
    const asha = await member('Asha Author');
    const ravi = await member('Ravi Replier');
    const meera = await member('Meera Third');
    const topic = await newTopic(asha, { title: 'Station 4 again' });

    const r1 = await replyOk(ravi, topic.id, 'Hold **lower**.');
    expect(await noticesFor(r1.id)).toEqual([
      expect.objectContaining({
        entityType: 'forum_reply',
        userIds: [asha.id],
        title: 'New reply in "Station 4 again"',
        message: 'Ravi Replier replied: Hold lower.',
        actionUrl: `/forum/topic/${topic.id}#reply-${r1.id}`,
      }),
    ]);
    const r2 = await replyOk(meera, topic.id, 'Agree with Ravi', r1.id);
    expect((await noticesFor(r2.id))[0]!.userIds.sort()).toEqual([asha.id, ravi.id].sort());
    const r3 = await replyOk(asha, topic.id, 'Thanks both');
    expect((await noticesFor(r3.id))[0]!.userIds.sort()).toEqual([ravi.id, meera.id].sort());

    const view = await get(`/api/forum/topics/${topic.id}`);
    expect(view.body.replies[1].quote).toEqual({ replyId: r1.id, authorName: 'Ravi Replier', excerpt: 'Hold lower.' });
  });

  it('when the author replies to their own topic alone, then nobody is told', async () => {
    const asha = await member('Asha Alone');
    const topic = await newTopic(asha);
    const r = await replyOk(asha, topic.id, 'Bump');
    expect(await noticesFor(r.id)).toEqual([]);
  });

  it('when a reply is bad, quotes a reply of another topic, or goes to an unknown or locked topic, then it is refused and nothing is stored', async () => {
    const asha = await member('Asha Refused');
    const ravi = await member('Ravi Refused');
    const topic = await newTopic(asha);
    const other = await newTopic(asha);
    const elsewhere = await replyOk(ravi, other.id, 'Elsewhere');

    const empty = await reply(ravi, topic.id, { content: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toMatchObject({ content: 'Reply is required' });
    const long = await reply(ravi, topic.id, { content: 'x'.repeat(10_001) });
    expect(long.body.error.fields).toMatchObject({ content: 'Reply must be at most 10000 characters' });
    const badQuote = await reply(ravi, topic.id, { content: 'Quoting', quoteReplyId: elsewhere.id });
    expect(badQuote.status).toBe(400);
    expect(badQuote.body.error.fields).toMatchObject({ quoteReplyId: 'The quoted reply is not in this topic' });
    expect((await reply(ravi, UNKNOWN, { content: 'Hello' })).status).toBe(404);
    expect((await post(undefined, `/api/forum/topics/${topic.id}/replies`, { content: 'Guest' })).status).toBe(401);

    await outboxSettled(topics(), topic.id);
    await topics().updateOne({ _id: topic.id }, { $set: { locked: true } });
    const locked = await reply(ravi, topic.id, { content: 'Too late' });
    expect(locked.status).toBe(409);
    expect(locked.body.error.message).toBe('This topic is locked');
    const view = await get(`/api/forum/topics/${topic.id}`);
    expect(view.body).toMatchObject({ locked: true, replyCount: 0 });
    expect(view.body.replies).toEqual([]);
  });

  it("when a member edits their reply within the window, then it changes; another member's reply is 403, after the window 409", async () => {
    const asha = await member('Asha Edit');
    const ravi = await member('Ravi Edit');
    const topic = await newTopic(asha);
    const r = await replyOk(ravi, topic.id, 'Frist');
    const path = `/api/forum/topics/${topic.id}/replies/${r.id}`;

    const edited = await fetchJson(url(path), { token: ravi.token, method: 'PATCH', json: { content: 'First' } });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({ id: r.id, content: 'First', mine: true, canEdit: true });
    expect(Date.parse(edited.body.editedAt)).toBeGreaterThan(Date.now() - 60_000);

    const bad = await fetchJson(url(path), { token: ravi.token, method: 'PATCH', json: { content: '' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toMatchObject({ content: 'Reply is required' });
    const notMine = await fetchJson(url(path), { token: asha.token, method: 'PATCH', json: { content: 'Hijacked' } });
    expect(notMine.status).toBe(403);
    expect(
      (
        await fetchJson(url(`/api/forum/topics/${topic.id}/replies/${UNKNOWN}`), {
          token: ravi.token,
          method: 'PATCH',
          json: { content: 'x' },
        })
      ).status,
    ).toBe(404);
    expect(
      (await fetchJson(url(`/api/forum/topics/${UNKNOWN}/replies/${r.id}`), { token: ravi.token, method: 'PATCH', json: { content: 'x' } }))
        .status,
    ).toBe(404);

    await outboxSettled(topics(), topic.id);
    await svc.ctx.conn
      .collection<{ _id: string }>('forum_reply_pages')
      .updateOne({ _id: `${topic.id}:0` }, { $set: { 'replies.0.createdAt': new Date(Date.now() - 2 * 3_600_000) } });
    const late = await fetchJson(url(path), { token: ravi.token, method: 'PATCH', json: { content: 'Too late' } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('Replies can be edited for 60 minutes after posting');
    const view = await get(`/api/forum/topics/${topic.id}`, ravi);
    expect(view.body.replies[0]).toMatchObject({ content: 'First', canEdit: false, mine: true });
  });

  it("when a member deletes their reply, then it goes and the count drops; another member's reply is 403 and stays", async () => {
    const asha = await member('Asha Delete');
    const ravi = await member('Ravi Delete');
    const topic = await newTopic(asha);
    const mine = await replyOk(ravi, topic.id, 'Mine');
    const hers = await replyOk(asha, topic.id, 'Hers');
    const del = (who: Member, replyId: string, topicId = topic.id) =>
      fetchJson(url(`/api/forum/topics/${topicId}/replies/${replyId}`), { token: who.token, method: 'DELETE' });

    expect((await del(ravi, hers.id)).status).toBe(403);
    expect((await del(ravi, mine.id)).status).toBe(204);
    expect((await del(ravi, mine.id)).status).toBe(404);
    expect((await del(ravi, mine.id, UNKNOWN)).status).toBe(404);
    expect((await fetchJson(url(`/api/forum/topics/${topic.id}/replies/nope`), { token: ravi.token, method: 'DELETE' })).status).toBe(400);
    const view = await get(`/api/forum/topics/${topic.id}`);
    expect(view.body.replies.map((r: { id: string }) => r.id)).toEqual([hers.id]);
    expect(view.body.replyCount).toBe(1);
    // the activity feed drops it: one event, for the deleted reply only
    expect(await publishedData(svc, forumReplyDeleted, (d) => d.topicId === topic.id)).toEqual([{ topicId: topic.id, replyId: mine.id }]);
  });
});

describe('demo data', () => {
  it('when the demo member is known, then the demo conversations are stored once, with fictional members as authors', async () => {
    const demoMember = await member('Arjun Mehta', { username: 'member' });
    const seeder = new ForumDemoSeeder(new ForumDemoRepository(svc.ctx), new ForumRepository(svc.ctx), svc.ctx.logger, () => undefined);
    expect(await seeder.seed()).toBe(true);
    expect(await seeder.seed()).toBe(true);
    const demo = await topics().find({ demo: true }).toArray();
    expect(demo.length).toBeGreaterThanOrEqual(20);
    expect(demo.reduce((n, t) => n + (t as unknown as { replyCount: number }).replyCount, 0)).toBeGreaterThanOrEqual(80);
    const latest = await get('/api/forum/topics/latest?pageSize=50');
    const authors = new Set(latest.body.items.map((t: { author: { displayName: string } }) => t.author.displayName));
    expect(authors).toContain('Arjun Mehta');
    expect(authors).toContain('Vikram Rathore');
    expect([...authors]).not.toContain('Former member');
    expect(demoMember.id).toBeTruthy();

    // two of them in Hindi, answered in Hindi by fictional members and the demo member
    const devanagari = /[\u0900-\u097F]/;
    const hindi = (demo as unknown as { _id: string; title: string }[]).filter((t) => devanagari.test(t.title));
    expect(hindi.map((t) => t.title).sort()).toEqual(
      ['सर्दियों की सुबह के अभ्यास के लिए कौन-सा कारतूस?', 'स्टेशन 3 पर सीधे टारगेट पर निशाना क्यों चूकता है?'].sort(),
    );
    for (const t of hindi) {
      const view = (await get(`/api/forum/topics/${t._id}`)).body;
      expect(view.content).toMatch(devanagari);
      expect(view.replies.length).toBeGreaterThanOrEqual(4);
      for (const r of view.replies as { content: string }[]) expect(r.content).toMatch(devanagari);
      const repliers = new Set(view.replies.map((r: { author: { displayName: string } }) => r.author.displayName));
      expect(repliers).toContain('Arjun Mehta');
      expect(repliers).toContain('Harpreet Sandhu');
    }
    // site search hears of them with their Hindi words
    const searched = new Map((await publishedData(svc, forumTopicPublished)).map((d) => [d.topicId, d]));
    for (const t of hindi) expect(searched.get(t._id)?.title).toBe(t.title);
    expect(hindi.some((t) => searched.get(t._id)!.body.includes('अभ्यास'))).toBe(true);
  });
});

describe('forum activity for analytics', () => {
  it('when a member replies, even in their own topic with nobody to tell, then community.forum_reply.posted names the reply and its author', async () => {
    const ira = await member('Ira Replies');
    const topic = await newTopic(ira, { title: 'Talking to myself about chokes' });
    const own = await replyOk(ira, topic.id, 'Answering my own question: half choke.');
    expect(await publishedData(svc, forumReplyPosted, (d) => d.topicId === topic.id)).toEqual([
      {
        topicId: topic.id,
        replyId: own.id,
        authorId: ira.id,
        postedAt: expect.any(String),
        topicTitle: 'Talking to myself about chokes',
        excerpt: 'Answering my own question: half choke.',
        url: `/forum/topic/${topic.id}#reply-${own.id}`,
      },
    ]);
    expect(await noticesFor(own.id)).toEqual([]);
  });
});
