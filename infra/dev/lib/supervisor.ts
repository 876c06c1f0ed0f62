import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';
import { formatLogLine, type LogSink } from './log.ts';
import { sleep } from './net.ts';

export type ProcKind = 'infra' | 'service' | 'worker' | 'bff';

export interface ProcSpec {
  name: string;
  kind: ProcKind;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  /** Lines that are expected and not worth showing (still kept for a crash report). */
  quiet?: (line: string) => boolean;
}

export interface Proc {
  spec: ProcSpec;
  pid: number;
  /** Last lines of output, shown when the process dies. */
  tail: string[];
  /** Set once the process has exited. */
  exit?: { code: number | null; signal: NodeJS.Signals | null };
  /** Stopped on purpose with stop() (a failure test), so its exit is no crash. */
  stopRequested?: boolean;
  exited: Promise<void>;
}

const TAIL = 30;
/** Shutdown order: the entry point first, the stores last. */
const STOP_ORDER: ProcKind[][] = [['bff'], ['worker', 'service'], ['infra']];

/**
 * Starts child processes in their own process groups (so a signal reaches their children too),
 * prefixes their output, reports a crash loudly and never restarts anything behind your back.
 */
export class Supervisor {
  readonly procs: Proc[] = [];
  private stopping = false;

  constructor(
    private readonly sink: LogSink,
    private readonly hooks: { onCrash?: (proc: Proc) => void; onSpawn?: (procs: Proc[]) => void } = {},
  ) {}

  get isStopping(): boolean {
    return this.stopping;
  }

  start(spec: ProcSpec): Proc {
    const child: ChildProcess = spawn(spec.command, spec.args, {
      cwd: spec.cwd,
      env: spec.env,
      detached: true,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const proc: Proc = { spec, pid: child.pid ?? -1, tail: [], exited: Promise.resolve() };
    const remember = (line: string) => {
      proc.tail.push(line);
      if (proc.tail.length > TAIL) proc.tail.shift();
    };
    for (const [stream, name] of [
      [child.stdout, 'out'],
      [child.stderr, 'err'],
    ] as const) {
      if (!stream) continue;
      createInterface({ input: stream, crlfDelay: Infinity }).on('line', (line) => {
        remember(line);
        if (!spec.quiet?.(line)) this.sink.line(spec.name, line, name);
      });
    }
    proc.exited = new Promise<void>((resolve) => {
      child.once('error', (err) => {
        remember(String(err));
        proc.exit ??= { code: null, signal: null };
        resolve();
      });
      child.once('exit', (code, signal) => {
        proc.exit = { code, signal };
        // Stragglers of the group (a grandchild) go with their parent.
        killGroup(proc.pid, 'SIGKILL');
        resolve();
      });
    }).then(() => {
      if (!this.stopping && !proc.stopRequested) {
        this.sink.error(describeCrash(proc));
        this.hooks.onCrash?.(proc);
      }
    });
    this.procs.push(proc);
    this.hooks.onSpawn?.(this.procs);
    return proc;
  }

  /** Why a process is not running, or undefined while it runs. */
  deathNote(proc: Proc): string | undefined {
    if (!proc.exit) return undefined;
    return `${proc.spec.name} exited (${proc.exit.signal ?? `code ${proc.exit.code}`})`;
  }

  /** SIGTERM in order (bff, then services and workers, then stores), SIGKILL after the grace period. */
  async stopAll(graceMs = 10_000): Promise<void> {
    this.stopping = true;
    for (const kinds of STOP_ORDER) {
      const group = this.procs.filter((p) => kinds.includes(p.spec.kind) && !p.exit);
      await Promise.all(group.map((p) => stopOne(p, graceMs, this.sink)));
    }
  }

  /**
   * Stops one process on purpose (SIGTERM with the grace period, or SIGKILL at once) and waits for
   * its exit; the failure tests use it to take a service or a store away mid-run.
   */
  async stop(proc: Proc, opts: { signal?: NodeJS.Signals; graceMs?: number } = {}): Promise<void> {
    if (proc.exit) return;
    proc.stopRequested = true;
    if (opts.signal === 'SIGKILL') {
      killGroup(proc.pid, 'SIGKILL');
      await proc.exited;
    } else {
      await stopOne(proc, opts.graceMs ?? 10_000, this.sink);
    }
  }

  /** Second Ctrl-C: no more waiting. */
  killAll(): void {
    this.stopping = true;
    for (const p of this.procs) if (!p.exit) killGroup(p.pid, 'SIGKILL');
  }
}

async function stopOne(p: Proc, graceMs: number, sink: LogSink): Promise<void> {
  killGroup(p.pid, 'SIGTERM');
  const done = await Promise.race([p.exited.then(() => true), sleep(graceMs).then(() => false)]);
  if (!done) {
    sink.warn(`${p.spec.name} did not stop within ${graceMs / 1000} s; killing it`);
    killGroup(p.pid, 'SIGKILL');
    await p.exited;
  }
}

export function killGroup(pid: number, signal: NodeJS.Signals): boolean {
  if (pid <= 0) return false;
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    try {
      process.kill(pid, signal);
      return true;
    } catch {
      return false;
    }
  }
}

function describeCrash(p: Proc): string {
  const how = p.exit?.signal ? `was killed by ${p.exit.signal}` : `exited with code ${p.exit?.code}`;
  const tail = p.tail.slice(-12).map((l) => `    ${formatLogLine(l, (_c, s) => s)}`);
  return [
    `✖ ${p.spec.name} ${how}. It is NOT restarted; the rest of the stack keeps running.`,
    ...(tail.length ? ['  last output:', ...tail] : []),
    `  Fix the cause, then restart the stack (Ctrl-C or make stop, then make start).`,
  ].join('\n');
}
