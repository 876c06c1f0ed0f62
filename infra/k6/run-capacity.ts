/**
 * `make bench`'s capacity part (also `make bench-capacity`): for each read path, the request rate at
 * which its p99 crosses 100 ms (or requests start failing or k6 cannot keep the rate), found by
 * stepping a constant arrival rate up, and each as a ratio to the bare Node server in the same run:
 * a budget checked at 4 requests a second says nothing about a burst at 1,000 (issue 19).
 *
 *   node --import tsx infra/k6/run-capacity.ts
 *
 * Paths: the bare Node server (same bytes as the cached read), the bff's cached public read (an
 * anonymous visitor's, answered before Express), the bff's /healthz, and a member's authenticated
 * read (GET /api/user, their own account) through the bff and straight from the auth service with
 * the same token: what the bff's chain costs, not what the database does. Uses or starts the stack on port offset 20000 like `make bench`. Writes
 * reports/bench/capacity.json and capacity.md.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { BFF_PORT, SERVICES } from '@trap/contracts';
import { ApiClient } from '../dev/lib/api-client.ts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { sleep } from '../dev/lib/net.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, type RunningStack } from '../dev/lib/stack.ts';
import { baselinePayload, startBaseline } from './baseline.ts';

const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench');
const K6 = join(ROOT, '.tools', 'bin', 'k6');
const offset = Number(process.env.STACK_PORT_OFFSET || 20_000);
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
/** The p99 a path may take at the rate it is credited with. */
const P99_LIMIT_MS = Number(process.env.CAPACITY_P99_MS || 100);
const STEP_SECONDS = Number(process.env.CAPACITY_STEP_SECONDS || 5);
/** Doubling from 100 a second; a path is credited with the last rate it held. */
const RATES = [100, 200, 400, 800, 1600, 3200, 6400];
const sink = consoleSink();

let stack: RunningStack | undefined;
let baseline: ChildProcess | undefined;

interface Step {
  rate: number;
  achieved: number;
  p50: number;
  p99: number;
  failed: number;
  dropped: number;
  held: boolean;
}
interface PathResult {
  name: string;
  label: string;
  steps: Step[];
  capacity: number;
  p99AtCapacity: number | null;
}

function runStep(url: string, rate: number, headers: Record<string, string>): Promise<Step> {
  const out = join(OUT, `capacity-step.json`);
  const args = ['run', '--quiet', '-e', `URL=${url}`, '-e', `RATE=${rate}`, '-e', `SECONDS=${STEP_SECONDS}`, '-e', `OUT=${out}`];
  args.push('-e', `HEADERS=${JSON.stringify(headers)}`, join(ROOT, 'infra/k6/capacity.js'));
  return new Promise((resolve, reject) => {
    const k6 = spawn(K6, args, { cwd: ROOT, env: { ...process.env, K6_NO_USAGE_REPORT: 'true' }, stdio: ['ignore', 'ignore', 'inherit'] });
    k6.on('error', reject);
    k6.on('exit', () => {
      try {
        const m = (JSON.parse(readFileSync(out, 'utf8')) as { metrics: Record<string, { values: Record<string, number> }> }).metrics;
        const d = m.http_req_duration?.values ?? {};
        const count = m.http_reqs?.values.count ?? 0;
        const failed = m.http_req_failed?.values.rate ?? 1;
        const dropped = m.dropped_iterations?.values.count ?? 0;
        const p99 = d['p(99)'] ?? Infinity;
        const held = p99 <= P99_LIMIT_MS && failed < 0.01 && dropped <= rate * STEP_SECONDS * 0.02;
        resolve({ rate, achieved: count / STEP_SECONDS, p50: d.med ?? 0, p99, failed, dropped, held });
      } catch (err) {
        reject(err as Error);
      }
    });
  });
}

