import { CONTENT_EVENT_LIST } from '@trap/contracts';
import { connectEventBus, type EventBus, type Logger } from '@trap/kit';

/** One durable consumer shared by every bff instance: the cache lives in the shared Redis, so one bump serves all. */
export const CACHE_CONSUMER = 'bff__content_cache';

/** Only published/updated/deleted content changes public reads; a member's AMA reminder (and the like) does not. */
const PUBLIC_CHANGES = CONTENT_EVENT_LIST.map((e) => e.subject);

export interface CacheInvalidatorOptions {
  natsUrl: string;
  namespace: string;
  logger: Logger;
  /** called once per content event (and once on attach, for events missed while detached) */
  invalidate(): Promise<void>;
  retryMs?: number;
}

/**
 * Listens to every `content.>` event through a durable JetStream consumer with explicit ack and
 * invalidates the cache for each. Invalidation is idempotent, so redelivery needs no de-duplication
 * markers (and the bff needs no database). Until the consumer is attached — NATS down, or the
 * content stream not created yet — `live` is false and the cache is bypassed, so a missed event can
 * never leave a stale page behind; attaching is retried in the background.
 */
export class CacheInvalidator {
  live = false;
  private bus?: EventBus;
  private stopped = false;
  private timer?: NodeJS.Timeout;
  private loop?: Promise<void>;
  private messages?: { stop(): void };
  /** ends a retry pause early on stop() */
  private wake?: () => void;

  constructor(private readonly opts: CacheInvalidatorOptions) {}

  start(): void {
    this.loop = this.run();
  }

  private async run(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.attachAndConsume();
      } catch (err) {
        if (!this.stopped) this.opts.logger.debug({ err }, 'content cache invalidator not attached; retrying');
      }
      this.live = false;
      if (this.stopped) break;
      await new Promise<void>((resolve) => {
        this.wake = resolve;
        this.timer = setTimeout(resolve, this.opts.retryMs ?? 2000);
        this.timer.unref();
      });
    }
  }

  private async attachAndConsume(): Promise<void> {
    this.bus ??= await connectEventBus({
      url: this.opts.natsUrl,
      namespace: this.opts.namespace,
      name: 'bff-content-cache',
      logger: this.opts.logger,
    });
    const bus = this.bus;
    if (this.stopped) return; // stop() came while connecting: it closes the bus
    const stream = bus.stream('content');
    // created by the content service; the bff never creates streams
    await bus.jsm.streams.info(stream);
    try {
      await bus.jsm.consumers.info(stream, CACHE_CONSUMER);
    } catch {
      await bus.jsm.consumers.add(stream, {
        durable_name: CACHE_CONSUMER,
        ack_policy: 'explicit' as never,
        // older events cannot make anything stale that the attach-time bump did not already clear
        deliver_policy: 'new' as never,
        filter_subject: bus.subject('content.>'),
        max_deliver: 10,
        ack_wait: 30_000_000_000,
      });
    }
    const consumer = await bus.js.consumers.get(stream, CACHE_CONSUMER);
    const messages = await consumer.consume({ max_messages: 64 });
    this.messages = messages;
    if (this.stopped) return messages.stop();
    await this.opts.invalidate();
    this.live = true;
    this.opts.logger.info('content cache invalidator attached');
    const changes = new Set(PUBLIC_CHANGES.map((s) => bus.subject(s)));
    for await (const msg of messages) {
      if (!changes.has(msg.subject)) {
        msg.ack();
        continue;
      }
      try {
        await this.opts.invalidate();
        msg.ack();
      } catch (err) {
        this.opts.logger.warn({ err }, 'content cache invalidation failed; will be redelivered');
        this.live = false; // serve uncached until an invalidation succeeds again
        msg.nak(1000);
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    if (this.timer) clearTimeout(this.timer);
    this.wake?.();
    this.messages?.stop();
    await this.loop?.catch(() => undefined);
    // the loop has ended, so a connection it was still opening is assigned by now
    await this.bus?.close().catch(() => undefined);
  }
}
