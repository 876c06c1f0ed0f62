import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
import pg from 'pg';
import type { LogSink } from './log.ts';
import { isListening, waitFor } from './net.ts';
import type { Supervisor } from './supervisor.ts';

/** A problem the user can fix; printed as is, without a stack trace. */
export class StackError extends Error {}

export function which(bin: string): string | undefined {
  const dirs = [...(process.env.PATH ?? '').split(delimiter), '/usr/sbin', '/usr/local/sbin', '/usr/bin', '/usr/local/bin'];
  for (const dir of dirs) {
    if (!dir) continue;
    const p = join(dir, bin);
    try {
      accessSync(p, constants.X_OK);
      return p;
    } catch {
      /* next */
    }
  }
  return undefined;
}

/** .tools/bin/ferretdb, built by infra/tools/install-ferretdb.sh the first time. */
async function ensureFerretBinary(root: string, sink: LogSink): Promise<string> {
  const bin = join(root, '.tools/bin/ferretdb');
  if (existsSync(bin)) return bin;
  sink.info('FerretDB is not installed yet: building it into .tools/bin (one time)...');
  const code = await new Promise<number>((resolve) => {
    const child = spawn('bash', [join(root, 'infra/tools/install-ferretdb.sh')], { cwd: root, stdio: ['ignore', 'pipe', 'pipe'] });
    for (const s of [child.stdout, child.stderr])
      s.on('data', (d: Buffer) =>
        d
          .toString()
          .trimEnd()
          .split('\n')
          .forEach((l) => sink.line('ferretdb-install', l)),
      );
    child.once('exit', (c) => resolve(c ?? 1));
    child.once('error', () => resolve(1));
  });
  if (code !== 0 || !existsSync(bin)) {
    throw new StackError(
      'Could not build FerretDB (see the lines above). Install Go 1.22+ (https://go.dev/dl/) and run `bash infra/tools/install-ferretdb.sh`,\n' +
        'or point the stack at a MongoDB 7 server with MONGO_URL=mongodb://host:27017.',
    );
  }
  return bin;
}

export interface StoreOptions {
  root: string;
  sup: Supervisor;
  sink: LogSink;
  /** Folder for the data of stores this run starts itself. */
  dataDir: string;
  /** Name prefix of the processes in the log ('' or 'e2e-'). */
  label?: string;
}

/** What ensureMongo found or started. */
export interface MongoStore {
  url: string;
  started: boolean;
  /** The PostgreSQL database our own FerretDB stores in (services add indexes there), when it runs on PostgreSQL. */
  postgresUrl?: string;
  /** Drops a database made only for this run (after FerretDB has stopped). */
  dispose?: () => Promise<void>;
}

/** Where our own FerretDB may make its PostgreSQL database: the server that runs on this machine by default. */
const POSTGRES_ADMIN_URL = process.env.FERRETDB_POSTGRESQL_ADMIN_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
/**
 * Connections FerretDB's pool may hold (its default is 50). FerretDB holds one per update statement
 * of a bulk write until the command ends, so the pool must exceed the kit's bulk chunk (50): with 15,
 * the kit's batch tests waited forever. Idle connections close after a minute, so that stacks which
 * are not busy at the same moment fit PostgreSQL's default of 100 connections.
 */
const FERRET_POOL_MAX = 60;
const FERRET_POOL_IDLE = '60s';

/**
 * The PostgreSQL database for our own FerretDB, made when missing, or undefined for SQLite.
 * FERRETDB_BACKEND=sqlite chooses SQLite; =postgresql insists on PostgreSQL; unset, PostgreSQL when
 * one answers at FERRETDB_POSTGRESQL_ADMIN_URL, else SQLite with a note (docs/decisions.md, "The
 * local store at a club's size": on PostgreSQL, with the kit's indexes, a member's reads stay flat).
 */
async function ferretPostgresDatabase(
  opts: StoreOptions & { database: string },
): Promise<{ url: string; dispose?: () => Promise<void> } | undefined> {
  const backend = process.env.FERRETDB_BACKEND || 'auto';
  if (backend === 'sqlite') return undefined;
  const admin = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await admin.connect();
  } catch (err) {
    if (backend === 'postgresql')
      throw new StackError(`FERRETDB_BACKEND=postgresql, but no PostgreSQL answers at ${POSTGRES_ADMIN_URL} (${(err as Error).message}).`);
    opts.sink.warn(`No PostgreSQL at ${POSTGRES_ADMIN_URL}: FerretDB stores in SQLite (slower with a club's data; see README).`);
    return undefined;
  }
  const ident = `"${opts.database.replace(/"/g, '""')}"`;
  try {
    await admin.query(`CREATE DATABASE ${ident}`).catch((err: { code?: string }) => {
      if (err.code !== '42P04') throw err; // it exists: a dev stack's data from an earlier start
    });
  } finally {
    await admin.end();
  }
  const url = new URL(POSTGRES_ADMIN_URL);
  url.pathname = `/${opts.database}`;
  return {
    url: url.toString(),
    dispose: async () => void (await dropFerretPostgresDatabase(opts.database)),
  };
}

/** The dev stack's PostgreSQL database (`make start`; `make clean` drops it with .data). */
export const DEV_POSTGRES_DATABASE = 'trap_dev';

/** Drops a database our own FerretDB stored in; false when no PostgreSQL answers (nothing to drop). */
export async function dropFerretPostgresDatabase(database: string): Promise<boolean> {
  const c = new pg.Client({ connectionString: POSTGRES_ADMIN_URL, connectionTimeoutMillis: 3000 });
  try {
    await c.connect();
  } catch {
    return false;
  }
  try {
    await c.query(`DROP DATABASE IF EXISTS "${database.replace(/"/g, '""')}" WITH (FORCE)`);
    return true;
  } finally {
    await c.end();
  }
}

