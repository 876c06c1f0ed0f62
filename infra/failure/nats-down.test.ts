import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { practiceSession, sleep, startFailureStack, until, type ApiClient, type FailureStack } from './support.ts';

interface Notification {
  type: string;
  relatedEntityId: string | null;
}

/**
 * NATS (this test's own nats-server with JetStream on a temporary store) is killed while a member
 * logs practice sessions and comes back a few seconds later: every session the member was told
 * about is kept, and each one's notification arrives once NATS is back: no event is lost or doubled.
 */
describe('NATS stopped while practice sessions are logged', () => {
  let s: FailureStack;
  let member: ApiClient;

  beforeAll(async () => {
    s = await startFailureStack({
      name: 'nats-down',
      portOffset: 4_000,
      services: ['auth', 'practice', 'notifications'],
      privateNats: true,
    });
    ({ client: member } = await s.register('natsdown'));
  });
  afterAll(() => s?.stop());

  it('when NATS dies mid-logging and returns, then every acknowledged session is kept and notified exactly once', async () => {
    const acknowledged: string[] = [];
    const refused: number[] = [];
    // As the app's offline sync does: a request that got no answer is sent again with the same key.
    const log = async (n: number) => {
      const body = practiceSession(n, `failure-nats-${n}-key`);
      const res = await until(`session ${n} answered`, () => member.post<{ id: string }>('/api/practice/sessions', body), 90_000, 500);
      if (res.status === 201 || res.status === 200) acknowledged.push(res.body.id);
      else refused.push(res.status);
    };

    for (let n = 0; n < 3; n++) await log(n);
    await s.nats!.stop('SIGKILL');
    // Logging goes on while the broker is gone: the events wait in the outbox.
    for (let n = 3; n < 9; n++) await log(n);
    await sleep(2000);
    await s.nats!.start();
    for (let n = 9; n < 12; n++) await log(n);

    expect(refused).toEqual([]);
    expect(new Set(acknowledged).size).toBe(12);
    for (const id of acknowledged) expect((await member.get(`/api/practice/sessions/${id}`)).status).toBe(200);

    const notified = await until(
      'a notification for every session',
      async () => {
        const res = await member.get<Notification[]>('/api/notifications');
        const ids = res.body.filter((n) => n.type === 'practice_session').map((n) => n.relatedEntityId);
        return acknowledged.every((id) => ids.includes(id)) ? ids : undefined;
      },
      60_000,
      500,
    );
    await sleep(2000); // a relay pass and a redelivery later: still one each
    const after = (await member.get<Notification[]>('/api/notifications')).body.filter((n) => n.type === 'practice_session');
    expect(after).toHaveLength(acknowledged.length);
    expect(new Set(notified).size).toBe(notified.length);
    expect(s.crashes).toEqual([]);
  });
});
