import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  achievementUnlocked,
  communityNoticeIssued,
  forumReplyDeleted,
  forumReplyPosted,
  forumTopicDeleted,
  forumTopicPublished,
  practiceSessionDeleted,
  practiceSessionLogged,
  practiceSharingChanged,
  type Tier,
  type UserSnapshot,
} from '@trap/contracts';
import { eventually, fetchJson, publishedEvents, startTestService, type TestService } from '@trap/kit/testing';
import { loadCommunityConfig } from '../../src/config.ts';
import { buildCommunityService } from '../../src/service.ts';
import { handled, newUserId, publish, register, snapshot, startCommunityService, update } from '../support/community-service.ts';

/**
 * The activity feed through the real HTTP server and stores: sessions arrive as practice events,
 * each shown only as its owner shares practice; kudos and comments tell the owner.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;

interface Member {
  id: string;
  token: string;
}
/** A member with their live membership as auth keeps it (Pro Lane unless said: sharing practice is Pro Lane's). */
async function member(displayName: string, extra: Partial<UserSnapshot> = {}, tier: Tier = 'pro_lane'): Promise<Member> {
  const id = newUserId();
  await handled(svc, (await register(svc, snapshot({ userId: id, displayName, ...extra }))).id);
  await liveTier({ id }, tier);
  return { id, token: await svc.loginAs({ userId: id, tier }) };
}
const liveTier = (who: Pick<Member, 'id'>, tier: Tier) =>
  svc.ctx.sessions.setMembership(who.id, { membershipTier: tier, membershipStatus: 'active', membershipEndDate: null });
async function befriend(a: Member, b: Member, type: 'friend' | 'coach' = 'friend') {
  const sent = await fetchJson(url('/api/relationships'), { token: a.token, json: { relatedUserId: b.id, type } });
  expect(sent.status).toBe(201);
  const ok = await fetchJson(url(`/api/relationships/${encodeURIComponent(sent.body.id)}/accept`), { token: b.token, method: 'POST' });
  expect(ok.status).toBe(200);
}
async function logSession(owner: Member, title: string, totalScore = 22) {
  const sessionId = randomBytes(12).toString('hex');
  const e = await publish(svc, practiceSessionLogged, {
    sessionId,
    userId: owner.id,
    title,
    date: new Date().toISOString(),
    totalScore,
    maxScore: 25,
    location: 'Tughlakabad Range',
  });
  await handled(svc, e.id);
  return `practice_session:${sessionId}`;
}
async function share(owner: Member, shareWithFriends: boolean, shareWithCoaches: boolean, revision: number) {
  await handled(svc, (await publish(svc, practiceSharingChanged, { userId: owner.id, shareWithFriends, shareWithCoaches, revision })).id);
}
const feedOf = async (who: Member, query = '') => {
  const res = await fetchJson(url(`/api/feed${query}`), { token: who.token });
  expect(res.status).toBe(200);
  return res.body as {
    items: { id: string; title: string; owner: { displayName: string }; kudosCount: number; kudosByMe: boolean; commentCount: number }[];
    total: number;
  };
};
const titles = async (who: Member) => (await feedOf(who)).items.map((i) => i.title);

beforeAll(async () => {
  svc = await startCommunityService();
});
afterAll(() => svc?.stop());

