import type { Connection } from 'mongoose';

/**
 * True when the server is FerretDB (its buildInfo names its version). FerretDB 1.24 on SQLite pushes
 * only a filter that is exactly `{ _id }` down to SQL (still a pass over the rows, but without
 * decoding them into documents); any other field decodes the whole collection, so hot paths may
 * choose a different query shape there (docs/decisions.md, Performance on FerretDB).
 */
export async function isFerretDb(conn: Connection): Promise<boolean> {
  if (!conn.db) throw new Error('not connected');
  const info = await conn.db.admin().command({ buildInfo: 1 });
  return typeof info.ferretdbVersion === 'string';
}

/** The driver clients known to talk to FerretDB: their writes go through the document locks (ferret-write-locks.ts). */
const ferretClients = new WeakSet<object>();
const onMarked: (() => void)[] = [];

export function markFerretClient(client: object): void {
  ferretClients.add(client);
  for (const fn of onMarked) fn();
}

export const isFerretClient = (client: object): boolean => ferretClients.has(client);

/** Calls `fn` whenever a client is marked as FerretDB's. */
export const onFerretClientMarked = (fn: () => void): void => void onMarked.push(fn);

/** What FerretDB can push down for one collection, as the store layer knows it. */
export interface CollectionPushdown {
  /** top-level fields whose equality an index serves (`_id` and the declared indexes' fields) */
  served: ReadonlySet<string>;
  /** documents in the collection, estimated (PostgreSQL's statistics; refreshed every sweep) */
  documents: number;
}

/**
 * Per client and database, what each collection's equalities cost: on FerretDB-on-PostgreSQL, the
 * fields the kit's GIN indexes cover and the collection's size (ferret-postgres-indexes.ts publishes
 * them after each sweep). Nothing on SQLite, where an equality reaches SQL only as a scan
 * (docs/decisions.md, "The local store at a club's size"). The store layer's `$in` reads
 * (ferret-in-reads.ts) ask it before choosing a shape.
 */
const pushdown = new WeakMap<object, Map<string, Map<string, CollectionPushdown>>>();

/** Replaces what is known of database `db` of `client`: collection → its pushdown. */
export function setPushdown(client: object, db: string, byCollection: ReadonlyMap<string, CollectionPushdown>): void {
  let dbs = pushdown.get(client);
  if (!dbs) pushdown.set(client, (dbs = new Map()));
  dbs.set(db, new Map(byCollection));
}

/** What is known of `db.collection` (see setPushdown); undefined when nothing is. */
export const pushdownOf = (client: object, db: string, collection: string): CollectionPushdown | undefined =>
  pushdown.get(client)?.get(db)?.get(collection);

/** Whether an index serves the equality of top-level `field` in `db.collection`. */
export const equalityServed = (client: object, db: string, collection: string, field: string): boolean =>
  pushdownOf(client, db, collection)?.served.has(field) ?? false;
