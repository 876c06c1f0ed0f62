/**
 * Start-up time and memory of each process, started as `node --import tsx <entry>.ts` (how every
 * process used to start: with tsx's transform cache empty, as in a new container, and warm,
 * as on a developer's restart) and as `node <entry>.ts` (Node's own type stripping, how they start
 * now: infra/dev/lib/stack.ts serverCommand, the images' CMD lines). README "Start-up and memory".
 *
 *   MONGO_URL=mongodb://127.0.0.1:27017 node --import tsx infra/bench/startup.ts [settings auth auth-worker ...]
 *
 * NATS_URL / REDIS_URL default to 4222 / 6379, STARTUP_RUNS=3 rounds (the ways take turns inside a
 * round, so a load spike hits each; STARTUP_WAYS=node times only the current way). Each run spawns
 * one process alone with its own database names, event namespace and Redis prefix, times spawn ->
 * first 200 from /healthz, waits STARTUP_SETTLE_MS (1,000), sums VmRSS and VmHWM from
 * /proc/<pid>/status over the process and its children (tsx's esbuild service), then stops it
 * (SIGTERM) and cleans its namespace. Prints a Markdown table (medians) with the load average, and writes
 * reports/bench/startup.json. Needs Linux (/proc) and Node 24.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { SERVICES, type ServiceName } from '@trap/contracts';
import { cleanupNamespace } from '../dev/lib/cleanup.ts';
import { ensureKeys } from '../dev/lib/keys.ts';
import { choosePort, sleep } from '../dev/lib/net.ts';
import { ROOT, serverCommand } from '../dev/lib/stack.ts';

const MONGO_URL = process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017';
const NATS_URL = process.env.NATS_URL ?? 'nats://127.0.0.1:4222';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const RUNS = Number(process.env.STARTUP_RUNS || 3);
const SETTLE_MS = Number(process.env.STARTUP_SETTLE_MS || 1000);
const TIMEOUT_MS = 60_000;
/** STARTUP_WAYS=node: only the current way (a quick check that every process starts under plain node) */
const ONLY = process.env.STARTUP_WAYS?.split(',');

const DEFAULT_TARGETS = ['settings', 'auth', 'auth-worker', 'practice', 'bff'];
const tsx = (entry: string) => [process.execPath, ['--import', 'tsx', entry]] as const;
/**
 * tsx transforms each file with esbuild (a worker thread and an `esbuild --service` child process)
 * unless its disk cache (/tmp/tsx-<uid>) already holds the file: `tsx` is a new container's start
 * (empty /tmp: TSX_DISABLE_CACHE=1), `tsx-cached` a developer's restart with a warm cache.
 */
const WAYS = {
  tsx: { command: tsx, env: { TSX_DISABLE_CACHE: '1' } },
  'tsx-cached': { command: tsx, env: {} },
  node: { command: serverCommand, env: {} },
} satisfies Record<string, { command: (entry: string) => readonly [string, readonly string[]]; env: NodeJS.ProcessEnv }>;
type Way = keyof typeof WAYS;
const WAY_NAMES = Object.keys(WAYS) as Way[];

interface Sample {
  target: string;
  way: Way;
  startMs: number;
  rssMb: number;
  hwmMb: number;
  /** processes in the tree (1, or 2 with an esbuild service) */
  processes: number;
}

const SERVICE_LIST = Object.keys(SERVICES) as ServiceName[];

/** cwd and entry of a target: `auth` (services/auth/src/main.ts), `auth-worker` (its worker.ts), `bff`. */
function where(target: string): { cwd: string; entry: string; service?: ServiceName } {
  if (target === 'bff') return { cwd: join(ROOT, 'bff'), entry: 'src/main.ts' };
  const worker = target.endsWith('-worker');
  const service = target.replace(/-worker$/, '') as ServiceName;
  if (!SERVICE_LIST.includes(service)) throw new Error(`unknown process ${target} (a service, <service>-worker or bff)`);
  return { cwd: join(ROOT, 'services', service), entry: worker ? 'src/worker.ts' : 'src/main.ts', service };
}

const memoryMb = (pid: number, field: 'VmRSS' | 'VmHWM') => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return line ? Number(line.split(/\s+/)[1]) / 1024 : NaN;
};

/** The process and its descendants (tsx's esbuild service is a child process). */
function tree(pid: number): number[] {
  const children = readdirSync(`/proc/${pid}/task`).flatMap((tid) => {
    try {
      return readFileSync(`/proc/${pid}/task/${tid}/children`, 'utf8').trim().split(/\s+/).filter(Boolean).map(Number);
    } catch {
      return [];
    }
  });
  return [pid, ...children.flatMap(tree)];
}