describe('the activity feed', () => {
  it('when a friend logs a session, then it shows only once they share practice with friends; a stranger never sees it', async () => {
    const asha = await member('Asha Feed');
    const ravi = await member('Ravi Feed');
    const stranger = await member('Stranger Feed');
    await befriend(asha, ravi);
    await logSession(ravi, 'Ravi morning trap');
    await logSession(asha, 'Asha evening trap');

    // friends see nothing of each other's practice until it is shared (practice's default)
    expect(await titles(asha)).toEqual(['Asha evening trap']);
    await share(ravi, true, true, 1);
    expect((await titles(asha)).sort()).toEqual(['Asha evening trap', 'Ravi morning trap']);
    expect(await titles(stranger)).toEqual([]);

    // a late, older setting changes nothing; a newer one hides it again
    await share(ravi, false, true, 1);
    expect(await titles(asha)).toContain('Ravi morning trap');
    await share(ravi, false, true, 2);
    expect(await titles(asha)).toEqual(['Asha evening trap']);
  });

  it('when a coach is accepted, then they see the member’s sessions shared with coaches, and the member sees none of the coach’s practice', async () => {
    const pupil = await member('Pupil Feed');
    const coach = await member('Coach Feed', { isCoach: true });
    await befriend(pupil, coach, 'coach');
    await logSession(pupil, 'Pupil doubles');
    await logSession(coach, 'Coach warm-up');
    // coaches see the member's practice by default (shareWithCoaches on)
    expect(await titles(coach)).toEqual(expect.arrayContaining(['Pupil doubles', 'Coach warm-up']));
    expect(await titles(pupil)).toEqual(['Pupil doubles']);
  });

  it('when a friend below Pro Lane shares sessions, then friends and coaches do not see them in the feed or on the profile activity; at Pro Lane they do', async () => {
    const sharer = await member('Circle Feed', {}, 'shooters_circle');
    const pal = await member('Pal Feed');
    const theirCoach = await member('Tier Coach Feed', { isCoach: true });
    await befriend(pal, sharer);
    await befriend(sharer, theirCoach, 'coach');
    const session = await logSession(sharer, 'Circle practice');
    await share(sharer, true, true, 1);
    const topicId = randomBytes(12).toString('hex');
    const posted = await publish(svc, forumTopicPublished, {
      topicId,
      title: 'Circle forum post',
      body: 'Public whatever the tier',
      url: `/forum/topic/${topicId}`,
      authorId: sharer.id,
      postedAt: new Date().toISOString(),
    });
    await handled(svc, posted.id);
    const activity = async (viewer: Member) => {
      const res = await fetchJson(url(`/api/feed/members/${sharer.id}`), { token: viewer.token });
      expect(res.status).toBe(200);
      return res.body.items.map((i: { title: string }) => i.title).sort();
    };

    // Shooter's Circle: the sharing setting is Pro Lane's, so only the owner sees their practice; the forum post stays public
    for (const viewer of [pal, theirCoach]) {
      expect(await titles(viewer)).not.toContain('Circle practice');
      expect(await titles(viewer)).toContain('Circle forum post');
      expect(await activity(viewer)).toEqual(['Circle forum post']);
      const kudos = await fetchJson(url(`/api/feed/${encodeURIComponent(session)}/kudos`), { token: viewer.token, method: 'POST' });
      expect(kudos.status).toBe(404);
    }
    expect(await activity(sharer)).toEqual(['Circle forum post', 'Circle practice']);

    await liveTier(sharer, 'pro_lane');
    for (const viewer of [pal, theirCoach]) {
      expect(await titles(viewer)).toContain('Circle practice');
      expect(await activity(viewer)).toEqual(['Circle forum post', 'Circle practice']);
    }

    // the membership lapses: back to the owner alone
    await svc.ctx.sessions.setMembership(sharer.id, {
      membershipTier: 'pro_lane',
      membershipStatus: 'expired',
      membershipEndDate: Date.now() - 1000,
    });
    expect(await activity(pal)).toEqual(['Circle forum post']);
    expect(await titles(theirCoach)).not.toContain('Circle practice');
  });

  it('when a session is deleted, then it leaves every feed; pages follow limit and offset; bad paging is 400', async () => {
    const owner = await member('Deleter Feed');
    const item = await logSession(owner, 'Short-lived');
    for (let i = 0; i < 3; i++) await logSession(owner, `Round ${i}`);
    expect((await feedOf(owner)).total).toBe(4);
    expect((await feedOf(owner, '?limit=2&offset=1')).items).toHaveLength(2);
    await handled(svc, (await publish(svc, practiceSessionDeleted, { sessionId: item.split(':')[1]!, userId: owner.id })).id);
    expect(await titles(owner)).not.toContain('Short-lived');
    const bad = await fetchJson(url('/api/feed?limit=0&offset=-1'), { token: owner.token });
    expect(bad.status).toBe(400);
    expect(Object.keys(bad.body.error.fields).sort()).toEqual(['limit', 'offset']);
    expect((await fetchJson(url('/api/feed'))).status).toBe(401);
  });

  it('when a friend gives kudos and comments, then counts follow, the owner is told once, and only the author or owner deletes a comment', async () => {
    const owner = await member('Owner Kudos');
    const fan = await member('Fan Kudos');
    const other = await member('Other Kudos');
    await befriend(owner, fan);
    await befriend(owner, other);
    await share(owner, true, true, 1);
    const item = await logSession(owner, 'Twenty-three straight', 23);
    const path = `/api/feed/${encodeURIComponent(item)}`;

    for (let i = 0; i < 2; i++) {
      const k = await fetchJson(url(`${path}/kudos`), { token: fan.token, method: 'POST' });
      expect(k.status).toBe(200);
      expect(k.body).toEqual({ kudosCount: 1, kudosByMe: true });
    }
    const c = await fetchJson(url(`${path}/comments`), { token: fan.token, json: { text: '  Great shooting!  ' } });
    expect(c.status).toBe(201);
    expect(c.body).toMatchObject({ text: 'Great shooting!', author: { displayName: 'Fan Kudos' }, canDelete: true });
    const [seen] = (await feedOf(owner)).items;
    expect(seen).toMatchObject({ title: 'Twenty-three straight', kudosCount: 1, kudosByMe: false, commentCount: 1 });

    const empty = await fetchJson(url(`${path}/comments`), { token: fan.token, json: { text: '   ' } });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields.text).toBe('Write a comment');
    const long = await fetchJson(url(`${path}/comments`), { token: fan.token, json: { text: 'x'.repeat(501) } });
    expect(long.body.error.fields.text).toBe('At most 500 characters');

    // another friend may not delete the fan's comment; the owner may
    const commentPath = `${path}/comments/${c.body.id}`;
    expect((await fetchJson(url(commentPath), { token: other.token, method: 'DELETE' })).status).toBe(403);
    expect((await fetchJson(url(commentPath), { token: owner.token, method: 'DELETE' })).status).toBe(204);
    expect((await fetchJson(url(commentPath), { token: owner.token, method: 'DELETE' })).status).toBe(404);

    const taken = await fetchJson(url(`${path}/kudos`), { token: fan.token, method: 'DELETE' });
    expect(taken.body).toEqual({ kudosCount: 0, kudosByMe: false });

    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community')).filter(
      (e) => e.subject === communityNoticeIssued.subject && e.data.entityId === item,
    );
    expect(notices.map((e) => [e.data.userIds, e.data.title])).toEqual([
      [[owner.id], 'New kudos'],
      [[owner.id], 'New comment'],
    ]);
  });

  it('when a member gives and takes back kudos five times, then the owner is told once, the count follows each change, and the memory of the notice is stored (it outlives a restart)', async () => {
    const owner = await member('Owner Toggle');
    const fan = await member('Fan Toggle');
    const second = await member('Second Toggle');
    await befriend(owner, fan);
    await befriend(owner, second);
    await share(owner, true, true, 1);
    const item = await logSession(owner, 'Toggled kudos', 21);
    const kudosPath = url(`/api/feed/${encodeURIComponent(item)}/kudos`);
    for (let i = 0; i < 5; i++) {
      const given = await fetchJson(kudosPath, { token: fan.token, method: 'POST' });
      expect(given.body).toEqual({ kudosCount: 1, kudosByMe: true });
      const taken = await fetchJson(kudosPath, { token: fan.token, method: 'DELETE' });
      expect(taken.body).toEqual({ kudosCount: 0, kudosByMe: false });
    }
    // another giver is told about once too; taking back twice is no error
    expect((await fetchJson(kudosPath, { token: second.token, method: 'POST' })).body).toEqual({ kudosCount: 1, kudosByMe: true });
    expect((await fetchJson(kudosPath, { token: fan.token, method: 'DELETE' })).body).toEqual({ kudosCount: 1, kudosByMe: false });
    expect((await feedOf(owner)).items.find((i) => i.id === item)).toMatchObject({ kudosCount: 1, kudosByMe: false });

    await svc.relay.flush();
    const notices = (await publishedEvents(svc.ctx.bus, 'community')).filter(
      (e) => e.subject === communityNoticeIssued.subject && e.data.entityId === item,
    );
    expect(notices.map((e) => e.data.message)).toEqual([
      'Fan Toggle gave kudos to "Toggled kudos".',
      'Second Toggle gave kudos to "Toggled kudos".',
    ]);
    // the kudos taken back stays in the database as withdrawn: what decides "already told" is stored, not in memory
    const stored = await svc.ctx.conn.collection('feed_kudos').findOne({ _id: `${item}|${fan.id}` as never });
    expect(stored?.withdrawnAt).toBeInstanceOf(Date);
  });

  it('when a member asks for their account to be deleted, then friends no longer see their practice or posts and a guest not their activity until the deletion is cancelled', async () => {
    const leaving = await member('Leaving Feed');
    const pal = await member('Pal Of Leaving');
    await befriend(leaving, pal);
    await share(leaving, true, true, 1);
    const session = await logSession(leaving, 'Last practice');
    const topicId = randomBytes(12).toString('hex');
    await handled(
      svc,
      (
        await publish(svc, forumTopicPublished, {
          topicId,
          title: 'Leaving forum post',
          body: 'Public',
          url: `/forum/topic/${topicId}`,
          authorId: leaving.id,
          postedAt: new Date().toISOString(),
        })
      ).id,
    );
    const guestActivity = () => fetchJson(url(`/api/feed/members/${leaving.id}`));
    expect(await titles(pal)).toEqual(expect.arrayContaining(['Last practice', 'Leaving forum post']));
    expect((await guestActivity()).status).toBe(200);

    const requested = new Date();
    await handled(
      svc,
      (await update(svc, snapshot({ userId: leaving.id, displayName: 'Leaving Feed', accountStatus: 'marked_for_deletion' }, requested)))
        .id,
    );
    expect(await titles(pal)).toEqual([]);
    expect((await guestActivity()).status).toBe(404);
    expect((await fetchJson(url(`/api/feed/members/${leaving.id}`), { token: pal.token })).status).toBe(404);
    const kudosPath = url(`/api/feed/${encodeURIComponent(session)}/kudos`);
    expect((await fetchJson(kudosPath, { token: pal.token, method: 'POST' })).status).toBe(404);
    expect((await fetchJson(url(`/api/feed/${encodeURIComponent(session)}/comments`), { token: pal.token })).status).toBe(404);
    // the member still sees their own
    expect(await titles(leaving)).toEqual(expect.arrayContaining(['Last practice', 'Leaving forum post']));

    // support restores the account: sharing is back as it was
    await handled(
      svc,
      (
        await update(
          svc,
          snapshot({ userId: leaving.id, displayName: 'Leaving Feed', accountStatus: 'active' }, new Date(requested.getTime() + 60_000)),
        )
      ).id,
    );
    expect(await titles(pal)).toEqual(expect.arrayContaining(['Last practice', 'Leaving forum post']));
    expect((await guestActivity()).status).toBe(200);
    expect((await fetchJson(kudosPath, { token: pal.token, method: 'POST' })).status).toBe(200);
  });

  it('when someone outside the network reaches for an item, then it is 404 as for one that does not exist; bad ids are 400', async () => {
    const owner = await member('Private Owner', { isPublicProfile: false });
    const stranger = await member('Nosy Feed');
    const item = await logSession(owner, 'Not for strangers');
    const path = `/api/feed/${encodeURIComponent(item)}`;
    expect((await fetchJson(url(`${path}/kudos`), { token: stranger.token, method: 'POST' })).status).toBe(404);
    expect((await fetchJson(url(`${path}/comments`), { token: stranger.token })).status).toBe(404);
    expect((await fetchJson(url(`${path}/comments`), { token: stranger.token, json: { text: 'hi' } })).status).toBe(404);
    expect((await fetchJson(url('/api/feed/practice_session%3Aunknown/kudos'), { token: stranger.token, method: 'POST' })).status).toBe(
      404,
    );
    expect((await fetchJson(url('/api/feed/not-an-item/kudos'), { token: stranger.token, method: 'POST' })).status).toBe(400);
    // a private profile's activity is not found for a stranger or a guest; its owner reads it
    expect((await fetchJson(url(`/api/feed/members/${owner.id}`), { token: stranger.token })).status).toBe(404);
    expect((await fetchJson(url(`/api/feed/members/${owner.id}`))).status).toBe(404);
    const own = await fetchJson(url(`/api/feed/members/${owner.id}`), { token: owner.token });
    expect(own.body.items.map((i: { title: string }) => i.title)).toEqual(['Not for strangers']);
    expect((await fetchJson(url(`/api/feed/members/${newUserId()}`), { token: owner.token })).status).toBe(404);
  });

  it('when a public member’s activity is read by a guest, then practice stays hidden unless shared with them', async () => {
    const open = await member('Open Feed');
    await logSession(open, 'Open practice');
    const res = await fetchJson(url(`/api/feed/members/${open.id}`));
    expect(res.status).toBe(200);
    expect(res.body.items).toEqual([]);
  });
});

