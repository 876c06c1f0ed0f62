import type { ServiceName } from '@trap/contracts';
import { ApiClient } from '../../dev/lib/api-client.ts';
import { RSVP_EVENT_ID } from './events.ts';
import { BUSY_TOPIC, topicIdOf } from './forum.ts';
import { newestInvoiceOf } from './invoices.ts';
import { BUSIEST, TYPICAL } from './plan.ts';
import { BENCH_SLOT_ID, type SlotRange } from './ranges.ts';
import { LIVE_SHOOT_ID, LIVE_SQUAD, liveTarget, shootIdOf } from './shoots.ts';

/** Who a request is made as: one of the two measured members, or a demo staff account. */
export type Actor = 'busiest' | 'typical' | 'superadmin' | 'moderator' | 'admin';

/** Budgets (ms): a read p95 warm and on the first visit after a restart, a write p95. */
export const BUDGET = { warm: 150, cold: 1000, write: 200 } as const;
/** Samples per warm figure, after one warm-up request. */
export const SAMPLES = 20;
/** A request slower than this in its warm-up gets only SLOW_SAMPLES samples (p95 of 5 is their maximum): 20 of a 5 s read cost minutes per scale. */
const SLOW_MS = 2000;
const SLOW_SAMPLES = 5;

export interface Probe {
  /** what the table shows: method, path and the screen it is the first read of */
  label: string;
  /** the service that answers it (the one restarted for its first read) */
  service: ServiceName;
  kind: 'read' | 'write';
  /** the measured members, or a staff account */
  as: 'members' | 'superadmin' | 'moderator';
  method: string;
  path: (who: Actor, n: number) => string;
  body?: (who: Actor, n: number) => unknown;
  /** undone after each sample, unmeasured, so the next sample finds the same state (a booking, an RSVP) */
  undo?: { method: string; path: string };
}

/** What the probes need to know about the seeded set. */
export interface ProbeSet {
  month: string;
  range: SlotRange;
  run: string;
}

const istMonth = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 7);
export const probeSetOf = (range: SlotRange, run: string): ProbeSet => ({ month: istMonth(), range, run });

/** A read as the screen makes it; `at` when the path depends on who asks (their own invoice). */
const get = (path: string, screen: string, service: ServiceName, as: Probe['as'] = 'members', at?: (who: Actor) => string): Probe => ({
  label: `GET ${path} ${screen}`,
  service,
  kind: 'read',
  as,
  method: 'GET',
  path: at ?? (() => path),
});

/** An Olympic trap round of 25 for the log-a-round write. */
const round = (n: number) => ({
  shots: Array.from({ length: 25 }, (_, i) => ({ station: (i % 5) + 1, outcome: (i + n) % 6 === 0 ? 'lost' : 'first' })),
});

/**
 * The requests the bench times. Reads: the first reads each member screen declares for link
 * prefetch (frontends/member/src/app/routes.tsx READS: /profile, /practice/stats, /training-progress,
 * /skill-roadmap, /challenges, /achievements, /friends, /squads, /community-events, /equipment),
 * the /practice history, /journal, /notifications and the shell's badge, the forum, search, events,
 * feed and match-day reads, a member's invoice and the range board; the staff screens declare no
 * prefetch reads, so their first calls (frontends/admin, frontends/moderator) stand in. Writes: the
 * six the issue names.
 */
