/**
 * One writer process of the driver-level lock test (ferret-write-locks-processes.test.ts), run as
 * `node --import tsx model-writer.ts`: connects with the kit's connectMongo to MONGO_URL / MONGO_DB,
 * prints "ready", waits for a line on stdin, then makes WRITES acknowledged writes one at a time the
 * way a repository does, straight through a mongoose model (no kit store call):
 *
 * - MODE=by-id:   `Model.updateOne({ _id: DOC_ID }, { $set: { TAG_i }, $inc: { n: 1 } })`
 * - MODE=many:    `Model.updateMany({ group: 'g' }, { $set: { TAG_i }, $inc: { n: 1 } })`
 * - MODE=upsert:  `Model.updateOne({ key: 'k' }, { $set: { TAG_i }, $inc: { n: 1 } }, { upsert: true })`
 *
 * Prints one JSON line with what it did and the time of each write, and exits.
 */
import { Schema } from 'mongoose';
import { connectMongo } from '@trap/kit';
import { need, writeAsWriter } from './writer-processes.ts';

const [MONGO_URL, MONGO_DB, MODE, TAG] = ['MONGO_URL', 'MONGO_DB', 'MODE', 'TAG'].map(need) as [string, string, string, string];
const WRITES = Number(process.env.WRITES ?? 50);
const DOC_ID = process.env.DOC_ID ?? 'by-id';

const conn = await connectMongo(MONGO_URL, MONGO_DB);
const Probe = conn.model('Probe', new Schema({ _id: String }, { strict: false, collection: `probes_${MODE}` }));
await Probe.findOne({ _id: DOC_ID }); // warm the connection before the start line
await writeAsWriter(
  TAG,
  WRITES,
  (i) => {
    const change = { $set: { [`${TAG}_${i}`]: i }, $inc: { n: 1 } };
    if (MODE === 'by-id') return Probe.updateOne({ _id: DOC_ID }, change);
    if (MODE === 'many') return Probe.updateMany({ group: 'g' }, change);
    if (MODE === 'upsert') return Probe.updateOne({ key: 'k' }, change, { upsert: true });
    throw new Error(`unknown MODE ${MODE}`);
  },
  () => conn.close(),
);