describe('forum topics in the feed', () => {
  it('when a friend posts a topic, then it shows whatever their practice sharing, a guest sees it on their activity, and it goes when deleted', async () => {
    const poster = await member('Poster Feed');
    const reader = await member('Reader Feed');
    await befriend(poster, reader);
    const topicId = randomBytes(12).toString('hex');
    const posted = await publish(svc, forumTopicPublished, {
      topicId,
      title: 'Hold points on station 4',
      body: 'Where do you hold for the hard right?',
      url: `/forum/topic/${topicId}`,
      authorId: poster.id,
      postedAt: new Date().toISOString(),
    });
    await handled(svc, posted.id);
    expect(await titles(reader)).toEqual(['Hold points on station 4']);
    const guest = await fetchJson(url(`/api/feed/members/${poster.id}`));
    expect(guest.body.items.map((i: { title: string; link: string }) => [i.title, i.link])).toEqual([
      ['Hold points on station 4', `/forum/topic/${topicId}`],
    ]);
    await handled(svc, (await publish(svc, forumTopicDeleted, { topicId })).id);
    expect(await titles(reader)).toEqual([]);
  });
});

describe('achievements in the feed', () => {
  const unlock = async (owner: Member, achievementId: string, title: string) =>
    handled(
      svc,
      (
        await publish(svc, achievementUnlocked, {
          achievementId,
          userId: owner.id,
          title,
          description: 'Log your first practice session',
          unlockedAt: new Date().toISOString(),
        })
      ).id,
    );

  it('when a friend unlocks an achievement, then it shows only as they share practice, and a replayed unlock changes nothing', async () => {
    const owner = await member('Achiever Feed');
    const friend = await member('Cheer Feed');
    const stranger = await member('Passer Feed');
    await befriend(owner, friend);
    await unlock(owner, 'first-session', 'First Shot');

    // like a session: the owner sees it, a friend only once practice is shared with friends
    expect((await feedOf(owner)).items).toEqual([
      expect.objectContaining({
        kind: 'achievement',
        title: 'First Shot',
        summary: 'Achievement unlocked: Log your first practice session',
      }),
    ]);
    expect(await titles(friend)).toEqual([]);
    await share(owner, true, true, 1);
    const [item] = (await feedOf(friend)).items;
    expect(item).toMatchObject({ kind: 'achievement', title: 'First Shot', owner: { displayName: 'Achiever Feed' } });
    expect(await titles(stranger)).toEqual([]);
    expect((await fetchJson(url(`/api/feed/members/${owner.id}`))).body.items).toEqual([]);

    // practice sends the same unlock again (a replay): still one item, its kudos kept
    expect((await fetchJson(url(`/api/feed/${encodeURIComponent(item!.id)}/kudos`), { token: friend.token, method: 'POST' })).status).toBe(
      200,
    );
    await unlock(owner, 'first-session', 'First Shot');
    expect((await feedOf(friend)).items).toEqual([expect.objectContaining({ id: item!.id, kudosCount: 1, kudosByMe: true })]);
  });
});

