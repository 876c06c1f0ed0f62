import { AsyncLocalStorage } from 'node:async_hooks';
import { Redis } from 'ioredis';
import { ExecutionError, Redlock, type Lock } from '@sesamecare-oss/redlock';
import type { Connection, Model } from 'mongoose';
import { isFerretDb, markFerretClient } from '../store/ferret-server.ts';

/**
 * FerretDB 1.24 applies an update as read, change, write back without isolation (FerretDB#3040), so
 * two concurrent updates of one document can lose one of them, whichever process sends them (the
 * issue's probe: two processes setting 100 fields each of one document kept 124 of 200). Every
 * write the kit's store layer makes to a document therefore runs under that document's lock:
 *
 * - within the process, a queue per document (KeyedMutex), so a process's own writers wait in line
 *   without asking Redis;
 * - on FerretDB, across processes, a Redis lock per document (@sesamecare-oss/redlock on one
 *   Redis): a random token per holder, a time to live (LOCK_TTL_MS) extended while the write is
 *   still running, released by the owner's token only (redlock's Lua scripts), a bounded wait that
 *   ends in DocumentLockTimeoutError, and a check before each write (assertDocumentLocksHeld) that
 *   the lock is still ours with a margin, so a holder that lost its lock (a stall past its time to
 *   live, an extension refused) throws DocumentLockLostError instead of writing.
 *
 * Re-entrant: a kit call made while its document's lock is held (an update's afterWrite, a nested
 * store call) runs inside the held lock (AsyncLocalStorage) instead of waiting on itself.
 *
 * On MongoDB 7 updates are atomic per document (the guard is in the filter) and only the
 * in-process queue runs, at the cost of a microtask. See docs/decisions.md, "Document locks across
 * processes".
 */
export class KeyedMutex {
  private readonly tails = new Map<string, Promise<unknown>>();

  async run<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const current = previous.catch(() => {}).then(fn);
    this.tails.set(key, current);
    try {
      return await current;
    } finally {
      // Forget the key once nobody queued behind us, so the map does not grow.
      if (this.tails.get(key) === current) this.tails.delete(key);
    }
  }

  get size(): number {
    return this.tails.size;
  }
}

const documentLocks = new KeyedMutex();

/** How long a Redis lock lives without extension (a crashed holder blocks its documents at most this long); extended while its write still runs. */
const LOCK_TTL_MS = 6_000;
/** Extend once less than this is left. */
const EXTEND_WHEN_LEFT_MS = 3_000;
/** A write starts only while at least this much of the lock is left (assertDocumentLocksHeld). */
const WRITE_MARGIN_MS = 500;
/** Redis key prefix of the document locks (the database name follows, which namespaces test runs and stacks). */
export const DOCUMENT_LOCK_PREFIX = 'store-lock:';

/** The wait for a document's cross-process lock ran out. */
export class DocumentLockTimeoutError extends Error {
  readonly keys: readonly string[];
  constructor(keys: readonly string[], waitedMs: number, cause?: string) {
    super(
      `could not lock ${keys.length === 1 ? `document ${keys[0]}` : `${keys.length} documents (${keys.slice(0, 3).join(', ')}${keys.length > 3 ? ', …' : ''})`} ` +
        `within ${waitedMs} ms${cause ? ` (${cause})` : ' (another process holds it)'}; nothing was written`,
    );
    this.keys = keys;
    this.name = 'DocumentLockTimeoutError';
  }
}

/** A write was about to start after its document's cross-process lock expired or could not be extended. */
class DocumentLockLostError extends Error {
  readonly keys: readonly string[];
  constructor(keys: readonly string[]) {
    super(`the lock of ${keys.join(', ')} was lost before the write (it expired or its extension failed); nothing was written`);
    this.keys = keys;
    this.name = 'DocumentLockLostError';
  }
}

/** A held Redis lock, extended while held. */
class Lease {
  private lock: Lock;
  private validUntil: number;
  private timer: NodeJS.Timeout | undefined;
  private lost: Error | undefined;
  private extending: Promise<void> | undefined;
  released = false;

  private readonly redlock: Redlock;
  readonly keys: readonly string[];
  constructor(redlock: Redlock, lock: Lock, keys: readonly string[]) {
    this.redlock = redlock;
    this.keys = keys;
    this.lock = lock;
    this.validUntil = lock.expiration;
    this.schedule();
  }

  private schedule(): void {
    this.timer = setTimeout(() => (this.extending = this.extend()), Math.max(0, this.validUntil - Date.now() - EXTEND_WHEN_LEFT_MS));
    this.timer.unref();
  }

  private async extend(): Promise<void> {
    while (!this.released) {
      try {
        // redlock's extend zeroes the old lock's expiration while in flight: validUntil is ours
        this.lock = await this.redlock.extend(this.lock, LOCK_TTL_MS, { retryCount: 0 });
        this.validUntil = this.lock.expiration;
        if (!this.released) this.schedule();
        return;
      } catch (err) {
        if (Date.now() >= this.validUntil) {
          this.lost = err as Error;
          return;
        }
        await sleep(100);
      }
    }
  }

