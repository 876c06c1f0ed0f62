import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, userDeleted, type Role } from '@trap/contracts';
import { fetchJson, publishedEvents, startTestService, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { handled, newUserId, publish, register, snapshot } from '../support/community-service.ts';

/**
 * Abuse reports through the real HTTP server and stores: members report (once per item, within
 * their hourly budget), moderators list the queue and resolve or dismiss, and the reporter is told.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string, role: Role = 'member'): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, role }))).id);
  return { id, token: await svc.loginAs({ userId: id, role }) };
}
const report = (who: Member | null, json: unknown) => fetchJson(url('/api/reports'), { token: who?.token, json });
const queue = (who: Member | null, query = '') => fetchJson(url(`/api/moderation/reports${query}`), { token: who?.token });
const decide = (who: Member | null, id: string, action: 'resolve' | 'dismiss', json: unknown = {}) =>
  fetchJson(url(`/api/reports/${encodeURIComponent(id)}/${action}`), { token: who?.token, json });
const objectId = () => newUserId();

let moderator: Member;
beforeAll(async () => {
  svc = await startTestService({
    service: 'community',
    build: buildCommunityService,
    config: loadCommunityConfig,
    env: { REPORTS_MAX_PER_HOUR: '3' },
  });
  moderator = await member('Mona Moderator', 'moderator');
});
afterAll(() => svc?.stop());

describe('reporting', () => {
  it('when two members report the same reply, then the moderators see both reports with the reporters and the count', async () => {
    const asha = await member('Asha Trap');
    const ravi = await member('Ravi Skeet');
    const replyId = objectId();

    const first = await report(asha, {
      targetType: 'forum_reply',
      targetId: replyId,
      reason: 'harassment',
      note: '  Insults another member  ',
      targetPath: '/forum/topic/abc#reply-1',
    });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      id: `${asha.id}:forum_reply:${replyId}`,
      targetType: 'forum_reply',
      targetId: replyId,
      targetPath: '/forum/topic/abc#reply-1',
      reason: 'harassment',
      note: 'Insults another member',
      status: 'open',
      reporter: { id: asha.id, displayName: 'Asha Trap', avatarUrl: null },
      reportCount: 1,
      resolutionNote: null,
      resolvedBy: null,
      resolvedAt: null,
    });
    expect((await report(ravi, { targetType: 'forum_reply', targetId: replyId, reason: 'spam' })).status).toBe(201);

    const listed = await queue(moderator, '?status=open&targetType=forum_reply');
    expect(listed.status).toBe(200);
    const mine = (listed.body.items as { targetId: string; reporter: { displayName: string }; reportCount: number }[]).filter(
      (r) => r.targetId === replyId,
    );
    expect(mine.map((r) => r.reporter.displayName)).toEqual(['Ravi Skeet', 'Asha Trap']); // newest first
    expect(mine.every((r) => r.reportCount === 2)).toBe(true);
    expect(listed.body.open).toBeGreaterThanOrEqual(2);
    expect(listed.body.total).toBeGreaterThanOrEqual(2);
    expect((await queue(moderator, '?status=resolved')).body.items.filter((r: { targetId: string }) => r.targetId === replyId)).toEqual([]);
  });

  it('when a member reports a profile, then the report names the member and a topic report links to the topic', async () => {
    const reporter = await member('Kiran Clay');
    const reported = await member('Troll Account');
    const profile = await report(reporter, { targetType: 'member_profile', targetId: reported.id, reason: 'impersonation' });
    expect(profile.status).toBe(201);
    expect(profile.body).toMatchObject({ targetLabel: 'Troll Account', targetPath: null, note: '' });
    const topicId = objectId();
    const topic = await report(reporter, { targetType: 'forum_topic', targetId: topicId, reason: 'spam' });
    expect(topic.body).toMatchObject({ targetPath: `/forum/topic/${topicId}`, targetLabel: null });
    // every report of one item
    await report(reported, { targetType: 'forum_topic', targetId: topicId, reason: 'misinformation' });
    const ofTopic = await queue(moderator, `?targetType=forum_topic&targetId=${topicId}`);
    expect((ofTopic.body.items as { reporter: { displayName: string } }[]).map((r) => r.reporter.displayName)).toEqual([
      'Troll Account',
      'Kiran Clay',
    ]);
    expect(ofTopic.body.total).toBe(2);
  });

  it('when members report a forum topic and a reply, then the queue shows the reported text as written, its author and topic, and whether it is hidden', async () => {
    const author = await member('Vikram Loud');
    const replier = await member('Neha Rude');
    const reporter = await member('Sunil Fair');
    const topic = await fetchJson(url('/api/forum/topics'), {
      token: author.token,
      json: { title: 'Cheap cartridges', content: '## Buy here\n\n**Best** prices at [my shop](https://example.com)' },
    });
    expect(topic.status).toBe(201);
    const topicId = (topic.body as { id: string }).id;
    const reply = await fetchJson(url(`/api/forum/topics/${topicId}/replies`), {
      token: replier.token,
      json: { content: 'You are *all* idiots' },
    });
    expect(reply.status).toBe(201);
    const replyId = (reply.body as { id: string }).id;

    const ofTopic = await report(reporter, { targetType: 'forum_topic', targetId: topicId, reason: 'spam', note: 'Advertising again' });
    expect(ofTopic.status).toBe(201);
    expect(ofTopic.body).toMatchObject({
      note: 'Advertising again',
      content: {
        title: 'Cheap cartridges',
        text: '## Buy here\n\n**Best** prices at [my shop](https://example.com)',
        author: { id: author.id, displayName: 'Vikram Loud' },
        hidden: false,
      },
    });
    expect((await report(reporter, { targetType: 'forum_reply', targetId: replyId, reason: 'harassment' })).status).toBe(201);
    const hidden = await fetchJson(url(`/api/moderation/forum/topics/${topicId}/replies/${replyId}/moderate`), {
      token: moderator.token,
      json: { action: 'hide', reason: 'Insults' },
    });
    expect(hidden.status).toBe(200);

    const listed = await queue(moderator, `?targetId=${replyId}`);
    expect(listed.body.items).toHaveLength(1);
    expect(listed.body.items[0]).toMatchObject({
      note: '',
      content: {
        title: 'Cheap cartridges',
        text: 'You are *all* idiots',
        author: { id: replier.id, displayName: 'Neha Rude' },
        hidden: true,
      },
    });
    expect(Date.parse(listed.body.items[0].content.createdAt)).not.toBeNaN();

    // an item that is gone (or was never there), and kinds whose text is not the forum's, have no content
    const gone = await report(reporter, { targetType: 'forum_reply', targetId: objectId(), reason: 'spam' });
    expect(gone.body).toMatchObject({ content: null });
    const profile = await report(replier, { targetType: 'member_profile', targetId: reporter.id, reason: 'other' });
    expect(profile.body).toMatchObject({ content: null, targetLabel: 'Sunil Fair' });
  });

  it('when a member reports their own profile, then it is 400 on targetId and nothing is stored', async () => {
    const me = await member('Self Reporter');
    const res = await report(me, { targetType: 'member_profile', targetId: me.id, reason: 'impersonation' });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ targetId: 'You cannot report yourself' });
    expect((await queue(moderator, `?targetId=${me.id}`)).body.items).toEqual([]);
  });

  it('when a member reports the same item again, then it is 409 and the queue holds one report of theirs', async () => {
    const a = await member('Arjun Double');
    const squadId = objectId();
    expect((await report(a, { targetType: 'squad', targetId: squadId, reason: 'inappropriate' })).status).toBe(201);
    const again = await report(a, { targetType: 'squad', targetId: squadId, reason: 'spam', note: 'still there' });
    expect(again.status).toBe(409);
    expect(again.body.error).toMatchObject({ code: 'CONFLICT', message: 'You have already reported this' });
    const items = (await queue(moderator, '?targetType=squad&limit=100')).body.items as { id: string; reason: string }[];
    expect(items.filter((r) => r.id === `${a.id}:squad:${squadId}`).map((r) => r.reason)).toEqual(['inappropriate']);
  });

  it('when the input is bad, then it is 400 with a message per field and nothing is stored', async () => {
    const a = await member('Bela Bad Input');
    const res = await report(a, {
      targetType: 'tweet',
      targetId: 'not an id!',
      reason: 'because',
      note: 'x'.repeat(1001),
      targetPath: 'https://evil.example/phish',
    });
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({
      targetType: 'Choose what you are reporting',
      targetId: 'Invalid id',
      reason: 'Choose a reason',
      note: 'Note must be at most 1000 characters',
      targetPath: 'Link must be a path on this site, starting with /',
    });
    const missing = await report(a, {});
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields).toMatchObject({ targetType: 'Choose what you are reporting', reason: 'Choose a reason' });
    const queued = (await queue(moderator, '?limit=100')).body.items as { reporter: { id: string } }[];
    expect(queued.filter((r) => r.reporter.id === a.id)).toEqual([]);
  });

  it('when a member files more reports than the hourly budget, then the next is 429 with Retry-After and a repeat costs nothing', async () => {
    const a = await member('Chitra Busy');
    const first = objectId();
    expect((await report(a, { targetType: 'club_event', targetId: first, reason: 'spam' })).status).toBe(201);
    // a repeat is refused before it spends
    expect((await report(a, { targetType: 'club_event', targetId: first, reason: 'spam' })).status).toBe(409);
    for (let i = 0; i < 2; i++)
      expect((await report(a, { targetType: 'club_event', targetId: objectId(), reason: 'spam' })).status).toBe(201);
    const over = await report(a, { targetType: 'club_event', targetId: objectId(), reason: 'spam' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^Too many reports\. Please try again in \d+ minutes?\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
    // another member's budget is their own
    expect((await report(await member('Dev Fresh'), { targetType: 'club_event', targetId: objectId(), reason: 'spam' })).status).toBe(201);
  });
});

describe('who may do what', () => {
  it('when a visitor reports or reads the queue, then it is 401', async () => {
    expect((await report(null, { targetType: 'squad', targetId: objectId(), reason: 'spam' })).status).toBe(401);
    expect((await queue(null)).status).toBe(401);
  });

  it('when a member reads the queue or decides a report, then it is 403 and the report stays open', async () => {
    const a = await member('Esha Member');
    const id = (await report(a, { targetType: 'other', targetId: 'home-banner', reason: 'misinformation' })).body.id as string;
    expect((await queue(a)).status).toBe(403);
    expect((await decide(a, id, 'resolve')).status).toBe(403);
    expect((await decide(a, id, 'dismiss')).status).toBe(403);
    const coach = await member('Coach Only', 'coach');
    expect((await queue(coach)).status).toBe(403);
    const items = (await queue(moderator, '?targetType=other&limit=100')).body.items as { id: string; status: string }[];
    expect(items.find((r) => r.id === id)?.status).toBe('open');
  });

  it('when staff other than forum moderators read the queue, then blog moderators, content admins and admins may', async () => {
    for (const role of ['blog_moderator', 'content_admin', 'admin', 'superadmin'] as const) {
      const staff = { token: await svc.loginAs({ userId: newUserId(), role }), id: '' };
      expect((await queue(staff)).status, role).toBe(200);
    }
  });
});

describe('moderator decisions', () => {
  it('when a moderator resolves a report, then it is resolved with the note and the moderator, and the reporter is told', async () => {
    const a = await member('Farah Reporter');
    const topicId = objectId();
    const id = (await report(a, { targetType: 'forum_topic', targetId: topicId, reason: 'hate_speech' })).body.id as string;
    const res = await decide(moderator, id, 'resolve', { resolutionNote: ' Topic removed, member warned ' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      id,
      status: 'resolved',
      resolutionNote: 'Topic removed, member warned',
      resolvedBy: { id: moderator.id, displayName: 'Mona Moderator' },
    });
    expect(Date.parse(res.body.resolvedAt)).toBeGreaterThan(Date.now() - 60_000);
    const resolved = (await queue(moderator, '?status=resolved&limit=100')).body.items as { id: string }[];
    expect(resolved.map((r) => r.id)).toContain(id);

    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community'))
      .filter(
        (e) =>
          e.subject === communityNoticeIssued.subject &&
          e.data.entityType === 'abuse_report' &&
          e.data.entityId === `forum_topic:${topicId}`,
      )
      .map((e) => e.data);
    expect(notices).toEqual([
      expect.objectContaining({
        userIds: [a.id],
        title: 'Your report was reviewed',
        actionUrl: `/forum/topic/${topicId}`,
        message: expect.stringContaining('took action'),
      }),
    ]);

    const again = await decide(moderator, id, 'dismiss');
    expect(again.status).toBe(409);
    expect(again.body.error.message).toBe('This report is already resolved');
  });

  it('when a moderator dismisses a report, then it is dismissed; an unknown report is 404 and a malformed id or note 400', async () => {
    const a = await member('Gita Reporter');
    const id = (await report(a, { targetType: 'club_event', targetId: objectId(), reason: 'misinformation' })).body.id as string;
    const res = await decide(moderator, id, 'dismiss');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'dismissed', resolutionNote: '' });

    expect((await decide(moderator, `${a.id}:squad:${objectId()}`, 'resolve')).status).toBe(404);
    const malformed = await decide(moderator, 'no-colons-here', 'resolve');
    expect(malformed.status).toBe(400);
    expect(malformed.body.error.fields).toEqual({ id: 'Invalid id' });
    const long = await decide(moderator, id, 'resolve', { resolutionNote: 'x'.repeat(1001) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ resolutionNote: 'Note must be at most 1000 characters' });
  });

  it('when the queue is asked with a bad filter, then it is 400 naming the field', async () => {
    const res = await queue(moderator, '?status=closed&limit=500');
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ status: 'Choose open, resolved or dismissed', limit: 'Limit must be at most 100' });
  });
});

describe('the number of reports of an item (kept counts, exact by version)', () => {
  const countOf = async (targetId: string) => {
    const res = await queue(moderator, `?targetId=${targetId}`);
    expect(res.status).toBe(200);
    return res.body.items.map((r: { reportCount: number }) => r.reportCount) as number[];
  };

  it('each new report counts at once, a deleted member’s reports stop counting, and a restart recounts what a crash left behind', async () => {
    const topicId = objectId();
    const [a, b, c] = [await member('Count One'), await member('Count Two'), await member('Count Three')];
    expect((await report(a, { targetType: 'forum_topic', targetId: topicId, reason: 'spam' })).status).toBe(201);
    expect(await countOf(topicId)).toEqual([1]);
    // kept now: the next report must still show at once
    expect((await report(b, { targetType: 'forum_topic', targetId: topicId, reason: 'spam' })).status).toBe(201);
    expect(await countOf(topicId)).toEqual([2, 2]);

    // the member's account is deleted: their report goes, and so does its count
    await handled(svc, (await publish(svc, userDeleted, { userId: b.id, deletedAt: new Date().toISOString() })).id);
    expect(await countOf(topicId)).toEqual([1]);

    // a report stored by a process that died before its version bump: the kept count looks current...
    expect(await countOf(topicId)).toEqual([1]);
    const stored = await svc.ctx.conn.collection('abuse_reports').findOne({ _id: `${a.id}:forum_topic:${topicId}` as never });
    await svc.ctx.conn
      .collection('abuse_reports')
      .insertOne({ ...stored!, _id: `${c.id}:forum_topic:${topicId}` as never, reporterId: c.id, createdAt: new Date(Date.now() - 1000) });
    expect(await countOf(topicId)).toEqual([1, 1]);
    // ...until a process starts (the crashed one, restarted): every kept count is counted again
    const restarted = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { MONGO_DB: svc.env.MONGO_DB!, REDIS_PREFIX: svc.env.REDIS_PREFIX!, EVENT_NAMESPACE: svc.env.EVENT_NAMESPACE! },
      cleanup: 'none',
    });
    try {
      const res = await fetchJson(`${restarted.url}/api/moderation/reports?targetId=${topicId}`, { token: moderator.token });
      expect(res.body.items.map((r: { reportCount: number }) => r.reportCount)).toEqual([2, 2]);
    } finally {
      await restarted.stop();
    }
  });
});
