import mongoose from 'mongoose';
import { assertDocumentLocksHeld, holdsDocumentLock, lockKeyOf, withLockKeys } from '../events/document-locks.ts';
import { isFerretClient, markFerretClient, onFerretClientMarked } from './ferret-server.ts';

/**
 * Every write on a FerretDB connection runs under the locks of the documents it changes, whoever
 * sends it: a repository's `Model.updateOne`, a `bulkWrite`, mongoose's `doc.save()`, the kit's
 * own stores. FerretDB 1.24 applies an update as read, change, write back without isolation, so two
 * processes (two API replicas, a worker, a consumer) updating one document at once lose one of the
 * updates; the document locks (document-locks.ts) serialise them, in the process and through Redis.
 *
 * Where it hooks: the driver's `Collection.prototype` (the copy mongoose uses, `mongoose.mongo`),
 * active only for the clients registered here as FerretDB's (connectMongo and onFerretDb register
 * them). Every write path ends there: mongoose models and documents call their NativeCollection,
 * which calls the driver Collection's method by name; `conn.db.collection(name)` and
 * `client.db(other)` make new Collection objects of the same class. A per-connection wrapper would
 * miss the collections a Db hands out later and every other Db of the client. The prototype is
 * patched only once a FerretDB client is registered, so a process on MongoDB 7 runs the driver as
 * it ships: there the plain update, atomic per document with its guard in the filter, is enough.
 *
 * The rules, per write:
 * - a filter that names its documents by `_id` (a value, `$eq`, `$in`; also through `$and`, or an
 *   `$or` whose every branch does) locks those ids and runs as sent;
 * - any other filter first reads the `_id`s it matches (sorted), locks them, and runs restricted to
 *   them (`{ ...filter, _id: { $in: ids } }`, or `_id: id` for one: the filter's own equalities stay
 *   top-level, where FerretDB pushes them down; see `restrictedToIds`); a single-document write whose
 *   document no longer matches once locked reads again (a few times); a many-document write goes in
 *   chunks;
 * - an upsert whose filter matches nothing locks a key made from the filter, so two processes'
 *   upserts of the same filter do not both insert; an upsert whose filter matched runs on the
 *   matched document without inserting;
 * - inserts take no lock (a new document has no concurrent update to lose), so insertMany, which
 *   the driver sends as a bulkWrite of inserts, runs as sent;
 * - a write whose documents' locks the context holds already (a kit store inside its lock, a nested
 *   write) runs inside them without asking again.
 */

/** Ids locked and written per statement when a filter matches many documents (one Redis script, one `$in`). */
const MANY_CHUNK = 500;
/** Reads again when the document a single-document write read no longer matches once locked. */
const SINGLE_ATTEMPTS = 4;

type Doc = Record<string, unknown>;
type Filter = Record<string, unknown>;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the driver's methods, any document shape
type Method = (this: DriverCollection, ...args: any[]) => Promise<any>;
interface DriverCollection {
  client: object;
  dbName: string;
  collectionName: string;
  find(filter: Filter, options?: Doc): { toArray(): Promise<Doc[]> };
}

let patched = false;
// a client marked elsewhere (onFerretDb, for a connection opened without connectMongo) patches too
onFerretClientMarked(() => {
  if (!patched) patchDriver();
});

/** Routes every write of `client` (a FerretDB server's) through the document locks; see above. */
export const lockWritesOnFerretDb = (client: object): void => markFerretClient(client);

/** Whether writes of `client` go through the document locks (a FerretDB client). */
export const writesLocked = (client: object): boolean => patched && isFerretClient(client);

const isOperatorObject = (v: unknown): v is Doc =>
  typeof v === 'object' && v !== null && !Array.isArray(v) && Object.keys(v).some((k) => k.startsWith('$'));

/** The `_id`s a filter can match at most, when it names them; undefined when it does not. */
function idsOfFilter(filter: unknown): unknown[] | undefined {
  if (typeof filter !== 'object' || filter === null) return undefined;
  const f = filter as Filter;
  if ('_id' in f) {
    const id = f._id;
    if (!isOperatorObject(id)) return [id];
    const keys = Object.keys(id);
    if (keys.length === 1 && '$eq' in id) return [id.$eq];
    if ('$in' in id && Array.isArray(id.$in) && keys.every((k) => k === '$in' || k === '$nin' || k === '$ne')) return id.$in;
  }
  if (Array.isArray(f.$and))
    for (const part of f.$and) {
      const ids = idsOfFilter(part);
      if (ids) return ids;
    }
  if (Array.isArray(f.$or) && f.$or.length) {
    const all: unknown[] = [];
    for (const branch of f.$or) {
      const ids = idsOfFilter(branch);
      if (!ids) return undefined;
      all.push(...ids);
    }
    return all;
  }
  return undefined;
}

