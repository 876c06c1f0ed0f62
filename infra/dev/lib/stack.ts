import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { BFF_PORT, SERVICES, SERVICE_NAMES, type ServiceName } from '@trap/contracts';
import { cleanupNamespace } from './cleanup.ts';
import { ensureFrontendsBuilt } from './frontends.ts';
import { ensureKeys } from './keys.ts';
import type { LogSink } from './log.ts';
import { choosePort, isListening, sleep, waitFor } from './net.ts';
import { DEV_POSTGRES_DATABASE, ensureMongo, ensureNats, ensureRedis, StackError } from './stores.ts';
import { Supervisor, type Proc, type ProcSpec } from './supervisor.ts';

export const ROOT = resolve(import.meta.dirname, '../../..');
export const DEFAULT_DEMO_PASSWORD = 'TrapDemo#2026';
/** A worker's health port is its service's port + 100 (auth 4101 -> 4201). */
const WORKER_PORT_OFFSET = 100;
/** A second replica listens 10 above the first (content 4102 -> 4112, its worker 4202 -> 4212). */
const REPLICA_PORT_STEP = 10;

/**
 * How every service, worker and the bff starts: `node <entry>.ts`, Node's own type stripping with no
 * transpiler loaded (the server code is erasable-only, tsconfig.server.json; docs/decisions.md), as
 * the images' CMD lines do.
 */
export const serverCommand = (entry: string) => [process.execPath, [entry]] as const;

/** The process name of a service's or worker's replica: `content`, `content-2`; `content-worker`, `content-worker-2`. */
const replicaName = (name: string, replica: number) => (replica === 0 ? name : `${name}-${replica + 1}`);

export interface StackOptions {
  profile: 'dev' | 'e2e';
  sink: LogSink;
  /** Added to every port (dev 0; e2e 10000, so a dev stack and a test run live side by side). */
  portOffset?: number;
  /** Port for our own FerretDB (dev 27017, e2e 27019 or a free one). */
  mongoPort?: number;
  /** Where data of stores this run starts lives (dev .data; e2e a temp folder removed at stop). */
  dataDir?: string;
  mongoUrl?: string;
  natsUrl?: string;
  redisUrl?: string;
  demoPassword?: string;
  buildFrontends?: boolean;
  logLevel?: string;
  /** The caller's supervisor (to stop a stack that is still starting); else one of its own. */
  supervisor?: Supervisor;
  /** Called when a process dies after start-up. */
  onCrash?: (proc: Proc) => void;
  /** Demo accounts and demo data (default true); the security suites run without them. */
  demoMode?: boolean;
  /** Only these services (and their workers) instead of all: a small stack for one failure test. */
  services?: readonly ServiceName[];
  /** Start the bff (default true). */
  bff?: boolean;
  /** Start the services' workers (default true). */
  workers?: boolean;
  /**
   * Processes per service and per worker (default 1): with 2, each service runs twice on its own
   * ports (`content`, `content-2`) and the bff gets both URLs, and each worker runs twice, as the
   * Kubernetes manifests run them.
   */
  replicas?: number;
  /** Extra environment for one process, by its name ('practice', 'auth-worker', 'bff'...). */
  env?: Record<string, NodeJS.ProcessEnv>;
}

export interface RunningStack {
  baseUrl: string;
  /** the first replica's port of each service */
  ports: { bff: number } & Record<ServiceName, number>;
  /** every replica's port of each service (the first is `ports`) */
  replicaPorts: Record<ServiceName, number[]>;
  urls: { mongo: string; nats: string; redis: string };
  names: { dbPrefix: string; eventNamespace: string; redisPrefix: string };
  demoPassword: string;
  /** False while bff/src/main.ts does not exist yet. */
  bffRunning: boolean;
  supervisor: Supervisor;
  /** The running process of a service, worker or the bff, by name. */
  proc(name: string): Proc | undefined;
  /** Stops one process on purpose (SIGTERM, or SIGKILL at once); the rest keeps running. */
  kill(name: string, signal?: NodeJS.Signals): Promise<void>;
  /** Starts a stopped process again (optionally with other environment) and waits for its /readyz. */
  restart(name: string, env?: NodeJS.ProcessEnv): Promise<void>;
  stop(): Promise<void>;
}

interface Launch {
  spec: ProcSpec;
  readyUrl: string;
  optionalHealth?: boolean;
}

/**
 * Starts the whole platform: stores (reused or our own), keys, every service and worker, the bff,
 * with the frontends built when stale. The dev profile is `make start`; the e2e profile is the
 * same stack on other ports, its own FerretDB and unique names, for `make test`.
 */
