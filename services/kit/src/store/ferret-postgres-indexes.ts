import { createHash } from 'node:crypto';
import type { Connection } from 'mongoose';
import pg from 'pg';
import { setPushdown, type CollectionPushdown } from './ferret-server.ts';

/**
 * Indexes FerretDB's pushdown can use, when FerretDB 1.24 runs on PostgreSQL.
 *
 * FerretDB hands every top-level equality of a filter (`{ userId: x }`, `{ _id: x }`, strings,
 * ObjectIds, booleans, dates, numbers) to PostgreSQL as `_jsonb->'userId' @> '"x"'`. The btree
 * indexes FerretDB creates for a model's declared indexes (and for `_id`) are on `_jsonb->'field'`
 * and cannot serve `@>`, so each such read was a sequential scan that de-toasts every document of
 * the collection: 4-11 s for one member's sessions or one `_id` at 60,000 practice sessions. A GIN
 * index on the same expression serves `@>`: 0.1 ms for an `_id`, 5 ms for a member's 194 sessions
 * (docs/decisions.md, "The local store at a club's size").
 *
 * So, on FerretDB-on-PostgreSQL only (FERRETDB_POSTGRESQL_URL names the PostgreSQL database FerretDB
 * uses; the local stacks set it), this adds one GIN index per collection on `_id` and one per
 * top-level field that any declared index of the collection's models names. On MongoDB 7 nothing
 * here runs: the declared indexes serve the same queries there.
 *
 * After each sweep it publishes, per collection, which fields an index serves now and how many
 * documents the collection holds (`setPushdown`, ferret-server.ts): the store layer splits a `$in`
 * read into equalities only on those fields, and only where the collection is large enough for that
 * to pay (ferret-in-reads.ts); an equality no index serves is a sequential scan per value.
 */

/** The PostgreSQL database FerretDB stores in, when it runs on PostgreSQL (set by the local stacks). */
export const ferretPostgresUrl = (): string | undefined => process.env.FERRETDB_POSTGRESQL_URL || undefined;

/** FerretDB keeps each Mongo database as a PostgreSQL schema, with this table naming each collection's table. */
const METADATA_TABLE = '_ferretdb_database_metadata';

/** How often a process looks again for collections created since (first writes make collections). */
const SWEEP_EVERY_MS = 30_000;

const quoteIdent = (name: string) => `"${name.replace(/"/g, '""')}"`;
const quoteLiteral = (value: string) => `'${value.replace(/'/g, "''")}'`;

/** One index name per (table, field), within PostgreSQL's 63 characters. */
export const ginIndexName = (table: string, field: string) =>
  `kit_gin_${createHash('sha256').update(`${table}\n${field}`).digest('hex').slice(0, 24)}`;

/** Top-level fields that the declared indexes of a connection's models name, per collection. */
export function declaredFieldsByCollection(conn: Connection): Map<string, Set<string>> {
  const out = new Map<string, Set<string>>();
  for (const model of Object.values(conn.models)) {
    const name = model.collection.collectionName;
    const fields = out.get(name) ?? new Set<string>();
    for (const [keys] of model.schema.indexes()) {
      for (const [field, kind] of Object.entries(keys)) {
        // dotted paths and text or geo indexes are not what FerretDB pushes down
        if (field.includes('.') || (kind !== 1 && kind !== -1)) continue;
        fields.add(field);
      }
    }
    out.set(name, fields);
  }
  return out;
}

export interface FerretPostgresIndexes {
  /** Creates what is missing now (also run every 30 s in the background until `stop`). */
  sweep(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Keeps the GIN indexes of `conn`'s database. Errors are reported through `onError` and never thrown
 * from the background sweep: without an index a read is slower, never wrong.
 */
export function keepFerretPostgresIndexes(
  conn: Connection,
  postgresUrl: string,
  onError: (err: unknown) => void = () => {},
): FerretPostgresIndexes {
  const pool = new pg.Pool({ connectionString: postgresUrl, max: 1, idleTimeoutMillis: 10_000, allowExitOnIdle: true });
  pool.on('error', onError);
  let running: Promise<number> | undefined;
  let stopped = false;

  const sweepOnce = async (): Promise<number> => {
    const schema = conn.db?.databaseName;
    if (!schema) return 0;
    const wanted = declaredFieldsByCollection(conn);
    const client = await pool.connect();
    let created = 0;
    try {
      const exists = await client.query<{ n: number }>(
        `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name = $2`,
        [schema, METADATA_TABLE],
      );
      if (!exists.rows[0]?.n) return 0;
      const tables = await client.query<{ collection: string; table: string }>(
        `SELECT _jsonb->>'_id' AS collection, _jsonb->>'table' AS table FROM ${quoteIdent(schema)}.${quoteIdent(METADATA_TABLE)}`,
      );
      const have = new Set(
        (await client.query<{ indexname: string }>(`SELECT indexname FROM pg_indexes WHERE schemaname = $1`, [schema])).rows.map(
          (r) => r.indexname,
        ),
      );
      // PostgreSQL's estimate of each table's rows: the planner's (after an analyze), or the live count the statistics keep
      const sizes = new Map(
        (
          await client.query<{ table: string; n: number }>(
            `SELECT c.relname AS table, GREATEST(c.reltuples, COALESCE(s.n_live_tup, 0), 0)::float8 AS n
               FROM pg_class c JOIN pg_namespace ns ON ns.oid = c.relnamespace LEFT JOIN pg_stat_user_tables s ON s.relid = c.oid
              WHERE ns.nspname = $1 AND c.relkind = 'r'`,
            [schema],
          )
        ).rows.map((r) => [r.table, Number(r.n)]),
      );
      const served = new Map<string, CollectionPushdown>();
      for (const { collection, table } of tables.rows) {
        const fields = new Set<string>();
        served.set(collection, { served: fields, documents: sizes.get(table) ?? 0 });
        for (const field of ['_id', ...(wanted.get(collection) ?? [])]) {
          const name = ginIndexName(table, field);
          if (!have.has(name)) {
            try {
              await client.query(
                `CREATE INDEX IF NOT EXISTS ${quoteIdent(name)} ON ${quoteIdent(schema)}.${quoteIdent(table)} USING gin ((_jsonb->${quoteLiteral(field)}))`,
              );
              created++;
            } catch (err) {
              // another process made it at the same moment (the catalog's unique name), or the
              // collection was dropped meanwhile: the next sweep sees which
              if (!isConcurrentCreate(err)) onError(err);
              continue;
            }
          }
          fields.add(field);
        }
      }
      // what exists now, so a dropped and remade collection counts again only once it has its index
      setPushdown(conn.getClient(), schema, served);
    } finally {
      client.release();
    }
    return created;
  };

  const sweep = (): Promise<number> => {
    running ??= sweepOnce().finally(() => (running = undefined));
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped) sweep().catch(onError);
  }, SWEEP_EVERY_MS);
  timer.unref();
  // the first sweep once the models have declared their indexes (they register after the connection)
  const first = setTimeout(() => void sweep().catch(onError), 2_000);
  first.unref();

  return {
    sweep,
    async stop() {
      stopped = true;
      clearInterval(timer);
      clearTimeout(first);
      await running?.catch(() => {});
      await pool.end().catch(() => {});
    },
  };
}

function isConcurrentCreate(err: unknown): boolean {
  const code = (err as { code?: string } | null)?.code;
  // unique_violation on pg_class's name, duplicate_table, or the table gone (undefined_table)
  return code === '23505' || code === '42P07' || code === '42P01' || code === '3F000';
}