async function healthy(url: string): Promise<boolean> {
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
    await res.body?.cancel();
    return res.ok;
  } catch {
    return false;
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const kill = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(kill);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

async function measure(target: string, way: Way, run: number, keys: { privateKeyFile: string; publicKeyFile: string }): Promise<Sample> {
  const { cwd, entry, service } = where(target);
  const tag = `st${process.pid}r${run}w${WAY_NAMES.indexOf(way)}`;
  const port = await choosePort(24000 + Math.floor(Math.random() * 900));
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'development',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    MONGO_URL,
    NATS_URL,
    REDIS_URL,
    MONGO_DB: `${tag}_${service ?? 'bff'}`,
    EVENT_NAMESPACE: tag,
    REDIS_PREFIX: `${tag}:`,
    JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
    DEMO_MODE: 'false',
    FORCE_COLOR: '0',
    ...(service === 'auth' ? { JWT_PRIVATE_KEY_FILE: keys.privateKeyFile } : {}),
    ...(target === 'bff' ? { FRONTENDS_DIR: join(ROOT, 'frontends'), SITE_ORIGIN: `http://localhost:${port}` } : {}),
  };
  delete env.SERVICE_NAME;
  delete env.NODE_OPTIONS;
  Object.assign(env, WAYS[way].env);
  const [command, args] = WAYS[way].command(entry);
  const output: string[] = [];
  const started = performance.now();
  const child = spawn(command, [...args], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (d: Buffer) => output.push(d.toString()));
  child.stderr!.on('data', (d: Buffer) => output.push(d.toString()));
  try {
    const url = `http://127.0.0.1:${port}/healthz`;
    for (;;) {
      if (child.exitCode !== null)
        throw new Error(`${target} (${way}) exited ${child.exitCode} before /healthz answered:\n${output.join('').slice(-2000)}`);
      if (await healthy(url)) break;
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`${target} (${way}): /healthz did not answer within ${TIMEOUT_MS} ms`);
      await sleep(10);
    }
    const startMs = performance.now() - started;
    await sleep(SETTLE_MS);
    const pids = tree(child.pid!);
    const sum = (field: 'VmRSS' | 'VmHWM') => pids.reduce((total, pid) => total + memoryMb(pid, field), 0);
    return { target, way, startMs, rssMb: sum('VmRSS'), hwmMb: sum('VmHWM'), processes: pids.length };
  } finally {
    await stopChild(child);
    await cleanupNamespace({
      mongo: MONGO_URL,
      nats: NATS_URL,
      redis: REDIS_URL,
      dbPrefix: `${tag}_`,
      eventNamespace: tag,
      redisPrefix: `${tag}:`,
      dropDatabases: true,
      databases: [`${tag}_${service ?? 'bff'}`],
    }).catch(() => undefined);
  }
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  const m = Math.floor(s.length / 2);
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
};

async function main(): Promise<void> {
  const targets = process.argv.slice(2).length ? process.argv.slice(2) : DEFAULT_TARGETS;
  targets.forEach(where);
  const keyDir = mkdtempSync(join(tmpdir(), 'trap-startup-'));
  const keys = ensureKeys(join(keyDir, 'keys'));
  const samples: Sample[] = [];
  const loadBefore = loadavg();
  try {
    for (let run = 0; run < RUNS; run++) {
      for (const target of targets) {
        // rotate which way goes first, so none always meets a warmer page cache
        const shift = (run + targets.indexOf(target)) % WAY_NAMES.length;
        const ways = [...WAY_NAMES.slice(shift), ...WAY_NAMES.slice(0, shift)];
        for (const way of ways.filter((w) => !ONLY || ONLY.includes(w))) {
          const s = await measure(target, way, run, keys);
          samples.push(s);
          console.error(`${target.padEnd(22)} ${way.padEnd(10)} ${Math.round(s.startMs)} ms  ${s.rssMb.toFixed(0)} MB in ${s.processes}`);
        }
      }
    }
  } finally {
    rmSync(keyDir, { recursive: true, force: true });
  }
  const loadAfter = loadavg();
  const rows = targets.map((target) => {
    const of = (way: Way, key: 'startMs' | 'rssMb' | 'hwmMb') =>
      median(samples.filter((s) => s.target === target && s.way === way).map((s) => s[key]));
    const medians = Object.fromEntries(
      WAY_NAMES.map((way) => [way, { startMs: of(way, 'startMs'), rssMb: of(way, 'rssMb'), hwmMb: of(way, 'hwmMb') }]),
    ) as Record<Way, { startMs: number; rssMb: number; hwmMb: number }>;
    return { target, ...medians };
  });
  const pct = (after: number, before: number) =>
    Number.isFinite(before) ? ` (${after <= before ? '−' : '+'}${Math.abs(Math.round((100 * (after - before)) / before))} %)` : '';
  const ms = (x: number) => (Number.isFinite(x) ? `${Math.round(x)} ms` : '–');
  const mb = (x: number) => (Number.isFinite(x) ? `${x.toFixed(0)} MB` : '–');
  const lines = [
    '| process | start: tsx, new container | tsx, warm cache | `node` | RSS: tsx, new container | tsx, warm cache | `node` |',
    '| --- | ---: | ---: | ---: | ---: | ---: | ---: |',
    ...rows.map(
      (r) =>
        `| ${r.target} | ${ms(r.tsx.startMs)} | ${ms(r['tsx-cached'].startMs)} | ${ms(r.node.startMs)}${pct(r.node.startMs, r.tsx.startMs)} | ` +
        `${mb(r.tsx.rssMb)} | ${mb(r['tsx-cached'].rssMb)} | ${mb(r.node.rssMb)}${pct(r.node.rssMb, r.tsx.rssMb)} |`,
    ),
  ];
  const load = (l: number[]) => l.map((x) => x.toFixed(1)).join(' / ');
  console.log(lines.join('\n'));
  console.log(
    `\n${new Date().toISOString()}, Node ${process.version}, ${cpus().length} cores, medians of ${RUNS} runs, ` +
      `load average (1/5/15 min) ${load(loadBefore)} before, ${load(loadAfter)} after`,
  );
  const dir = join(ROOT, 'reports', 'bench');
  mkdirSync(dir, { recursive: true });
  writeFileSync(
    join(dir, 'startup.json'),
    JSON.stringify(
      { at: new Date().toISOString(), node: process.version, cores: cpus().length, loadBefore, loadAfter, runs: RUNS, rows, samples },
      null,
      2,
    ),
  );
}

main().then(
  () => process.exit(0),
  (err) => {
    console.error(err);
    process.exit(1);
  },
);
