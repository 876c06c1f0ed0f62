import { spawn, type ChildProcess } from 'node:child_process';
import { request, Agent } from 'node:http';
import { fileURLToPath } from 'node:url';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { cleanupTestEnv, eventually, testEnv } from '@trap/kit/testing';

/** The fixture in its own Node process, its output kept so a test can wait for a line. */
function startFixture(env: NodeJS.ProcessEnv) {
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', fileURLToPath(new URL('./fixtures/graceful-stop.ts', import.meta.url))],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const exited = new Promise<{ code: number | null; signal: string | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const waitForLine = (pattern: RegExp) =>
    eventually(
      async () => {
        const match = pattern.exec(out);
        if (!match) throw new Error(`no line ${pattern} in: ${out.slice(-2000)}`);
        return match;
      },
      { timeoutMs: 60_000 },
    );
  return { child, exited, waitForLine, output: () => out };
}

/** One GET through a keep-alive agent (the bff's pool), with the Connection header of the answer. */
function get(url: string, agent: Agent) {
  return new Promise<{ status: number; connection?: string; body: unknown }>((resolve, reject) => {
    request(url, { agent }, (res) => {
      let text = '';
      res.on('data', (c: Buffer) => (text += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: res.headers.connection, body: JSON.parse(text) }));
    })
      .on('error', reject)
      .end();
  });
}

// Each test starts one or two real service processes (tsx compiles on start): on a busy 2-core machine
// (a CI run at load 10-20) one start took over 30 s, so the line waits below allow 60 s each.
describe('a service stopping on SIGTERM (runMain)', { timeout: 180_000 }, () => {
  const envs: NodeJS.ProcessEnv[] = [];
  const children: ChildProcess[] = [];
  const fixture = (extra: Record<string, string> = {}) => {
    const env = testEnv('graceful', extra);
    envs.push(env);
    const f = startFixture(env);
    children.push(f.child);
    return f;
  };
  afterEach(() => {
    for (const c of children.splice(0)) if (c.exitCode === null && c.signalCode === null) c.kill('SIGKILL');
  });
  afterAll(async () => {
    for (const env of envs) await cleanupTestEnv(env);
  });

  it('when SIGTERM arrives during a request, then that request completes, its keep-alive connection is told to close, new connections are refused, and the process exits 0', async () => {
    const service = fixture({ SLOW_MS: '3000', LOG_LEVEL: 'info' });
    const [, url] = await service.waitForLine(/listening (\S+)/);
    const agent = new Agent({ keepAlive: true });
    // a pooled connection first, as the bff holds them
    expect((await get(`${url}/healthz`, agent)).status).toBe(200);

    const slow = get(`${url}/slow`, agent);
    await service.waitForLine(/slow request started/);
    service.child.kill('SIGTERM');
    await service.waitForLine(/shutting down/);

    // the port is given up at once: a new connection is refused while the request is still running
    const refused = await eventually(
      async () =>
        (await fetch(`${url}/healthz`).then(
          () => undefined,
          (err: { cause?: { code?: string } }) => err.cause?.code,
        )) === 'ECONNREFUSED',
      { timeoutMs: 2000 },
    );
    expect(refused).toBe(true);
    const answer = await slow;
    expect(answer).toMatchObject({ status: 200, connection: 'close', body: { done: true } });
    expect(await service.exited).toEqual({ code: 0, signal: null });
    expect(service.output()).toContain('graceful stopped');
    agent.destroy();
  });

  it('when a new version starts on the port the running one holds (PORT_WAIT_SECONDS), then it waits, and takes the port over as soon as the old one stops', async () => {
    const old = fixture({ APP_VERSION: 'v1', LOG_LEVEL: 'info' });
    const [, url] = await old.waitForLine(/listening (\S+)/);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', version: 'v1' });

    const next = fixture({ APP_VERSION: 'v2', PORT: new URL(url!).port, PORT_WAIT_SECONDS: '60', LOG_LEVEL: 'info' });
    await next.waitForLine(/waiting for the running version to let go/);
    // connected and warmed up, but the old version still answers
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', version: 'v1' });

    old.child.kill('SIGTERM');
    expect(await old.exited).toEqual({ code: 0, signal: null });
    await next.waitForLine(/listening /);
    expect(await (await fetch(`${url}/healthz`)).json()).toEqual({ status: 'ok', version: 'v2' });
  });

  it('when the port is taken and PORT_WAIT_SECONDS is 0 (the default), then the start fails at once', async () => {
    const old = fixture();
    const [, url] = await old.waitForLine(/listening (\S+)/);
    const clash = fixture({ PORT: new URL(url!).port, LOG_LEVEL: 'info' });
    expect((await clash.exited).code).toBe(1);
    expect(clash.output()).toContain('EADDRINUSE');
  });
});
