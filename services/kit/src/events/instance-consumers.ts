import { randomBytes } from 'node:crypto';
import { hostname } from 'node:os';
import type { Consumer, ConsumerMessages, JsMsg } from '@nats-io/jetstream';
import { producerOf } from '@trap/contracts';
import type { Model } from 'mongoose';
import { runWithRequestId, type Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';
import type { DeadLetter } from './event-records.ts';
import { readEvent, type Subscription } from './subscription.ts';
import type { ConsumerMetrics } from '../metrics.ts';
import { pause } from './pause.ts';

export interface InstanceConsumerOptions {
  bus: EventBus;
  logger: Logger;
  service: string;
  /** the 'instance' subscriptions only */
  subscriptions: Subscription[];
  /** where an event no attempt could handle is recorded (best effort); without one (the bff has no database) it is logged only */
  deadLetters?: Model<DeadLetter>;
  maxDeliver: number;
  backoffMs: number[];
  /** counts dead letters (by subscription, without the replica's name) */
  metrics?: ConsumerMetrics;
  /** producers whose streams are followed besides the subscriptions' (a follower reading every event through onMessage) */
  producers?: readonly string[];
  /** every message of a followed stream, as it comes and before its subscription (the bff's cache followers); a throw is logged */
  onMessage?(producer: string, msg: { subject: string; data: Uint8Array; seq: number }): Promise<void> | void;
  /** a feed's consumer opened ('attached'), or the feed ended or failed ('detached': it opens again after `reopenMs`) */
  onFeed?(producer: string, state: 'attached' | 'detached'): Promise<void> | void;
  /** the pause before a broken feed opens again (default 1 s) */
  reopenMs?: number;
}

/** One producer's stream as this replica follows it: every subject of the stream, in order. */
interface Feed {
  producer: string;
  stream: string;
  /** namespaced subject -> its subscription; other subjects of the stream are passed over */
  handlers: Map<string, Subscription>;
  /** the next stream sequence to handle; set by takePositions() */
  nextSeq?: number;
  consumer?: Consumer;
  messages?: ConsumerMessages;
}

const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * Per-replica delivery for in-memory read models: each replica follows each producer's stream with an
 * ordered consumer of its own (ephemeral, in server memory, no acks; the server drops it once the
 * replica has been gone for its inactive threshold), so every replica sees every event. One feed per
 * stream rather than per subject keeps a producer's events in their stream order (an item's deleted
 * event never overtakes its published one).
 *
 * Start-up without a gap: takePositions() notes each stream's last sequence, the service then loads
 * its model from the database (ServiceParts.warmUp), and start() follows from the noted sequence + 1.
 * An event published before the note belongs to a write the load already sees; one published after
 * it is delivered, even when the load saw its write too, so handlers must be idempotent (they are
 * applied in order, so the model ends on the newest state either way).
 *
 * A handler that throws is retried in place with the backoff (later events of the stream wait, to
 * keep the order), and after maxDeliver attempts the event is logged and stored as a dead letter
 * naming this replica, and the feed moves on.
 */
