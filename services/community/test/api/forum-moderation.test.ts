import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { communityNoticeIssued, communityStaffActionRecorded, forumTopicDeleted, type Role } from '@trap/contracts';
import { fetchJson, publishedEvents, type TestService } from '@trap/kit/testing';
import { handled, newUserId, register, snapshot, startCommunityService } from '../support/community-service.ts';

/**
 * Forum moderation through the real HTTP server and stores: pin, lock, move, hide and restore with a
 * reason; members are refused (403); a locked topic takes no replies; a hidden topic or reply
 * vanishes for members and guests but not for moderators; the author is told why; every action is
 * recorded for the audit log.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const TECHNIQUE = '64f0a0000000000000000001';
const GEAR = '64f0a0000000000000000002';

interface Member {
  id: string;
  token: string;
}
async function member(displayName: string, role: Role = 'member'): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, role }))).id);
  return { id, token: await svc.loginAs({ userId: id, role }) };
}
const get = (path: string, who?: Member) => fetchJson(url(path), { token: who?.token });
const post = (who: Member | undefined, path: string, json: unknown) => fetchJson(url(path), { token: who?.token, json });
const moderate = (who: Member, topicId: string, json: Record<string, unknown>) =>
  post(who, `/api/moderation/forum/topics/${topicId}/moderate`, json);
const events = async (subject: string, pick: (d: Record<string, unknown>) => boolean) => {
  await svc.relay.flush();
  return (await publishedEvents(svc.ctx.bus, 'community'))
    .filter((e) => e.subject === subject && pick(e.data as Record<string, unknown>))
    .map((e) => e.data as Record<string, unknown>);
};

let author: Member;
let other: Member;
let mod: Member;

beforeAll(async () => {
  svc = await startCommunityService();
  author = await member('Asha Trap');
  other = await member('Ravi Skeet');
  mod = await member('Mona Moderator', 'moderator');
});
afterAll(() => svc?.stop());

async function newTopic(title = 'Hold points on station 4') {
  const res = await post(author, '/api/forum/topics', { title, content: 'Where do you **hold**?', categoryId: TECHNIQUE });
  expect(res.status).toBe(201);
  return res.body as { id: string };
}

describe('forum moderation', () => {
  it('when a moderator locks and pins a topic with a reason, then replies are refused, it lists first, the author is told and the action is audited', async () => {
    const older = await newTopic('Pinned one');
    await newTopic('Newer chatter');

    const locked = await moderate(mod, older.id, { action: 'lock', reason: 'Question answered, see the last reply' });
    expect(locked.status).toBe(200);
    expect(locked.body).toMatchObject({ locked: true, pinned: false });
    expect((await moderate(mod, older.id, { action: 'lock', reason: 'Again please' })).status).toBe(409);

    const refused = await post(other, `/api/forum/topics/${older.id}/replies`, { content: 'One more thing' });
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('This topic is locked');

    expect((await moderate(mod, older.id, { action: 'pin', reason: 'Useful for everyone' })).status).toBe(200);
    const category = await get(`/api/forum/categories/${TECHNIQUE}`, other);
    expect(category.body.items[0]).toMatchObject({ id: older.id, pinned: true, locked: true });

    const told = await events(communityNoticeIssued.subject, (d) => d.entityId === older.id && d.entityType === 'forum_moderation');
    expect(told).toHaveLength(2);
    expect(told[0]).toMatchObject({ userIds: [author.id], message: 'Reason: Question answered, see the last reply' });
    expect(String(told[0]!.title)).toContain('locked your topic');

    const audited = await events(communityStaffActionRecorded.subject, (d) => d.itemId === older.id);
    expect(audited.map((a) => a.action)).toEqual(['forum_topic.lock', 'forum_topic.pin']);
    expect(audited[0]).toMatchObject({
      actorId: mod.id,
      actorRole: 'moderator',
      itemType: 'forum_topic',
      before: { locked: false },
      after: { locked: true },
      reason: 'Question answered, see the last reply',
    });
  });

  it('when a moderator moves a topic, then it is in the new category; without a category or a reason it is a 400 naming the field', async () => {
    const topic = await newTopic('Which choke?');
    const noCategory = await moderate(mod, topic.id, { action: 'move', reason: 'Belongs in gear' });
    expect(noCategory.status).toBe(400);
    expect(noCategory.body.error.fields).toMatchObject({ categoryId: 'Choose the category to move it to' });
    const noReason = await moderate(mod, topic.id, { action: 'lock', reason: '' });
    expect(noReason.body.error.fields).toMatchObject({ reason: 'Give a reason: the author is told' });

    const moved = await moderate(mod, topic.id, { action: 'move', reason: 'Belongs in gear', categoryId: GEAR });
    expect(moved.status).toBe(200);
    expect((await get(`/api/forum/topics/${topic.id}`)).body).toMatchObject({ categoryId: GEAR });
  });

  it('when a moderator hides a topic and a reply, then members and guests no longer see them, moderators do, and restoring brings them back', async () => {
    const topic = await newTopic('Selling a gun here');
    const keep = await post(other, `/api/forum/topics/${topic.id}/replies`, { content: 'Nice' });
    const bad = await post(other, `/api/forum/topics/${topic.id}/replies`, { content: 'Buy cheap ammo at my site' });
    const badId = (bad.body as { id: string }).id;

    const hiddenReply = await post(mod, `/api/moderation/forum/topics/${topic.id}/replies/${badId}/moderate`, {
      action: 'hide',
      reason: 'Advertising is not allowed',
    });
    expect(hiddenReply.status).toBe(200);
    const seen = await get(`/api/forum/topics/${topic.id}`, author);
    expect(seen.body.replies.map((r: { id: string }) => r.id)).toEqual([(keep.body as { id: string }).id]);
    expect(seen.body.replyCount).toBe(1);
    expect(
      (
        await fetchJson(url(`/api/forum/topics/${topic.id}/replies/${badId}`), {
          token: other.token,
          json: { content: 'Edited' },
          method: 'PATCH',
        })
      ).status,
    ).toBe(404);
    const replyNotice = await events(communityNoticeIssued.subject, (d) => d.entityId === badId && d.entityType === 'forum_moderation');
    expect(replyNotice[0]).toMatchObject({ userIds: [other.id], message: 'Reason: Advertising is not allowed' });

    expect((await moderate(mod, topic.id, { action: 'hide', reason: 'Sales are not allowed in the forum' })).status).toBe(200);
    expect((await get(`/api/forum/topics/${topic.id}`, author)).status).toBe(404);
    expect((await get(`/api/forum/topics/${topic.id}`)).status).toBe(404);
    const latest = await get('/api/forum/topics/latest?pageSize=50', other);
    expect(latest.body.items.map((t: { id: string }) => t.id)).not.toContain(topic.id);
    expect((await post(other, `/api/forum/topics/${topic.id}/replies`, { content: 'Still here?' })).status).toBe(404);
    expect(await events(forumTopicDeleted.subject, (d) => d.topicId === topic.id)).toHaveLength(1);

    const asMod = await get(`/api/moderation/forum/topics/${topic.id}`, mod);
    expect(asMod.body).toMatchObject({ hidden: { reason: 'Sales are not allowed in the forum', by: mod.id }, hiddenReplyCount: 1 });
    expect(asMod.body.replies).toHaveLength(2);
    const hiddenList = await get('/api/moderation/forum/topics?filter=hidden&pageSize=50', mod);
    expect(hiddenList.body.items.map((t: { id: string }) => t.id)).toContain(topic.id);
    expect((await get(`/api/moderation/forum/replies/${badId}`, mod)).body).toMatchObject({ id: topic.id });
    const summary = await get('/api/moderation/summary', mod);
    expect(summary.body.hiddenTopics).toBeGreaterThanOrEqual(1);
    expect(summary.body.hiddenReplies).toBeGreaterThanOrEqual(1);

    expect((await moderate(mod, topic.id, { action: 'restore', reason: 'Seller removed the listing' })).status).toBe(200);
    expect((await get(`/api/forum/topics/${topic.id}`, author)).status).toBe(200);
  });

  it('when a member or a blog moderator tries to moderate the forum, then it is refused with 403 and nothing changes', async () => {
    const topic = await newTopic('Try to lock me');
    const blogMod = await member('Bina Blog', 'blog_moderator');
    for (const who of [other, author, blogMod]) {
      expect((await moderate(who, topic.id, { action: 'lock', reason: 'I do not like it' })).status).toBe(403);
      expect((await get(`/api/moderation/forum/topics/${topic.id}`, who)).status).toBe(403);
    }
    expect((await get('/api/moderation/summary', other)).status).toBe(403);
    expect((await get('/api/moderation/summary', blogMod)).status).toBe(200);
    expect((await moderate({ id: '', token: '' }, topic.id, { action: 'lock', reason: 'Guest' })).status).toBe(401);
    expect((await get(`/api/forum/topics/${topic.id}`)).body).toMatchObject({ locked: false });
  });
});

describe('reported content', () => {
  it('when a moderator acts on a reported reply (hides it, resolves the report), then the reporter is told the outcome and both actions are audited', async () => {
    const topic = await newTopic('Report target');
    const bad = (await post(other, `/api/forum/topics/${topic.id}/replies`, { content: 'You are all idiots' })).body as { id: string };
    const report = await post(author, '/api/reports', { targetType: 'forum_reply', targetId: bad.id, reason: 'harassment', note: 'Rude' });
    expect(report.status).toBe(201);
    const reportId = (report.body as { id: string }).id;

    expect(
      (
        await post(mod, `/api/moderation/forum/topics/${topic.id}/replies/${bad.id}/moderate`, {
          action: 'hide',
          reason: 'Insults are not allowed',
        })
      ).status,
    ).toBe(200);
    const resolved = await post(mod, `/api/reports/${reportId}/resolve`, { resolutionNote: 'Reply hidden' });
    expect(resolved.status).toBe(200);

    const told = await events(
      communityNoticeIssued.subject,
      (d) => d.entityType === 'abuse_report' && d.entityId === `forum_reply:${bad.id}`,
    );
    expect(told[0]).toMatchObject({ userIds: [author.id], title: 'Your report was reviewed' });
    const audited = await events(communityStaffActionRecorded.subject, (d) => d.itemId === bad.id || d.itemId === reportId);
    expect(audited.map((a) => a.action).sort()).toEqual(['forum_reply.hide', 'report.resolve']);
    expect(audited.find((a) => a.action === 'report.resolve')).toMatchObject({
      before: { status: 'open' },
      after: { status: 'resolved' },
      reason: 'Reply hidden',
    });
  });
});
