/**
 * The bare Node server the benches compare with, answering the same JSON bytes as one home-page read
 * (infra/k6/baseline-server.ts). Shared by `make bench` (run-bench.ts) and the capacity run (infra/bench/capacity.ts).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { choosePort, httpOk, sleep } from '../dev/lib/net.ts';
import { ROOT } from '../dev/lib/stack.ts';

/** One home-page read's JSON, for the baseline server to answer with. */
export async function baselinePayload(base: string): Promise<{ path: string; body: string }> {
  for (const path of ['/api/podcasts', '/api/blog', '/api/banner-settings']) {
    const res = await fetch(`${base}${path}`).catch(() => undefined);
    if (res?.ok) return { path, body: await res.text() };
  }
  return { path: '/api/banner-settings', body: JSON.stringify({ items: [] }) };
}

/** Starts the baseline server on a free port near `fromPort`, answering `body`. */
export async function startBaseline(outDir: string, body: string, fromPort: number): Promise<{ url: string; process: ChildProcess }> {
  mkdirSync(outDir, { recursive: true });
  const file = join(outDir, 'baseline-payload.json');
  writeFileSync(file, body);
  const port = await choosePort(fromPort);
  const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'infra/k6/baseline-server.ts'), String(port), file], {
    cwd: ROOT,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 100; i++) {
    if (await httpOk(`${url}/`).catch(() => false)) return { url, process: child };
    await sleep(100);
  }
  child.kill('SIGTERM');
  throw new Error('the baseline server did not start');
}
