import type { Model } from 'mongoose';

/**
 * FerretDB 1.24 applies an update as read, change, write back without isolation (FerretDB#3040), so
 * two concurrent updates of one document can lose one of them. The outbox relay's `$pull` is such an
 * update, racing the domain's own writes to the same document. Writes to a document that carries an
 * outbox therefore queue per document within the process. On MongoDB 7 updates are atomic per
 * document and this queue only costs a microtask.
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

export const documentLocks = new KeyedMutex();

/** Runs one write to `model`'s document `id` after any other in-process write to it has finished. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
export const withDocumentLock = <T>(model: Model<any>, id: unknown, fn: () => Promise<T>): Promise<T> =>
  documentLocks.run(`${model.collection.collectionName}:${String(id)}`, fn);

/**
 * Runs one write to several documents of `model` (a bulkWrite) once it holds every one's queue.
 * Keys are taken in sorted order, so two multi-document writers never wait on each other in a cycle.
 */
export const withDocumentLocks = <T>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape
  model: Model<any>,
  ids: readonly unknown[],
  fn: () => Promise<T>,
): Promise<T> => {
  const keys = [...new Set(ids.map(String))].sort();
  const acquire = (i: number): Promise<T> => (i === keys.length ? fn() : withDocumentLock(model, keys[i], () => acquire(i + 1)));
  return acquire(0);
};
