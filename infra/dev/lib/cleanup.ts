import mongoose from 'mongoose';
import { Redis } from 'ioredis';
import { connect } from '@nats-io/transport-node';
import { jetstreamManager } from '@nats-io/jetstream';

/**
 * Removes what a test stack left in stores it shares with others: its databases (only when the
 * MongoDB is not a throw-away FerretDB), its Redis keys and its JetStream streams.
 */
export async function cleanupNamespace(opts: {
  mongo: string;
  nats: string;
  redis: string;
  dbPrefix: string;
  eventNamespace: string;
  redisPrefix: string;
  dropDatabases: boolean;
  /** The stack's database names: dropped by name, since listing every database of a busy shared FerretDB takes minutes. */
  databases?: string[];
}): Promise<void> {
  if (!opts.eventNamespace || !opts.redisPrefix || !opts.dbPrefix || opts.dbPrefix === 'trap_')
    throw new Error('refusing to clean the dev namespace');
  await Promise.all([
    opts.dropDatabases ? dropDatabases(opts.mongo, opts.dbPrefix, opts.databases) : Promise.resolve(),
    deleteRedisKeys(opts.redis, opts.redisPrefix),
    deleteStreams(opts.nats, `${opts.eventNamespace.toUpperCase()}_`),
  ]);
}

async function dropDatabases(url: string, prefix: string, names?: string[]): Promise<void> {
  const conn = await mongoose.createConnection(url, { serverSelectionTimeoutMS: 3000 }).asPromise();
  try {
    const databases = names ? names.map((name) => ({ name })) : (await conn.db!.admin().listDatabases({ nameOnly: true })).databases;
    for (const { name } of databases) if (name.startsWith(prefix)) await conn.useDb(name).dropDatabase();
  } finally {
    await conn.close();
  }
}

async function deleteRedisKeys(url: string, prefix: string): Promise<void> {
  const redis = new Redis(url, { maxRetriesPerRequest: 1, lazyConnect: true });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length) await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
}

async function deleteStreams(url: string, prefix: string): Promise<void> {
  const nc = await connect({ servers: url.split(','), timeout: 3000 });
  try {
    const jsm = await jetstreamManager(nc, { timeout: 5000 });
    for await (const name of jsm.streams.names()) if (name.startsWith(prefix)) await jsm.streams.delete(name);
  } finally {
    await nc.close();
  }
}
