/**
 * `make test`: everything, on its own ports and databases, torn down afterwards (also on failure).
 *
 *   1. stores for the integration tests: our own FerretDB on 27018, or a free port while another
 *      checkout's run holds it (temp data; MONGO_URL chooses another server),
 *      NATS and Redis (the ones listening, else our own)
 *   2. every vitest project (root vitest.config.ts) but the failure tests, JSON report in reports/vitest.json
 *   3. the frontends' production build (when stale)
 *   3b. the failure tests (infra/failure: small stacks whose processes they kill and restart), one
 *      file at a time, before the e2e stack, JSON report in reports/vitest-failure.json, logs in reports/failure
 *   4. the e2e stack (the `make start` runner, e2e profile: other ports, own FerretDB, unique names)
 *   5. Playwright in Chromium against it, JSON report in reports/playwright.json
 *   beside them all: lint (eslint and the type check) at the lowest CPU priority, from the start of the
 *      run to its end (see lint() below); reports/eslint.json and reports/tsc*.log
 *
 * The last line is always `N passed, N failed`; the exit code is non-zero on any failure.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { closeSync, existsSync, mkdirSync, mkdtempSync, openSync, readFileSync, readdirSync, rmSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { seed } from '../dev/seed.ts';
import { ensureFrontendsBuilt } from '../dev/lib/frontends.ts';
import { consoleSink, fileSink } from '../dev/lib/log.ts';
import { DEFAULT_DEMO_PASSWORD, ROOT, startStack, type RunningStack } from '../dev/lib/stack.ts';
import { ensureMongo, ensureNats, ensureRedis, StackError } from '../dev/lib/stores.ts';
import { Supervisor, killGroup } from '../dev/lib/supervisor.ts';
import { choosePort } from '../dev/lib/net.ts';

const REPORTS = join(ROOT, 'reports');
/**
 * `--only=unit` (vitest), `--only=failure` (frontends, failure tests), `--only=e2e` (frontends, e2e stack,
 * playwright) or `--only=lint` (eslint and the type check); all by default.
 */
const only = process.argv.find((a) => a.startsWith('--only='))?.slice('--only='.length);
const TEST_MONGO_PORT = 27018;
// The suite's stores stay on FerretDB's SQLite backend until the whole suite has passed on its
// PostgreSQL one (make start and the bench stacks use PostgreSQL where it runs);
// FERRETDB_BACKEND=postgresql runs it there.
process.env.FERRETDB_BACKEND ||= 'sqlite';
const console_ = consoleSink();
const say = (s: string) => console_.banner(`\n── ${s}`);

interface Counts {
  passed: number;
  failed: number;
}
const totals: Counts = { passed: 0, failed: 0 };
const problems: string[] = [];
const warnings: string[] = [];
const timings: string[] = [];

/**
 * The machine's pace, so phase times from runs on other days compare: a fixed one-core task (SHA-256 of
 * 256 MiB, the quickest of three tries) timed before the run, and the one-minute load average sampled through it. Between two stops
 * every phase took 1.6 times as long, lint included, whose work had hardly changed: the machine, not the tests.
 */
