import { AckPolicy, DeliverPolicy, type ConsumerMessages, type JsMsg } from '@nats-io/jetstream';
import { Schema, type Connection, type Model } from 'mongoose';
import { envelopeSchema, producerOf, type Envelope, type EventDefinition } from '@trap/contracts';
import type { z } from 'zod';
import { runWithRequestId, type Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';

export type EventHandler<T = unknown> = (data: T, envelope: Envelope<T>) => Promise<void>;

export interface Subscription<T extends z.ZodType = z.ZodType> {
  event: EventDefinition<string, T>;
  handle: EventHandler<z.infer<T>>;
}

/** Typed pairing of an event contract and its handler, for a service's subscriptions list. */
export const on = <T extends z.ZodType>(event: EventDefinition<string, T>, handle: EventHandler<z.infer<T>>): Subscription =>
  ({ event, handle }) as unknown as Subscription;

interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  subject: string;
  processedAt: Date;
}
interface DeadLetter {
  consumer: string;
  eventId: string;
  subject: string;
  envelope: unknown;
  error: string;
  deliveries: number;
  failedAt: Date;
}

export function consumerModels(conn: Connection): { processed: Model<ProcessedEvent>; dead: Model<DeadLetter> } {
  const processed =
    (conn.models.ProcessedEvent as Model<ProcessedEvent>) ??
    conn.model<ProcessedEvent>(
      'ProcessedEvent',
      new Schema<ProcessedEvent>(
        { _id: String, consumer: String, eventId: String, subject: String, processedAt: Date },
        { collection: 'processed_events', versionKey: false },
      ),
    );
  const dead =
    (conn.models.DeadLetter as Model<DeadLetter>) ??
    conn.model<DeadLetter>(
      'DeadLetter',
      new Schema<DeadLetter>(
        {
          consumer: String,
          eventId: String,
          subject: String,
          envelope: Schema.Types.Mixed,
          error: String,
          deliveries: Number,
          failedAt: Date,
        },
        { collection: 'dead_letters', versionKey: false },
      ),
    );
  return { processed, dead };
}

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
}

/**
 * Durable pull consumers with explicit ack, one per subscribed subject. Each event is handled once
 * per consumer: a marker keyed by (consumer, event id) is written after the handler succeeds, and a
 * redelivered event with a marker is acknowledged without running again. Handlers must still be
 * idempotent, because a crash between handler and marker replays the event. Failures are retried
 * with backoff and end as a logged, stored dead letter; nothing is silently acknowledged.
 */
export class EventConsumers {
  private readonly streams: ConsumerMessages[] = [];
  private readonly loops: Promise<void>[] = [];
  private readonly models;
  private stopped = false;

  constructor(private readonly opts: ConsumerOptions) {
    this.models = consumerModels(opts.conn);
  }

  async start(): Promise<void> {
    const { bus, service } = this.opts;
    const maxDeliver = this.opts.maxDeliver ?? 6;
    for (const sub of this.opts.subscriptions) {
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
      const consumer = await bus.js.consumers.get(stream, durable);
      const messages = await consumer.consume({ max_messages: 64 });
      this.streams.push(messages);
      this.loops.push(this.loop(messages, sub, durable, maxDeliver));
    }
  }

  private async loop(messages: ConsumerMessages, sub: Subscription, durable: string, maxDeliver: number): Promise<void> {
    for await (const msg of messages) {
      await this.handle(msg, sub, durable, maxDeliver);
      if (this.stopped) break;
    }
  }

  private async handle(msg: JsMsg, sub: Subscription, durable: string, maxDeliver: number): Promise<void> {
    const { logger } = this.opts;
    let envelope: Envelope;
    try {
      envelope = envelopeSchema.parse(msg.json()) as Envelope;
    } catch (err) {
      logger.error({ err, subject: msg.subject, consumer: durable }, 'dead letter: unreadable event');
      await this.deadLetter(durable, msg, undefined, err as Error);
      msg.term();
      return;
    }
    const markerId = `${durable}:${envelope.id}`;
    await runWithRequestId(envelope.requestId ?? envelope.id, async () => {
      try {
        if (await this.models.processed.exists({ _id: markerId })) {
          msg.ack();
          return;
        }
        const data = sub.event.schema.parse(envelope.data);
        await sub.handle(data, { ...envelope, data });
        await this.models.processed
          .create({ _id: markerId, consumer: durable, eventId: envelope.id, subject: envelope.subject, processedAt: new Date() })
          .catch((err: { code?: number }) => {
            if (err.code !== 11000) throw err;
          });
        msg.ack();
      } catch (err) {
        const deliveries = msg.info.deliveryCount;
        if (deliveries >= maxDeliver) {
          logger.error({ err, eventId: envelope.id, subject: envelope.subject, consumer: durable, deliveries }, 'dead letter');
          await this.deadLetter(durable, msg, envelope, err as Error);
          msg.term();
        } else {
          const backoff = this.opts.backoffMs ?? [200, 1000, 5000, 15000, 30000];
          const delay = backoff[Math.min(deliveries - 1, backoff.length - 1)]!;
          logger.warn({ err, eventId: envelope.id, consumer: durable, deliveries, retryInMs: delay }, 'event handler failed; retrying');
          msg.nak(delay);
        }
      }
    });
  }

  private async deadLetter(consumer: string, msg: JsMsg, envelope: Envelope | undefined, err: Error): Promise<void> {
    await this.models.dead
      .create({
        consumer,
        eventId: envelope?.id ?? 'unknown',
        subject: msg.subject,
        envelope: envelope ?? msg.string(),
        error: err.message,
        deliveries: msg.info.deliveryCount,
        failedAt: new Date(),
      })
      .catch((e) => this.opts.logger.error({ err: e }, 'could not store dead letter'));
  }

  async stop(): Promise<void> {
    this.stopped = true;
    for (const s of this.streams) await s.close().catch(() => {});
    await Promise.allSettled(this.loops);
  }
}
