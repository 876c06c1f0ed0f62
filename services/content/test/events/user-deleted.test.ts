import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amaReminderRemoved, userDeleted } from '@trap/contracts';
import { publishEnvelope, recordEvent } from '@trap/kit';
import { eventually, fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, publishedContentEvents, settle, startContentService } from '../support/content-service.ts';

/**
 * auth.user.deleted in the content service: the member's AMA questions (kept without an author once
 * answered), votes, reminders, blog comments, saved tips, range-slot bookings and contact messages go,
 * a replay changes nothing; and GET /api/content/export, the member's own records only.
 */
let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const tokens: Record<string, string> = {};
const MODERATOR = { userId: 'e5e5e5e5e5e5e5e5e5e5e5e5', role: 'moderator' as const };
const newUserId = () => randomBytes(12).toString('hex');
const count = (collection: string, filter: Record<string, unknown>) => svc.ctx.conn.collection(collection).countDocuments(filter as never);
const dayFromNow = (n: number) => new Date(Date.now() + 5.5 * 3_600_000 + n * 86_400_000).toISOString().slice(0, 10);

const call = (token: string | undefined, path: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) =>
  fetchJson(url(path), { token, ...init });
const ok = async (res: Promise<{ status: number; body: any; text?: string }>, status = 200) => {
  const r = await res;
  expect(r.status, JSON.stringify(r.body)).toBe(status);
  return r.body;
};
const create = (path: string, json: Record<string, unknown>) => ok(call(tokens.admin, path, { json }), 201);

/** Publishes auth.user.deleted as auth's relay does and waits until this service handled it. */
async function deleteAccount(userId: string): Promise<void> {
  const entry = recordEvent(userDeleted, { userId, deletedAt: new Date().toISOString() });
  await publishEnvelope(svc.ctx.bus, entry);
  await eventually(() => svc.ctx.conn.collection('processed_events').findOne({ eventId: entry.id }));
}

interface World {
  leaver: { userId: string; token: string };
  live: string;
  upcoming: string;
  post: string;
  tip: string;
  rangeId: string;
  slot: string;
}

/** A member who asked, voted, set a reminder, commented, saved a tip, booked the last place and wrote to the site. */
async function memberWithData(name: string): Promise<World> {
  const userId = newUserId();
  const leaver = { userId, token: await svc.loginAs({ userId, role: 'member' }) };
  const live = (
    await create('/api/amas', {
      title: 'Live room',
      description: 'Questions',
      status: 'live',
      streamUrl: 'https://www.youtube.com/watch?v=jNQXAC9IVRw',
    })
  ).id;
  const upcoming = (
    await create('/api/amas', {
      title: 'Ask about chokes',
      description: 'Soon',
      status: 'upcoming',
      scheduledFor: new Date(Date.now() + 3 * 86_400_000).toISOString(),
    })
  ).id;
  const post = (await create('/api/blog', { title: 'Comment on me', content: 'Body', category: 'Training' })).id;
  const tip = (await create('/api/shooting-tips', { category: 'Mount', difficulty: 'beginner', tipText: 'Bring the gun to your face.' }))
    .id;
  const rangeId = (await create('/api/shooting-ranges', { name: `${name} Range`, city: 'Pune', state: 'Maharashtra', description: 'Trap' }))
    .id;
  const layouts = await ok(
    call(tokens.admin, `/api/shooting-ranges/${rangeId}/layouts`, { method: 'PUT', json: { layouts: [{ name: 'Trap 1' }] } }),
  );
  const slot = (
    await create(`/api/shooting-ranges/${rangeId}/slots`, {
      date: dayFromNow(2),
      time: '09:00',
      layoutId: layouts.layouts[0].id,
      pricePaise: 150_000,
      capacity: 1,
    })
  ).id;

  await ok(call(leaver.token, `/api/amas/${live}/questions`, { json: { text: `${name}: open question about chokes?` } }), 201);
  const answered = await ok(
    call(leaver.token, `/api/amas/${live}/questions`, { json: { text: `${name}: answered question about leads?` } }),
    201,
  );
  await ok(call(tokens.moderator, `/api/amas/${live}/questions/${answered.id}/answered`, { method: 'POST' }));
  const others = await ok(call(tokens.other, `/api/amas/${live}/questions`, { json: { text: `Another member asks, for ${name}?` } }), 201);
  await ok(call(leaver.token, `/api/amas/${live}/questions/${others.id}/upvote`, { method: 'POST' }));
  expect([200, 201]).toContain((await call(leaver.token, `/api/amas/${upcoming}/reminder`, { method: 'POST' })).status);
  await ok(call(leaver.token, `/api/blog/${post}/comments`, { json: { content: `${name} says great tips!` } }), 201);
  await ok(call(leaver.token, '/api/shooting-tips/saved', { json: { tipId: tip, notes: 'Try on Sunday' } }), 201);
  await ok(call(leaver.token, `/api/shooting-ranges/${rangeId}/slots/${slot}/booking`, { json: { name } }), 201);
  await ok(
    call(leaver.token, '/api/contact', {
      json: { name, email: 'leaver@example.com', subject: 'Range listing', message: 'Please add our club in Pune to the directory.' },
      headers: { 'x-forwarded-for': `10.1.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}` },
    }),
    201,
  );
  await settle(svc);
  return { leaver, live, upcoming, post, tip, rangeId, slot };
}