export async function startStack(opts: StackOptions): Promise<RunningStack> {
  const { sink } = opts;
  const e2e = opts.profile === 'e2e';
  const run = randomBytes(3).toString('hex');
  const tempDir = e2e && !opts.dataDir ? mkdtempSync(join(tmpdir(), 'trap-e2e-')) : undefined;
  const dataDir = opts.dataDir ?? tempDir ?? join(ROOT, '.data');
  const names = e2e
    ? { dbPrefix: `e2e${run}_`, eventNamespace: `e2e${run}`, redisPrefix: `e2e${run}:` }
    : { dbPrefix: 'trap_', eventNamespace: '', redisPrefix: 'trap:' };
  const demoPassword = opts.demoPassword ?? DEFAULT_DEMO_PASSWORD;
  const sup = opts.supervisor ?? new Supervisor(sink, { onCrash: opts.onCrash });
  const label = e2e ? 'e2e-' : '';

  let urls: RunningStack['urls'] | undefined;
  let disposeMongo: (() => Promise<void>) | undefined;
  const stop = async () => {
    await sup.stopAll();
    await disposeMongo?.().catch((err) => sink.warn(`cleanup: ${(err as Error).message}`));
    if (e2e && urls) {
      const databases = [...new Set(sup.procs.map((p) => p.spec.env.MONGO_DB).filter((d): d is string => !!d))];
      await cleanupNamespace({ ...urls, ...names, dropDatabases: !tempDir, databases }).catch((err) =>
        sink.warn(`cleanup: ${(err as Error).message}`),
      );
    }
    if (tempDir) rmSync(tempDir, { recursive: true, force: true });
  };

  try {
    // Ports first, so a clash is reported before anything starts.
    const offset = opts.portOffset ?? (e2e ? 10_000 : 0);
    const taken = new Set<number>();
    const pick = async (preferred: number) => {
      const port = e2e ? await choosePort(preferred, taken) : preferred;
      if (!e2e && (await isListening(port))) {
        throw new StackError(
          `Port ${port} is already in use. Is a stack already running? Try \`make stop\`, free the port, or set STACK_PORT_OFFSET (e.g. 20000).`,
        );
      }
      taken.add(port);
      return port;
    };
    const replicas = opts.replicas ?? 1;
    if (!Number.isInteger(replicas) || replicas < 1 || replicas > 9)
      throw new StackError(`Replicas must be a whole number from 1 to 9 (got ${opts.replicas}).`);
    const ports = { bff: await pick(BFF_PORT + offset) } as RunningStack['ports'];
    const replicaPorts = {} as RunningStack['replicaPorts'];
    for (const name of SERVICE_NAMES) {
      replicaPorts[name] = [];
      for (let r = 0; r < replicas; r++) replicaPorts[name].push(await pick(SERVICES[name].port + offset + r * REPLICA_PORT_STEP));
      ports[name] = replicaPorts[name][0]!;
    }

    const storeOpts = { root: ROOT, sup, sink, dataDir, label };
    // An e2e stack's own FerretDB takes 27019 or, when another checkout's e2e run holds it, a free port.
    const mongoPort = opts.mongoPort ?? (e2e ? await pick(27019) : 27017);
    const [mongo, nats, redis] = await Promise.all([
      ensureMongo({
        ...storeOpts,
        url: opts.mongoUrl,
        port: mongoPort,
        reuseListening: !e2e,
        // FerretDB's PostgreSQL database: the dev stack's is kept like .data, an e2e stack's is its own
        database: e2e ? `trap_e2e_${run}` : DEV_POSTGRES_DATABASE,
        keepDatabase: !e2e,
      }),
      ensureNats({ ...storeOpts, url: opts.natsUrl }),
      ensureRedis({ ...storeOpts, url: opts.redisUrl }),
    ]);
    urls = { mongo: mongo.url, nats: nats.url, redis: redis.url };
    disposeMongo = mongo.dispose;
    sink.info(
      `Stores: MongoDB ${mongo.url} (${mongo.started ? `FerretDB started here, on ${mongo.postgresUrl ? 'PostgreSQL' : 'SQLite'}` : 'external'}), ` +
        `NATS ${nats.url} (${nats.started ? 'started here' : 'already running'}), Redis ${redis.url} (${redis.started ? 'started here' : 'already running'})`,
    );

    const keys = ensureKeys(join(dataDir, 'keys'));
    if (keys.created) sink.info(`Generated the RS256 session key pair in ${keys.privateKeyFile.replace(ROOT + '/', '')}`);

    const common: NodeJS.ProcessEnv = {
      ...process.env,
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      LOG_LEVEL: opts.logLevel ?? process.env.LOG_LEVEL ?? 'info',
      MONGO_URL: mongo.url,
      // the kit adds the indexes FerretDB-on-PostgreSQL can use (services/kit/src/store/ferret-postgres-indexes.ts)
      ...(mongo.postgresUrl ? { FERRETDB_POSTGRESQL_URL: mongo.postgresUrl } : {}),
      NATS_URL: nats.url,
      REDIS_URL: redis.url,
      EVENT_NAMESPACE: names.eventNamespace,
      REDIS_PREFIX: names.redisPrefix,
      JWT_PUBLIC_KEY_FILE: keys.publicKeyFile,
      DEMO_MODE: opts.demoMode === false ? 'false' : 'true',
      DEMO_PASSWORD: demoPassword,
      FORCE_COLOR: '0',
    };
    // Values a developer's shell may carry must not leak into a child in place of ours.
    delete common.PORT;
    delete common.SERVICE_NAME;
    delete common.MONGO_DB;
    delete common.JWT_PUBLIC_KEY;
    delete common.JWT_PRIVATE_KEY;

    const node = serverCommand;
    const specs: Launch[] = [];
    const missing: string[] = [];
    const wanted = opts.services ?? SERVICE_NAMES;
    for (const name of SERVICE_NAMES) {
      if (!wanted.includes(name)) continue;
      const dir = join(ROOT, 'services', name);
      const env: NodeJS.ProcessEnv = {
        ...common,
        MONGO_DB: `${names.dbPrefix}${name}`,
        // The test stacks' browsers and suites all register from 127.0.0.1; auth's own tests cover the budget.
        ...(e2e && name === 'auth' ? { REGISTER_MAX_PER_IP: process.env.REGISTER_MAX_PER_IP ?? '100000' } : {}),
        // ... and ask for password resets and verify addresses from it; auth's tests cover the budget (the per-address one stays).
        ...(e2e && name === 'auth' ? { ACCOUNT_MAX_PER_IP: process.env.ACCOUNT_MAX_PER_IP ?? '100000' } : {}),
        // ... and try promo codes from it; auth's tests cover the per-address budget (the per-member one stays).
        ...(e2e && name === 'auth' ? { PROMO_CHECK_MAX_PER_IP: process.env.PROMO_CHECK_MAX_PER_IP ?? '100000' } : {}),
        // ... and sign up for the newsletter from it; the per-recipient budget stays as shipped (notifications' tests cover both).
        ...(e2e && name === 'notifications' ? { NEWSLETTER_MAIL_MAX_PER_IP: process.env.NEWSLETTER_MAIL_MAX_PER_IP ?? '100000' } : {}),
        // ... and write to the contact form from it (the security suites send dozens); content's tests cover the budget.
        ...(e2e && name === 'content' ? { CONTACT_MAX_PER_IP: process.env.CONTACT_MAX_PER_IP ?? '100000' } : {}),
        // ... and report abuse or ask AMA questions as the same few accounts (the admin makes every suite's reports); community's and content's tests cover both budgets.
        ...(e2e && name === 'community' ? { REPORTS_MAX_PER_HOUR: process.env.REPORTS_MAX_PER_HOUR ?? '100000' } : {}),
        // ... and look up match-day join codes from it (the fuzzing suite guesses them by the dozen); community's tests cover the per-address budget (the per-member one stays).
        ...(e2e && name === 'community' ? { SHOOT_CODE_MISSES_PER_ADDRESS: process.env.SHOOT_CODE_MISSES_PER_ADDRESS ?? '100000' } : {}),
        ...(e2e && name === 'content' ? { AMA_QUESTIONS_PER_WINDOW: process.env.AMA_QUESTIONS_PER_WINDOW ?? '100000' } : {}),
        ...opts.env?.[name],
      };
      if (name === 'auth') env.JWT_PRIVATE_KEY_FILE = keys.privateKeyFile;
      if (!existsSync(join(dir, 'src/main.ts'))) {
        missing.push(`services/${name}/src/main.ts`);
        continue;
      }
      const [command, args] = node('src/main.ts');
      for (let r = 0; r < replicas; r++) {
        const port = replicaPorts[name][r]!;
        specs.push({
          spec: {
            name: replicaName(name, r),
            kind: 'service',
            command,
            args: [...args],
            cwd: dir,
            env: { ...env, PORT: String(port), ...(r > 0 ? opts.env?.[replicaName(name, r)] : {}) },
          },
          readyUrl: `http://127.0.0.1:${port}/readyz`,
        });
        if (opts.workers !== false && existsSync(join(dir, 'src/worker.ts'))) {
          const workerPort = await pick(port + WORKER_PORT_OFFSET);
          const [wc, wa] = node('src/worker.ts');
          specs.push({
            spec: {
              name: replicaName(`${name}-worker`, r),
              kind: 'worker',
              command: wc,
              args: [...wa],
              cwd: dir,
              env: { ...env, PORT: String(workerPort), ...opts.env?.[`${name}-worker`] },
            },
            readyUrl: `http://127.0.0.1:${workerPort}/readyz`,
            optionalHealth: true,
          });
        }
      }
    }
    if (missing.length) sink.warn(`Not started (not written yet): ${missing.join(', ')}`);

    const started = Date.now();
    const frontends = opts.buildFrontends === false ? Promise.resolve() : ensureFrontendsBuilt(ROOT, sink).then(() => undefined);
    const ready = Promise.all(specs.map(({ spec, readyUrl, optionalHealth }) => startAndWait(sup, sink, spec, readyUrl, optionalHealth)));
    await Promise.all([frontends, ready]);

    const bffEnv: NodeJS.ProcessEnv = {
      ...common,
      PORT: String(ports.bff),
      MONGO_DB: `${names.dbPrefix}bff`,
      FRONTENDS_DIR: join(ROOT, 'frontends'),
      SITE_ORIGIN: `http://localhost:${ports.bff}`,
    };
    // every replica's URL: the bff spreads requests over them
    for (const name of SERVICE_NAMES)
      bffEnv[`${name.toUpperCase()}_URL`] = replicaPorts[name].map((p) => `http://127.0.0.1:${p}`).join(',');
    Object.assign(bffEnv, opts.env?.bff);
    const bffRunning = opts.bff !== false && existsSync(join(ROOT, 'bff/src/main.ts'));
    if (bffRunning) {
      const [command, args] = node('src/main.ts');
      const launch: Launch = {
        spec: { name: 'bff', kind: 'bff', command, args: [...args], cwd: join(ROOT, 'bff'), env: bffEnv },
        // The bff's /readyz wants every service; a partial stack only waits for it to answer.
        readyUrl: `http://127.0.0.1:${ports.bff}/${opts.services ? 'healthz' : 'readyz'}`,
      };
      specs.push(launch);
      await startAndWait(sup, sink, launch.spec, launch.readyUrl);
    } else if (opts.bff !== false) {
      sink.warn('Not started (not written yet): bff/src/main.ts');
    }
    sink.info(`All processes ready in ${Math.round((Date.now() - started) / 1000)} s.`);
    const launches = new Map(specs.map((l) => [l.spec.name, l]));
    const proc = (name: string) => sup.procs.findLast((p) => p.spec.name === name);
    return {
      baseUrl: `http://localhost:${ports.bff}`,
      ports,
      replicaPorts,
      urls,
      names,
      demoPassword,
      bffRunning,
      supervisor: sup,
      proc,
      kill: async (name, signal = 'SIGTERM') => {
        const p = proc(name);
        if (!p) throw new Error(`no process named ${name}`);
        await sup.stop(p, { signal });
      },
      restart: async (name, env) => {
        const launch = launches.get(name);
        if (!launch) throw new Error(`no process named ${name}`);
        const running = proc(name);
        if (running && !running.exit) throw new Error(`${name} is still running`);
        await startAndWait(sup, sink, { ...launch.spec, env: { ...launch.spec.env, ...env } }, launch.readyUrl, launch.optionalHealth);
      },
      stop,
    };
  } catch (err) {
    await stop();
    throw err;
  }
}