  /** Throws unless the lock is ours with at least WRITE_MARGIN_MS left. */
  assertHeld(): void {
    if (this.released || this.lost || this.validUntil - Date.now() < WRITE_MARGIN_MS) throw new DocumentLockLostError(this.keys);
  }

  async release(): Promise<void> {
    this.released = true;
    if (this.timer) clearTimeout(this.timer);
    await this.extending?.catch(() => {});
    // a failed release is harmless: the key expires at its time to live
    await this.redlock.release(this.lock, { retryCount: 0 }).catch(() => {});
  }
}

/** The process's Redis connection for document locks, opened on first use on FerretDB. */
class CrossProcessLocks {
  private readonly redis: Redis;
  private readonly redlock: Redlock;

  constructor(url: string) {
    this.redis = new Redis(url, { lazyConnect: true, enableOfflineQueue: true, maxRetriesPerRequest: 1 });
    // refused while Redis is down: acquire waits and retries within its bounded wait
    this.redis.on('error', () => {});
    this.redlock = new Redlock([this.redis], { retryCount: 0, automaticExtensionThreshold: EXTEND_WHEN_LEFT_MS });
    this.redlock.on('error', () => {});
  }

  /** All of `keys` at once (one script: all or none), waiting at most `waitMs`. */
  async acquire(keys: readonly string[], waitMs: number): Promise<Lease> {
    const started = Date.now();
    const resources = keys.map((k) => DOCUMENT_LOCK_PREFIX + k);
    let delay = 2;
    let cause: string | undefined;
    for (;;) {
      try {
        const lock = await this.redlock.acquire(resources, LOCK_TTL_MS, { retryCount: 0 });
        return new Lease(this.redlock, lock, keys);
      } catch (err) {
        if (!(err instanceof ExecutionError)) throw err;
        cause = await whyRefused(err);
      }
      if (Date.now() - started >= waitMs) throw new DocumentLockTimeoutError(keys, Date.now() - started, cause);
      await sleep(delay * (0.5 + Math.random()));
      delay = Math.min(delay * 2, 40);
    }
  }

  close(): Promise<void> {
    this.redis.disconnect();
    return Promise.resolve();
  }
}

/** undefined when the keys were held by another process; else the Redis error (unreachable…). */
async function whyRefused(err: ExecutionError): Promise<string | undefined> {
  const last = err.attempts.at(-1);
  const stats = last && (await last.catch(() => undefined));
  const reason = stats && [...stats.votesAgainst.values()][0];
  return reason && reason.name !== 'ResourceLockedError' ? `Redis: ${reason.message}` : undefined;
}

const sleep = (ms: number) => new Promise<void>((r) => setTimeout(r, ms));

let lockRedisUrl: string | undefined;
let lockUsers = 0;
let crossProcess: CrossProcessLocks | undefined;

/**
 * Points the document locks at the service's Redis (startService and startWorker call it with
 * REDIS_URL); the returned function closes the connection once every user has stopped. A process
 * that writes through the store layer without it (a script, a test) uses REDIS_URL from its
 * environment, or Redis on localhost.
 */
export function configureDocumentLocks(redisUrl: string): () => Promise<void> {
  if (!crossProcess) lockRedisUrl = redisUrl;
  lockUsers++;
  let closed = false;
  return async () => {
    if (closed) return;
    closed = true;
    if (--lockUsers > 0) return;
    const open = crossProcess;
    crossProcess = undefined;
    await open?.close();
  };
}

function locksAcrossProcesses(): CrossProcessLocks {
  return (crossProcess ??= new CrossProcessLocks(lockRedisUrl ?? process.env.REDIS_URL ?? 'redis://127.0.0.1:6379'));
}

/** Longest wait for a document's cross-process lock (STORE_LOCK_WAIT_MS, 60 s by default). */
const lockWaitMs = () => Number(process.env.STORE_LOCK_WAIT_MS) || 60_000;

/**
 * Test switch: STORE_CROSS_PROCESS_LOCKS=off leaves only the in-process queue, so a test can show the
 * loss the Redis lock prevents. Ignored when NODE_ENV is production.
 */
const crossProcessLocksOff = () => process.env.NODE_ENV !== 'production' && process.env.STORE_CROSS_PROCESS_LOCKS === 'off';

const serverIsFerretDb = new WeakMap<Connection, Promise<boolean>>();

/** Whether the connection's server is FerretDB, asked once per connection (again after a failed ask). */
export function onFerretDb(conn: Connection): Promise<boolean> {
  let known = serverIsFerretDb.get(conn);
  if (!known) {
    known = isFerretDb(conn);
    // a connection opened without connectMongo: its writes are locked from now on too
    known.then((ferret) => ferret && markFerretClient(conn.getClient())).catch(() => {});
    serverIsFerretDb.set(conn, known);
    known.catch(() => serverIsFerretDb.delete(conn)); // asked again once connected
  }
  return known;
}

