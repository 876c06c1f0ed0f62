/**
 * The range slot board and the notifications at a club's size, one service at a time, in-process
 * against a FerretDB of your choice (not part of make test; `make bench-scale` measures the same
 * calls through the bff):
 *
 *   MONGO_URL=mongodb://127.0.0.1:27043 FERRETDB_POSTGRESQL_URL=postgres://postgres@127.0.0.1:5432/<db> \
 *   SCALE=1 node --import tsx infra/bench/scale/hot-paths.ts content|notifications
 *
 * Seeds the service's database `bench_hot_<service>_<scale>` once per scale with the bench's own
 * generators (ranges.ts: five years of one range's slots with ≈ 40,000 bookings; notifications.ts:
 * 150,000 for 300 members), starts the real service (a start moves slots stored the first way into
 * their days, and its time is printed), times each call first after the start and then warm, and
 * prints p50/p95 in ms with the machine's load.
 */
import { loadavg } from 'node:os';
import { startTestService, fetchJson, type TestService } from '@trap/kit/testing';
import type { ServiceName } from '@trap/contracts';
import { loadContentConfig } from '@trap/content/src/config.ts';
import { buildContentService } from '@trap/content/src/service.ts';
import { loadNotificationsConfig } from '@trap/notifications/src/config.ts';
import { buildNotificationsService } from '@trap/notifications/src/service.ts';
import { percentile } from './measure.ts';
import { seedRangeSlots, BENCH_SLOT_ID, type SlotRange } from './ranges.ts';
import { seedNotifications } from './notifications.ts';
import { countsAt, FULL, parseScale, range, BUSIEST } from './plan.ts';
import { seedContextFromNothing } from './seed-context.ts';
import { objectIdOf } from './practice.ts';
import type { ClubMember } from './members.ts';

const service = process.argv[2] as 'content' | 'notifications';
const scale = parseScale(process.env.SCALE ?? '1');
const scaleTag = String(Math.round(scale * 1000));
const WARM = Number(process.env.WARM ?? 20);
const NOW = Date.UTC(2026, 11, 6, 12);
const DAY = 86_400_000;
const RANGE_NAME = 'Aravalli Clay Club';

const members: ClubMember[] = range(0, FULL.members).map((i) => ({
  index: i,
  id: objectIdOf('hot-paths-member', i).toHexString(),
  username: `member_${i}`,
  displayName: `Member ${i}`,
}));
const load = () =>
  loadavg()
    .map((x) => x.toFixed(1))
    .join(' ');
const pct = (xs: number[], p: number) => percentile(xs, p)!;

