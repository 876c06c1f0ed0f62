import { randomUUID } from 'node:crypto';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { gzipSync, brotliCompressSync } from 'node:zlib';
import type { Request, RequestHandler, Response } from 'express';
import type { Redis } from 'ioredis';
import { isValidRequestId, SESSION_COOKIE, type AuthContext, type Logger } from '@trap/kit';
import { serviceForPath, SESSION_HINT_COOKIE, type ServiceName } from '@trap/contracts';
import { CSRF_COOKIE, hasValidCsrfCookie } from '../csrf/csrf.middleware.ts';
import { chooseEncoding, COMPRESS_FROM_BYTES, cookieNamed, PER_RESPONSE } from './hot-cache.ts';
import type { Replicas } from '../proxy/replicas.ts';

/**
 * A member's hot reads (their account, their unread count, their practice stats and first history
 * page): each answered once by its service, then from this replica's memory until the member, or an
 * event about the member, changes it. Paths only, queries are part of the key.
 */
const MEMBER_READ_PATHS: ReadonlyMap<string, ServiceName> = new Map([
  ['/api/user', 'auth'],
  ['/api/notifications/count', 'notifications'],
  ['/api/practice/stats', 'practice'],
  ['/api/practice/sessions', 'practice'],
]);

/** Safety net for a change no event names (a staff edit of a field outside auth.user.updated's snapshot, the day count moving on). */
const MEMBER_READ_TTL_MS = 30_000;
const MAX_ENTRIES = 5_000;
/** What the kept bodies may weigh together (each encoding made once counts too), oldest out beyond it. */
const MAX_BYTES = 64 * 1024 * 1024;
const MAX_TOKENS = 10_000;
const MAX_BODY_BYTES = 256 * 1024;
/** Sessions are refreshed by the chain once less than this share of their lifetime is left (session.middleware.ts). */
const REFRESH_AT_REMAINING = 0.5;

type Encoding = 'identity' | 'gzip' | 'br';

interface Entry {
  userId: string;
  service: ServiceName;
  /** the member's event epoch in this replica when the read began */
  epoch: number;
  /** the service's epoch when the read began (dropService moves it) */
  serviceEpoch: number;
  storedAt: number;
  headers: OutgoingHttpHeaders;
  body: Buffer;
  wire: Partial<Record<Encoding, string>>;
}

interface Upstream {
  status: number;
  type: string;
  cacheControl: string;
  body: Buffer;
}

/** A session cookie the full chain verified and found live: who it is, until when it may skip the chain. */
interface KnownToken {
  userId: string;
  sessionId: string;
  /** seconds; past this the chain must see it (it slides the session) */
  skipUntil: number;
}

const pathOf = (url: string) => {
  const q = url.indexOf('?');
  return q === -1 ? url : url.slice(0, q);
};

/**
 * The member read cache (docs/decisions.md "A member's hot reads"). A hit is answered before Express
 * from this replica's memory: no service, database or Redis call.
 *
 * Who: only session cookies the full chain verified (signature, expiry) and found live in Redis are
 * known here, until the point where the chain would slide the session; a revocation (logout, sign-out
 * of a device, suspension, password change: kit SessionStore) is announced on Redis pub/sub and
 * forgets the session (or all of the member's) at once; while that subscription is not in place
 * nothing is served from here, and when it comes back every known session is forgotten.
 *
 * Fresh: every write the member sends (any method but GET, HEAD, OPTIONS) drops their entries here
 * before it is forwarded and again when its answer comes back, and is announced to the other
 * replicas the same way; reads begun before the write are never kept. Changes by others come as
 * events: auth's and practice's events naming the member, and the live notification messages; an
 * event naming no member drops that service's entries, and a feed not attached bypasses them.
 * Entries are keyed by the verified user id, so one member's answer is never another's.
 */
export class MemberReads {
  private readonly entries = new Map<string, Entry>();
  private readonly tokens = new Map<string, KnownToken>();
  private readonly epochs = new Map<string, number>();
  /** bumped when a whole service's entries are dropped (a feed attached again, an event naming nobody) */
  private readonly serviceEpochs: Record<string, number> = {};
  private subscriber?: Redis;
  /** the revocation and write announcements are followed (else nothing is served from here) */
  private attached = false;
  /** the bytes the entries hold (bodies and the encodings made from them) */
  private bytes = 0;
  /** requests answered from memory since start */
  hits = 0;

