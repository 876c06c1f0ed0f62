import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueEvents } from 'bullmq';
import { eventually } from '@trap/kit/testing';
import { createRedis } from '@trap/kit';
import { loadAuthConfig } from '../../src/config.ts';
import { startAuthWorker, type AuthWorker } from '../../src/jobs/start-worker.ts';
import { EXPIRY_JOB, EXPIRY_SCHEDULER_ID, MEMBERSHIP_QUEUE } from '../../src/jobs/membership-expiry.job.ts';
import { eventsFor, publishedEvents, registerUser, setUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

const DAY = 24 * 60 * 60 * 1000;
let svc: AuthTestService;
let worker: AuthWorker;

beforeAll(async () => {
  svc = await startAuthService();
  // The worker is its own process in production; here it shares the run's database, namespace and prefix.
  worker = await startAuthWorker(loadAuthConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

/** Users in every state the job must tell apart. */
async function population(now: number) {
  const make = async (tier: 'range_pass' | 'pro_lane', fields: Record<string, unknown>) => {
    const { user } = await registerUser(svc, { membershipTier: tier });
    await setUser(svc, user.id, fields);
    return user.id;
  };
  return {
    endedTrial: await make('pro_lane', {
      membershipStatus: 'trial',
      isTrialMember: true,
      trialStartDate: new Date(now - 7 * DAY),
      trialEndDate: new Date(now - 1000),
    }),
    endedPaid: await make('pro_lane', {
      membershipStatus: 'active',
      membershipStartDate: new Date(now - 366 * DAY),
      membershipEndDate: new Date(now - DAY),
    }),
    runningTrial: await make('pro_lane', { membershipStatus: 'trial', isTrialMember: true, trialEndDate: new Date(now + 5 * DAY) }),
    endingTrial: await make('pro_lane', { membershipStatus: 'trial', isTrialMember: true, trialEndDate: new Date(now + 1.5 * DAY) }),
    runningPaid: await make('pro_lane', { membershipStatus: 'active', membershipEndDate: new Date(now + 200 * DAY) }),
    freeForever: await make('range_pass', {}),
    pendingPayment: await make('pro_lane', { membershipEndDate: new Date(now - DAY) }), // not live: untouched
    alreadyExpired: await make('pro_lane', { membershipStatus: 'expired', membershipEndDate: new Date(now - 30 * DAY) }),
  };
}

const statusOf = async (id: string) => (await svc.auth.User.findById(id).lean())!;

describe('membership expiry job', () => {
  it('run once, it expires exactly the ended memberships and trials, warns the ending trial, and publishes the events', async () => {
    const now = Date.now();
    const ids = await population(now);
    // batch size 2 walks the cursor over several pages
    const result = await worker.membership.runExpiry(new Date(now), 2);
    expect(result).toMatchObject({ expired: 2, warned: 1 });

    expect(await statusOf(ids.endedTrial)).toMatchObject({ membershipStatus: 'expired', isTrialMember: false });
    expect(await statusOf(ids.endedPaid)).toMatchObject({ membershipStatus: 'expired' });
    expect(await statusOf(ids.runningTrial)).toMatchObject({ membershipStatus: 'trial', isTrialMember: true });
    expect(await statusOf(ids.endingTrial)).toMatchObject({ membershipStatus: 'trial', isTrialMember: true });
    expect(await statusOf(ids.runningPaid)).toMatchObject({ membershipStatus: 'active' });
    expect(await statusOf(ids.freeForever)).toMatchObject({ membershipStatus: 'active' });
    expect(await statusOf(ids.pendingPayment)).toMatchObject({ membershipStatus: 'pending_payment' });

    const events = await eventually(async () => {
      const all = await publishedEvents(svc.ctx.bus);
      return all.filter((e) => e.subject === 'auth.membership.expired').length >= 2 &&
        all.some((e) => e.subject === 'auth.membership.expiring')
        ? all
        : null;
    });
    const expired = events.filter((e) => e.subject === 'auth.membership.expired').map((e) => e.data.userId);
    expect(expired.sort()).toEqual([ids.endedTrial, ids.endedPaid].sort());
    expect(eventsFor(events, 'auth.membership.expired', ids.endedTrial)[0]!.data).toMatchObject({
      membershipTier: 'pro_lane',
      membershipStatus: 'expired',
      previousStatus: 'trial',
      isTrialMember: false,
    });
    expect(eventsFor(events, 'auth.membership.changed', ids.endedPaid).at(-1)!.data).toMatchObject({
      membershipStatus: 'expired',
      previousStatus: 'active',
    });
    expect(events.filter((e) => e.subject === 'auth.membership.expiring').map((e) => e.data)).toEqual([
      expect.objectContaining({ userId: ids.endingTrial, isTrialMember: true, daysRemaining: 2 }),
    ]);

    // A second run changes nothing and announces nothing again.
    expect(await worker.membership.runExpiry(new Date(now), 2)).toMatchObject({ expired: 0, warned: 0 });
  });

  it('when a paid term ends in 7 days, then the notice says it renews by itself only for a live gateway subscription', async () => {
    const now = Date.now();
    const paid = async (fields: Record<string, unknown>) => {
      const { user } = await registerUser(svc, { membershipTier: 'pro_lane' });
      await setUser(svc, user.id, { membershipStatus: 'active', membershipEndDate: new Date(now + 6.5 * DAY), ...fields });
      return user.id;
    };
    const subscribed = await paid({ autoRenew: true, subscriptionId: 'sub_TEST123' });
    const payLink = await paid({ autoRenew: true, subscriptionId: null }); // test gateway: a reminder with a pay link
    const endsThen = await paid({ autoRenew: false, subscriptionId: 'sub_TEST456' }); // cancelled at the cycle end
    await worker.membership.runExpiry(new Date(now));
    const events = await eventually(async () => {
      const all = (await publishedEvents(svc.ctx.bus)).filter((e) => e.subject === 'auth.membership.expiring');
      return [subscribed, payLink, endsThen].every((id) => all.some((e) => e.data.userId === id)) ? all : null;
    });
    const renews = (id: string) => eventsFor(events, 'auth.membership.expiring', id).map((e) => e.data.renewsAutomatically);
    expect(renews(subscribed)).toEqual([true]);
    expect(renews(payLink)).toEqual([false]);
    expect(renews(endsThen)).toEqual([false]);
  });

  it('when more members are due than one bulk write may carry on FerretDB, then one pass expires every one of them', async () => {
    // 120 due members: above FerretDB 1.24's limit of 99 updates per bulk write (kit BULK_WRITE_CHUNK).
    const now = Date.now();
    const User = svc.auth.User;
    const docs = Array.from({ length: 120 }, (_, i) => {
      const name = `bulk_${process.pid}_${now}_${i}`;
      return new User({
        username: name,
        usernameKey: name,
        password: 'x',
        email: `${name}@example.com`,
        displayName: name,
        membershipTier: 'pro_lane',
        membershipEndDate: new Date(now - DAY - i * 1000),
      }).toObject();
    });
    await User.collection.insertMany(docs as never[]);
    const result = await worker.membership.runExpiry(new Date(now), 500);
    expect(result).toMatchObject({ expired: 120, warned: 0 });
    const stored = await User.find({ _id: { $in: docs.map((d) => d._id) } }).select({ membershipStatus: 1 }).lean();
    expect(stored.filter((u) => u.membershipStatus === 'expired')).toHaveLength(120);
  });

  it('the worker has the daily scheduler and processes a queued run', async () => {
    const scheduler = await worker.queue.getJobScheduler(EXPIRY_SCHEDULER_ID);
    expect(scheduler).toMatchObject({ pattern: '15 0 * * *', tz: 'Asia/Kolkata' });
    const { user } = await registerUser(svc, { membershipTier: 'elite_trigger' });
    await setUser(svc, user.id, { membershipStatus: 'trial', isTrialMember: true, trialEndDate: new Date(Date.now() - 1000) });

    const connection = createRedis(svc.env.REDIS_URL!, { worker: true });
    const queueEvents = new QueueEvents(MEMBERSHIP_QUEUE, { connection, prefix: `${svc.env.REDIS_PREFIX}bull` });
    await queueEvents.waitUntilReady();
    try {
      const job = await worker.queue.add(EXPIRY_JOB, {});
      const result = await job.waitUntilFinished(queueEvents, 15_000);
      expect(result.expired).toBeGreaterThanOrEqual(1);
    } finally {
      await queueEvents.close();
      connection.disconnect();
    }
    expect(await statusOf(user.id)).toMatchObject({ membershipStatus: 'expired' });
    // the relay may still be publishing the earlier tests' events (120 expiries, one removal per event on FerretDB): at load 20
    // on 2 cores that took over 45 s, so the wait and the test are sized for it
    await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.membership.expired', user.id).length === 1, {
      timeoutMs: 150_000,
    });
  }, 240_000);

  it('the worker answers /readyz', async () => {
    const res = await fetch(`${worker.url}/readyz`);
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: 'ready', checks: { mongo: 'ok', nats: 'ok', redis: 'ok', workers: 'ok' } });
  });
});
