/**
 * A measurement of the membership expiry worker's pass over N members (default 100,000) against
 * the time to merely read them all from the database, in the same run and on the same store.
 *
 *   npm run bench:expiry -w @trap/auth            (or: make bench-expiry)
 *   BENCH_MEMBERS=20000 BENCH_MONGO_URL=mongodb://127.0.0.1:27018 npm run bench:expiry -w @trap/auth
 *
 * It fills a database of its own (dropped at the end unless BENCH_KEEP=1) with a realistic mix,
 * times a plain cursor read of every member, then the real job function (MembershipService.runExpiry,
 * batched), checks that exactly the constructed expiring/ending members were expired/warned, runs it
 * a second time (must change nothing: idempotence) and prints the figures with the peak RSS.
 * The outbox relay is not run: the events stay in the documents' outboxes, which are counted.
 */
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import { connectMongo, createLogger, OUTBOX_FIELD, OutboxStore } from '@trap/kit';
import { userModel } from '../src/modules/users/users.model.ts';
import { UsersRepository } from '../src/modules/users/users.repository.ts';
import { EXPIRY_BATCH, MembershipService } from '../src/modules/membership/membership.service.ts';

const DAY = 24 * 60 * 60 * 1000;
const N = Number(process.env.BENCH_MEMBERS ?? 100_000);
const MONGO_URL = process.env.BENCH_MONGO_URL ?? 'mongodb://127.0.0.1:27018';
const DB = process.env.BENCH_DB ?? `trap_auth_bench_expiry_${process.pid}`;
const BATCH = Number(process.env.BENCH_BATCH ?? EXPIRY_BATCH);
const INSERT_BATCH = 1000;

/**
 * Share of members in each state as one pass meets them. Paid terms are annual (20 % of members:
 * 0.2 / 365 of them end a day), trials last 14 days (2 % on trial: 0.02 / 14 end a day). A pass
 * meets `BENCH_DAYS` days' worth (default 1: the daily job; 7: the first pass after a week's
 * outage) of terms that entered their warning window or ended; earlier warnings and expiries are
 * done already. The free members fill the rest. `expect` is what one pass must do to them.
 */
const DAYS = Number(process.env.BENCH_DAYS ?? 1);
const PAID_A_DAY = 0.2 / 365;
const TRIALS_A_DAY = 0.02 / 14;
const DUE_MIX = [
  { kind: 'paid running', share: 0.2, expect: 'none' },
  { kind: 'paid ending in ≤ 7 days', share: PAID_A_DAY * DAYS, expect: 'warned' },
  { kind: 'paid ending, already warned', share: PAID_A_DAY * 6, expect: 'none' },
  { kind: 'paid ended', share: PAID_A_DAY * DAYS, expect: 'expired' },
  { kind: 'trial running', share: 0.02, expect: 'none' },
  { kind: 'trial ending in < 3 days', share: TRIALS_A_DAY * DAYS, expect: 'warned' },
  { kind: 'trial ended', share: TRIALS_A_DAY * DAYS, expect: 'expired' },
  { kind: 'expired earlier', share: 0.02, expect: 'none' },
  { kind: 'pending payment', share: 0.005, expect: 'none' },
] as const;
const MIX = [{ kind: 'free', share: 1 - DUE_MIX.reduce((sum, m) => sum + m.share, 0), expect: 'none' } as const, ...DUE_MIX];
type Kind = (typeof MIX)[number]['kind'];

const rand = (min: number, max: number) => min + Math.random() * (max - min);

/** The membership fields of one member of `kind`, relative to `now`. */
function membershipFor(kind: Kind, now: number): Record<string, unknown> {
  const paid = { membershipTier: 'pro_lane', membershipStartDate: new Date(now - 200 * DAY) };
  switch (kind) {
    case 'free':
      return { membershipTier: 'range_pass' };
    case 'paid running':
      return { ...paid, membershipEndDate: new Date(now + rand(8, 365) * DAY) };
    case 'paid ending in ≤ 7 days':
      // whole days left 1..7 (rounded up), so exactly "7 days before expiry" and nearer
      return { ...paid, membershipEndDate: new Date(now + rand(0.05, 6.95) * DAY) };
    case 'paid ending, already warned': {
      const end = new Date(now + rand(1, 6) * DAY);
      return { ...paid, membershipEndDate: end, expiryWarningFor: end };
    }
    case 'paid ended':
      return { ...paid, membershipEndDate: new Date(now - rand(0.01, 30) * DAY) };
    case 'trial running':
      return trial(now, rand(3.05, 13));
    case 'trial ending in < 3 days':
      return trial(now, rand(0.05, 1.95));
    case 'trial ended':
      return trial(now, -rand(0.01, 5));
    case 'expired earlier':
      return { ...paid, membershipStatus: 'expired', membershipEndDate: new Date(now - rand(31, 300) * DAY) };
    case 'pending payment':
      return { ...paid, membershipStatus: 'pending_payment', membershipEndDate: new Date(now - DAY) };
  }
}

