import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { defineRoute } from '@trap/contracts/api/index';
import { answerProblems, undeclaredFields } from '../src/http/answer-check.ts';

const read = defineRoute({
  method: 'get',
  path: '/api/site-status/things/{id}',
  summary: 'A thing',
  tags: ['Test'],
  auth: 'required',
  tier: 'pro_lane',
  request: { params: z.object({ id: z.string() }) },
  response: { description: 'The thing', schema: z.object({ id: z.string(), at: z.string(), tags: z.array(z.object({ name: z.string() })) }) },
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
    expect(answerProblems(read, 200, { id: 1, at: 'x', tags: [] })).toEqual([expect.stringContaining('body does not match its schema at id')]);
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
});
