/**
 * The harness of the multi-process write tests (document-locks-processes, ferret-write-locks-processes):
 * the test starts a few real `node --import tsx <writer>` processes, waits until each prints "ready",
 * lets them all go at once with a line on stdin, and collects the one JSON line each prints when done.
 * The writer side (`writeAsWriter`) is the other half of that exchange.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createInterface } from 'node:readline';

export interface WriterResult {
  tag: string;
  writes: number;
  errors: number;
  times: number[];
}

/** Starts `processes` writers of `script` (TAG p0, p1, …), lets them go at once, and waits for each one's report. */
export async function runWriters(script: string, processes: number, env: NodeJS.ProcessEnv): Promise<WriterResult[]> {
  const children: ChildProcess[] = [];
  const results = Array.from({ length: processes }, (_, p) => {
    const child = spawn(process.execPath, ['--import', 'tsx', script], {
      env: { ...process.env, ...env, TAG: `p${p}` },
      stdio: ['pipe', 'pipe', 'inherit'],
    });
    children.push(child);
    const lines = createInterface({ input: child.stdout! });
    let onReady!: () => void;
    const ready = new Promise<void>((r) => (onReady = r));
    const done = new Promise<WriterResult>((resolve, reject) => {
      lines.on('line', (line) => {
        if (line === 'ready') onReady();
        else if (line.startsWith('{')) resolve(JSON.parse(line) as WriterResult);
      });
      child.on('exit', (code) => reject(new Error(`writer p${p} exited with ${code}`)));
    });
    return { ready, done };
  });
  await Promise.all(results.map((r) => r.ready));
  for (const c of children) c.stdin!.write('go\n');
  try {
    return await Promise.all(results.map((r) => r.done));
  } finally {
    for (const c of children) if (c.exitCode === null) c.kill('SIGKILL');
  }
}

export const percentile = (xs: number[], p: number): number => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};

/** A writer's required environment variable (the test sets it). */
export function need(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${process.argv[1]} needs ${name}`);
  return value;
}

/**
 * The writer's half: prints "ready", waits for the go line, makes `writes` writes one at a time
 * (each acknowledged, a failure counted and printed), prints its report and exits.
 */
export async function writeAsWriter(
  tag: string,
  writes: number,
  write: (i: number) => Promise<unknown>,
  close: () => Promise<void>,
): Promise<never> {
  console.log('ready');
  await new Promise<void>((resolve) => createInterface({ input: process.stdin }).once('line', () => resolve()));
  const times: number[] = [];
  let errors = 0;
  for (let i = 0; i < writes; i++) {
    const started = performance.now();
    try {
      await write(i);
    } catch (err) {
      errors++;
      console.error(String(err));
    }
    times.push(performance.now() - started);
  }
  console.log(JSON.stringify({ tag, writes, errors, times } satisfies WriterResult));
  await close();
  process.exit(0);
}
