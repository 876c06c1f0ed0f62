import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectEventBus, createLogger, ensureStreams, type EventBus } from '@trap/kit';
import { cleanupTestEnv, eventually, testEnv } from '@trap/kit/testing';
import { startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/**
 * The bff's public cache never serves gated content to the wrong member. The
 * content service answers a premium post as a teaser to anyone without a session and in full to a
 * member whose tier has it (services/content gated-content.test.ts); here, from a warm cache.
 */
describe('gated content and the public cache', () => {
  const env = testEnv('bffgate');
  let bus: EventBus;
  let bff: TestBff;
  let upstream: Awaited<ReturnType<typeof startUpstream>>;
  const TEASER = {
    id: 'p1',
    title: 'Premium: the hard right',
    content: 'Hold the gun a little under…',
    locked: true,
    requiredMembershipTier: 'pro_lane',
  };
  const FULL = { ...TEASER, content: 'Hold the gun a little under the house. The secret drill.', locked: false };

  beforeAll(async () => {
    bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'bff-gate-test',
      logger: createLogger('test', 'silent'),
    });
    await ensureStreams(bus, ['content']);
    upstream = await startUpstream((app) => {
      // the content service's gate, as seen from outside: full text only with a member's token of the tier
      app.get('/api/blog/p1', (req, res) => {
        if (req.headers.authorization === 'Bearer pro-lane-member') {
          res.set('Cache-Control', 'private, no-cache').json(FULL);
        } else res.set('Cache-Control', 'no-cache').json(TEASER);
      });
    });
    bff = await startTestBff({ CONTENT_URL: upstream.url, EVENT_NAMESPACE: env.EVENT_NAMESPACE!, REDIS_PREFIX: env.REDIS_PREFIX! });
    await eventually(async () => (await fetch(`${bff.url}/api/blog/p1?warm=1`)).headers.get('x-cache'), { timeoutMs: 10_000 });
  });
  afterAll(async () => {
    await bff?.stop();
    await upstream?.close();
    await bus?.close();
    await cleanupTestEnv({ ...env, MONGO_DB: '' });
  });

  const get = (headers: Record<string, string> = {}) =>
    fetch(`${bff.url}/api/blog/p1`, { headers: { 'cache-control': 'max-age=0', ...headers } });

  it('when the cache is warm, then a guest and a Range Pass member get the teaser and a Pro Lane member the full text, which never enters the cache', async () => {
    expect(await (await get()).json()).toEqual(TEASER);
    const warm = await get();
    expect(warm.headers.get('x-cache')).toBe('HIT');
    expect(await warm.json()).toEqual(TEASER);

    const rangePass = await get({ authorization: 'Bearer range-pass-member' });
    expect(rangePass.headers.get('x-cache')).toBeNull();
    expect(await rangePass.json()).toEqual(TEASER);

    const pro = await get({ authorization: 'Bearer pro-lane-member' });
    expect(pro.headers.get('x-cache')).toBeNull();
    expect(await pro.json()).toEqual(FULL);

    const guestAgain = await get();
    expect(guestAgain.headers.get('x-cache')).toBe('HIT');
    const body = await guestAgain.json();
    expect(body).toEqual(TEASER);
    expect(JSON.stringify(body)).not.toContain('secret drill');
  });
});
