import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { EVENT_CATALOGUE, envelopeSchema, relationshipChanged } from '../src/events/index.ts';
import { eventKey } from '../src/snapshot/snapshot.ts';

/**
 * Why adding an optional field to an event version breaks no one (the compatibility rule of
 * contracts/src/snapshot/compat.ts): a consumer parses `data` with the event's own schema
 * (services/kit readEvent: `event.schema.safeParse(envelope.data)`), and zod objects strip keys they
 * do not declare. So a consumer of the previous build accepts an event from a newer producer.
 */
describe('a consumer ignores fields it does not know', () => {
  const newerProducer = {
    id: 'evt-1',
    subject: relationshipChanged.subject,
    version: relationshipChanged.version,
    occurredAt: '2026-11-26T10:00:00.000Z',
    traceParent: '00-abc-def-01', // an envelope field added later
    data: {
      relationshipId: 'r1',
      userId: 'u1',
      relatedUserId: 'u2',
      type: 'coach',
      status: 'accepted',
      since: '2026-11-26T10:00:00.000Z',
      revision: 3,
      mutedUntil: '2026-12-01T00:00:00.000Z', // a field added in a later build of the producer
    },
  };

  it('parses an event with an added field through the consumer-side schema and drops the field', () => {
    const envelope = envelopeSchema.parse(newerProducer);
    const parsed = relationshipChanged.schema.safeParse(envelope.data);
    expect(parsed.success).toBe(true);
    const { mutedUntil: _added, ...known } = newerProducer.data;
    expect(parsed.data).toStrictEqual(known);
    expect(parsed.data).not.toHaveProperty('mutedUntil');
    expect(envelope).not.toHaveProperty('traceParent');
  });

  /** `additionalProperties: false` in a schema as zod parses input: a strict object, which would reject an added field. */
  const strictPaths = (schema: unknown, path = 'data'): string[] => {
    if (typeof schema !== 'object' || schema === null) return [];
    if (Array.isArray(schema)) return schema.flatMap((s, i) => strictPaths(s, `${path}[${i}]`));
    const own = (schema as Record<string, unknown>).additionalProperties === false ? [path] : [];
    return [...own, ...Object.entries(schema).flatMap(([k, v]) => strictPaths(v, k === 'properties' ? path : `${path}.${k}`))];
  };

  it('the check below finds a strict object', () => {
    expect(strictPaths(z.toJSONSchema(z.object({ a: z.strictObject({ b: z.string() }) }), { io: 'input' }))).not.toEqual([]);
  });

  it('no event schema rejects unknown keys, at any depth', () => {
    const strict = EVENT_CATALOGUE.flatMap((e) =>
      strictPaths(z.toJSONSchema(e.schema, { io: 'input', unrepresentable: 'any' })).map((p) => `${eventKey(e)}: ${p}`),
    );
    expect(strict, 'event schemas must strip unknown keys (z.object, not z.strictObject), or an added field breaks old consumers').toEqual(
      [],
    );
  });
});
