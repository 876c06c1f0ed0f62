import { randomBytes } from 'node:crypto';
import { DeliverPolicy, type Consumer, type ConsumerMessages } from '@nats-io/jetstream';
import { CONTENT_EVENT_LIST } from '@trap/contracts';
import { connectEventBus, type EventBus, type Logger } from '@trap/kit';
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
 * Follows every `content.>` event (or another producer's, `stream`) with an ordered consumer of this replica's own (ephemeral, in the
 * server's memory, no acks, recreated by the client after a reconnect from the last sequence seen)
 * and invalidates the cache for each change of public content. Every replica sees every event, so a
 * replica's `live` means "I see the changes myself": with one durable consumer shared by the
 * replicas, an event handed to a replica that then stalled or stopped waited out the ack wait
 * (30 s) while every other replica, attached and live, kept answering from the stale generation.
 * The generation is shared in Redis, so N replicas bump it N times per change: harmless.
 *
 * Until the feed is attached (NATS down, or the content stream not created yet) and while a bump
 * fails (Redis), `live` is false and the cache is bypassed, so a missed event can never leave a
 * stale page behind; attaching is retried in the background, and attaching bumps once for whatever
 * happened while detached.
 */
export class CacheInvalidator {
  live = false;
  /** stream sequence of the last content event this replica has handled (tests wait on it) */
  handledSeq = 0;
  private readonly instance = randomBytes(4).toString('hex');
  private bus?: EventBus;
  private stopped = false;
  private loop?: Promise<void>;
  private consumer?: Consumer;
  private messages?: ConsumerMessages;
  /** attaching again after a feed ended or could not be had; its pauses end early on stop() */
  private readonly retry: RetryLoop;

  private readonly opts: CacheInvalidatorOptions;
  constructor(opts: CacheInvalidatorOptions) {
    this.opts = opts;
    this.retry = new RetryLoop({
      attempt: async () => {
        await this.attachAndFollow();
        return false;
      },
      delayMs: () => this.retryMs,
      onError: (err) => opts.logger.debug({ err }, `${opts.stream ?? 'content'} cache invalidator not attached; retrying`),
      after: async () => {
        this.live = false;
        // a feed the client gave up on is replaced by a new one (after a bump) rather than left behind
        await this.consumer?.delete().catch(() => false);
        this.consumer = undefined;
      },
    });
  }

  private get retryMs(): number {
    return this.opts.retryMs ?? 2000;
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

  private async attachAndFollow(): Promise<void> {
    const producer = this.opts.stream ?? 'content';
    this.bus ??= await connectEventBus({
      url: this.opts.natsUrl,
      namespace: this.opts.namespace,
      name: `bff-${producer}-cache`,
      logger: this.opts.logger,
    });
    const bus = this.bus;
    if (this.stopped) return; // stop() came while connecting: it closes the bus
    const stream = bus.stream(producer);
    // created by its producing service; the bff never creates streams
    const { state } = await bus.jsm.streams.info(stream);
    // what came before is covered by the bump below: the feed's lag counts from here
    this.handledSeq = Math.max(this.handledSeq, state.last_seq);
    // from now on: whatever came before is covered by the bump below, taken after the feed starts
    this.consumer = await bus.js.consumers.get(stream, {
      name_prefix: `bff_${producer}_cache_${this.instance}`,
      filter_subjects: bus.subject(`${producer}.>`),
      deliver_policy: DeliverPolicy.New,
    });
    const messages = await this.consumer.consume({ max_messages: 64 });
    this.messages = messages;
    if (this.stopped) return void (await messages.close().catch(() => undefined));
    await this.bump();
    this.opts.logger.info(`${producer} cache invalidator attached`);
    const changes = new Set((this.opts.subjects ?? PUBLIC_CHANGES).map((s) => bus.subject(s)));
    for await (const msg of messages) {
      if (this.stopped) break;
      this.opts.onEvent?.(msg.subject, msg.data);
      if (changes.has(msg.subject)) await this.bump();
      this.handledSeq = msg.seq;
    }
  }

  /** For the metrics (event_feed_lag): content events published that this replica has not handled yet. */
  async feedLag(): Promise<{ stream: string; lag: number }[]> {
    if (!this.bus || !this.live) return [];
    const producer = this.opts.stream ?? 'content';
    const { state } = await this.bus.jsm.streams.info(this.bus.stream(producer));
    return [{ stream: producer, lag: Math.max(0, state.last_seq - this.handledSeq) }];
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.live = false;
    this.retry.stop();
    await this.messages?.close().catch(() => undefined);
    await this.loop?.catch(() => undefined);
    // the loop has ended (and deleted its feed), so a connection it was still opening is assigned by now
    await this.bus?.close().catch(() => undefined);
  }
}
