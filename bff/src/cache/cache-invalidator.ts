import { CONTENT_EVENT_LIST } from '@trap/contracts';
import { connectEventBus, InstanceConsumers, type EventBus, type Logger } from '@trap/kit';
import { RetryLoop } from '../events/retry-loop.ts';

/** Only published/updated/deleted content changes public reads; a member's AMA reminder (and the like) does not. */
const PUBLIC_CHANGES = CONTENT_EVENT_LIST.map((e) => e.subject);

export interface CacheInvalidatorOptions {
  natsUrl: string;
  namespace: string;
  logger: Logger;
  /** the producer's stream to follow (default `content`) */
  stream?: string;
  /** the subjects of that stream that change public pages (default every content change) */
  subjects?: readonly string[];
  /** called once per content event (and once on attach, for events missed while detached) */
  invalidate(): Promise<void>;
  /** every event of the stream, as it is handled (a follower that keeps per-member state) */
  onEvent?(subject: string, data: Uint8Array): void;
  retryMs?: number;
}

/**
 * Follows every `content.>` event (or another producer's, `stream`) with the kit's per-replica feed
 * (InstanceConsumers: an ordered consumer of this replica's own, ephemeral, in the server's memory,
 * no acks, opened again from the next event not handled when the client gives it up) and invalidates
 * the cache for each change of public content. Every replica sees every event, so a replica's `live`
 * means "I see the changes myself": with one durable consumer shared by the replicas, an event handed
 * to a replica that then stalled or stopped waited out the ack wait (30 s) while every other replica,
 * attached and live, kept answering from the stale generation. The generation is shared in Redis, so
 * N replicas bump it N times per change: harmless.
 *
 * Until the feed is attached (NATS down, or the content stream not created yet), while it is broken
 * and while a bump fails (Redis), `live` is false and the cache is bypassed, so a missed event can
 * never leave a stale page behind; starting the feed is retried in the background, and every attach
 * bumps once for whatever happened while detached.
 */
export class CacheInvalidator {
  live = false;
  private bus?: EventBus;
  private feed?: InstanceConsumers;
  private stopped = false;
  private loop?: Promise<void>;
  /** starting the feed until it holds (NATS up, the stream created); its pauses end early on stop() */
  private readonly retry: RetryLoop;

  private readonly opts: CacheInvalidatorOptions;
  constructor(opts: CacheInvalidatorOptions) {
    this.opts = opts;
    this.retry = new RetryLoop({
      attempt: () => this.follow(),
      delayMs: () => this.retryMs,
      onError: (err) => opts.logger.debug({ err }, `${this.producer} cache invalidator not attached; retrying`),
      after: async () => {
        // a feed that did not start is dropped (and its consumer with it) before the next try
        const failed = this.feed;
        this.feed = undefined;
        if (failed) await Promise.all(failed.stop());
      },
    });
  }

  private get retryMs(): number {
    return this.opts.retryMs ?? 2000;
  }

  private get producer(): string {
    return this.opts.stream ?? 'content';
  }

  /** stream sequence of the last event of the stream this replica has handled (tests wait on it) */
  get handledSeq(): number {
    return this.feed?.handledSeq(this.producer) ?? 0;
  }

  start(): void {
    this.loop = this.retry.run();
  }

  /** Bumps the generation, retrying until it succeeds (or the invalidator stops); bypasses the cache meanwhile. */
  private async bump(): Promise<void> {
    while (!this.stopped) {
      try {
        await this.opts.invalidate();
        this.live = true;
        return;
      } catch (err) {
        if (this.live) this.opts.logger.warn({ err }, 'content cache invalidation failed; serving uncached until it succeeds');
        this.live = false;
        await this.retry.pause(this.retryMs);
      }
    }
  }

  /** One try: the stream's feed started (the kit keeps it from then on), or a throw to try again. */
  private async follow(): Promise<boolean> {
    const producer = this.producer;
    this.bus ??= await connectEventBus({
      url: this.opts.natsUrl,
      namespace: this.opts.namespace,
      name: `bff-${producer}-cache`,
      logger: this.opts.logger,
    });
    const bus = this.bus;
    if (this.stopped) return true; // stop() came while connecting: it closes the bus
    const changes = new Set((this.opts.subjects ?? PUBLIC_CHANGES).map((s) => bus.subject(s)));
    this.feed = new InstanceConsumers({
      bus,
      logger: this.opts.logger,
      service: `bff_${producer}_cache`,
      // the stream's every event comes to onMessage; no contract is checked, so no event is passed over
      subscriptions: [],
      producers: [producer],
      maxDeliver: 1,
      backoffMs: [this.retryMs],
      reopenMs: this.retryMs,
      onFeed: async (_producer, state) => {
        if (state === 'detached') this.live = false;
        else {
          // for whatever happened while detached (or before the feed's position was taken)
          await this.bump();
          this.opts.logger.info(`${producer} cache invalidator attached`);
        }
      },
      onMessage: async (_producer, msg) => {
        if (this.stopped) return;
        this.opts.onEvent?.(msg.subject, msg.data);
        if (changes.has(msg.subject)) await this.bump();
      },
    });
    // created by its producing service; the bff never creates streams (a missing one fails the try)
    await this.feed.start();
    return true;
  }

  /** For the metrics (event_feed_lag): events of the stream published that this replica has not handled yet. */
  async feedLag(): Promise<{ stream: string; lag: number }[]> {
    if (!this.feed || !this.live) return [];
    return this.feed.lagByStream();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    this.retry.stop();
    await this.loop?.catch(() => undefined);
    if (this.feed) await Promise.all(this.feed.stop());
    await this.bus?.close().catch(() => undefined);
  }
}
