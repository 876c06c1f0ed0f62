import mongoose from 'mongoose';
import { compareBySort, identityKey, UnorderedValue, type SortSpec } from './bson-order.ts';
import { isFerretClient, onFerretClientMarked, pushdownOf } from './ferret-server.ts';

/**
 * `$in` reads as equalities, on FerretDB only.
 *
 * FerretDB 1.24 hands PostgreSQL a filter's top-level equalities (`{ ownerId: x }`, `$eq`) and
 * nothing else: `{ ownerId: { $in: owners } }`, `{ _id: { $in: ids } }` read and decode the whole
 * collection (5–15 s at 60,000 documents), where one equality that a GIN index of the kit serves
 * (ferret-postgres-indexes.ts) takes milliseconds. So a read whose filter has a top-level field
 * with `$in` of pushable values (strings, numbers, ObjectIds, booleans, dates), on a field an index
 * serves (`pushdownOf`: `_id` and the declared indexes' fields, on PostgreSQL only), no more of
 * them than the collection's size makes worth it (`inValuesRouted`: one per 25 documents, at most
 * 500), runs as one query per value, `{ ...rest, field: value }`, a few at a time, and
 * the answers are merged as the server would have answered the `$in`: each document once (by
 * `_id`), ordered by the read's sort (bson-order.ts), then skip and limit. Each per-value query
 * carries the sort and `limit: skip + limit`, so none returns more than the merge can use; the
 * projection is applied by them, widened by `_id` and the sort's fields when it leaves them out,
 * which are removed again after the merge. Without a sort the order is value by value, each value's
 * documents in store order (MongoDB promises no order there either), and a limit stops early.
 *
 * Where it hooks: like ferret-write-locks.ts, the driver's `Collection.prototype` (mongoose's
 * `mongoose.mongo`), for the clients marked as FerretDB's only; on MongoDB 7 the driver runs as it
 * ships. What it routes, and how (mongoose 9 with driver 7):
 * - `find`: mongoose's `Model.find()` (`.exec()`, `.lean()`, populate) calls
 *   `collection.find(filter, options)` and consumes the cursor with `toArray()`. The cursor
 *   returned is the driver's own; only its `toArray` is replaced, and decides when called, from the
 *   cursor's state then (filter, options, `.sort()`/`.limit()`/`.project()` set since): a cursor
 *   already iterated, one with a `map` transform, or options this does not merge (explain,
 *   tailable, raw, collation, min/max…) reads as sent. After a split it is closed, as `toArray`
 *   leaves it. `next()`, `hasNext()`, `stream()`, `for await`, mongoose's `.cursor()` (which
 *   iterates with `next`), `explain()` and `clone()` are untouched.
 * - `findOne` (mongoose's `findOne`, `findById`, `exists`): the same merge with limit 1; the
 *   driver's own `findOne` reads through `find(…).next()`, so it is routed here, not there.
 * - `countDocuments`: per-value reads of the `_id`s alone, each document counted once (a document
 *   whose array holds two of the values matches two reads), then skip and limit.
 * - `distinct` and `aggregate` are not routed (the platform's `$in` goes through `find`).
 * A sort key of a type bson-order.ts does not order (an array, an embedded document) makes the
 * read run again as sent. Sessions: a read with an explicit session runs its per-value queries one
 * at a time on it; others use implicit sessions, as the driver does.
 */

/**
 * The most values a routed `$in` has; a longer list reads as sent. Measured on FerretDB-on-PostgreSQL
 * at 60,000 documents (docs/decisions.md, "The local store at a club's size"): 500 `_id` equalities,
 * four at a time, take 1.2–1.6 s against 8–15 s for the one `$in` scan; past a few hundred values a
 * read is a bulk export, better written as one (a cursor, or a read by another field).
 */
