import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { amaReminderSet, contentEvents } from '@trap/contracts';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, publishTestEvent, testEnv } from '@trap/kit/testing';
import { CACHE_CONSUMER } from '../src/cache/cache-invalidator.ts';
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
        res.json([{ title }]);
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
    // the invalidator has seen and acknowledged it
    await eventually(async () => {
      const info = await bus.jsm.consumers.info(bus.stream('content'), CACHE_CONSUMER);
      return info.num_pending === 0 && info.num_ack_pending === 0;
    });
    expect((await get('/api/podcasts?limit=4')).headers.get('x-cache')).toBe('HIT');
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
