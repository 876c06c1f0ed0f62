import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type DestinationStream, type Logger } from 'pino';

export type { Logger };

interface RequestContext {
  requestId: string;
}
const context = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id that every log line and every published event picks up. */
export const runWithRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

/** `destination` defaults to stdout; tests pass a stream to read what was logged. */
export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info', destination?: DestinationStream): Logger {
  const options: pino.LoggerOptions = {
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    // Credentials never reach the logs: session cookies and tokens in either direction, CSRF tokens, passwords.
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'req.headers["x-csrf-token"]',
        'res.headers["set-cookie"]',
        'res.headers["x-session-token"]',
        '*.password',
        'password',
      ],
      remove: true,
    },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  };
  return destination ? pino(options, destination) : pino(options);
}