async function capacityOf(name: string, label: string, url: string, headers: Record<string, string> = {}): Promise<PathResult> {
  const steps: Step[] = [];
  for (const rate of RATES) {
    let step = await runStep(url, rate, headers);
    // one more try before a path is called over: on a shared 2-core machine one pause spoils a p99 of 5 s
    if (!step.held) {
      await sleep(2000);
      step = await runStep(url, rate, headers);
    }
    steps.push(step);
    sink.info(
      `  ${name.padEnd(16)} ${String(rate).padStart(5)}/s: ${step.achieved.toFixed(0).padStart(5)}/s done, p50 ${step.p50.toFixed(1)} ms, p99 ${step.p99.toFixed(1)} ms, ${(step.failed * 100).toFixed(1)}% failed, ${step.dropped} dropped${step.held ? '' : '  <- over'}`,
    );
    if (!step.held) break;
    await sleep(1000);
  }
  const last = [...steps].reverse().find((s) => s.held);
  return { name, label, steps, capacity: last?.rate ?? 0, p99AtCapacity: last?.p99 ?? null };
}

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const { base, started } = await measurementStack({ sink, offset, outDir: OUT, demoPassword });
  stack = started;
  const payload = await baselinePayload(base);
  const server = await startBaseline(OUT, payload.body, BFF_PORT + offset + 998);
  baseline = server.process;

  // the cached read is warm (and answered before the chain) before it is measured
  const anonymous = { 'accept-encoding': 'identity' };
  for (let i = 0; i < 3; i++) await fetch(`${base}${payload.path}`, { headers: anonymous });
  const cache = (await fetch(`${base}${payload.path}`, { headers: anonymous })).headers.get('x-cache');
  if (cache !== 'HIT')
    sink.warn(`${payload.path} answered X-Cache: ${cache}; the cached read is not cached (is the content events feed attached?)`);

  const member = new ApiClient(base);
  const login = await member.post('/api/login', { username: 'member', password: demoPassword });
  if (login.status !== 200) throw new Error(`login as the demo member failed: ${login.status}`);
  const cookie = member.cookieHeader();
  const token = /trap_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('the demo member has no session cookie');
  const auth = `http://127.0.0.1:${SERVICES.auth.port + offset}`;
  const direct = await fetch(`${auth}/api/user`, { headers: { authorization: `Bearer ${token}` } });
  if (direct.status !== 200) throw new Error(`the auth service answered ${direct.status} to the member's token`);

  sink.info(`Capacity: each path at ${RATES.join(', ')} requests/s (${STEP_SECONDS} s each) until p99 passes ${P99_LIMIT_MS} ms`);
  const results = [
    await capacityOf('bare_node', `bare Node server (${payload.path}'s bytes)`, `${server.url}/`),
    await capacityOf('cached_read', `bff cached public read ${payload.path}`, `${base}${payload.path}`, anonymous),
    await capacityOf('healthz', 'bff /healthz', `${base}/healthz`),
    await capacityOf('member_direct', "GET /api/user (the member's own), auth service direct", `${auth}/api/user`, {
      authorization: `Bearer ${token}`,
    }),
    await capacityOf('member_bff', 'GET /api/user through the bff (session cookie)', `${base}/api/user`, { cookie }),
  ];
  const node = results[0]!.capacity;
  const directRead = results[3]!.capacity;
  const ratio = (a: number, b: number) => (b ? `${Math.round((a / b) * 100)} %` : '-');
  const rows = results.map((r) => [
    r.name,
    r.label,
    String(r.capacity),
    r.p99AtCapacity === null ? '-' : r.p99AtCapacity.toFixed(1),
    ratio(r.capacity, node),
    r.name === 'member_bff' ? ratio(r.capacity, directRead) : '',
  ]);
  const head = ['path', 'what', 'capacity req/s', 'p99 ms there', 'of bare Node', 'of direct'];
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  const text = [
    fmt(head),
    '|' + widths.map((w, i) => (i < 2 ? ':' : '-') + '-'.repeat(w) + (i < 2 ? '-' : ':')).join('|') + '|',
    ...rows.map(fmt),
  ].join('\n');
  writeFileSync(join(OUT, 'capacity.json'), JSON.stringify({ at: new Date().toISOString(), p99LimitMs: P99_LIMIT_MS, results }, null, 2));
  writeFileSync(join(OUT, 'capacity.md'), text + '\n');
  sink.banner(
    [
      '',
      `Capacity (highest of ${RATES.join('/')} req/s held with p99 ≤ ${P99_LIMIT_MS} ms, no errors; k6 shares the machine; ${new Date().toISOString()}):`,
      text,
      `Reports: reports/bench/capacity.json, capacity.md`,
    ].join('\n'),
  );
  return 0;
}

async function cleanup(): Promise<void> {
  baseline?.kill('SIGTERM');
  if (stack) {
    sink.info('Stopping the stack this bench started...');
    await stack.stop();
    stack = undefined;
  }
}

for (const sig of ['SIGINT', 'SIGTERM'] as const) process.on(sig, () => void cleanup().finally(() => process.exit(130)));
const code = await main().catch((err: Error) => {
  sink.error(`make bench (capacity): ${err.message}`);
  return 1;
});
await cleanup();
process.exit(code);
