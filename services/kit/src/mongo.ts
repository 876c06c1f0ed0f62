import mongoose, { type Connection } from 'mongoose';
import { isFerretDb } from './store/ferret-server.ts';
import { lockWritesOnFerretDb } from './store/ferret-write-locks.ts';
// on FerretDB, `$in` reads run as index-served equalities (store/ferret-in-reads.ts); it hooks itself in when a client is marked
import './store/ferret-in-reads.ts';
import { ferretPostgresUrl, keepFerretPostgresIndexes, type FerretPostgresIndexes } from './store/ferret-postgres-indexes.ts';
import { createLogger } from './logger.ts';

const ferretIndexes = new WeakMap<Connection, FerretPostgresIndexes>();

/**
 * One connection per service, to its own database. The app stays within what MongoDB 7 and
 * FerretDB 1.24 share (see ARCHITECTURE.md): no transactions, no $lookup, no text indexes.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
    autoIndex: true,
  });
  await conn.asPromise();
  // on FerretDB every write of this connection runs under its documents' locks (store/ferret-write-locks.ts)
  if (await isFerretDb(conn)) {
    lockWritesOnFerretDb(conn.getClient());
    // on FerretDB-on-PostgreSQL, indexes its equality pushdown can use (store/ferret-postgres-indexes.ts)
    const postgresUrl = ferretPostgresUrl();
    if (postgresUrl) {
      const log = createLogger('ferret-postgres-indexes');
      const indexes = keepFerretPostgresIndexes(conn, postgresUrl, (err) => log.warn({ err }, 'could not add a FerretDB index'));
      ferretIndexes.set(conn, indexes);
      conn.once('close', () => void indexes.stop());
    }
  }
  return conn;
}

/**
 * Adds now the indexes FerretDB-on-PostgreSQL can use for the connection's collections (a process
 * does it every 30 s anyway; seeds and tests that just made collections call this). Returns how
 * many were created; 0 on MongoDB or FerretDB on SQLite.
 */
export async function ensureStoreIndexes(conn: Connection): Promise<number> {
  return (await ferretIndexes.get(conn)?.sweep()) ?? 0;
}

export async function pingMongo(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('not connected');
  await conn.db.admin().ping();
}

export { isFerretDb } from './store/ferret-server.ts';

/**
 * Update statements per bulk write. FerretDB 1.24 (SQLite) keeps each update statement's lookup
 * open on its own pooled SQLite connection until the whole command ends, and the pool holds 100:
 * a bulk write of 100 or more updates of existing documents waits for a connection forever
 * (measured: the membership expiry at 100,000 members hung on its first bulk write of ≈ 200).
 * 50 keeps well clear of that and costs MongoDB one round trip per 50 statements.
 */
export const BULK_WRITE_CHUNK = 50;

/** `collection.bulkWrite` in chunks of BULK_WRITE_CHUNK operations; sums what changed. */
export async function bulkWriteInChunks(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  model: { bulkWrite: (ops: any[], options?: any) => Promise<{ modifiedCount: number; upsertedCount: number }> },
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- mongoose's AnyBulkWriteOperation of the model
  ops: any[],
  options: { ordered?: boolean } = {},
): Promise<{ modifiedCount: number; upsertedCount: number }> {
  const sum = { modifiedCount: 0, upsertedCount: 0 };
  for (let i = 0; i < ops.length; i += BULK_WRITE_CHUNK) {
    const res = await model.bulkWrite(ops.slice(i, i + BULK_WRITE_CHUNK), options);
    sum.modifiedCount += res.modifiedCount;
    sum.upsertedCount += res.upsertedCount;
  }
  return sum;
}

/**
 * A unique index refused the write. MongoDB answers E11000 (code 11000) for every write; FerretDB
 * 1.24 does so for inserts but reports an update or replace that breaks a unique index as an
 * InternalError (code 1) naming SQLite's "UNIQUE constraint failed", or on PostgreSQL its
 * unique_violation (SQLSTATE 23505). All are the client's conflict, never a 500.
 */
export function isDuplicateKeyError(err: unknown): boolean {
  if (!err || typeof err !== 'object') return false;
  const { code, message } = err as { code?: unknown; message?: unknown };
  if (code === 11000) return true;
  return (
    typeof message === 'string' &&
    (message.includes('E11000') ||
      message.includes('UNIQUE constraint failed') || // FerretDB on SQLite
      message.includes('(SQLSTATE 23505)')) // FerretDB on PostgreSQL: unique_violation
  );
}

/**
 * Inserts the documents whose `_id` is not stored yet (seeds and defaults, which a restart or another
 * replica may already have stored) and returns how many were new. Unordered, so one duplicate does
 * not stop the rest; any failure other than duplicates throws.
 */
export async function insertMissing(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a collection of any document shape
  collection: { insertMany: (docs: any[], options: { ordered: boolean }) => Promise<{ insertedCount: number }> },
  docs: readonly object[],
): Promise<number> {
  if (!docs.length) return 0;
  try {
    return (await collection.insertMany([...docs], { ordered: false })).insertedCount;
  } catch (err) {
    const { writeErrors, insertedCount } = err as { writeErrors?: unknown; insertedCount?: number };
    const failures = Array.isArray(writeErrors) && writeErrors.length ? writeErrors : [err];
    if (!failures.every(isDuplicateKeyError)) throw err;
    return insertedCount ?? 0;
  }
}

/**
 * A read model's "keep the newest copy": sets `set` on document `_id` unless the stored copy is as
 * new or newer. `olderThan` is the filter a stored copy that may be replaced matches (for example
 * `{ revision: { $lt: 7 } }`); when the stored copy does not match, the upsert's insert hits the
 * existing `_id` and the copy is 'stale' (a redelivered or late event), and nothing changes.
 */
export async function upsertUnlessNewer(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a collection of any document shape
  collection: { updateOne: (filter: any, update: any, options: { upsert: boolean }) => Promise<unknown> },
  _id: unknown,
  olderThan: Record<string, unknown>,
  set: Record<string, unknown>,
  /** fields written only when the copy is new (a count the read model keeps itself) */
  setOnInsert?: Record<string, unknown>,
): Promise<'applied' | 'stale'> {
  try {
    await collection.updateOne({ _id, ...olderThan }, { $set: set, ...(setOnInsert ? { $setOnInsert: setOnInsert } : {}) }, { upsert: true });
    return 'applied';
  } catch (err) {
    if (isDuplicateKeyError(err)) return 'stale';
    throw err;
  }
}