const keysOf = (coll: DriverCollection, ids: readonly unknown[]) => ids.map((id) => lockKeyOf(coll.dbName, coll.collectionName, id));

/** The key two upserts of the same filter share (when it matches nothing yet). */
const upsertKey = (coll: DriverCollection, filter: unknown) =>
  lockKeyOf(coll.dbName, coll.collectionName, { $upsert: JSON.parse(JSON.stringify(filter ?? {})) as unknown });

const ferret = () => Promise.resolve(true);

/** Runs `fn` under the locks of `keys` (those the context holds already are not taken again), checked still ours right before the write. */
const locked = <T>(keys: readonly string[], fn: () => Promise<T>): Promise<T> => {
  const write = () => {
    assertDocumentLocksHeld();
    return fn();
  };
  return keys.every(holdsDocumentLock) ? write() : withLockKeys(keys, ferret, write);
};

const isPlainObject = (v: unknown): v is Doc => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** `_id` equal to `id`: the bare value where it cannot be read as an operator document (FerretDB pushes either down). */
const idEquals = (id: unknown): unknown => (isPlainObject(id) || Array.isArray(id) || id instanceof RegExp ? { $eq: id } : id);

/**
 * `filter` restricted to the documents `ids`. The `_id` condition joins the filter's own top-level
 * fields, so FerretDB still pushes the filter's equalities down (`{ userId, read: false, _id: { $in } }`:
 * PostgreSQL reads that member's documents by its index), and a single id is itself an equality that
 * the `_id` index serves. A top-level `$and`, which FerretDB 1.24 does not push down, scanned the
 * collection once per write (measured at 60,000 documents, an updateMany of one member's 200:
 * 7.7–15.7 s against 0.45–1.6 s; docs/decisions.md, "The local store at a club's size"). Only a filter with an `_id`
 * condition of its own that cannot take the restriction keeps the `$and`.
 */
export function restrictedToIds(filter: unknown, ids: readonly unknown[]): Filter {
  const f = filter ?? {};
  const only: unknown = ids.length === 1 ? idEquals(ids[0]) : { $in: ids };
  if (isPlainObject(f)) {
    if (!('_id' in f)) return { ...f, _id: only };
    // `_id: { $gt: x }` and the like: the `$in` joins its operators
    const own = f._id;
    if (isOperatorObject(own) && !('$in' in own) && !('$eq' in own)) return { ...f, _id: { ...own, $in: ids } };
  }
  return { $and: [f, { _id: { $in: ids } }] };
}

async function matchingIds(coll: DriverCollection, filter: unknown, opts: { limit?: number; sort?: unknown } = {}): Promise<unknown[]> {
  const docs = await coll
    .find((filter ?? {}) as Filter, { projection: { _id: 1 }, ...(opts.sort ? { sort: opts.sort } : {}), ...(opts.limit ? { limit: opts.limit } : {}) })
    .toArray();
  return docs.map((d) => d._id);
}

/** Whether a single-document write's result says its filter matched nothing. */
const matchedNothing = (res: unknown): boolean => {
  if (res === null || res === undefined) return true;
  const r = res as { matchedCount?: number; deletedCount?: number; value?: unknown; lastErrorObject?: unknown };
  if (typeof r.matchedCount === 'number') return r.matchedCount === 0 && !(r as { upsertedCount?: number }).upsertedCount;
  if (typeof r.deletedCount === 'number') return r.deletedCount === 0;
  if ('lastErrorObject' in r) return r.value === null || r.value === undefined; // includeResultMetadata
  return false;
};

/**
 * A write of one document (updateOne, replaceOne, deleteOne, findOneAnd…): `call(filter, options)`
 * sends it with the filter and options given.
 */
async function singleWrite(coll: DriverCollection, filter: unknown, options: Doc | undefined, call: (filter: unknown, options: Doc | undefined) => Promise<unknown>) {
  const ids = idsOfFilter(filter);
  if (ids) return locked(keysOf(coll, ids), () => call(filter, options));
  const upsert = options?.upsert === true;
  const attempt = async (): Promise<unknown> => {
    let last: unknown;
    for (let i = 0; i < SINGLE_ATTEMPTS; i++) {
      const [id] = await matchingIds(coll, filter, { limit: 1, sort: options?.sort });
      if (id === undefined) break;
      // on the matched document only: an upsert that finds it moved on reads again rather than inserting a copy
      last = await locked(keysOf(coll, [id]), () => call(restrictedToIds(filter, [id]), upsert ? { ...options, upsert: false } : options));
      if (!matchedNothing(last)) return last;
    }
    // nothing matches: an upsert inserts (under the filter's key); any other write changes nothing
    return upsert ? call(filter, options) : (last ?? call(restrictedToIds(filter, []), options));
  };
  return upsert ? locked([upsertKey(coll, filter)], attempt) : attempt();
}

type ManyResult = { acknowledged?: boolean; matchedCount?: number; modifiedCount?: number; upsertedCount?: number; upsertedId?: unknown; deletedCount?: number };

