import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, BLOG_MODERATOR, CONTENT_ADMIN, MEMBER, publishedContentEvents, startContentService } from '../support/content-service.ts';

/**
 * The live AMA room through the real HTTP server and stores: members ask and upvote while the AMA is
 * live, the queue orders by votes, moderators mark questions answered, and the refusals.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const tokens: Record<string, string> = {};
let live: string;
let upcoming: string;
let completed: string;

const MODERATOR = { userId: 'e5e5e5e5e5e5e5e5e5e5e5e5', role: 'moderator' as const };
const OTHERS = ['f1f1f1f1f1f1f1f1f1f1f1f1', 'f2f2f2f2f2f2f2f2f2f2f2f2', 'f3f3f3f3f3f3f3f3f3f3f3f3'];

const createAma = async (json: Record<string, unknown>) => {
  const res = await fetchJson(url('/api/amas'), { token: tokens.admin, json: { title: 'Room', description: 'Live questions', ...json } });
  expect(res.status, res.text).toBe(201);
  return res.body as { id: string; streamUrl: string | null };
};
const ask = (who: string | undefined, amaId: string, json: unknown) => fetchJson(url(`/api/amas/${amaId}/questions`), { token: who, json });
const queue = async (who: string | undefined, amaId: string) => {
  const res = await fetchJson(url(`/api/amas/${amaId}/questions`), { token: who });
  expect(res.status).toBe(200);
  return res.body.items as { id: string; text: string; votes: number; mine: boolean; upvotedByMe: boolean; answered: boolean }[];
};
const upvote = (who: string | undefined, amaId: string, qid: string) =>
  fetchJson(url(`/api/amas/${amaId}/questions/${qid}/upvote`), { token: who, method: 'POST' });
const remove = (who: string | undefined, amaId: string, qid: string) =>
  fetchJson(url(`/api/amas/${amaId}/questions/${qid}`), { token: who, method: 'DELETE' });
const answered = (who: string | undefined, amaId: string, qid: string) =>
  fetchJson(url(`/api/amas/${amaId}/questions/${qid}/answered`), { token: who, method: 'POST' });
/** The audit entries (content.staff_action.recorded) of one question, oldest first. */
const auditOf = async (qid: string) => {
  await svc.relay.flush();
  return (await publishedContentEvents(svc.ctx.bus))
    .filter((e) => e.subject === 'content.staff_action.recorded' && e.data.itemId === qid)
    .map((e) => e.data);
};

