import { Writable } from 'node:stream';
import { describe, expect, it } from 'vitest';
import { createLogger } from '@trap/kit';
import { LiveSubscription } from '../src/events/live-subscription.ts';
import { closedUrl } from './support/bff.ts';

describe("the bff's live subscriptions while NATS is down", () => {
  it('when NATS cannot be reached, then it keeps trying with one warning, and a shutdown ends the back-off at once', async () => {
    const lines: string[] = [];
    const logger = createLogger(
      'live-subscription-test',
      'warn',
      new Writable({
        write(chunk: Buffer, _enc, done) {
          lines.push(chunk.toString());
          done();
        },
      }),
    );
    const live = new LiveSubscription({
      natsUrl: (await closedUrl()).replace('http:', 'nats:'),
      namespace: 'livesubtest',
      logger,
      name: 'bff-live-test',
      subject: 'live.test.>',
      what: 'live tests',
      onMessage: () => undefined,
    });
    let ready = false;
    void live.ready().then(() => (ready = true));
    // tries at 0, 0.5 and 1.5 s, then waits 2 s
    await new Promise((r) => setTimeout(r, 2_000));
    expect(ready).toBe(false);
    expect(lines.filter((l) => l.includes('live tests: NATS not reachable yet, retrying'))).toHaveLength(1);
    const asked = Date.now();
    await live.close();
    await live.ready();
    expect(Date.now() - asked).toBeLessThan(500);
  });
});
