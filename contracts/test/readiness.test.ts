import { describe, expect, it } from 'vitest';
import { readinessSchema } from '../src/index.ts';

describe('the /readyz answer', () => {
  it("when a service answers, then its checks are read as they came ('ok' or the reason)", () => {
    const answer = { status: 'not ready', checks: { mongo: 'ok', nats: 'timed out' } };
    expect(readinessSchema.parse(answer)).toEqual(answer);
  });

  it("when the bff answers, then each service's own dependencies are ok or down", () => {
    const answer = { status: 'ready', checks: { redis: 'ok', auth: 'ok' }, services: { auth: { mongo: 'ok', nats: 'down' } } };
    expect(readinessSchema.parse(answer)).toEqual(answer);
    expect(readinessSchema.safeParse({ ...answer, services: { auth: { mongo: 'timed out' } } }).success).toBe(false);
  });

  it('when the status is neither ready nor not ready, then it is refused', () => {
    expect(readinessSchema.safeParse({ status: 'ok', checks: {} }).success).toBe(false);
  });
});
