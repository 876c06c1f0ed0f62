/**
 * The forum's reads and writes at a club's size, through the community service's own repository and
 * service (no HTTP), on one store: `npx tsx infra/bench/scale/forum-store.ts`.
 *
 * Env: MONGO_URL (a FerretDB or MongoDB), FERRETDB_POSTGRESQL_URL (FerretDB on PostgreSQL: the kit's
 * GIN indexes are made first), REDIS_URL (the document locks), FORUM_DB (the database, dropped first
 * unless FORUM_KEEP=1), TOPICS (3000: the whole set; 120 is 1/25), FORUM_MODULE (the forum module's
 * folder under services/community/src/modules, `forum` by default: another folder measures another
 * version of it; FORUM_SHAPE=embedded seeds topics with their replies inside, the shape before pages).
 *
 * Prints p50/p95 of each read (first call after a new service instance, then 20 warm calls) and of
 * replies to the busy topic (300 replies).
 */
import type { Model } from 'mongoose';
import { OutboxStore, connectMongo, documentStore, ensureStoreIndexes } from '@trap/kit';
import { MemberProfileRepository } from '@trap/community/src/read-models/member-profiles/member-profile.repository.ts';
import { FORUM_CATEGORIES } from '@trap/community/src/modules/forum/forum.seed.ts';
import { forumTopicsOf, topicIdOf, BUSY_TOPIC } from './forum.ts';
import { memberWeights, ownerPicker } from './plan.ts';

const MODULE = process.env.FORUM_MODULE ?? 'forum';
const TOPICS = Number(process.env.TOPICS ?? 3000);
const DB = process.env.FORUM_DB ?? 'forum_bench';
const WARM = Number(process.env.WARM ?? 20);
const base = `@trap/community/src/modules/${MODULE}`;

const p = (xs: number[], q: number) => [...xs].sort((a, b) => a - b)[Math.min(xs.length - 1, Math.ceil((q / 100) * xs.length) - 1)]!;
const ms = (n: number) => `${n.toFixed(0)} ms`;

async function timed<T>(fn: () => Promise<T>): Promise<[number, T]> {
  const t = performance.now();
  const out = await fn();
  return [performance.now() - t, out];
}

async function main() {
  const conn = await connectMongo(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27042', DB);
  if (process.env.FORUM_KEEP !== '1') await conn.dropDatabase();
  const model = await import(`${base}/forum.model.ts`);
  const { ForumRepository, storedShape } = await import(`${base}/forum.repository.ts`);
  const { ForumService } = await import(`${base}/forum.service.ts`);
  const { ForumModerationService } = await import(`${base}/forum.moderation.ts`);
  const ctx = { conn, outboxStore: <D extends { _id: unknown }>(m: Model<D>) => new OutboxStore(m, () => {}) };
  const members = Array.from({ length: 300 }, (_, i) => ({ id: `${String(i).padStart(24, '0')}` }));
  const profiles = new MemberProfileRepository(conn);
  const now = Date.now();

  if (process.env.FORUM_KEEP !== '1') {
    const repo = new ForumRepository(ctx);
    await repo.seedCategories(FORUM_CATEGORIES);
    await repo.createIndexes();
    const topics = forumTopicsOf(
      { members: members as never, owner: ownerPicker(memberWeights(300)), now },
      FORUM_CATEGORIES.map((c) => c._id),
      0,
      TOPICS,
    );
    const t0 = performance.now();
    if (process.env.FORUM_SHAPE === 'embedded') {
      for (let i = 0; i < topics.length; i += 100) await conn.collection('forum_topics').insertMany(topics.slice(i, i + 100) as never);
    } else {
      const stored = topics.map((t) => storedShape(t) as { head: object; pages: { _id: string }[] });
      const pages = documentStore(model.forumReplyPageModel(conn));
      for (let i = 0; i < stored.length; i += 200) {
        await conn.collection('forum_topics').insertMany(stored.slice(i, i + 200).map((s) => s.head) as never);
        await pages.insertMissing(stored.slice(i, i + 200).flatMap((s) => s.pages) as never);
      }
      const [rebuild] = await timed(() => repo.rebuildReadModels());
      console.log(`read models rebuilt from ${TOPICS} topics: ${ms(rebuild)}`);
    }
    console.log(`seeded ${TOPICS} topics with ${topics.reduce((n, t) => n + t.replies.length, 0)} replies: ${ms(performance.now() - t0)}`);
  }
  // on FerretDB-on-PostgreSQL (FERRETDB_POSTGRESQL_URL), the kit's GIN indexes, as a service's start makes them
  await ensureStoreIndexes(conn);

  const busy = topicIdOf(BUSY_TOPIC);
  const q = { page: 1, pageSize: 20 };
  const reads: [string, (f: InstanceType<typeof ForumService>, m: InstanceType<typeof ForumModerationService>) => Promise<unknown>][] = [
    ['categories', (f) => f.categories()],
    ['hot (5)', (f) => f.hot(5)],
    ['latest (page 1 of 20)', (f) => f.latest(q)],
    ['category page 1', (f) => f.categoryPage(FORUM_CATEGORIES[0]!._id, q)],
    ['busy topic (300 replies)', (f) => f.topic(busy, { userId: null, clientKey: 'bench' })],
    ['moderators: all topics, page 1', (_f, m) => m.topics({ filter: 'all', page: 1, pageSize: 20 } as never)],
    ['moderators: summary', (_f, m) => m.summary()],
  ];
  const service = () => {
    const repo = new ForumRepository(ctx);
    const forum = new ForumService(repo, profiles);
    const moderation = new ForumModerationService(repo, forum, profiles, async () => 0);
    return { repo, forum, moderation };
  };
  // first reads: each on a service instance of its own (a restart: nothing kept in the process)
  console.log(
    `\n${MODULE}, ${TOPICS} topics, ${DB}; load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  for (const [name, read] of reads) {
    const { forum, moderation } = service();
    // (the new forum's start-up repair, a pass over the topics, waits 10 s after the start: not started here)
    const [first] = await timed(() => read(forum, moderation));
    const warm: number[] = [];
    for (let i = 0; i < WARM; i++) warm.push((await timed(() => read(forum, moderation)))[0]);
    console.log(
      `${name.padEnd(34)} first ${ms(first).padStart(8)}   warm p50 ${ms(p(warm, 50)).padStart(7)} p95 ${ms(p(warm, 95)).padStart(7)}`,
    );
  }
  const { forum } = service();
  const writes: number[] = [];
  for (let i = 0; i < Math.min(WARM, 20); i++)
    writes.push((await timed(() => forum.reply(members[i % 300]!.id, busy, { content: `Bench reply ${i}` })))[0]);
  console.log(`${'reply to the busy topic'.padEnd(34)} p50 ${ms(p(writes, 50))} p95 ${ms(p(writes, 95))}`);
  const views: number[] = [];
  for (let i = 0; i < 10; i++) views.push((await timed(() => forum.topic(topicIdOf(5), { userId: null, clientKey: `viewer-${i}` })))[0]);
  console.log(`${'topic read with a first view'.padEnd(34)} p50 ${ms(p(views, 50))} p95 ${ms(p(views, 95))}`);
  console.log(
    `load ${(await import('node:os'))
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')}`,
  );
  await conn.close();
  process.exit(0);
}

void main().catch((err) => {
  console.error(err);
  process.exit(1);
});
