import { afterAll, describe, expect, it } from 'vitest';
import { AppError, createRedis, RateLimit, takeAll } from '@trap/kit';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';

const env = testEnv('kitrate');

describe('rate limits on Redis', () => {
  const redis = createRedis(env.REDIS_URL!);
  afterAll(async () => {
    redis.disconnect();
    await cleanupTestEnv(env);
  });

  const refusedWith = async (p: Promise<unknown>) => {
    const err = await p.then(
      () => undefined,
      (e: unknown) => e,
    );
    expect(err).toBeInstanceOf(AppError);
    return err as AppError;
  };

  it('when a key has used its budget, then the next take is a 429 with Retry-After and a readable wait', async () => {
    const limit = new RateLimit(redis, env.REDIS_PREFIX!, { name: 't1', points: 3, durationSeconds: 600 }, 'Too many tries.');
    for (let i = 0; i < 3; i++) await limit.take('a');
    const err = await refusedWith(limit.take('a'));
    expect(err.status).toBe(429);
    expect(err.message).toBe('Too many tries. Please try again in 10 minutes.');
    expect(Number(err.headers?.['Retry-After'])).toBeGreaterThan(500);
    // another key is untouched
    await limit.take('b');
  });

  it('when one of several budgets is used up, then takeAll refuses without spending from the others', async () => {
    const perIp = new RateLimit(redis, env.REDIS_PREFIX!, { name: 't2ip', points: 10, durationSeconds: 600 }, 'Too many from here.');
    const perAddress = new RateLimit(redis, env.REDIS_PREFIX!, { name: 't2addr', points: 1, durationSeconds: 600 }, 'Too many for this address.');
    await takeAll([perIp, '1.2.3.4'], [perAddress, 'v@example.com']);
    const err = await refusedWith(takeAll([perIp, '1.2.3.4'], [perAddress, 'v@example.com']));
    expect(err.message).toMatch(/^Too many for this address\./);
    // the refused request cost the IP nothing: 9 more still pass
    for (let i = 0; i < 9; i++) await takeAll([perIp, '1.2.3.4'], [perAddress, `x${i}@example.com`]);
    await refusedWith(perIp.take('1.2.3.4'));
  });

  it('when a budget counts failures only, then spend never throws, waitMs reports the block and clear lifts it', async () => {
    const limit = new RateLimit(redis, env.REDIS_PREFIX!, { name: 't3', points: 2, durationSeconds: 60, blockSeconds: 900 }, 'Locked.');
    expect(await limit.waitMs('u')).toBe(0);
    for (let i = 0; i < 4; i++) await limit.spend('u');
    expect(await limit.waitMs('u')).toBeGreaterThan(60_000);
    await limit.clear('u');
    expect(await limit.waitMs('u')).toBe(0);
  });
});