  private readonly opts: {
    /** the bff's Redis (announcements are published on it; a connection of its own subscribes) */
    redis: Redis;
    prefix: string;
    /** kit SessionStore.revokedChannel */
    revokedChannel: string;
    services: Record<ServiceName, Replicas>;
    /** whether this replica sees the service's changes now (else its entries are bypassed) */
    live: (service: ServiceName) => boolean;
    timeoutMs: number;
    logger: Logger;
    ttlMs?: number;
  };
  constructor(opts: MemberReads['opts']) {
    this.opts = opts;
  }

  private get writesChannel(): string {
    return `${this.opts.prefix}member-reads:written`;
  }

  /** Follows the revocations and the other replicas' member writes (a connection of its own: a subscriber does nothing else). */
  start(): void {
    const sub = (this.subscriber = this.opts.redis.duplicate({ lazyConnect: false }));
    sub.on('ready', () => {
      void sub.subscribe(this.opts.revokedChannel, this.writesChannel).then(
        () => {
          // whatever was announced while not subscribed is unknown: start from nothing
          this.forgetEverything();
          this.attached = true;
        },
        (err: Error) => this.opts.logger.warn({ err: err.message }, 'member reads: could not subscribe'),
      );
    });
    for (const event of ['close', 'end', 'reconnecting'])
      sub.on(event, () => {
        this.attached = false;
      });
    sub.on('error', (err: Error) => this.opts.logger.debug({ err: err.message }, 'member reads: subscriber connection error'));
    sub.on('message', (channel: string, message: string) => {
      if (channel === this.writesChannel) return this.touch(message);
      if (message.startsWith('s:')) this.forgetSession(message.slice(2));
      else if (message.startsWith('u:')) this.forgetUser(message.slice(2));
    });
  }

  async stop(): Promise<void> {
    this.attached = false;
    this.subscriber?.disconnect();
  }

  private key = (userId: string, url: string) => `${userId} ${url}`;
  private weigh = (e: Entry) => e.body.length + Object.values(e.wire).reduce((n, w) => n + (w === undefined || w === e.wire.identity ? 0 : w.length), 0);
  private drop(k: string): void {
    const e = this.entries.get(k);
    if (!e) return;
    this.bytes -= this.weigh(e);
    this.entries.delete(k);
  }
  private epochOf = (userId: string) => this.epochs.get(userId) ?? 0;
  private serviceEpochOf = (service: ServiceName) => this.serviceEpochs[service] ?? 0;

  private forgetEverything(): void {
    this.tokens.clear();
    this.clear();
  }

  private forgetSession(sessionId: string): void {
    for (const [token, known] of this.tokens) if (known.sessionId === sessionId) this.tokens.delete(token);
  }

  private forgetUser(userId: string): void {
    for (const [token, known] of this.tokens) if (known.userId === userId) this.tokens.delete(token);
    this.touch(userId);
  }

  /** Something changed the member's data: their entries are not served again. */
  touch(userId: string): void {
    this.epochs.set(userId, this.epochOf(userId) + 1);
    for (const [k, e] of this.entries) if (e.userId === userId) this.drop(k);
  }

  /** Every entry of a service goes (its feed attached again, or an event that names no member). */
  dropService(service: ServiceName): void {
    this.serviceEpochs[service] = this.serviceEpochOf(service) + 1;
    for (const [k, e] of this.entries) if (e.service === service) this.drop(k);
  }

  /** An event of a followed stream: the member it names (userId) is touched; one naming nobody drops its service. */
  onEvent(service: ServiceName, data: Uint8Array): void {
    let userId: unknown;
    try {
      const envelope = JSON.parse(new TextDecoder().decode(data)) as { data?: { userId?: unknown }; userId?: unknown };
      userId = envelope.data?.userId ?? envelope.userId;
    } catch {
      userId = undefined;
    }
    if (typeof userId === 'string' && userId) this.touch(userId);
    else this.dropService(service);
  }

  /** Every entry goes (a feed attached again: what it missed is unknown). */
  clear(): void {
    for (const service of new Set([...MEMBER_READ_PATHS.values()])) this.dropService(service);
    for (const userId of this.epochs.keys()) this.epochs.set(userId, this.epochOf(userId) + 1);
  }