export const MAX_IN_VALUES = 500;
/**
 * Documents a collection holds per value routed: a per-value query costs 2.5–4.5 ms (index lookup,
 * a round trip through FerretDB), the scan a plain `$in` makes 0.07–0.25 ms a document, so one value
 * is worth about 25 documents. At 2,000 documents, 20 ids read in 80 ms split against 163 ms as
 * `$in`, 100 ids in 440 ms against 140 ms: a collection routes at most `documents / 25` values.
 */
export const DOCUMENTS_PER_VALUE = 25;

/** How many `$in` values a read of a collection of `documents` documents routes at most. */
export const inValuesRouted = (documents: number): number =>
  Math.min(MAX_IN_VALUES, Math.floor(Math.max(0, documents) / DOCUMENTS_PER_VALUE));

/**
 * Per-value queries in flight per routed read. Measured at 60,000 documents: 100 `_id`s one at a
 * time 641 ms, two 474 ms, four 324 ms, eight 402 ms, sixteen 238 ms (medians of five, the machine
 * loaded); more than four gains little on 2 cores and takes more of the driver's pool (20).
 */
export const IN_READ_CONCURRENCY = 4;

type Doc = Record<string, unknown>;
type Filter = Record<string, unknown>;
interface Cursor {
  toArray(): Promise<Doc[]>;
  close(): Promise<void>;
}
interface DriverFindCursor extends Cursor {
  // the driver's internals read at toArray time (mongodb 7, cursor/find_cursor.js)
  cursorFilter: Filter;
  findOptions: Doc;
  initialized: boolean;
  readonly closed: boolean;
  transform?: unknown;
}
interface DriverCollection {
  client: object;
  dbName: string;
  collectionName: string;
}
type Find = (this: DriverCollection, filter?: Filter, options?: Doc) => Cursor;
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the driver's methods, any document shape
type Method = (this: DriverCollection, ...args: any[]) => any;

let patched = false;
onFerretClientMarked(() => {
  if (!patched) patchDriver();
});

/** Whether `$in` reads of `client` are routed here (a FerretDB client). */
export const inReadsRouted = (client: object): boolean => patched && isFerretClient(client);

const isPlainObject = (v: unknown): v is Doc => {
  if (typeof v !== 'object' || v === null) return false;
  const proto = Object.getPrototypeOf(v) as unknown;
  return proto === Object.prototype || proto === null;
};

/** A value FerretDB 1.24 pushes down as an equality (internal/backends/postgresql/query.go, filterEqual). */
function pushable(v: unknown): boolean {
  switch (typeof v) {
    case 'string':
    case 'boolean':
      return true;
    case 'number':
      return Number.isFinite(v);
  }
  if (v instanceof Date) return !Number.isNaN(v.getTime());
  const type = (v as { _bsontype?: string } | null)?._bsontype;
  if (type === 'ObjectId' || type === 'Long') return true;
  if (type === 'Int32' || type === 'Double') return Number.isFinite((v as { valueOf(): number }).valueOf());
  return false;
}

/** Options a merged read reproduces; any other set to a value (explain, tailable, raw, collation…) reads as sent. */
const MERGEABLE_OPTIONS = new Set([
  'sort',
  'skip',
  'limit',
  'projection',
  'session',
  'readPreference',
  'readConcern',
  'writeConcern',
  'maxTimeMS',
  'comment',
  'hint',
  'batchSize',
  'allowDiskUse',
  'noCursorTimeout',
  'timeoutMS',
  'timeoutMode',
  'signal',
  'promoteValues',
  'promoteLongs',
  'promoteBuffers',
  'bsonRegExp',
  'useBigInt64',
  'enableUtf8Validation',
  'ignoreUndefined',
  'serializeFunctions',
  'checkKeys',
  'retryReads',
  'retryWrites',
  'willRetryWrite',
  'omitReadPreference',
  'dbName',
  'authdb',
  'awaitData',
  'tailable',
  'singleBatch',
  'raw',
  'fieldsAsRaw',
]);
/** Of those, set only as `false`/absent (a tailable cursor, one batch only, raw BSON: read as sent). The driver sets `raw: false`. */
const FALSE_ONLY = new Set(['awaitData', 'tailable', 'singleBatch', 'raw']);

