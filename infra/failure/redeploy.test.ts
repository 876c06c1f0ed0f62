import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, renameSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RunningStack } from '../dev/lib/stack.ts';
import { ROOT } from '../dev/lib/stack.ts';
import { browserAs, practiceSession, sleep, startFailureStack, until, type ApiClient, type FailureStack } from './support.ts';

/*
 * Redeploy one part while the rest serves. A steady load runs for the whole test:
 * public reads (the home page's API calls, the shell's page and the member remote's manifest, entry
 * and exposed module, as a browser loads them), three members logging practice rounds (POST with an
 * idempotency key, as the app's offline queue sends them) and reading their stats, and one member's
 * live notification stream. Meanwhile the member remote is rebuilt with a new version and published,
 * and the practice service is replaced by a new version (started beside the old one, which then stops
 * gracefully and hands its port over). Every response must be the expected 2xx, every acknowledged
 * round readable afterwards, and the stream must deliver the notifications of rounds logged after.
 *
 * The load comes from Node, not k6: building k6 takes 3-5 min on 2 cores (README "Benchmarks"), more
 * than this whole test, and a fetch loop at a steady rate counts every response just as well.
 */

// ports below the kernel's ephemeral range (32768+): a service's port is free for a moment while it changes hands
const OFFSET = 15_000;
const WRITERS = 3;
/** one public read every READ_EVERY_MS, one remote load every REMOTE_EVERY_MS, a round per writer every WRITE_EVERY_MS */
const READ_EVERY_MS = 100;
const REMOTE_EVERY_MS = 500;
const WRITE_EVERY_MS = 1000;
const PUBLIC_READS = [
  '/api/podcasts',
  '/api/podcasts/featured',
  '/api/blog',
  '/api/blog/featured',
  '/api/amas/upcoming',
  '/api/shooters/featured',
  '/app-config.json',
  '/',
];

/** Builds one frontend into outDir, the way a deploy pipeline builds it (APP_VERSION names the build). */
function buildFrontend(app: 'shell' | 'member', outDir: string, version: string): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(ROOT, 'node_modules/@rsbuild/core/bin/rsbuild.js'), 'build', '--dist-path', outDir], {
      cwd: join(ROOT, 'frontends', app),
      env: { ...process.env, NODE_ENV: 'production', APP_VERSION: version },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    child.once('error', reject);
    child.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`${app} build failed (${code}):\n${out.slice(-3000)}`))));
  });
}

/**
 * Publishes a remote's release: the previous release's hashed files are kept beside the new ones (a
 * browser that loaded the old manifest a moment ago still finds its chunks), then the `dist` link the
 * bff serves is switched in one rename, so no request ever sees a half-written folder.
 */
function publishRelease(appDir: string, release: string, previous?: string): void {
  if (previous) cpSync(join(previous, 'static'), join(release, 'static'), { recursive: true, force: false });
  const next = join(appDir, 'dist.next');
  rmSync(next, { force: true });
  symlinkSync(release, next);
  renameSync(next, join(appDir, 'dist'));
}

/** sha256 of every file under dir, by relative path. */
function hashTree(dir: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const entry of readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    out[relative(dir, file)] = createHash('sha256').update(readFileSync(file)).digest('hex');
  }
  return out;
}

/**
 * Replaces a running service with a new version, as a rolling deploy does on one machine: the new
 * process starts with PORT_WAIT_SECONDS, connects and warms up while the old one serves, and waits
 * for the port; then the old one gets SIGTERM, finishes its requests in flight and lets go of the
 * port, and the new one takes it at once.
 */
async function redeploy(
  stack: RunningStack,
  name: string,
  port: number,
  env: NodeJS.ProcessEnv,
): Promise<{ stoppedAt: number; tookOverAt: number }> {
  const old = stack.proc(name)!;
  const next = stack.supervisor.start({ ...old.spec, env: { ...old.spec.env, ...env, PORT_WAIT_SECONDS: '120' } });
  const state = await until(
    `${name}'s new version connected and waiting for the port`,
    async () => (next.exit ? 'died' : next.tail.some((l) => l.includes('waiting for the running version')) && 'waiting'),
    120_000,
    100,
  );
  if (state === 'died') throw new Error(`${stack.supervisor.deathNote(next)}: ${next.tail.slice(-10).join('\n')}`);
  const stoppedAt = Date.now();
  await stack.supervisor.stop(old);
  await until(`${name} answering as ${env.APP_VERSION}`, async () => {
    const res = await fetch(`http://127.0.0.1:${port}/healthz`, { signal: AbortSignal.timeout(2000) });
    return ((await res.json()) as { version?: string }).version === env.APP_VERSION;
  });
  return { stoppedAt, tookOverAt: Date.now() };
}

