import { Router } from 'express';
import type { Redis } from 'ioredis';
import { SERVICE_NAMES, type ServiceName } from '@trap/contracts';

/**
 * /healthz: the bff process answers. /readyz: Redis and every service's own /readyz answer, so
 * one probe tells the stack runner (and a load balancer) that the whole site can serve.
 */
export function healthRoutes(opts: { redis: Redis; serviceUrls: Record<ServiceName, string>; timeoutMs: number }): Router {
  const router = Router();
  router.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  router.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    const withTimeout = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), opts.timeoutMs).unref())]);
    await Promise.all([
      withTimeout(opts.redis.ping()).then(
        () => (checks.redis = 'ok'),
        (err: Error) => (checks.redis = err.message || 'down'),
      ),
      ...SERVICE_NAMES.map(async (name) => {
        try {
          const r = await fetch(`${opts.serviceUrls[name]}/readyz`, { signal: AbortSignal.timeout(opts.timeoutMs) });
          await r.arrayBuffer();
          checks[name] = r.ok ? 'ok' : `not ready (${r.status})`;
        } catch (err) {
          const cause = (err as Error & { cause?: { code?: string } }).cause?.code;
          checks[name] = cause === 'ECONNREFUSED' ? 'down' : (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message;
        }
      }),
    ]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    res
      .status(ready ? 200 : 503)
      .set('Cache-Control', 'no-store')
      .json({ status: ready ? 'ready' : 'not ready', checks });
  });
  return router;
}