/** The sort as [path, 1 | -1] pairs; undefined when it is of a kind this does not merge (`$meta`). */
function sortSpecOf(sort: unknown): SortSpec | undefined {
  if (sort === undefined || sort === null) return [];
  const dir = (d: unknown): 1 | -1 | undefined => {
    if (d === 1 || d === '1' || d === 'asc' || d === 'ascending') return 1;
    if (d === -1 || d === '-1' || d === 'desc' || d === 'descending') return -1;
    return undefined;
  };
  let pairs: [string, unknown][];
  if (sort instanceof Map) pairs = [...(sort as Map<string, unknown>).entries()];
  else if (typeof sort === 'string') pairs = [[sort, 1]];
  else if (Array.isArray(sort))
    pairs = (sort as unknown[]).map((p) => (Array.isArray(p) ? [String(p[0]), p[1]] : [String(p), 1])) as [string, unknown][];
  else if (isPlainObject(sort)) pairs = Object.entries(sort);
  else return undefined;
  const out: [string, 1 | -1][] = [];
  for (const [k, d] of pairs) {
    const v = dir(d);
    if (!v || k.startsWith('$')) return undefined;
    out.push([k, v]);
  }
  return out;
}

/**
 * The projection the per-value queries use: `_id` (to de-duplicate) and the sort's top-level fields
 * (to merge) added when it leaves them out, and which of them to remove after. Undefined when it
 * is of a kind this does not widen (operators, positional or dotted paths under a needed field).
 */
function widenProjection(projection: unknown, needed: readonly string[]): { projection: Doc | undefined; strip: string[] } | undefined {
  if (projection === undefined || projection === null) return { projection: undefined, strip: [] };
  if (!isPlainObject(projection)) return undefined;
  const keys = Object.keys(projection);
  if (!keys.length) return { projection, strip: [] };
  for (const k of keys) {
    const v = projection[k];
    if (k.includes('$') || !(v === 0 || v === 1 || v === true || v === false)) return undefined;
  }
  const others = keys.filter((k) => k !== '_id');
  const inclusion = others.length ? Boolean(projection[others[0]!]) : Boolean(projection._id);
  if (others.some((k) => Boolean(projection[k]) !== inclusion)) return undefined; // the server refuses it: let it say so
  const out: Doc = { ...projection };
  const strip: string[] = [];
  for (const root of new Set(needed)) {
    if (keys.some((k) => k.startsWith(`${root}.`))) return undefined;
    if (inclusion) {
      const included = root === '_id' ? projection._id === undefined || Boolean(projection._id) : Boolean(projection[root]);
      if (!included) {
        out[root] = 1;
        strip.push(root);
      }
    } else if (root in projection && !projection[root]) {
      delete out[root];
      strip.push(root);
    }
  }
  return { projection: out, strip };
}

interface InPlan {
  field: string;
  values: unknown[];
  /** the filter for one value: the rest kept, the field's other operators kept beside `$eq` */
  filterFor(value: unknown): Filter;
}

