import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchJson, type TestService } from '@trap/kit/testing';
import { ADMIN, MEMBER, publishedContentEvents, settle, startContentService } from '../support/content-service.ts';

let svc: TestService;
let admin: string;
let member: string;
let other: string;
let upcoming: { id: string; title: string; scheduledFor: string };
let past: { id: string };
const url = (path: string) => `${svc.url}${path}`;
const OTHER = 'f6f6f6f6f6f6f6f6f6f6f6f6';
const reminderEvents = async () => (await publishedContentEvents(svc.ctx.bus)).filter((e) => e.subject.startsWith('content.ama.reminder_'));

beforeAll(async () => {
  svc = await startContentService();
  admin = await svc.loginAs(ADMIN);
  member = await svc.loginAs(MEMBER);
  other = await svc.loginAs({ userId: OTHER, role: 'member' });
  const start = new Date(Date.now() + 3 * 86_400_000).toISOString();
  upcoming = (
    await fetchJson(url('/api/amas'), {
      token: admin,
      json: { title: 'Ask about chokes', description: 'Open questions', status: 'upcoming', scheduledFor: start },
    })
  ).body;
  past = (
    await fetchJson(url('/api/amas'), {
      token: admin,
      json: { title: 'Done and dusted', description: 'Over', status: 'completed', transcript: 'Q: a\nA: b' },
    })
  ).body;
  await settle(svc);
});
afterAll(() => svc?.stop());

describe('AMA reminders', () => {
  it('when nobody is logged in, then setting, removing and listing reminders answer 401', async () => {
    expect((await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'POST' })).status).toBe(401);
    expect((await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'DELETE' })).status).toBe(401);
    expect((await fetchJson(url('/api/amas/reminders'))).status).toBe(401);
  });

  it('when the AMA does not exist or the id is malformed, then 404 and nothing is stored', async () => {
    for (const id of ['aaaaaaaaaaaaaaaaaaaaaaaa', 'not-an-id']) {
      const res = await fetchJson(url(`/api/amas/${id}/reminder`), { method: 'POST', token: member });
      expect(res.status).toBe(404);
      expect(res.body.error.message).toBe('AMA not found');
    }
    expect((await fetchJson(url('/api/amas/reminders'), { token: member })).body).toEqual([]);
  });

  it('when the AMA is not upcoming, then 409', async () => {
    const res = await fetchJson(url(`/api/amas/${past.id}/reminder`), { method: 'POST', token: member });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('Reminders can only be set for upcoming AMAs');
  });

  it('when a member sets a reminder twice, then it is stored once, listed for them only, and one event goes out', async () => {
    const first = await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'POST', token: member });
    expect(first.status).toBe(201);
    expect(first.body).toMatchObject({ amaId: upcoming.id });
    const again = await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'POST', token: member });
    expect(again.status).toBe(200);
    expect(again.body).toEqual(first.body);

    const mine = await fetchJson(url('/api/amas/reminders'), { token: member });
    expect(mine.body).toEqual([first.body]);
    expect(mine.headers.get('cache-control')).toBe('private, no-store');
    expect((await fetchJson(url('/api/amas/reminders'), { token: other })).body).toEqual([]);
    // the public AMA read is the same for everyone
    expect((await fetchJson(url(`/api/amas/${upcoming.id}`))).body).not.toHaveProperty('reminder');

    await settle(svc);
    const events = await reminderEvents();
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({
      subject: 'content.ama.reminder_set',
      data: { amaId: upcoming.id, userId: MEMBER.userId, title: upcoming.title, scheduledFor: upcoming.scheduledFor },
    });
  });

  it('when two requests set the same reminder at once, then one reminder and one event', async () => {
    const results = await Promise.all(
      [1, 2, 3].map(() => fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'POST', token: other })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 200, 201]);
    await settle(svc);
    expect((await reminderEvents()).filter((e) => e.data.userId === OTHER)).toHaveLength(1);
  });

  it('when a member removes the reminder, then it is gone, a second removal is 404, and setting it again makes a new reminder', async () => {
    const before = (await reminderEvents()).find((e) => e.data.userId === MEMBER.userId)!;
    const removed = await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'DELETE', token: member });
    expect(removed.status).toBe(204);
    expect((await fetchJson(url('/api/amas/reminders'), { token: member })).body).toEqual([]);
    expect((await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'DELETE', token: member })).status).toBe(404);
    // another member's reminder is untouched
    expect((await fetchJson(url('/api/amas/reminders'), { token: other })).body).toHaveLength(1);

    expect((await fetchJson(url(`/api/amas/${upcoming.id}/reminder`), { method: 'POST', token: member })).status).toBe(201);
    await settle(svc);
    const mine = (await reminderEvents()).filter((e) => e.data.userId === MEMBER.userId);
    expect(mine.map((e) => e.subject)).toEqual(['content.ama.reminder_set', 'content.ama.reminder_removed', 'content.ama.reminder_set']);
    expect(mine[1]!.data.reminderId).toBe(before.data.reminderId);
    expect(mine[2]!.data.reminderId).not.toBe(before.data.reminderId);
  });
});