/** The locks the current async context holds: key → its Redis lease (null: in-process only). */
interface Held {
  key: string;
  lease: Lease | null;
  done: boolean;
}
const heldLocks = new AsyncLocalStorage<Map<string, Held>>();

/** The in-process (and Redis) key of one document. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
export const documentLockKey = (model: Model<any>, id: unknown): string => lockKeyOf(model.db.name, model.collection.collectionName, id);

/** The lock key of document `id` of a collection, by names: the same key whether a write comes through a model or the driver. */
export const lockKeyOf = (dbName: string, collectionName: string, id: unknown): string => `${dbName}:${collectionName}:${idString(id)}`;

const idString = (id: unknown): string =>
  typeof id === 'object' && id !== null && typeof (id as { toHexString?: unknown }).toHexString === 'function'
    ? (id as { toHexString(): string }).toHexString()
    : typeof id === 'object' && id !== null && !(id instanceof Date)
      ? stableJson(id) // an embedded document as `_id`: equal documents, one key
      : String(id);

const stableJson = (v: unknown): string =>
  Array.isArray(v)
    ? `[${v.map(stableJson).join(',')}]`
    : typeof v === 'object' && v !== null && !(v instanceof Date) && typeof (v as { toHexString?: unknown }).toHexString !== 'function'
      ? `{${Object.keys(v)
          .sort()
          .map((k) => `${JSON.stringify(k)}:${stableJson((v as Record<string, unknown>)[k])}`)
          .join(',')}}`
      : idString(v);

/**
 * Throws DocumentLockLostError when a cross-process lock the current write runs under is no longer
 * ours (with WRITE_MARGIN_MS to spare): the store layer calls it right before each write statement.
 * A no-op outside a lock and on MongoDB.
 */
export function assertDocumentLocksHeld(): void {
  for (const h of heldLocks.getStore()?.values() ?? []) if (!h.done) h.lease?.assertHeld();
}

/** Whether the current async context holds the lock of `key` (a write inside it needs no other). */
export const holdsDocumentLock = (key: string): boolean => {
  const h = heldLocks.getStore()?.get(key);
  return !!h && !h.done;
};

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
const withKeys = <T>(model: Model<any>, keys: readonly string[], fn: () => Promise<T>): Promise<T> =>
  withLockKeys(keys, () => onFerretDb(model.db), fn);

/**
 * Runs `fn` once it holds the lock of every key (lockKeyOf): the in-process queues always, the
 * Redis lock too when `ferret()` says the store is FerretDB. Keys the context holds already are
 * not taken again. The store layer's driver-level interception (ferret-write-locks.ts) calls it.
 */
export async function withLockKeys<T>(keys: readonly string[], ferret: () => Promise<boolean>, fn: () => Promise<T>): Promise<T> {
  const held = heldLocks.getStore();
  const needed = [...new Set(keys)].sort().filter((k) => !held?.get(k) || held.get(k)!.done);
  if (!needed.length) return fn();
  const locked = async (): Promise<T> => {
    const acrossProcesses = !crossProcessLocksOff() && (await ferret());
    const lease = acrossProcesses ? await locksAcrossProcesses().acquire(needed, lockWaitMs()) : null;
    const entries = needed.map((key) => ({ key, lease, done: false }));
    const inner = new Map(held ? [...held].filter(([, h]) => !h.done) : []);
    for (const e of entries) inner.set(e.key, e);
    try {
      // awaited inside the context: a mongoose Query is lazy and runs its write when awaited, which
      // must happen inside the held lock, or its own write would queue behind the lock it is in
      return await heldLocks.run(inner, async () => await fn());
    } finally {
      // work this write started that outlives it (a relay kick's timer) no longer counts as holding
      for (const e of entries) e.done = true;
      await lease?.release();
    }
  };
  // in-process queues in sorted order, so two multi-document writers never wait on each other in a cycle
  const acquire = (i: number): Promise<T> => (i === needed.length ? locked() : documentLocks.run(needed[i]!, () => acquire(i + 1)));
  return acquire(0);
}

/** Runs one write to `model`'s document `id` while no other write to it runs, in this process or (on FerretDB) any other. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
export const withDocumentLock = <T>(model: Model<any>, id: unknown, fn: () => Promise<T>): Promise<T> =>
  withKeys(model, [documentLockKey(model, id)], fn);

/**
 * Runs one write to several documents of `model` (a bulkWrite) once it holds every one's lock.
 * Keys are taken in sorted order in the process and all at once in Redis, so two multi-document
 * writers never wait on each other in a cycle.
 */
export const withDocumentLocks = <T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  model: Model<any>,
  ids: readonly unknown[],
  fn: () => Promise<T>,
): Promise<T> =>
  withKeys(
    model,
    ids.map((id) => documentLockKey(model, id)),
    fn,
  );
