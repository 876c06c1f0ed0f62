import http from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SERVICE_NAMES, SERVICES } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, testEnv } from '@trap/kit/testing';
import { CACHED_ROUTES } from '../src/cache/content-cache.ts';
import { startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/** A path segment that means "up one" once some layer decodes or normalises it. */
const CLIMBS = ['..', '%2e%2e', '%2E%2E', '.%2e', '%2e.', '.%2E', '%2E.', '%252e%252e', '%252E%252E', '%25252e%25252e', '%2e%252e'];
/** What separates the climbs: a slash, or one that a decoding or URL-parsing layer turns into one. */
const SEPARATORS = ['/', '%2f', '%2F', '\\', '%5c', '%5C', '%252f'];
/** Routes every service serves outside /api. */
const TARGETS = ['readyz', 'healthz'];

/** Every /api prefix the bff forwards: the proxy table of contracts (the cached ones are among them). */
const PROXIED = SERVICE_NAMES.flatMap((name) => [...SERVICES[name].paths]);
/** The prefixes of the reads the cache answers (`/api/podcasts` of `/api/podcasts/{id}`). */
const CACHED_PREFIXES = [...new Set(CACHED_ROUTES.map((r) => r.path.split('/').slice(0, 3).join('/')))];

/** Sends the path exactly as written (fetch and URL would normalise it first). */
function rawGet(base: string, path: string): Promise<{ status: number; body: string }> {
  const { port } = new URL(base);
  return new Promise((resolve, reject) => {
    http
      .get({ host: '127.0.0.1', port, path, headers: { accept: 'application/json' } }, (res) => {
        let body = '';
        res.setEncoding('utf8');
        res.on('data', (c: string) => (body += c));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, body }));
      })
      .on('error', reject);
  });
}

/** Runs `tasks` with at most `width` in flight (thousands of requests, a shared 2-core machine). */
async function inBatches<T>(items: T[], width: number, task: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < items.length) await task(items[next++]!);
    }),
  );
}

describe('every path the bff forwards passes one dot-segment guard (cached and proxied alike)', () => {
  const env = testEnv('bffguard');
  let bus: EventBus;
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  /** Requests that reached a service route outside /api. */
  const escaped: string[] = [];

  beforeAll(async () => {
    // the content stream lets the cache go live (it serves only while it follows content events)
    bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'bff-guard-test',
      logger: createLogger('test', 'silent'),
    });
    await ensureStreams(bus, ['content']);
    // one upstream plays every service: its health routes answer as a real service's would
    upstream = await startUpstream((app) => {
      app.get(['/healthz', '/readyz'], (req, res) => {
        escaped.push(req.originalUrl);
        res.json({ status: 'ok', reached: req.path });
      });
      app.all('/api/{*rest}', (req, res) => res.json({ api: req.originalUrl }));
    });
    const urls = Object.fromEntries(SERVICE_NAMES.map((n) => [`${n.toUpperCase()}_URL`, upstream.url]));
    bff = await startTestBff({ ...urls, EVENT_NAMESPACE: env.EVENT_NAMESPACE!, REDIS_PREFIX: env.REDIS_PREFIX! });
    await eventually(async () => (await fetch(`${bff.url}/api/podcasts?warm=1`)).headers.get('x-cache'), { timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    await bus?.close();
    await cleanupTestEnv({ ...env, MONGO_DB: '' });
  });

  it('the cached prefixes are among the proxied ones, and the cache is live for guests', async () => {
    for (const prefix of CACHED_PREFIXES) expect(PROXIED).toContain(prefix);
    const res = await fetch(`${bff.url}/api/blog?page=1`);
    expect(res.status).toBe(200);
    expect(res.headers.get('x-cache')).toMatch(/HIT|MISS/);
  });

  it("when a guest climbs out of any /api prefix with raw or encoded dot segments, then no service's health route is reached: 400 or 404", async () => {
    const paths: string[] = [];
    const cached = new Set<string>(CACHED_PREFIXES);
    for (const prefix of PROXIED)
      for (const dots of CLIMBS)
        for (const sep of SEPARATORS) {
          // every pairing on the cached prefixes; elsewhere (the same gateway code) each climb and each separator once
          if (!cached.has(prefix) && sep !== '/' && dots !== '%2e%2e') continue;
          // deeper than any prefix, so a normalising layer lands on the root
          const climb = Array.from({ length: 5 }, () => dots + sep).join('');
          paths.push(`${prefix}/x/${climb}${TARGETS[0]}`);
          if (cached.has(prefix)) paths.push(`${prefix}${sep}${climb}${TARGETS[1]}?x=1`);
        }
    // a climb right after the prefix, with no segment in between, and a few hand-picked shapes
    for (const prefix of CACHED_PREFIXES)
      paths.push(
        `${prefix}/%2e%2e/%2e%2e/readyz`,
        `${prefix}/..%2f..%2freadyz`,
        `${prefix}/%2e%2e%2f%2e%2e%2fhealthz`,
        `${prefix}/.%2e/.%2e/readyz`,
      );

    const wrong: string[] = [];
    await inBatches(paths, 16, async (path) => {
      const res = await rawGet(bff.url, path);
      if (![400, 404].includes(res.status) || res.body.includes('"reached"'))
        wrong.push(`${path} -> ${res.status} ${res.body.slice(0, 80)}`);
    });
    expect(wrong.slice(0, 20), `${wrong.length} of ${paths.length} paths got through`).toEqual([]);
    expect(escaped).toEqual([]);
  });

  it('when a path holds a malformed percent escape, then the bff answers 400 in the error format itself (proxied, cached and streamed paths alike)', async () => {
    for (const path of ['/api/blog/%ZZ', '/api/podcasts/%', '/api/shoots/%ZZ/stream', '/api/practice/sessions/%E0%A4%A', '/api/forum/topics/%C3%28']) {
      const res = await rawGet(bff.url, path);
      expect(res.status, path).toBe(400);
      expect(JSON.parse(res.body).error, path).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Malformed percent-encoding in the request path' });
    }
  });

  it('when a path only looks odd (dots inside a name, three dots, an encoded percent), then it is forwarded as usual', async () => {
    const before = escaped.length;
    for (const path of [
      '/api/blog/v1.2-release',
      '/api/blog/...',
      '/api/search?q=../../readyz',
      '/api/shooters/a%2520b',
      '/api/practice/sessions/x.json',
    ]) {
      const res = await rawGet(bff.url, path);
      expect(res.status, path).toBe(200);
      expect(JSON.parse(res.body).api, path).toBe(path);
    }
    expect(escaped.slice(before)).toEqual([]);
  });
});