/** The `$in` this routes in `filter`, or undefined. */
function planFilter(coll: DriverCollection, filter: unknown): InPlan | undefined {
  if (!isPlainObject(filter)) return undefined;
  const known = pushdownOf(coll.client, coll.dbName, coll.collectionName);
  if (!known) return undefined;
  const candidates: string[] = [];
  for (const [k, v] of Object.entries(filter)) {
    if (k.startsWith('$') || k.includes('.') || !isPlainObject(v) || !Array.isArray(v.$in)) continue;
    const ops = Object.keys(v);
    if (!ops.every((op) => op.startsWith('$')) || '$eq' in v) continue;
    if (!known.served.has(k)) continue;
    candidates.push(k);
  }
  if (!candidates.length) return undefined;
  const field = candidates.includes('_id') ? '_id' : candidates[0]!;
  const cond = filter[field] as Doc;
  const list = cond.$in as unknown[];
  if (!list.every(pushable)) return undefined;
  const seen = new Set<string>();
  const values = list.filter((v) => {
    const key = identityKey(v);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
  if (values.length > inValuesRouted(known.documents)) return undefined;
  const { $in: _in, ...otherOps } = cond;
  const hasOtherOps = Object.keys(otherOps).length > 0;
  return {
    field,
    values,
    filterFor: (value) => ({ ...filter, [field]: hasOtherOps ? { ...otherOps, $eq: value } : value }),
  };
}

interface ReadPlan extends InPlan {
  sort: SortSpec;
  skip: number;
  /** 0: no limit */
  limit: number;
  /** options of each per-value query */
  options: Doc;
  strip: string[];
  sequential: boolean;
}

/** The whole read's plan (filter and options), or undefined to read as sent. */
function planRead(coll: DriverCollection, filter: unknown, options: Doc | undefined): ReadPlan | undefined {
  const opts = options ?? {};
  for (const [k, v] of Object.entries(opts)) {
    if (v === undefined || v === null) continue;
    if (!MERGEABLE_OPTIONS.has(k)) return undefined;
    if (FALSE_ONLY.has(k) && v !== false) return undefined;
    if (k === 'fieldsAsRaw' && (typeof v !== 'object' || Object.keys(v).length)) return undefined; // the driver sets `{}`
  }
  const inPlan = planFilter(coll, filter);
  if (!inPlan) return undefined;
  const sort = sortSpecOf(opts.sort);
  if (!sort) return undefined;
  const skip = typeof opts.skip === 'number' && opts.skip > 0 ? Math.floor(opts.skip) : 0;
  const limit = typeof opts.limit === 'number' ? Math.abs(Math.floor(opts.limit)) : 0;
  const widened = widenProjection(opts.projection, ['_id', ...sort.map(([path]) => path.split('.')[0]!)]);
  if (!widened) return undefined;
  const perValue: Doc = { ...opts };
  delete perValue.skip;
  delete perValue.limit;
  delete perValue.projection;
  if (widened.projection) perValue.projection = widened.projection;
  if (limit) perValue.limit = skip + limit;
  const session = opts.session as { explicit?: boolean } | undefined;
  return {
    ...inPlan,
    sort,
    skip,
    limit,
    options: perValue,
    strip: widened.strip,
    sequential: Boolean(session && session.explicit !== false),
  };
}

/**
 * Runs `count` tasks in index order, `width` at a time; stops starting new ones once `enough` says
 * the results in index order so far suffice, and returns that prefix. The first error is thrown
 * once the tasks under way have ended.
 */
async function inOrder<T>(count: number, width: number, run: (i: number) => Promise<T>, enough: (prefix: T[]) => boolean): Promise<T[]> {
  const results: T[] = new Array<T>(count);
  const done: boolean[] = new Array<boolean>(count).fill(false);
  let next = 0;
  let prefix = 0;
  let stop = false;
  let failure: { err: unknown } | undefined;
  const worker = async () => {
    while (!stop && !failure && next < count) {
      const i = next++;
      try {
        results[i] = await run(i);
      } catch (err) {
        failure ??= { err };
        return;
      }
      done[i] = true;
      while (prefix < count && done[prefix]) prefix++;
      if (enough(results.slice(0, prefix))) stop = true;
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(width, count)) }, worker));
  if (failure) throw failure.err;
  return stop ? results.slice(0, prefix) : results;
}

