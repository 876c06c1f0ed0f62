import { spawn } from 'node:child_process';
import { accessSync, constants, existsSync, mkdirSync } from 'node:fs';
import { delimiter, join } from 'node:path';
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
export async function ensureFerretBinary(root: string, sink: LogSink): Promise<string> {
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

/** FerretDB on the SQLite handler: the given URL, whatever listens on the port, or our own. */
export async function ensureMongo(
  opts: StoreOptions & { url?: string; port: number; reuseListening: boolean },
): Promise<{ url: string; started: boolean }> {
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
  const proc = opts.sup.start({
    name: `${opts.label ?? ''}ferretdb`,
    kind: 'infra',
    command: bin,
    args: [
      '--handler=sqlite',
      `--sqlite-url=file:${dir}/`,
      `--state-dir=${dir}`,
      `--listen-addr=127.0.0.1:${opts.port}`,
      // The debug listener's fixed port 8088 would clash between a dev and a test instance.
      '--debug-addr=-',
      '--telemetry=disable',
      '--log-level=error',
    ],
    cwd: opts.root,
    env: process.env,
  });
  await waitFor(`FerretDB on ${opts.port}`, () => isListening(opts.port), { timeoutMs: 30_000, alive: () => opts.sup.deathNote(proc) });
  return { url, started: true };
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
