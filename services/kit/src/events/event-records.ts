import { Schema, type Connection, type Model } from 'mongoose';

/*
 * What the consumers keep in the service's own database: processed_events (one marker per durable
 * consumer and event, the de-duplication of at-least-once delivery) and dead_letters (events a
 * handler could not take, for a human to look at). Both are dated, and retention.ts removes old ones.
 * On MongoDB 7 a TTL index (`expireAfterSeconds` on processedAt / failedAt) would do that removal by
 * itself; FerretDB 1.24 has no TTL indexes (CONVENTIONS), so the kit runs a cleanup job instead and
 * the plain indexes on the dates keep its delete cheap on MongoDB.
 */

export interface ProcessedEvent {
  _id: string;
  consumer: string;
  eventId: string;
  subject: string;
  processedAt: Date;
}
export interface DeadLetter {
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
        { _id: String, consumer: String, eventId: String, subject: String, processedAt: { type: Date, index: true } },
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
          failedAt: { type: Date, index: true },
        },
        { collection: 'dead_letters', versionKey: false },
      ),
    );
  return { processed, dead };
}
