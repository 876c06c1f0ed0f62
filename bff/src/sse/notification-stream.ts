import type { Request, RequestHandler, Response } from 'express';
import { LIVE_NOTIFICATIONS_SUBJECT, liveNotificationSchema, type LiveNotification } from '@trap/contracts';
import { unauthenticated, type Logger, type SessionStore } from '@trap/kit';
import { LiveSubscription } from '../events/live-subscription.ts';
import { openEventStream } from './event-stream.ts';

const NOTIFICATION_STREAM_PATH = '/api/notifications/stream';

export interface NotificationStreamOptions {
  natsUrl: string;
  namespace: string;
  sessions: SessionStore;
  logger: Logger;
  /** comment frames that keep proxies from closing an idle stream; each also re-checks the session */
  heartbeatMs?: number;
  /** open streams one member may hold (tabs); the oldest is closed beyond it */
  maxPerUser?: number;
}

interface Client {
  res: Response;
  userId: string;
  sessionId: string;
  expiresAt: number;
}

/**
 * Server-sent events for live notifications. One NATS subscription to `live.notifications.>` (core
 * messages the notifications service and its worker publish on every change) fans out to the open
 * streams of the member each message names. Frames: `event: notification` with the message
 * without its userId as data (liveNotificationSchema: a created frame carries no count, it is one
 * more unread). A stream ends when the session is revoked or its token expires; EventSource
 * reconnects (with the refreshed cookie), and clients also poll the count, so a gap costs at most
 * one poll interval.
 */
export class NotificationStream {
  private readonly live: LiveSubscription;
  private readonly clients = new Map<string, Set<Client>>();
  private heartbeat?: NodeJS.Timeout;

  private readonly opts: NotificationStreamOptions;
  constructor(opts: NotificationStreamOptions) {
    this.opts = opts;
    this.live = new LiveSubscription({
      natsUrl: opts.natsUrl,
      namespace: opts.namespace,
      logger: opts.logger,
      name: 'bff-sse',
      subject: `${LIVE_NOTIFICATIONS_SUBJECT}.>`,
      what: 'live notifications',
      onMessage: (msg) => this.dispatch(msg.data),
    });
    this.heartbeat = setInterval(() => void this.beat(), opts.heartbeatMs ?? 25_000);
    this.heartbeat.unref();
  }

  /** Resolves once the NATS subscription is in place (tests wait for it; requests never do). */
  ready(): Promise<void> {
    return this.live.ready();
  }

  private dispatch(data: Uint8Array): void {
    let message: LiveNotification;
    try {
      message = liveNotificationSchema.parse(JSON.parse(new TextDecoder().decode(data)));
    } catch (err) {
      this.opts.logger.warn({ err }, 'malformed live notification dropped');
      return;
    }
    const targets = this.clients.get(message.userId);
    if (!targets?.size) return;
    const { userId: _userId, ...frame } = message;
    const text = `event: notification\ndata: ${JSON.stringify(frame)}\n\n`;
    for (const client of targets) client.res.write(text);
  }

  private async beat(): Promise<void> {
    const now = Date.now() / 1000;
    for (const set of this.clients.values()) {
      for (const client of set) {
        let active = client.expiresAt > now;
        if (active) active = await this.opts.sessions.isActive(client.sessionId).catch(() => true);
        if (active) client.res.write(`: heartbeat ${Date.now()}\n\n`);
        else client.res.end();
      }
    }
  }

  /** GET /api/notifications/stream, after the session middleware (which sets req.auth from the cookie). */
  readonly handler: RequestHandler = (req: Request, res: Response, next) => {
    if (req.path !== NOTIFICATION_STREAM_PATH) return next();
    if (req.method !== 'GET') return next();
    if (!req.auth) return next(unauthenticated());
    const client: Client = { res, userId: req.auth.userId, sessionId: req.auth.sessionId, expiresAt: req.auth.expiresAt };
    openEventStream(req, res);

    let set = this.clients.get(client.userId);
    if (!set) this.clients.set(client.userId, (set = new Set()));
    set.add(client);
    const max = this.opts.maxPerUser ?? 10;
    if (set.size > max) set.values().next().value?.res.end();
    // The token's end closes the stream; the browser reconnects with the refreshed cookie.
    const expiry = setTimeout(() => res.end(), Math.max(0, client.expiresAt * 1000 - Date.now()));
    expiry.unref();
    res.on('close', () => {
      clearTimeout(expiry);
      set.delete(client);
      if (!set.size) this.clients.delete(client.userId);
    });
  };

  /** Open streams (for readiness and tests). */
  get size(): number {
    let n = 0;
    for (const set of this.clients.values()) n += set.size;
    return n;
  }

  private closing?: Promise<void>;

  /** Ends every stream and leaves NATS; safe to call twice. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      if (this.heartbeat) clearInterval(this.heartbeat);
      // end, then drop the sockets: a shutdown must not wait for clients to hang up
      for (const set of this.clients.values())
        for (const client of set) {
          client.res.end();
          client.res.socket?.destroySoon();
        }
      this.clients.clear();
      await this.live.close();
    })());
  }
}
