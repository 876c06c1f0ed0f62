import type { ApiRoute } from './define.ts';

const UNSAFE = new Set(['post', 'put', 'patch', 'delete']);

/**
 * Every status a declared route may answer: its success status, and the errors derived from the
 * declaration (400 for input, 401 for a required session, 403 for a capability, a tier or the CSRF
 * check of an unsafe method, 413 for a body, 503 when its service is down) plus its own `errors`.
 * The OpenAPI document lists these, and the kit's answer check (tests) refuses any other.
 */
export function declaredStatuses(route: ApiRoute): { success: number; also?: number; errors: number[] } {
  const errors = new Set<number>(route.errors ?? []);
  if (route.request?.body || route.request?.query || route.request?.params) errors.add(400);
  if (route.auth === 'required') errors.add(401);
  if (route.capability || route.tier || UNSAFE.has(route.method)) errors.add(403);
  if (route.request?.body) errors.add(413);
  errors.add(503);
  return { success: route.response.status ?? 200, also: route.response.also?.status, errors: [...errors].sort((a, b) => a - b) };
}