async function call(svc: TestService, method: string, path: string, token: string, json?: unknown): Promise<number> {
  const t = performance.now();
  const res = await fetchJson(svc.url + path, { token, method, ...(json !== undefined ? { json } : {}) });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${res.text.slice(0, 300)}`);
  return performance.now() - t;
}

function report(label: string, xs: number[]): void {
  console.log(`${label}\twarm\tp50 ${Math.round(pct(xs, 50))}\tp95 ${Math.round(pct(xs, 95))}\t(n ${xs.length}, load ${load()})`);
}

async function timeRead(label: string, svc: TestService, path: string, token: string, first: boolean): Promise<void> {
  if (first) {
    console.log(`${label}\tfirst\t${Math.round(await call(svc, 'GET', path, token))}\t(load ${load()})`);
    return;
  }
  await call(svc, 'GET', path, token);
  const xs: number[] = [];
  for (let i = 0; i < WARM; i++) xs.push(await call(svc, 'GET', path, token));
  report(label, xs);
}

const env = () => ({
  MONGO_DB: `bench_hot_${service}_${scaleTag}`,
  // one prefix across the run's restarts, as a deployed service keeps its Redis when it restarts
  REDIS_PREFIX: `bench_hot_${service}_${scaleTag}:`,
  ...(process.env.FERRETDB_POSTGRESQL_URL ? { FERRETDB_POSTGRESQL_URL: process.env.FERRETDB_POSTGRESQL_URL } : {}),
});

async function start(): Promise<TestService> {
  const e = env();
  if (service === 'content')
    return startTestService({ service, env: e, cleanup: 'none', config: loadContentConfig, build: buildContentService });
  return startTestService({
    service,
    env: e,
    cleanup: 'none',
    config: (x) => loadNotificationsConfig(x),
    build: buildNotificationsService,
  });
}

function ctxOf(svc: TestService) {
  return seedContextFromNothing({
    conn: { content: svc.ctx.conn, notifications: svc.ctx.conn } as unknown as Record<ServiceName, typeof svc.ctx.conn>,
    redis: svc.ctx.redis,
    redisPrefix: svc.ctx.config.REDIS_PREFIX,
    members,
    now: NOW,
    scale,
  });
}

async function theRange(svc: TestService, admin: string): Promise<SlotRange> {
  const list = await fetchJson(svc.url + '/api/shooting-ranges?limit=100');
  let found = (list.body as { id: string; name: string }[]).find((r) => r.name === RANGE_NAME);
  if (!found) {
    const res = await fetchJson(svc.url + '/api/shooting-ranges', {
      token: admin,
      json: { name: RANGE_NAME, city: 'Jaipur', state: 'Rajasthan', description: 'Trap' },
    });
    found = res.body as { id: string; name: string };
  }
  const board = await fetchJson(svc.url + `/api/shooting-ranges/${found.id}/board`, { token: admin });
  let layouts = (board.body as { layouts: { id: string; name: string }[] }).layouts;
  if (!layouts.length)
    layouts = (
      await fetchJson(svc.url + `/api/shooting-ranges/${found.id}/layouts`, {
        token: admin,
        method: 'PUT',
        json: { layouts: [{ name: 'Trap 1' }, { name: 'Trap 2' }] },
      })
    ).body.layouts;
  return { id: found.id, name: found.name, layouts };
}

async function content(): Promise<void> {
  const starting = performance.now();
  let svc = await start();
  // a start on slots stored the first way moves them into their days first
  console.log(
    `# content first start (with any move of slots stored the first way) ${Math.round(performance.now() - starting)} ms; load ${load()}`,
  );
  const admin = await svc.loginAs({ userId: members[2]!.id, role: 'admin' });
  const board = await theRange(svc, admin);
  const conn = svc.ctx.conn;
  const stored = (await conn.collection('range_slot_days').countDocuments({})) + (await conn.collection('range_slots').countDocuments({}));
  if (stored === 0) {
    const t = performance.now();
    const timing = await seedRangeSlots(ctxOf(svc), board);
    console.log(`# seeded ${JSON.stringify(timing)} in ${Math.round(performance.now() - t)} ms`);
  }
  await svc.stop();
  const started = performance.now();
  svc = await start();
  console.log(
    `# content scale ${scale}: started in ${Math.round(performance.now() - started)} ms; days ${await svc.ctx.conn.collection('range_slot_days').estimatedDocumentCount()}; load ${load()}`,
  );
  await new Promise((r) => setTimeout(r, 4_000));
  const member = await svc.loginAs({ userId: members[BUSIEST]!.id, role: 'member' });
  const past = new Date(NOW - 30 * DAY + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const slots = `/api/shooting-ranges/${board.id}/slots`;
  for (const first of [true, false]) {
    await timeRead('GET …/slots?days=7', svc, `${slots}?days=7`, member, first);
    await timeRead(`GET …/slots?from=${past}&days=7 (a seeded week)`, svc, `${slots}?from=${past}&days=7`, member, first);
    await timeRead('GET /api/range-bookings (busiest member)', svc, '/api/range-bookings', member, first);
  }
  const book: number[] = [];
  const cancel: number[] = [];
  for (let i = 0; i < WARM; i++) {
    const token = await svc.loginAs({ userId: members[10 + i]!.id, role: 'member' });
    book.push(await call(svc, 'POST', `${slots}/${BENCH_SLOT_ID}/booking`, token, { name: `Member ${10 + i}` }));
    cancel.push(await call(svc, 'DELETE', `${slots}/${BENCH_SLOT_ID}/booking`, token));
  }
  report('POST …/slots/{id}/booking', book);
  report('DELETE …/slots/{id}/booking', cancel);
  await svc.stop();
}

