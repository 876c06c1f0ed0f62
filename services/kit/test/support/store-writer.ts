/**
 * One writer process of the cross-process store test (document-locks-processes.test.ts), run as
 * `node --import tsx store-writer.ts`: connects to MONGO_URL / MONGO_DB, prints "ready", waits for a
 * line on stdin, then makes WRITES updates of document DOC_ID one at a time through the kit's store
 * layer, each acknowledged: its own field `${TAG}_${i}` set, the shared `rmw` counter read and
 * written back (update), and the shared `inc` counter added by the server (increment). Prints one
 * JSON line with what it did and the time of each update, and exits.
 */
import { Schema } from 'mongoose';
import { connectMongo, documentStore } from '@trap/kit';
import { need, writeAsWriter } from './writer-processes.ts';

interface Doc {
  _id: string;
  rmw: number;
  inc: number;
  [field: string]: unknown;
}

const [MONGO_URL, MONGO_DB, DOC_ID, TAG] = ['MONGO_URL', 'MONGO_DB', 'DOC_ID', 'TAG'].map(need) as [string, string, string, string];
const WRITES = Number(process.env.WRITES ?? 100);

const conn = await connectMongo(MONGO_URL, MONGO_DB);
const Model = conn.model<Doc>('Probe', new Schema<Doc>({ _id: String }, { strict: false, collection: 'probes' }));
const store = documentStore(Model);
// the first write asks whether the server is FerretDB: before the start line, so it is not timed
await store.findById(DOC_ID);
await writeAsWriter(
  TAG,
  WRITES,
  async (i) => {
    await store.update(DOC_ID, (cur) => ({ set: { [`${TAG}_${i}`]: i, rmw: (cur.rmw ?? 0) + 1 } as Partial<Doc>, events: [] }));
    await store.increment(DOC_ID, { inc: { inc: 1 } });
  },
  () => conn.close(),
);
