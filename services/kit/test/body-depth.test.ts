import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { MAX_BODY_DEPTH } from '@trap/contracts';
import { createHttpApp, createLogger, validate } from '@trap/kit';
import { fetchJson, listen } from '@trap/kit/testing';
import { LogCapture } from './support/log-capture.ts';

/**
 * A JSON body nested thousands of levels deep must not reach code that walks it
 * recursively (a key check, a serializer, the database driver). The kit refuses it right after
 * parsing, before any route, with a 400 naming the top-level field, so no service can answer 500.
 */
describe('deeply nested JSON bodies', () => {
  const logs = new LogCapture();
  let handled = 0;
  let server: Awaited<ReturnType<typeof listen>>;
  /** what a careless route might do with a body: walk it recursively */
  const walk = (v: unknown): number => (v && typeof v === 'object' ? 1 + Math.max(0, ...Object.values(v).map(walk)) : 0);

  beforeAll(async () => {
    const app = createHttpApp({
      logger: createLogger('body-depth-test', 'debug', logs),
      bodyLimit: '1mb',
      routes: (app) => {
        app.post('/things', validate({ body: z.object({ name: z.string().max(40), data: z.unknown().optional() }) }), (req, res) => {
          handled++;
          res.status(201).json({ depth: walk(req.body) });
        });
      },
    });
    server = await listen(app);
  });
  afterAll(() => server?.close());

  const post = (body: string) => fetchJson(`${server.url}/things`, { body });
  const objects = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
  const lists = (depth: number) => `${'['.repeat(depth)}${']'.repeat(depth)}`;

  it.each([
    ['objects 3,000 deep', objects(3000)],
    ['lists 100,000 deep', lists(100_000)],
    ['objects 50,000 deep', objects(50_000)],
  ])('when a field holds %s, then it is 400 naming that field and the route never runs', async (_l, deep) => {
    const before = handled;
    const res = await post(`{"name":"x","data":${deep}}`);
    expect(res.status, res.text.slice(0, 200)).toBe(400);
    expect(res.body.error).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: `Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`,
      fields: { data: `Nested too deeply (at most ${MAX_BODY_DEPTH} levels)` },
    });
    expect(handled).toBe(before);
  });

  it('when the body itself is a deep list, then it is 400 without a field', async () => {
    const res = await post(lists(5000));
    expect(res.status).toBe(400);
    expect(res.body.error.message).toMatch(/nested too deeply/);
  });

  it('when a body nests exactly to the limit, then the route gets it as usual', async () => {
    const res = await post(`{"name":"x","data":${objects(MAX_BODY_DEPTH - 1)}}`);
    expect(res.status).toBe(201);
    expect(res.body.depth).toBe(MAX_BODY_DEPTH);
    const over = await post(`{"name":"x","data":${objects(MAX_BODY_DEPTH)}}`);
    expect(over.status).toBe(400);
  });
});
