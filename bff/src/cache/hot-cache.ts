import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { isValidRequestId, SESSION_COOKIE, type Logger } from '@trap/kit';
import { CSRF_COOKIE, csrfCookieHeader, hasValidCsrfCookie } from '../csrf/csrf.middleware.ts';

/** What compression (app.ts) would do: compress bodies of 1 KB and more (its default threshold). */
export const COMPRESS_FROM_BYTES = 1024;
const MAX_ENTRIES = 500;
/** Headers that belong to one response, never replayed from the snapshot. */
export const PER_RESPONSE = new Set([
  'x-request-id',
  'set-cookie',
  'x-cache',
  'etag',
  'content-length',
  'content-encoding',
  'transfer-encoding',
  'vary',
  'date',
  'connection',
  'keep-alive',
]);
/** One in this many hits is logged: a burst of cached reads must not be a burst of log lines. */
const LOG_EVERY = 1000;

interface HotEntry {
  /** -1: a fixed answer (/healthz), kept whatever content changes, and never marked as a cache hit */
  epoch: number;
  storedAt: number;
  etag: string;
  /** the headers of the full chain's answer (security headers, content type, cache control), minus per-response ones */
  headers: OutgoingHttpHeaders;
  body: Buffer;
  /**
   * The bytes of each encoding as latin1 strings (one char per byte), made once: a string body is
   * written with the header block in one write, where a Buffer goes out as a second chunk through
   * writev, which cost more than everything else a hit does (measured: a bare Node server answers
   * 11-12k/s with a Buffer body, 17-20k/s with the same bytes as a string)
   */
  wire: Partial<Record<Encoding, string>>;
}

type Encoding = 'identity' | 'gzip' | 'br';

/**
 * The encoding compression (app.ts) would pick, for the common Accept-Encoding headers; undefined
 * where it would take thought (wildcards, deflate preferred), so the full chain answers those.
 */
export function chooseEncoding(header: string | undefined): Encoding | undefined {
  if (!header || !header.trim()) return 'identity';
  let best: { enc: Encoding | 'deflate'; q: number; rank: number } | undefined;
  const rank: Record<string, number> = { br: 0, gzip: 1, deflate: 2, identity: 3 };
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    if (!name) continue;
    let q = 1;
    for (const p of params) {
      const [k, v] = p.trim().split('=');
      if (k !== 'q') return undefined;
      q = Number(v);
      if (!Number.isFinite(q)) return undefined;
    }
    if (name === '*') return undefined;
    if (!(name in rank) || q <= 0) continue;
    const candidate = { enc: name as Encoding | 'deflate', q, rank: rank[name]! };
    if (!best || q > best.q || (q === best.q && candidate.rank < best.rank)) best = candidate;
  }
  // deflate (asked for above br and gzip) is rare enough to leave to the chain
  return best?.enc === 'deflate' ? undefined : (best?.enc ?? 'identity');
}

/** A cookie's value in a Cookie header (the hot paths read one or two without parsing them all). */
export const cookieNamed = (header: string | undefined, name: string) => {
  if (!header) return undefined;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
};

/**
 * The in-process copy of cached public reads, answered before Express: a cache hit for an
 * anonymous visitor is a Map lookup and one write of bytes compressed once, with the same headers
 * the full chain sends (the snapshot of a full answer, a fresh request id, the CSRF cookie when
 * missing, ETag and 304). Anything else (a session, a miss, an odd Accept-Encoding, the events
 * feed not attached) goes through the whole chain. Entries are dropped on every content event this
 * replica sees (`clear`), which is also when the shared Redis generation moves, and live 60 s at most.
 */
export class HotCache {
  private readonly entries = new Map<string, HotEntry>();
  private epochNow = 0;
  /** requests answered here since start */
  hits = 0;

  private readonly opts: {
    /** whether content events are followed (else nothing may be served from a cache) */
    live: () => boolean;
    /** Express's "trust proxy fn": decides, as Express does, whether a request came over https */
    trustProxy: (addr: string | undefined, i: number) => boolean;
    logger: Logger;
    ttlMs: number;
  };
  constructor(opts: {
    /** whether content events are followed (else nothing may be served from a cache) */
    live: () => boolean;
    /** Express's "trust proxy fn": decides, as Express does, whether a request came over https */
    trustProxy: (addr: string | undefined, i: number) => boolean;
    logger: Logger;
    ttlMs: number;
  }) {
    this.opts = opts;
  }

