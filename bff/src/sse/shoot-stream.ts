import type { Request, RequestHandler, Response } from 'express';
import { LIVE_SHOOTS_SUBJECT } from '@trap/contracts';
import { connectEventBus, tooManyRequests, type EventBus, type Logger } from '@trap/kit';

const PATH = /^\/api\/shoots\/([a-f0-9]{24})\/stream$/;

export interface ShootStreamOptions {
  natsUrl: string;
  namespace: string;
  logger: Logger;
  heartbeatMs?: number;
  /** open streams this replica holds at most (a clubhouse TV, phones in the stands) */
  maxStreams?: number;
}

/**
 * The live leaderboard of a shoot (server-sent events, public): one NATS subscription to
 * `live.shoots.>` (the community service publishes the whole leaderboard after every change) fans
 * out to the open pages of that shoot as `event: leaderboard`. The frame is passed on as it came:
 * it is the community service's own computation. A page that reconnects reads the leaderboard once
 * (`event: ready`), so a frame lost in between costs nothing.
 */
export class ShootStream {
  private bus?: EventBus;
  private readonly clients = new Map<string, Set<Response>>();
  private heartbeat?: NodeJS.Timeout;
  private closed = false;
  private open = 0;
  private readonly connecting: Promise<void>;

  constructor(private readonly opts: ShootStreamOptions) {
    this.connecting = this.connect();
    this.heartbeat = setInterval(() => this.beat(), opts.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  ready(): Promise<void> {
    return this.connecting;
  }

  private async connect(): Promise<void> {
    for (let attempt = 0; !this.closed; attempt++) {
      try {
        const bus = await connectEventBus({
          url: this.opts.natsUrl,
          namespace: this.opts.namespace,
          name: 'bff-shoots',
          logger: this.opts.logger,
        });
        if (this.closed) return void (await bus.close());
        this.bus = bus;
        const prefix = bus.subject(`${LIVE_SHOOTS_SUBJECT}.`);
        bus.nc.subscribe(bus.subject(`${LIVE_SHOOTS_SUBJECT}.>`), {
          callback: (err, msg) => {
            if (err) return this.opts.logger.warn({ err }, 'live shoot subscription error');
            const targets = this.clients.get(msg.subject.slice(prefix.length));
            if (!targets?.size) return;
            const text = `event: leaderboard\ndata: ${new TextDecoder().decode(msg.data)}\n\n`;
            for (const res of targets) res.write(text);
          },
        });
        await bus.nc.flush();
        return;
      } catch (err) {
        if (attempt === 0) this.opts.logger.warn({ err }, 'live shoots: NATS not reachable yet, retrying');
        await new Promise((r) => setTimeout(r, Math.min(10_000, 500 * 2 ** attempt)).unref());
      }
    }
  }

  private beat(): void {
    for (const set of this.clients.values()) for (const res of set) res.write(`: heartbeat ${Date.now()}\n\n`);
  }

  /** GET /api/shoots/{id}/stream (public). */
  readonly handler: RequestHandler = (req: Request, res: Response, next) => {
    const match = req.method === 'GET' ? PATH.exec(req.path) : null;
    if (!match) return next();
    if (this.open >= (this.opts.maxStreams ?? 2000)) return next(tooManyRequests('Too many live leaderboards open: try again soon', 30));
    const shootId = match[1]!;
    res.status(200).set({
      'Content-Type': 'text/event-stream; charset=utf-8',
      'Cache-Control': 'no-store, no-transform',
      Connection: 'close',
      'X-Accel-Buffering': 'no',
    });
    res.flushHeaders();
    req.socket.setKeepAlive(true);
    req.socket.setTimeout(0);
    res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ connected: true })}\n\n`);
    let set = this.clients.get(shootId);
    if (!set) this.clients.set(shootId, (set = new Set()));
    set.add(res);
    this.open++;
    res.on('close', () => {
      this.open--;
      set.delete(res);
      if (!set.size) this.clients.delete(shootId);
    });
  };

  get size(): number {
    return this.open;
  }

  private closing?: Promise<void>;

  close(): Promise<void> {
    return (this.closing ??= (async () => {
      this.closed = true;
      if (this.heartbeat) clearInterval(this.heartbeat);
      for (const set of this.clients.values())
        for (const res of set) {
          res.end();
          res.socket?.destroySoon();
        }
      this.clients.clear();
      await this.bus?.close();
    })());
  }
}
