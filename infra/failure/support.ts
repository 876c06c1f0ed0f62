/**
 * What every failure test shares: a small stack of real processes (the `make start` runner's e2e
 * profile: own ports, unique database names, event namespace and Redis prefix; only the services a
 * test needs), optionally with its own nats-server or redis-server that the test may stop and
 * start again, plus a browser-like API client. Logs go to reports/failure/<name>.log.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ServiceName } from '@trap/contracts';
import { ApiClient } from '../dev/lib/api-client.ts';
import { fileSink, type LogSink } from '../dev/lib/log.ts';
import { choosePort, isListening, sleep, waitFor } from '../dev/lib/net.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, startStack, type RunningStack } from '../dev/lib/stack.ts';
import { ensureNats, ensureRedis } from '../dev/lib/stores.ts';
import { Supervisor, type Proc } from '../dev/lib/supervisor.ts';

export { ApiClient, sleep };

/** A store process of this test alone: stopped and started again at will, same data folder. */
export interface PrivateStore {
  url: string;
  port: number;
  stop(signal?: NodeJS.Signals): Promise<void>;
  start(): Promise<void>;
}

export interface FailureStack {
  stack: RunningStack;
  nats?: PrivateStore;
  redis?: PrivateStore;
  /** Processes that died without being stopped on purpose (a test asserts this stays empty). */
  crashes: string[];
  log: LogSink;
  /** the stack's data folder (its RS256 key pair under keys/, for a test that signs sessions itself) */
  dataDir: string;
  /** A logged-in client for a demo account (demo mode creates them at start). */
  login(username: 'member' | 'admin' | 'superadmin' | 'moderator'): Promise<ApiClient>;
  /** A new member (no demo history), logged in. */
  register(tag: string): Promise<{ client: ApiClient; userId: string }>;
  stop(): Promise<void>;
}

export interface FailureStackOptions {
  /** names the log file and keeps the ports of parallel files apart */
  name: string;
  portOffset: number;
  services: ServiceName[];
  bff?: boolean;
  /** the services' workers (default: none; the Redis test needs auth's) */
  workers?: boolean;
  /** processes per service and per worker (default 1) */
  replicas?: number;
  privateNats?: boolean;
  /** a private redis-server with an fsync-always append-only file */
  privateRedis?: boolean;
  env?: Record<string, NodeJS.ProcessEnv>;
}

function privateStore(sup: Supervisor, name: string, port: number, url: string): PrivateStore {
  const proc = (): Proc => sup.procs.findLast((p) => p.spec.name === name)!;
  return {
    url,
    port,
    stop: (signal = 'SIGKILL') => sup.stop(proc(), { signal }),
    start: async () => {
      const started = sup.start(proc().spec);
      await waitFor(name, () => isListening(port), { timeoutMs: 20_000, alive: () => sup.deathNote(started) });
    },
  };
}

