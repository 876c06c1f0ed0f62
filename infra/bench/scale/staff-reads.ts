/**
 * Staff screens' first reads at a club's size, one service at a time, in-process against a FerretDB of
 * your choice (not part of make test; `make bench-scale` measures the same reads through the bff).
 *
 *   MONGO_URL=mongodb://127.0.0.1:27044 FERRETDB_POSTGRESQL_URL=postgres://postgres@127.0.0.1:5432/<db> \
 *   SCALE=1 node --import tsx infra/bench/scale/staff-reads.ts auth|community|settings
 *
 * Seeds the service's database `bench_staff_<service>` once per scale (kept between runs; SCALE=1/25
 * and SCALE=1 use their own databases), starts the real service, times each read first after the
 * start and then 20 times warm, and prints p50/p95 in ms.
 */
import { Types } from 'mongoose';
import { documentStore } from '@trap/kit';
import { startTestService, fetchJson, type TestService } from '@trap/kit/testing';
import { ACCOUNT_STATUSES, MEMBERSHIP_STATUSES, TIERS, type ServiceName } from '@trap/contracts';
import { loadAuthConfig } from '@trap/auth/src/config.ts';
import { createAuth } from '@trap/auth/src/auth-service.ts';
import { userModel } from '@trap/auth/src/modules/users/users.model.ts';
import { loadCommunityConfig } from '@trap/community/src/config.ts';
import { buildCommunityService } from '@trap/community/src/service.ts';
import { reportModel } from '@trap/community/src/modules/abuse-reports/report.model.ts';
import { loadSettingsConfig } from '@trap/settings/src/config.ts';
import { buildSettingsService } from '@trap/settings/src/service.ts';
import { analyticsModels } from '@trap/settings/src/modules/analytics/analytics.model.ts';
import { istDay, istMonth } from '@trap/settings/src/modules/analytics/analytics.days.ts';
import { ANALYTICS_METRICS } from '@trap/contracts';
import { seedShoots, shootIdOf } from './shoots.ts';
import { seedForum } from './forum.ts';
import { itemRng, parseScale, pick, range, SPAN_DAYS, FULL } from './plan.ts';
import { seedContextFromNothing } from './seed-context.ts';
import { percentile } from './measure.ts';
import type { ClubMember } from './members.ts';

const service = process.argv[2] as 'auth' | 'community' | 'settings';
const scale = parseScale(process.env.SCALE ?? '1');
const scaleTag = String(Math.round(scale * 1000));
const DAY = 86_400_000;
const NOW = Date.UTC(2026, 11, 6, 12);
const REPORTS = 3_000;
const USERS = 306;

const members: ClubMember[] = range(0, FULL.members).map((i) => ({
  index: i,
  id: (0xbe0c0000 + i).toString(16).padStart(24, '0'),
  username: `member_${i}`,
  displayName: `Member ${i}`,
}));

const pct = (xs: number[], p: number) => percentile(xs, p)!;

async function time(label: string, svc: TestService, path: string, token: string, first: boolean): Promise<void> {
  const once = async () => {
    const t = performance.now();
    const res = await fetchJson(svc.url + path, { token });
    if (res.status !== 200) throw new Error(`${path}: ${res.status} ${res.text.slice(0, 300)}`);
    return performance.now() - t;
  };
  if (first) {
    console.log(`${label}\tfirst\t${Math.round(await once())}`);
    return;
  }
  await once();
  const xs: number[] = [];
  for (let i = 0; i < 20; i++) xs.push(await once());
  console.log(`${label}\twarm\tp50 ${Math.round(pct(xs, 50))}\tp95 ${Math.round(pct(xs, 95))}`);
}

const env = () => ({
  MONGO_DB: `bench_staff_${service}_${scaleTag}`,
  ...(process.env.FERRETDB_POSTGRESQL_URL ? { FERRETDB_POSTGRESQL_URL: process.env.FERRETDB_POSTGRESQL_URL } : {}),
});

async function seedAuth(svc: TestService): Promise<void> {
  const User = userModel(svc.ctx.conn);
  if ((await User.estimatedDocumentCount()) >= USERS) return;
  const docs = range(0, USERS).map((i) => {
    const rand = itemRng('staff-users', i);
    const created = new Date(NOW - Math.floor(rand() * SPAN_DAYS) * DAY);
    return new User({
      _id: new Types.ObjectId(),
      username: `member_${i}`,
      usernameKey: `member_${i}`,
      password: '$2b$10$abcdefghijklmnopqrstuuWcD3rmoA7Kx0t1w3rVQzbLX8Y0lB0vS',
      email: `member_${i}@example.com`,
      displayName: `Member ${i}`,
      role: i === 0 ? 'superadmin' : i < 3 ? 'admin' : i < 6 ? 'moderator' : 'member',
      membershipTier: pick(rand, TIERS),
      membershipStatus: pick(rand, MEMBERSHIP_STATUSES),
      accountStatus: i % 50 === 7 ? pick(rand, ACCOUNT_STATUSES) : 'active',
      lastLogin: new Date(NOW - Math.floor(rand() * 60) * DAY),
      bio: 'Trap shooter since 2015. '.repeat(8),
      createdAt: created,
      updatedAt: created,
    }).toObject();
  });
  await User.collection.insertMany(docs as never[]);
}

