import { AsyncLocalStorage } from 'node:async_hooks';
import { pino, type Logger } from 'pino';

export type { Logger };

interface RequestContext {
  requestId: string;
}
const context = new AsyncLocalStorage<RequestContext>();

/** Runs fn with a request id that every log line and every published event picks up. */
export const runWithRequestId = <T>(requestId: string, fn: () => T): T => context.run({ requestId }, fn);
export const currentRequestId = (): string | undefined => context.getStore()?.requestId;

export function createLogger(name: string, level = process.env.LOG_LEVEL ?? 'info'): Logger {
  return pino({
    name,
    level,
    base: { service: name },
    timestamp: pino.stdTimeFunctions.isoTime,
    redact: { paths: ['req.headers.cookie', 'req.headers.authorization', '*.password', 'password'], remove: true },
    mixin: () => {
      const requestId = currentRequestId();
      return requestId ? { requestId } : {};
    },
  });
}
