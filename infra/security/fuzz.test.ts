import { randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateArbitrary, invalidArbitrary } from './support/arbitraries.ts';
import { hostileCases, namesField, withHostile } from './support/hostile.ts';
import { routeTable, UNSAFE } from './support/routes.ts';
import { tame } from './support/tame.ts';
import { withText } from './support/text-fields.ts';
import { actors, differences, storedRecord, writeTarget, type Actors, type WriteTarget } from './support/writes.ts';

/**
 * Property-based tests of every write endpoint against its zod contract (fast-check): payloads the
 * contract accepts are accepted and read back as sent; payloads it refuses get a 400 with field
 * messages; nothing ever answers 5xx. Runs are bounded (FUZZ_RUNS, default 25 per endpoint and kind)
 * so `make test` stays fast; a failure prints the seed and the shrunk payload to replay.
 */
const RUNS = Number(process.env.FUZZ_RUNS ?? 25);
// Well inside the 60 s test timeout, so a slow shrink still ends with the counterexample, not a timeout.
const FUZZ_TIME_LIMIT_MS = 40_000;
const SITE_WIDE = new Set(['/api/admin/settings', '/api/banner-settings']);
const routes = await routeTable();
const writes = routes.filter((r) => UNSAFE.has(r.method) && r.body);
/** Statuses that mean "valid, but not now" rather than "invalid": a duplicate, a record that is gone, too many logins. */
const DOMAIN_REFUSALS = new Set([401, 404, 409, 429]);
/**
 * Answers a valid payload may still get by policy, not by contract: registration checks the
 * password against the site's current password rules (the contract holds only the outer bounds);
 * newsletter preferences and unsubscribing by address need the e-mailed link or the session of the
 * member whose account e-mail it is.
 */
const POLICY: Record<string, { status: number; field?: string }> = {
  'POST /api/register': { status: 400, field: 'password' },
  'POST /api/newsletter/preferences': { status: 403 },
  'POST /api/newsletter/unsubscribe': { status: 403 },
  // a made-up link token is not a valid link, a made-up current password is not the member's
  'POST /api/password/reset': { status: 400, field: 'token' },
  'POST /api/email/verify': { status: 400, field: 'token' },
  'POST /api/password/change': { status: 400, field: 'currentPassword' },
  // a made-up cut-off may fall after the event's start
  'PUT /api/club-events/{id}/entry-fees': { status: 400, field: 'cutoffAt' },
  // a check-in code is made by the server for one entry: a made-up one is not valid
  'POST /api/club-events/{id}/check-ins': { status: 400, field: 'code' },
};
const byPolicy = (label: string, res: { status: number; body?: { error?: { fields?: Record<string, string> } } }) => {
  const rule = POLICY[label];
  return !!rule && rule.status === res.status && (!rule.field || Object.keys(res.body?.error?.fields ?? {}).join() === rule.field);
};