describe('forum replies in the feed', () => {
  const TECHNIQUE = '64f0a0000000000000000001';
  const itemsOf = async (who: Member) =>
    (await feedOf(who)).items.filter((i) => i.title.startsWith('Re: ')) as unknown as {
      id: string;
      title: string;
      summary: string;
      link: string;
    }[];

  it('when a friend replies in a topic, then the reply shows in the feed and on their activity, and goes when they delete it, even if the post is replayed', async () => {
    const asker = await member('Asker Reply');
    const replier = await member('Replier Reply');
    const reader = await member('Reader Reply');
    await befriend(replier, reader);
    const topic = await fetchJson(url('/api/forum/topics'), {
      token: asker.token,
      json: { title: 'Trigger pull weight', content: 'What do you run?', categoryId: TECHNIQUE },
    });
    expect(topic.status).toBe(201);
    const topicId = topic.body.id as string;
    const posted = await fetchJson(url(`/api/forum/topics/${topicId}/replies`), {
      token: replier.token,
      json: { content: 'About **1.5 kg**, crisp and clean.' },
    });
    expect(posted.status).toBe(201);
    const replyId = posted.body.id as string;

    // the forum's own event writes it: forum posts show whatever the replier's practice sharing
    const seen = await eventually(async () => {
      const [r] = await itemsOf(reader);
      return r;
    });
    expect(seen).toMatchObject({
      id: `forum_reply:${replyId}`,
      title: 'Re: Trigger pull weight',
      summary: 'About 1.5 kg, crisp and clean.',
      link: `/forum/topic/${topicId}#reply-${replyId}`,
    });
    const guest = await fetchJson(url(`/api/feed/members/${replier.id}`));
    expect(guest.body.items.map((i: { id: string }) => i.id)).toEqual([`forum_reply:${replyId}`]);
    // not a friend of the replier: nothing in the asker's own feed but their topic
    expect((await itemsOf(asker)).length).toBe(0);

    expect(
      (await fetchJson(url(`/api/forum/topics/${topicId}/replies/${replyId}`), { token: replier.token, method: 'DELETE' })).status,
    ).toBe(204);
    await eventually(async () => ((await itemsOf(reader)).length === 0 ? true : undefined));

    // the post arrives again after the deletion (a replay): the reply stays gone
    const replay = await publish(svc, forumReplyPosted, {
      topicId,
      replyId,
      authorId: replier.id,
      postedAt: new Date().toISOString(),
      topicTitle: 'Trigger pull weight',
      excerpt: 'About 1.5 kg, crisp and clean.',
      url: `/forum/topic/${topicId}#reply-${replyId}`,
    });
    await handled(svc, replay.id);
    expect(await itemsOf(reader)).toEqual([]);
  });

  it('when a reply’s deletion arrives before its post, then it never shows', async () => {
    const replier = await member('Early Replier');
    const reader = await member('Early Reader');
    await befriend(replier, reader);
    const topicId = randomBytes(12).toString('hex');
    const replyId = randomBytes(12).toString('hex');
    await handled(svc, (await publish(svc, forumReplyDeleted, { topicId, replyId })).id);
    const posted = await publish(svc, forumReplyPosted, {
      topicId,
      replyId,
      authorId: replier.id,
      postedAt: new Date().toISOString(),
      topicTitle: 'Overtaken',
      excerpt: 'Gone before it came',
      url: `/forum/topic/${topicId}#reply-${replyId}`,
    });
    await handled(svc, posted.id);
    expect(await itemsOf(reader)).toEqual([]);
    expect((await fetchJson(url(`/api/feed/members/${replier.id}`))).body.items).toEqual([]);
  });

  it('when a topic is hidden, then its replies leave the feed with it', async () => {
    const replier = await member('Hidden Replier');
    const reader = await member('Hidden Reader');
    await befriend(replier, reader);
    const topicId = randomBytes(12).toString('hex');
    const replyId = randomBytes(12).toString('hex');
    const posted = await publish(svc, forumReplyPosted, {
      topicId,
      replyId,
      authorId: replier.id,
      postedAt: new Date().toISOString(),
      topicTitle: 'Soon hidden',
      excerpt: 'A reply',
      url: `/forum/topic/${topicId}#reply-${replyId}`,
    });
    await handled(svc, posted.id);
    expect((await itemsOf(reader)).map((i) => i.title)).toEqual(['Re: Soon hidden']);
    await handled(svc, (await publish(svc, forumTopicDeleted, { topicId })).id);
    expect(await itemsOf(reader)).toEqual([]);
  });
});

