import { describe, expect, it } from 'vitest';
import type { JsMsg } from '@nats-io/jetstream';
import { relationshipChanged } from '@trap/contracts';
import { on } from '@trap/kit';
import { readEvent } from '../src/events/subscription.ts';

/**
 * The consumer side of the contract snapshot's rule (contracts/test/consumer-added-fields.test.ts):
 * an event from a newer producer, with fields this build does not know, is read exactly as the kit's
 * consumers read every message, accepted, and handed to the handler without the unknown fields.
 */
describe('readEvent', () => {
  it('accepts an event with fields added by a newer producer and hands the handler only the known ones', () => {
    const data = {
      relationshipId: 'r1',
      userId: 'u1',
      relatedUserId: 'u2',
      type: 'friend',
      status: 'pending',
      since: null,
      revision: 1,
    };
    const body = {
      id: 'evt-1',
      subject: relationshipChanged.subject,
      version: relationshipChanged.version,
      occurredAt: '2026-11-26T10:00:00.000Z',
      traceParent: '00-abc-def-01',
      data: { ...data, mutedUntil: '2026-12-01T00:00:00.000Z', tags: ['added', 'later'] },
    };
    const msg = { json: () => JSON.parse(JSON.stringify(body)) as unknown } as unknown as JsMsg;
    const read = readEvent(
      msg,
      on(relationshipChanged, async () => {}),
    );
    expect(read.ok).toBe(true);
    expect(read.ok && read.data).toStrictEqual(data);
  });
});