async function notifications(): Promise<void> {
  let svc = await start();
  if ((await svc.ctx.conn.collection('notifications').estimatedDocumentCount()) < countsAt(scale).notifications) {
    const t = performance.now();
    const timing = await seedNotifications(ctxOf(svc));
    console.log(`# seeded ${JSON.stringify(timing)} in ${Math.round(performance.now() - t)} ms`);
  }
  await svc.stop();
  svc = await start();
  const conn = svc.ctx.conn;
  console.log(`# notifications scale ${scale}; load ${load()}`);
  await new Promise((r) => setTimeout(r, 4_000));
  const busiest = members[BUSIEST]!.id;
  const token = await svc.loginAs({ userId: busiest, role: 'member' });
  // the busiest member's newest ones unread again (as seeded), so every run marks the same set
  const newest = await conn
    .collection('notifications')
    .find({ userId: busiest })
    .sort({ createdAt: -1 })
    .limit(Math.max(5, Math.round(0.014 * countsAt(scale).notifications * (FULL.busiestSessions / FULL.sessions))))
    .project({ _id: 1 })
    .toArray();
  const unreadAgain = async () => {
    // unread under the member's read generation now (a mark-all-read moves it on; notifications.model.ts)
    const mark = await conn.collection<{ _id: string; generation: number }>('notification_read_marks').findOne({ _id: busiest });
    const generation = mark?.generation ?? 0;
    for (const d of newest) await conn.collection('notifications').updateOne({ _id: d._id }, { $set: { isRead: false, generation } });
    await svc.ctx.redis.incr(`${svc.ctx.config.REDIS_PREFIX}notifications:unread-version:${busiest}`);
  };
  await unreadAgain();
  for (const first of [true, false]) {
    await timeRead('GET /api/notifications (busiest member)', svc, '/api/notifications', token, first);
    await timeRead('GET /api/notifications/count (busiest member)', svc, '/api/notifications/count', token, first);
  }
  const marks: number[] = [];
  // the seed's other unread ones of theirs read first, so each timed call marks exactly the same set
  await call(svc, 'PATCH', '/api/notifications/mark-all-read', token);
  for (let i = 0; i < WARM; i++) {
    await unreadAgain();
    // the caches warm, as a member's page and badge are when they press the button
    await call(svc, 'GET', '/api/notifications/count', token);
    const t = performance.now();
    const res = await fetchJson(svc.url + '/api/notifications/mark-all-read', { token, method: 'PATCH' });
    marks.push(performance.now() - t);
    const count = (await fetchJson(svc.url + '/api/notifications/count', { token })).body as { count: number };
    // what the member sees right after: every one marked, none left unread
    if (res.status !== 200 || (res.body as { updated: number }).updated !== newest.length || count.count !== 0)
      throw new Error(`mark-all-read: ${res.status} ${res.text.slice(0, 200)}, count after ${JSON.stringify(count)}`);
  }
  report(`PATCH /api/notifications/mark-all-read (${newest.length} unread)`, marks);
  await timeRead('GET /api/notifications after mark-all-read', svc, '/api/notifications', token, false);
  // Redis lost the member's page (restarted): the next read rebuilds it from the store
  await svc.ctx.redis.del(`${svc.ctx.config.REDIS_PREFIX}notifications:page:${busiest}`);
  await timeRead('GET /api/notifications, page rebuilt from the store', svc, '/api/notifications', token, true);
  await svc.stop();
}

(service === 'content' ? content() : notifications())
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
