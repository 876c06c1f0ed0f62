import { beforeAll, describe, expect, it } from 'vitest';
import { can, ROLES as STORED_ROLES, type Role } from '@trap/contracts';
import { Client, loginAs, newMember, ROLE_ACCOUNTS, type Account } from './support/client.ts';
import { allowed, routeTable, undocumentedServiceRoutes, UNSAFE, type Route } from './support/routes.ts';
import { sampleValid } from './support/arbitraries.ts';
import { isOwnedRoute, ownedParams, pathWith, randomObjectId } from './support/owned.ts';

/**
 * Authentication and authorisation across every route the bff documents: no session -> 401 where
 * one is required; each stored role (member, coach, moderator, blog moderator, content admin,
 * admin, superadmin) gets 403 exactly where the permission table denies it (so a member never
 * reaches admin or superadmin APIs, a content admin never the settings or superadmin ones); one
 * member never reaches another member's records.
 */
const routes = await routeTable();

/**
 * Read models computed at request time carry "now" (goal windows...): times are compared to the
 * minute. A session's coach feedback is written by the service's own event consumer a moment
 * after logging, so it is not a change anyone else made.
 */
const stable = (value: unknown): unknown =>
  JSON.parse(JSON.stringify(value), (k, v) =>
    k === 'feedback' ? undefined : typeof v === 'string' && /^\d{4}-\d\d-\d\dT\d\d:\d\d/.test(v) ? v.slice(0, 16) : v,
  );
const ROLES = ['member', ...ROLE_ACCOUNTS] as const;
/** Server-sent event streams never end; their refusals (401/403) are checked, their success is not read. */
const streams = (r: Route) => r.path.endsWith('/stream');
const call = (client: Client, route: Route, path = pathWith(route, {})) =>
  client.request(path, { method: route.method, ...(UNSAFE.has(route.method) ? { json: {} } : {}) });

describe('the route table', () => {
  it('covers every service and every route a service declares', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(undocumentedServiceRoutes(routes)).toEqual([]);
  });
});

describe('without a session', () => {
  let anonymous: Client;
  beforeAll(async () => {
    anonymous = await new Client().visit();
  });

  it.concurrent.for(routes.filter((r) => r.auth === 'required').map((r) => [r.label, r] as const))('%s answers 401', async ([, route]) => {
    const res = await call(anonymous, route);
    expect(res.status, res.text).toBe(401);
    expect(res.body.error.code).toBe('UNAUTHENTICATED');
  });

  it.concurrent.for(routes.filter((r) => r.auth !== 'required' && !streams(r)).map((r) => [r.label, r] as const))(
    '%s is open to visitors (no 401/403, no 5xx)',
    async ([, route]) => {
      const res = await call(anonymous, route);
      expect([401, 403], res.text).not.toContain(res.status);
      expect(res.status, res.text).toBeLessThan(500);
    },
  );
});

