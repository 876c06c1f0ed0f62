/**
 * `make start`: the local stack under one supervisor.
 *
 *   node --import tsx infra/dev/stack.ts [--skip-frontends] [--no-seed]
 *
 * REPLICAS=2 starts two processes of every service and worker, the bff spreading requests over them.
 * Uses MONGO_URL / NATS_URL / REDIS_URL when set, else the NATS and Redis already listening or
 * its own, and its own FerretDB in .data/ferretdb. Ctrl-C (or `make stop`) ends everything.
 */
import { DEMO_ACCOUNTS, seed } from './seed.ts';
import { consoleSink, colours } from './lib/log.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, startStack, type RunningStack } from './lib/stack.ts';
import { clearState, isRunner, readState, writeState } from './lib/state.ts';
import { StackError } from './lib/stores.ts';
import { Supervisor } from './lib/supervisor.ts';

const args = new Set(process.argv.slice(2));
const offset = Number(process.env.STACK_PORT_OFFSET || 0);
const replicas = Number(process.env.REPLICAS || 1);
const sink = consoleSink();
const startedAt = Date.now();
let supervisor: Supervisor | undefined;

async function main(): Promise<void> {
  const previous = readState(ROOT);
  if (previous && previous.pid !== process.pid && isRunner(previous.pid)) {
    throw new StackError(`A stack is already running (pid ${previous.pid}). Stop it first with \`make stop\`.`);
  }
  writeState(ROOT, { pid: process.pid, startedAt: new Date().toISOString(), children: [] });

  // Children are recorded as they start, so `make stop` can clean up even after a hard kill of this runner.
  const record = (procs: { spec: { name: string }; pid: number }[]) =>
    writeState(ROOT, {
      pid: process.pid,
      startedAt: new Date(startedAt).toISOString(),
      children: procs.map((p) => ({ name: p.spec.name, pid: p.pid })),
    });
  supervisor = new Supervisor(sink, { onSpawn: record });

  let stack: RunningStack | undefined;
  let shuttingDown = false;
  const shutdown = async (signal: string) => {
    if (shuttingDown) {
      sink.warn('Second signal: killing everything now.');
      supervisor?.killAll();
      process.exit(130);
    }
    shuttingDown = true;
    sink.info(`${signal}: stopping the stack...`);
    if (stack) await stack.stop();
    else await supervisor?.stopAll();
    clearState(ROOT);
    sink.info('Stopped.');
    process.exit(0);
  };
  for (const sig of ['SIGINT', 'SIGTERM', 'SIGHUP'] as const) process.on(sig, () => void shutdown(sig));

  try {
    stack = await startStack({
      profile: 'dev',
      sink,
      supervisor,
      // A second stack beside the first: every port (FerretDB's too) moves by the offset.
      portOffset: offset,
      mongoPort: 27017 + offset,
      mongoUrl: process.env.MONGO_URL || undefined,
      natsUrl: process.env.NATS_URL || undefined,
      redisUrl: process.env.REDIS_URL || undefined,
      demoPassword: process.env.DEMO_PASSWORD || DEFAULT_DEMO_PASSWORD,
      buildFrontends: !args.has('--skip-frontends'),
      replicas,
    });
  } catch (err) {
    // Interrupted while starting: the shutdown handler finishes the job.
    if (shuttingDown) return new Promise(() => {});
    throw err;
  }

  if (!args.has('--no-seed') && stack.bffRunning) {
    await seed({ baseUrl: stack.baseUrl, demoPassword: stack.demoPassword, log: (l) => sink.info(l) });
  }

  const seconds = Math.round((Date.now() - startedAt) / 1000);
  sink.banner(
    [
      '',
      colours.bold(`  Trap platform is running: ${colours.green(stack.baseUrl)}   (started in ${seconds} s)`),
      '',
      '  Demo logins (demo mode only), password ' + colours.bold(stack.demoPassword) + ':',
      ...DEMO_ACCOUNTS.map((a) => `    ${a.username.padEnd(12)} ${a.role}`),
      '',
      `  API docs: ${stack.baseUrl}/api/docs     Stop: Ctrl-C or \`make stop\``,
      '',
    ].join('\n'),
  );
}

main().catch(async (err) => {
  if (err instanceof StackError) sink.error(err.message);
  else sink.error(`The stack could not start: ${(err as Error).stack ?? err}`);
  await supervisor?.stopAll();
  clearState(ROOT);
  process.exit(1);
});
