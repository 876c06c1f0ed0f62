import { randomUUID } from 'node:crypto';
import type { Route } from './routes.ts';

/**
 * Site-wide switches a generated payload must not flip while other suites share the stack:
 * maintenance mode, the default language and the security section (registration on/off, password
 * rules, session timeout) would make unrelated tests fail. Everything else in the settings stays generated.
 */
export function tame(route: Route, payload: unknown): unknown {
  if (!payload || typeof payload !== 'object' || Array.isArray(payload)) return payload;
  if (route.path !== '/api/admin/settings') return withoutReferences(route, payload as Record<string, unknown>);
  // SPEC 5: an invalid colour is ignored, not refused, so colours are not compared as sent
  const appearance = (payload as Record<string, unknown>).appearance as Record<string, unknown> | undefined;
  if (appearance && typeof appearance === 'object' && !Array.isArray(appearance)) {
    const { primaryColor: _p, secondaryColor: _c, ...a } = appearance;
    payload = { ...payload, appearance: a };
  }
  const { security: _s, ...rest } = payload as Record<string, unknown>;
  const general = rest.general as Record<string, unknown> | undefined;
  if (general && typeof general === 'object' && !Array.isArray(general)) {
    // the site's default language decides new accounts' language (and their e-mails) in the other suites too
    const { enableMaintenance: _m, defaultLanguage: _l, ...g } = general;
    rest.general = g;
  }
  return rest;
}

/**
 * Links to other records (a journal entry's practice session, an unsubscribe link's signed token,
 * a session's equipment, an item's category, the firearms on an arms licence) cannot be generated: a made-up one is rightly refused.
 * They are left out; the rest stays random.
 */
// promoCode: a made-up promo code is rightly refused (400 on promoCode)
const REFERENCES = ['sessionId', 'token', 'equipmentIds', 'categoryId', 'quoteReplyId', 'firearmIds', 'promoCode'];
function withoutReferences(route: Route, payload: Record<string, unknown>): Record<string, unknown> {
  const out = { ...payload };
  // a reset or verification link's token is the whole request: a made-up one is kept and refused by policy (fuzz POLICY: 400 on token)
  const linkToken = route.path === '/api/password/reset' || route.path === '/api/email/verify';
  for (const key of REFERENCES) if (!(linkToken && key === 'token')) delete out[key];
  // the site's password rules are stricter than the contract's outer bounds
  if (route.path === '/api/register') out.password = 'Str0ng#Pass1';
  // the same idempotency key again rightly answers with the first session: each generated one is new
  if (typeof out.idempotencyKey === 'string') out.idempotencyKey = `fuzz-${randomUUID()}`;
  // a shoot keeps its squads in shooting order (start time, then the order sent): sent in that order, they read back as sent
  if (route.path === '/api/shoots' && Array.isArray(out.squads))
    out.squads = (out.squads as { startsAt?: unknown }[])
      .map((squad, i) => ({ squad, i, at: typeof squad?.startsAt === 'string' ? Date.parse(squad.startsAt) : NaN }))
      .sort((x, y) => (Number.isNaN(x.at) || Number.isNaN(y.at) ? 0 : x.at - y.at) || x.i - y.i)
      .map(({ squad }) => squad);
  return out;
}