describe('each role reaches exactly what the permission table allows', () => {
  const accounts = {} as Record<(typeof ROLES)[number], Account>;
  beforeAll(async () => {
    accounts.member = await newMember();
    for (const role of ROLE_ACCOUNTS) accounts[role] = await loginAs(role);
  });

  // A route without a capability treats every logged-in role alike: the member stands for them all.
  const cases = routes
    .filter((r) => r.auth === 'required')
    .flatMap((r) => (r.capability ? ROLES : (['member'] as const)).map((role) => [`${role} ${r.label}`, r, role] as const))
    .filter(([, r, role]) => !(streams(r) && allowed(r, role)));

  it.concurrent.for(cases)('%s', async ([, route, role]) => {
    const res = await call(accounts[role].client, route);
    if (allowed(route, role as Role)) {
      // With a random id a route may still refuse on ownership (403/404); the session itself must be accepted.
      expect(res.status, `${role} was taken for anonymous on ${route.label}: ${res.text}`).not.toBe(401);
      // Staff hold the free tier on purpose (global-setup): a route that also has a tier (match day is
      // Elite Trigger's, staff included) may refuse them for the tier, never for the capability.
      const tierRefusal = Boolean(route.tier) && res.status === 403 && res.body?.error?.code === 'TIER_REQUIRED';
      if (route.capability && !tierRefusal) expect(res.status, `${role} was refused ${route.label}: ${res.text}`).not.toBe(403);
      expect(res.status, res.text).toBeLessThan(500);
    } else {
      expect(res.status, `${role} reached ${route.label} (needs ${route.capability}): ${res.text.slice(0, 200)}`).toBe(403);
    }
  });

  it('the sweep tries every stored role', () => {
    expect([...ROLES].sort()).toEqual([...STORED_ROLES].sort());
  });

  // the roles below admin: none holds settings.manage or superadmin.area
  const lower = ROLES.filter((role) => !can(role, 'settings.manage') && !can(role, 'superadmin.area'));

  it.concurrent.for(lower.map((role) => [role] as const))(
    'a %s is refused every superadmin and admin path of the proxy table, whatever the method',
    async ([role]) => {
      const client = accounts[role].client;
      for (const prefix of ['/api/superadmin/users', '/api/admin/settings']) {
        for (const method of ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']) {
          if (prefix === '/api/admin/settings' && method === 'GET') continue; // public: the site's settings
          const res = await client.request(
            `${prefix}/${method === 'GET' || method === 'POST' ? '' : randomObjectId()}`.replace(/\/$/, ''),
            {
              method,
              ...(method === 'GET' ? {} : { json: {} }),
            },
          );
          expect([403, 404, 405], `${role} ${method} ${prefix}: ${res.status} ${res.text.slice(0, 200)}`).toContain(res.status);
        }
      }
    },
  );
});

describe("one member and another member's records", () => {
  const owned = routes.filter((r) => isOwnedRoute(r, routes));
  let owner: Account;
  let other: Account;
  beforeAll(async () => {
    [owner, other] = await Promise.all([newMember('owner'), newMember('other')]);
  });

  it('there are member-owned routes to check', () => {
    expect(owned.length).toBeGreaterThan(5);
  });

  it.concurrent.for(owned.map((r) => [r.label, r] as const))(
    '%s: another member gets 404/403 and the record is unchanged',
    async ([, route]) => {
      const params = await ownedParams(route, owner, routes);
      const path = pathWith(route, params);
      // The owner's view of the record (the GET of the same path or of the record itself), before and after.
      const readPath = route.method === 'get' ? path : pathWith({ ...route, path: route.path.replace(/(\{[^}]+\}).*$/, '$1') }, params);
      const readRoute = routes.find(
        (r) => r.method === 'get' && r.path === (route.method === 'get' ? route.path : route.path.replace(/(\{[^}]+\}).*$/, '$1')),
      );
      const before = readRoute ? await owner.client.get(readPath) : undefined;
      if (before) expect(before.status, `the owner reads ${readPath}: ${before.text.slice(0, 200)}`).toBe(200);

      const res = await other.client.request(path, {
        method: route.method,
        ...(UNSAFE.has(route.method) ? { json: route.body ? sampleValid(route.body) : {} } : {}),
      });
      expect([403, 404], `another member: ${route.label} answered ${res.status} ${res.text.slice(0, 300)}`).toContain(res.status);

      if (before && readRoute) {
        const after = await owner.client.get(readPath);
        expect(after.status).toBe(200);
        // a list or stats of the owner's shared practice also show what the other tests' fixtures add meanwhile
        const sharedView = route.path.startsWith('/api/practice/members/') && !route.path.endsWith('}');
        // a page that is not JSON (a printable invoice) is compared as its text
        if (!sharedView) expect(stable(after.body ?? after.text)).toEqual(stable(before.body ?? before.text));
      }
    },
  );
});
