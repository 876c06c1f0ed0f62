import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';

const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

export interface AuthProcess {
  url: string;
  env: NodeJS.ProcessEnv;
  stop(): Promise<void>;
}

/**
 * The real auth service as the stack and the images run it (`node services/auth/src/main.ts`: Node's
 * own type stripping, no transpiler) with a test
 * database, event namespace and Redis prefix. The bff under test must share REDIS_PREFIX and the
 * key pair (testEnv provides both).
 */
export function startAuthService(extra: Record<string, string> = {}): Promise<AuthProcess> {
  return startServiceProcess('auth', extra);
}

/** Any service the same way (practice, notifications...); give it auth's REDIS_PREFIX and EVENT_NAMESPACE to share sessions and events. */
export async function startServiceProcess(name: string, extra: Record<string, string> = {}): Promise<AuthProcess> {
  const port = await freePort();
  const env = testEnv(name, { PORT: String(port), ...extra });
  const child: ChildProcess = spawn(process.execPath, [`services/${name}/src/main.ts`], {
    cwd: REPO,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr!.on('data', (d: Buffer) => (stderr += d.toString()));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 45_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${name} exited with ${child.exitCode}: ${stderr}`);
    try {
      const res = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(1000) });
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`${name} did not become ready: ${stderr}`);
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url,
    env,
    stop: async () => {
      if (child.exitCode === null) {
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await Promise.race([exited, new Promise((r) => setTimeout(r, 8000))]);
        if (child.exitCode === null) child.kill('SIGKILL');
      }
      await cleanupTestEnv(env);
    },
  };
}
