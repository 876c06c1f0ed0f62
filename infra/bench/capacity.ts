/**
 * `make bench-capacity` (also the end of `make bench`): each read path's throughput and
 * latency driven by wrk, a load generator in C that is not the bottleneck here (k6 tops out near
 * 6,000 requests/s on these two cores, below bare Node's 50,000), at 16 and 64 connections, each as
 * a ratio to a bare Node server answering the same bytes in the same run.
 *
 *   node --import tsx infra/bench/capacity.ts        (CAPACITY_SECONDS=5, CAPACITY_CONNECTIONS=16,64)
 *
 * Paths: the bare Node server (same bytes as the cached read), the bff's cached public read with a
 * browser's headers (CSRF cookie, Accept-Encoding), the bff's /healthz, and a member's hot reads
 * (their account, their notification count, their practice stats, history and /profile's recent sessions) through the bff with
 * the session cookie and straight from the owning service with the same token: what the bff's chain
 * costs and what the read costs. Uses or starts the stack on port offset 20000 like `make bench`.
 * Writes reports/bench/capacity.json and capacity.md. wrk is Debian's `wrk` package (the Makefile
 * installs it when missing).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { BFF_PORT, SERVICES, type ServiceName } from '@trap/contracts';
import { ApiClient } from '../dev/lib/api-client.ts';
import { consoleSink } from '../dev/lib/log.ts';
import { measurementStack } from '../dev/lib/measure-stack.ts';
import { sleep } from '../dev/lib/net.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, type RunningStack } from '../dev/lib/stack.ts';
import { baselinePayload, startBaseline } from '../k6/baseline.ts';

const OUT = process.env.BENCH_OUT || join(ROOT, 'reports', 'bench');
const WRK = process.env.WRK || 'wrk';
const offset = Number(process.env.STACK_PORT_OFFSET || 20_000);
const demoPassword = process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD;
const SECONDS = Number(process.env.CAPACITY_SECONDS || 5);
const CONNECTIONS = (process.env.CAPACITY_CONNECTIONS || '16,64').split(',').map(Number);
/** The generator must not be what limits the figures: bare Node has to reach this in the same run. */
const BARE_NODE_FLOOR = Number(process.env.CAPACITY_BARE_NODE_FLOOR || 30_000);
const sink = consoleSink();

let stack: RunningStack | undefined;
let baseline: ChildProcess | undefined;

interface Run {
  connections: number;
  rps: number;
  p50: number;
  p99: number;
  errors: number;
}
interface PathResult {
  name: string;
  label: string;
  runs: Run[];
}

/** wrk's latency figures ("812.00us", "1.20ms", "2.01s") in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text.trim());
  if (!m) return Number.NaN;
  const n = Number(m[1]);
  return m[2] === 'us' ? n / 1000 : m[2] === 'ms' ? n : m[2] === 's' ? n * 1000 : n * 60_000;
}

/** Requests/s, p50, p99 and errors (socket errors and non-2xx/3xx) from wrk's --latency output. */
function parseWrk(out: string): Omit<Run, 'connections'> {
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const p50 = wrkMs(/^\s+50%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const p99 = wrkMs(/^\s+99%\s+(\S+)/m.exec(out)?.[1] ?? '');
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out);
  const non2xx = Number(/Non-2xx or 3xx responses: (\d+)/.exec(out)?.[1] ?? 0);
  const errors = non2xx + (socket ? socket.slice(1).reduce((a, b) => a + Number(b), 0) : 0);
  return { rps, p50, p99, errors };
}

