import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineApi, routesOf } from '@trap/contracts/api/index';
import {
  ApiRouter,
  assertRoutesMatchDeclarations,
  createHttpApp,
  createLogger,
  createRedis,
  createTokenVerifier,
  routeMismatches,
  SessionStore,
} from '@trap/kit';
import {
  cleanupTestEnv,
  fetchJson,
  listen,
  loginAs,
  signTestToken,
  testEnv,
  testKeys,
  TEST_AUDIENCE,
  TEST_ISSUER,
} from '@trap/kit/testing';

const env = testEnv('kitroutes');

// Declared under a prefix the platform table gives to the settings service, as a real declaration would be.
const noteSchema = z.object({ id: z.string(), text: z.string(), by: z.string() });
const testApi = defineApi({
  readNote: {
    method: 'get',
    path: '/api/site-status/notes/{id}',
    summary: 'One note',
    tags: ['Test'],
    auth: 'public',
    request: {
      params: z.object({ id: z.string().regex(/^n\d+$/, 'Not a note id') }),
      query: z.object({ upper: z.coerce.boolean().default(false) }),
    },
    response: { description: 'The note', schema: noteSchema },
  },
  addNote: {
    method: 'post',
    path: '/api/site-status/notes',
    summary: 'Add a note',
    tags: ['Test'],
    auth: 'required',
    request: { body: z.object({ text: z.string().trim().min(1, 'Text is required').max(20) }) },
    response: { status: 201, description: 'The note', schema: noteSchema },
  },
  clearNotes: {
    method: 'delete',
    path: '/api/site-status/notes',
    summary: 'Remove every note',
    tags: ['Test'],
    auth: 'required',
    capability: 'settings.manage',
    response: { status: 204, description: 'Removed' },
  },
  countNotes: {
    method: 'get',
    path: '/api/site-status/notes',
    summary: 'How many notes (its 401 says what a logged-out caller is missing)',
    tags: ['Test'],
    auth: 'required',
    response: { description: 'The count', schema: z.object({ count: z.number() }) },
  },
  watchNotes: {
    method: 'get',
    path: '/api/site-status/notes/stream',
    summary: 'Notes as they change (the bff answers it, like the notification stream)',
    tags: ['Test'],
    auth: 'required',
    response: { description: 'An event stream' },
    servedBy: 'bff',
  },
});