function cpuReferenceMs(): number {
  const block = Buffer.alloc(16 * 1024 * 1024, 7);
  const once = () => {
    const started = performance.now();
    const hash = createHash('sha256');
    for (let i = 0; i < 16; i++) hash.update(block);
    hash.digest();
    return performance.now() - started;
  };
  // the quickest of three: other work on the machine only ever slows a try down
  return Math.round(Math.min(once(), once(), once()));
}
const loadSamples: number[] = [];
const sampleLoad = () => loadSamples.push(loadavg()[0]!);
/** The machine's CPU time so far, and the part of it the host gave to others (steal, on a virtual machine). */
function cpuTicks(): { total: number; steal: number } {
  const fields = (readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '').trim().split(/\s+/).slice(1).map(Number);
  return { total: fields.reduce((a, b) => a + (Number.isFinite(b) ? b : 0), 0), steal: fields[7] ?? 0 };
}
let ticksAtStart: { total: number; steal: number } | undefined;
function machineLine(referenceMs: number): string {
  const now = existsSync('/proc/stat') ? cpuTicks() : undefined;
  const steal =
    now && ticksAtStart && now.total > ticksAtStart.total
      ? `, CPU stolen by the host ${(((now.steal - ticksAtStart.steal) / (now.total - ticksAtStart.total)) * 100).toFixed(1)} %`
      : '';
  const mean = loadSamples.reduce((a, b) => a + b, 0) / Math.max(1, loadSamples.length);
  const f = (n: number) => n.toFixed(1);
  return `machine: reference task ${referenceMs} ms, load ${f(Math.min(...loadSamples))}-${f(Math.max(...loadSamples))} (mean ${f(mean)}, ${loadSamples.length} samples)${steal}`;
}
/** Test runners still running, for Ctrl-C. */
const running = new Set<ChildProcess>();
let cleanup: (() => Promise<void>)[] = [];
/** The lint running beside the test phases (make test without --only). */
let linting: Promise<void> | undefined;

async function phase<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  say(name);
  try {
    return await fn();
  } finally {
    timings.push(`${name} ${Math.round((Date.now() - started) / 1000)} s`);
  }
}

/**
 * Runs a command with the terminal as its output; resolves with its exit code. A
 * watchdog ends it after `limitMs`, so a hung test can never eat CI's whole time budget.
 */
function run(
  command: string,
  args: string[],
  env: NodeJS.ProcessEnv,
  limitMs = 12 * 60_000,
  /** what the watchdog's message calls it, and a file for its output instead of the terminal */
  opts: { name?: string; logFile?: string } = {},
): Promise<number> {
  return new Promise((resolve) => {
    const log = opts.logFile ? openSync(opts.logFile, 'w') : undefined;
    const child = spawn(command, args, { cwd: ROOT, env, stdio: ['ignore', log ?? 'inherit', log ?? 'inherit'], detached: true });
    if (log !== undefined) closeSync(log);
    running.add(child);
    const watchdog = setTimeout(() => {
      problems.push(
        `${opts.name ?? (args[0]?.includes('vitest') ? 'vitest' : args[0]?.includes('playwright') ? 'playwright' : command)} ran longer than ${limitMs / 60_000} min and was stopped`,
      );
      if (child.pid) killGroup(child.pid, 'SIGKILL');
    }, limitMs);
    child.once('exit', (code, signal) => {
      clearTimeout(watchdog);
      running.delete(child);
      resolve(code ?? (signal ? 128 : 1));
    });
    child.once('error', (err) => {
      running.delete(child);
      problems.push(`${command}: ${err.message}`);
      resolve(1);
    });
  });
}

const readJson = <T>(file: string): T | undefined => {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as T;
  } catch {
    return undefined;
  }
};

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: {
    status: string;
    name: string;
    assertionResults: { status: string; fullName?: string; title?: string; failureMessages?: string[] }[];
    message?: string;
  }[];
}

/** First line of a failure message, short enough for the summary (CI shows only the end of the log). */
const firstLine = (text = '') => (text.split('\n').find((l) => l.trim()) ?? '').trim().slice(0, 240);

/**
 * Ends every process that still carries `marker` in its environment: a test's stack (the security
 * suite's services, a failure test's) outlives vitest when the watchdog stops it mid-run, and would
 * go on holding ports, memory and CPU after this run. Linux: read from /proc; elsewhere nothing.
 */
function killStragglers(marker: string): number {
  let killed = 0;
  let pids: string[];
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d) && Number(d) !== process.pid);
  } catch {
    return 0;
  }
  for (const pid of pids) {
    try {
      if (!readFileSync(`/proc/${pid}/environ`, 'latin1').split('\0').includes(marker)) continue;
      process.kill(Number(pid), 'SIGKILL');
      killed++;
    } catch {
      /* gone already, or not ours to read */
    }
  }
  return killed;
}

