import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOn, practiceSession, sleep, startFailureStack, until, type ApiClient, type FailureStack } from './support.ts';

/**
 * The practice service dies (SIGKILL, no clean-up) right after its database write, before the
 * outbox relay publishes the event (OUTBOX_TEST_CRASH=before-publish), or right after the publish,
 * before the entry is pulled off the document (after-publish). After a restart the session the
 * member was told about is there and its event is in the stream exactly once.
 */
describe('a service killed between its database write and its publish', () => {
  let s: FailureStack;
  let member: ApiClient;
  let conn: mongoose.Connection;
  let stream: string;
  let subject: string;

  beforeAll(async () => {
    s = await startFailureStack({ name: 'outbox-crash', portOffset: 2_000, services: ['auth', 'practice'] });
    ({ client: member } = await s.register('outbox'));
    conn = await mongoose.createConnection(s.stack.urls.mongo, { dbName: `${s.stack.names.dbPrefix}practice` }).asPromise();
    const ns = s.stack.names.eventNamespace;
    stream = `${ns.toUpperCase()}_PRACTICE`;
    subject = `${ns}.practice.session.logged`;
  });
  afterAll(async () => {
    await conn?.close();
    await s?.stop();
  });

  const logged = async (sessionId: string) =>
    (await eventsOn(s.stack.urls.nats, stream, subject)).filter((e) => e.data.sessionId === sessionId);
  const outboxOf = async (sessionId: string) => {
    const doc = await conn.collection('practice_sessions').findOne({ _id: new mongoose.Types.ObjectId(sessionId) });
    return (doc?._outbox as unknown[] | undefined) ?? [];
  };

  for (const point of ['before-publish', 'after-publish'] as const) {
    it(`when it dies ${point.replace('-', ' ')}, then after the restart the session is kept and its event went out once`, async () => {
      await s.stack.kill('practice');
      await s.stack.restart('practice', { OUTBOX_TEST_CRASH: point });
      const key = `failure-outbox-${point}-${Date.now()}`;
      const body = practiceSession(point.length, key);

      // The write is answered before the relay runs; should the crash win the race, the app's
      // offline sync retries with the same idempotency key, so the member still gets one session.
      const first = await member.post<{ id: string }>('/api/practice/sessions', body).catch(() => undefined);
      await until('the practice process to die at the crash point', async () => s.stack.proc('practice')?.exit, 60_000);
      expect(s.stack.proc('practice')?.exit?.signal).toBe('SIGKILL');
      let id = first?.status === 201 ? first.body.id : undefined;

      if (id) {
        // Died between the write and the publish / the publish and the pull: the entry is still on the document.
        expect(await outboxOf(id)).toHaveLength(1);
        expect(await logged(id)).toHaveLength(point === 'before-publish' ? 0 : 1);
      }

      await s.stack.restart('practice');
      if (!id) {
        const retry = await member.post<{ id: string }>('/api/practice/sessions', body);
        expect([200, 201]).toContain(retry.status);
        id = retry.body.id;
      }
      const sessionId = id;
      // The restarted relay publishes what the crash left behind and pulls it off the document.
      await until('the outbox drained after the restart', async () => (await outboxOf(sessionId)).length === 0, 30_000);
      await sleep(1500); // one more relay interval: nothing goes out a second time
      const events = await logged(sessionId);
      expect(events).toHaveLength(1);
      expect(events[0]!.data).toMatchObject({ sessionId, title: body.title });
      // Acknowledged means kept.
      const stored = await member.get<{ id: string; title: string }>(`/api/practice/sessions/${sessionId}`);
      expect(stored.status).toBe(200);
      expect(stored.body.title).toBe(body.title);
      // The same key again is the same session (an offline client retrying), not a second event.
      const again = await member.post<{ id: string }>('/api/practice/sessions', body);
      expect(again.body.id).toBe(sessionId);
      await sleep(1500);
      expect(await logged(sessionId)).toHaveLength(1);
      // The only deaths are the ones asked for.
      expect(s.crashes.filter((c) => !c.startsWith('practice '))).toEqual([]);
    });
  }
});
