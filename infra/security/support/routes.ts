import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { z } from 'zod';
import { API_ROUTES, operationIdOf, type ApiRoute } from '@trap/contracts/openapi/index';
import { can, type Capability, type Role, type Tier } from '@trap/contracts';
import { ROOT } from '../../dev/lib/stack.ts';
import { baseUrl } from './client.ts';

export interface Route {
  method: 'get' | 'post' | 'put' | 'patch' | 'delete';
  /** OpenAPI template: /api/practice/sessions/{id} */
  path: string;
  operationId: string;
  auth: 'public' | 'optional' | 'required';
  capability?: Capability;
  /** the lowest membership tier the declaration allows (the kit's TIER_REQUIRED gate), if any */
  tier?: Tier;
  /** the zod contract of the body (from contracts, matched by operation id) */
  body?: z.ZodType;
  params: string[];
  label: string;
  /** every status the document lists for the operation */
  documented: number[];
}

export const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Every operation of the /api as the bff documents it (/api/openapi.json, generated from the
 * contracts), with the zod body contract of each. New endpoints join every suite here by being
 * documented; `undocumentedServiceRoutes` catches the ones that are not.
 */
export async function routeTable(): Promise<Route[]> {
  const res = await fetch(`${baseUrl()}/api/openapi.json`);
  if (!res.ok) throw new Error(`/api/openapi.json answered ${res.status}`);
  const doc = (await res.json()) as {
    paths: Record<string, Record<string, { operationId: string; security: object[]; 'x-capability'?: Capability; responses?: object }>>;
  };
  const contracts = new Map<string, ApiRoute>(API_ROUTES.map((r) => [operationIdOf(r), r]));
  const out: Route[] = [];
  for (const [path, ops] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(ops)) {
      const contract = contracts.get(op.operationId);
      const security = op.security.map((s) => Object.keys(s));
      const auth = contract?.auth ?? (security.length && security.every((s) => s.includes('session')) ? 'required' : 'public');
      out.push({
        method: method as Route['method'],
        path,
        operationId: op.operationId,
        auth,
        capability: op['x-capability'],
        tier: contract?.tier,
        body: contract?.request?.body,
        params: [...path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]!),
        label: `${method.toUpperCase()} ${path}`,
        documented: Object.keys(op.responses ?? {}).map(Number),
      });
    }
  }
  return out;
}

/** Whether a role may use a route by the permission table (routes without a capability: any logged-in user). */
export const allowed = (route: Route, role: Role) => !route.capability || can(role, route.capability);

/** The path with every parameter filled: `fill(route, () => id)`. */
export const fill = (route: Route, value: (name: string) => string) =>
  route.path.replace(/\{([^}]+)\}/g, (_m, name: string) => encodeURIComponent(value(name)));

function files(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = join(dir, name);
    return statSync(full).isDirectory() ? files(full) : full.endsWith('.ts') ? [full] : [];
  });
}

/**
 * Routes a service declares with a literal path (`app.post('/api/...'`) that the route table lacks:
 * such an endpoint would escape every suite here (and the API documentation), so it is a finding.
 */
export function undocumentedServiceRoutes(routes: Route[]): string[] {
  const known = new Set(routes.map((r) => `${r.method} ${r.path}`));
  const missing: string[] = [];
  const servicesDir = join(ROOT, 'services');
  for (const service of readdirSync(servicesDir)) {
    const src = join(servicesDir, service, 'src');
    if (service === 'kit' || !statSync(join(servicesDir, service)).isDirectory()) continue;
    let list: string[] = [];
    try {
      list = files(src);
    } catch {
      continue;
    }
    for (const file of list) {
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/\b(?:app|router)\.(get|post|put|patch|delete)\(\s*['"`](\/api\/[^'"`$]+)['"`]/g)) {
        const path = m[2]!.replace(/:([A-Za-z0-9_]+)/g, '{$1}');
        if (!known.has(`${m[1]} ${path}`)) missing.push(`${m[1]!.toUpperCase()} ${path} (${relative(ROOT, file)})`);
      }
    }
  }
  return missing;
}
