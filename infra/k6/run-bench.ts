/**
 * `make bench`: k6 against the platform, beside two baselines measured in the same run.
 *
 *   node --import tsx infra/k6/run-bench.ts
 *
 * Uses the stack answering on 127.0.0.1:(3000 + STACK_PORT_OFFSET) (offset default 20000, so a dev
 * stack on 3000 is never loaded); when none answers it starts one there (the test profile: its own
 * FerretDB in a temporary folder, unique database names, event namespace and Redis prefix) and stops
 * it afterwards. BENCH_URL points it at another stack instead. Starts the bare Node baseline server,
 * runs infra/k6/bench.js, writes reports/bench/summary.json and dashboard.html, prints the table and
 * exits non-zero when a budget (infra/k6/budgets.json) breaks.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { BFF_PORT } from '@trap/contracts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { ApiClient } from '../dev/lib/api-client.ts';
import { baselinePayload, startBaseline } from './baseline.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, type RunningStack } from '../dev/lib/stack.ts';

interface Budget {
  name: string;
  /** needs the bench members with seeded sessions (left out when the practice database is unknown) */
  seeded?: boolean;
  label: string;
  kind: 'baseline' | 'path';
  rate: number;
  seconds: number;
  p95: number;
  p99: number;
  errorRate: number;
}
type Values = Record<string, number>;
interface Summary {
  metrics: Record<string, { values: Values; thresholds?: Record<string, { ok: boolean }> }>;
  setup_data?: { reads?: string[]; missing?: string[] };
}

const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench');
const K6 = join(ROOT, '.tools', 'bin', 'k6');
const offset = Number(process.env.STACK_PORT_OFFSET || 20_000);
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const sink = consoleSink();
const budgets = JSON.parse(readFileSync(join(ROOT, 'infra/k6/budgets.json'), 'utf8')) as { scenarios: Budget[] };
/** BENCH_ONLY=name,name runs only those scenarios (the baselines are always run). */
const only = process.env.BENCH_ONLY?.split(',').filter(Boolean);
const chosen = (b: Budget) => !only || b.kind === 'baseline' || only.includes(b.name);
/** Sessions of the two bench members whose stats are timed (growth from 200 to 2,000). */
const SEEDED_SESSIONS = [200, 2000];
const STATS_PASSWORD = 'Bench#Stats2026';

let stack: RunningStack | undefined;
let baseline: ChildProcess | undefined;
let k6: ChildProcess | undefined;

async function cleanup(): Promise<void> {
  k6?.kill('SIGINT');
  baseline?.kill('SIGTERM');
  if (stack) {
    sink.info('Stopping the stack this bench started...');
    await stack.stop();
    stack = undefined;
  }
}

/** The stack to load: BENCH_URL, one already answering on the offset port, or a new one. */
async function target(): Promise<string> {
  if (process.env.BENCH_URL) return process.env.BENCH_URL.replace(/\/$/, '');
  const { base, started } = await measurementStack({
    sink,
    offset,
    outDir: OUT,
    mongoUrl: process.env.BENCH_MONGO_URL || undefined,
    demoPassword,
  });
  stack = started;
  return base;
}

/** Where the stack's practice service keeps its sessions: ours, or BENCH_PRACTICE_MONGO_URL + BENCH_PRACTICE_DB. */
function practiceDatabase(): { url: string; db: string } | undefined {
  if (stack) return { url: stack.urls.mongo, db: `${stack.names.dbPrefix}practice` };
  const url = process.env.BENCH_PRACTICE_MONGO_URL;
  const db = process.env.BENCH_PRACTICE_DB;
  return url && db ? { url, db } : undefined;
}

/**
 * Registers one bench member per SEEDED_SESSIONS entry through the API and writes their sessions
 * straight into the practice database in the service's own shape (services/practice/bench/
 * seed-sessions.ts; through the API 2,200 sessions would take many minutes). Returns their names.
 */
