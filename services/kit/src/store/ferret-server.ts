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
