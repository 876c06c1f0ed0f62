/** Polls until fn returns a truthy value or the timeout passes (for event-driven effects). */
export async function eventually<T>(fn: () => Promise<T> | T, { timeoutMs = 30_000, intervalMs = 100 } = {}): Promise<NonNullable<T>> {
  const deadline = Date.now() + timeoutMs;
  let last: unknown;
  for (;;) {
    try {
      const value = await fn();
      if (value) return value as NonNullable<T>;
    } catch (err) {
      last = err;
    }
    if (Date.now() > deadline) throw new Error(`eventually: timed out${last ? `: ${(last as Error).message}` : ''}`);
    await new Promise((r) => setTimeout(r, intervalMs));
  }
}