export async function startFailureStack(opts: FailureStackOptions): Promise<FailureStack> {
  const log = fileSink(join(ROOT, 'reports', 'failure', `${opts.name}.log`));
  const dataDir = mkdtempSync(join(tmpdir(), `trap-failure-${opts.name}-`));
  const stores = new Supervisor(log);
  const crashes: string[] = [];
  const storeOpts = { root: ROOT, sup: stores, sink: log, dataDir, label: `${opts.name}-` };
  let nats: PrivateStore | undefined;
  let redis: PrivateStore | undefined;
  let stack: RunningStack | undefined;
  const stop = async () => {
    await stack?.stop().catch((err) => log.warn(`stack stop: ${(err as Error).message}`));
    await stores.stopAll(3000);
    await log.close();
    rmSync(dataDir, { recursive: true, force: true });
  };
  try {
    if (opts.privateNats) {
      const port = await choosePort(opts.portOffset + 4222);
      const { url } = await ensureNats({ ...storeOpts, port });
      nats = privateStore(stores, `${opts.name}-nats`, port, url);
    }
    if (opts.privateRedis) {
      const port = await choosePort(opts.portOffset + 6379);
      const { url } = await ensureRedis({ ...storeOpts, port, persist: true });
      redis = privateStore(stores, `${opts.name}-redis`, port, url);
    }
    stack = await startStack({
      profile: 'e2e',
      sink: log,
      portOffset: opts.portOffset,
      dataDir,
      // The integration tests' FerretDB (make test starts it); the stack's databases are dropped at stop.
      mongoUrl: process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018',
      natsUrl: nats?.url ?? process.env.NATS_URL,
      redisUrl: redis?.url ?? process.env.REDIS_URL,
      demoPassword: DEFAULT_DEMO_PASSWORD,
      buildFrontends: false,
      logLevel: 'info',
      services: opts.services,
      bff: opts.bff ?? true,
      workers: opts.workers ?? false,
      replicas: opts.replicas,
      env: opts.env,
      onCrash: (p) => crashes.push(`${p.spec.name} (${p.exit?.signal ?? `code ${p.exit?.code}`})`),
    });
  } catch (err) {
    await stop();
    throw err;
  }
  const running = stack;
  return {
    stack: running,
    nats,
    redis,
    crashes,
    log,
    dataDir,
    login: async (username) => {
      const client = new ApiClient(running.baseUrl);
      const res = await client.post('/api/login', { username, password: running.demoPassword });
      if (res.status !== 200) throw new Error(`login as ${username}: ${res.status} ${JSON.stringify(res.body)}`);
      return client;
    },
    register: async (tag) => {
      const client = new ApiClient(running.baseUrl);
      const id = `${tag}${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`.slice(0, 24);
      const res = await client.post('/api/register', {
        username: id,
        displayName: `Failure ${tag}`,
        email: `${id}@example.com`,
        password: 'Shooter#2026x',
        membershipTier: 'range_pass',
      });
      if (res.status !== 201 && res.status !== 200) throw new Error(`register ${id}: ${res.status} ${JSON.stringify(res.body)}`);
      const me = await client.get<{ id: string }>('/api/user');
      return { client, userId: me.body.id };
    },
    stop,
  };
}

/** Polls fn until it returns a truthy value; the last error or value explains a timeout. */
export async function until<T>(what: string, fn: () => Promise<T>, timeoutMs = 30_000, intervalMs = 250): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
      last = value;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline)
      throw new Error(`${what}: not within ${timeoutMs / 1000} s (last: ${last instanceof Error ? last.message : JSON.stringify(last)})`);
    await sleep(intervalMs);
  }
}

/** An Olympic trap round of 25 targets (the bench's shape), varied by seed. */
export function practiceSession(seed: number, idempotencyKey: string) {
  const outcomes = ['first', 'first', 'second', 'first', 'lost'];
  return {
    date: new Date().toISOString(),
    discipline: 'olympic-trap',
    title: `Failure test session ${seed}`,
    idempotencyKey,
    scores: [{ shots: Array.from({ length: 25 }, (_, i) => ({ station: (i % 5) + 1, outcome: outcomes[(i + seed) % outcomes.length] })) }],
  };
}

/** Debian's Chromium with a context logged in as a demo account (through the bff, as a browser would). */
export async function browserAs(baseUrl: string, username: string, password = DEFAULT_DEMO_PASSWORD) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
  const context = await browser.newContext({ baseURL: baseUrl });
  await context.request.get('/api/user');
  const csrf = (await context.cookies()).find((c) => c.name === 'trap_csrf')?.value ?? '';
  const res = await context.request.post('/api/login', { data: { username, password }, headers: { 'x-csrf-token': csrf } });
  if (res.status() !== 200) throw new Error(`browser login as ${username}: ${res.status()}`);
  return { browser, context, page: await context.newPage() };
}

/** Every event on one subject of a stack's stream, read straight from JetStream (what went out). */
export async function eventsOn(natsUrl: string, stream: string, subject: string): Promise<{ id: string; data: Record<string, unknown> }[]> {
  const { connect } = await import('@nats-io/transport-node');
  const { jetstreamManager } = await import('@nats-io/jetstream');
  const nc = await connect({ servers: natsUrl, timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5000 });
    const { state } = await jsm.streams.info(stream);
    const out: { id: string; data: Record<string, unknown> }[] = [];
    for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
      const msg = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
      if (msg && msg.subject === subject) out.push(msg.json());
    }
    return out;
  } finally {
    await nc.close();
  }
}
