import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userDeleted } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
const url = (path: string) => `${svc.url}${path}`;
const newId = () => randomBytes(12).toString('hex');
beforeAll(async () => {
  svc = await startPracticeService();
});
afterAll(() => svc?.stop());

async function memberWithData() {
  const id = newId();
  const token = await svc.loginAs({ userId: id });
  const logged = await fetchJson(url('/api/practice/sessions'), {
    token,
    json: { date: '2026-03-07', location: 'Tughlakabad', scores: [{ total: 22 }] },
  });
  expect(logged.status).toBe(201);
  const entry = await fetchJson(url('/api/journal/entries'), {
    token,
    json: { date: '2026-03-07', title: 'Windy morning', content: 'Held low on station 5.' },
  });
  expect(entry.status).toBe(201);
  const sharing = await fetchJson(url('/api/practice/sharing'), {
    token,
    method: 'PUT',
    json: { shareWithFriends: true, shareWithCoaches: false },
  });
  expect(sharing.status).toBe(200);
  // a maintenance reminder as the worker writes it (the worker alone registers its model)
  const reminderId = `${newId()}:2026-03-20`;
  await svc.ctx.conn.collection('equipment_maintenance_reminders').insertOne({
    _id: reminderId as never,
    userId: id,
    equipmentId: newId(),
    dueDate: '2026-03-20',
    dueBy: 'date',
    sentAt: new Date(),
    _outbox: [],
  });
  return { id, token, sessionId: logged.body.id as string, entryId: entry.body.id as string, reminderId };
}

describe('GET /api/practice/export', () => {
  it("when a member downloads their practice data, then it holds their sessions, stats rows, journal and sharing, and nobody else's", async () => {
    const me = await memberWithData();
    const other = await memberWithData();
    const res = await fetchJson(url('/api/practice/export'), { token: me.token });
    expect(res.status).toBe(200);
    expect(res.body.service).toBe('practice');
    const r = res.body.records;
    expect(r.practice_sessions.map((s: { _id: string }) => s._id)).toEqual([me.sessionId]);
    expect(r.practice_session_stats.length).toBe(1);
    expect(r.journal_entries.map((j: { title: string }) => j.title)).toEqual(['Windy morning']);
    expect(r.practice_sharing).toEqual([expect.objectContaining({ _id: me.id, shareWithFriends: true })]);
    expect(r.equipment_maintenance_reminders.map((x: { _id: string }) => x._id)).toEqual([me.reminderId]);
    // the records kept one per member under the member's id are in it too
    expect(Object.keys(r)).toEqual(
      expect.arrayContaining(['practice_achievements', 'practice_challenge_progress', 'practice_pathway_profiles']),
    );
    expect(JSON.stringify(res.body)).not.toContain(other.id);
    expect(JSON.stringify(res.body)).not.toContain('_outbox');
  });

  it('when anonymous, then 401', async () => {
    expect((await fetchJson(url('/api/practice/export'))).status).toBe(401);
  });
});

describe('auth.user.deleted', () => {
  it("when an account is deleted, then every practice record of the member goes, a replay changes nothing, and others' data stays", async () => {
    const gone = await memberWithData();
    const stays = await memberWithData();
    const event = { userId: gone.id, deletedAt: new Date().toISOString() };
    await publishTestEvent(svc, userDeleted, event);
    await waitForConsumers(svc);
    const after = await fetchJson(url('/api/practice/export'), { token: gone.token });
    for (const [name, docs] of Object.entries(after.body.records as Record<string, unknown[]>)) expect(docs, name).toEqual([]);
    // a replay (a new delivery of the same fact) finds nothing and fails nothing
    await publishTestEvent(svc, userDeleted, event);
    await waitForConsumers(svc);
    const kept = await fetchJson(url('/api/practice/export'), { token: stays.token });
    expect(kept.body.records.practice_sessions).toHaveLength(1);
    expect(kept.body.records.journal_entries).toHaveLength(1);
    expect(kept.body.records.equipment_maintenance_reminders).toHaveLength(1);
    const stats = await fetchJson(url('/api/practice/stats'), { token: gone.token });
    expect(stats.status).toBe(200);
    expect(JSON.stringify(stats.body)).not.toContain('Tughlakabad');
  });
});
