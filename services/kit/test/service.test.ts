import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import {
  authenticate,
  connectEventBus,
  createLogger,
  createRedis,
  loadConfig,
  on,
  recordEvent,
  requireCapability,
  startService,
  currentRequestId,
  type RunningService,
} from '@trap/kit';
import {
  cleanupTestEnv,
  eventually,
  fetchJson,
  loginAs,
  publishTestEvent,
  startTestService,
  testEnv,
  waitForConsumers,
  type TestService,
} from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { roundModel, sleep } from './support/stores.ts';

/** Runs a fixture in a fresh Node process (tsx) and collects its output and how it ended. */
// a real process (tsx compiles on start); a hang is still caught: the killer's signal fails the test
function runFixture(file: string, env: NodeJS.ProcessEnv, timeoutMs = 90_000) {
  return new Promise<{ code: number | null; signal: string | null; out: string; ms: number }>((resolve) => {
    const started = Date.now();
    const child = spawn(process.execPath, ['--import', 'tsx', fileURLToPath(new URL(`./fixtures/${file}`, import.meta.url))], {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    child.stdout.on('data', (c: Buffer) => (out += c.toString()));
    child.stderr.on('data', (c: Buffer) => (out += c.toString()));
    const killer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.once('exit', (code, signal) => {
      clearTimeout(killer);
      resolve({ code, signal, out, ms: Date.now() - started });
    });
  });
}

describe('startService', () => {
  describe('a running service', () => {
    const env = testEnv('kitservice');
    const config = loadConfig({ SERVICE_NAME: 'kitservice', PORT: 0 }, {}, env);
    let svc: RunningService;
    const handled: { roundId: string; requestId?: string }[] = [];
    let failReadiness = false;

    beforeAll(async () => {
      svc = await startService(config, (ctx) => {
        const rounds = ctx.outboxStore(roundModel(ctx.conn));
        const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
        return {
          subscriptions: [on(roundLogged, async (data) => void handled.push({ roundId: data.roundId, requestId: currentRequestId() }))],
          readiness: {
            scoring: () => {
              if (failReadiness) throw new Error('scoring engine unreachable');
            },
          },
          routes: (app) => {
            app.post('/rounds/:id', auth, async (req, res) => {
              const id = String(req.params.id);
              await rounds.insert({ _id: id, score: 20 }, [recordEvent(roundLogged, { roundId: id, score: 20 })]);
              res.status(201).json({ id, by: req.auth!.userId });
            });
            app.post('/rounds/:id/score', auth, async (req, res) => {
              const id = String(req.params.id);
              // the relay may be pulling the first event from this document right now
              await rounds.update(id, () => ({ set: { score: 25 }, events: [recordEvent(roundLogged, { roundId: id, score: 25 })] }));
              res.json({ id });
            });
            app.get('/admin/only', auth, requireCapability('users.manage'), (_req, res) => void res.json({ ok: true }));
          },
        };
      });
    });
    afterAll(async () => {
      await svc?.stop();
      await cleanupTestEnv(env);
    });

    it('listens on an ephemeral port and answers /healthz and /readyz (mongo, nats, redis and its own checks)', async () => {
      expect(svc.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
      expect(svc.url).not.toMatch(/:0$/);
      expect((await fetchJson(`${svc.url}/healthz`)).status).toBe(200);
      const ready = await fetchJson(`${svc.url}/readyz`);
      expect(ready.status).toBe(200);
      expect(ready.body.checks).toEqual({ mongo: 'ok', nats: 'ok', redis: 'ok', scoring: 'ok' });
    });

    it('when one of its own readiness checks throws, then /readyz is 503 naming it', async () => {
      failReadiness = true;
      try {
        const ready = await fetchJson(`${svc.url}/readyz`);
        expect(ready.status).toBe(503);
        expect(ready.body.checks).toMatchObject({ mongo: 'ok', scoring: 'scoring engine unreachable' });
      } finally {
        failReadiness = false;
      }
    });

    it('when a logged-in member writes, then the event goes through outbox, relay and the durable consumer, carrying the request id', async () => {
      const token = await loginAs(svc.ctx, { userId: 'u-1' });
      const created = await fetchJson(`${svc.url}/rounds/r-e2e`, { method: 'POST', token, headers: { 'x-request-id': 'bff-e2e-0001' } });
      expect(created.status).toBe(201);
      expect(created.body).toEqual({ id: 'r-e2e', by: 'u-1' });
      await fetchJson(`${svc.url}/rounds/r-e2e/score`, { method: 'POST', token, headers: { 'x-request-id': 'bff-e2e-0002' } });
      await eventually(() => handled.length === 2);
      expect(handled).toEqual([
        { roundId: 'r-e2e', requestId: 'bff-e2e-0001' },
        { roundId: 'r-e2e', requestId: 'bff-e2e-0002' },
      ]);
      // the relay clears the outbox once NATS has the event, which can be after the consumer handled it
      // (seen at load 18): the entries go, they are not read as the event's proof
      const outbox = async () =>
        (await svc.ctx.conn.collection('rounds').findOne({ _id: 'r-e2e' as never }))?._outbox as unknown[] | undefined;
      await eventually(async () => (await outbox())?.length === 0);
      expect(await outbox()).toEqual([]);
    });

    it('checks tokens and capabilities with the service context', async () => {
      expect((await fetchJson(`${svc.url}/admin/only`)).status).toBe(401);
      expect((await fetchJson(`${svc.url}/admin/only`, { token: await loginAs(svc.ctx, { userId: 'm', role: 'member' }) })).status).toBe(
        403,
      );
      expect((await fetchJson(`${svc.url}/admin/only`, { token: await loginAs(svc.ctx, { userId: 'a', role: 'admin' }) })).status).toBe(
        200,
      );
    });

    it('when NATS or Redis connections are closed, then /readyz is 503 naming them', async () => {
      await svc.ctx.bus.nc.close();
      svc.ctx.redis.disconnect();
      const ready = await fetchJson(`${svc.url}/readyz`);
      expect(ready.status).toBe(503);
      expect(ready.body.checks).toMatchObject({ mongo: 'ok', nats: 'closed', redis: expect.stringMatching(/closed/i) });
      // and stop() still completes with half the connections already gone
      await svc.stop();
    });
  });

  it('when stop() is called, then the process has nothing left open and ends on its own', async () => {
    const env = testEnv('lifecycle');
    try {
      const run = await runFixture('service-lifecycle.ts', env);
      expect(run.out).toContain('served 200 200');
      expect(run.out).toContain('stopped');
      expect(run.out).not.toContain('still alive');
      expect(run.signal).toBeNull();
      expect(run.code).toBe(0);
    } finally {
      await cleanupTestEnv(env);
    }
    // a service started and stopped in a child process: past 60 s at load 25-30 on 2 cores
  }, 180_000);

  it('when start-up fails halfway (build throws), then what was opened is closed again and the process can end', async () => {
    const env = testEnv('lifecycle');
    try {
      const run = await runFixture('service-lifecycle.ts', { ...env, MODE: 'fail-build' });
      expect(run.out).toContain('start failed: build failed on purpose');
      expect(run.out).not.toContain('still alive');
      expect(run.code).toBe(0);
    } finally {
      await cleanupTestEnv(env);
    }
    // a service started and stopped in a child process: past 60 s at load 25-30 on 2 cores
  }, 180_000);

  it('when a required setting is missing (no JWT public key), then start-up fails with a clear error', async () => {
    const env = testEnv('kitservice', {});
    delete env.JWT_PUBLIC_KEY;
    const config = loadConfig({ SERVICE_NAME: 'kitservice', PORT: 0 }, {}, env);
    await expect(startService(config, () => ({ routes: () => {} }))).rejects.toThrow('JWT_PUBLIC_KEY or JWT_PUBLIC_KEY_FILE must be set');
    await cleanupTestEnv(env);
  });
});

describe("startTestService (for other services' tests)", () => {
  let svc: TestService;
  const seen: { roundId: string; requestId?: string }[] = [];
  beforeAll(async () => {
    svc = await startTestService({
      service: 'kithelper',
      build: (ctx) => ({
        subscriptions: [
          on(roundLogged, async (data) => {
            await sleep(50);
            seen.push({ roundId: data.roundId, requestId: currentRequestId() });
          }),
        ],
        routes: (app) =>
          app.get(
            '/me',
            authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true }),
            (req, res) => void res.json(req.auth),
          ),
      }),
    });
  });

  it('serves on an ephemeral port with its own database, namespace and Redis prefix, and loginAs gives a working token', async () => {
    expect(svc.env.MONGO_DB).toMatch(/^t_kithelper_[0-9a-f]{8}$/);
    const token = await svc.loginAs({ userId: 'u-9', role: 'moderator', isCoach: true });
    const res = await fetchJson(`${svc.url}/me`, { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ userId: 'u-9', role: 'moderator', isCoach: true });
  });

  it('publishTestEvent publishes as another service would, and waitForConsumers returns once everything is handled', async () => {
    const sent = await Promise.all(
      ['h1', 'h2', 'h3'].map((roundId) => publishTestEvent(svc, roundLogged, { roundId, score: 7 }, { requestId: `req-${roundId}` })),
    );
    await waitForConsumers(svc);
    expect(seen.map((s) => s.roundId).sort()).toEqual(['h1', 'h2', 'h3']);
    expect(seen.find((s) => s.roundId === 'h2')?.requestId).toBe('req-h2');
    expect(sent[0]).toMatchObject({ subject: 'practice.round.logged', version: 1, data: { roundId: 'h1', score: 7 } });
    await expect(publishTestEvent(svc, roundLogged, { roundId: 'bad', score: -1 })).rejects.toThrow();
  });

  it('stop() shuts the service down and removes its database, streams and Redis keys', async () => {
    await svc.ctx.conn.collection('probe').insertOne({ a: 1 });
    await svc.loginAs({ userId: 'u-10' });
    const { env, url } = svc;
    await svc.stop();
    await expect(fetch(`${url}/healthz`)).rejects.toThrow();

    const conn = await mongoose.createConnection(env.MONGO_URL!).asPromise();
    const { databases } = await conn.db!.admin().listDatabases();
    await conn.close();
    expect(databases.map((d) => d.name)).not.toContain(env.MONGO_DB);

    const redis = createRedis(env.REDIS_URL!);
    const keys = await redis.keys(`${env.REDIS_PREFIX}*`);
    redis.disconnect();
    expect(keys).toEqual([]);

    const bus = await connectEventBus({
      url: env.NATS_URL!,
      namespace: env.EVENT_NAMESPACE,
      name: 'check',
      logger: createLogger('check', 'silent'),
    });
    const streams: string[] = [];
    for await (const name of bus.jsm.streams.names()) if (name.startsWith(`${env.EVENT_NAMESPACE!.toUpperCase()}_`)) streams.push(name);
    await bus.close();
    expect(streams).toEqual([]);
  });
});
