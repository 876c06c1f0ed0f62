import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import mongoose from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventsOn, sleep, startFailureStack, until, type FailureStack } from './support.ts';

const DAY_MS = 86_400_000;
/** The auth worker's queue and job (services/auth/src/jobs/membership-expiry.job.ts). */
const QUEUE = 'auth-membership';
const JOB = 'membership-expiry';

/**
 * Redis (this test's own redis-server, append-only file with fsync always, as production's should
 * be) is killed while the auth worker's membership-expiry job runs, and returns a few seconds later:
 * the job finishes, a job queued before the outage runs afterwards, no job runs a second time and
 * every membership is expired, with its event, exactly once.
 */
describe('Redis stopped during a worker run', () => {
  let s: FailureStack;
  let conn: mongoose.Connection;
  let queue: Queue;
  let queueRedis: Redis;

  beforeAll(async () => {
    s = await startFailureStack({
      name: 'redis-down',
      portOffset: 5_000,
      services: ['auth'],
      bff: false,
      workers: true,
      privateRedis: true,
    });
    conn = await mongoose.createConnection(s.stack.urls.mongo, { dbName: `${s.stack.names.dbPrefix}auth` }).asPromise();
    queueRedis = new Redis(s.redis!.url, { maxRetriesPerRequest: null });
    queueRedis.on('error', () => {}); // refused while Redis is down on purpose; ioredis reconnects
    queue = new Queue(QUEUE, { connection: queueRedis, prefix: `${s.stack.names.redisPrefix}bull` });
    queue.on('error', () => {});
  });
  afterAll(async () => {
    await queue?.close().catch(() => {});
    queueRedis?.disconnect();
    await conn?.close();
    await s?.stop();
  });

  /** Members whose paid term ends at `end`, straight into the auth database (the worker only reads these fields). */
  const members = async (tag: string, count: number, end: Date) => {
    const docs = Array.from({ length: count }, (_, i) => {
      const name = `${tag}${i}`;
      return {
        _id: new mongoose.Types.ObjectId(),
        username: name,
        usernameKey: name,
        email: `${name}@example.com`,
        displayName: `Member ${name}`,
        role: 'member',
        accountStatus: 'active',
        membershipTier: 'shooters_circle',
        membershipStatus: 'active',
        membershipStartDate: new Date(end.getTime() - 365 * DAY_MS),
        membershipEndDate: end,
        isTrialMember: false,
        trialEndDate: null,
        expiryWarningFor: null,
        createdAt: new Date(),
        updatedAt: new Date(),
      };
    });
    await conn.collection('users').insertMany(docs);
    return docs.map((d) => d._id.toString());
  };
  const expiredIn = async (ids: string[]) =>
    conn
      .collection('users')
      .countDocuments({ _id: { $in: ids.map((id) => new mongoose.Types.ObjectId(id)) }, membershipStatus: 'expired' });

  it('when Redis dies mid-job and returns, then the jobs finish, none runs twice, and each membership expires once', async () => {
    const now = Date.now();
    const ended = await members('redisA', 150, new Date(now - DAY_MS));
    const endingLater = await members('redisB', 20, new Date(now + 2 * DAY_MS));

    // A run big enough to be cut in the middle (small batches), and one queued behind it for later.
    const running = await queue.add(JOB, { now: new Date(now).toISOString(), batchSize: 10 }, { attempts: 3 });
    const later = await queue.add(JOB, { now: new Date(now + 3 * DAY_MS).toISOString(), batchSize: 10 }, { delay: 6000, attempts: 3 });
    await until(
      'the first job to be running',
      async () => (await running.getState()) === 'active' && (await expiredIn(ended)) > 0,
      20_000,
      50,
    );

    await s.redis!.stop('SIGKILL');
    const doneWhileDown = await expiredIn(ended);
    await sleep(3000);
    await s.redis!.start();

    await until(
      'both jobs completed',
      async () => (await running.getState()) === 'completed' && (await later.getState()) === 'completed',
      90_000,
      500,
    );
    const first = (await queue.getJob(running.id!))!;
    const second = (await queue.getJob(later.id!))!;
    // Each job started exactly once: no stalled re-run, no retry.
    expect([first.attemptsStarted, first.attemptsMade, first.stalledCounter]).toEqual([1, 1, 0]);
    expect([second.attemptsStarted, second.attemptsMade, second.stalledCounter]).toEqual([1, 1, 0]);
    expect(doneWhileDown).toBeLessThan(ended.length); // the outage really was mid-run

    expect(await expiredIn(ended)).toBe(ended.length);
    expect(await expiredIn(endingLater)).toBe(endingLater.length);
    const ns = s.stack.names.eventNamespace;
    const events = await until(
      'every expiry event published',
      async () => {
        const all = await eventsOn(s.stack.urls.nats, `${ns.toUpperCase()}_AUTH`, `${ns}.auth.membership.expired`);
        return all.length >= ended.length + endingLater.length ? all : undefined;
      },
      30_000,
      500,
    );
    const perUser = new Map<string, number>();
    for (const e of events) perUser.set(String(e.data.userId), (perUser.get(String(e.data.userId)) ?? 0) + 1);
    expect(perUser.size).toBe(ended.length + endingLater.length);
    expect([...perUser.values()].every((n) => n === 1)).toBe(true);
    expect(s.crashes).toEqual([]);
  });
});
