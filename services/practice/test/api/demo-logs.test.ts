import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { userRegistered } from '@trap/contracts';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { registeredMember, startPracticeService } from '../support/practice-service.ts';

let svc: TestService;
const MEMBER = 'd6d6d6d6d6d6d6d6d6d6d6d6';
const COLLECTIONS = ['competitions', 'mental_assessments', 'nutrition_entries', 'fitness_entries', 'journal_entries'];
const registered = registeredMember(MEMBER, 'member');
const counts = () => Promise.all(COLLECTIONS.map((c) => svc.ctx.conn.collection(c).countDocuments({ userId: MEMBER })));

beforeAll(async () => {
  svc = await startPracticeService({ DEMO_MODE: 'true' });
});
afterAll(() => svc?.stop());

describe('demo logs', () => {
  // seeding six months of sessions and their logs twice takes a while on a loaded machine
  it(
    'when the demo member is registered (even twice), then they get entries of every kind once, linked to their own sessions',
    { timeout: 90_000 },
    async () => {
      await publishTestEvent(svc, userRegistered, registered);
      await waitForConsumers(svc, { timeoutMs: 60_000 });
      const first = await counts();
      for (const n of first) expect(n).toBeGreaterThan(0);
      await publishTestEvent(svc, userRegistered, registered);
      await waitForConsumers(svc, { timeoutMs: 60_000 });
      expect(await counts()).toEqual(first);
      const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
      const journal = await fetchJson(`${svc.url}/api/journal/entries`, { token });
      const linked = journal.body.items[0].sessionId;
      expect((await fetchJson(`${svc.url}/api/practice/sessions/${linked}`, { token })).status).toBe(200);
    },
  );

  it('then the journal page has something true to show: higher stress goes with lower scores, training and water with higher', async () => {
    const token = await svc.loginAs({ userId: MEMBER, role: 'member' });
    const res = await fetchJson(`${svc.url}/api/practice/wellbeing-effects`, { token });
    const by = Object.fromEntries(res.body.effects.map((e: { id: string }) => [e.id, e]));
    for (const id of ['stress', 'confidence', 'training', 'hydration']) expect(by[id].enoughData, id).toBe(true);
    expect(by.stress.difference).toBeLessThan(0);
    expect(by.confidence.difference).toBeGreaterThan(0);
    expect(by.training.difference).toBeGreaterThan(0);
    expect(by.hydration.difference).toBeGreaterThan(0);
    expect(res.body.competitions.count).toBeGreaterThanOrEqual(3);
    expect(res.body.competitions.averageRate).toBeGreaterThan(0.6);
  });
});
