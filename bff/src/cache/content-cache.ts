import { createHash } from 'node:crypto';
import type { Request, RequestHandler } from 'express';
import type { Redis } from 'ioredis';
import type { Logger } from '@trap/kit';
import { CacheInvalidator } from './cache-invalidator.ts';

/** Public content reads that anonymous visitors share (SPEC 7's cached read prefixes plus ranges, tips and search). */
export const CACHED_PREFIXES = [
  '/api/podcasts',
  '/api/amas',
  '/api/blog',
  '/api/shooters',
  '/api/shooting-ranges',
  '/api/shooting-tips',
  '/api/content-tags',
  '/api/search',
] as const;
/** Personal, even under a cached prefix. */
const NEVER = ['/api/shooting-tips/saved'];

/** Safety net: an entry lives at most this long even if an invalidation were lost. */
export const CACHE_TTL_SECONDS = 60;
const MAX_BODY_BYTES = 512 * 1024;

const underPrefix = (path: string, prefixes: readonly string[]) => prefixes.some((p) => path === p || path.startsWith(`${p}/`));

interface Entry {
  etag: string;
  type: string;
  body: string;
}

export interface ContentCacheOptions {
  redis: Redis;
  /** REDIS_PREFIX */
  prefix: string;
  contentUrl: string;
  natsUrl: string;
  namespace: string;
  logger: Logger;
  ttlSeconds?: number;
  timeoutMs?: number;
}

export interface ContentCache {
  handler: RequestHandler;
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
  const invalidate = async () => {
    await opts.redis.incr(genKey);
  };
  const invalidator = new CacheInvalidator({ natsUrl: opts.natsUrl, namespace: opts.namespace, logger: opts.logger, invalidate });
  invalidator.start();

  const cacheable = (req: Request) =>
    req.method === 'GET' &&
    !req.auth &&
    !req.headers.authorization &&
    underPrefix(req.path, CACHED_PREFIXES) &&
    !underPrefix(req.path, NEVER) &&
    invalidator.live;

  const send = (req: Request, res: Parameters<RequestHandler>[1], entry: Entry, hit: boolean) => {
    res.set({ ETag: entry.etag, 'Cache-Control': 'no-cache', 'X-Cache': hit ? 'HIT' : 'MISS', 'Content-Type': entry.type });
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
      res.status(304).end();
      return;
    }
    res.status(200).send(entry.body);
  };

  const handler: RequestHandler = async (req, res, next) => {
    if (!cacheable(req)) return next();
    let key: string;
    try {
      const gen = (await opts.redis.get(genKey)) ?? '0';
      key = `${opts.prefix}cache:content:${gen}:${req.originalUrl}`;
      const stored = await opts.redis.get(key);
      if (stored) return send(req, res, JSON.parse(stored) as Entry, true);
    } catch (err) {
      opts.logger.warn({ err }, 'content cache unavailable; passing through');
      return next();
    }
    let upstream: Response;
    try {
      upstream = await fetch(`${opts.contentUrl}${req.originalUrl}`, {
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
    send(req, res, entry, false);
  };

  const generation = async () => (invalidator.live ? ((await opts.redis.get(genKey)) ?? '0') : null);

  return { handler, invalidator, invalidate, generation, close: () => invalidator.stop() };
}
