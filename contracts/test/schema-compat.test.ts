import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { breakingChanges, type JsonSchema } from '../src/snapshot/compat.ts';
import { contractSnapshot, snapshotBreaks } from '../src/snapshot/snapshot.ts';
import { defineEvent } from '../src/events/define.ts';
import { defineRoute } from '../src/api/define.ts';

const json = (s: z.ZodType, io: 'input' | 'output' = 'input') => z.toJSONSchema(s, { io }) as JsonSchema;
const role = z.enum(['member', 'coach', 'admin']);
const v1 = z.object({ userId: z.string(), role, score: z.number(), note: z.string().optional() });

describe('breakingChanges', () => {
  it('an added optional field breaks no one', () => {
    const v2 = v1.extend({ club: z.string().optional() });
    for (const d of ['input', 'output', 'both'] as const) expect(breakingChanges(json(v1), json(v2), d)).toEqual([]);
  });

  it('an unchanged schema breaks no one', () => {
    expect(breakingChanges(json(v1), json(v1), 'both')).toEqual([]);
  });

  it('a removed field breaks readers of the old schema (responses, events), not a server that stops reading it', () => {
    const v2 = v1.omit({ score: true });
    expect(breakingChanges(json(v1), json(v2), 'output')).toEqual(['$.score: removed']);
    expect(breakingChanges(json(v1), json(v2), 'both')).toEqual(['$.score: removed']);
    expect(breakingChanges(json(v1), json(v2), 'input')).toEqual([]);
  });

  it('a retyped field breaks both sides', () => {
    const v2 = v1.extend({ score: z.string() });
    for (const d of ['input', 'output', 'both'] as const)
      expect(breakingChanges(json(v1), json(v2), d)).toEqual(['$.score: type changed from number to string']);
  });

  it('a nested field counts too, inside arrays and nullable objects', () => {
    const a = z.object({ rounds: z.array(z.object({ hits: z.number() })), venue: z.object({ name: z.string() }).nullable() });
    const b = z.object({ rounds: z.array(z.object({ hits: z.string() })), venue: z.object({}).nullable() });
    expect(breakingChanges(json(a), json(b), 'output')).toEqual([
      '$.rounds[].hits: type changed from number to string',
      '$.venue.name: removed',
    ]);
  });

  it('a new required field breaks writers of the old schema (callers, old events), not readers of it', () => {
    const v2 = v1.extend({ club: z.string() });
    expect(breakingChanges(json(v1), json(v2), 'input')).toEqual(['$.club: new required field']);
    expect(breakingChanges(json(v1), json(v2), 'both')).toEqual(['$.club: new required field']);
    expect(breakingChanges(json(v1), json(v2), 'output')).toEqual([]);
  });

  it('an optional field made required breaks callers; a required one made optional breaks readers', () => {
    const required = v1.extend({ note: z.string() });
    expect(breakingChanges(json(v1), json(required), 'input')).toEqual(['$.note: made required']);
    const optional = v1.extend({ score: z.number().optional() });
    expect(breakingChanges(json(v1), json(optional), 'output')).toEqual(['$.score: no longer always present']);
    expect(breakingChanges(json(v1), json(optional), 'input')).toEqual([]);
  });

  it('a narrowed enum breaks writers of the old values; a widened one breaks readers of the old schema', () => {
    const narrowed = v1.extend({ role: z.enum(['member', 'admin']) });
    expect(breakingChanges(json(v1), json(narrowed), 'input')).toEqual(['$.role: enum narrowed, no longer accepts "coach"']);
    expect(breakingChanges(json(v1), json(narrowed), 'both')).toEqual(['$.role: enum narrowed, no longer accepts "coach"']);
    expect(breakingChanges(json(v1), json(narrowed), 'output')).toEqual([]);
    const widened = v1.extend({ role: z.enum(['member', 'coach', 'admin', 'owner']) });
    expect(breakingChanges(json(v1), json(widened), 'output')).toEqual([
      '$.role: now also "owner", which readers of the previous schema reject',
    ]);
    expect(breakingChanges(json(v1), json(widened), 'input')).toEqual([]);
  });

  it('a nullable field made non-null breaks callers that send null; the reverse breaks readers', () => {
    const a = z.object({ bio: z.string().nullable() });
    const b = z.object({ bio: z.string() });
    expect(breakingChanges(json(a), json(b), 'input')).toEqual(['$.bio: type changed from null | string to string']);
    expect(breakingChanges(json(b), json(a), 'output')).toEqual(['$.bio: type changed from string to null | string']);
  });
});

describe('snapshotBreaks', () => {
  const event = (schema: z.ZodType, version = 1) => defineEvent({ subject: 'demo.thing.happened', version, schema, description: '' });
  const route = (body: z.ZodType, response: z.ZodType) =>
    defineRoute({
      method: 'post',
      path: '/api/things',
      summary: '',
      tags: [],
      auth: 'optional',
      request: { body },
      response: { description: '', schema: response },
    });
  const body = z.object({ name: z.string(), colour: z.string().optional() });
  const reply = z.object({ id: z.string(), name: z.string() });
  const committed = contractSnapshot([event(v1)], [route(body, reply)]);

  it('a new version of an event and an added route are not breaks', () => {
    const next = contractSnapshot(
      [event(v1), event(v1.extend({ club: z.string() }), 2)],
      [route(body, reply), { ...route(body, reply), path: '/api/other' }],
    );
    expect(snapshotBreaks(committed, next)).toEqual([]);
  });

  it('names the event version or the route and the field that breaks', () => {
    const next = contractSnapshot(
      [event(v1.extend({ club: z.string() }))],
      [route(body.extend({ colour: z.string() }), reply.omit({ name: true }))],
    );
    expect(snapshotBreaks(committed, next)).toEqual([
      'event demo.thing.happened.v1: data.club: new required field',
      'route POST /api/things: body.colour: made required',
      'route POST /api/things: response.name: removed',
    ]);
  });

  it('a removed event version or route breaks', () => {
    expect(snapshotBreaks(committed, contractSnapshot([], []))).toEqual([
      'event demo.thing.happened.v1: removed (its consumers and the events already in the stream)',
      'route POST /api/things: removed (its callers get 404)',
    ]);
  });
});
