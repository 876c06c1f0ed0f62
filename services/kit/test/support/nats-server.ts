import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, connect as tcpConnect } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eventually } from '@trap/kit/testing';

const BINARY = process.env.NATS_SERVER_BIN ?? 'nats-server';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const port = (srv.address() as { port: number }).port;
      srv.close(() => resolve(port));
    });
  });
}

const accepts = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = tcpConnect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });

/**
 * A private JetStream server this test may stop and start (the shared one on 4222 must never be
 * touched). Its store directory survives restarts, like a real server's disk.
 */
export async function privateNatsServer() {
  const port = await freePort();
  const storeDir = mkdtempSync(join(tmpdir(), 'kit-nats-'));
  let proc: ChildProcess | undefined;
  const server = {
    url: `nats://127.0.0.1:${port}`,
    async start() {
      proc = spawn(BINARY, ['-a', '127.0.0.1', '-p', String(port), '-js', '-sd', storeDir], { stdio: 'ignore' });
      await eventually(() => accepts(port), { timeoutMs: 10_000, intervalMs: 50 });
    },
    async stop() {
      const p = proc;
      proc = undefined;
      if (!p || p.exitCode !== null) return;
      const exited = new Promise((resolve) => p.once('exit', resolve));
      p.kill('SIGKILL');
      await exited;
    },
    async dispose() {
      await server.stop();
      rmSync(storeDir, { recursive: true, force: true });
    },
  };
  await server.start();
  return server;
}