interface Outcome {
  kind: 'public' | 'remote' | 'practice-read' | 'practice-write';
  path: string;
  status: number;
  at: number;
  error?: string;
}

interface Ack {
  member: number;
  id: string;
  at: number;
}

interface RemoteManifest {
  metaData: { buildInfo: { buildVersion: string }; remoteEntry: { name: string } };
  exposes: { name: string; assets: { js: { sync: string[] } } }[];
}

describe('one service and one remote redeployed while the rest serves', () => {
  let s: FailureStack;
  let work: string;
  let frontendsDir: string;
  const releases = (v: string) => join(work, 'releases', v);

  beforeAll(async () => {
    // The bff serves frontends from a folder of this test's own (never frontends/*/dist, which the
    // e2e stack serves): the shell built once, the member remote as a link to its current release.
    // No server renderer (shell/dist-ssr) there, so the shell's page is its index.html, byte for byte.
    work = mkdtempSync(join(tmpdir(), 'trap-redeploy-'));
    frontendsDir = join(work, 'frontends');
    mkdirSync(join(frontendsDir, 'member'), { recursive: true });
    await buildFrontend('shell', join(frontendsDir, 'shell', 'dist'), 'shell-1');
    await buildFrontend('member', releases('member-1'), 'member-1');
    publishRelease(join(frontendsDir, 'member'), releases('member-1'));

    s = await startFailureStack({
      name: 'redeploy',
      portOffset: OFFSET,
      services: ['auth', 'content', 'practice', 'notifications'],
      env: { bff: { FRONTENDS_DIR: frontendsDir }, practice: { APP_VERSION: 'practice-1' } },
    });
  });
  afterAll(async () => {
    await s?.stop();
    if (work) rmSync(work, { recursive: true, force: true });
  });

  it('when practice and the member remote are redeployed under a steady load, then no request fails, no acknowledged round is lost, the stream goes on and the site serves the new remote with the same shell', async () => {
    const base = s.stack.baseUrl;
    const practicePort = s.stack.ports.practice;
    const shellBefore = hashTree(join(frontendsDir, 'shell', 'dist'));
    const indexBefore = await (await fetch(`${base}/`, { headers: { accept: 'text/html' } })).text();
    expect(await (await fetch(`http://127.0.0.1:${practicePort}/healthz`)).json()).toMatchObject({ version: 'practice-1' });

    const members: ApiClient[] = [];
    for (let i = 0; i < WRITERS; i++) members.push((await s.register(`redeploy${i}`)).client);

    const outcomes: Outcome[] = [];
    const acks: Ack[] = [];
    const pending = new Set<Promise<unknown>>();
    const manifestVersions: { at: number; version: string }[] = [];
    let running = true;
    const stop = new AbortController();

    /** One request of the load; anything but the expected status is a failure. */
    const track = <T extends { status: number }>(kind: Outcome['kind'], path: string, call: () => Promise<T>, expected = [200]) => {
      const p: Promise<T | undefined> = call().then(
        (res) => {
          outcomes.push({
            kind,
            path,
            status: res.status,
            at: Date.now(),
            ...(expected.includes(res.status) ? {} : { error: `answered ${res.status}` }),
          });
          return res;
        },
        (err: Error) => {
          outcomes.push({
            kind,
            path,
            status: 0,
            at: Date.now(),
            error: `${err.message} ${String((err.cause as Error | undefined)?.message ?? '')}`,
          });
          return undefined;
        },
      );
      pending.add(p);
      void p.finally(() => pending.delete(p));
      return p;
    };
    const get = (path: string, accept = 'application/json') =>
      fetch(base + path, { headers: { accept }, signal: AbortSignal.timeout(15_000) }).then(async (res) => ({
        status: res.status,
        text: await res.text(),
      }));

    // Anonymous visitors: the home page's reads and the shell's page, at a steady rate.
    let n = 0;
    const readers = setInterval(() => {
      const path = PUBLIC_READS[n++ % PUBLIC_READS.length]!;
      void track('public', path, () => get(path, path === '/' ? 'text/html' : 'application/json'));
    }, READ_EVERY_MS);

    // What the shell loads of the member remote: the manifest, the entry it names, the exposed module.
    const remoteLoads = setInterval(() => {
      void track('remote', '/remotes/member/mf-manifest.json', () => get('/remotes/member/mf-manifest.json')).then((res) => {
        if (res?.status !== 200) return;
        const manifest = JSON.parse(res.text) as RemoteManifest;
        manifestVersions.push({ at: Date.now(), version: manifest.metaData.buildInfo.buildVersion });
        const files = [manifest.metaData.remoteEntry.name, ...manifest.exposes.find((e) => e.name === 'routes')!.assets.js.sync];
        for (const file of files) void track('remote', `/remotes/member/${file}`, () => get(`/remotes/member/${file}`, '*/*'));
      });
    }, REMOTE_EVERY_MS);

    // Members on the range: a round a second each (the app's POST with its idempotency key), then their stats.
    const writer = async (m: number) => {
      for (let i = 0; running; i++) {
        const started = Date.now();
        const member = members[m]!;
        const res = await track(
          'practice-write',
          '/api/practice/sessions',
          () => member.post<{ id?: string }>('/api/practice/sessions', practiceSession(i, `redeploy-${m}-${i}`)),
          [201],
        );
        if (res?.status === 201 && res.body.id) acks.push({ member: m, id: res.body.id, at: Date.now() });
        await track('practice-read', '/api/practice/stats', () => member.get('/api/practice/stats'));
        await sleep(Math.max(0, WRITE_EVERY_MS - (Date.now() - started)));
      }
    };
    const writers = Promise.all(members.map((_, m) => writer(m)));

    // The first member's live notifications, followed as EventSource does: reconnect after `retry`
    // when the stream ends or the connection breaks; an answer other than 200 would make a browser give up.
    const frames: { at: number; sessionId?: string }[] = [];
    let connects = 0;
    const streamFailures: string[] = [];
    const follow = (async () => {
      while (!stop.signal.aborted) {
        let retryMs = 3000;
        try {
          const res = await fetch(`${base}/api/notifications/stream`, {
            headers: { accept: 'text/event-stream', cookie: members[0]!.cookieHeader() },
            signal: stop.signal,
          });
          if (res.status !== 200 || !res.body) {
            streamFailures.push(`stream answered ${res.status}`);
          } else {
            connects++;
            let buffer = '';
            const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
            for (let chunk = await reader.read(); !chunk.done; chunk = await reader.read()) {
              buffer += chunk.value;
              for (let end = buffer.indexOf('\n\n'); end >= 0; end = buffer.indexOf('\n\n')) {
                const block = buffer.slice(0, end);
                buffer = buffer.slice(end + 2);
                retryMs = Number(/^retry: (\d+)$/m.exec(block)?.[1] ?? retryMs);
                const data = /^data: (.+)$/m.exec(block)?.[1];
                if (/^event: notification$/m.test(block) && data) {
                  const frame = JSON.parse(data) as { kind: string; notification?: { relatedEntityId?: string } };
                  if (frame.kind === 'created') frames.push({ at: Date.now(), sessionId: frame.notification?.relatedEntityId });
                }
              }
            }
          }
        } catch {
          /* the connection broke (or the test ended): reconnect as EventSource does */
        }
        if (!stop.signal.aborted) await sleep(retryMs);
      }
    })();

    try {
      const ok = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind && !o.error).length;
      await until(
        'a steady load on every path',
        async () => ok('public') >= 20 && ok('remote') >= 6 && acks.length >= WRITERS && frames.length > 0,
        90_000,
      );

      // 1. The member remote: rebuilt with a new version, published; the shell is not touched.
      await buildFrontend('member', releases('member-2'), 'member-2');
      publishRelease(join(frontendsDir, 'member'), releases('member-2'), releases('member-1'));
      const published = Date.now();
      await until(
        'the shell loading member-2',
        async () => manifestVersions.some((v) => v.at > published && v.version === 'member-2'),
        60_000,
      );

      // 2. The practice service (the rounds' writes and reads): version 2 takes over from version 1.
      const practiceSwap = await redeploy(s.stack, 'practice', practicePort, { APP_VERSION: 'practice-2' });
      // 3. The notifications service (what feeds the live stream): the same, while rounds keep coming.
      const notificationsSwap = await redeploy(s.stack, 'notifications', s.stack.ports.notifications, { APP_VERSION: 'notifications-2' });
      const redeployed = notificationsSwap.tookOverAt;
      await until(
        'rounds acknowledged after both redeploys, and their notification on the open stream',
        async () =>
          members.every((_, m) => acks.filter((a) => a.member === m && a.at > redeployed).length >= 5) &&
          frames.some((f) => f.sessionId === acks.find((a) => a.member === 0 && a.at > redeployed)?.id),
        90_000,
      );

      running = false;
      clearInterval(readers);
      clearInterval(remoteLoads);
      await writers;
      await Promise.all([...pending]);

      const failed = outcomes.filter((o) => o.error);
      // Every acknowledged round is there, and so is its notification (its event survived both redeploys).
      const lost: string[] = [];
      for (const a of acks) if ((await members[a.member]!.get(`/api/practice/sessions/${a.id}`)).status !== 200) lost.push(a.id);
      let unnotified: string[] = [];
      await until(
        'a notification for every acknowledged round',
        async () => {
          const missing: string[] = [];
          for (const [m, member] of members.entries()) {
            const res = await member.get<{ relatedEntityId?: string }[]>('/api/notifications');
            const notified = new Set(res.status === 200 ? res.body.map((n) => n.relatedEntityId) : []);
            missing.push(...acks.filter((a) => a.member === m && !notified.has(a.id)).map((a) => a.id));
          }
          unnotified = missing;
          return missing.length === 0;
        },
        90_000,
        1000,
      ).catch(() => undefined);
      const count = (kind: Outcome['kind']) => outcomes.filter((o) => o.kind === kind).length;
      const answeredWhile = (swap: { stoppedAt: number; tookOverAt: number }) =>
        outcomes.filter((o) => o.at >= swap.stoppedAt && o.at <= swap.tookOverAt).length;
      console.log(
        `redeploy: ${outcomes.length} requests (${count('public')} public reads, ${count('remote')} remote files, ` +
          `${count('practice-read')} practice reads, ${count('practice-write')} practice writes; ` +
          `${answeredWhile(practiceSwap)} answered while practice changed version, ${answeredWhile(notificationsSwap)} while notifications did), ` +
          `${failed.length} failed; writes acknowledged ${acks.length}, lost ${lost.length}, without their notification ${unnotified.length}; ` +
          `notification stream: ${connects} connection(s), ${frames.length} notifications, ${frames.filter((f) => f.at > redeployed).length} after the redeploys`,
      );

      expect(failed.slice(0, 10)).toEqual([]);
      expect(lost).toEqual([]);
      expect(unnotified).toEqual([]);
      expect(streamFailures).toEqual([]);
      expect(s.crashes).toEqual([]);

      // The new versions are what is served.
      expect(await (await fetch(`http://127.0.0.1:${practicePort}/healthz`)).json()).toMatchObject({ version: 'practice-2' });
      expect(await (await fetch(`http://127.0.0.1:${s.stack.ports.notifications}/healthz`)).json()).toMatchObject({
        version: 'notifications-2',
      });
      expect(JSON.parse((await get('/remotes/member/version.json')).text)).toMatchObject({ app: 'member', version: 'member-2' });
      // A page opened before the deploy still finds the old build's chunks.
      const oldManifest = JSON.parse(readFileSync(join(releases('member-1'), 'mf-manifest.json'), 'utf8')) as RemoteManifest;
      for (const file of oldManifest.exposes[0]!.assets.js.sync) expect((await get(`/remotes/member/${file}`, '*/*')).status).toBe(200);
      // ... and the shell is byte for byte what it was: nothing of it was rebuilt.
      expect(hashTree(join(frontendsDir, 'shell', 'dist'))).toEqual(shellBefore);
      expect((await get('/', 'text/html')).text).toBe(indexBefore);

      // In a browser, the same shell shows a member page from the new build.
      const { browser, page } = await browserAs(base, 'member');
      try {
        const remoteFiles: { path: string; status: number; version?: string }[] = [];
        const reading: Promise<unknown>[] = [];
        page.on('response', (r) => {
          const path = new URL(r.url()).pathname;
          if (!path.startsWith('/remotes/member/')) return;
          const file = { path, status: r.status() };
          remoteFiles.push(file);
          if (path.endsWith('/mf-manifest.json'))
            reading.push(r.json().then((m: RemoteManifest) => Object.assign(file, { version: m.metaData.buildInfo.buildVersion })));
        });
        await page.goto('/practice/stats');
        await page.getByRole('heading', { level: 1 }).first().waitFor({ timeout: 30_000 });
        await Promise.all(reading);
        expect(remoteFiles.filter((f) => f.status >= 400)).toEqual([]);
        expect(remoteFiles.find((f) => f.path.endsWith('/mf-manifest.json'))).toMatchObject({ status: 200, version: 'member-2' });
      } finally {
        await browser.close();
      }
    } finally {
      running = false;
      clearInterval(readers);
      clearInterval(remoteLoads);
      stop.abort();
      await Promise.allSettled([writers, follow]);
    }
  }, 300_000);
});