async function seedStatsMembers(base: string): Promise<string[]> {
  // Members seeded by an earlier run against the same stack (their password is STATS_PASSWORD).
  if (process.env.BENCH_STATS_USERS) return process.env.BENCH_STATS_USERS.split(',');
  const practice = practiceDatabase();
  if (!practice) {
    sink.warn(
      'Stats at 200/2,000 sessions left out: set BENCH_PRACTICE_MONGO_URL and BENCH_PRACTICE_DB for a stack this bench did not start.',
    );
    return [];
  }
  const run = Date.now().toString(36);
  const members: { username: string; id: string; sessions: number }[] = [];
  for (const sessions of SEEDED_SESSIONS) {
    const username = `bench_s${sessions}_${run}`;
    const res = await new ApiClient(base).post<{ id?: string }>('/api/register', {
      username,
      password: STATS_PASSWORD,
      email: `${username}@example.com`,
      displayName: `Bench ${sessions} sessions`,
      membershipTier: 'range_pass',
    });
    if (res.status !== 201 || !res.body.id) throw new Error(`registering ${username} failed: ${res.status} ${JSON.stringify(res.body)}`);
    members.push({ username, id: res.body.id, sessions });
  }
  const started = Date.now();
  const seeded = spawnSync(
    process.execPath,
    ['--import', 'tsx', join(ROOT, 'services/practice/bench/seed-sessions.ts'), ...members.flatMap((m) => [m.id, String(m.sessions)])],
    { cwd: ROOT, env: { ...process.env, MONGO_URL: practice.url, MONGO_DB: practice.db }, stdio: 'inherit' },
  );
  if (seeded.status !== 0) throw new Error("seeding the bench members' sessions failed");
  sink.info(`Seeded ${SEEDED_SESSIONS.join(' and ')} sessions for two bench members in ${Math.round((Date.now() - started) / 1000)} s.`);
  return members.map((m) => m.username);
}

function runK6(base: string, baselineUrl: string, statsUsers: string[]): Promise<number> {
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    K6_WEB_DASHBOARD: 'true',
    K6_WEB_DASHBOARD_EXPORT: join(OUT, 'dashboard.html'),
    // The report file only; no dashboard web server during the run.
    K6_WEB_DASHBOARD_PORT: '-1',
    K6_NO_USAGE_REPORT: 'true',
  };
  const args = [
    'run',
    '--quiet',
    '-e',
    `BASE_URL=${base}`,
    '-e',
    `BASELINE_URL=${baselineUrl}`,
    '-e',
    `OUT=${OUT}`,
    '-e',
    `DEMO_PASSWORD=${demoPassword}`,
  ];
  if (only) args.push('-e', `ONLY=${only.join(',')}`);
  if (statsUsers.length) args.push('-e', `STATS_USERS=${statsUsers.join(',')}`, '-e', `STATS_PASSWORD=${STATS_PASSWORD}`);
  args.push(join(ROOT, 'infra/k6/bench.js'));
  return new Promise((resolve, reject) => {
    k6 = spawn(K6, args, { cwd: ROOT, env, stdio: 'inherit' });
    k6.on('error', reject);
    k6.on('exit', (code) => resolve(code ?? 1));
  });
}

const ms = (v: number | undefined) => (v === undefined ? '-' : v < 10 ? v.toFixed(1) : v.toFixed(0));
const ratio = (a: number | undefined, b: number | undefined) => (a === undefined || !b ? '-' : `${(a / b).toFixed(1)}×`);