export class InstanceConsumers {
  /** names this replica's consumers and dead letters */
  readonly instance = `${hostname()}-${process.pid}-${randomBytes(3).toString('hex')}`;
  private readonly feeds: Feed[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly stopSignal = new AbortController();
  private opened = 0;

  private readonly opts: InstanceConsumerOptions;
  constructor(opts: InstanceConsumerOptions) {
    this.opts = opts;
    const byStream = new Map<string, Feed>();
    const feedOf = (producer: string): Feed => {
      const stream = opts.bus.stream(producer);
      let feed = byStream.get(stream);
      if (!feed) {
        feed = { producer, stream, handlers: new Map() };
        byStream.set(stream, feed);
        this.feeds.push(feed);
      }
      return feed;
    };
    for (const producer of opts.producers ?? []) feedOf(producer);
    for (const sub of opts.subscriptions) {
      const feed = feedOf(producerOf(sub.event.subject));
      const subject = opts.bus.subject(sub.event.subject);
      if (feed.handlers.has(subject)) throw new Error(`two per-instance subscriptions to ${sub.event.subject}`);
      feed.handlers.set(subject, sub);
    }
  }

  private get stopped(): boolean {
    return this.stopSignal.signal.aborted;
  }

  /** Notes where each followed stream ends now; what is published afterwards will be delivered. Once only. */
  async takePositions(): Promise<void> {
    for (const feed of this.feeds) {
      if (feed.nextSeq !== undefined) continue;
      const info = await this.opts.bus.jsm.streams.info(feed.stream);
      feed.nextSeq = info.state.last_seq + 1;
    }
  }

  async start(): Promise<void> {
    await this.takePositions();
    for (const feed of this.feeds) {
      // Opened here so that a start-up problem fails start().
      const first = await this.open(feed);
      this.loops.push(this.loop(feed, first));
    }
  }

  private async open(feed: Feed): Promise<ConsumerMessages> {
    const { bus, service } = this.opts;
    // A new name each time: a consumer left behind by a broken feed cannot clash with its successor.
    const consumer = await bus.js.consumers.get(feed.stream, {
      name_prefix: `${service}_${feed.producer}_${this.instance.replace(/[^A-Za-z0-9_-]/g, '_')}_${++this.opened}`,
      filter_subjects: bus.subject(`${feed.producer}.>`),
      opt_start_seq: feed.nextSeq,
    });
    const messages = await consumer.consume({ max_messages: 64 });
    feed.consumer = consumer;
    feed.messages = messages;
    return messages;
  }

  private async loop(feed: Feed, first: ConsumerMessages): Promise<void> {
    const { logger } = this.opts;
    let messages: ConsumerMessages | undefined = first;
    while (!this.stopped) {
      let attached = false;
      try {
        messages ??= await this.open(feed);
        attached = true;
        await this.told(feed, 'attached');
        for await (const msg of messages) {
          if (this.stopped) break;
          try {
            await this.handle(feed, msg);
          } catch (err) {
            logger.error({ err, stream: feed.stream, seq: msg.seq }, 'per-instance event step failed');
          }
          feed.nextSeq = msg.seq + 1;
          if (this.stopped) break;
        }
      } catch (err) {
        if (!this.stopped) logger.error({ err, stream: feed.stream }, 'per-instance event feed failed; restarting');
      }
      // The client recreates an ordered consumer by itself after a reconnect; when it gives up, the
      // feed starts a new one from the next sequence it has not handled.
      const broken = feed.consumer;
      messages = undefined;
      feed.messages = undefined;
      if (!this.stopped) {
        if (attached) await this.told(feed, 'detached');
        broken?.delete().catch(() => false);
        await this.pause(this.opts.reopenMs ?? 1000);
      }
    }
  }

  /** Tells onFeed; a failure there is logged, and the feed goes on. */
  private async told(feed: Feed, state: 'attached' | 'detached'): Promise<void> {
    try {
      await this.opts.onFeed?.(feed.producer, state);
    } catch (err) {
      this.opts.logger.error({ err, stream: feed.stream, state }, 'per-instance feed listener failed');
    }
  }

  private async handle(feed: Feed, msg: JsMsg): Promise<void> {
    await this.opts.onMessage?.(feed.producer, { subject: msg.subject, data: msg.data, seq: msg.seq });
    const sub = feed.handlers.get(msg.subject);
    if (!sub) return; // another event of the producer that this service does not follow per instance
    const { logger, service } = this.opts;
    const consumer = `${service}__${sub.event.subject.replace(/\./g, '_')}@${this.instance}`;
    const read = readEvent(msg, sub);
    if (!read.ok) {
      logger.error({ eventId: read.envelope?.id, subject: msg.subject, consumer, err: read.cause }, 'dead letter: ' + read.error);
      await this.storeDead(consumer, msg, read.envelope, read.error, 1);
      return;
    }
    const { envelope, data } = read;
    await runWithRequestId(envelope.requestId ?? envelope.id, async () => {
      for (let attempt = 1; ; attempt++) {
        try {
          await sub.handle(data, { ...envelope, data });
          return;
        } catch (err) {
          if (this.stopped) return; // the process is going away, and its memory with it
          if (attempt >= this.opts.maxDeliver) {
            logger.error({ err, eventId: envelope.id, subject: envelope.subject, consumer, deliveries: attempt }, 'dead letter');
            await this.storeDead(consumer, msg, envelope, errorText(err), attempt);
            return;
          }
          const delay = this.opts.backoffMs[Math.min(attempt - 1, this.opts.backoffMs.length - 1)]!;
          logger.warn({ err, eventId: envelope.id, consumer, deliveries: attempt, retryInMs: delay }, 'event handler failed; retrying');
          await this.pause(delay);
        }
      }
    });
  }

  private async storeDead(consumer: string, msg: JsMsg, envelope: unknown, error: string, deliveries: number): Promise<void> {
    this.opts.metrics?.deadLettered(consumer.split('@')[0]!);
    const eventId = (envelope as { id?: string } | undefined)?.id ?? 'unknown';
    await this.opts.deadLetters
      ?.create({ consumer, eventId, subject: msg.subject, envelope: envelope ?? msg.string(), error, deliveries, failedAt: new Date() })
      .catch((err: unknown) => this.opts.logger.error({ err, consumer }, 'could not store dead letter'));
  }

  private pause(ms: number): Promise<void> {
    return pause(ms, this.stopSignal.signal);
  }

  /** The stream sequence of the producer's last event this replica has handled (or passed over); undefined before its position is taken. */
  handledSeq(producer: string): number | undefined {
    const feed = this.feeds.find((f) => f.producer === producer);
    return feed?.nextSeq === undefined ? undefined : feed.nextSeq - 1;
  }

  /** Events published to the followed streams that this replica has not handled yet. */
  async backlog(): Promise<number> {
    return (await this.lagByStream()).reduce((total, f) => total + f.lag, 0);
  }

  /** Per followed stream: the events this replica has not handled yet (feeds not started yet are left out). */
  async lagByStream(): Promise<{ stream: string; lag: number }[]> {
    const out = [];
    for (const feed of this.feeds) {
      if (feed.nextSeq === undefined) continue;
      const info = await this.opts.bus.jsm.streams.info(feed.stream);
      out.push({ stream: feed.producer, lag: Math.max(0, info.state.last_seq - (feed.nextSeq - 1)) });
    }
    return out;
  }

  /** Stops the feeds; returns what the caller waits for (bounded by its own time limit). */
  stop(): Promise<unknown>[] {
    if (!this.stopped) this.stopSignal.abort();
    const closing = this.feeds.map(async (feed) => {
      await feed.messages?.close().catch(() => undefined);
      // gone with the replica anyway after the inactive threshold; removing it now is tidier
      await feed.consumer?.delete().catch(() => false);
    });
    return [...closing, ...this.loops];
  }
}
