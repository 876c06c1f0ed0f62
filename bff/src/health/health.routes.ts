import { createHash } from 'node:crypto';
import type { OutgoingHttpHeaders } from 'node:http';
import { Router } from 'express';
import type { Redis } from 'ioredis';
import { SERVICE_NAMES, type DependencyState, type Readiness, type ServiceName } from '@trap/contracts';
import type { Replicas } from '../proxy/replicas.ts';

/**
 * /healthz: the bff process answers. /readyz: Redis and every service's own /readyz answer, so
 * one probe tells the stack runner (and a load balancer) that the whole site can serve.
 */
export function healthRoutes(opts: {
  redis: Redis;
  services: Record<ServiceName, Replicas>;
  timeoutMs: number;
  /** keeps the first full answer, so the next probes are answered before the chain (hot-cache.ts) */
  pin?: (url: string, etag: string, headers: OutgoingHttpHeaders, body: string) => void;
}): Router {
  const router = Router();
  const alive = JSON.stringify({ status: 'ok' });
  const aliveTag = `"${createHash('sha1').update(alive).digest('base64url')}"`;
  router.get('/healthz', (req, res) => {
    res.set({ 'Content-Type': 'application/json; charset=utf-8', ETag: aliveTag });
    if (req.originalUrl === '/healthz') opts.pin?.('/healthz', aliveTag, res.getHeaders(), alive);
    res.send(alive);
  });
  router.get('/readyz', async (_req, res) => {
    const checks: Record<string, string> = {};
    // each service's own dependencies (database, NATS, Redis) as ok/down, for the super-admin dashboard
    const services: Record<string, Record<string, DependencyState>> = {};
    const withTimeout = <T>(p: Promise<T>) =>
      Promise.race([p, new Promise<never>((_, reject) => setTimeout(() => reject(new Error('timed out')), opts.timeoutMs).unref())]);
    await Promise.all([
      withTimeout(opts.redis.ping()).then(
        () => (checks.redis = 'ok'),
        (err: Error) => (checks.redis = err.message || 'down'),
      ),
      ...SERVICE_NAMES.map(async (name) => {
        try {
          // a replica that refuses (restarting) is passed over for the next one
          const r = await opts.services[name].fetch('/readyz', { signal: AbortSignal.timeout(opts.timeoutMs) });
          const body = (await r.json().catch(() => null)) as Partial<Readiness> | null;
          services[name] = Object.fromEntries(Object.entries(body?.checks ?? {}).map(([k, v]) => [k, v === 'ok' ? 'ok' : 'down']));
          checks[name] = r.ok ? 'ok' : `not ready (${r.status})`;
        } catch (err) {
          const cause = (err as Error & { cause?: { code?: string } }).cause?.code;
          checks[name] = cause === 'ECONNREFUSED' ? 'down' : (err as Error).name === 'TimeoutError' ? 'timed out' : (err as Error).message;
        }
      }),
    ]);
    const ready = Object.values(checks).every((v) => v === 'ok');
    const answer: Readiness = { status: ready ? 'ready' : 'not ready', checks, services };
    res.status(ready ? 200 : 503).set('Cache-Control', 'no-store').json(answer);
  });
  return router;
}