export function probes(set: ProbeSet): Probe[] {
  const member = (who: Actor) => (who === 'busiest' ? BUSIEST : TYPICAL);
  const squad = (who: Actor) => (who === 'busiest' ? LIVE_SQUAD.busiest : LIVE_SQUAD.typical);
  const busyTopic = topicIdOf(BUSY_TOPIC);
  const slots = `/api/shooting-ranges/${set.range.id}`;
  return [
    // practice
    get('/api/practice/sessions?limit=20', '(/practice history)', 'practice'),
    get('/api/practice/sessions?limit=3', '(/profile)', 'practice'),
    get('/api/progression', '(/profile)', 'practice'),
    get('/api/practice/stats', '(/practice/stats, /training-progress)', 'practice'),
    get('/api/practice/goals', '(/training-progress)', 'practice'),
    get('/api/skills', '(/skill-roadmap)', 'practice'),
    get('/api/challenges', '(/challenges)', 'practice'),
    get('/api/achievements', '(/achievements)', 'practice'),
    get('/api/arms-licence', '(/equipment)', 'practice'),
    get('/api/equipment/items', '(/equipment)', 'practice'),
    get('/api/equipment/categories', '(/equipment)', 'practice'),
    get('/api/journal/entries?limit=20', '(/journal)', 'practice'),
    // community
    get('/api/relationships?type=friend', '(/profile)', 'community'),
    get('/api/relationships', '(/friends)', 'community'),
    get('/api/friends/blocks', '(/friends)', 'community'),
    get('/api/squads', '(/squads)', 'community'),
    get('/api/club-events?month={this month}', '(/community-events)', 'community', 'members', () => `/api/club-events?month=${set.month}`),
    get('/api/feed?limit=20', '(/feed)', 'community'),
    get('/api/forum/categories', '(/forum)', 'community'),
    get('/api/forum/topics/hot', '(/forum)', 'community'),
    get('/api/forum/topics/latest', '(/forum)', 'community'),
    get('/api/forum/topics/{busy}', '(a busy topic, 300+ replies)', 'community', 'members', () => `/api/forum/topics/${busyTopic}`),
    get('/api/shoots/{newest}/leaderboard', '(a finished shoot)', 'community', 'members', () => `/api/shoots/${shootIdOf(0)}/leaderboard`),
    // notifications
    get('/api/notifications', '(/notifications)', 'notifications'),
    get('/api/notifications/count', '(the badge on every page)', 'notifications'),
    // content
    get('/api/search?q=choke', '(search)', 'content'),
    get('/api/shooting-ranges/{id}/slots?days=7', '(range slot board)', 'content', 'members', () => `${slots}/slots?days=7`),
    // auth
    get('/api/user', '(every page)', 'auth'),
    get(
      '/api/payments/invoices/{newest}',
      '(their newest invoice)',
      'auth',
      'members',
      (who) => `/api/payments/invoices/${newestInvoiceOf(member(who))}`,
    ),
    // staff
    get('/api/superadmin/users', '(/superadmin/users)', 'auth', 'superadmin'),
    get('/api/superadmin/users/stats', '(/superadmin/users)', 'auth', 'superadmin'),
    get('/api/superadmin/audit', '(/superadmin/audit)', 'settings', 'superadmin'),
    get('/api/superadmin/analytics?days=30', '(/superadmin/analytics)', 'settings', 'superadmin'),
    get('/api/moderation/summary', '(/moderation)', 'community', 'moderator'),
    get('/api/moderation/reports?status=open&limit=50', '(/moderation reports)', 'community', 'moderator'),
    get('/api/moderation/forum/topics?filter=all&page=1&pageSize=20', '(/moderation forum)', 'community', 'moderator'),
    // writes
    {
      label: 'POST /api/practice/sessions (log a round)',
      service: 'practice',
      kind: 'write',
      as: 'members',
      method: 'POST',
      path: () => '/api/practice/sessions',
      body: (_, n) => ({ date: new Date().toISOString(), discipline: 'olympic-trap', title: 'Bench round', scores: [round(n)] }),
    },
    {
      label: 'POST /api/forum/topics/{busy}/replies (post a reply)',
      service: 'community',
      kind: 'write',
      as: 'members',
      method: 'POST',
      path: () => `/api/forum/topics/${busyTopic}/replies`,
      body: (_, n) => ({ content: `Bench reply ${n}: keep the gun moving.` }),
    },
    {
      label: 'POST /api/club-events/{id}/registration (RSVP)',
      service: 'community',
      kind: 'write',
      as: 'members',
      method: 'POST',
      path: () => `/api/club-events/${RSVP_EVENT_ID}/registration`,
      undo: { method: 'DELETE', path: `/api/club-events/${RSVP_EVENT_ID}/registration` },
    },
    {
      label: 'PATCH /api/notifications/mark-all-read',
      service: 'notifications',
      kind: 'write',
      as: 'members',
      method: 'PATCH',
      path: () => '/api/notifications/mark-all-read',
    },
    {
      label: 'POST …/slots/{id}/booking (book a slot)',
      service: 'content',
      kind: 'write',
      as: 'members',
      method: 'POST',
      path: () => `${slots}/slots/${BENCH_SLOT_ID}/booking`,
      body: () => ({ name: 'Bench booking' }),
      undo: { method: 'DELETE', path: `${slots}/slots/${BENCH_SLOT_ID}/booking` },
    },
    {
      label: 'POST /api/shoots/{live}/squads/{q}/targets (score a target)',
      service: 'community',
      kind: 'write',
      as: 'members',
      method: 'POST',
      path: (who) => `/api/shoots/${LIVE_SHOOT_ID}/squads/${squad(who)}/targets`,
      body: (who, n) => liveTarget(squad(who), n, set.run),
    },
  ];
}

