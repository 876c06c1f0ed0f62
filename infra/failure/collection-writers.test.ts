import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import mongoose from 'mongoose';
import { SERVICE_NAMES } from '@trap/contracts';
import { COLLECTION_WRITERS, KIT_COLLECTIONS } from './collection-writers.ts';
import { startFailureStack, type FailureStack } from './support.ts';

/**
 * Every collection some process of a service writes is listed, with its writers, in
 * collection-writers.ts. What a service writes is read from what its processes really register: the
 * stack starts every service and every worker, whose models create their collections (with their
 * indexes) as they start, and the test lists each service's database.
 */
describe('the list of collections several processes write', () => {
  let s: FailureStack;
  let conn: mongoose.Connection;

  beforeAll(async () => {
    s = await startFailureStack({ name: 'collection-writers', portOffset: 23_000, services: SERVICE_NAMES, bff: false, workers: true });
    conn = await mongoose.createConnection(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27018').asPromise();
  });
  afterAll(async () => {
    await conn?.close();
    await s?.stop();
  });

  it('when every service and worker has started, then each collection in a service\'s database is in collection-writers.ts', async () => {
    const missing: string[] = [];
    for (const service of SERVICE_NAMES) {
      const db = conn.getClient().db(`${s.stack.names.dbPrefix}${service}`);
      const names = (await db.listCollections({}, { nameOnly: true }).toArray()).map((c) => c.name).filter((n) => !n.startsWith('system.'));
      for (const name of names.sort())
        if (!(name in COLLECTION_WRITERS[service]) && !(name in KIT_COLLECTIONS)) missing.push(`${service}: ${name}`);
    }
    expect(
      missing,
      `These collections are written by a service's processes but not listed in infra/failure/collection-writers.ts:\n  ${missing.join('\n  ')}\n` +
        'Add each under its service with the processes that write it (api, consumers, worker). On FerretDB its writes already run under ' +
        "the document locks (the kit routes every write of the connection); the list says who competes for its documents, so a new writer's " +
        'guard is reviewed (docs/decisions.md, "Document locks across processes").',
    ).toEqual([]);
  });

  it('when a collection is listed, then it names at least one writer', () => {
    for (const [service, collections] of Object.entries(COLLECTION_WRITERS))
      for (const [name, writers] of Object.entries(collections)) expect(writers.length, `${service}: ${name}`).toBeGreaterThan(0);
  });
});
