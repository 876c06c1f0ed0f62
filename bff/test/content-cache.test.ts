import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amaReminderSet, contentEvents } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, metricValue, publishTestEvent, testEnv } from '@trap/kit/testing';
import { startTestBff, startUpstream, type TestBff } from './support/bff.ts';

describe('the bff cache of public content reads', () => {
  const env = testEnv('bffcache');
  let bus: EventBus;
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  let title = 'Episode one';
  const hits: string[] = [];

  beforeAll(async () => {
    // the content service creates its stream; here the test does
    bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'bff-cache-test',
      logger: createLogger('test', 'silent'),
    });
    await ensureStreams(bus, ['content']);
    upstream = await startUpstream((app) => {
      app.get('/api/podcasts', (req, res) => {
        hits.push(req.originalUrl);
        // a list long enough to be compressed
        res.json(
          req.query.big ? Array.from({ length: 60 }, (_, i) => ({ title, i, summary: 'A podcast about trap shooting' })) : [{ title }],
        );
      });
      app.get('/api/podcasts/missing', (req, res) => {
        hits.push(req.originalUrl);
        res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Podcast not found' } });
      });
    });
    bff = await startTestBff({ CONTENT_URL: upstream.url, EVENT_NAMESPACE: env.EVENT_NAMESPACE!, REDIS_PREFIX: env.REDIS_PREFIX! });
    // the cache serves only once its invalidating consumer is attached
    await eventually(async () => (await fetch(`${bff.url}/api/podcasts?warm=1`)).headers.get('x-cache'), { timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    await bus?.close();
    await cleanupTestEnv({ ...env, MONGO_DB: '' });
  });

  /** Waits until the replica has followed every content event published so far. */
  const handledEverything = async (replica: TestBff) => {
    const { state } = await bus.jsm.streams.info(bus.stream('content'));
    await eventually(async () => replica.cacheInvalidator.handledSeq >= state.last_seq || undefined);
  };

  const get = (path: string, headers: Record<string, string> = {}) =>
    fetch(`${bff.url}${path}`, { headers: { 'cache-control': 'max-age=0', ...headers } });

  it('when an anonymous visitor reads a list twice, then the second read comes from the cache', async () => {
    const before = hits.length;
    const first = await get('/api/podcasts?limit=3');
    expect(first.status).toBe(200);
    expect(first.headers.get('x-cache')).toBe('MISS');
    expect(await first.json()).toEqual([{ title: 'Episode one' }]);
    const second = await get('/api/podcasts?limit=3');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.json()).toEqual([{ title: 'Episode one' }]);
    expect(second.headers.get('etag')).toBe(first.headers.get('etag'));
    expect(hits.length).toBe(before + 1);
  });

  it('when the browser revalidates with the ETag, then it gets 304 without a body', async () => {
    const first = await get('/api/podcasts?limit=3');
    const etag = first.headers.get('etag')!;
    expect(etag).toMatch(/^".+"$/);
    const again = await get('/api/podcasts?limit=3', { 'if-none-match': etag });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  const PER_RESPONSE = ['date', 'x-request-id', 'x-cache', 'content-length', 'transfer-encoding', 'connection', 'keep-alive'];
  /** A response's headers but those that belong to one response; the CSRF cookie's value is new each time, its attributes must match. */
  const same = (h: Headers) =>
    Object.fromEntries(
      [...h].filter(([k]) => !PER_RESPONSE.includes(k)).map(([k, v]) => [k, k === 'set-cookie' ? v.replace(/=[^;]+/, '=token') : v]),
    );

  it('when a load balancer probes /healthz again and again, then every answer after the first skips the chain with the same headers', async () => {
    const first = await fetch(`${bff.url}/healthz`);
    const second = await fetch(`${bff.url}/healthz`, { headers: { 'x-request-id': 'probe-000002' } });
    expect(second.status).toBe(200);
    expect(await second.json()).toEqual({ status: 'ok' });
    expect(second.headers.get('x-request-id')).toBe('probe-000002');
    expect(second.headers.get('content-length')).toBe('15');
    expect(same(second.headers)).toEqual(same(first.headers));
    expect(second.headers.get('x-cache')).toBeNull();
  });

  it('when a cached read is answered before the chain, then it carries the same headers as the full answer', async () => {
    const gz = { 'accept-encoding': 'gzip' };
    const miss = await get('/api/podcasts?big=1', gz);
    expect(miss.headers.get('x-cache')).toBe('MISS');
    const before = bff.hotCache.hits;
    const hit = await get('/api/podcasts?big=1', { ...gz, 'x-request-id': 'visitor-req-1' });
    expect(bff.hotCache.hits).toBe(before + 1);
    expect(hit.headers.get('x-cache')).toBe('HIT');
    expect(hit.headers.get('x-request-id')).toBe('visitor-req-1');
    expect(same(hit.headers)).toEqual(same(miss.headers));
    expect(hit.headers.get('content-encoding')).toBe('gzip');
    expect(hit.headers.get('content-security-policy')).toContain("default-src 'self'");
    expect(hit.headers.get('set-cookie')).toMatch(/^trap_csrf=[A-Za-z0-9_-]{32,}; Path=\/; SameSite=Lax$/);
    expect(await hit.json()).toEqual(await miss.json());

    // a visitor who holds the CSRF cookie is not sent another; a revalidation is a 304 with the same ETag
    const csrf = /trap_csrf=([^;]+)/.exec(hit.headers.get('set-cookie')!)![1]!;
    const again = await get('/api/podcasts?big=1', { ...gz, cookie: `trap_csrf=${csrf}`, 'if-none-match': hit.headers.get('etag')! });
    expect(again.status).toBe(304);
    expect(again.headers.get('set-cookie')).toBeNull();
    expect(again.headers.get('etag')).toBe(hit.headers.get('etag'));
    expect(bff.hotCache.hits).toBe(before + 2);

    // a session cookie, even a made-up one, is the session middleware's to judge: the full chain answers
    const withSession = await get('/api/podcasts?big=1', { ...gz, cookie: 'trap_session=made.up.token' });
    expect(withSession.status).toBe(200);
    expect(bff.hotCache.hits).toBe(before + 2);
  });

  it('when a request carries credentials or the answer is not a 200, then nothing is cached', async () => {
    const before = hits.length;
    const withAuth = await get('/api/podcasts?limit=3', { authorization: 'Bearer not-a-real-token' });
    expect(withAuth.headers.get('x-cache')).toBeNull();
    expect((await get('/api/podcasts/missing')).status).toBe(404);
    expect((await get('/api/podcasts/missing')).status).toBe(404);
    expect(hits.length).toBe(before + 3);
  });

  it('when a content event arrives, then the next read is fresh and the old ETag no longer matches', async () => {
    const old = await get('/api/podcasts?limit=3');
    const etag = old.headers.get('etag')!;
    title = 'Episode one, re-edited';
    await publishTestEvent(bus, contentEvents.podcast.updated, {
      entity: 'podcast',
      id: '0123456789abcdef01234567',
      item: { title },
      by: null,
    });
    const fresh = await eventually(async () => {
      const res = await get('/api/podcasts?limit=3', { 'if-none-match': etag });
      return res.status === 200 ? res : undefined;
    });
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.json()).toEqual([{ title: 'Episode one, re-edited' }]);
    expect((await get('/api/podcasts?limit=3')).headers.get('x-cache')).toBe('HIT');
    // ops see this replica's feed caught up (event_feed_lag)
    await handledEverything(bff);
    expect(metricValue(await bff.metrics.text(), 'event_feed_lag', { service: 'bff', stream: 'content' })).toBe(0);
  });

  it('when a member sets an AMA reminder, then the cached public reads stay cached', async () => {
    await get('/api/podcasts?limit=4');
    expect((await get('/api/podcasts?limit=4')).headers.get('x-cache')).toBe('HIT');
    await publishTestEvent(bus, amaReminderSet, {
      reminderId: 'r1',
      amaId: '0123456789abcdef01234567',
      userId: 'u1',
      title: 'Ask me',
      scheduledFor: null,
      setAt: new Date().toISOString(),
    });
    // the replica has seen it
    await handledEverything(bff);
    expect((await get('/api/podcasts?limit=4')).headers.get('x-cache')).toBe('HIT');
  });

  it('when one of two replicas stops, then the other still drops its stale reads at the next change', async () => {
    const other = await startTestBff({ CONTENT_URL: upstream.url, EVENT_NAMESPACE: env.EVENT_NAMESPACE!, REDIS_PREFIX: env.REDIS_PREFIX! });
    const getFrom = (replica: TestBff, path: string) => fetch(`${replica.url}${path}`, { headers: { 'cache-control': 'max-age=0' } });
    await eventually(async () => (await getFrom(other, '/api/podcasts?limit=5')).headers.get('x-cache'), { timeoutMs: 10_000 });
    expect((await getFrom(bff, '/api/podcasts?limit=5')).headers.get('x-cache')).toBe('HIT');
    // every replica follows the changes on its own feed, so none depends on another being alive
    const stopped = bff;
    bff = other;
    await stopped.stop();
    title = 'Episode one, third cut';
    await publishTestEvent(bus, contentEvents.podcast.updated, {
      entity: 'podcast',
      id: '0123456789abcdef01234567',
      item: { title },
      by: null,
    });
    await handledEverything(other);
    const fresh = await getFrom(other, '/api/podcasts?limit=5');
    expect(fresh.headers.get('x-cache')).toBe('MISS');
    expect(await fresh.json()).toEqual([{ title: 'Episode one, third cut' }]);
  });

  it('when the bff cannot listen to content events (no content stream yet), then it never serves from the cache', async () => {
    const other = await startTestBff({ CONTENT_URL: upstream.url });
    try {
      const before = hits.length;
      for (let i = 0; i < 2; i++) expect((await fetch(`${other.url}/api/podcasts?limit=3`)).headers.get('x-cache')).toBeNull();
      expect(hits.length).toBe(before + 2);
    } finally {
      await other.stop();
    }
  });
});
