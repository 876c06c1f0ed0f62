import type { z } from 'zod';
import type { EventDefinition } from '@trap/contracts';
import type { EventConsumers } from '../events/consumer.ts';
import type { EventBus } from '../events/bus.ts';
import { publishEnvelope, recordEvent, type OutboxEntry } from '../events/outbox.ts';
import { runWithRequestId } from '../logger.ts';
import { eventually } from './eventually.ts';

/**
 * Publishes an event as another service's relay would (contract-checked envelope, Nats-Msg-Id =
 * event id) into the bus's namespace. Returns the envelope, e.g. to wait for its marker.
 */
export async function publishTestEvent<T extends z.ZodType>(
  target: EventBus | { ctx: { bus: EventBus } },
  def: EventDefinition<string, T>,
  data: z.input<T>,
  opts: { requestId?: string } = {},
): Promise<OutboxEntry> {
  const bus = 'ctx' in target ? target.ctx.bus : target;
  const entry = opts.requestId ? runWithRequestId(opts.requestId, () => recordEvent(def, data)) : recordEvent(def, data);
  await publishEnvelope(bus, entry);
  return entry;
}

/**
 * Waits until a service's consumers have settled everything published so far (handled, dead-lettered
 * or acknowledged as duplicates). Publish first, then wait, then assert on the read model.
 */
export async function waitForConsumers(
  target: EventConsumers | { consumers: EventConsumers },
  opts: { timeoutMs?: number } = {},
): Promise<void> {
  const consumers = 'consumers' in target ? target.consumers : target;
  await eventually(async () => (await consumers.backlog()) === 0, { timeoutMs: opts.timeoutMs ?? 10_000, intervalMs: 50 });
}