async function vitest(env: NodeJS.ProcessEnv, project: string, reportFile: string): Promise<void> {
  const out = join(REPORTS, reportFile);
  // every process this vitest run starts inherits the marker, so none outlives the run
  const marker = `TRAP_TEST_PHASE=${project}-${process.pid}-${Date.now()}`;
  env = { ...env, TRAP_TEST_PHASE: marker.slice('TRAP_TEST_PHASE='.length) };
  const code = await run(
    process.execPath,
    [
      join(ROOT, 'node_modules/vitest/vitest.mjs'),
      'run',
      `--project=${project}`,
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${out}`,
    ],
    env,
    // a quiet 2-core machine needs ≈ 8 min, CI 15 (2026-12-06); beside four engineers' runs (load 20-30)
    // it took 26 min, beside six (load 25-30) over 40: room for that, not for a hang (each test ends in two minutes)
    50 * 60_000,
  );
  const stragglers = killStragglers(marker);
  if (stragglers) console_.banner(`vitest (${project}): ended ${stragglers} process(es) its tests had left running`);
  const report = readJson<VitestReport>(out);
  if (!report) {
    problems.push(`vitest exited with code ${code} and wrote no report`);
    totals.failed += 1;
    return;
  }
  // A file that fails to load, or whose set-up (beforeAll) fails so its tests are skipped, has no
  // failed test of its own; it still counts as a failure.
  const brokenFiles = report.testResults.filter((f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'));
  for (const f of brokenFiles)
    problems.push(`vitest: ${f.name.replace(ROOT + '/', '')} failed to run: ${(f.message ?? '').split('\n')[0]}`);
  // Name each failed test at the end, where CI's tail of the log still shows it.
  for (const f of report.testResults)
    for (const t of f.assertionResults.filter((a) => a.status === 'failed'))
      problems.push(`vitest: ${f.name.replace(ROOT + '/', '')} › ${t.fullName ?? t.title}: ${firstLine(t.failureMessages?.[0])}`);
  totals.passed += report.numPassedTests;
  totals.failed += report.numFailedTests + brokenFiles.length;
  if (code !== 0 && report.numFailedTests + brokenFiles.length === 0) {
    problems.push(`vitest exited with code ${code}`);
    totals.failed += 1;
  }
  console_.banner(`vitest (${project}): ${report.numPassedTests} passed, ${report.numFailedTests + brokenFiles.length} failed`);
}

interface PlaywrightSuite {
  specs?: {
    title?: string;
    file?: string;
    line?: number;
    tests?: { status?: string; results?: { error?: { message?: string } }[] }[];
  }[];
  suites?: PlaywrightSuite[];
}

/** The specs whose tests ended 'unexpected', with the first line of their last error. */
function unexpectedSpecs(suites: PlaywrightSuite[] = []): string[] {
  return suites.flatMap((s) => [
    ...(s.specs ?? []).flatMap((spec) =>
      (spec.tests ?? [])
        .filter((t) => t.status === 'unexpected')
        .map((t) => {
          const message = [...(t.results ?? [])].reverse().find((r) => r.error)?.error?.message;
          return `playwright: ${spec.file}:${spec.line} › ${spec.title}: ${firstLine(stripVTControlCharacters(message ?? ''))}`;
        }),
    ),
    ...unexpectedSpecs(s.suites),
  ]);
}
interface PlaywrightReport {
  stats?: { expected: number; unexpected: number; flaky: number; skipped: number };
  suites?: PlaywrightSuite[];
  errors?: { message?: string }[];
}
const PLAYWRIGHT = join(ROOT, 'node_modules/@playwright/test/cli.js');
const PLAYWRIGHT_CONFIG = join(ROOT, 'infra/e2e/playwright.config.ts');

async function playwright(env: NodeJS.ProcessEnv): Promise<void> {
  const out = join(REPORTS, 'playwright.json');
  // E2E_ARGS narrows a run by hand (spec files or --grep); make test leaves it unset and runs every spec.
  const extra = (process.env.E2E_ARGS ?? '').split(/\s+/).filter(Boolean);
  const code = await run(
    process.execPath,
    [PLAYWRIGHT, 'test', '-c', PLAYWRIGHT_CONFIG, '--reporter=list,json', ...extra],
    {
      ...env,
      PLAYWRIGHT_JSON_OUTPUT_NAME: out,
    },
    // past Playwright's own global time-out (playwright.config.ts), so its report is still written
    45 * 60_000,
  );
  const report = readJson<PlaywrightReport>(out);
  if (!report?.stats) {
    problems.push(`playwright exited with code ${code} and wrote no report`);
    totals.failed += 1;
    return;
  }
  const { expected, unexpected, flaky } = report.stats;
  totals.passed += expected + flaky;
  totals.failed += unexpected;
  for (const e of report.errors ?? []) problems.push(`playwright: ${(e.message ?? '').split('\n')[0]}`);
  problems.push(...unexpectedSpecs(report.suites));
  if (code !== 0 && unexpected === 0) {
    problems.push(`playwright exited with code ${code}`);
    totals.failed += 1;
  }
  console_.banner(`playwright: ${expected + flaky} passed, ${unexpected} failed${flaky ? ` (${flaky} flaky)` : ''}`);
}

interface EslintFileResult {
  filePath: string;
  errorCount: number;
  warningCount: number;
  messages: { line?: number; ruleId: string | null; severity: number; message: string }[];
}
/** At most this many lint problems are named at the end (all of them are in reports/eslint.json, reports/tsc*.log). */
const LINT_NAMED = 20;
/** The type checks of make lint: the whole tree, and (where it exists) what the processes load at run time. */
const TSC_PROJECTS = ['tsconfig.json', 'tsconfig.server.json'];

/**
 * Lint, so it cannot rot: eslint over the repository (the import boundaries, frontend layers, import
 * cycles, rules of hooks; its ignores keep build output such as dist/ and dist-ssr/ out) and the type
 * check (tsc --noEmit over the projects make lint checks). Each error counts as one failure, a clean check as one pass;
 * eslint's warnings (`any`, kept visible and rare on purpose) are listed as warnings.
 *
 * Both run side by side with the test phases, from the start of the run to its end, at the lowest CPU
 * priority (nice 19): alone on the 2-core machine eslint takes ≈ 85 s without its cache and ≈ 9 s with
 * it (.data/eslint-cache, a fresh clone has none), tsc ≈ 100 s and ≈ 2.4 GB; at nice 19 they take the
 * cycles the vitest phase leaves idle while its tests wait on the stores, instead of adding their own
 * few minutes to the run.
 */
async function lint(): Promise<void> {
  mkdirSync(join(ROOT, '.data'), { recursive: true });
  const eslintReport = join(REPORTS, 'eslint.json');
  const low = (args: string[]) => ['-n', '19', process.execPath, ...args];
  // the projects make lint checks, one after the other (each tsc holds 1-2.4 GB)
  const typeCheck = async () => {
    const codes: { project: string; log: string; code: number }[] = [];
    for (const project of TSC_PROJECTS.filter((p) => existsSync(join(ROOT, p)))) {
      const log = join(REPORTS, project.replace(/^tsconfig/, 'tsc').replace(/\.json$/, '.log'));
      const code = await run(
        'nice',
        low([join(ROOT, 'node_modules/typescript/bin/tsc'), '-p', project, '--noEmit', '--pretty', 'false']),
        process.env,
        30 * 60_000,
        {
          name: `tsc -p ${project}`,
          logFile: log,
        },
      );
      codes.push({ project, log, code });
    }
    return codes;
  };
  const [eslintCode, tscRuns] = await Promise.all([
    run(
      'nice',
      low([
        join(ROOT, 'node_modules/eslint/bin/eslint.js'),
        '.',
        '--cache',
        '--cache-location',
        join(ROOT, '.data/eslint-cache'),
        '--format',
        'json',
        '--output-file',
        eslintReport,
      ]),
      process.env,
      30 * 60_000,
      { name: 'eslint', logFile: join(REPORTS, 'eslint.log') },
    ),
    typeCheck(),
  ]);

  const results = readJson<EslintFileResult[]>(eslintReport);
  if (!results) {
    problems.push(`eslint exited with code ${eslintCode} and wrote no report (see reports/eslint.log)`);
    totals.failed += 1;
  } else {
    const errors = results.reduce((n, f) => n + f.errorCount, 0);
    const warningCount = results.reduce((n, f) => n + f.warningCount, 0);
    const where = (f: EslintFileResult, m: EslintFileResult['messages'][number]) =>
      `${f.filePath.replace(ROOT + '/', '')}:${m.line ?? 0} ${m.ruleId ?? ''}: ${firstLine(m.message)}`;
    const named = results.flatMap((f) => f.messages.filter((m) => m.severity === 2).map((m) => `eslint: ${where(f, m)}`));
    problems.push(...named.slice(0, LINT_NAMED));
    if (named.length > LINT_NAMED) problems.push(`eslint: ${named.length - LINT_NAMED} more errors in reports/eslint.json`);
    warnings.push(
      ...results.flatMap((f) => f.messages.filter((m) => m.severity === 1).map((m) => `eslint: ${where(f, m)}`)).slice(0, LINT_NAMED),
    );
    if (errors === 0) totals.passed += 1;
    totals.failed += errors;
    if (eslintCode !== 0 && errors === 0) {
      problems.push(`eslint exited with code ${eslintCode} (see reports/eslint.log)`);
      totals.failed += 1;
    }
    console_.banner(`eslint: ${results.length} files, ${errors} errors, ${warningCount} warnings`);
  }

  for (const { project, log, code } of tscRuns) {
    const shown = log.replace(ROOT + '/', '');
    // tsc --pretty false: one `file(line,col): error TSnnnn: message` line per error
    const errors = (existsSync(log) ? readFileSync(log, 'utf8') : '').split('\n').filter((l) => / error TS\d+:/.test(l));
    problems.push(...errors.slice(0, LINT_NAMED).map((l) => `tsc (${project}): ${l.trim().slice(0, 240)}`));
    if (errors.length > LINT_NAMED) problems.push(`tsc (${project}): ${errors.length - LINT_NAMED} more errors in ${shown}`);
    if (code === 0) totals.passed += 1;
    totals.failed += errors.length;
    if (code !== 0 && errors.length === 0) {
      problems.push(`tsc -p ${project} exited with code ${code} (see ${shown})`);
      totals.failed += 1;
    }
    console_.banner(`tsc -p ${project}: ${errors.length} errors`);
  }
}

/** How many e2e tests exist: when the stack cannot start, each of them counts as failed. */
async function countE2eTests(): Promise<number> {
  const out = join(REPORTS, 'playwright-list.json');
  const child = spawn(process.execPath, [PLAYWRIGHT, 'test', '-c', PLAYWRIGHT_CONFIG, '--list', '--reporter=json'], {
    cwd: ROOT,
    env: { ...process.env, PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    stdio: 'ignore',
  });
  await new Promise((r) => child.once('exit', r));
  const count = (s: PlaywrightSuite): number =>
    (s.specs ?? []).reduce((n, spec) => n + (spec.tests?.length ?? 1), 0) + (s.suites ?? []).reduce((n, sub) => n + count(sub), 0);
  const report = readJson<PlaywrightReport>(out);
  return Math.max(
    1,
    (report?.suites ?? []).reduce((n, s) => n + count(s), 0),
  );
}

async function teardown(): Promise<void> {
  const steps = cleanup.reverse();
  cleanup = [];
  for (const step of steps) await step().catch((err) => warnings.push(`teardown: ${(err as Error).message}`));
}

async function main(): Promise<void> {
  const started = Date.now();
  // lint alone leaves the other reports where they are
  if (only === 'lint') {
    mkdirSync(REPORTS, { recursive: true });
    return phase('lint (eslint, tsc)', lint);
  }
  rmSync(REPORTS, { recursive: true, force: true });
  mkdirSync(REPORTS, { recursive: true });
  const referenceMs = cpuReferenceMs();
  if (existsSync('/proc/stat')) ticksAtStart = cpuTicks();
  sampleLoad();
  const loadTimer = setInterval(sampleLoad, 30_000);
  loadTimer.unref();
  cleanup.push(async () => {
    clearInterval(loadTimer);
    sampleLoad();
    timings.push(machineLine(referenceMs));
  });

  // lint beside every other phase (see lint()); awaited at the end, before the last teardown
  linting = only ? undefined : lint();
  let lintEnded = 0;
  void linting?.then(() => (lintEnded = Date.now()));
  const lintDone = async () => {
    if (!linting) return;
    const waited = Date.now();
    await linting;
    const s = (ms: number) => Math.round(ms / 1000);
    timings.push(`lint beside the other phases ${s(lintEnded - started)} s (waited for at the end: ${s(Date.now() - waited)} s)`);
  };

  // 1. stores for the integration tests
  const storesLog = fileSink(join(REPORTS, 'test-stores.log'), console_);
  const stores = new Supervisor(storesLog);
  // FerretDB's own PostgreSQL database, dropped once FerretDB has stopped
  let disposeMongo: (() => Promise<void>) | undefined;
  cleanup.push(async () => {
    await stores.stopAll();
    await disposeMongo?.().catch((err) => storesLog.warn(`cleanup: ${(err as Error).message}`));
    await storesLog.close();
  });
  const urls = await phase('stores', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'trap-test-'));
    cleanup.push(async () => rmSync(dataDir, { recursive: true, force: true }));
    const opts = { root: ROOT, sup: stores, sink: storesLog, dataDir, label: 'test-' };
    const [mongo, nats, redis] = await Promise.all([
      ensureMongo({
        ...opts,
        url: process.env.MONGO_URL || undefined,
        // our own: one that another run started goes (and drops its database) when that run ends
        port: await choosePort(TEST_MONGO_PORT),
        reuseListening: false,
        database: `trap_test_${process.pid}`,
      }),
      ensureNats({ ...opts, url: process.env.NATS_URL || undefined }),
      ensureRedis({ ...opts, url: process.env.REDIS_URL || undefined }),
    ]);
    for (const [name, s] of [
      ['MongoDB', mongo],
      ['NATS', nats],
      ['Redis', redis],
    ] as const)
      console_.banner(
        `${name}: ${s.url} (${s.started ? 'started for this run' : 'already running'}${'postgresUrl' in s && s.postgresUrl ? ', on PostgreSQL' : ''})`,
      );
    disposeMongo = mongo.dispose;
    return { mongo: mongo.url, nats: nats.url, redis: redis.url, postgres: mongo.postgresUrl };
  });
  // The kit's FerretDB-on-PostgreSQL indexes are tested by their own test (TEST_...); the other tests'
  // connections leave them out, since every one would add a background sweep and a PostgreSQL client.
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    MONGO_URL: urls.mongo,
    NATS_URL: urls.nats,
    REDIS_URL: urls.redis,
    NODE_ENV: 'test',
    ...(urls.postgres ? { TEST_FERRETDB_POSTGRESQL_URL: urls.postgres } : {}),
  };
  delete env.FERRETDB_POSTGRESQL_URL;

  // 2. unit and integration tests
  if (!only || only === 'unit') await phase('vitest (every workspace)', () => vitest(env, '!failure', 'vitest.json'));
  if (only === 'unit') {
    await phase('teardown', teardown);
    return;
  }

  // 3-5. end to end
  let stack: RunningStack | undefined;
  const e2eLog = join(REPORTS, 'e2e-stack.log');
  try {
    // SKIP_FRONTENDS_BUILD=1 tests whatever dist exists (handy while someone else is rebuilding it).
    if (process.env.SKIP_FRONTENDS_BUILD !== '1') await phase('frontends build', () => ensureFrontendsBuilt(ROOT, console_));
    // After the build: the service-down test also looks at a screen in Chromium. The failure tests
    // run before the e2e stack, not beside it: Playwright alone keeps both cores busy (load ≈ 11), and
    // beside it both phases took 2.6-2.9 times as long (CI 2026-12-06: failure 1,022 s and Playwright
    // 1,607 s, against 175 s and ≈ 600 s each alone), long enough for their screens' waits to run out.
    if (only === 'failure' || !only) {
      await phase('failure tests (one small stack each)', () => vitest(env, 'failure', 'vitest-failure.json'));
      if (only === 'failure') {
        await phase('teardown', teardown);
        return;
      }
    }
    stack = await phase('e2e stack', () =>
      startStack({
        profile: 'e2e',
        sink: fileSink(e2eLog, { ...console_, line: () => {}, info: () => {}, banner: () => {} }),
        natsUrl: urls.nats,
        redisUrl: urls.redis,
        mongoUrl: process.env.E2E_MONGO_URL || undefined,
        demoPassword: DEFAULT_DEMO_PASSWORD,
        buildFrontends: false,
        onCrash: (p) => problems.push(`e2e stack: ${p.spec.name} crashed during the tests (see reports/e2e-stack.log)`),
      }),
    );
    const running = stack;
    cleanup.push(() => running.stop());
    await phase('e2e seed', () => seed({ baseUrl: running.baseUrl, demoPassword: running.demoPassword, log: (l) => console_.banner(l) }));
    console_.banner(`e2e stack at ${stack.baseUrl} (log: reports/e2e-stack.log)`);
  } catch (err) {
    const n = await countE2eTests();
    problems.push(`the end-to-end tests could not run (${n} counted as failed): ${(err as Error).message}`);
    problems.push('see reports/e2e-stack.log for the stack output');
    totals.failed += n;
  }
  if (stack)
    await phase('playwright (chromium)', () => playwright({ ...env, E2E_BASE_URL: stack!.baseUrl, DEMO_PASSWORD: stack!.demoPassword }));
  await lintDone();
  await phase('teardown', teardown);
  timings.push(`total ${Math.round((Date.now() - started) / 1000)} s`);
}

let interrupted = false;
for (const sig of ['SIGINT', 'SIGTERM'] as const) {
  process.on(sig, () => {
    if (interrupted) process.exit(130);
    interrupted = true;
    console_.banner(`\n${sig}: stopping the test run and tearing down...`);
    for (const child of running) if (child.pid) killGroup(child.pid, 'SIGTERM');
    void teardown().finally(() => {
      console.log(`${totals.passed} passed, ${Math.max(1, totals.failed)} failed`);
      process.exit(130);
    });
  });
}

main()
  .catch(async (err) => {
    problems.push(err instanceof StackError ? err.message : ((err as Error).stack ?? String(err)));
    if (totals.failed === 0) totals.failed = 1;
    await linting;
    await teardown();
  })
  .finally(() => {
    if (interrupted) return;
    console_.banner('');
    if (timings.length) console_.banner(`timings: ${timings.join(' · ')}`);
    for (const w of warnings) console_.banner(`warning: ${w}`);
    for (const p of problems) console_.banner(`problem: ${p}`);
    if (existsSync(join(REPORTS, 'playwright-artifacts'))) console_.banner('failure traces and screenshots: reports/playwright-artifacts');
    const failed = totals.failed + (problems.length && totals.failed === 0 ? 1 : 0);
    console.log(`${totals.passed} passed, ${failed} failed`);
    process.exit(failed > 0 ? 1 : 0);
  });