/** Signs in through the bff as a browser does (CSRF cookie, POST /api/login): the session cookie rides on every request. */
export async function signIn(base: string, username: string, password: string): Promise<ApiClient> {
  const api = new ApiClient(base);
  const res = await api.post('/api/login', { username, password });
  if (res.status !== 200) throw new Error(`signing in as ${username}: ${res.status} ${JSON.stringify(res.body).slice(0, 200)}`);
  return api;
}

export interface Sample {
  ms: number[];
  errors: string[];
}

/** One request, timed to the last byte of its answer; a non-2xx answer is an error (its time still counts). */
async function timed(api: ApiClient, method: string, path: string, body: unknown, errors: string[]): Promise<number> {
  const started = performance.now();
  let status = 0;
  try {
    status = (await api.request(method, path, body)).status;
  } catch (err) {
    errors.push(`${method} ${path}: ${(err as Error).message}`);
    return performance.now() - started;
  }
  const ms = performance.now() - started;
  if (status < 200 || status >= 300) errors.push(`${method} ${path}: ${status}`);
  return ms;
}

/** A per-probe counter across the whole run, so writes never repeat an id (a target, a round). */
const written = new Map<string, number>();
const nextN = (key: string) => {
  const n = written.get(key) ?? 0;
  written.set(key, n + 1);
  return n;
};

/**
 * `count` sequential samples of one probe as one actor (after `warmUp` unmeasured ones). Sequential
 * on purpose: latency, not capacity. A write's `undo` runs after each sample, unmeasured.
 */
export async function sample(api: ApiClient, who: Actor, probe: Probe, opts: { warmUp: number; count: number }): Promise<Sample> {
  const errors: string[] = [];
  const ms: number[] = [];
  let count = opts.count;
  for (let i = 0; i < opts.warmUp + count; i++) {
    const n = nextN(`${probe.label}:${who}`);
    const took = await timed(api, probe.method, probe.path(who, n), probe.body?.(who, n), i < opts.warmUp ? [] : errors);
    if (probe.undo) await api.request(probe.undo.method, probe.undo.path);
    if (i < opts.warmUp) {
      if (took > SLOW_MS) count = Math.min(count, SLOW_SAMPLES);
      continue;
    }
    ms.push(took);
  }
  return { ms, errors };
}

/** The nearest-rank percentile (p95 of 20 samples is the 19th fastest). */
export function percentile(values: readonly number[], p: number): number | undefined {
  if (!values.length) return undefined;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