function table(summary: Summary, seeded: boolean): { text: string; broken: string[] } {
  const row = (b: Budget) => {
    const d = summary.metrics[`http_req_duration{scenario:${b.name}}`]?.values ?? {};
    const n = summary.metrics[`http_reqs{scenario:${b.name}}`]?.values.count ?? 0;
    const failed = summary.metrics[`http_req_failed{scenario:${b.name}}`]?.values.rate ?? 0;
    const dropped = summary.metrics[`dropped_iterations{scenario:${b.name}}`]?.values.count ?? 0;
    return { b, rps: n / b.seconds, p50: d.med, p95: d['p(95)'], p99: d['p(99)'], failed, dropped };
  };
  const rows = budgets.scenarios.filter((b) => (seeded || !b.seeded) && chosen(b)).map(row);
  const node = rows.find((r) => r.b.name === 'baseline_node');
  const healthz = rows.find((r) => r.b.name === 'baseline_healthz');
  const head = [
    'scenario',
    'req/s',
    'p50 ms',
    'p95 ms',
    'p99 ms',
    'vs node p50/p95/p99',
    'vs healthz p50/p95/p99',
    'budget p95/p99',
    'errors',
    'dropped',
  ];
  const lines = rows.map((r) => [
    r.b.name,
    r.rps.toFixed(1),
    ms(r.p50),
    ms(r.p95),
    ms(r.p99),
    [ratio(r.p50, node?.p50), ratio(r.p95, node?.p95), ratio(r.p99, node?.p99)].join(' / '),
    [ratio(r.p50, healthz?.p50), ratio(r.p95, healthz?.p95), ratio(r.p99, healthz?.p99)].join(' / '),
    `${r.b.p95} / ${r.b.p99}`,
    `${(r.failed * 100).toFixed(1)}%`,
    String(r.dropped),
  ]);
  const widths = head.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  const text = [
    fmt(head),
    '|' + widths.map((w, i) => (i === 0 ? ':' : '-') + '-'.repeat(w) + (i === 0 ? '-' : ':')).join('|') + '|',
    ...lines.map(fmt),
  ].join('\n');
  const broken = Object.entries(summary.metrics).flatMap(([name, m]) =>
    Object.entries(m.thresholds ?? {})
      .filter(([, t]) => !t.ok)
      .map(([source]) => `${name} ${source}`),
  );
  const calls = Object.entries(summary.metrics)
    .map(([name, m]) => ({ m: /^http_req_duration\{scenario:(\w+),name:(.+)\}$/.exec(name), v: m.values }))
    .filter((c) => c.m)
    .sort((a, b) => a.m![0].localeCompare(b.m![0]))
    .map(
      (c) =>
        `  ${`${c.m![1]} ${c.m![2]}`.padEnd(42)} p50 ${ms(c.v.med).padStart(6)}  p95 ${ms(c.v['p(95)']).padStart(6)}  p99 ${ms(c.v['p(99)']).padStart(6)} ms`,
    );
  return { text: calls.length ? `${text}\nPer call:\n${calls.join('\n')}` : text, broken };
}

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const started = Date.now();
  const base = await target();
  const statsUsers = await seedStatsMembers(base);
  const baselineServer = await startBaseline(OUT, (await baselinePayload(base)).body, BFF_PORT + offset + 999);
  baseline = baselineServer.process;
  const baselineUrl = baselineServer.url;
  sink.info(
    `k6 against ${base}, baseline server at ${baselineUrl} (scenarios run one after another, ≈ ${budgets.scenarios.filter(chosen).reduce((s, b) => s + b.seconds + 2, 0)} s)`,
  );
  const code = await runK6(base, baselineUrl, statsUsers);
  let summary: Summary;
  try {
    summary = JSON.parse(readFileSync(join(OUT, 'summary.json'), 'utf8')) as Summary;
  } catch {
    sink.error(`k6 ended with code ${code} and wrote no summary.`);
    return code || 1;
  }
  const { text, broken } = table(summary, statsUsers.length > 0);
  writeFileSync(join(OUT, 'table.md'), text + '\n');
  const missing = summary.setup_data?.missing ?? [];
  sink.banner(
    [
      '',
      `Bench (constant arrival rates, latency per HTTP request; ratios = scenario ÷ baseline; ${new Date().toISOString()}):`,
      text,
      missing.length ? `Home-page reads not built yet (404, left out): ${missing.join(', ')}` : '',
      `Reports: ${relative(ROOT, OUT) || OUT}/summary.json, dashboard.html, table.md (${Math.round((Date.now() - started) / 1000)} s)`,
      broken.length ? `Budgets broken:\n  ${broken.join('\n  ')}` : 'Every budget held.',
    ]
      .filter(Boolean)
      .join('\n'),
  );
  return broken.length || code !== 0 ? code || 1 : 0;
}

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const)
  process.on(sig, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    void cleanup().finally(() => process.exit(130));
  });

const code = await main().catch((err: Error) => {
  sink.error(`make bench: ${err.message}`);
  return 1;
});
await cleanup();
process.exit(code);