describe('followed coaches in the feed', () => {
  it('when a member only follows a coach, then they see the coach’s forum posts but none of their practice, even shared with friends', async () => {
    const coach = await member('Followed Coach', { isCoach: true });
    const fan = await member('Follower Fan');
    expect((await fetchJson(url(`/api/coaches/${coach.id}/follow`), { token: fan.token, method: 'POST' })).status).toBe(204);
    await share(coach, true, true, 1);
    await logSession(coach, 'Coach private session');
    const topicId = randomBytes(12).toString('hex');
    await handled(
      svc,
      (
        await publish(svc, forumTopicPublished, {
          topicId,
          title: 'Five drills for station 5',
          body: 'Start slow.',
          url: `/forum/topic/${topicId}`,
          authorId: coach.id,
          postedAt: new Date().toISOString(),
        })
      ).id,
    );
    expect(await titles(fan)).toEqual(['Five drills for station 5']);

    // unfollowing takes the coach out of the feed
    expect((await fetchJson(url(`/api/coaches/${coach.id}/follow`), { token: fan.token, method: 'DELETE' })).status).toBe(204);
    expect(await titles(fan)).toEqual([]);
  });
});

describe('demo activity (DEMO_MODE)', () => {
  it('when the demo member registers, then their Activity shows the practice their demo friends shared, with kudos', async () => {
    const demo = await startTestService({
      service: 'community',
      build: buildCommunityService,
      config: loadCommunityConfig,
      env: { DEMO_MODE: 'true' },
    });
    try {
      const memberId = newUserId();
      await handled(demo, (await register(demo, snapshot({ userId: memberId, username: 'member', displayName: 'Arjun Mehta' }))).id);
      const token = await demo.loginAs({ userId: memberId });
      const feed = await eventually(async () => {
        const res = await fetchJson(`${demo.url}/api/feed?limit=50`, { token });
        // the demo friends' kudos are written after their items: wait for both, as a loaded machine shows the gap
        return res.body.total >= 8 && res.body.items.some((i: { kudosCount: number }) => i.kudosCount === 2) ? res.body : undefined;
      });
      type Item = { kind: string; owner: { id: string } };
      // the practice is the three friends'; the forum demo's topics written as the demo member may be there too (their own posts)
      expect(new Set(feed.items.filter((i: Item) => i.kind === 'practice_session').map((i: Item) => i.owner.id))).toEqual(
        new Set(['demo-friend-01', 'demo-friend-02', 'demo-friend-03']),
      );
      for (const item of feed.items as Item[])
        expect(['demo-friend-01', 'demo-friend-02', 'demo-friend-03', memberId], `${item.kind} of ${item.owner.id}`).toContain(item.owner.id);
      expect(feed.items.some((i: { kudosCount: number }) => i.kudosCount === 2)).toBe(true);
      // a stranger sees none of it
      const stranger = await demo.loginAs({ userId: newUserId() });
      expect((await fetchJson(`${demo.url}/api/feed`, { token: stranger })).body.total).toBe(0);
    } finally {
      await demo.stop();
    }
  });
});