describe('routes bound to their declarations', () => {
  const redis = createRedis(env.REDIS_URL!);
  const sessions = new SessionStore(redis, env.REDIS_PREFIX);
  let server: Awaited<ReturnType<typeof listen>>;
  const notes = new Map<string, { id: string; text: string; by: string }>();

  beforeAll(async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    const app = createHttpApp({
      logger: createLogger('routes-test', 'silent'),
      routes: (app) => {
        const api = new ApiRouter(app, { verify, sessions });
        api.handle(testApi.readNote, ({ params, query }) => {
          const note = notes.get(params.id);
          if (!note) return { id: params.id, text: '', by: '' };
          return query.upper ? { ...note, text: note.text.toUpperCase() } : note;
        });
        api.handle(testApi.addNote, ({ body, auth }) => {
          const note = { id: `n${notes.size + 1}`, text: body.text, by: auth.userId };
          notes.set(note.id, note);
          return note;
        });
        api.handle(testApi.clearNotes, () => {
          notes.clear();
        });
        api.handle(testApi.countNotes, () => ({ count: notes.size }), { unauthenticated: 'Log in to count the notes' });
      },
    });
    server = await listen(app);
  });
  afterAll(async () => {
    await server.close();
    redis.disconnect();
    await cleanupTestEnv(env);
  });

  const member = () => loginAs(sessions, { userId: 'u-1', role: 'member', sessionId: `s-${Math.random()}` });
  const admin = () => loginAs(sessions, { userId: 'u-admin', role: 'admin', sessionId: `s-${Math.random()}` });

  it('when a member posts a valid body, then the handler gets it parsed and the declared status and body are sent', async () => {
    const res = await fetchJson(`${server.url}/api/site-status/notes`, {
      method: 'POST',
      token: await member(),
      json: { text: '  hello ' },
    });
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 'n1', text: 'hello', by: 'u-1' });
    const read = await fetchJson(`${server.url}/api/site-status/notes/n1?upper=true`);
    expect(read.body).toEqual({ id: 'n1', text: 'HELLO', by: 'u-1' });
  });

  it('when input breaks the declaration, then it is a 400 with field messages and the handler never runs', async () => {
    const before = notes.size;
    const bad = await fetchJson(`${server.url}/api/site-status/notes`, { method: 'POST', token: await member(), json: { text: '   ' } });
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields).toEqual({ text: 'Text is required' });
    const badParam = await fetchJson(`${server.url}/api/site-status/notes/x1`);
    expect(badParam.status).toBe(400);
    expect(badParam.body.error.fields).toEqual({ id: 'Not a note id' });
    expect(notes.size).toBe(before);
  });

  it('when the caller has no session or lacks the capability, then it is 401 or 403 and nothing changes', async () => {
    expect((await fetchJson(`${server.url}/api/site-status/notes`, { method: 'POST', json: { text: 'x' } })).status).toBe(401);
    expect((await fetchJson(`${server.url}/api/site-status/notes`, { method: 'DELETE', token: await member() })).status).toBe(403);
    expect(notes.size).toBeGreaterThan(0);
    const cleared = await fetchJson(`${server.url}/api/site-status/notes`, { method: 'DELETE', token: await admin() });
    expect(cleared.status).toBe(204);
    expect(cleared.text).toBe('');
    expect(notes.size).toBe(0);
  });

  it('when a route names its own 401 message, then a caller without a session or with an ended one gets that message', async () => {
    const anonymous = await fetchJson(`${server.url}/api/site-status/notes`);
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.error).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Log in to count the notes' });
    // signed, but its session is not (or no longer) in the store
    const ended = await fetchJson(`${server.url}/api/site-status/notes`, {
      token: await signTestToken({ userId: 'u-1', role: 'member', sessionId: 'gone' }),
    });
    expect(ended.status).toBe(401);
    expect(ended.body.error.message).toBe('Log in to count the notes');
    expect((await fetchJson(`${server.url}/api/site-status/notes`, { token: await member() })).body).toEqual({ count: notes.size });
    // a route without one keeps the generic message
    expect((await fetchJson(`${server.url}/api/site-status/notes`, { method: 'POST', json: { text: 'x' } })).body.error.message).toBe(
      'Not logged in',
    );
  });

  it('when a service serves an undeclared /api route or leaves a declared one unserved, then both are named (a route the bff answers is not asked of it)', async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    let problems: string[] = [];
    createHttpApp({
      logger: createLogger('routes-test', 'silent'),
      routes: (app) => {
        const api = new ApiRouter(app, { verify, sessions });
        api.handle(testApi.readNote, ({ params }) => ({ id: params.id, text: '', by: '' }));
        app.get('/api/site-status/secret', (_req, res) => {
          res.json({});
        });
        problems = routeMismatches('settings', app, api, routesOf(testApi));
      },
    });
    expect(problems).toEqual([
      'declared but not served by settings: POST /api/site-status/notes (postSiteStatusNotes)',
      'declared but not served by settings: DELETE /api/site-status/notes (deleteSiteStatusNotes)',
      'declared but not served by settings: GET /api/site-status/notes (getSiteStatusNotes)',
      'served by settings but not declared in contracts/src/api: GET /api/site-status/secret',
    ]);
  });

  it('when a service binds nothing through the router and serves a hand-written /api route, then it refuses to start', async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    expect(() =>
      createHttpApp({
        logger: createLogger('routes-test', 'silent'),
        routes: (app) => {
          const api = new ApiRouter(app, { verify, sessions });
          app.get('/api/site-status/notes/:id', (_req, res) => {
            res.json({});
          });
          assertRoutesMatchDeclarations('settings', app, api, routesOf(testApi));
        },
      }),
    ).toThrow(/served by settings but not declared in contracts\/src\/api: GET \/api\/site-status\/notes\/\{id\}/);
  });

  it('when a route is bound twice, then binding refuses', async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    createHttpApp({
      logger: createLogger('routes-test', 'silent'),
      routes: (app) => {
        const api = new ApiRouter(app, { verify, sessions });
        api.handle(testApi.clearNotes, () => undefined);
        expect(() => api.handle(testApi.clearNotes, () => undefined)).toThrow(/bound twice/);
      },
    });
  });

  it("when a route declares a gate, then its answer passes the service's gate with the caller's session read, and a router without a gate refuses to bind it", async () => {
    const verify = await createTokenVerifier({ publicKeyPem: testKeys().publicKeyPem, issuer: TEST_ISSUER, audience: TEST_AUDIENCE });
    const gatedRead = { ...testApi.readNote, gate: { kind: 'blog_post', field: 'content' } } as const;
    createHttpApp({
      logger: createLogger('routes-test', 'silent'),
      routes: (app) => {
        const api = new ApiRouter(app, { verify, sessions });
        expect(() => api.handle(gatedRead, ({ params }) => ({ id: params.id, text: 'full', by: '' }))).toThrow(/declared gated/);
      },
    });
    const seen: unknown[] = [];
    const app = createHttpApp({
      logger: createLogger('routes-test', 'silent'),
      routes: (app) => {
        const api = new ApiRouter(app, {
          verify,
          sessions,
          gate: async (rule, reply, req, res) => {
            seen.push(rule);
            if (req.auth) {
              res.set('Cache-Control', 'private, no-cache');
              return reply;
            }
            return { ...(reply as object), text: 'teaser' };
          },
        });
        api.handle(gatedRead, ({ params }) => ({ id: params.id, text: 'full', by: '' }));
      },
    });
    const gatedServer = await listen(app);
    try {
      const anonymous = await fetchJson(`${gatedServer.url}/api/site-status/notes/n1`);
      expect(anonymous.body).toEqual({ id: 'n1', text: 'teaser', by: '' });
      // a public route, yet the member's session reaches the gate
      const signedIn = await fetchJson(`${gatedServer.url}/api/site-status/notes/n1`, { token: await member() });
      expect(signedIn.body).toEqual({ id: 'n1', text: 'full', by: '' });
      expect(signedIn.headers.get('cache-control')).toBe('private, no-cache');
      expect(seen).toEqual([gatedRead.gate, gatedRead.gate]);
    } finally {
      await gatedServer.close();
    }
  });
});
