/**
 * Seeds practice sessions for the k6 bench (infra/k6/run-bench.ts runs it): for each `userId count`
 * pair, `count` sessions in the stored shape with their statistics rows, written as the service
 * writes them (SessionRepository.insertMany). The sessions repeat the demo member's six months
 * (realistic rounds, weather, locations) under new ids; idempotency keys make a second run a no-op.
 *
 *   MONGO_URL=mongodb://127.0.0.1:27017 MONGO_DB=trap_practice tsx services/practice/bench/seed-sessions.ts <userId> 200 <userId> 2000
 */
import { Types } from 'mongoose';
import { connectMongo, documentStore } from '@trap/kit';
import { SessionRepository } from '../src/modules/sessions/session.repository.ts';
import { demoSessions } from '../src/modules/demo/demo-sessions.ts';

const CHUNK = 500;

async function main() {
  const args = process.argv.slice(2);
  if (args.length === 0 || args.length % 2) throw new Error('usage: seed-sessions.ts <userId> <count> [<userId> <count> ...]');
  const conn = await connectMongo(process.env.MONGO_URL ?? 'mongodb://127.0.0.1:27017', process.env.MONGO_DB ?? 'trap_practice');
  try {
    // seeds carry no events, so the store need not be registered with a relay
    const repo = new SessionRepository({ conn, outboxStore: documentStore });
    await repo.ensureIndexes();
    for (let a = 0; a < args.length; a += 2) {
      const userId = args[a]!;
      const count = Number(args[a + 1]);
      const template = demoSessions(userId);
      const docs = Array.from({ length: count }, (_, i) => ({
        ...template[i % template.length]!,
        _id: new Types.ObjectId(),
        title: `Bench session ${i + 1}`,
        idempotencyKey: `bench-seed-${i}`,
        demo: false,
      }));
      for (let i = 0; i < docs.length; i += CHUNK) await repo.insertMany(docs.slice(i, i + CHUNK));
      console.log(`seeded ${count} sessions for ${userId}`);
    }
  } finally {
    await conn.close();
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