  /** Taken before a read is fetched; `put` refuses the read if a change came in meanwhile. */
  epoch(): number {
    return this.epochNow;
  }

  clear(): void {
    this.epochNow++;
    for (const [url, e] of this.entries) if (e.epoch !== -1) this.entries.delete(url);
  }

  put(url: string, epoch: number, etag: string, headers: OutgoingHttpHeaders, body: string): void {
    if (epoch !== this.epochNow) return;
    this.entries.delete(url);
    this.entries.set(url, { epoch, storedAt: Date.now(), etag, headers: this.replayable(headers), body: Buffer.from(body), wire: {} });
    if (this.entries.size > MAX_ENTRIES) {
      for (const [oldest, e] of this.entries) if (e.epoch !== -1) return void this.entries.delete(oldest);
    }
  }

  /** A fixed answer of the bff's own (its /healthz), served like a hit from its first full answer on. */
  pin(url: string, etag: string, headers: OutgoingHttpHeaders, body: string): void {
    if (this.entries.get(url)?.epoch === -1) return;
    this.entries.set(url, { epoch: -1, storedAt: Date.now(), etag, headers: this.replayable(headers), body: Buffer.from(body), wire: {} });
  }

  private replayable(headers: OutgoingHttpHeaders): OutgoingHttpHeaders {
    const kept: OutgoingHttpHeaders = {};
    for (const [k, v] of Object.entries(headers)) if (!PER_RESPONSE.has(k.toLowerCase()) && v !== undefined) kept[k] = v;
    return kept;
  }

  private secure(req: IncomingMessage): boolean {
    if ((req.socket as { encrypted?: boolean }).encrypted) return true;
    if (!this.opts.trustProxy(req.socket.remoteAddress, 0)) return false;
    const proto = req.headers['x-forwarded-proto'];
    return typeof proto === 'string' && proto.split(',')[0]!.trim() === 'https';
  }

  /** Answers the request from the copy and returns true, or returns false for the full chain. */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    if (req.method !== 'GET' || !req.url || req.headers.authorization) return false;
    const entry = this.entries.get(req.url);
    if (!entry) return false;
    const pinned = entry.epoch === -1;
    if (!pinned && (entry.epoch !== this.epochNow || !this.opts.live())) return false;
    if (!pinned && Date.now() - entry.storedAt > this.opts.ttlMs) {
      this.entries.delete(req.url);
      return false;
    }
    const cookies = req.headers.cookie;
    // a session (valid, expired or forged) is the session middleware's to judge
    if (cookieNamed(cookies, SESSION_COOKIE) !== undefined) return false;
    const enc = entry.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    if (!enc) return false;

    const incoming = req.headers['x-request-id'];
    const id = typeof incoming === 'string' && isValidRequestId(incoming) ? incoming : randomUUID();
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'x-request-id': id,
      vary: 'Accept-Encoding',
      etag: entry.etag,
    };
    if (!pinned) headers['x-cache'] = 'HIT';
    if (!hasValidCsrfCookie(cookieNamed(cookies, CSRF_COOKIE))) headers['set-cookie'] = csrfCookieHeader(this.secure(req));
    const match = req.headers['if-none-match'];
    if (match && match.split(',').some((t) => t.trim() === entry.etag || t.trim() === '*')) {
      res.writeHead(304, headers);
      res.end();
    } else {
      const wire = (entry.wire[enc] ??= (
        enc === 'gzip' ? gzipSync(entry.body) : enc === 'br' ? brotliCompressSync(entry.body) : entry.body
      ).toString('latin1'));
      if (enc !== 'identity') headers['content-encoding'] = enc;
      headers['content-length'] = wire.length;
      res.writeHead(200, headers);
      res.end(wire, 'latin1');
    }
    if (pinned) return true;
    if (++this.hits % LOG_EVERY === 1)
      this.opts.logger.debug({ hits: this.hits, url: req.url }, 'cached public reads answered before the chain (1 in 1000 logged)');
    return true;
  }
}
