import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from '@trap/kit';
import { API_ROUTES, type ApiRoute } from '@trap/contracts/api/index';
import { publicReadMatcher } from '@trap/contracts/api/cache-rules';
import { CacheInvalidator } from './cache-invalidator.ts';
import { HotCache } from './hot-cache.ts';
import type { Replicas } from '../proxy/replicas.ts';

/**
 * The public reads anonymous visitors share: the declarations marked `cache: 'public'` (content's
 * lists, items, tags, ranges, tips and search; SPEC 7's cached reads and more). A path is cached
 * only when the declaration that answers it is one of them, so a personal read under a cached
 * prefix (`/api/shooting-tips/saved`, `/api/amas/reminders`) or an undeclared path never is.
 */
export const CACHED_ROUTES: readonly ApiRoute[] = API_ROUTES.filter((r) => r.cache === 'public');
const isPublicRead = publicReadMatcher(API_ROUTES);

/** Safety net: an entry lives at most this long even if an invalidation were lost. */
const CACHE_TTL_SECONDS = 60;
const MAX_BODY_BYTES = 512 * 1024;

interface Entry {
  etag: string;
  type: string;
  body: string;
}

export interface ContentCacheOptions {
  redis: Redis;
  /** REDIS_PREFIX */
  prefix: string;
  content: Replicas;
  natsUrl: string;
  namespace: string;
  logger: Logger;
  ttlSeconds?: number;
  timeoutMs?: number;
  /** Express's "trust proxy fn", for the fast path's CSRF cookie (Secure over https) */
  trustProxy: (addr: string | undefined, i: number) => boolean;
}

export interface ContentCache {
  handler: RequestHandler;
  /** the in-process copy answered before Express (app.ts) */
  hot: HotCache;
  invalidator: CacheInvalidator;
  /** drops every entry (bumps the generation) */
  invalidate(): Promise<void>;
  /** changes with every content event; null while events are not followed (then nothing can tell) */
  generation(): Promise<string | null>;
  close(): Promise<void>;
}

/**
 * Redis cache of anonymous public content reads with ETag / If-None-Match. Entries are keyed by a
 * generation number; a content event bumps it, so one INCR invalidates everything at once and old
 * entries simply expire. A response fetched while a bump happens is stored under the old
 * generation and never served. Logged-in requests, non-GETs and errors go straight to the proxy.
 */
export function createContentCache(opts: ContentCacheOptions): ContentCache {
  const genKey = `${opts.prefix}cache:content:gen`;
  const ttl = opts.ttlSeconds ?? CACHE_TTL_SECONDS;
  // the invalidator and the hot copy refer to each other
  let invalidator: CacheInvalidator;
  const hot = new HotCache({ live: () => invalidator.live, trustProxy: opts.trustProxy, logger: opts.logger, ttlMs: ttl * 1000 });
  const invalidate = async () => {
    // before and after the bump: a read fetched in between is refused by its epoch
    hot.clear();
    await opts.redis.incr(genKey);
    hot.clear();
  };
  invalidator = new CacheInvalidator({ natsUrl: opts.natsUrl, namespace: opts.namespace, logger: opts.logger, invalidate });
  invalidator.start();

  const cacheable = (req: Request) =>
    req.method === 'GET' && !req.auth && !req.headers.authorization && isPublicRead(req.path) && invalidator.live;

  const send = (req: Request, res: Parameters<RequestHandler>[1], entry: Entry, hit: boolean, epoch: number) => {
    res.set({ ETag: entry.etag, 'Cache-Control': 'no-cache', 'X-Cache': hit ? 'HIT' : 'MISS', 'Content-Type': entry.type });
    hot.put(req.originalUrl, epoch, entry.etag, res.getHeaders(), entry.body);
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
      res.status(304).end();
      return;
    }
    res.status(200).send(entry.body);
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (!cacheable(req)) return next();
    const epoch = hot.epoch();
    let key: string;
    try {
      const gen = (await opts.redis.get(genKey)) ?? '0';
      key = `${opts.prefix}cache:content:${gen}:${req.originalUrl}`;
      const stored = await opts.redis.get(key);
      if (stored) return send(req, res, JSON.parse(stored) as Entry, true, epoch);
    } catch (err) {
      opts.logger.warn({ err }, 'content cache unavailable; passing through');
      return next();
    }
    // pathGuard (app.ts) has refused every path a URL parser would resolve elsewhere (`%2e%2e`...);
    // should one slip through, the cache still never fetches a path other than the one asked for.
    if (new URL(req.originalUrl, 'http://content').pathname !== req.path) return next();
    let upstream: Response;
    try {
      upstream = await opts.content.fetch(req.originalUrl, {
        headers: { accept: 'application/json', 'x-request-id': String(req.headers['x-request-id'] ?? '') },
        signal: AbortSignal.timeout(opts.timeoutMs ?? 15_000),
      });
    } catch {
      return next(); // let the proxy answer with its gateway error
    }
    const body = await upstream.text();
    const type = upstream.headers.get('content-type') ?? 'application/json; charset=utf-8';
    if (upstream.status !== 200 || !type.includes('json')) {
      res.status(upstream.status).set({ 'Content-Type': type, 'Cache-Control': 'no-store' }).send(body);
      return;
    }
    const entry: Entry = { etag: `"${createHash('sha1').update(body).digest('base64url')}"`, type, body };
    if (Buffer.byteLength(body) <= MAX_BODY_BYTES) {
      opts.redis
        .set(key, JSON.stringify(entry), 'EX', ttl)
        .catch((err: unknown) => opts.logger.warn({ err }, 'content cache write failed'));
    }
    send(req, res, entry, false, epoch);
  };

  const generation = async () => (invalidator.live ? ((await opts.redis.get(genKey)) ?? '0') : null);

  return { handler, hot, invalidator, invalidate, generation, close: () => invalidator.stop() };
}
