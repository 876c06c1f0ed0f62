import fc from 'fast-check';
import { beforeAll, describe, expect, it } from 'vitest';
import { candidateArbitrary, invalidArbitrary } from './support/arbitraries.ts';
import { routeTable, UNSAFE } from './support/routes.ts';
import { tame } from './support/tame.ts';
import { actors, differences, storedRecord, writeTarget, type Actors } from './support/writes.ts';

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
 * newsletter preferences need the e-mailed link or the subscriber's own session.
 */
const POLICY: Record<string, { status: number; field?: string }> = {
  'POST /api/register': { status: 400, field: 'password' },
  'POST /api/newsletter/preferences': { status: 403 },
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
});
