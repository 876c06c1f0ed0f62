import { createConnection, createServer } from 'node:net';

export const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

/** True when something accepts TCP connections on host:port. */
export function isListening(port: number, host = '127.0.0.1', timeoutMs = 500): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = createConnection({ port, host });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

/** The preferred port when nothing uses it, else one the OS hands out. */
export async function choosePort(preferred: number, taken: Set<number> = new Set()): Promise<number> {
  if (!taken.has(preferred) && (await canBind(preferred))) return preferred;
  for (;;) {
    const port = await new Promise<number>((resolve, reject) => {
      const srv = createServer();
      srv.once('error', reject);
      srv.listen(0, '127.0.0.1', () => {
        const addr = srv.address();
        const p = typeof addr === 'object' && addr ? addr.port : 0;
        srv.close(() => resolve(p));
      });
    });
    if (!taken.has(port)) return port;
  }
}

function canBind(port: number, host = '127.0.0.1'): Promise<boolean> {
  return new Promise((resolve) => {
    const srv = createServer();
    srv.once('error', () => resolve(false));
    srv.listen(port, host, () => srv.close(() => resolve(true)));
  });
}

/**
 * Polls until check() resolves truthy. `alive()` lets a wait fail at once when the process it is
 * waiting for has already died, instead of sitting out the whole timeout.
 */
export async function waitFor(
  what: string,
  check: () => Promise<boolean>,
  opts: { timeoutMs: number; intervalMs?: number; alive?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + opts.timeoutMs;
  for (;;) {
    const dead = opts.alive?.();
    if (dead) throw new Error(`${what}: ${dead}`);
    if (await check().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${what}: not ready after ${Math.round(opts.timeoutMs / 1000)} s`);
    await sleep(opts.intervalMs ?? 250);
  }
}

/** GET url answered 2xx (a one-second budget per attempt). */
export async function httpOk(url: string): Promise<boolean> {
  const res = await fetch(url, { signal: AbortSignal.timeout(1000) });
  await res.arrayBuffer().catch(() => undefined);
  return res.ok;
}