beforeAll(async () => {
  svc = await startContentService({ AMA_QUESTIONS_PER_WINDOW: '3', AMA_QUESTION_WINDOW_SECONDS: '3600' });
  tokens.admin = await svc.loginAs(ADMIN);
  tokens.member = await svc.loginAs(MEMBER);
  tokens.moderator = await svc.loginAs(MODERATOR);
  tokens.contentAdmin = await svc.loginAs(CONTENT_ADMIN);
  tokens.blogModerator = await svc.loginAs(BLOG_MODERATOR);
  for (const [i, userId] of OTHERS.entries()) tokens[`other${i}`] = await svc.loginAs({ userId, role: 'member' });
  live = (await createAma({ status: 'live', streamUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw' })).id;
  upcoming = (await createAma({ status: 'upcoming' })).id;
  completed = (await createAma({ status: 'completed', transcript: 'Q: a\nA: b' })).id;
});
afterAll(() => svc?.stop());

describe('asking and voting', () => {
  it('when members ask and upvote on a live AMA, then the queue orders by votes and marks the caller’s own', async () => {
    const first = await ask(tokens.member, live, { text: '  How do you pick chokes for a windy day?  ' });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({
      amaId: live,
      text: 'How do you pick chokes for a windy day?',
      votes: 0,
      mine: true,
      upvotedByMe: false,
      answered: false,
      answeredAt: null,
    });
    const second = (await ask(tokens.other0, live, { text: 'What is your pre-shot routine?' })).body;

    const voted = await upvote(tokens.member, live, second.id);
    expect(voted.status).toBe(200);
    expect(voted.body).toMatchObject({ id: second.id, votes: 1, upvotedByMe: true, mine: false });
    expect((await upvote(tokens.other1, live, second.id)).body.votes).toBe(2);
    expect((await upvote(tokens.other1, live, first.body.id)).body.votes).toBe(1);

    const mine = await queue(tokens.member, live);
    expect(mine.map((q) => [q.text, q.votes, q.mine, q.upvotedByMe])).toEqual([
      ['What is your pre-shot routine?', 2, false, true],
      ['How do you pick chokes for a windy day?', 1, true, false],
    ]);
    // a visitor sees the same queue without marks; the list is never cached
    const visitor = await fetchJson(url(`/api/amas/${live}/questions`));
    expect(visitor.headers.get('cache-control')).toBe('private, no-store');
    expect((visitor.body.items as { mine: boolean; upvotedByMe: boolean }[]).every((q) => !q.mine && !q.upvotedByMe)).toBe(true);
  });

  it('when a member upvotes their own question or the same one twice, then it is 403 or 409 and the votes stay', async () => {
    const own = (await ask(tokens.other2, live, { text: 'Own question' })).body;
    const mineAgain = await upvote(tokens.other2, live, own.id);
    expect(mineAgain.status).toBe(403);
    expect(mineAgain.body.error.message).toBe('You cannot upvote your own question');
    expect((await upvote(tokens.admin, live, own.id)).status).toBe(200);
    const twice = await upvote(tokens.admin, live, own.id);
    expect(twice.status).toBe(409);
    expect(twice.body.error.message).toBe('You have already upvoted this question');
    expect((await queue(undefined, live)).find((q) => q.id === own.id)?.votes).toBe(1);
  });

  it('when a question or an AMA is unknown, or the question belongs to another AMA, then it is 404', async () => {
    const q = (await ask(tokens.admin, live, { text: 'Which cartridge for the final?' })).body;
    expect((await upvote(tokens.member, live, 'ffffffffffffffffffffffff')).status).toBe(404);
    expect((await upvote(tokens.member, live, 'not-an-id')).status).toBe(404);
    expect((await upvote(tokens.member, upcoming, q.id)).status).toBe(404);
    expect((await answered(tokens.moderator, completed, q.id)).status).toBe(404);
    expect((await fetchJson(url('/api/amas/ffffffffffffffffffffffff/questions'))).status).toBe(404);
    expect((await ask(tokens.member, 'ffffffffffffffffffffffff', { text: 'Anyone?' })).status).toBe(404);
  });

  it('when the AMA has ended, then asking is 409 for everyone, Elite Trigger too, and its queue is empty', async () => {
    const res = await ask(tokens.other0, completed, { text: 'Too late?' });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Questions can only be asked while the AMA is live');
    expect(await queue(undefined, completed)).toEqual([]);
  });

  it('when the question is empty or too long, then it is 400 with the field message and nothing is stored', async () => {
    const before = (await queue(undefined, live)).length;
    const empty = await ask(tokens.other0, live, { text: '   ' });
    expect(empty.status).toBe(400);
    expect(empty.body.error.fields).toEqual({ text: 'Question is required' });
    const long = await ask(tokens.other0, live, { text: 'x'.repeat(501) });
    expect(long.status).toBe(400);
    expect(long.body.error.fields).toEqual({ text: 'Question must be at most 500 characters' });
    expect((await ask(tokens.other0, live, {})).body.error.fields).toEqual({ text: 'Question is required' });
    expect(await queue(undefined, live)).toHaveLength(before);
  });

  it('when a member asks more than the budget allows, then the next question is 429 with Retry-After', async () => {
    const asker = await svc.loginAs({ userId: 'a9a9a9a9a9a9a9a9a9a9a9a9', role: 'member' });
    for (let i = 0; i < 3; i++) expect((await ask(asker, live, { text: `Question ${i}` })).status).toBe(201);
    const over = await ask(asker, live, { text: 'One more' });
    expect(over.status).toBe(429);
    expect(over.body.error.message).toMatch(/^Too many questions\. Please try again in \d+ minutes?\.$/);
    expect(Number(over.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('when a visitor asks, upvotes or marks, then it is 401', async () => {
    const q = (await queue(undefined, live))[0]!;
    expect((await ask(undefined, live, { text: 'Hello?' })).status).toBe(401);
    expect((await upvote(undefined, live, q.id)).status).toBe(401);
    expect((await answered(undefined, live, q.id)).status).toBe(401);
  });
});

describe('early AMA access', () => {
  const ELITE = { userId: 'e1e1e1e1e1e1e1e1e1e1e1e1', role: 'member' as const, tier: 'elite_trigger' as const };
  const PRO = { userId: 'd1d1d1d1d1d1d1d1d1d1d1d1', role: 'member' as const, tier: 'pro_lane' as const };

  it('when an Elite Trigger member asks on an upcoming AMA, then the question is queued', async () => {
    const ama = (await createAma({ status: 'upcoming', scheduledFor: new Date(Date.now() + 86_400_000).toISOString() })).id;
    const elite = await svc.loginAs(ELITE);
    const res = await ask(elite, ama, { text: 'How do you prepare the week before a final?' });
    expect(res.status, res.text).toBe(201);
    expect(res.body).toMatchObject({ amaId: ama, mine: true, votes: 0 });
    expect((await queue(undefined, ama)).map((q) => q.text)).toEqual(['How do you prepare the week before a final?']);
    // another Elite Trigger member may upvote it early
    const voted = await upvote(await svc.loginAs({ ...ELITE, userId: 'e2e2e2e2e2e2e2e2e2e2e2e2' }), ama, res.body.id);
    expect(voted.status).toBe(200);
    expect(voted.body.votes).toBe(1);
  });

  it('when a Pro Lane member asks on an upcoming AMA, then 403 TIER_REQUIRED naming Elite Trigger and nothing is stored', async () => {
    const ama = (await createAma({ status: 'upcoming' })).id;
    const early = (await ask(await svc.loginAs(ELITE), ama, { text: 'Early bird?' })).body;
    const pro = await svc.loginAs(PRO);
    const res = await ask(pro, ama, { text: 'Can I ask already?' });
    expect(res.status).toBe(403);
    expect(res.body.error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'elite_trigger' });
    expect(res.body.error.message).toMatch(/Elite Trigger/);
    const vote = await upvote(pro, ama, early.id);
    expect(vote.status).toBe(403);
    expect(vote.body.error).toMatchObject({ code: 'TIER_REQUIRED', requiredTier: 'elite_trigger' });
    expect((await queue(undefined, ama)).map((q) => [q.text, q.votes])).toEqual([['Early bird?', 0]]);
  });

  it('when the AMA goes live, then everyone may ask and the early questions are in the queue', async () => {
    const ama = (await createAma({ status: 'upcoming' })).id;
    const early = (await ask(await svc.loginAs(ELITE), ama, { text: 'Asked before the start' })).body;
    const pro = await svc.loginAs(PRO);
    expect((await ask(pro, ama, { text: 'Too early for me' })).status).toBe(403);
    expect((await fetchJson(url(`/api/amas/${ama}`), { token: tokens.admin, method: 'PATCH', json: { status: 'live' } })).status).toBe(200);

    expect((await ask(pro, ama, { text: 'Asked once it is live' })).status).toBe(201);
    expect((await upvote(pro, ama, early.id)).body.votes).toBe(1);
    expect((await queue(pro, ama)).map((q) => [q.text, q.votes, q.mine])).toEqual([
      ['Asked before the start', 1, false],
      ['Asked once it is live', 0, true],
    ]);
  });
});

describe('answering', () => {
  it('when a moderator marks a question answered, then it moves after the open ones and takes no more votes', async () => {
    const q = (await ask(tokens.other1, live, { text: 'Is a higher rib better for trap?' })).body;
    for (const t of [tokens.member, tokens.other0, tokens.other2]) await upvote(t, live, q.id);
    expect((await queue(undefined, live))[0]!.id).toBe(q.id); // most votes first

    const done = await answered(tokens.moderator, live, q.id);
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ id: q.id, answered: true, votes: 3 });
    expect(Date.parse(done.body.answeredAt)).toBeGreaterThan(Date.now() - 60_000);
    const after = await queue(undefined, live);
    expect(after.at(-1)).toMatchObject({ id: q.id, answered: true });
    expect(after.filter((x) => !x.answered).length).toBe(after.length - 1);

    const late = await upvote(tokens.admin, live, q.id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This question has been answered');
    // again: unchanged
    const again = await answered(tokens.contentAdmin, live, q.id);
    expect(again.status).toBe(200);
    expect(again.body.answeredAt).toBe(done.body.answeredAt);
  });

  it('when a member or a blog moderator marks a question answered, then it is 403 and the question stays open', async () => {
    const q = (await ask(tokens.admin, live, { text: 'Favourite range in India?' })).body;
    expect((await answered(tokens.member, live, q.id)).status).toBe(403);
    expect((await answered(tokens.blogModerator, live, q.id)).status).toBe(403);
    expect((await queue(undefined, live)).find((x) => x.id === q.id)?.answered).toBe(false);
    expect((await answered(tokens.admin, live, q.id)).status).toBe(200);
  });

  it('when a moderator marks a question answered, then it is in the audit trail once with who did it, also when it is marked again', async () => {
    const q = (await ask(tokens.other2, live, { text: 'How do you train for finals?' })).body;
    expect((await answered(tokens.moderator, live, q.id)).status).toBe(200);
    expect((await answered(tokens.admin, live, q.id)).status).toBe(200); // already answered: unchanged
    const audited = await auditOf(q.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'ama_question.answer',
      actorId: MODERATOR.userId,
      actorRole: 'moderator',
      itemType: 'ama_question',
      itemLabel: 'Room: How do you train for finals?',
      before: { answered: false },
      after: { answered: true },
    });
  });

  it('when the AMA ends, then voting closes and its questions stay readable', async () => {
    const ama = (await createAma({ status: 'live' })).id;
    const q = (await ask(tokens.member, ama, { text: 'Last question?' })).body;
    expect((await fetchJson(url(`/api/amas/${ama}`), { token: tokens.admin, method: 'PATCH', json: { status: 'completed' } })).status).toBe(
      200,
    );
    const closed = await upvote(tokens.other0, ama, q.id);
    expect(closed.status).toBe(409);
    expect(closed.body.error.message).toBe('Voting is closed: this AMA is not live');
    expect((await queue(undefined, ama)).map((x) => x.text)).toEqual(['Last question?']);
  });
});

describe('removing', () => {
  it('when the asker withdraws their open question, then it leaves the queue; another member gets 403 and a visitor 401', async () => {
    const q = (await ask(tokens.other0, live, { text: 'Withdrawn soon' })).body;
    expect((await remove(undefined, live, q.id)).status).toBe(401);
    const notMine = await remove(tokens.member, live, q.id);
    expect(notMine.status).toBe(403);
    expect(notMine.body.error.message).toBe('You can only withdraw your own question');
    expect((await remove(tokens.blogModerator, live, q.id)).status).toBe(403);
    expect((await remove(tokens.other0, live, q.id)).status).toBe(204);
    expect((await queue(undefined, live)).some((x) => x.id === q.id)).toBe(false);
    expect((await remove(tokens.other0, live, q.id)).status).toBe(404);
  });

  it('when a moderator removes any question, even an answered one, then it is gone; the asker cannot withdraw an answered one', async () => {
    const q = (await ask(tokens.other1, live, { text: 'Off-topic advert' })).body;
    expect((await remove(tokens.moderator, live, q.id)).status).toBe(204);
    expect((await queue(undefined, live)).some((x) => x.id === q.id)).toBe(false);

    const kept = (await ask(tokens.other1, live, { text: 'Answered, then kept' })).body;
    await answered(tokens.moderator, live, kept.id);
    const late = await remove(tokens.other1, live, kept.id);
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('This question has been answered');
    expect((await remove(tokens.contentAdmin, upcoming, kept.id)).status).toBe(404); // another AMA's
    expect((await remove(tokens.contentAdmin, live, kept.id)).status).toBe(204);
  });

  it('when a moderator removes a member’s question, then the removal is in the audit trail once; an asker withdrawing their own is not a staff action', async () => {
    const asker = await svc.loginAs({ userId: 'a8a8a8a8a8a8a8a8a8a8a8a8', role: 'member' });
    const advert = (await ask(asker, live, { text: 'Buy my cartridges' })).body;
    expect((await remove(tokens.moderator, live, advert.id)).status).toBe(204);
    const own = (await ask(asker, live, { text: 'Never mind' })).body;
    expect((await remove(asker, live, own.id)).status).toBe(204);
    const audited = await auditOf(advert.id);
    expect(audited).toHaveLength(1);
    expect(audited[0]).toMatchObject({
      action: 'ama_question.remove',
      actorId: MODERATOR.userId,
      itemLabel: 'Room: Buy my cartridges',
      before: { text: 'Buy my cartridges', answered: false },
      after: null,
    });
    expect(await auditOf(own.id)).toEqual([]);
  });
});

describe('the stream address', () => {
  it('when an admin sets, clears or sends a bad stream URL, then it is stored, cleared or refused with the field message', async () => {
    const ama = await createAma({ status: 'upcoming', streamUrl: 'https://vimeo.com/76979871' });
    expect(ama.streamUrl).toBe('https://vimeo.com/76979871');
    expect((await fetchJson(url(`/api/amas/${ama.id}`))).body.streamUrl).toBe('https://vimeo.com/76979871');
    const bad = await fetchJson(url(`/api/amas/${ama.id}`), {
      token: tokens.admin,
      method: 'PATCH',
      json: { streamUrl: 'javascript:alert(1)' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ streamUrl: 'Stream URL must be an http(s) URL' });
    const cleared = await fetchJson(url(`/api/amas/${ama.id}`), { token: tokens.admin, method: 'PATCH', json: { streamUrl: null } });
    expect(cleared.status).toBe(200);
    expect(cleared.body.streamUrl).toBeNull();
    expect((await createAma({ status: 'upcoming' })).streamUrl).toBeNull();
  });
});
