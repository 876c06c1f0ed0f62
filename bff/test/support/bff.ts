import { createSign, randomUUID } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import net from 'node:net';
import path from 'node:path';
import express, { type Express } from 'express';
import { cleanupTestEnv, listen, testEnv, testKeys, TEST_AUDIENCE, TEST_ISSUER } from '@trap/kit/testing';
import { SERVICE_NAMES } from '@trap/contracts';
import { loadBffConfig } from '../../src/config.ts';
import { startBff, type RunningBff } from '../../src/app.ts';

/** A URL nothing listens on (a port just freed): connections are refused at once. */
/**
 * A URL nothing answers on, for the whole test. The port is picked below the kernel's ephemeral
 * range (32768-60999 here, Linux's default): a port freed from `listen(0)` can be handed to the next
 * `listen(0)` of any test running beside this one (a bff or upstream of another file answered a
 * "refused" replica's request with its 403 once), while nothing in `make test` listens in
 * 30000-32767 unless asked to (the stack and bench offsets stay below 27000).
 */
export async function closedUrl(): Promise<string> {
  for (;;) {
    const port = 30000 + Math.floor(Math.random() * 2768);
    const server = net.createServer();
    const bound = await new Promise<boolean>((resolve) => {
      server.once('error', () => resolve(false));
      server.listen(port, '127.0.0.1', () => resolve(true));
    });
    if (!bound) continue;
    await new Promise((resolve) => server.close(resolve));
    return `http://127.0.0.1:${port}`;
  }
}

export interface TestBff extends RunningBff {
  env: NodeJS.ProcessEnv;
}

/**
 * The bff on an ephemeral port; every service URL points at a closed port unless given, and a
 * refused request waits 300 ms for the service (not 5 s) unless PROXY_RETRY_MS is given.
 */
export async function startTestBff(env: Record<string, string> = {}): Promise<TestBff> {
  const closed = await closedUrl();
  const serviceDefaults = Object.fromEntries(SERVICE_NAMES.map((n) => [`${n.toUpperCase()}_URL`, closed]));
  const full = testEnv('bff', { ...serviceDefaults, SITE_ORIGIN: 'https://trap.example', PROXY_RETRY_MS: '300', SERVER_RENDER_WARM: 'false', ...env });
  const running = await startBff(loadBffConfig(full));
  return {
    ...running,
    env: full,
    stop: async () => {
      await running.stop();
      // The bff has no database or streams; only its Redis keys need removing.
      await cleanupTestEnv({ ...full, MONGO_DB: '', EVENT_NAMESPACE: '' });
    },
  };
}

/** A small real upstream service. */
export async function startUpstream(routes: (app: Express) => void) {
  const app = express();
  app.use(express.json({ limit: '5mb' }));
  routes(app);
  return listen(app);
}

/** A temporary FRONTENDS_DIR with fake production builds. */
export function fakeFrontends(apps: string[] = ['shell', 'member', 'admin', 'moderator']): { dir: string; remove(): void } {
  const dir = mkdtempSync(path.join(tmpdir(), 'trap-frontends-'));
  for (const app of apps) {
    const dist = path.join(dir, app, 'dist');
    mkdirSync(path.join(dist, 'static', 'js'), { recursive: true });
    writeFileSync(path.join(dist, 'index.html'), `<!doctype html><html><body><div id="root">${app} index</div></body></html>`);
    writeFileSync(path.join(dist, 'static', 'js', 'index.3f2a1b4c.js'), `console.log(${JSON.stringify(app)});`);
    writeFileSync(path.join(dist, 'favicon.png'), 'png');
    if (app !== 'shell') {
      writeFileSync(path.join(dist, 'mf-manifest.json'), JSON.stringify({ name: app }));
      writeFileSync(path.join(dist, 'remoteEntry.js'), 'var remote = 1;');
      writeFileSync(path.join(dist, 'version.json'), JSON.stringify({ app, version: '1.2.3-abc1234' }));
    }
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Cookies the browser would hold, from Set-Cookie headers. */
export class CookieJar {
  readonly cookies = new Map<string, string>();
  store(headers: Headers): void {
    for (const line of headers.getSetCookie()) {
      const [pair] = line.split(';');
      const eq = pair!.indexOf('=');
      const name = pair!.slice(0, eq).trim();
      const value = pair!.slice(eq + 1).trim();
      const expired = /max-age=0/i.test(line) || /expires=Thu, 01 Jan 1970/i.test(line);
      if (expired || value === '') this.cookies.delete(name);
      else this.cookies.set(name, value);
    }
  }
  header(): string {
    return [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  }
}

/** A browser-like client: keeps cookies and echoes the CSRF cookie on unsafe requests. */
export function browser(baseUrl: string, opts: { csrf?: boolean } = {}) {
  const jar = new CookieJar();
  const request = async (pathname: string, init: { method?: string; json?: unknown; headers?: Record<string, string> } = {}) => {
    const method = init.method ?? (init.json !== undefined ? 'POST' : 'GET');
    const headers: Record<string, string> = { accept: 'application/json', ...init.headers };
    if (jar.cookies.size) headers.cookie = jar.header();
    if (init.json !== undefined) headers['content-type'] = 'application/json';
    const csrf = jar.cookies.get('trap_csrf');
    if (opts.csrf !== false && csrf && method !== 'GET' && method !== 'HEAD') headers['x-csrf-token'] = csrf;
    const res = await fetch(baseUrl + pathname, {
      method,
      headers,
      body: init.json !== undefined ? JSON.stringify(init.json) : undefined,
      redirect: 'manual',
    });
    jar.store(res.headers);
    const text = await res.text();
    let body: any;
    try {
      body = text ? JSON.parse(text) : undefined;
    } catch {
      body = undefined;
    }
    return { status: res.status, headers: res.headers, body, text };
  };
  return { jar, request };
}

/** An RS256 token like auth's, with a chosen issue time (for the sliding-session threshold). */
export function signToken(claims: { userId: string; sessionId?: string; role?: string; iat: number; exp: number }): string {
  const enc = (o: object) => Buffer.from(JSON.stringify(o)).toString('base64url');
  const head = enc({ alg: 'RS256', typ: 'JWT' });
  const body = enc({
    sub: claims.userId,
    role: claims.role ?? 'member',
    coach: false,
    jti: claims.sessionId ?? randomUUID(),
    iss: TEST_ISSUER,
    aud: TEST_AUDIENCE,
    iat: claims.iat,
    exp: claims.exp,
  });
  const sig = createSign('RSA-SHA256').update(`${head}.${body}`).sign(testKeys().privateKeyPem).toString('base64url');
  return `${head}.${body}.${sig}`;
}
