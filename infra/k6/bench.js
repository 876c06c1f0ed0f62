// make bench: k6 scenarios against a running stack, one after another at constant arrival rates,
// with per-scenario thresholds from budgets.json. Run by infra/k6/run-bench.ts, which starts the
// stack and the baseline server and prints the comparison table from the summary written here.
//
//   k6 run -e BASE_URL=http://127.0.0.1:23000 -e BASELINE_URL=http://127.0.0.1:PORT -e OUT=reports/bench infra/k6/bench.js
/* global __ENV, __ITER, open -- k6 runtime globals */
import http from 'k6/http';
import { check, fail } from 'k6';

const BASE = __ENV.BASE_URL || 'http://127.0.0.1:23000';
const BASELINE = __ENV.BASELINE_URL || 'http://127.0.0.1:23999';
const OUT = __ENV.OUT || 'reports/bench';
const PASSWORD = __ENV.DEMO_PASSWORD || 'TrapDemo#2026';
const budgets = JSON.parse(open('./budgets.json'));

// The calls the home page makes on load (frontends/shell home). Those that answer 404 (not built
// yet) are left out in setup() and named in the summary.
const HOME_READS = [
  '/api/podcasts/featured',
  '/api/podcasts',
  '/api/amas/live',
  '/api/amas/upcoming',
  '/api/amas/past',
  '/api/blog/featured',
  '/api/blog',
  '/api/shooters/featured',
  '/api/forum/categories',
  '/api/forum/topics/hot',
  '/api/users/public',
  '/api/admin/settings',
  '/api/banner-settings',
];

// The forum's public reads (reported as ratios to the bff's /healthz of the same run).
const FORUM_READS = ['/api/forum/categories', '/api/forum/topics/hot', '/api/forum/topics/latest'];

export const CALLS = {
  auth: ['/api/login', '/api/user', '/api/logout'],
  member: ['POST /api/practice/sessions', '/api/practice/stats', '/api/notifications'],
  member_2000: ['POST /api/practice/sessions', '/api/practice/stats'],
  forum_read: FORUM_READS,
};
const exec = {
  baseline_node: 'baselineNode',
  baseline_healthz: 'baselineHealthz',
  public_read: 'publicRead',
  auth: 'authPath',
  member: 'memberPath',
  stats_200: 'stats200',
  stats_2000: 'stats2000',
  member_2000: 'member2000',
  forum_read: 'forumRead',
};
// The bench members with 200 and 2,000 seeded sessions (run-bench.ts registers and seeds them).
const STATS_USERS = (__ENV.STATS_USERS || '').split(',').filter(Boolean);
const scenarios = {};
const thresholds = {};
let start = 0;
const ONLY = (__ENV.ONLY || '').split(',').filter(Boolean);
const chosen = (b) => (STATS_USERS.length || !b.seeded) && (!ONLY.length || b.kind === 'baseline' || ONLY.includes(b.name));
for (const s of budgets.scenarios.filter(chosen)) {
  scenarios[s.name] = {
    executor: 'constant-arrival-rate',
    exec: exec[s.name],
    rate: s.rate,
    timeUnit: '1s',
    duration: `${s.seconds}s`,
    startTime: `${start}s`,
    preAllocatedVUs: Math.max(4, s.rate * 2),
    maxVUs: Math.max(20, s.rate * 10),
    gracefulStop: '5s',
  };
  start += s.seconds + budgets.gapSeconds;
  // Thresholds on tagged sub-metrics also make k6 report each scenario's own numbers in the summary.
  thresholds[`http_req_duration{scenario:${s.name}}`] = [`p(95)<${s.p95}`, `p(99)<${s.p99}`];
  thresholds[`http_req_failed{scenario:${s.name}}`] = [`rate<${s.errorRate}`];
  thresholds[`http_reqs{scenario:${s.name}}`] = ['count>0'];
  thresholds[`checks{scenario:${s.name}}`] = ['rate>0.99'];
  // Per-call numbers of the multi-call paths (reported, no budget of their own).
  for (const call of CALLS[s.name] || []) thresholds[`http_req_duration{scenario:${s.name},name:${call}}`] = ['max>=0'];
  thresholds[`dropped_iterations{scenario:${s.name}}`] = [`count<${Math.max(1, Math.ceil(s.rate * s.seconds * 0.02))}`];
}

export const options = {
  scenarios,
  thresholds,
  summaryTrendStats: ['avg', 'min', 'med', 'p(90)', 'p(95)', 'p(99)', 'max'],
  discardResponseBodies: false,
  userAgent: 'trap-bench/k6',
};

const jsonHeaders = (csrf) => ({ 'content-type': 'application/json', 'x-csrf-token': csrf });
const csrfFromJar = () => {
  const c = http.cookieJar().cookiesForURL(BASE).trap_csrf;
  return c && c.length ? c[0] : '';
};

/** A fresh CSRF cookie for this VU's jar (the bff sets trap_csrf on any response that lacks it). */
function ensureCsrf() {
  let csrf = csrfFromJar();
  if (!csrf) {
    http.get(`${BASE}/api/site-status`, { tags: { name: 'csrf-cookie' } });
    csrf = csrfFromJar();
  }
  return csrf;
}