async function seedCommunity(svc: TestService): Promise<void> {
  const conn = svc.ctx.conn;
  const Report = reportModel(conn);
  const shoots = await conn.collection('shoots').estimatedDocumentCount();
  if (shoots === 0 || (await conn.collection('forum_topics').estimatedDocumentCount()) === 0) {
    // the forum seeds its categories on its first read
    await fetchJson(svc.url + '/api/forum/categories');
    const ctx = seedContextFromNothing({
      conn: { community: conn, content: conn } as unknown as Record<ServiceName, typeof conn>,
      redis: svc.ctx.redis,
      redisPrefix: svc.ctx.config.REDIS_PREFIX,
      members,
      now: NOW,
      scale,
    });
    if (!shoots) console.log('seed shoots', await seedShoots(ctx));
    console.log('seed forum', await seedForum(ctx));
  }
  const reports = Math.round(REPORTS * scale);
  if ((await Report.estimatedDocumentCount()) < reports) {
    const docs = range(0, reports).map((i) => {
      const rand = itemRng('staff-reports', i);
      const reporter = members[Math.floor(rand() * members.length)]!.id;
      const targetId = new Types.ObjectId().toHexString();
      const at = new Date(NOW - Math.floor((i / reports) * SPAN_DAYS * scale) * DAY - i * 1000);
      const open = i < 40;
      return {
        _id: `${reporter}:forum_topic:${targetId}`,
        reporterId: reporter,
        targetType: 'forum_topic',
        targetId,
        targetKey: `forum_topic:${targetId}`,
        targetPath: `/forum/topics/${targetId}`,
        targetLabel: 'A topic',
        reason: 'spam',
        note: 'Looks like an advert for a gun shop.',
        status: open ? 'open' : rand() < 0.7 ? 'resolved' : 'dismissed',
        resolutionNote: open ? null : 'Handled',
        resolvedBy: open ? null : members[1]!.id,
        resolvedAt: open ? null : at,
        createdAt: at,
        updatedAt: at,
      };
    });
    for (let i = 0; i < docs.length; i += 400) await Report.collection.insertMany(docs.slice(i, i + 400) as never[]);
  }
}

async function seedSettings(svc: TestService): Promise<void> {
  const m = analyticsModels(svc.ctx.conn);
  if ((await m.Daily.estimatedDocumentCount()) > 0) return;
  const days = Math.round(SPAN_DAYS * scale);
  const daily = range(0, days).flatMap((d) =>
    ANALYTICS_METRICS.map((metric) => {
      const day = istDay(new Date(NOW - d * DAY));
      return { _id: `${metric}:${day}`, metric, day, value: metric === 'paying_members' ? (d % 3) - 1 : 1 + (d % 7) };
    }),
  );
  const memberRows = members.map((mm, i) => ({
    _id: mm.id,
    signupMonth: istMonth(new Date(NOW - ((i * 7) % days) * DAY)),
    paying: i % 3 === 0,
  }));
  const months = Math.max(1, Math.round(60 * scale));
  const activity = members.flatMap((mm, i) =>
    range(0, months)
      .filter((k) => (i + k) % 4 !== 0)
      .map((k) => {
        const month = istMonth(new Date(NOW - k * 30 * DAY));
        return { _id: `${mm.id}:${month}`, userId: mm.id, month };
      }),
  );
  await documentStore(m.Daily).insertMissing(daily);
  await documentStore(m.Members).insertMissing(memberRows);
  await documentStore(m.Activity).insertMissing(activity);
  console.log(`seeded daily ${daily.length}, members ${memberRows.length}, activity ${activity.length}`);
}

async function start(): Promise<TestService> {
  const e = env();
  if (service === 'auth')
    return startTestService({
      service,
      env: e,
      cleanup: 'none',
      config: (x) => loadAuthConfig(x),
      build: async (ctx) => (await createAuth(ctx)).parts,
    });
  if (service === 'community')
    return startTestService({ service, env: e, cleanup: 'none', config: loadCommunityConfig, build: buildCommunityService });
  return startTestService({ service, env: e, cleanup: 'none', config: loadSettingsConfig, build: buildSettingsService });
}

async function reads(svc: TestService, first: boolean) {
  if (service === 'auth') {
    const token = await svc.loginAs({ userId: new Types.ObjectId().toHexString(), role: 'superadmin' });
    await time('GET /api/superadmin/users/stats', svc, '/api/superadmin/users/stats', token, first);
    await time('GET /api/superadmin/users', svc, '/api/superadmin/users', token, first);
  } else if (service === 'community') {
    const token = await svc.loginAs({ userId: members[2]!.id, role: 'moderator' });
    await time('GET /api/moderation/summary', svc, '/api/moderation/summary', token, first);
    await time('GET /api/moderation/reports?status=open&limit=50', svc, '/api/moderation/reports?status=open&limit=50', token, first);
    await time('GET /api/shoots/{newest}/leaderboard', svc, `/api/shoots/${shootIdOf(0)}/leaderboard`, token, first);
  } else {
    const token = await svc.loginAs({ userId: members[0]!.id, role: 'superadmin' });
    await time('GET /api/superadmin/analytics?days=30', svc, '/api/superadmin/analytics?days=30', token, first);
  }
}

async function main() {
  let svc = await start();
  const seeding = performance.now();
  if (service === 'auth') await seedAuth(svc);
  else if (service === 'community') await seedCommunity(svc);
  else await seedSettings(svc);
  console.log(
    `# ${service} scale ${scale} seeded/checked in ${Math.round(performance.now() - seeding)} ms; load ${(await import('node:os'))
      .loadavg()
      .map((x) => x.toFixed(1))
      .join(' ')}`,
  );
  await svc.stop();
  svc = await start();
  // the kit's GIN indexes (FerretDB on PostgreSQL) are made 2 s after the start
  await new Promise((r) => setTimeout(r, 4_000));
  await reads(svc, true);
  await reads(svc, false);
  await svc.stop();
  process.exit(0);
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