  /** A member's write: their entries go here and, announced, in every other replica. */
  private written(userId: string): Promise<unknown> {
    this.touch(userId);
    return this.opts.redis.publish(this.writesChannel, userId);
  }

  /**
   * Express middleware after the session middleware: a member's write drops their entries before it
   * goes on and when it is answered; a member's cacheable read is fetched from its service and kept.
   */
  readonly handler: RequestHandler = (req, res, next) => {
    const auth = req.auth;
    if (!auth) return next();
    if (req.method !== 'GET' && req.method !== 'HEAD' && req.method !== 'OPTIONS') {
      // this session is checked by the chain again after a write (a logout ends it here at once)
      this.forgetSession(auth.sessionId);
      const after = () => void this.written(auth.userId).catch(() => undefined);
      this.written(auth.userId).then(
        () => {
          // the answer's headers: dropped again before the browser can read it; close: an answer cut short
          const writeHead = res.writeHead;
          let done = false;
          res.writeHead = ((...args: Parameters<typeof res.writeHead>) => {
            if (!done) {
              done = true;
              after();
            }
            return writeHead.apply(res, args);
          }) as typeof res.writeHead;
          res.once('close', () => {
            if (!done) after();
          });
          next();
        },
        // Redis down: the write must not be kept from the member; the other replicas lost their subscription too
        (err: Error) => {
          this.opts.logger.warn({ err: err.message }, 'member write not announced');
          next();
        },
      );
      return;
    }
    if (req.method !== 'GET') return next();
    const service = MEMBER_READ_PATHS.get(req.path);
    if (!service || serviceForPath(req.path) !== service) return next();
    // a service that cannot be reached (down, restarting) is the proxy's to answer: its retries on the
    // other replicas and its quick 503 with the service's name, not a 500 from here
    void this.fill(req, res, auth, service).catch((err: unknown) => (res.headersSent ? next(err) : next()));
  };

  private async fill(req: Request, res: Response, auth: AuthContext, service: ServiceName): Promise<void> {
    const url = req.originalUrl;
    const k = this.key(auth.userId, url);
    const held = this.entries.get(k);
    if (held && this.usable(held)) {
      // another session of the same member (a second device): the chain has just verified it
      this.remember(req, auth);
      res.status(200).set(held.headers as Record<string, string>);
      return void res.set('X-Cache', 'HIT').send(held.body);
    }
    const epoch = this.epochOf(auth.userId);
    const serviceEpoch = this.serviceEpochOf(service);
    const live = this.attached && this.opts.live(service);
    // concurrent misses of one member's read (a page opened in two tabs, a burst) share one call to the service
    // (only reads begun at the same epochs: one begun before a write never answers a read begun after it)
    const flight = `${k} ${epoch} ${serviceEpoch}`;
    let pending = this.inFlight.get(flight);
    if (!pending) {
      pending = this.fetchRead(service, url, auth.token, req.headers['x-request-id']);
      this.inFlight.set(flight, pending);
      void pending.catch(() => undefined).finally(() => this.inFlight.delete(flight));
    }
    const upstream = await pending;
    const body = upstream.body;
    const type = upstream.type;
    res.status(upstream.status).set({ 'Content-Type': type, 'Cache-Control': upstream.cacheControl });
    if (
      upstream.status === 200 &&
      live &&
      type.startsWith('application/json') &&
      body.length <= MAX_BODY_BYTES &&
      epoch === this.epochOf(auth.userId) &&
      serviceEpoch === this.serviceEpochOf(service)
    ) {
      const kept: OutgoingHttpHeaders = {};
      for (const [name, v] of Object.entries(res.getHeaders())) if (!PER_RESPONSE.has(name.toLowerCase()) && v !== undefined) kept[name] = v;
      this.drop(k);
      this.entries.set(k, { userId: auth.userId, service, epoch, serviceEpoch, storedAt: Date.now(), headers: kept, body, wire: {} });
      this.bytes += body.length;
      this.trim();
      this.remember(req, auth);
    }
    res.set('X-Cache', 'MISS').send(body);
  }

  private readonly inFlight = new Map<string, Promise<Upstream>>();

  private async fetchRead(service: ServiceName, url: string, token: string, requestId: string | string[] | undefined): Promise<Upstream> {
    const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
    if (typeof requestId === 'string') headers['x-request-id'] = requestId;
    const res = await this.opts.services[service].fetch(url, { headers, signal: AbortSignal.timeout(this.opts.timeoutMs) });
    return {
      status: res.status,
      type: res.headers.get('content-type') ?? 'application/json; charset=utf-8',
      cacheControl: res.headers.get('cache-control') ?? 'no-store',
      body: Buffer.from(await res.arrayBuffer()),
    };
  }

