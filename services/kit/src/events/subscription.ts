import type { JsMsg } from '@nats-io/jetstream';
import { envelopeSchema, type Envelope, type EventDefinition } from '@trap/contracts';
import type { z } from 'zod';

export type EventHandler<T = unknown> = (data: T, envelope: Envelope<T>) => Promise<void>;

/**
 * How the replicas of a service share an event:
 * - 'group': one durable consumer per service and subject; the replicas take turns, so each event is
 *   handled once by the service as a whole (de-duplicated through processed_events). For anything
 *   that writes to the database.
 * - 'instance': every replica gets every event, in stream order, from the position it took at start
 *   (an ordered consumer, ephemeral, removed by the server when the replica is gone). For state kept
 *   in the process's memory, such as content's search index; no processed_events marker, because the
 *   handler must be idempotent in memory and a restarted replica loads its state again anyway.
 */
export type Delivery = 'group' | 'instance';

export interface Subscription<T extends z.ZodType = z.ZodType> {
  event: EventDefinition<string, T>;
  handle: EventHandler<z.infer<T>>;
  /** default 'group' */
  delivery?: Delivery;
}

/** Typed pairing of an event contract and its handler, handled once per service (durable, shared by the replicas). */
export const on = <T extends z.ZodType>(event: EventDefinition<string, T>, handle: EventHandler<z.infer<T>>): Subscription =>
  ({ event, handle, delivery: 'group' }) as unknown as Subscription;

/**
 * Typed pairing for an in-memory read model: every replica handles every event (see Delivery).
 * Pair it with ServiceParts.warmUp, which loads the model after the live position is taken.
 */
export const onEveryInstance = <T extends z.ZodType>(event: EventDefinition<string, T>, handle: EventHandler<z.infer<T>>): Subscription =>
  ({ event, handle, delivery: 'instance' }) as unknown as Subscription;

/** An event read from a message and checked against its contract, or why it cannot be handled. */
export type ReadEvent = { ok: true; envelope: Envelope; data: unknown } | { ok: false; envelope?: Envelope; error: string; cause: unknown };

export function readEvent(msg: JsMsg, sub: Subscription): ReadEvent {
  const parsed = envelopeSchema.safeParse(safeJson(msg));
  if (!parsed.success) return { ok: false, error: 'unreadable event: not an event envelope', cause: parsed.error };
  const envelope = parsed.data as Envelope;
  const data = sub.event.schema.safeParse(envelope.data);
  if (!data.success) {
    return {
      ok: false,
      envelope,
      error: `payload breaks the contract of ${sub.event.subject} v${sub.event.version}: ${data.error.message}`,
      cause: data.error,
    };
  }
  return { ok: true, envelope, data: data.data };
}

function safeJson(msg: JsMsg): unknown {
  try {
    return msg.json();
  } catch {
    return undefined;
  }
}
