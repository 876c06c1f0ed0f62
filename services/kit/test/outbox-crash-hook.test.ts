import { describe, expect, it } from 'vitest';
import { outboxCrashPoint } from '../src/events/outbox.ts';

// The failure tests' hook (infra/failure/outbox-crash.test.ts) must never fire in production.
describe('the outbox relay crash hook', () => {
  it('when OUTBOX_TEST_CRASH names a point outside production, then the relay stops there', () => {
    expect(outboxCrashPoint({ NODE_ENV: 'development', OUTBOX_TEST_CRASH: 'before-publish' })).toBe('before-publish');
    expect(outboxCrashPoint({ OUTBOX_TEST_CRASH: 'after-publish' })).toBe('after-publish');
  });

  it('when NODE_ENV is production, or the value is unknown or absent, then there is no crash point', () => {
    expect(outboxCrashPoint({ NODE_ENV: 'production', OUTBOX_TEST_CRASH: 'before-publish' })).toBeUndefined();
    expect(outboxCrashPoint({ OUTBOX_TEST_CRASH: 'sometimes' })).toBeUndefined();
    expect(outboxCrashPoint({})).toBeUndefined();
  });
});