  /** The chain verified this cookie and found its session live: later reads with it may skip the chain until it should slide. */
  private remember(req: Request, auth: AuthContext): void {
    if (!this.attached) return;
    const token = (req.cookies as Record<string, string> | undefined)?.[SESSION_COOKIE];
    if (!token || token !== auth.token || this.tokens.has(token)) return;
    const payload = token.split('.')[1];
    let iat = 0;
    try {
      iat = Number((JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { iat?: number }).iat) || 0;
    } catch {
      return;
    }
    if (!iat) return;
    const skipUntil = auth.expiresAt - (auth.expiresAt - iat) * REFRESH_AT_REMAINING;
    this.tokens.set(token, { userId: auth.userId, sessionId: auth.sessionId, skipUntil });
    if (this.tokens.size > MAX_TOKENS) this.tokens.delete(this.tokens.keys().next().value!);
  }

  /**
   * Before Express: a member's cacheable read with a known session cookie and a usable entry is
   * answered here (true); anything else returns false for the full chain.
   */
  serve(req: IncomingMessage, res: ServerResponse): boolean {
    const url = req.url;
    if (!this.attached || req.method !== 'GET' || !url || req.headers.authorization) return false;
    const service = MEMBER_READ_PATHS.get(pathOf(url));
    if (!service) return false;
    const cookies = req.headers.cookie;
    const token = cookieNamed(cookies, SESSION_COOKIE);
    if (!token) return false;
    const known = this.tokens.get(token);
    if (!known || Date.now() / 1000 >= known.skipUntil) return false;
    // the chain sets the session hint and the CSRF cookie when they are missing
    if (cookieNamed(cookies, SESSION_HINT_COOKIE) === undefined || !hasValidCsrfCookie(cookieNamed(cookies, CSRF_COOKIE))) return false;
    const entry = this.entries.get(this.key(known.userId, url));
    if (!entry || !this.usable(entry)) return false;
    const enc = entry.body.length >= COMPRESS_FROM_BYTES ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    if (!enc) return false;
    this.write(req, res, entry, enc);
    return true;
  }

  private usable(entry: Entry): boolean {
    return (
      this.attached &&
      entry.epoch === this.epochOf(entry.userId) &&
      entry.serviceEpoch === this.serviceEpochOf(entry.service) &&
      Date.now() - entry.storedAt <= (this.opts.ttlMs ?? MEMBER_READ_TTL_MS) &&
      this.opts.live(entry.service)
    );
  }

  private write(req: IncomingMessage, res: ServerResponse, entry: Entry, enc: Encoding): void {
    const incoming = req.headers['x-request-id'];
    const headers: OutgoingHttpHeaders = {
      ...entry.headers,
      'x-request-id': typeof incoming === 'string' && isValidRequestId(incoming) ? incoming : randomUUID(),
      'x-cache': 'HIT',
    };
    if (entry.body.length >= COMPRESS_FROM_BYTES) headers.vary = 'Accept-Encoding';
    let wire = entry.wire[enc];
    if (wire === undefined) {
      wire = entry.wire[enc] = (enc === 'gzip' ? gzipSync(entry.body) : enc === 'br' ? brotliCompressSync(entry.body) : entry.body).toString('latin1');
      // an entry dropped meanwhile is no longer counted
      if (enc !== 'identity' && this.entries.get(this.key(entry.userId, req.url!)) === entry) {
        this.bytes += wire.length;
        this.trim();
      }
    }
    if (enc !== 'identity') headers['content-encoding'] = enc;
    headers['content-length'] = wire.length;
    res.writeHead(200, headers);
    res.end(wire, 'latin1');
    this.hits++;
  }

  /** Oldest out while over the count or the byte budget. */
  private trim(): void {
    while (this.entries.size > MAX_ENTRIES || (this.bytes > MAX_BYTES && this.entries.size > 1)) this.drop(this.entries.keys().next().value!);
  }

  /** Entries held now (tests). */
  get size(): number {
    return this.entries.size;
  }

  /** Announcements followed (tests wait for it). */
  get ready(): boolean {
    return this.attached;
  }
}
