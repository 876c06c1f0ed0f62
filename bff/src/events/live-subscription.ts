import { connectEventBus, type EventBus, type Logger } from '@trap/kit';
import { backoffMs, RetryLoop } from './retry-loop.ts';

export interface LiveSubscriptionOptions {
  natsUrl: string;
  namespace: string;
  logger: Logger;
  /** the NATS connection's name ('bff-sse') */
  name: string;
  /** the subject, without the namespace ('live.shoots.>') */
  subject: string;
  /** what the logs call it ('live shoots') */
  what: string;
  /** each core message, with the bus it came on (for its namespaced subjects) */
  onMessage(msg: { subject: string; data: Uint8Array }, bus: EventBus): void;
  /** the subscription came into place, or the connection dropped or came back (messages may have been missed) */
  onReset?(): void;
}

/**
 * One core NATS subscription of the bff's live streams. NATS may come up after the bff, so it
 * connects and subscribes in the background, again after a back-off until it holds, instead of
 * failing start-up; once it holds, the NATS client's own reconnects keep it.
 */
export class LiveSubscription {
  private bus?: EventBus;
  private sub?: ReturnType<EventBus['nc']['subscribe']>;
  private readonly retry: RetryLoop;
  private readonly connecting: Promise<void>;
  private closing?: Promise<void>;
  /** subscribed and connected: no message has been missed since `onReset` */
  attached = false;

  private readonly opts: LiveSubscriptionOptions;
  constructor(opts: LiveSubscriptionOptions) {
    this.opts = opts;
    this.retry = new RetryLoop({
      attempt: () => this.subscribe(),
      delayMs: backoffMs,
      onError: (err, n) => {
        if (n === 0) opts.logger.warn({ err }, `${opts.what}: NATS not reachable yet, retrying`);
      },
    });
    this.connecting = this.retry.run();
  }

  /** Resolves once the subscription is in place, or it was closed first (tests wait for it; requests never do). */
  ready(): Promise<void> {
    return this.connecting;
  }

  private async subscribe(): Promise<boolean> {
    const { natsUrl: url, namespace, name, logger } = this.opts;
    const bus = await connectEventBus({ url, namespace, name, logger });
    if (this.retry.isStopped) {
      // closed while connecting: close() could not see this connection
      await bus.close();
      return true;
    }
    this.bus = bus;
    try {
      this.sub = bus.nc.subscribe(bus.subject(this.opts.subject), {
        callback: (err, msg) => {
          if (err) return logger.warn({ err }, `${this.opts.what} subscription error`);
          this.opts.onMessage(msg, bus);
        },
      });
      await bus.nc.flush();
      this.attached = true;
      this.opts.onReset?.();
      void this.watch(bus);
      return true;
    } catch (err) {
      // the next try connects anew
      this.bus = this.sub = undefined;
      await bus.close().catch(() => undefined);
      throw err;
    }
  }

  /** Core messages sent while the connection was down are lost: whoever keeps state from them hears of it. */
  private async watch(bus: EventBus): Promise<void> {
    try {
      for await (const status of bus.nc.status()) {
        const type = String((status as { type?: unknown }).type);
        if (type === 'disconnect' || type === 'reconnect') {
          this.attached = type === 'reconnect';
          this.opts.onReset?.();
        }
      }
    } catch {
      // the connection closed
    }
    this.attached = false;
  }

  /** Stops trying, leaves the subject and closes the connection; safe to call twice. */
  close(): Promise<void> {
    return (this.closing ??= (async () => {
      this.retry.stop();
      this.attached = false;
      this.sub?.unsubscribe();
      await this.bus?.close();
    })());
  }
}
