/** SPEC 8.1: unhandled rejections from abort, cancel, network, fetch or time-out are swallowed silently. */
const NOISE = /abort|cancel|network|fetch|time ?out|timed out/i;

export function swallowNoisyRejections(target: Window = window): () => void {
  const handler = (event: PromiseRejectionEvent) => {
    const reason: unknown = event.reason;
    const name = (reason as { name?: unknown } | null)?.name;
    const message = reason instanceof Error ? reason.message : typeof reason === 'string' ? reason : '';
    if (name === 'AbortError' || name === 'CancelledError' || NOISE.test(message) || NOISE.test(String(name ?? ''))) {
      event.preventDefault();
    }
  };
  target.addEventListener('unhandledrejection', handler);
  return () => target.removeEventListener('unhandledrejection', handler);
}