/** updateMany / deleteMany: the matched documents in chunks, each under its documents' locks; the counts summed. */
async function manyWrite(coll: DriverCollection, filter: unknown, options: Doc | undefined, call: (filter: unknown, options: Doc | undefined) => Promise<ManyResult>) {
  const ids = idsOfFilter(filter);
  if (ids) return locked(keysOf(coll, ids), () => call(filter, options));
  const upsert = options?.upsert === true;
  const run = async (): Promise<ManyResult> => {
    const all = await matchingIds(coll, filter, { sort: { _id: 1 } });
    if (!all.length) return upsert ? call(filter, options) : call(restrictedToIds(filter, []), options);
    const sum: ManyResult = {};
    for (let i = 0; i < all.length; i += MANY_CHUNK) {
      const chunk = all.slice(i, i + MANY_CHUNK);
      const res = await locked(keysOf(coll, chunk), () => call(restrictedToIds(filter, chunk), upsert ? { ...options, upsert: false } : options));
      sum.acknowledged = res.acknowledged;
      for (const k of ['matchedCount', 'modifiedCount', 'upsertedCount', 'deletedCount'] as const)
        if (typeof res[k] === 'number') sum[k] = (sum[k] ?? 0) + res[k];
      if (res.upsertedId !== undefined) sum.upsertedId = res.upsertedId;
    }
    if ('matchedCount' in sum) sum.upsertedId ??= null;
    return sum;
  };
  return upsert ? locked([upsertKey(coll, filter)], run) : run();
}

const BULK_KINDS = ['updateOne', 'updateMany', 'replaceOne', 'deleteOne', 'deleteMany'] as const;

/**
 * bulkWrite: each operation's documents found as above (its `_id`s, else a read), the operation
 * restricted to them, and the whole bulk sent once under all their locks (the caller chunks big
 * bulks, mongo.ts). Inserts take no lock.
 */
async function bulkWrite(coll: DriverCollection, ops: unknown[], options: Doc | undefined, call: (ops: unknown[], options: Doc | undefined) => Promise<unknown>) {
  if (!Array.isArray(ops)) return call(ops, options);
  const keys: string[] = [];
  const rewritten: unknown[] = [];
  for (const op of ops) {
    const kind = BULK_KINDS.find((k) => typeof op === 'object' && op !== null && k in op);
    if (!kind) {
      rewritten.push(op);
      continue;
    }
    const body = (op as Record<string, Doc>)[kind]!;
    const ids = idsOfFilter(body.filter);
    if (ids) {
      keys.push(...keysOf(coll, ids));
      rewritten.push(op);
      continue;
    }
    const found = await matchingIds(coll, body.filter, kind.endsWith('Many') ? { sort: { _id: 1 } } : { limit: 1, sort: body.sort });
    if (!found.length && body.upsert === true) {
      keys.push(upsertKey(coll, body.filter));
      rewritten.push(op);
      continue;
    }
    keys.push(...keysOf(coll, found));
    rewritten.push({ [kind]: { ...body, filter: restrictedToIds(body.filter, found), ...(body.upsert === true ? { upsert: false } : {}) } });
  }
  return keys.length ? locked(keys, () => call(rewritten, options)) : call(ops, options);
}

function patchDriver(): void {
  patched = true;
  const proto = mongoose.mongo.Collection.prototype as unknown as Record<string, Method>;
  const wrap = (name: string, through: (coll: DriverCollection, original: Method, args: unknown[]) => Promise<unknown>) => {
    const original = proto[name]!;
    proto[name] = function (this: DriverCollection, ...args: unknown[]) {
      return isFerretClient(this.client) ? through(this, original, args) : original.apply(this, args);
    };
  };
  // (filter, update-or-replacement, options)
  for (const name of ['updateOne', 'replaceOne', 'findOneAndUpdate', 'findOneAndReplace'])
    wrap(name, (coll, original, [filter, change, options]) =>
      singleWrite(coll, filter, options as Doc | undefined, (f, o) => original.call(coll, f, change, o)),
    );
  // (filter, options)
  for (const name of ['deleteOne', 'findOneAndDelete'])
    wrap(name, (coll, original, [filter, options]) => singleWrite(coll, filter, options as Doc | undefined, (f, o) => original.call(coll, f, o)));
  wrap('updateMany', (coll, original, [filter, change, options]) =>
    manyWrite(coll, filter, options as Doc | undefined, (f, o) => original.call(coll, f, change, o)),
  );
  wrap('deleteMany', (coll, original, [filter, options]) => manyWrite(coll, filter, options as Doc | undefined, (f, o) => original.call(coll, f, o)));
  wrap('bulkWrite', (coll, original, [ops, options]) => bulkWrite(coll, ops as unknown[], options as Doc | undefined, (x, o) => original.call(coll, x, o)));
}