function wrk(url: string, connections: number, headers: Record<string, string>): Promise<Run> {
  // one thread: the machine has two cores, and the server under test needs the other
  const args = ['-t1', `-c${connections}`, `-d${SECONDS}s`, '--latency'];
  for (const [k, v] of Object.entries(headers)) args.push('-H', `${k}: ${v}`);
  args.push(url);
  return new Promise((resolve, reject) => {
    const child = spawn(WRK, args, { stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    child.stdout.on('data', (d: Buffer) => (out += d.toString()));
    child.on('error', (err) => reject(new Error(`wrk could not run (${err.message}); install Debian's wrk package`)));
    child.on('exit', (code) => {
      if (code !== 0) return reject(new Error(`wrk exited with ${code}: ${out}`));
      resolve({ connections, ...parseWrk(out) });
    });
  });
}

async function measure(name: string, label: string, url: string, headers: Record<string, string> = {}): Promise<PathResult> {
  const runs: Run[] = [];
  for (const connections of CONNECTIONS) {
    // a short warm-up (JIT, connection pools, caches), then the measured run
    await wrk(url, connections, headers).catch(() => undefined);
    const run = await wrk(url, connections, headers);
    runs.push(run);
    sink.info(
      `  ${name.padEnd(22)} c${String(connections).padEnd(3)} ${run.rps.toFixed(0).padStart(6)}/s  p50 ${run.p50.toFixed(2)} ms  p99 ${run.p99.toFixed(2)} ms${run.errors ? `  ${run.errors} errors` : ''}`,
    );
    await sleep(500);
  }
  return { name, label, runs };
}

async function main(): Promise<number> {
  mkdirSync(OUT, { recursive: true });
  const { base, started } = await measurementStack({ sink, offset, outDir: OUT, demoPassword });
  stack = started;
  const payload = await baselinePayload(base);
  const server = await startBaseline(OUT, payload.body, BFF_PORT + offset + 998);
  baseline = server.process;

  // a browser's visit: the CSRF cookie it was given and the encodings it accepts
  const visitor = new ApiClient(base);
  await visitor.get('/api/user');
  await visitor.get(payload.path);
  const browser = { cookie: visitor.cookieHeader(), 'accept-encoding': 'gzip, br' };
  for (let i = 0; i < 3; i++) await fetch(`${base}${payload.path}`, { headers: browser });
  const cache = (await fetch(`${base}${payload.path}`, { headers: browser })).headers.get('x-cache');
  if (cache !== 'HIT')
    sink.warn(`${payload.path} answered X-Cache: ${cache}; the cached read is not cached (is the content events feed attached?)`);

  const member = new ApiClient(base);
  const login = await member.post('/api/login', { username: 'member', password: demoPassword });
  if (login.status !== 200) throw new Error(`login as the demo member failed: ${login.status}`);
  const cookie = member.cookieHeader();
  const token = /trap_session=([^;]+)/.exec(cookie)?.[1];
  if (!token) throw new Error('the demo member has no session cookie');
  const serviceUrl = (service: ServiceName) => `http://127.0.0.1:${SERVICES[service].port + offset}`;
  const bearer = { authorization: `Bearer ${token}` };

  /** A member's hot reads: [name, label, owning service, path]. */
  const memberReads: [string, string, ServiceName, string][] = [
    ['user', 'GET /api/user (their account)', 'auth', '/api/user'],
    ['notification_count', 'GET /api/notifications/count', 'notifications', '/api/notifications/count'],
    ['practice_stats', 'GET /api/practice/stats (/practice/stats)', 'practice', '/api/practice/stats'],
    ['practice_history', 'GET /api/practice/sessions?limit=20 (/practice)', 'practice', '/api/practice/sessions?limit=20'],
    ['practice_recent', 'GET /api/practice/sessions?limit=3 (/profile)', 'practice', '/api/practice/sessions?limit=3'],
  ];
  for (const [, , service, path] of memberReads) {
    const res = await fetch(`${serviceUrl(service)}${path}`, { headers: bearer });
    if (res.status !== 200) throw new Error(`${service} answered ${res.status} to the member's ${path}`);
  }

  sink.info(`Capacity: wrk, 1 thread, ${CONNECTIONS.join(' and ')} connections, ${SECONDS} s per run (after a warm-up run); load ${loadavg()[0]!.toFixed(1)}`);
  const results: PathResult[] = [
    await measure('bare_node', `bare Node server (${payload.path}'s bytes)`, `${server.url}/`),
    await measure('cached_read', `bff cached public read ${payload.path} (browser headers)`, `${base}${payload.path}`, browser),
    await measure('healthz', 'bff /healthz', `${base}/healthz`),
  ];
  for (const [name, label, service, path] of memberReads) {
    results.push(await measure(`${name}_direct`, `${label}, ${service} direct (token)`, `${serviceUrl(service)}${path}`, bearer));
    results.push(await measure(`${name}_bff`, `${label} through the bff (session cookie)`, `${base}${path}`, { cookie }));
  }

  const byName = new Map(results.map((r) => [r.name, r]));
  const bare = byName.get('bare_node')!;
  const pct = (a: number, b: number) => (b ? `${Math.round((a / b) * 100)} %` : '-');
  const head = ['path', 'what', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'of bare Node', 'p99 × bare', 'of direct'];
  const rows = results.flatMap((r) =>
    r.runs.map((run, i) => {
      const bareRun = bare.runs[i]!;
      const direct = r.name.endsWith('_bff') ? byName.get(r.name.replace(/_bff$/, '_direct'))?.runs[i] : undefined;
      return [
        r.name,
        r.label,
        String(run.connections),
        run.rps.toFixed(0),
        run.p50.toFixed(2),
        run.p99.toFixed(2),
        pct(run.rps, bareRun.rps),
        (run.p99 / bareRun.p99).toFixed(1),
        direct ? pct(run.rps, direct.rps) : '',
      ];
    }),
  );
  const widths = head.map((h, i) => Math.max(h.length, ...rows.map((r) => r[i]!.length)));
  const fmt = (cells: string[]) => '| ' + cells.map((c, i) => (i < 2 ? c.padEnd(widths[i]!) : c.padStart(widths[i]!))).join(' | ') + ' |';
  const table = [fmt(head), '|' + widths.map((w, i) => (i < 2 ? ':' : '-') + '-'.repeat(w) + (i < 2 ? '-' : ':')).join('|') + '|', ...rows.map(fmt)].join(
    '\n',
  );
  const bareBest = Math.max(...bare.runs.map((r) => r.rps));
  const generatorOk = bareBest >= BARE_NODE_FLOOR;
  const note = generatorOk
    ? `bare Node reached ${bareBest.toFixed(0)}/s: the generator is not the bottleneck`
    : `bare Node reached only ${bareBest.toFixed(0)}/s (floor ${BARE_NODE_FLOOR}): the machine is busy or the generator limits; the figures are not capacity`;
  const at = new Date().toISOString();
  writeFileSync(join(OUT, 'capacity.json'), JSON.stringify({ at, load: loadavg(), seconds: SECONDS, generatorOk, results }, null, 2));
  writeFileSync(join(OUT, 'capacity.md'), `${table}\n\n${note}; load ${loadavg()[0]!.toFixed(1)}; ${at}\n`);
  sink.banner(['', `Capacity (wrk, 1 thread, ${SECONDS} s per run; ${at}):`, table, note, 'Reports: reports/bench/capacity.json, capacity.md'].join('\n'));
  return generatorOk ? 0 : 1;
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
  sink.error(`make bench-capacity: ${err.message}`);
  return 1;
});
await cleanup();
process.exit(code);
