import { describe, expect, it } from 'vitest';
import { practiceSessionDeleted, practiceSessionLogged, type Envelope } from '@trap/contracts';
import { mergeSubscriptions, on, onEveryInstance } from '@trap/kit';

describe('mergeSubscriptions', () => {
  it('when two modules subscribe to one subject, then one subscription runs both handlers in order; other subjects and deliveries stay apart', async () => {
    const calls: string[] = [];
    const merged = mergeSubscriptions([
      on(practiceSessionLogged, async () => void calls.push('a')),
      on(practiceSessionDeleted, async () => void calls.push('deleted')),
      on(practiceSessionLogged, async () => void calls.push('b')),
      onEveryInstance(practiceSessionLogged, async () => void calls.push('instance')),
    ]);
    expect(merged.map((s) => [s.event.subject, s.delivery])).toEqual([
      ['practice.session.logged', 'group'],
      ['practice.session.deleted', 'group'],
      ['practice.session.logged', 'instance'],
    ]);
    await merged[0]!.handle({}, {} as Envelope);
    expect(calls).toEqual(['a', 'b']);
  });

  it('when a handler fails, then the merged one fails (the event is redelivered to all, each idempotent)', async () => {
    const [merged] = mergeSubscriptions([
      on(practiceSessionLogged, async () => {
        throw new Error('boom');
      }),
      on(practiceSessionLogged, async () => {}),
    ]);
    await expect(merged!.handle({}, {} as Envelope)).rejects.toThrow('boom');
  });
});