async function startAndWait(sup: Supervisor, sink: LogSink, spec: ProcSpec, readyUrl: string, optionalHealth = false): Promise<Proc> {
  const proc = sup.start(spec);
  const alive = () => {
    const note = sup.deathNote(proc);
    return note && `${note} before it was ready (its last lines are above)`;
  };
  if (optionalHealth) {
    // A worker may have no HTTP endpoint: then being alive for a few seconds is all we can check.
    const { port } = new URL(readyUrl);
    const deadline = Date.now() + 20_000;
    while (Date.now() < deadline) {
      const dead = alive();
      if (dead) throw new Error(dead);
      if (await isListening(Number(port))) break;
      await sleep(250);
    }
    if (!(await isListening(Number(port)))) {
      sink.warn(`${spec.name} has no /readyz on port ${port}; it is running, so it counts as started.`);
      return proc;
    }
  }
  let last = '';
  const check = async () => {
    const res = await fetch(readyUrl, { signal: AbortSignal.timeout(2000) });
    last = `${res.status} ${(await res.text()).slice(0, 300)}`;
    return res.ok;
  };
  try {
    await waitFor(`${spec.name} ${readyUrl}`, check, { timeoutMs: 120_000, intervalMs: 300, alive });
  } catch (err) {
    throw new Error(`${(err as Error).message}${last ? ` (last answer: ${last})` : ''}`);
  }
  sink.info(`${spec.name} is ready (${readyUrl.replace('/readyz', '')})`);
  return proc;
}
