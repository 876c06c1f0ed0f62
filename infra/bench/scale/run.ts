/**
 * `make bench-scale`: five years of a 300-member club on a stack of its own, then every member and
 * staff screen's first reads and the main writes through the bff, against their budgets.
 *
 *   SCALE=1/25 node --import tsx infra/bench/scale/run.ts     (1/25, 1/5, 1 or steps; default 1)
 *
 * Starts the e2e-profile stack on port offset BENCH_SCALE_OFFSET (default 36000: bff on 39000, its
 * own FerretDB on 63017, a temporary folder), lets the demo seed run (staff accounts, the range
 * board), registers the 300 members through the bff, and seeds each step through the services' own
 * repositories and models (infra/bench/scale/*.ts), printing the time per collection. Then, per
 * scale: each owning service is restarted and its reads are made once (the first read after a
 * restart), then every read 20 times after one warm-up, and the writes 20 times, sequentially, as
 * the busiest and a typical member (staff reads as the demo staff). Writes reports/bench-scale/
 * table.md and results.json and exits non-zero when a budget breaks.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join, relative } from 'node:path';
import { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import { SERVICE_NAMES, type ServiceName } from '@trap/contracts';
import { connectMongo } from '@trap/kit';
import { consoleSink } from '../../dev/lib/log.ts';
import { measurementStack } from '../../dev/lib/measure-stack.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, type RunningStack } from '../../dev/lib/stack.ts';
import { sleep } from '../../dev/lib/net.ts';
import { seedClubEvents } from './events.ts';
import { seedFeed } from './feed.ts';
import { seedForum } from './forum.ts';
import { seedInvoices } from './invoices.ts';
import { probeSetOf, probes, sample, signIn, SAMPLES, type Actor, type Probe } from './measure.ts';
import { grantMeasuredMembers, MEMBER_PASSWORD, registerMembers, type ClubMember } from './members.ts';
import { seedNotifications } from './notifications.ts';
import { BUSIEST, TYPICAL, countsAt, scalesOf } from './plan.ts';
import { seedEquipment, seedLogs, seedSessions } from './practice.ts';
import { seedRangeSlots, slotRange, type SlotRange } from './ranges.ts';
import { record, table, type Row } from './report.ts';
import { seedContext, type Timing } from './seed-context.ts';
import { seedShoots } from './shoots.ts';
import type { ApiClient } from '../../dev/lib/api-client.ts';

const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench-scale');
const offset = Number(process.env.BENCH_SCALE_OFFSET || 36_000);
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const sink = consoleSink();
const run = Date.now().toString(36).slice(-5);

let stack: RunningStack | undefined;
let redis: Redis | undefined;
const conns: Connection[] = [];

async function cleanup(): Promise<void> {
  await Promise.all(conns.map((c) => c.close().catch(() => {})));
  redis?.disconnect();
  if (stack) {
    sink.info('Stopping the bench stack...');
    await stack.stop();
    stack = undefined;
  }
}

const secs = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Seeds one step (counts at `from` → counts at `to`), domain by domain; the time per collection. */
async function seedStep(
  base: Omit<Parameters<typeof seedContext>[0], 'scale' | 'from' | 'to'>,
  from: number,
  to: number,
  board: SlotRange,
): Promise<Timing[]> {
  const ctx = seedContext({ ...base, scale: { from, to }, from: countsAt(from), to: countsAt(to) });
  const timings: Timing[] = [];
  const started = performance.now();
  const step = async (what: Promise<Timing | Timing[]>) => {
    for (const t of [await what].flat()) {
      timings.push(t);
      sink.info(`  ${t.collection.padEnd(46)} ${String(t.docs).padStart(7)} docs  ${secs(t.ms).padStart(8)}`);
    }
  };
  // each service has its own database (its own SQLite file on FerretDB): their seeds run side by side
  await Promise.all([
    (async () => {
      await step(seedSessions(ctx));
      await step(seedEquipment(ctx));
      await step(seedLogs(ctx));
    })(),
    (async () => {
      await step(seedForum(ctx));
      await step(seedFeed(ctx));
      await step(seedClubEvents(ctx));
      await step(seedShoots(ctx));
    })(),
    step(seedNotifications(ctx)),
    step(seedRangeSlots(ctx, board)),
    step(seedInvoices(ctx)),
  ]);
  timings.push({
    collection: 'all of the step, side by side (wall clock)',
    docs: timings.reduce((n, x) => n + x.docs, 0),
    ms: performance.now() - started,
  });
  return timings;
}