/** The merged answer of a routed read. */
async function runRead(coll: DriverCollection, plan: ReadPlan, find: Find): Promise<Doc[]> {
  if (!plan.values.length) return []; // `$in: []` matches nothing
  const need = plan.limit ? plan.skip + plan.limit : Infinity;
  const seen = new Set<string>();
  const distinct = (docs: Doc[]) =>
    docs.filter((d) => {
      const key = identityKey(d._id);
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
  // without a sort, value order: enough once the values read so far hold skip + limit distinct documents
  const enough = (prefix: Doc[][]) =>
    !plan.sort.length && need !== Infinity && new Set(prefix.flat().map((d) => identityKey(d._id))).size >= need;
  const parts = await inOrder(
    plan.values.length,
    plan.sequential ? 1 : IN_READ_CONCURRENCY,
    (i) => find.call(coll, plan.filterFor(plan.values[i]), { ...plan.options }).toArray(),
    enough,
  );
  let docs = distinct(parts.flat());
  if (plan.sort.length) {
    const sort = plan.sort;
    // compare every key once up front: a key this does not order throws here, before anything is returned
    docs = docs
      .map((d, i) => ({ d, i }))
      .sort((a, b) => compareBySort(sort, a.d, b.d) || a.i - b.i)
      .map((x) => x.d);
  }
  docs = docs.slice(plan.skip, need === Infinity ? undefined : need);
  if (plan.strip.length) for (const d of docs) for (const f of plan.strip) delete d[f];
  return docs;
}

/** countDocuments routed: the `_id`s each value's read finds, each counted once. */
async function runCount(coll: DriverCollection, plan: ReadPlan, find: Find): Promise<number> {
  if (!plan.values.length) return 0;
  const options: Doc = { ...plan.options, projection: { _id: 1 } };
  delete options.sort;
  delete options.limit;
  const parts = await inOrder(
    plan.values.length,
    plan.sequential ? 1 : IN_READ_CONCURRENCY,
    (i) => find.call(coll, plan.filterFor(plan.values[i]), { ...options }).toArray(),
    () => false,
  );
  const n = new Set(parts.flat().map((d) => identityKey(d._id))).size;
  const afterSkip = Math.max(0, n - plan.skip);
  return plan.limit ? Math.min(afterSkip, plan.limit) : afterSkip;
}

/**
 * Replaces `cursor.toArray` (an own property of this cursor: the class, and every other cursor, stay
 * as the driver ships them) with one that routes the read when the cursor's state allows it then.
 */
function routeToArray(coll: DriverCollection, cursor: DriverFindCursor, find: Find): void {
  const plainToArray = cursor.toArray;
  cursor.toArray = async function (this: DriverFindCursor) {
    const plan =
      !this.initialized && !this.closed && this.transform == null ? planRead(coll, this.cursorFilter, this.findOptions) : undefined;
    if (!plan) return plainToArray.call(this);
    let docs: Doc[];
    try {
      docs = await runRead(coll, plan, find);
    } catch (err) {
      if (err instanceof UnorderedValue) return plainToArray.call(this);
      throw err;
    }
    await this.close(); // as after toArray: later reads of this cursor find it exhausted
    return docs;
  };
}

function patchDriver(): void {
  patched = true;
  const proto = mongoose.mongo.Collection.prototype as unknown as Record<string, Method>;
  const find = proto.find as Find;

  proto.find = function (this: DriverCollection, filter?: Filter, options?: Doc) {
    const cursor = find.call(this, filter, options) as DriverFindCursor;
    if (isFerretClient(this.client)) routeToArray(this, cursor, find);
    return cursor;
  };

  const findOne = proto.findOne!;
  proto.findOne = async function (this: DriverCollection, filter?: Filter, options?: Doc) {
    if (isFerretClient(this.client)) {
      const plan = planRead(this, filter, { ...options, limit: 1 });
      if (plan) {
        try {
          return (await runRead(this, plan, find))[0] ?? null;
        } catch (err) {
          if (!(err instanceof UnorderedValue)) throw err;
        }
      }
    }
    return findOne.call(this, filter, options);
  };

  const countDocuments = proto.countDocuments!;
  proto.countDocuments = function (this: DriverCollection, filter?: Filter, options?: Doc) {
    if (isFerretClient(this.client)) {
      const plan = planRead(this, filter, options && { ...options, sort: undefined });
      if (plan) return runCount(this, plan, find);
    }
    return countDocuments.call(this, filter, options);
  };
}