function trial(now: number, daysLeft: number) {
  const end = now + daysLeft * DAY;
  return {
    membershipTier: 'shooters_circle',
    membershipStatus: 'trial',
    isTrialMember: true,
    trialStartDate: new Date(end - 14 * DAY),
    trialEndDate: new Date(end),
  };
}

/** BENCH_TRACE=1: each call of these collection methods, its time (on stderr), to see where a pass spends it. */
function traceCalls(target: Record<string, (...args: unknown[]) => unknown>, names: string[]) {
  for (const name of names) {
    const original = target[name]!.bind(target);
    target[name] = (...args: unknown[]) => {
      const t = performance.now();
      const res = original(...args);
      const done = () => console.error(`  trace ${name} ${(performance.now() - t).toFixed(0)} ms`);
      if (res instanceof Promise) res.then(done, done);
      else done();
      return res;
    };
  }
}

const mib = (bytes: number) => Math.round(bytes / 1024 / 1024);
const secs = (ms: number) => (ms / 1000).toFixed(2);

async function main() {
  let peakRss = process.memoryUsage().rss;
  const sampler = setInterval(() => (peakRss = Math.max(peakRss, process.memoryUsage().rss)), 50);
  const logger = createLogger('auth-bench', process.env.LOG_LEVEL ?? 'warn');
  const conn = await connectMongo(MONGO_URL, DB);
  const User = userModel(conn);
  const failures: string[] = [];
  try {
    await conn.dropDatabase();
    await User.createCollection();
    await User.syncIndexes();

    // ---- fill: every member in the stored shape (schema defaults applied), shuffled kinds ----
    const now = Date.now();
    const kinds: Kind[] = [];
    for (const m of MIX) for (let i = 0; i < Math.round(m.share * N); i++) kinds.push(m.kind);
    while (kinds.length < N) kinds.push('free');
    kinds.length = N;
    for (let i = kinds.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [kinds[i], kinds[j]] = [kinds[j]!, kinds[i]!];
    }
    const expected = { expired: 0, warned: 0 };
    for (const k of kinds) {
      const e = MIX.find((m) => m.kind === k)!.expect;
      if (e !== 'none') expected[e]++;
    }
    const password = '$argon2id$v=19$m=19456,t=2,p=1$YmVuY2hzYWx0YmVuY2g$0000000000000000000000000000000000000000000';
    let t = performance.now();
    for (let start = 0; start < N; start += INSERT_BATCH) {
      const docs = kinds.slice(start, start + INSERT_BATCH).map((kind, i) => {
        const n = start + i;
        const at = new Date(now - (N - n) * 60_000);
        return new User({
          _id: new Types.ObjectId(),
          username: `bench_${n}`,
          usernameKey: `bench_${n}`,
          password,
          email: `bench_${n}@example.com`,
          displayName: `Bench Shooter ${n}`,
          createdAt: at,
          updatedAt: at,
          ...membershipFor(kind, now),
        }).toObject();
      });
      await User.collection.insertMany(docs as never[], { ordered: false });
    }
    const fillMs = performance.now() - t;
    console.log(`filled ${N} members in ${secs(fillMs)} s (database ${DB})`);

    // ---- read: a plain cursor over every member, nothing else ----
    t = performance.now();
    let read = 0;
    for await (const doc of User.collection.find({}).batchSize(BATCH)) if (doc) read++;
    const readMs = performance.now() - t;
    if (read !== N) failures.push(`read ${read} members, expected ${N}`);
    console.log(`read them in ${secs(readMs)} s; running the expiry pass...`);

    // ---- the job: the worker's own function, batched ----
    // the worker's store, without a relay (its kick is a no-op): the events stay in the outboxes
    const users = new UsersRepository({ conn, outboxStore: (model) => new OutboxStore(model, () => {}) });
    const membership = new MembershipService(users, logger);
    if (process.env.BENCH_TRACE === '1') traceCalls(User.collection as never, ['find', 'findOne', 'deleteMany', 'insertMany', 'bulkWrite']);
    const at = new Date(now);
    t = performance.now();
    const first = await membership.runExpiry(at, BATCH);
    const runMs = performance.now() - t;
    console.log(`expiry pass in ${secs(runMs)} s (${JSON.stringify(first)}); running it again...`);

    t = performance.now();
    const second = await membership.runExpiry(at, BATCH);
    const rerunMs = performance.now() - t;
    clearInterval(sampler);
    peakRss = Math.max(peakRss, process.memoryUsage().rss);

    // ---- correctness: the counts and the stored state match the constructed mix ----
    if (first.expired !== expected.expired) failures.push(`expired ${first.expired}, expected ${expected.expired}`);
    if (first.warned !== expected.warned) failures.push(`warned ${first.warned}, expected ${expected.warned}`);
    if (second.expired !== 0 || second.warned !== 0) failures.push(`second run changed things: ${JSON.stringify(second)}`);
    const count = (kind: Kind) => kinds.filter((k) => k === kind).length;
    const storedExpired = await User.countDocuments({ membershipStatus: 'expired' });
    const wantExpired = expected.expired + count('expired earlier');
    if (storedExpired !== wantExpired) failures.push(`${storedExpired} stored as expired, expected ${wantExpired}`);
    const storedWarned = await User.countDocuments({ expiryWarningFor: { $ne: null } });
    const wantWarned = expected.warned + count('paid ending, already warned');
    if (storedWarned !== wantWarned) failures.push(`${storedWarned} stored with a warning, expected ${wantWarned}`);
    const outboxes = await User.collection.countDocuments({ [`${OUTBOX_FIELD}.0`]: { $exists: true } });
    if (outboxes !== expected.expired + expected.warned)
      failures.push(`${outboxes} members carry events, expected ${expected.expired + expected.warned}`);

    const rows = [
      ['members', String(N)],
      ['expired / warned', `${first.expired} / ${first.warned} (scanned ${first.scanned})`],
      ['plain cursor read of all members', `${secs(readMs)} s`],
      ['expiry pass', `${secs(runMs)} s (${(runMs / readMs).toFixed(2)} × the read)`],
      ['second pass (nothing to do)', `${secs(rerunMs)} s (${(rerunMs / readMs).toFixed(2)} × the read)`],
      // The second pass reads exactly what the first did and writes nothing: the difference is the writing.
      [
        'writing (first − second pass)',
        `${secs(runMs - rerunMs)} s, ${((runMs - rerunMs) / Math.max(1, first.expired + first.warned)).toFixed(0)} ms a change`,
      ],
      ['peak RSS of this process', `${mib(peakRss)} MiB`],
      ['fill (insert) time', `${secs(fillMs)} s`],
      // the machine is shared (other test runs on the same FerretDB): the load beside the figures
      [
        'load average at the end (1/5/15 min)',
        loadavg()
          .map((l) => l.toFixed(2))
          .join(' / '),
      ],
    ];
    console.log(`\nmembership expiry, ${DAYS} day(s) due, batch ${BATCH}, ${MONGO_URL.replace(/\/\/[^@]*@/, '//')}`);
    for (const [k, v] of rows) console.log(`  ${k.padEnd(36)} ${v}`);
    console.log(
      JSON.stringify({
        members: N,
        days: DAYS,
        batch: BATCH,
        readMs,
        runMs,
        rerunMs,
        ratio: runMs / readMs,
        peakRssMiB: mib(peakRss),
        load: loadavg(),
        ...first,
      }),
    );
  } finally {
    clearInterval(sampler);
    if (process.env.BENCH_KEEP !== '1') await conn.dropDatabase().catch(() => {});
    await conn.close();
  }
  if (failures.length) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    process.exit(1);
  }
  console.log('\ncorrectness: ok (counts and stored state match the mix; the second pass changed nothing)');
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