/** Signs in, retrying while the member's copy in the other services is still on its way. */
async function signInMember(base: string, m: ClubMember): Promise<ApiClient> {
  const api = await signIn(base, m.username, MEMBER_PASSWORD);
  // the tier reaches practice as an event: its gated reads answer 200 once it has
  for (let i = 0; i < 60; i++) {
    if ((await api.get('/api/equipment/items')).status === 200) return api;
    await sleep(1000);
  }
  throw new Error(`${m.username} still cannot read /api/equipment/items a minute after the grant`);
}

/** Restarts one service (SIGTERM, start, its /readyz) so its next reads are its first. */
async function restart(name: ServiceName): Promise<void> {
  await stack!.kill(name);
  await stack!.restart(name);
}

/** Every probe of one scale: first reads after a restart of their service, then warm reads, then writes. */
async function measureScale(label: string, clients: Record<Actor, ApiClient>, list: Probe[], rows: Map<string, Row>): Promise<void> {
  const actorsOf = (p: Probe): Actor[] => (p.as === 'members' ? ['typical', 'busiest'] : [p.as]);
  const reads = list.filter((p) => p.kind === 'read');
  const services = [...new Set(reads.map((p) => p.service))];
  for (const who of ['typical', 'busiest', 'superadmin', 'moderator'] as Actor[]) {
    const mine = reads.filter((p) => actorsOf(p).includes(who));
    const owning = services.filter((service) => mine.some((p) => p.service === service));
    if (!owning.length) continue;
    // the owning services restart together (each is its own process), then each one's reads are made in turn
    const started = Date.now();
    await Promise.all(owning.map(restart));
    sink.info(`  ${owning.join(', ')} restarted (${secs(Date.now() - started)}): first reads as ${who}`);
    for (const p of mine) record(rows, p, who, 'first after restart', label, await sample(clients[who], who, p, { warmUp: 0, count: 1 }));
  }
  for (const p of list) {
    for (const who of actorsOf(p)) {
      const mode = p.kind === 'write' ? 'write' : 'warm';
      const s = await sample(clients[who], who, p, { warmUp: 1, count: SAMPLES });
      record(rows, p, who, mode, label, s);
      const row = rows.get(`${p.label}|${who}|${mode}`)!.byScale[label]!;
      sink.info(
        `  ${p.label} as ${who}: p95 ${row.p95?.toFixed(0)} ms${row.errors.length ? ` (${row.errors.length} errors: ${row.errors[0]})` : ''}`,
      );
    }
  }
}

