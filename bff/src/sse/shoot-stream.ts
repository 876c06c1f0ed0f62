import type { Request, RequestHandler, Response } from 'express';
import { ERROR_CODES, LIVE_SHOOTS_SUBJECT } from '@trap/contracts';
import { AppError, clientKey, notFound, tooManyRequests, type Logger } from '@trap/kit';
import { LiveSubscription } from '../events/live-subscription.ts';
import { openEventStream } from './event-stream.ts';
import type { Replicas } from '../proxy/replicas.ts';

const PATH = /^\/api\/shoots\/([^/]+)\/stream$/;
const SHOOT_ID = /^[a-f0-9]{24}$/;

/** How long an answer about a shoot's existence is reused: shoots are never removed, unknown ids may be created soon. */
const KNOWN_MS = 10 * 60_000;
const UNKNOWN_MS = 10_000;
const KNOWN_MAX = 5000;

/**
 * Whether a shoot exists, from the community service that owns shoots: true, false (404), or
 * throws when the service did not answer.
 */
export type ShootExists = (shootId: string) => Promise<boolean>;

/** ShootExists through the community service's public read of one shoot (its replicas, in turn). */
export const shootExistsIn =
  (community: Replicas, timeoutMs: number): ShootExists =>
  async (shootId) => {
    const res = await community.fetch(`/api/shoots/${shootId}`, {
      headers: { accept: 'application/json' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.body?.cancel();
    if (res.status === 404) return false;
    if (res.ok) return true;
    throw new Error(`GET /api/shoots/${shootId} answered ${res.status}`);
  };

export interface ShootStreamOptions {
  natsUrl: string;
  namespace: string;
  logger: Logger;
  heartbeatMs?: number;
  /** open streams this replica holds at most (a clubhouse TV, phones in the stands) */
  maxStreams?: number;
  /** open streams one client address holds at most on this replica (a range's Wi-Fi is one address) */
  maxPerAddress?: number;
  /** asks the community service whether the shoot exists (a stream opens for real shoots only) */
  exists: ShootExists;
}

/**
 * The live leaderboard of a shoot (server-sent events, public): one NATS subscription to
 * `live.shoots.>` (the community service publishes the whole leaderboard after every change) fans
 * out to the open pages of that shoot as `event: leaderboard`. The frame is passed on as it came:
 * it is the community service's own computation. A page that reconnects reads the leaderboard once
 * (`event: ready`), so a frame lost in between costs nothing.
 */
export class ShootStream {
  private readonly live: LiveSubscription;
  private readonly clients = new Map<string, Set<Response>>();
  private heartbeat?: NodeJS.Timeout;
  private open = 0;
  /** streams open or being opened, per client address */
  private readonly perAddress = new Map<string, number>();
  /** the community service's recent answers: shoot id -> exists, until */
  private readonly known = new Map<string, { exists: boolean; until: number }>();

  private readonly opts: ShootStreamOptions;
  constructor(opts: ShootStreamOptions) {
    this.opts = opts;
    this.live = new LiveSubscription({
      natsUrl: opts.natsUrl,
      namespace: opts.namespace,
      logger: opts.logger,
      name: 'bff-shoots',
      subject: `${LIVE_SHOOTS_SUBJECT}.>`,
      what: 'live shoots',
      onMessage: (msg, bus) => {
        // live.shoots.<shoot id>
        const targets = this.clients.get(msg.subject.slice(bus.subject(`${LIVE_SHOOTS_SUBJECT}.`).length));
        if (!targets?.size) return;
        const text = `event: leaderboard\ndata: ${new TextDecoder().decode(msg.data)}\n\n`;
        for (const res of targets) res.write(text);
      },
    });
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  ready(): Promise<void> {
    return this.live.ready();
  }

  private beat(): void {
    for (const set of this.clients.values()) for (const res of set) res.write(`: heartbeat ${Date.now()}\n\n`);
  }

  /** Whether the shoot exists, from a recent answer or the community service (which may throw when down). */
  private async exists(shootId: string): Promise<boolean> {
    const hit = this.known.get(shootId);
    if (hit && hit.until > Date.now()) return hit.exists;
    const exists = await this.opts.exists(shootId);
    if (this.known.size >= KNOWN_MAX) this.known.clear();
    this.known.set(shootId, { exists, until: Date.now() + (exists ? KNOWN_MS : UNKNOWN_MS) });
    return exists;
  }

  /**
   * GET /api/shoots/{id}/stream (public). Refused before any stream opens: an id that is not a
   * shoot's or a shoot that does not exist (404), an address already holding its share of this
   * replica's streams, or the replica holding all it may (429). The address's slot is taken before
   * the community service is asked, so streams asked for at once are counted at once.
   */
  readonly handler: RequestHandler = (req: Request, res: Response, next) => {
    const match = req.method === 'GET' ? PATH.exec(req.path) : null;
    if (!match) return next();
    const shootId = match[1]!;
    if (!SHOOT_ID.test(shootId)) return next(notFound('Shoot'));
    if (this.open >= (this.opts.maxStreams ?? 2000)) return next(tooManyRequests('Too many live leaderboards open: try again soon', 30));
    const address = clientKey(req.ip);
    const held = this.perAddress.get(address) ?? 0;
    if (held >= (this.opts.maxPerAddress ?? 50))
      return next(tooManyRequests('Too many live leaderboards open from your address: close one and try again soon', 30));
    this.perAddress.set(address, held + 1);
    const release = () => {
      const left = (this.perAddress.get(address) ?? 1) - 1;
      if (left > 0) this.perAddress.set(address, left);
      else this.perAddress.delete(address);
    };
    this.exists(shootId).then(
      (exists) => {
        if (!exists) {
          release();
          return next(notFound('Shoot'));
        }
        if (req.destroyed || res.writableEnded) return release();
        this.stream(shootId, req, res, release);
      },
      (err: unknown) => {
        release();
        this.opts.logger.warn({ err, shootId }, 'live shoots: the community service did not say whether the shoot exists');
        next(
          new AppError(503, ERROR_CODES.unavailable, 'The live leaderboard is unavailable: try again soon', undefined, {
            'Retry-After': '5',
          }),
        );
      },
    );
  };

  private stream(shootId: string, req: Request, res: Response, release: () => void): void {
    openEventStream(req, res);
    let set = this.clients.get(shootId);
    if (!set) this.clients.set(shootId, (set = new Set()));
    set.add(res);
    this.open++;
    res.on('close', () => {
      this.open--;
      release();
      set.delete(res);
      if (!set.size) this.clients.delete(shootId);
    });
  }

  get size(): number {
    return this.open;
  }

  private closing?: Promise<void>;

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      for (const set of this.clients.values())
        for (const res of set) {
          res.end();
          res.socket?.destroySoon();
        }
      this.clients.clear();
      await this.live.close();
    })());
  }
}
