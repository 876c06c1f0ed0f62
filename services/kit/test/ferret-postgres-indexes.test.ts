import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose, { Schema, Types, type Connection } from 'mongoose';
import pg from 'pg';
import { declaredFieldsByCollection, ginIndexName, keepFerretPostgresIndexes } from '../src/store/ferret-postgres-indexes.ts';
import { cleanupTestEnv, testEnv } from '@trap/kit/testing';

/**
 * The test run's FerretDB stores in this PostgreSQL database when it runs on PostgreSQL (make test
 * passes it; the services' own processes get FERRETDB_POSTGRESQL_URL from the stacks).
 */
const postgresUrl = process.env.TEST_FERRETDB_POSTGRESQL_URL;

const sessionSchema = new Schema({ userId: String, date: Date, title: String, shots: { count: Number } });
sessionSchema.index({ userId: 1, date: -1 });
sessionSchema.index({ 'shots.count': 1 });

describe.skipIf(!postgresUrl)('indexes for FerretDB on PostgreSQL', () => {
  let env: NodeJS.ProcessEnv;
  let conn: Connection;
  let db: pg.Client;
  const table = async (collection: string) =>
    (
      await db.query<{ t: string }>(
        `SELECT _jsonb->>'table' AS t FROM "${env.MONGO_DB}"._ferretdb_database_metadata WHERE _jsonb->>'_id' = $1`,
        [collection],
      )
    ).rows[0]!.t;
  const ginIndexes = async () =>
    (
      await db.query<{ indexdef: string }>(`SELECT indexdef FROM pg_indexes WHERE schemaname = $1 AND indexdef LIKE '%USING gin%'`, [
        env.MONGO_DB,
      ])
    ).rows.map((r) => r.indexdef);

  beforeAll(async () => {
    env = testEnv('kitpgindexes');
    conn = await mongoose.createConnection(env.MONGO_URL!, { dbName: env.MONGO_DB }).asPromise();
    const Session = conn.model('Session', sessionSchema, 'sessions');
    await Session.createIndexes();
    const docs = Array.from({ length: 300 }, (_, i) => ({
      _id: new Types.ObjectId(),
      userId: `member-${i % 30}`,
      date: new Date(Date.UTC(2026, 0, 1 + i)),
      title: `Round ${i}`,
    }));
    await Session.insertMany(docs);
    await conn.db!.collection('notes').insertOne({ _id: 'n1' as never, text: 'no model declares this collection' });
    db = new pg.Client({ connectionString: postgresUrl });
    await db.connect();
  });
  afterAll(async () => {
    await db?.end();
    await conn?.close();
    await cleanupTestEnv(env);
  });

  it('reads the top-level fields that declared indexes name, not dotted paths', () => {
    expect([...declaredFieldsByCollection(conn).get('sessions')!].sort()).toEqual(['date', 'userId']);
  });

  it('when the sweep has run, a member read and an _id read are served by an index, and the answers are unchanged', async () => {
    const Session = conn.model('Session');
    const before = await Session.find({ userId: 'member-7' }).sort({ date: -1 }).lean();
    const errors: unknown[] = [];
    const a = keepFerretPostgresIndexes(conn, postgresUrl!, (e) => errors.push(e));
    const b = keepFerretPostgresIndexes(conn, postgresUrl!, (e) => errors.push(e));
    try {
      // two processes at once (an API and its worker start together): both finish, without errors
      const [ca, cb] = await Promise.all([a.sweep(), b.sweep()]);
      expect(errors).toEqual([]);
      expect(ca + cb).toBeGreaterThanOrEqual(4); // _id, userId, date of sessions; _id of notes
      expect(await a.sweep()).toBe(0);

      const sessions = await table('sessions');
      const notes = await table('notes');
      const defs = await ginIndexes();
      for (const [t, field] of [
        [sessions, '_id'],
        [sessions, 'userId'],
        [sessions, 'date'],
        [notes, '_id'],
      ] as const)
        expect(defs.some((d) => d.includes(ginIndexName(t, field)) && d.includes(`'${field}'`))).toBe(true);

      // the query FerretDB 1.24 sends for { userId } (internal/backends/postgresql/query.go)
      await db.query(`SET enable_seqscan = off`); // 300 rows would otherwise be read whole: the plan must be able to use it
      const plan = (
        await db.query<{ 'QUERY PLAN': string }>(
          `EXPLAIN SELECT _jsonb FROM "${env.MONGO_DB}"."${sessions}" WHERE _jsonb->'userId' @> '"member-7"'`,
        )
      ).rows
        .map((r) => r['QUERY PLAN'])
        .join('\n');
      expect(plan).toContain(ginIndexName(sessions, 'userId'));

      const after = await Session.find({ userId: 'member-7' }).sort({ date: -1 }).lean();
      expect(after).toEqual(before);
      expect(after).toHaveLength(10);
      const one = await Session.findById(before[0]!._id).lean<{ title: string }>();
      expect(one?.title).toBe((before[0] as unknown as { title: string }).title);
    } finally {
      await a.stop();
      await b.stop();
    }
  });
});