const questions = async (amaId: string) =>
  (await ok(call(tokens.other, `/api/amas/${amaId}/questions`))).items as {
    id: string;
    text: string;
    votes: number;
    mine: boolean;
    answered: boolean;
  }[];

beforeAll(async () => {
  svc = await startContentService();
  tokens.admin = await svc.loginAs(ADMIN);
  tokens.moderator = await svc.loginAs(MODERATOR);
  tokens.other = await svc.loginAs({ userId: 'f1f1f1f1f1f1f1f1f1f1f1f1', role: 'member' });
});
afterAll(() => svc?.stop());

describe("a deleted member's data in content (auth.user.deleted)", () => {
  it('when a member with questions, votes, a reminder, a comment, a saved tip, a booking and a contact message is deleted, then those go (an answered question stays without its author), the place is free, and a replay changes nothing', async () => {
    const w = await memberWithData('Leaver');
    const { userId } = w.leaver;

    await deleteAccount(userId);

    const after = async () => {
      const qs = await questions(w.live);
      // the open question is gone; the answered one stays, by no one; the leaver's vote is withdrawn
      expect(qs.map((q) => [q.text, q.answered, q.votes])).toEqual([
        ['Another member asks, for Leaver?', false, 0],
        ['Leaver: answered question about leads?', true, 0],
      ]);
      expect(await count('ama_questions', { $or: [{ authorId: userId }, { voterIds: userId }] })).toBe(0);
      // the reminder is removed, and notifications told so
      expect(await count('ama_reminders', { userId, active: true })).toBe(0);
      expect(await count('blog_comments', { authorId: userId })).toBe(0);
      expect(await count('saved_tips', { userId })).toBe(0);
      expect(await count('range_slot_days', { bookers: userId })).toBe(0);
      expect(await count('range_slot_days', { 'slots.bookings.userId': userId })).toBe(0);
      expect(await count('contact_messages', { userId })).toBe(0);
    };
    await after();
    await svc.relay.flush();
    const removed = (await publishedContentEvents(svc.ctx.bus)).filter(
      (e) => e.subject === amaReminderRemoved.subject && (e.data as { userId: string }).userId === userId,
    );
    expect(removed.map((e) => (e.data as { amaId: string }).amaId)).toEqual([w.upcoming]);
    // the last place of the slot is free again
    await ok(call(tokens.other, `/api/shooting-ranges/${w.rangeId}/slots/${w.slot}/booking`, { json: { name: 'Next Shooter' } }), 201);

    await deleteAccount(userId);
    await after();
    const board = await ok(call(tokens.other, `/api/shooting-ranges/${w.rangeId}/slots`));
    expect(board.slots.find((s: { id: string }) => s.id === w.slot)).toMatchObject({ placesLeft: 0, bookedByMe: true });
  });
});

describe('downloading my content data (GET /api/content/export)', () => {
  it("when a member downloads their content data, then it holds their own records and never another member's", async () => {
    const mine = await memberWithData('Exporter');
    const theirs = await memberWithData('Stranger');

    const res = await call(mine.leaver.token, '/api/content/export');
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe('no-store');
    const { service, records } = res.body;
    expect(service).toBe('content');
    expect(records.ama_questions.map((q: { text: string }) => q.text).sort()).toEqual([
      'Exporter: answered question about leads?',
      'Exporter: open question about chokes?',
    ]);
    expect(records.ama_votes).toHaveLength(1);
    expect(records.ama_reminders).toMatchObject([{ amaId: mine.upcoming, active: true }]);
    expect(records.blog_comments).toMatchObject([{ postId: mine.post, content: 'Exporter says great tips!' }]);
    expect(records.saved_tips).toMatchObject([{ tipId: mine.tip, notes: 'Try on Sunday' }]);
    expect(records.range_bookings).toMatchObject([{ slotId: mine.slot, name: 'Exporter' }]);
    expect(records.contact_messages).toMatchObject([{ name: 'Exporter', email: 'leaver@example.com' }]);
    const text = JSON.stringify(res.body);
    expect(text).not.toContain('Stranger');
    expect(text).not.toContain(theirs.leaver.userId);
  });

  it('when a guest asks for the content export, then it is 401', async () => {
    expect((await call(undefined, '/api/content/export')).status).toBe(401);
  });
});
