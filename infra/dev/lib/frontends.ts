import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import type { LogSink } from './log.ts';
import { StackError } from './stores.ts';

export const FRONTEND_APPS = ['shell', 'member', 'admin', 'moderator'] as const;
const SKIP_DIRS = new Set(['node_modules', 'dist', 'dist-ssr', '.cache', '.rsbuild']);

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const st = statSync(path);
  if (!st.isDirectory()) return st.mtimeMs;
  let newest = st.mtimeMs;
  for (const entry of readdirSync(path, { withFileTypes: true })) {
    if (entry.isDirectory() && SKIP_DIRS.has(entry.name)) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/** Apps whose dist is missing or older than their sources (or the shared ui and contracts). */
function staleFrontends(root: string): string[] {
  const shared = Math.max(newestMtime(join(root, 'frontends/ui')), newestMtime(join(root, 'contracts/src')));
  return FRONTEND_APPS.filter((app) => {
    const dir = join(root, 'frontends', app);
    const dist = join(dir, 'dist');
    if (!existsSync(dist) || readdirSync(dist).length === 0) return true;
    // the shell's server renderer is built with it
    if (app === 'shell' && !existsSync(join(dir, 'dist-ssr', 'render-page.js'))) return true;
    return Math.max(shared, newestMtime(dir)) > newestMtime(dist);
  });
}

/** `npm run build:frontends` when a dist is missing or stale. */
export async function ensureFrontendsBuilt(root: string, sink: LogSink, opts: { force?: boolean } = {}): Promise<'fresh' | 'built'> {
  const stale = opts.force ? [...FRONTEND_APPS] : staleFrontends(root);
  if (stale.length === 0) return 'fresh';
  sink.info(`Building the frontends (${stale.join(', ')} missing or out of date)...`);
  const started = Date.now();
  // The build's own output (asset tables) is kept back and shown only when the build fails.
  const output: string[] = [];
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'build:frontends', '--silent'], {
      cwd: root,
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    for (const s of [child.stdout, child.stderr]) {
      s.on('data', (d: Buffer) =>
        output.push(
          ...d
            .toString()
            .split('\n')
            .filter((l) => l.trim()),
        ),
      );
    }
    child.once('exit', (c) => resolve(c ?? 1));
    child.once('error', (err) => {
      output.push(String(err));
      resolve(1);
    });
  });
  if (code !== 0) for (const l of output.slice(-80)) sink.line('build', l);
  if (code !== 0)
    throw new StackError('Building the frontends failed (see the build lines above). Run `npm run build:frontends` to retry.');
  sink.info(`Frontends built in ${Math.round((Date.now() - started) / 1000)} s.`);
  return 'built';
}