/**
 * FerretDB: the given URL, whatever listens on the port, or our own, on PostgreSQL when one runs here
 * (database `database`, dropped at dispose unless `keepDatabase`) and otherwise on SQLite in dataDir.
 */
export async function ensureMongo(
  opts: StoreOptions & { url?: string; port: number; reuseListening: boolean; database: string; keepDatabase?: boolean },
): Promise<MongoStore> {
  if (opts.url) return { url: opts.url, started: false };
  const url = `mongodb://127.0.0.1:${opts.port}`;
  if (await isListening(opts.port)) {
    if (opts.reuseListening) {
      opts.sink.warn(`Something already listens on 127.0.0.1:${opts.port}; using it as MongoDB (set MONGO_URL to choose another).`);
      return { url, started: false };
    }
    throw new StackError(`Port ${opts.port} is taken, so FerretDB cannot start there. Stop what uses it or set MONGO_URL.`);
  }
  const bin = await ensureFerretBinary(opts.root, opts.sink);
  const dir = join(opts.dataDir, 'ferretdb');
  mkdirSync(dir, { recursive: true });
  const postgres = await ferretPostgresDatabase(opts);
  const ferretUrl = postgres && new URL(postgres.url);
  ferretUrl?.searchParams.set('pool_max_conns', String(FERRET_POOL_MAX));
  ferretUrl?.searchParams.set('pool_max_conn_idle_time', FERRET_POOL_IDLE);
  const proc = opts.sup.start({
    name: `${opts.label ?? ''}ferretdb`,
    kind: 'infra',
    command: bin,
    args: [
      ...(ferretUrl ? ['--handler=postgresql', `--postgresql-url=${ferretUrl}`] : ['--handler=sqlite', `--sqlite-url=file:${dir}/`]),
      `--state-dir=${dir}`,
      `--listen-addr=127.0.0.1:${opts.port}`,
      // The debug listener's fixed port 8088 would clash between a dev and a test instance.
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=error',
    ],
    cwd: opts.root,
    env: process.env,
    // On PostgreSQL FerretDB logs each unique-index refusal as an error; the services expect them
    // (a seed inserting what another replica stored, a duplicate request): the client gets E11000.
    quiet: (line) => line.includes('"Code":"23505"'),
  });
  await waitFor(`FerretDB on ${opts.port}`, () => isListening(opts.port), { timeoutMs: 30_000, alive: () => opts.sup.deathNote(proc) });
  return {
    url,
    started: true,
    postgresUrl: postgres?.url,
    dispose: opts.keepDatabase ? undefined : postgres?.dispose,
  };
}

/** NATS with JetStream: NATS_URL, the one on 4222, or nats-server from Debian's package. */
export async function ensureNats(opts: StoreOptions & { url?: string; port?: number }): Promise<{ url: string; started: boolean }> {
  if (opts.url) return { url: opts.url, started: false };
  const port = opts.port ?? 4222;
  const url = `nats://127.0.0.1:${port}`;
  if (await isListening(port)) return { url, started: false };
  const bin = which('nats-server');
  if (!bin) {
    throw new StackError(
      'Nothing listens on 127.0.0.1:4222 and nats-server is not installed.\n' +
        '  Install it:  sudo apt-get install -y nats-server   (or set NATS_URL=nats://host:4222, a server with JetStream)',
    );
  }
  const dir = join(opts.dataDir, 'nats');
  mkdirSync(dir, { recursive: true });
  const proc = opts.sup.start({
    name: `${opts.label ?? ''}nats`,
    kind: 'infra',
    command: bin,
    args: ['-js', '-a', '127.0.0.1', '-p', String(port), '-sd', dir],
    cwd: opts.root,
    env: process.env,
  });
  await waitFor('nats-server', () => isListening(port), { timeoutMs: 15_000, alive: () => opts.sup.deathNote(proc) });
  return { url, started: true };
}

/** Redis: REDIS_URL, the one on 6379, or redis-server from Debian's package. */
export async function ensureRedis(
  opts: StoreOptions & {
    url?: string;
    port?: number;
    /** append-only file, fsync always: a restart keeps every acknowledged write */ persist?: boolean;
  },
): Promise<{ url: string; started: boolean }> {
  if (opts.url) return { url: opts.url, started: false };
  const port = opts.port ?? 6379;
  const url = `redis://127.0.0.1:${port}`;
  if (await isListening(port)) return { url, started: false };
  const bin = which('redis-server');
  if (!bin) {
    throw new StackError(
      'Nothing listens on 127.0.0.1:6379 and redis-server is not installed.\n' +
        '  Install it:  sudo apt-get install -y redis-server   (or set REDIS_URL=redis://host:6379)',
    );
  }
  const dir = join(opts.dataDir, 'redis');
  mkdirSync(dir, { recursive: true });
  const proc = opts.sup.start({
    name: `${opts.label ?? ''}redis`,
    kind: 'infra',
    command: bin,
    args: [
      ...['--bind', '127.0.0.1', '--port', String(port), '--dir', dir, '--save', '', '--daemonize', 'no'],
      ...(opts.persist ? ['--appendonly', 'yes', '--appendfsync', 'always'] : ['--appendonly', 'no']),
    ],
    cwd: opts.root,
    env: process.env,
  });
  await waitFor('redis-server', () => isListening(port), { timeoutMs: 15_000, alive: () => opts.sup.deathNote(proc) });
  return { url, started: true };
}
