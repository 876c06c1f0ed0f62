import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import type { Connection } from 'mongoose';
import { producerOf, type Envelope } from '@trap/contracts';
import { runWithRequestId, type Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';
import { isDuplicateKeyError } from '../mongo.ts';
import { consumerModels } from './event-records.ts';
import { InstanceConsumers } from './instance-consumers.ts';
import { readEvent, type Subscription } from './subscription.ts';
import { mergeSubscriptions } from './merge-subscriptions.ts';
import type { ConsumerMetrics } from '../metrics.ts';
import { pause } from './pause.ts';

export interface ConsumerOptions {
  bus: EventBus;
  conn: Connection;
  logger: Logger;
  /** durable name prefix, normally the service name */
  service: string;
  subscriptions: Subscription[];
  maxDeliver?: number;
  /** redelivery delays in ms, by attempt */
  backoffMs?: number[];
  /** how long stop() waits for a handler still running before it lets go (default 10 s) */
  stopTimeoutMs?: number;
  /** counts redeliveries and dead letters */
  metrics?: ConsumerMetrics;
}

const DEFAULT_BACKOFF_MS = [200, 1000, 5000, 15000, 30000];
const DEFAULT_MAX_DELIVER = 6;
const errorText = (err: unknown) => (err instanceof Error ? err.message : String(err));

/**
 * A service's event consumers. 'instance' subscriptions go to InstanceConsumers (every replica gets
 * every event); the rest, the 'group' ones, are described here.
 *
 * Durable pull consumers with explicit ack, one per subscribed subject. Each event is handled once
 * per consumer: a marker keyed by (consumer, event id) is written after the handler succeeds, and a
 * redelivered event with a marker is acknowledged without running again. Handlers must still be
 * idempotent, because a crash between handler and marker replays the event. Failures are retried
 * with backoff and end as a logged, stored dead letter; nothing is silently acknowledged.
 * A failing handler never stops its loop, and a loop whose message stream breaks is restarted.
 */
export class EventConsumers {
  private readonly active = new Set<ConsumerMessages>();
  private readonly durables: { stream: string; durable: string }[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly models;
  private readonly stopSignal = new AbortController();
  private readonly instance: InstanceConsumers;

  private readonly opts: ConsumerOptions;
  constructor(opts: ConsumerOptions) {
    // two modules may subscribe to one event: one consumer per subject runs both handlers
    this.opts = opts;
    this.opts = { ...opts, subscriptions: mergeSubscriptions(opts.subscriptions) };
    this.models = consumerModels(opts.conn);
    this.instance = new InstanceConsumers({
      bus: opts.bus,
      logger: opts.logger,
      service: opts.service,
      subscriptions: opts.subscriptions.filter((s) => s.delivery === 'instance'),
      deadLetters: this.models.dead,
      maxDeliver: opts.maxDeliver ?? DEFAULT_MAX_DELIVER,
      backoffMs: opts.backoffMs?.length ? opts.backoffMs : DEFAULT_BACKOFF_MS,
      metrics: opts.metrics,
    });
  }

  /**
   * Notes where the per-instance subscriptions' streams end now, so that start() delivers exactly
   * what is published from here on. Call it before loading an in-memory model from the database;
   * start() takes the positions itself when nobody did.
   */
  takeLivePositions(): Promise<void> {
    return this.instance.takePositions();
  }

  private get stopped(): boolean {
    return this.stopSignal.signal.aborted;
  }

  async start(): Promise<void> {
    const { bus, service } = this.opts;
    const maxDeliver = this.opts.maxDeliver ?? DEFAULT_MAX_DELIVER;
    for (const sub of this.opts.subscriptions) {
      if (sub.delivery === 'instance') continue;
      const stream = bus.stream(producerOf(sub.event.subject));
      const durable = `${service}__${sub.event.subject.replace(/\./g, '_')}`;
      const config = {
        durable_name: durable,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        filter_subject: bus.subject(sub.event.subject),
        max_deliver: maxDeliver,
        ack_wait: 30_000_000_000,
      };
      try {
        await bus.jsm.consumers.info(stream, durable);
      } catch {
        await bus.jsm.consumers.add(stream, config);
      }
      this.durables.push({ stream, durable });
      // Open the first message stream here so that a start-up problem fails start().
      const first = await this.open(stream, durable);
      this.loops.push(this.loop(first, stream, sub, durable, maxDeliver));
    }
    await this.instance.start();
  }

  private async open(stream: string, durable: string): Promise<ConsumerMessages> {
    const consumer = await this.opts.bus.js.consumers.get(stream, durable);
    const messages = await consumer.consume({ max_messages: 64 });
    this.active.add(messages);
    return messages;
  }

  private async loop(first: ConsumerMessages, stream: string, sub: Subscription, durable: string, maxDeliver: number): Promise<void> {
    const { logger } = this.opts;
    let messages: ConsumerMessages | undefined = first;
    while (!this.stopped) {
      try {
        messages ??= await this.open(stream, durable);
        for await (const msg of messages) {
          if (this.stopped) break;
          try {
            await this.handle(msg, sub, durable, maxDeliver);
          } catch (err) {
            // handle() settles every message itself; this is a last line so the loop never dies
            logger.error({ err, consumer: durable }, 'event consumer step failed');
          }
          if (this.stopped) break;
        }
      } catch (err) {
        if (!this.stopped) logger.error({ err, consumer: durable }, 'event consumer stream failed; restarting');
      } finally {
        if (messages) this.active.delete(messages);
        messages = undefined;
      }
      if (!this.stopped) await this.pause(1000);
    }
  }

  private pause(ms: number): Promise<void> {
    return pause(ms, this.stopSignal.signal);
  }

  private async handle(msg: JsMsg, sub: Subscription, durable: string, maxDeliver: number): Promise<void> {
    const { logger } = this.opts;
    if (msg.info.deliveryCount > 1) this.opts.metrics?.redelivered(durable);
    const read = readEvent(msg, sub);
    if (!read.ok) {
      // Retrying cannot fix an unreadable event or a payload that breaks its contract.
      logger.error(
        { eventId: read.envelope?.id, subject: msg.subject, consumer: durable, err: read.cause },
        read.envelope ? 'dead letter: payload breaks its contract' : 'dead letter: unreadable event',
      );
      await this.settleDead(msg, durable, read.envelope, read.error);
      return;
    }
    const { envelope, data } = read;
    const markerId = `${durable}:${envelope.id}`;
    await runWithRequestId(envelope.requestId ?? envelope.id, async () => {
      try {
        if (await this.models.processed.exists({ _id: markerId })) {
          settle(() => msg.ack());
          return;
        }
        await sub.handle(data, { ...envelope, data });
        await this.models.processed
          .create({ _id: markerId, consumer: durable, eventId: envelope.id, subject: envelope.subject, processedAt: new Date() })
          .catch((err: unknown) => {
            if (!isDuplicateKeyError(err)) throw err;
          });
        settle(() => msg.ack());
      } catch (err) {
        const deliveries = msg.info.deliveryCount;
        if (deliveries >= maxDeliver) {
          logger.error({ err, eventId: envelope.id, subject: envelope.subject, consumer: durable, deliveries }, 'dead letter');
          await this.settleDead(msg, durable, envelope, errorText(err));
        } else {
          const delay = this.backoff(deliveries);
          logger.warn({ err, eventId: envelope.id, consumer: durable, deliveries, retryInMs: delay }, 'event handler failed; retrying');
          settle(() => msg.nak(delay));
        }
      }
    });
  }

  private backoff(deliveries: number): number {
    const backoff = this.opts.backoffMs?.length ? this.opts.backoffMs : DEFAULT_BACKOFF_MS;
    return backoff[Math.min(Math.max(deliveries - 1, 0), backoff.length - 1)]!;
  }

  /**
   * Stores the dead letter, then terminates the message. When even the dead letter cannot be
   * stored (database down), the message is retried later instead, so no event is lost.
   */
  private async settleDead(msg: JsMsg, consumer: string, envelope: Envelope | undefined, error: string): Promise<void> {
    try {
      await this.models.dead.create({
        consumer,
        eventId: envelope?.id ?? 'unknown',
        subject: msg.subject,
        envelope: envelope ?? msg.string(),
        error,
        deliveries: msg.info.deliveryCount,
        failedAt: new Date(),
      });
      this.opts.metrics?.deadLettered(consumer);
      // No reason text: nats-server 2.9 does not understand `+TERM <reason>` and would not terminate.
      settle(() => msg.term());
    } catch (err) {
      this.opts.logger.error({ err, consumer }, 'could not store dead letter; will retry the event');
      const backoff = this.opts.backoffMs?.length ? this.opts.backoffMs : DEFAULT_BACKOFF_MS;
      settle(() => msg.nak(backoff[backoff.length - 1]));
    }
  }

  /**
   * Messages not yet settled across this service's durable consumers: waiting to be delivered or
   * delivered and not yet acknowledged (a retry waiting out its backoff counts), plus the events
   * this replica's per-instance feeds have not handled yet. 0 means idle.
   */
  async backlog(): Promise<number> {
    let total = await this.instance.backlog();
    for (const { stream, durable } of this.durables) {
      const info = await this.opts.bus.jsm.consumers.info(stream, durable);
      total += info.num_pending + info.num_ack_pending;
    }
    return total;
  }

  /**
   * Each durable consumer's messages not yet delivered (`pending`) and delivered but not yet
   * acknowledged (`ackPending`), from one consumer-info request each (read when metrics are scraped).
   */
  /** This replica's own feeds (per-instance subscriptions): events not handled yet, per producer's stream. */
  feedLag(): Promise<{ stream: string; lag: number }[]> {
    return this.instance.lagByStream();
  }

  async lag(): Promise<{ consumer: string; pending: number; ackPending: number }[]> {
    const out = [];
    for (const { stream, durable } of this.durables) {
      const info = await this.opts.bus.jsm.consumers.info(stream, durable);
      out.push({ consumer: durable, pending: info.num_pending, ackPending: info.num_ack_pending });
    }
    return out;
  }

  /**
   * Stops pulling and waits for the handlers in flight, but never longer than stopTimeoutMs: an
   * unacknowledged message is redelivered after ack_wait, so letting go is safe.
   */
  async stop(): Promise<void> {
    if (!this.stopped) this.stopSignal.abort();
    const closing = [...[...this.active].map((m) => m.close().catch(() => undefined)), ...this.instance.stop()];
    let timer: NodeJS.Timeout | undefined;
    await Promise.race([
      Promise.allSettled([...closing, ...this.loops]),
      new Promise((resolve) => {
        timer = setTimeout(resolve, this.opts.stopTimeoutMs ?? 10_000);
      }),
    ]);
    clearTimeout(timer);
  }
}

/** ack/nak/term publish on the connection, which throws once it is closed; the server redelivers then. */
function settle(fn: () => void): void {
  try {
    fn();
  } catch {
    // connection closed or draining: the message stays unacknowledged and comes back
  }
}
