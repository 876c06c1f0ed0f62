/**
 * Is a maintained unread counter worth it? Times `GET /api/notifications/count`'s query
 * (countDocuments over the member's unread, live, unsnoozed notifications) for one member with
 * BENCH_NOTIFICATIONS (default 10,000) notifications, against reading one counter document by _id
 * (what a maintained counter would cost), a small indexed list page and a Redis GET, in the same run.
 *
 *   npm run bench:count -w @trap/notifications
 *   BENCH_MONGO_URL=mongodb://127.0.0.1:27018 BENCH_NOTIFICATIONS=10000 BENCH_OTHERS=10000 …
 *
 * It uses a database of its own (dropped at the end) and prints medians and p95 of BENCH_SAMPLES reads.
 */
import { performance } from 'node:perf_hooks';
import { Types } from 'mongoose';
import { connectMongo, createRedis } from '@trap/kit';
import { NotificationsRepository } from '../src/modules/notifications/notifications.repository.ts';
import type { NotificationDoc } from '../src/modules/notifications/notifications.model.ts';

const N = Number(process.env.BENCH_NOTIFICATIONS ?? 10_000);
const OTHERS = Number(process.env.BENCH_OTHERS ?? 0);
const SAMPLES = Number(process.env.BENCH_SAMPLES ?? 20);
const MONGO_URL = process.env.BENCH_MONGO_URL ?? 'mongodb://127.0.0.1:27018';
const REDIS_URL = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DB = `trap_notifications_bench_count_${process.pid}`;

async function timed(label: string, fn: () => Promise<unknown>) {
  const ms: number[] = [];
  let value: unknown;
  for (let i = 0; i < SAMPLES; i++) {
    const t = performance.now();
    value = await fn();
    ms.push(performance.now() - t);
  }
  ms.sort((a, b) => a - b);
  const at = (q: number) => ms[Math.min(ms.length - 1, Math.floor(q * ms.length))]!;
  return { label, p50: at(0.5), p95: at(0.95), value };
}

async function main() {
  const conn = await connectMongo(MONGO_URL, DB);
  const redis = createRedis(REDIS_URL);
  const repo = new NotificationsRepository(conn);
  const userId = new Types.ObjectId().toString();
  try {
    await conn.dropDatabase();
    await repo.init();
    const now = Date.now();
    const make = (owner: string, i: number): NotificationDoc => ({
      _id: new Types.ObjectId(),
      userId: owner,
      type: 'practice_session',
      title: `Practice session logged ${i}`,
      message: 'You logged a practice session: 21/25 at the range.',
      priority: 'low',
      // a third read, a few snoozed, a few expired: the count's filter has work to do
      isRead: i % 3 === 0,
      generation: 0,
      isSnoozed: i % 50 === 1,
      snoozeUntil: i % 50 === 1 ? new Date(now + 86_400_000) : null,
      relatedEntityType: 'practice_session',
      relatedEntityId: String(i),
      actionUrl: '/practice',
      createdAt: new Date(now - i * 60_000),
      expiresAt: i % 40 === 2 ? new Date(now - 1000) : null,
      sourceKey: `bench:${owner}:${i}`,
    });
    // seeded straight through the driver, a thousand at a time (the repository inserts one by one)
    const notifications = conn.collection<NotificationDoc>('notifications');
    const t = performance.now();
    for (let start = 0; start < N; start += 1000)
      await notifications.insertMany(Array.from({ length: Math.min(1000, N - start) }, (_, k) => make(userId, start + k)));
    for (let start = 0; start < OTHERS; start += 1000)
      await notifications.insertMany(
        Array.from({ length: Math.min(1000, OTHERS - start) }, (_, k) => make(`other-${(start + k) % 100}`, start + k)),
      );
    console.log(`inserted ${N} notifications for one member and ${OTHERS} for others in ${((performance.now() - t) / 1000).toFixed(1)} s`);

    const counters = conn.collection<{ _id: string; unread: number }>('bench_unread_counters');
    await counters.insertOne({ _id: userId, unread: 1 });
    await redis.set(`bench:unread:${userId}`, '1');

    const rows = [
      await timed('countUnread (what /count does now)', () => repo.countUnread(userId)),
      await timed('a counter document by _id', () => counters.findOne({ _id: userId })),
      await timed('list page of 20 (indexed, for scale)', () => repo.unreadFor(userId, 20)),
      await timed('Redis GET', () => redis.get(`bench:unread:${userId}`)),
    ];
    const base = rows[0]!;
    console.log(`\nunread count, ${N} notifications of one member (+${OTHERS} of others), ${SAMPLES} samples each`);
    for (const r of rows)
      console.log(
        `  ${r.label.padEnd(40)} p50 ${r.p50.toFixed(1).padStart(8)} ms   p95 ${r.p95.toFixed(1).padStart(8)} ms   (${(base.p50 / r.p50).toFixed(1)}× faster than the count)`,
      );
    console.log(JSON.stringify({ notifications: N, others: OTHERS, rows: rows.map(({ label, p50, p95 }) => ({ label, p50, p95 })) }));
  } finally {
    await conn.dropDatabase().catch(() => {});
    await conn.close();
    redis.disconnect();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
