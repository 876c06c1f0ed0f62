import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { Types } from 'mongoose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually } from '@trap/kit/testing';
import { loadAuthConfig } from '../../src/config.ts';
import { startAuthWorker, type AuthWorker } from '../../src/jobs/start-worker.ts';
import type { MembershipTerms } from '../../src/modules/membership/membership.repository.ts';
import { publishedEvents, startAuthService, type AuthTestService, type PublishedEvent } from '../support/auth-service.ts';

const DAY = 24 * 60 * 60 * 1000;
let svc: AuthTestService;
let worker: AuthWorker;

beforeAll(async () => {
  svc = await startAuthService();
  worker = await startAuthWorker(loadAuthConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

type Expect = 'expired' | 'warned' | 'none';

/** Members in every state the pass tells apart, stored as the schema stores them; what one pass must do to each. */
async function population(now: number, tag: string, counts: Partial<Record<keyof ReturnType<typeof kinds>, number>>) {
  const User = svc.auth.User;
  const all = kinds(now);
  const members: { id: string; kind: string; expect: Expect }[] = [];
  const docs: object[] = [];
  for (const [kind, n] of Object.entries(counts) as [keyof typeof all, number][]) {
    for (let i = 0; i < n; i++) {
      const name = `${tag}_${kind}_${i}`.toLowerCase().slice(0, 30);
      const doc = new User({
        username: name,
        usernameKey: name,
        password: 'x',
        email: `${name}@example.com`,
        displayName: name,
        ...all[kind].fields(i),
      }).toObject();
      docs.push(doc);
      members.push({ id: String(doc._id), kind, expect: all[kind].expect });
    }
  }
  await User.collection.insertMany(docs as never[]);
  return members;
}

function kinds(now: number) {
  const paid = { membershipTier: 'pro_lane', membershipStartDate: new Date(now - 300 * DAY) };
  const trial = (daysLeft: number) => ({
    membershipTier: 'shooters_circle',
    membershipStatus: 'trial',
    isTrialMember: true,
    trialStartDate: new Date(now + daysLeft * DAY - 14 * DAY),
    trialEndDate: new Date(now + daysLeft * DAY),
  });
  const f = (expect: Expect, fields: (i: number) => Record<string, unknown>) => ({ expect, fields });
  return {
    endedPaid: f('expired', (i) => ({ ...paid, membershipEndDate: new Date(now - (i + 1) * 3_600_000) })),
    endedTrial: f('expired', (i) => trial(-(i + 1) / 10)),
    paidEnding: f('warned', (i) => ({ ...paid, membershipEndDate: new Date(now + (0.1 + (i % 7)) * DAY) })),
    trialEnding: f('warned', (i) => trial(0.1 + (i % 2))),
    alreadyWarned: f('none', (i) => {
      const end = new Date(now + (1 + (i % 5)) * DAY);
      return { ...paid, membershipEndDate: end, expiryWarningFor: end };
    }),
    paidRunning: f('none', (i) => ({ ...paid, membershipEndDate: new Date(now + (8 + i) * DAY) })),
    trialRunning: f('none', (i) => trial(3.1 + (i % 10))),
    pendingPayment: f('none', () => ({ ...paid, membershipStatus: 'pending_payment', membershipEndDate: new Date(now - DAY) })),
    expiredEarlier: f('none', (i) => ({ ...paid, membershipStatus: 'expired', membershipEndDate: new Date(now - (31 + i) * DAY) })),
    free: f('none', () => ({ membershipTier: 'range_pass' })),
    /** due when the pass reads it, renewed (a payment elsewhere) before the pass writes its batch */
    renewedMeanwhile: f('none', (i) => ({ ...paid, membershipEndDate: new Date(now - (i + 1) * 60_000) })),
  };
}

/**
 * The members named by the subject's events, one per event id: the relay publishes at least once (an
 * entry whose removal from the outbox did not land is sent again, beyond JetStream's 2-minute duplicate
 * window when the machine is that slow) and consumers drop an id they have seen; a second event with an
 * id of its own still counts twice.
 */
const ofMembers = (events: PublishedEvent[], ids: Set<string>, subject: string) =>
  [...new Map(events.filter((e) => e.subject === subject && ids.has(e.data.userId)).map((e) => [e.id, e.data.userId as string])).values()];

describe('the batched membership expiry pass', () => {
  it('over a few hundred members, it expires exactly the due ones, warns exactly those in their window once, and leaves the renewed and the not live alone', async () => {
    const now = Date.now();
    const members = await population(now, `b${process.pid}`, {
      endedPaid: 40,
      endedTrial: 30,
      paidEnding: 30,
      trialEnding: 20,
      alreadyWarned: 20,
      paidRunning: 60,
      trialRunning: 30,
      pendingPayment: 20,
      expiredEarlier: 20,
      free: 25,
      renewedMeanwhile: 5,
    });
    const want = (e: Expect) =>
      members
        .filter((m) => m.expect === e)
        .map((m) => m.id)
        .sort();
    const renewed = new Set(members.filter((m) => m.kind === 'renewedMeanwhile').map((m) => m.id));
    const renewedEnd = new Date(now + 365 * DAY);

    // Renew those members right after the pass has read them as due, before it writes their batch.
    const terms = (worker.membership as unknown as { terms: MembershipTerms }).terms;
    const read = terms.endingBy.bind(terms);
    terms.endingBy = async (...args) => {
      const page = await read(...args);
      const due = page.filter((u) => renewed.has(String(u._id)));
      for (const u of due) await svc.auth.User.updateOne({ _id: u._id }, { $set: { membershipEndDate: renewedEnd } });
      return page;
    };
    let result;
    try {
      // pages of 40 candidates, batches of 25 changes: several of each
      result = await worker.membership.runExpiry(new Date(now), 25, { pageSize: 40 });
    } finally {
      terms.endingBy = read;
    }
    expect(result).toMatchObject({ expired: 70, warned: 50 });

    const stored = await svc.auth.User.find({ _id: { $in: members.map((m) => m.id) } }).lean();
    const byId = new Map(stored.map((u) => [String(u._id), u]));
    const nowExpired = members.filter((m) => m.kind !== 'expiredEarlier' && byId.get(m.id)!.membershipStatus === 'expired');
    expect(nowExpired.map((m) => m.id).sort()).toEqual(want('expired'));
    for (const id of want('expired')) expect(byId.get(id)).toMatchObject({ isTrialMember: false });
    for (const m of members.filter((x) => x.kind === 'endedTrial'))
      expect(byId.get(m.id)!.membershipEndDate).toEqual(byId.get(m.id)!.trialEndDate);
    for (const id of renewed) expect(byId.get(id)).toMatchObject({ membershipStatus: 'active', membershipEndDate: renewedEnd });
    for (const m of members.filter((x) => x.kind === 'pendingPayment')) expect(byId.get(m.id)!.membershipStatus).toBe('pending_payment');
    for (const id of want('warned'))
      expect(byId.get(id)!.expiryWarningFor).toEqual(
        byId.get(id)!.isTrialMember ? byId.get(id)!.trialEndDate : byId.get(id)!.membershipEndDate,
      );

    // A second pass finds nothing to do and announces nothing again.
    expect(await worker.membership.runExpiry(new Date(now), 25, { pageSize: 40 })).toMatchObject({ expired: 0, warned: 0 });

    const ids = new Set(members.map((m) => m.id));
    await worker.relay.flush();
    const events = await eventually(async () => {
      const all = await publishedEvents(svc.ctx.bus);
      return ofMembers(all, ids, 'auth.membership.expiring').length >= 50 && ofMembers(all, ids, 'auth.membership.expired').length >= 70
        ? all
        : null;
    });
    expect(ofMembers(events, ids, 'auth.membership.expired').sort()).toEqual(want('expired'));
    expect(ofMembers(events, ids, 'auth.membership.changed').sort()).toEqual(want('expired'));
    expect(ofMembers(events, ids, 'auth.membership.expiring').sort()).toEqual(want('warned'));
    // 60-90 s quiet; past 180 s at load 30-40 on 2 cores (each of the 240 events a publish and a locked pull)
  }, 360_000);

  it('when the worker dies after writing its batches and before the relay published, then every event goes out once', async () => {
    const now = Date.now();
    const members = await population(now, `c${process.pid}`, { endedPaid: 12, trialEnding: 6, paidRunning: 10 });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', fileURLToPath(new URL('./fixtures/expiry-pass-then-crash.ts', import.meta.url))],
      {
        env: { ...process.env, MONGO_URL: svc.env.MONGO_URL, MONGO_DB: svc.env.MONGO_DB, NOW: new Date(now).toISOString() },
        stdio: ['ignore', 'pipe', 'inherit'],
      },
    );
    const exited = new Promise((resolve) => child.once('exit', (_code, signal) => resolve(signal)));
    const written = await new Promise<string>((resolve, reject) => {
      child.stdout.on('data', (chunk: Buffer) => {
        if (chunk.toString().includes('written')) resolve(chunk.toString());
      });
      child.once('exit', (code) => reject(new Error(`expiry process exited early (${code})`)));
    });
    child.kill('SIGKILL');
    expect(await exited).toBe('SIGKILL');
    expect(JSON.parse(written.slice(written.indexOf('{')))).toMatchObject({ expired: 12, warned: 6 });

    // the write survived with its events; this worker's relay publishes them (its start-up scan, a flush)
    const ids = new Set(members.map((m) => m.id));
    await worker.relay.flush();
    const events = await eventually(async () => {
      const all = await publishedEvents(svc.ctx.bus);
      return ofMembers(all, ids, 'auth.membership.expired').length >= 12 && ofMembers(all, ids, 'auth.membership.expiring').length >= 6
        ? all
        : null;
    });
    const want = (kind: string) =>
      members
        .filter((m) => m.kind === kind)
        .map((m) => m.id)
        .sort();
    expect(ofMembers(events, ids, 'auth.membership.expired').sort()).toEqual(want('endedPaid'));
    expect(ofMembers(events, ids, 'auth.membership.expiring').sort()).toEqual(want('trialEnding'));
    const pending = () =>
      svc.auth.User.collection.countDocuments({
        _id: { $in: members.map((m) => new Types.ObjectId(m.id)) },
        '_outbox.0': { $exists: true },
      });
    await eventually(async () => (await pending()) === 0);
  }, 180_000);
});
