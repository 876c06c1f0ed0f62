import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHttpApp, createLogger } from '@trap/kit';
import { fetchJson, listen } from '@trap/kit/testing';

describe('health and readiness', () => {
  let healthy = true;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = createHttpApp({
      logger: createLogger('health-test', 'silent'),
      readiness: {
        mongo: async () => {},
        nats: () => {},
        redis: async () => {
          if (!healthy) throw new Error('Connection is closed.');
        },
      },
      routes: () => {},
    });
    server = await listen(app);
  });
  afterAll(() => server.close());

  it('when the process runs, then /healthz answers 200', async () => {
    expect((await fetchJson(`${server.url}/healthz`)).status).toBe(200);
  });

  it('when every dependency answers, then /readyz is 200 listing each check', async () => {
    const res = await fetchJson(`${server.url}/readyz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ready', checks: { mongo: 'ok', nats: 'ok', redis: 'ok' } });
  });

  it('when one check fails, then /readyz is 503 naming the failing check and its reason', async () => {
    healthy = false;
    try {
      const res = await fetchJson(`${server.url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.body).toEqual({ status: 'not ready', checks: { mongo: 'ok', nats: 'ok', redis: 'Connection is closed.' } });
    } finally {
      healthy = true;
    }
    expect((await fetchJson(`${server.url}/readyz`)).status).toBe(200);
  });

  it('when a check hangs or throws synchronously, then /readyz still answers (503) within a few seconds', async () => {
    const app = createHttpApp({
      logger: createLogger('health-test', 'silent'),
      readiness: {
        stuck: () => new Promise<void>(() => {}),
        sync: () => {
          throw new Error('sync failure');
        },
      },
      routes: () => {},
    });
    const s = await listen(app);
    try {
      const started = Date.now();
      const res = await fetchJson(`${s.url}/readyz`);
      expect(res.status).toBe(503);
      expect(res.body.checks).toEqual({ stuck: 'timed out', sync: 'sync failure' });
      expect(Date.now() - started).toBeLessThan(5000);
    } finally {
      await s.close();
    }
  });
});