async function main(): Promise<number> {
  const scales = scalesOf(process.env.SCALE);
  mkdirSync(OUT, { recursive: true });
  const began = Date.now();
  const { base, started } = await measurementStack({ sink, offset, outDir: OUT, demoPassword });
  if (!started)
    throw new Error(`a stack already answers at ${base}: the bench seeds a stack of its own (stop that one or set BENCH_SCALE_OFFSET)`);
  stack = started;
  // the kit's document locks (a few single-document writes) use the bench stack's Redis
  process.env.REDIS_URL = stack.urls.redis;
  redis = new Redis(stack.urls.redis, { maxRetriesPerRequest: 2 });
  const conn = {} as Record<ServiceName, Connection>;
  for (const name of SERVICE_NAMES) {
    conn[name] = await connectMongo(stack.urls.mongo, `${stack.names.dbPrefix}${name}`);
    conns.push(conn[name]);
  }

  // what needs only the demo data first, so a mistake shows before minutes of registering
  const staff = {
    superadmin: await signIn(base, 'superadmin', demoPassword),
    moderator: await signIn(base, 'moderator', demoPassword),
    admin: await signIn(base, 'admin', demoPassword),
  };
  const board = await slotRange(staff.admin);
  let t = Date.now();
  const members = await registerMembers(base, run, (l) => sink.info(l));
  await grantMeasuredMembers(base, demoPassword, members);
  const membersMs = Date.now() - t;
  sink.info(`Registered ${members.length} members through the bff in ${secs(membersMs)}.`);
  const now = Date.now();
  const seedBase = { conn, redis, redisPrefix: stack.names.redisPrefix, members, now, site: base };

  const clients: Record<Actor, ApiClient> = {
    busiest: await signInMember(base, members[BUSIEST]!),
    typical: await signInMember(base, members[TYPICAL]!),
    ...staff,
  };
  const list = probes(probeSetOf(board, run));
  const rows = new Map<string, Row>();
  const seeding: Record<string, Timing[]> = {};
  let previous = 0;
  for (const scale of scales) {
    sink.info(
      `Seeding scale ${scale.label} (${previous ? `growing the set from ${scales.find((s) => s.value === previous)?.label}` : 'from nothing'})...`,
    );
    t = Date.now();
    seeding[scale.label] = await seedStep(seedBase, previous, scale.value, board);
    sink.info(`Seeded scale ${scale.label} in ${secs(Date.now() - t)}.`);
    previous = scale.value;
    sink.info(
      `Measuring at ${scale.label} (load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')})...`,
    );
    await measureScale(scale.label, clients, list, rows);
    report(
      scales.filter((s) => s.value <= scale.value).map((s) => s.label),
      rows,
      seeding,
      membersMs,
      began,
      false,
    );
  }

  return report(
    scales.map((s) => s.label),
    rows,
    seeding,
    membersMs,
    began,
    true,
  );
}

/**
 * Prints (at the end) and writes the table and the JSON; written after every scale too, so a long run
 * stopped part-way keeps what it measured.
 */
function report(
  labels: string[],
  rows: Map<string, Row>,
  seeding: Record<string, Timing[]>,
  membersMs: number,
  began: number,
  print: boolean,
): number {
  const { text, broken } = table([...rows.values()], labels);
  const load = loadavg()
    .map((l) => l.toFixed(1))
    .join(' ');
  // the last timing of a step is its wall clock (the services' seeds run side by side)
  const seedLines = Object.entries(seeding).flatMap(([label, ts]) => [
    `Seeding ${label}: ${secs(ts.at(-1)!.ms)} wall clock, ${ts.at(-1)!.docs} documents`,
    ...ts.slice(0, -1).map((x) => `  ${x.collection}: ${x.docs} docs in ${secs(x.ms)}`),
  ]);
  const header = `Club-scale bench ${new Date().toISOString()} (scales ${labels.join(', ')}; load average at the end ${load}; members registered in ${secs(membersMs)})`;
  // again here: a `make clean` elsewhere in the checkout may have removed reports/ during a long run
  mkdirSync(OUT, { recursive: true });
  writeFileSync(join(OUT, 'table.md'), `${header}\n\n${text}\n\n${seedLines.join('\n')}\n`);
  writeFileSync(
    join(OUT, 'results.json'),
    JSON.stringify(
      { at: new Date().toISOString(), scales: labels, loadavg: loadavg(), membersMs, seeding, rows: [...rows.values()] },
      null,
      2,
    ),
  );
  if (print)
    sink.banner(
      [
        '',
        header,
        text,
        '',
        ...seedLines,
        `Reports: ${relative(ROOT, OUT)}/table.md, results.json, stack.log (${secs(Date.now() - began)} in all)`,
        broken ? `${broken} rows over budget.` : 'Every budget held.',
      ].join('\n'),
    );
  return broken ? 1 : 0;
}

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    void cleanup().finally(() => process.exit(130));
  });

const code = await main().catch((err: Error) => {
  sink.error(`make bench-scale: ${err.stack ?? err.message}`);
  return 1;
});
await cleanup();
process.exit(code);
