import { z } from 'zod';

/** The envelope every integration event travels in (CONVENTIONS habit 3). */
export const envelopeSchema = z.object({
  id: z.string(),
  subject: z.string(),
  version: z.number().int().positive(),
  occurredAt: z.string(),
  requestId: z.string().optional(),
  data: z.unknown(),
});
export type Envelope<T = unknown> = Omit<z.infer<typeof envelopeSchema>, 'data'> & { data: T };

export interface EventDefinition<S extends string = string, T extends z.ZodType = z.ZodType> {
  /** `<producer>.<entity>.<past-tense verb>` */
  subject: S;
  version: number;
  schema: T;
  description: string;
}

export function defineEvent<S extends string, T extends z.ZodType>(def: EventDefinition<S, T>): EventDefinition<S, T> {
  if (!/^[a-z]+\.[a-z_]+\.[a-z_]+$/.test(def.subject)) throw new Error(`Bad event subject ${def.subject}`);
  return def;
}

export type EventData<E> = E extends EventDefinition<string, infer T> ? z.infer<T> : never;

/** The JetStream stream that holds a producer's events: producer `auth` -> stream `AUTH`, subjects `auth.>`. */
export const producerOf = (subject: string): string => subject.split('.')[0]!;
