import type { AddressInfo } from 'node:net';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@trap/contracts/api/index';
import { answerCheck, answerProblems, answerViolations, undeclaredFields } from '../src/http/answer-check.ts';

const read = defineRoute({
  method: 'get',
  path: '/api/site-status/things/{id}',
  summary: 'A thing',
  tags: ['Test'],
  auth: 'required',
  tier: 'pro_lane',
  request: { params: z.object({ id: z.string() }) },
  response: {
    description: 'The thing',
    schema: z.object({ id: z.string(), at: z.string(), tags: z.array(z.object({ name: z.string() })) }),
  },
  errors: [404],
});
const write = defineRoute({
  method: 'post',
  path: '/api/site-status/things',
  summary: 'Add a thing',
  tags: ['Test'],
  auth: 'required',
  request: { body: z.object({ name: z.string() }) },
  response: { status: 201, description: 'Added', schema: z.object({ id: z.string() }), also: { status: 200, description: 'Added before' } },
});

describe('the answer check (tests compare every answer with its declaration)', () => {
  it('passes an answer as declared, dates as the client receives them', () => {
    expect(answerProblems(read, 200, { id: 'a', at: new Date(0), tags: [{ name: 'x' }] })).toEqual([]);
    expect(answerProblems(write, 201, { id: 'a' })).toEqual([]);
    expect(answerProblems(write, 200, { id: 'a' })).toEqual([]);
  });

  it('names a field the schema does not declare, however deep', () => {
    expect(answerProblems(read, 200, { id: 'a', at: 'x', _id: 'a', tags: [{ name: 'x', secret: 1 }] })).toEqual([
      'body has a field its schema does not declare: _id',
      'body has a field its schema does not declare: tags[0].secret',
    ]);
    expect(undeclaredFields({ a: 1, b: undefined }, {})).toEqual(['a']);
  });

  it('names a body that does not parse', () => {
    expect(answerProblems(read, 200, { id: 1, at: 'x', tags: [] })).toEqual([
      expect.stringContaining('body does not match its schema at id'),
    ]);
  });

  it('knows the statuses the declaration gives: its own errors, 401, the tier’s 403, 404 and 500 left to the tests', () => {
    const error = { error: { code: 'X', message: 'no' } };
    for (const status of [400, 401, 403, 404, 500, 503]) expect(answerProblems(read, status, error)).toEqual([]);
    expect(answerProblems(read, 409, error)).toEqual(['status 409 is not declared (declared: 200, 400, 401, 403, 404, 503)']);
    expect(answerProblems(write, 204, undefined)).toEqual([expect.stringContaining('status 204 is not declared')]);
  });

  it('refuses an error without the error shape', () => {
    expect(answerProblems(read, 404, { message: 'gone' })).toEqual(['error body without { error: { code, message } }']);
  });

  it('checks every answer of a route it is bound to: a JSON body by its schema, a body-less one by its status', async () => {
    const app = express();
    app.get('/things/:id', answerCheck(read), (req, res) => {
      if (req.params.id === 'ok') res.json({ id: 'ok', at: 'x', tags: [] });
      else if (req.params.id === 'extra') res.json({ id: 'extra', at: 'x', tags: [], _id: 1 });
      else res.status(204).end();
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/things`;
      answerViolations.splice(0);
      for (const id of ['ok', 'extra', 'empty', 'ok']) await (await fetch(`${url}/${id}`)).arrayBuffer();
      expect(answerViolations.splice(0)).toEqual([
        'GET /api/site-status/things/{id} 200: body has a field its schema does not declare: _id',
        'GET /api/site-status/things/{id} 204: status is not declared (declared: 200)',
      ]);
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
