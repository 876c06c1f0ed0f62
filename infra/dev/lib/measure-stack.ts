import { join } from 'node:path';
import { BFF_PORT } from '@trap/contracts';
import { fileSink, type LogSink } from './log.ts';
import { httpOk } from './net.ts';
import { seed } from '../seed.ts';
import { startStack, type RunningStack, type StackOptions } from './stack.ts';

/**
 * The stack a measurement runs against (make bench, make page-metrics, make bench-live): the one
 * already answering on the offset port, or a new one there in the e2e profile (its own FerretDB in
 * a temporary folder, unique database names, event namespace and Redis prefix), its log in
 * `<outDir>/<logName>`, seeded unless told otherwise. `started` is set only when this call started it.
 */
export async function measurementStack(opts: {
  sink: LogSink;
  offset: number;
  outDir: string;
  logName?: string;
  /** a MongoDB instead of the stack's own FerretDB */
  mongoUrl?: string;
  demoPassword?: string;
  /** the demo accounts and content (default true) */
  seeded?: boolean;
  /** anything else for startStack (only some services, no workers...) */
  stack?: Partial<StackOptions>;
}): Promise<{ base: string; started?: RunningStack }> {
  const { sink, offset } = opts;
  const url = `http://127.0.0.1:${BFF_PORT + offset}`;
  if (await httpOk(`${url}/readyz`).catch(() => false)) {
    sink.info(`Using the stack already running at ${url}.`);
    return { base: url };
  }
  const logName = opts.logName ?? 'stack.log';
  sink.info(`Starting a stack on port offset ${offset} (log: ${join(opts.outDir, logName).replace(/^.*\/reports\//, 'reports/')})...`);
  const started = await startStack({
    profile: 'e2e',
    sink: fileSink(join(opts.outDir, logName), { ...sink, line: () => {}, info: () => {}, banner: () => {} }),
    portOffset: offset,
    mongoPort: 27017 + offset,
    natsUrl: process.env.NATS_URL || undefined,
    redisUrl: process.env.REDIS_URL || undefined,
    mongoUrl: opts.mongoUrl,
    demoPassword: opts.demoPassword,
    buildFrontends: false,
    logLevel: 'warn',
    ...opts.stack,
  });
  const base = started.baseUrl.replace('localhost', '127.0.0.1');
  if (opts.seeded ?? true) await seed({ baseUrl: base, demoPassword: started.demoPassword, log: (l) => sink.info(l) });
  return { base, started };
}
