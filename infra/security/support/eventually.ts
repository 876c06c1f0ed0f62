/**
 * How long the suites wait for something an event carries to another service (outbox relay, NATS,
 * the consumer). A deadline, not a delay: it costs nothing when the event is quick. Sized for a
 * machine busy with other work: on the 2-core machine at load 25–30, with every suite of this
 * project running at once, a new member took more than 45 s to reach the community service.
 */
export const EVENT_DEADLINE_MS = 120_000;

/** For `expect.poll`: its default (1 s) is far too short for anything that crosses services. */
export const EVENTUALLY = { timeout: EVENT_DEADLINE_MS, interval: 250 } as const;

/** Asks until `probe` returns something truthy, then returns it; throws `what` at the deadline. */
export async function eventually<T>(
  probe: () => Promise<T | undefined | null | false>,
  what: string,
  timeoutMs = EVENT_DEADLINE_MS,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const got = await probe();
    if (got) return got;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 250));
  }
}