describe('contract fuzzing of every write endpoint', () => {
  let a: Actors;
  beforeAll(async () => {
    a = await actors();
  });

  it('there are write endpoints with contracts', () => {
    expect(writes.length).toBeGreaterThan(20);
  });

  it.concurrent.for(writes.map((r) => [r.label, r] as const))('%s: valid payloads are accepted and stored as sent', async ([, route]) => {
    const target = await writeTarget(route, routes, a);
    const schema = route.body!;
    // Every valid login of a made-up user is a failure the per-address limiter counts: a few suffice.
    const numRuns = route.path === '/api/login' ? 5 : RUNS;
    await fc.assert(
      fc.asyncProperty(candidateArbitrary(schema), async (generated) => {
        const payload = target.linked(tame(route, generated));
        const parsed = schema.safeParse(payload);
        fc.pre(parsed.success);
        const res = await target.send(payload);
        const context = `${route.label} ${JSON.stringify(payload).slice(0, 400)} -> ${res.status} ${res.text.slice(0, 400)}`;
        expect(res.status, context).toBeLessThan(500);
        if (res.status >= 300) {
          expect((DOMAIN_REFUSALS.has(res.status) && route.documented.includes(res.status)) || byPolicy(route.label, res), context).toBe(
            true,
          );
          return;
        }
        // Site-wide settings are one record that the other suites on this stack write at the same time
        // (the injection suite does): a read-back may already hold their save, so the write's own
        // answer, the value it stored, is compared. The settings service's tests read back their saves.
        const stored = SITE_WIDE.has(route.path) ? res.body : storedRecord(await target.read(res), res);
        expect(differences(parsed.data as Record<string, unknown>, stored), context).toEqual([]);
      }),
      { numRuns, maxSkipsPerRun: 200, interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS },
    );
  });

  it.concurrent.for(writes.map((r) => [r.label, r] as const))(
    '%s: invalid payloads get 400 with field messages, never 5xx',
    async ([, route]) => {
      const target = await writeTarget(route, routes, a);
      const schema = route.body!;
      await fc.assert(
        fc.asyncProperty(invalidArbitrary(schema), async (c) => {
          const body = tame(route, c.body);
          fc.pre(!schema.safeParse(body).success);
          const res = await target.send(body);
          const context = `${route.label} ${JSON.stringify(body).slice(0, 300)} -> ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, context).toBe(400);
          expect(res.body?.error?.message, context).toEqual(expect.any(String));
          if (c.field) expect(Object.keys(res.body.error.fields ?? {}).length, context).toBeGreaterThan(0);
        }),
        { numRuns: RUNS, maxSkipsPerRun: 200, interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS },
      );
    },
  );

  /**
   * The outer bounds every contract now has. A payload valid but for one field (a
   * `javascript:` URL, a date in the year 0 or 275760, a text one character over its maximum, a value
   * nested 3,000 deep or one level past a free-form field's depth) is a 400 naming that field, and
   * nothing of it is stored: a marker in the payload's free-text fields never shows up in a read-back.
   */
  it.concurrent.for(writes.map((r) => [r.label, r] as const))(
    '%s: javascript: URLs, out-of-range dates, over-long texts and deep nesting get 400 naming the field and change nothing',
    async ([, route]) => {
      const target = await writeTarget(route, routes, a);
      const schema = route.body!;
      const cases = hostileCases(schema);
      expect(cases.length, 'every body has at least its fields to nest').toBeGreaterThan(0);
      // one kind as likely as another, whatever the number of fields of each
      const byKind = [...new Set(cases.map((c) => c.kind))].map((kind) => cases.filter((c) => c.kind === kind));
      const mark = `bound${randomBytes(6).toString('hex')}`;
      let marked = false;
      await fc.assert(
        fc.asyncProperty(candidateArbitrary(schema), fc.oneof(...byKind.map((list) => fc.constantFrom(...list))), async (generated, c) => {
          const base = target.linked(tame(route, generated)) as Record<string, unknown>;
          fc.pre(!!base && typeof base === 'object' && schema.safeParse(base).success);
          const { body, fields } = withText(schema, base, () => mark);
          const { json, raw } = withHostile(body, c);
          // a raw body is nested past what any contract or the kit takes; the rest must be refused by the contract itself
          if (raw === undefined) fc.pre(!schema.safeParse(json).success);
          marked ||= fields.length > 0;
          const res = await target.send(json, raw !== undefined ? { raw } : {});
          const context = `${route.label} ${c.kind} ${c.path}=${JSON.stringify(c.value ?? '(3,000 deep)').slice(0, 80)} -> ${res.status} ${res.text.slice(0, 300)}`;
          expect(res.status, context).toBe(400);
          expect(res.body?.error?.message, context).toEqual(expect.any(String));
          expect(namesField(res.body.error.fields, c.path), context).toBe(true);
        }),
        { numRuns: RUNS, maxSkipsPerRun: 200, interruptAfterTimeLimit: FUZZ_TIME_LIMIT_MS },
      );
      if (marked) expect(await holds(target, mark), `${route.label} stored a refused payload`).toBe(false);
    },
  );
});

/** Whether what the caller can read back for a write holds the marker. */
async function holds(target: WriteTarget, mark: string): Promise<boolean> {
  const read = await target.read();
  return !!read && read.text.includes(mark);
}
