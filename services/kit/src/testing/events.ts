import type { z } from 'zod';
import type { Envelope, EventDefinition } from '@trap/contracts';
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
 * 45 s by default: seeding the demo member's six months in practice's consumer took over 10 s at
 * load 18 on 2 cores; a backlog that never drains still fails well inside a test's two minutes.
 */
export async function waitForConsumers(
  target: EventConsumers | { consumers: EventConsumers },
  opts: { timeoutMs?: number } = {},
): Promise<void> {
  const consumers = 'consumers' in target ? target.consumers : target;
  await eventually(async () => (await consumers.backlog()) === 0, { timeoutMs: opts.timeoutMs ?? 45_000, intervalMs: 50 });
}

/**
 * Waits until a chain of events has run its course in one service: publishes what its handlers
 * recorded (the relay's flush), waits for its consumers, and again, `rounds` times (one per hop: a
 * session logged -> a challenge completed -> the progression's level event is three). A fixed pause
 * for the relay was too short at load 30-40.
 */
export async function waitForSettled(target: { consumers: EventConsumers; relay: { flush(): Promise<void> } }, { rounds = 4 } = {}): Promise<void> {
  for (let i = 0; i < rounds; i++) {
    await target.relay.flush();
    await waitForConsumers(target);
  }
}

/** Every event in the bus's stream of one producer (`community` -> `<NS>_COMMUNITY`), oldest first. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read any payload
export async function publishedEvents(bus: EventBus, producer: string): Promise<Envelope<any>[]> {
  const stream = bus.stream(producer);
  const { state } = await bus.jsm.streams.info(stream);
  const out: Envelope[] = [];
  for (let seq = state.first_seq; state.messages > 0 && seq <= state.last_seq; seq++) {
    const msg = await bus.jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (msg) out.push(msg.json<Envelope>());
  }
  return out;
}

/**
 * What a service published of one event (`def`), as its data, oldest first: its relay first publishes
 * what its outbox holds, then the producer's stream (the subject's first word) is read. `pick` keeps
 * the events of one entity.
 */
export async function publishedData<T extends z.ZodType>(
  svc: { ctx: { bus: EventBus }; relay: { flush(): Promise<void> } },
  def: EventDefinition<string, T>,
  pick: (data: z.infer<T>) => boolean = () => true,
): Promise<z.infer<T>[]> {
  await svc.relay.flush();
  return (await publishedEvents(svc.ctx.bus, def.subject.slice(0, def.subject.indexOf('.'))))
    .filter((e) => e.subject === def.subject)
    .map((e) => e.data as z.infer<T>)
    .filter(pick);
}
