import { HAS_OUTBOX_ENTRIES } from '../events/outbox.ts';
import { eventually } from './eventually.ts';

/**
 * Waits until a document's events are published (its outbox is empty). A test that then writes the
 * document directly (pins a topic, sets a role) must wait for this on FerretDB: it applies an update
 * by reading and rewriting the whole document, so a test's write racing the relay's own clearing of
 * the outbox can be lost (seen under load: a pinned topic unpinned, a coach back to member).
 */
export async function outboxSettled(
  collection: { countDocuments(filter: never): Promise<number> },
  id: unknown,
  // 50 registrations at once outwaited 30 s at load 20-38 on 2 cores
  { timeoutMs = 90_000 } = {},
): Promise<void> {
  await eventually(async () => (await collection.countDocuments({ _id: id, ...HAS_OUTBOX_ENTRIES } as never)) === 0, { timeoutMs });
}
