import type { Change, OutboxStore } from './outbox-store.ts';

/** How often a document may have changed under a decision before the write gives up. */
const ATTEMPTS = 50;

/**
 * Lets `change` decide on the stored document and writes the result only while the document is still
 * at the `revision` it decided on, one higher after (another replica's write in between: read again
 * and decide again). `change` may throw to refuse, or return null for "nothing to do" (the document
 * read is returned). Null when there is no document; `what` names it in the error after fifty misses.
 * A miss means another write landed, so each attempt is progress: a crowd registering at once on two
 * replicas (sixteen for the last places) needs about as many attempts as there are racers, and five
 * answered some of them with a 500 instead of their place or "full".
 */
export async function changeAtRevision<Doc extends { _id: unknown; revision: number }>(
  store: OutboxStore<Doc>,
  id: Doc['_id'],
  change: (current: Doc) => Change<Doc> | null,
  what: string,
): Promise<Doc | null> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const read = await store.findById(id);
    if (!read) return null;
    let unchanged = false;
    const after = await store.update(
      id,
      (current) => {
        const decided = change(current);
        if (!decided) unchanged = true;
        return decided && { ...decided, set: { ...decided.set, revision: current.revision + 1 } };
      },
      { revision: read.revision },
    );
    if (after) return after;
    if (unchanged) return read;
  }
  throw new Error(`${what} kept changing under fifty attempts to write it`);
}
