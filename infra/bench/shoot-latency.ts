/**
 * Match day: how long a synced target takes to show on the live leaderboard, and that no
 * target is lost or counted twice.
 *
 *   node --import tsx infra/bench/shoot-latency.ts     (SHOOT_TARGETS=1000, SHOOT_SCORERS=6, SHOOT_GAP_MS=150)
 *
 * Starts a small stack of its own (e2e profile on port offset 23000: auth, community and the bff, its
 * own FerretDB), logs in the demo admin, makes a club event and a shoot of six Olympic Trap squads of
 * six shooters, registers six scorers who each join a squad with the code, and opens the public
 * leaderboard stream through the bff as the TV page does. Each scorer then sends its share of
 * SHOOT_TARGETS targets one after another (a pause of SHOOT_GAP_MS between them; a real squad shoots a
 * target every few seconds), and every tenth target is sent a second time with the same id (the
 * offline queue's replay). A target's latency runs from the moment its POST answered (synced) to
 * the first leaderboard frame whose count for that shooter includes it (0 when the frame came
 * first). At the end the stored leaderboard must count exactly SHOOT_TARGETS targets, and exactly
 * SHOOT_TARGETS sends must have answered `created: true`. Prints p50/p95/p99/max, lost and
 * duplicated counts and writes reports/bench/shoot-latency.json.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { cpus, loadavg } from 'node:os';
import { ApiClient } from '../dev/lib/api-client.ts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { quantile, readEventStream } from './event-stream.ts';
import { sleep } from '../dev/lib/net.ts';
import { ROOT, type RunningStack } from '../dev/lib/stack.ts';

const TARGETS = Number(process.env.SHOOT_TARGETS || 1000);
const SCORERS = Number(process.env.SHOOT_SCORERS || 6);
const GAP_MS = Number(process.env.SHOOT_GAP_MS || 150);
const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench');
const sink = consoleSink();

interface Frame {
  targetsScored: number;
  groups: { entries: { shooterId: string; targetsShot: number }[] }[];
}

/** Opens the shoot's public stream and calls back with each leaderboard frame and its arrival time. */
async function openStream(base: string, shootId: string, onFrame: (f: Frame, at: number) => void, signal: AbortSignal) {
  await readEventStream(
    `${base}/api/shoots/${shootId}/stream`,
    {},
    (event, data) => {
      if (event === 'leaderboard' && data) onFrame(JSON.parse(data) as Frame, performance.now());
    },
    signal,
  );
}

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  let stack: RunningStack | undefined;
  const abort = new AbortController();
  try {
    const measured = await measurementStack({
      sink,
      offset: 23_000,
      outDir: OUT,
      logName: 'shoot-stack.log',
      mongoUrl: process.env.BENCH_MONGO_URL || undefined,
      seeded: false,
      stack: { services: ['auth', 'community'], workers: false, demoMode: true },
    });
    stack = measured.started;
    const base = measured.base;
    const admin = new ApiClient(base);
    const login = await admin.post('/api/login', { username: 'admin', password: stack?.demoPassword ?? process.env.DEMO_PASSWORD });
    if (login.status !== 200) throw new Error(`the demo admin could not log in: ${login.status} ${JSON.stringify(login.body)}`);
    const day = new Date(Date.now() + 2 * 86_400_000).toISOString().slice(0, 10);
    const event = await admin.post<{ id: string }>('/api/club-events', {
      title: 'Bench Match Day',
      description: '',
      eventType: 'club_shoot',
      location: 'Bench Range, Jaipur',
      state: 'Rajasthan',
      startDate: `${day}T09:00:00+05:30`,
      endDate: `${day}T17:00:00+05:30`,
      organizer: 'Bench',
      contactEmail: 'bench@example.com',
      contactPhone: '+91 90000 00000',
      maxParticipants: 100,
    });
    if (event.status !== 201) throw new Error(`the club event was refused: ${event.status} ${JSON.stringify(event.body)}`);
    const rounds = Math.ceil(TARGETS / SCORERS / 6 / 25);
    const shoot = await admin.post<{ id: string; code: string; squads: { id: string; shooters: { id: string }[] }[] }>('/api/shoots', {
      eventId: event.body.id,
      title: 'Bench Match Day',
      disciplines: [{ discipline: 'olympic-trap', rounds }],
      squads: Array.from({ length: SCORERS }, (_, s) => ({
        name: `Squad ${s + 1}`,
        discipline: 'olympic-trap',
        startsAt: `${day}T${String(9 + s).padStart(2, '0')}:00:00+05:30`,
        shooters: Array.from({ length: 6 }, (_, p) => ({ name: `Shooter ${s + 1}.${p + 1}` })),
      })),
    });
    if (shoot.status !== 201) throw new Error(`the shoot was refused: ${shoot.status} ${JSON.stringify(shoot.body)}`);
    const { id: shootId, code, squads } = shoot.body;

    const scorers: ApiClient[] = [];
    for (let s = 0; s < SCORERS; s++) {
      const c = new ApiClient(base);
      const username = `scorer_${Date.now().toString(36)}_${s}`;
      const reg = await c.post('/api/register', {
        username,
        password: 'Bench#Scorer2026',
        email: `${username}@example.com`,
        displayName: `Scorer ${s + 1}`,
        membershipTier: 'range_pass',
      });
      if (reg.status !== 201) throw new Error(`registering scorer ${s + 1} failed: ${reg.status} ${JSON.stringify(reg.body)}`);
      const joined = await c.post(`/api/shoots/${shootId}/squads/${squads[s]!.id}/scorer`, { code });
      if (joined.status !== 200) throw new Error(`scorer ${s + 1} could not join: ${joined.status} ${JSON.stringify(joined.body)}`);
      scorers.push(c);
    }

    // per shooter: the highest count a frame has shown, and each target's sync and first sight
    const shown = new Map<string, number>();
    const waiting = new Map<string, { n: number; syncedAt: number | null; seenAt: number | null }[]>();
    const all: { n: number; syncedAt: number | null; seenAt: number | null }[] = [];
    let frames = 0;
    await openStream(
      base,
      shootId,
      (f, at) => {
        frames++;
        for (const g of f.groups)
          for (const e of g.entries) {
            if (e.targetsShot <= (shown.get(e.shooterId) ?? 0)) continue;
            shown.set(e.shooterId, e.targetsShot);
            for (const t of waiting.get(e.shooterId) ?? []) if (t.n <= e.targetsShot && t.seenAt === null) t.seenAt = at;
          }
      },
      abort.signal,
    );

    sink.info(
      `Scoring ${TARGETS} targets with ${SCORERS} scorers (a pause of ${GAP_MS} ms between one scorer's targets), every tenth sent twice...`,
    );
    let created = 0;
    let replays = 0;
    let refused = 0;
    let retries = 0;
    const started = performance.now();
    await Promise.all(
      scorers.map(async (c, s) => {
        const squad = squads[s]!;
        const share = Math.floor(TARGETS / SCORERS) + (s < TARGETS % SCORERS ? 1 : 0);
        const counts = new Map<string, number>();
        for (let i = 0; i < share; i++) {
          const shooter = squad.shooters[i % squad.shooters.length]!;
          const n = (counts.get(shooter.id) ?? 0) + 1;
          counts.set(shooter.id, n);
          const round = Math.floor((n - 1) / 25) + 1;
          const entry = { n, syncedAt: null as number | null, seenAt: null as number | null };
          waiting.set(shooter.id, [...(waiting.get(shooter.id) ?? []), entry]);
          all.push(entry);
          const body = {
            id: `b${s}x${i}x${Date.now().toString(36)}`,
            shooterId: shooter.id,
            round,
            outcome: i % 7 === 0 ? 'lost' : 'first',
          };
          // as the offline queue does: a send that timed out or failed goes again with the same id
          const send = async () => {
            for (let attempt = 1; ; attempt++) {
              try {
                return await c.post<{ created: boolean }>(`/api/shoots/${shootId}/squads/${squad.id}/targets`, body);
              } catch (err) {
                if (attempt >= 5) throw err;
                retries++;
              }
            }
          };
          const res = await send();
          entry.syncedAt = performance.now();
          if (res.status !== 200) refused++;
          else if (res.body.created) created++;
          if (i % 10 === 9) {
            const again = await send();
            replays++;
            if (again.status === 200 && again.body.created) created++;
          }
          if (GAP_MS) await sleep(GAP_MS);
        }
      }),
    );
    const sendSeconds = (performance.now() - started) / 1000;
    const deadline = performance.now() + 30_000;
    while (all.some((t) => t.seenAt === null) && performance.now() < deadline) await sleep(100);
    const latencies = all.filter((t) => t.seenAt !== null && t.syncedAt !== null).map((t) => Math.max(0, t.seenAt! - t.syncedAt!));
    const board = await new ApiClient(base).get<{ targetsScored: number }>(`/api/shoots/${shootId}/leaderboard`);
    const stored = board.body.targetsScored;
    const lost = Math.max(0, TARGETS - stored);
    const duplicated = Math.max(0, stored - TARGETS) + Math.max(0, created - TARGETS);

    const sorted = [...latencies].sort((a, b) => a - b);
    const result = {
      machine: `${cpus().length} cores, load ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
      targets: TARGETS,
      scorers: SCORERS,
      gapMs: GAP_MS,
      sendSeconds: Number(sendSeconds.toFixed(1)),
      replays,
      retriesAfterTimeout: retries,
      refused,
      createdAnswers: created,
      storedOnLeaderboard: stored,
      lost,
      duplicated,
      frames,
      measured: latencies.length,
      ms: sorted.length
        ? { p50: quantile(sorted, 0.5), p95: quantile(sorted, 0.95), p99: quantile(sorted, 0.99), max: sorted.at(-1)! }
        : null,
    };
    console.log(JSON.stringify(result));
    // the folder may have been cleaned while the bench ran
    mkdirSync(OUT, { recursive: true });
    writeFileSync(join(OUT, 'shoot-latency.json'), JSON.stringify(result, null, 2) + '\n');
    const f = (v: number | undefined) => (v === undefined ? '-' : v.toFixed(1));
    console.log(
      `\nSynced target to leaderboard frame over ${TARGETS} targets from ${SCORERS} scorers: p50 ${f(result.ms?.p50)} ms · p95 ${f(result.ms?.p95)} ms · p99 ${f(result.ms?.p99)} ms · max ${f(result.ms?.max)} ms` +
        `\nstored ${stored}, lost ${lost}, duplicated ${duplicated} (${replays} replays, ${retries} retries after a timeout, ${refused} refused, ${frames} frames, ${result.sendSeconds} s; ${result.machine}); reports/bench/shoot-latency.json`,
    );
    return lost === 0 && duplicated === 0 && refused === 0 ? 0 : 1;
  } finally {
    abort.abort();
    if (stack) await stack.stop();
  }
}

main().then(
  (code) => process.exit(code),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