export function setup() {
  for (const url of [`${BASE}/readyz`, `${BASELINE}/`]) {
    const r = http.get(url, { responseCallback: http.expectedStatuses(200) });
    if (r.status !== 200) fail(`${url} is not answering (${r.status})`);
  }
  const reads = [];
  const missing = [];
  for (const p of HOME_READS) {
    const r = http.get(`${BASE}${p}`, { responseCallback: http.expectedStatuses(200, 404) });
    if (r.status === 404) missing.push(p);
    else reads.push(p);
  }
  // The member scenario reuses one logged-in session (like a member clicking around).
  const csrf = ensureCsrf();
  const login = http.post(`${BASE}/api/login`, JSON.stringify({ username: 'member', password: PASSWORD }), { headers: jsonHeaders(csrf) });
  if (login.status !== 200) fail(`login as member failed: ${login.status} ${login.body}`);
  const session = http.cookieJar().cookiesForURL(BASE).trap_session;
  if (!session || !session.length) fail('login answered 200 but set no trap_session cookie');
  const statsMembers = STATS_USERS.map((username) => loginAs(username, __ENV.STATS_PASSWORD));
  return { reads, missing, member: { session: session[0], csrf }, statsMembers };
}

/** A session of its own for one bench member (a cleared jar, so the login sets fresh cookies). */
function loginAs(username, password) {
  http.cookieJar().clear(BASE);
  const csrf = ensureCsrf();
  const r = http.post(`${BASE}/api/login`, JSON.stringify({ username, password }), { headers: jsonHeaders(csrf) });
  if (r.status !== 200) fail(`login as ${username} failed: ${r.status} ${r.body}`);
  const session = http.cookieJar().cookiesForURL(BASE).trap_session;
  if (!session || !session.length) fail(`login as ${username} set no trap_session cookie`);
  return { session: session[0], csrf };
}

export function baselineNode() {
  const r = http.get(`${BASELINE}/`);
  check(r, { 'baseline 200': (x) => x.status === 200 });
}

export function baselineHealthz() {
  const r = http.get(`${BASE}/healthz`);
  check(r, { 'healthz 200': (x) => x.status === 200 });
}

export function publicRead(data) {
  const res = http.batch(data.reads.map((p) => ['GET', `${BASE}${p}`, null, { tags: { name: p } }]));
  check(res, { 'every home read 200': (all) => all.every((x) => x.status === 200) });
}

export function forumRead() {
  const res = http.batch(FORUM_READS.map((p) => ['GET', `${BASE}${p}`, null, { tags: { name: p } }]));
  check(res, { 'every forum read 200': (all) => all.every((x) => x.status === 200) });
}

export function authPath() {
  const jar = http.cookieJar();
  jar.clear(BASE);
  const csrf = ensureCsrf();
  const login = http.post(`${BASE}/api/login`, JSON.stringify({ username: 'member', password: PASSWORD }), {
    headers: jsonHeaders(csrf),
    tags: { name: '/api/login' },
  });
  const me = http.get(`${BASE}/api/user`, { tags: { name: '/api/user' } });
  const out = http.post(`${BASE}/api/logout`, null, { headers: { 'x-csrf-token': csrf }, tags: { name: '/api/logout' } });
  check(null, {
    'login 200': () => login.status === 200,
    'user 200': () => me.status === 200,
    'logout 2xx': () => out.status >= 200 && out.status < 300,
  });
}

// An Olympic trap (ISSF) round: 25 targets over the 5 stations, first/second barrel kills and losses.
const OUTCOMES = ['first', 'first', 'first', 'second', 'first', 'lost', 'first', 'first', 'second', 'first'];
function issfRound(seed) {
  const shots = [];
  for (let i = 0; i < 25; i++) shots.push({ station: (i % 5) + 1, outcome: OUTCOMES[(i + seed) % OUTCOMES.length] });
  return { shots };
}

export function memberPath(data) {
  logAndRead(data.member, true);
}

function statsOf(member, name) {
  const headers = { cookie: `trap_session=${member.session}; trap_csrf=${member.csrf}` };
  const r = http.get(`${BASE}/api/practice/stats`, { headers, tags: { name } });
  check(r, { 'stats 200': (x) => x.status === 200 });
}

export function stats200(data) {
  statsOf(data.statsMembers[0], '/api/practice/stats (200 sessions)');
}

export function stats2000(data) {
  statsOf(data.statsMembers[1], '/api/practice/stats (2,000 sessions)');
}

export function member2000(data) {
  logAndRead(data.statsMembers[1], false);
}

/** Logs a session and reads stats (and the notifications, as the demo member's page does). */
function logAndRead(member, withNotifications) {
  const { session, csrf } = member;
  const headers = { cookie: `trap_session=${session}; trap_csrf=${csrf}` };
  const body = {
    date: new Date().toISOString(),
    discipline: 'olympic-trap',
    title: 'Bench session',
    scores: [issfRound(__ITER)],
  };
  const post = http.post(`${BASE}/api/practice/sessions`, JSON.stringify(body), {
    headers: Object.assign({}, headers, jsonHeaders(csrf)),
    tags: { name: 'POST /api/practice/sessions' },
  });
  const stats = http.get(`${BASE}/api/practice/stats`, { headers, tags: { name: '/api/practice/stats' } });
  const notes = withNotifications ? http.get(`${BASE}/api/notifications`, { headers, tags: { name: '/api/notifications' } }) : null;
  check(null, {
    'session logged 201': () => post.status === 201 || post.status === 200,
    'stats 200': () => stats.status === 200,
    'notifications 200': () => !notes || notes.status === 200,
  });
}

export function handleSummary(data) {
  return { [`${OUT}/summary.json`]: JSON.stringify(data, null, 2) };
}
