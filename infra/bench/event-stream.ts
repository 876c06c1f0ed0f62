/**
 * The benches' reader of a server-sent event stream (the bff's notification and shoot streams):
 * resolves once the stream's `event: ready` arrived, then calls back with every later event's name
 * and data line as they come, until the signal aborts or the server ends it.
 */
export async function readEventStream(
  url: string,
  headers: Record<string, string>,
  onEvent: (event: string, data: string | undefined) => void,
  signal: AbortSignal,
): Promise<void> {
  const res = await fetch(url, { headers: { ...headers, accept: 'text/event-stream' }, signal });
  if (res.status !== 200 || !res.body) throw new Error(`${new URL(url).pathname} answered ${res.status}`);
  const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
  let ready!: () => void;
  const connected = new Promise<void>((r) => (ready = r));
  void (async () => {
    let buffer = '';
    for (;;) {
      const { value, done } = await reader.read().catch(() => ({ value: undefined, done: true }));
      if (done) return;
      buffer += value;
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.+)$/m.exec(block)?.[1];
        if (!event) continue;
        if (event === 'ready') ready();
        else onEvent(event, /^data: (.+)$/m.exec(block)?.[1]);
      }
    }
  })();
  await connected;
}

/** The q-quantile of ascending numbers (nearest rank). */
export const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;
