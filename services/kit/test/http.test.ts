import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import {
  conflict,
  createHttpApp,
  createLogger,
  currentRequestId,
  notFound,
  parseOrThrow,
  tooManyRequests,
  validate,
  validated,
} from '@trap/kit';
import { fetchJson, listen } from '@trap/kit/testing';
import { LogCapture } from './support/log-capture.ts';

const signupBody = z.object({
  username: z.string().min(3, 'Username must be at least 3 characters'),
  email: z.email('Please enter a valid email'),
  age: z.number().int().min(18, 'You must be at least 18').optional(),
});
const listQuery = z.object({ page: z.coerce.number().int().min(1, 'Page must be at least 1').default(1) });
const idParams = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/, 'Invalid id') });

describe('the HTTP app every service uses', () => {
  const logs = new LogCapture();
  let handlerCalls = 0;
  let server: Awaited<ReturnType<typeof listen>>;

  beforeAll(async () => {
    const app = createHttpApp({
      logger: createLogger('http-test', 'debug', logs),
      bodyLimit: '1kb',
      routes: (app) => {
        app.post('/signup', validate({ body: signupBody }), (req, res) => {
          handlerCalls++;
          res.status(201).json({ received: validated<z.infer<typeof signupBody>>(req, 'body') });
        });
        app.get('/items', validate({ query: listQuery }), (req, res) => {
          handlerCalls++;
          res.json(validated(req, 'query'));
        });
        app.get('/items/:id', validate({ params: idParams }), (req, res) => {
          handlerCalls++;
          res.json(validated(req, 'params'));
        });
        app.post('/echo-request-id', async (req, res) => {
          // after the body was parsed and an await, the request id must still be in scope
          await new Promise((r) => setTimeout(r, 5));
          req.log.info({ marker: 'inside-handler' }, 'handler ran');
          res.json({ requestId: currentRequestId(), body: req.body });
        });
        app.get('/boom', async () => {
          throw new Error('database password is hunter2');
        });
        app.get('/boom-sync', () => {
          throw new TypeError('cannot read properties of undefined');
        });
        app.get('/missing', () => {
          throw notFound('Squad');
        });
        app.get('/taken', () => {
          throw conflict('Username already taken', { username: 'Username already taken' });
        });
        app.get('/slow-down', () => {
          throw tooManyRequests('Too many attempts', 42.2);
        });
        app.post('/login', (_req, res) => {
          res.setHeader('x-session-token', 'SECRET-JWT-VALUE');
          res.cookie('trap_session', 'SECRET-COOKIE-VALUE', { httpOnly: true });
          res.json({ ok: true });
        });
        app.get('/duplicate', async () => {
          throw Object.assign(new Error('E11000 duplicate key error collection: users index: username_1'), { code: 11000 });
        });
        app.post('/parse', (req, res) => {
          res.json(parseOrThrow(signupBody, req.body));
        });
      },
    });
    server = await listen(app);
  });
  afterAll(() => server.close());

  describe('validate()', () => {
    it('when the body breaks the contract, then it answers 400 VALIDATION_FAILED with a message per field and never calls the handler', async () => {
      const before = handlerCalls;
      const res = await fetchJson(`${server.url}/signup`, {
        json: { username: 'ab', email: 'nope', age: 12 },
        headers: { 'x-request-id': 'req-validation-1' },
      });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: 'VALIDATION_FAILED',
          message: 'Username must be at least 3 characters',
          fields: {
            username: 'Username must be at least 3 characters',
            email: 'Please enter a valid email',
            age: 'You must be at least 18',
          },
          requestId: 'req-validation-1',
        },
      });
      expect(handlerCalls).toBe(before);
    });

    it('when a required field is missing or the body is absent, then that field is named', async () => {
      const res = await fetchJson(`${server.url}/signup`, { method: 'POST' });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.error.fields)).toEqual(['username', 'email']);
    });

    it('when the body is valid, then the handler sees the parsed contract data only (unknown keys dropped)', async () => {
      const res = await fetchJson(`${server.url}/signup`, { json: { username: 'shooter', email: 'a@b.in', role: 'superadmin' } });
      expect(res.status).toBe(201);
      expect(res.body).toEqual({ received: { username: 'shooter', email: 'a@b.in' } });
    });

    it('when query or path parameters are bad, then they are a 400 too; good ones arrive coerced', async () => {
      expect((await fetchJson(`${server.url}/items?page=0`)).body.error.fields).toEqual({ page: 'Page must be at least 1' });
      expect((await fetchJson(`${server.url}/items/not-an-id`)).body.error).toMatchObject({
        code: 'VALIDATION_FAILED',
        fields: { id: 'Invalid id' },
      });
      expect((await fetchJson(`${server.url}/items?page=3`)).body).toEqual({ page: 3 });
      expect((await fetchJson(`${server.url}/items`)).body).toEqual({ page: 1 });
    });

    it('when parseOrThrow is used inside a handler, then the answer is the same 400 format', async () => {
      const res = await fetchJson(`${server.url}/parse`, { json: { username: 'abc' } });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', fields: { email: expect.any(String) } });
    });
  });

  describe('bodies', () => {
    it('when the JSON is malformed, then it is a 400 in the error format', async () => {
      const res = await fetchJson(`${server.url}/signup`, { body: '{"username": "abc",' });
      expect(res.status).toBe(400);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: 'Malformed JSON body' });
      expect(res.body.error.requestId).toEqual(expect.any(String));
    });

    it('when the body uses a charset the parser refuses, then it is a client error (415), never a 500', async () => {
      const res = await fetchJson(`${server.url}/signup`, { body: '{}', headers: { 'content-type': 'application/json; charset=klingon' } });
      expect(res.status).toBe(415);
      expect(res.body.error).toMatchObject({ code: 'VALIDATION_FAILED', message: expect.stringMatching(/charset/i) });
    });

    it('when the body is larger than the limit, then it is a 413 in the same format', async () => {
      const res = await fetchJson(`${server.url}/signup`, { json: { username: 'x'.repeat(5000), email: 'a@b.in' } });
      expect(res.status).toBe(413);
      expect(res.body.error).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', message: 'Request body is too large' });
      expect(res.body.error.requestId).toEqual(expect.any(String));
    });
  });

  describe('errors', () => {
    it('when no route matches, then it is a 404 naming the route', async () => {
      const res = await fetchJson(`${server.url}/nowhere`, { headers: { 'x-request-id': 'req-404-abc' } });
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'NOT_FOUND', message: 'Route GET /nowhere not found', requestId: 'req-404-abc' } });
    });

    it('when a path parameter holds a malformed percent escape, then it is a 400 in the error format and the handler never runs', async () => {
      const before = handlerCalls;
      for (const path of ['/items/%ZZ', '/items/abc%', '/items/%E0%A4%A']) {
        const res = await fetchJson(`${server.url}${path}`, { headers: { 'x-request-id': 'req-bad-escape' } });
        expect(res.status, path).toBe(400);
        expect(res.body).toEqual({
          error: { code: 'VALIDATION_FAILED', message: 'Malformed percent-encoding in the request path', requestId: 'req-bad-escape' },
        });
      }
      expect(handlerCalls).toBe(before);
    });

    it('when a handler throws something unexpected, then the client gets a generic 500, the log gets the error, and the process keeps serving', async () => {
      for (const path of ['/boom', '/boom-sync']) {
        const res = await fetchJson(`${server.url}${path}`, { headers: { 'x-request-id': `req-500${path.replace('/', '-')}` } });
        expect(res.status).toBe(500);
        expect(res.body).toEqual({
          error: { code: 'INTERNAL', message: 'Internal server error', requestId: `req-500${path.replace('/', '-')}` },
        });
        expect(res.text).not.toContain('hunter2');
      }
      expect(logs.find((l) => l.msg === 'request failed' && l.requestId === 'req-500-boom')?.err).toMatchObject({
        message: 'database password is hunter2',
      });
      expect((await fetchJson(`${server.url}/items?page=2`)).status).toBe(200);
    });

    it('when the database reports a duplicate key, then it is a 409 conflict without database details', async () => {
      const res = await fetchJson(`${server.url}/duplicate`);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'CONFLICT', message: 'That already exists' });
      expect(res.text).not.toContain('E11000');
    });

    it('when a handler throws an AppError, then its status, code, fields and headers are used', async () => {
      expect((await fetchJson(`${server.url}/missing`)).body.error).toMatchObject({ code: 'NOT_FOUND', message: 'Squad not found' });
      const taken = await fetchJson(`${server.url}/taken`);
      expect(taken.status).toBe(409);
      expect(taken.body.error).toMatchObject({ code: 'CONFLICT', fields: { username: 'Username already taken' } });
      const limited = await fetchJson(`${server.url}/slow-down`);
      expect(limited.status).toBe(429);
      expect(limited.headers.get('retry-after')).toBe('43');
      expect(limited.body.error).toMatchObject({ code: 'RATE_LIMITED', message: 'Too many attempts' });
    });
  });

  describe('request ids', () => {
    it('when the bff sends x-request-id, then it is echoed, visible to the handler after the body was read, and on every log line', async () => {
      const res = await fetchJson(`${server.url}/echo-request-id`, { json: { a: 1 }, headers: { 'x-request-id': 'bff-req-000123' } });
      expect(res.status).toBe(200);
      expect(res.headers.get('x-request-id')).toBe('bff-req-000123');
      expect(res.body).toEqual({ requestId: 'bff-req-000123', body: { a: 1 } });
      const handlerLine = logs.find((l) => l.marker === 'inside-handler' && l.requestId === 'bff-req-000123');
      expect(handlerLine).toBeDefined();
      const accessLine = await logs.waitFor((l) => l.msg === 'request completed' && (l.req as { id?: string })?.id === 'bff-req-000123');
      expect(accessLine.requestId).toBe('bff-req-000123');
    });

    it('when no id (or a malformed one) arrives, then a fresh one is made and echoed', async () => {
      const none = await fetchJson(`${server.url}/echo-request-id`, { json: {} });
      expect(none.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
      expect(none.body.requestId).toBe(none.headers.get('x-request-id'));
      const bad = await fetchJson(`${server.url}/echo-request-id`, { json: {}, headers: { 'x-request-id': 'bad id\twith spaces' } });
      expect(bad.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    });

    it('when two requests overlap, then each keeps its own id', async () => {
      const ids = Array.from({ length: 20 }, (_, i) => `parallel-${i}-xyz`);
      const answers = await Promise.all(
        ids.map((id) => fetchJson(`${server.url}/echo-request-id`, { json: {}, headers: { 'x-request-id': id } })),
      );
      expect(answers.map((a) => a.body.requestId)).toEqual(ids);
    });
  });

  it('when requests and responses carry credentials, then none of them reach the logs', async () => {
    const res = await fetchJson(`${server.url}/login`, {
      json: { username: 'shooter', password: 'SECRET-PASSWORD' },
      token: 'SECRET-BEARER',
      headers: { cookie: 'trap_session=SECRET-OLD-COOKIE', 'x-csrf-token': 'SECRET-CSRF', 'x-request-id': 'req-secrets-1' },
    });
    expect(res.status).toBe(200);
    const line = await logs.waitFor((l) => l.msg === 'request completed' && l.requestId === 'req-secrets-1');
    const text = JSON.stringify(logs.lines);
    expect(line.res).toBeDefined();
    for (const secret of [
      'SECRET-JWT-VALUE',
      'SECRET-COOKIE-VALUE',
      'SECRET-PASSWORD',
      'SECRET-BEARER',
      'SECRET-OLD-COOKIE',
      'SECRET-CSRF',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it('answers /healthz', async () => {
    const res = await fetchJson(`${server.url}/healthz`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
  });
});
