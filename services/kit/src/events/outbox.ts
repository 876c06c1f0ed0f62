import { randomUUID } from 'node:crypto';
import type { Model } from 'mongoose';
import type { EventDefinition, Envelope } from '@trap/contracts';
import type { z } from 'zod';
import { currentRequestId, type Logger } from '../logger.ts';
import type { EventBus } from './bus.ts';

/**
 * Transactional outbox without multi-document transactions: pending events live in an `_outbox`
 * array on the very document that changed, so the change and its event are one single-document
 * write. The relay publishes them with Nats-Msg-Id = event id and then pulls them off; a crash in
 * between republishes the same id, which JetStream's duplicate window and the consumers'
 * de-duplication absorb.
 */
export interface OutboxEntry {
  id: string;
  subject: string;
  version: number;
  occurredAt: string;
  requestId?: string;
  data: unknown;
}

export const OUTBOX_FIELD = '_outbox';

/** Mongoose schema fragment to add to every model that records events. */
export const outboxSchemaFields = {
  [OUTBOX_FIELD]: { type: [Object], default: undefined, select: false },
};

/** Builds an outbox entry; the payload is parsed by its contract so a bad event never leaves. */
export function recordEvent<T extends z.ZodType>(def: EventDefinition<string, T>, data: z.input<T>): OutboxEntry {
  const parsed = def.schema.parse(data);
  const requestId = currentRequestId();
  return {
    id: randomUUID(),
    subject: def.subject,
    version: def.version,
    occurredAt: new Date().toISOString(),
    ...(requestId ? { requestId } : {}),
    data: parsed,
  };
}

/** Update operator that appends events to a document's outbox in the same write. */
export const pushEvents = (...events: OutboxEntry[]) => ({ $push: { [OUTBOX_FIELD]: { $each: events } } });

export async function publishEnvelope(bus: EventBus, entry: OutboxEntry): Promise<void> {
  const envelope: Envelope = entry;
  await bus.js.publish(bus.subject(entry.subject), JSON.stringify(envelope), { msgID: entry.id, timeout: 5000 });
}

export interface OutboxRelayOptions {
  bus: EventBus;
  models: Model<any>[];
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}

/** Publishes whatever sits in the outboxes: at once when kicked after a write, and on an interval. */
export class OutboxRelay {
  private timer?: NodeJS.Timeout;
  private running?: Promise<void>;
  private again = false;
  private stopped = false;

  constructor(private readonly opts: OutboxRelayOptions) {}

  start(): void {
    const tick = () => {
      if (this.stopped) return;
      this.kick();
      this.timer = setTimeout(tick, this.opts.intervalMs ?? 1000);
      this.timer.unref();
    };
    tick();
  }

  /** Ask for a drain soon; concurrent kicks coalesce into one more pass. */
  kick(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.drain()
      .catch((err) => this.opts.logger.warn({ err }, 'outbox relay pass failed; will retry'))
      .finally(() => {
        this.running = undefined;
        if (this.again && !this.stopped) {
          this.again = false;
          this.kick();
        }
      });
  }

  /** Publishes everything pending now; resolves when done (used by tests and shutdown). */
  async flush(): Promise<void> {
    while (this.running) await this.running;
    await this.drain();
  }

  private async drain(): Promise<void> {
    for (const model of this.opts.models) {
      for (;;) {
        const docs = await model
          .find({ [`${OUTBOX_FIELD}.0`]: { $exists: true } })
          .select(`+${OUTBOX_FIELD}`)
          .limit(this.opts.batchSize ?? 100)
          .lean<{ _id: unknown; _outbox: OutboxEntry[] }[]>();
        if (docs.length === 0) break;
        for (const doc of docs) {
          for (const entry of doc._outbox) {
            await publishEnvelope(this.opts.bus, entry);
            // Pull the exact stored entry: FerretDB's $pull matches whole elements only.
            await model.collection.updateOne({ _id: doc._id as never }, { $pull: { [OUTBOX_FIELD]: entry } } as never);
          }
        }
        if (docs.length < (this.opts.batchSize ?? 100)) break;
      }
    }
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.timer) clearTimeout(this.timer);
    while (this.running) await this.running.catch(() => {});
  }
}
