import mongoose, { type Connection } from 'mongoose';

/**
 * One connection per service, to its own database. The app stays within what MongoDB 7 and
 * FerretDB 1.24 share (see ARCHITECTURE.md): no transactions, no $lookup, no text indexes.
 */
export async function connectMongo(url: string, dbName: string): Promise<Connection> {
  const conn = mongoose.createConnection(url, {
    dbName,
    serverSelectionTimeoutMS: 5000,
    maxPoolSize: 20,
    autoIndex: true,
  });
  await conn.asPromise();
  return conn;
}

export async function pingMongo(conn: Connection): Promise<void> {
  if (!conn.db) throw new Error('not connected');
  await conn.db.admin().ping();
}

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
