import type { Connection, Model } from 'mongoose';

/** A member's records by kind, each as the member may read them (the data download's `records`). */
export type MemberRecords = Record<string, Record<string, unknown>[]>;

/**
 * A module's part of a member's data, declared by the module that owns the collections: what the data
 * download reads of the member there, and what goes when their account goes. Every collection the
 * part answers for is either in `erased` (its `erase` removes or changes the member's records there)
 * or in `kept`, with why the records stay (forum posts kept for the threads, shown as by a deleted
 * member). The service's member-data module only asks the parts it is given.
 */
export interface MemberDataPart {
  /** collections whose records of the member `erase` removes, or changes through the owning service */
  erased?: readonly string[];
  /** collections whose records of the member stay on purpose, each with the reason */
  kept?: Readonly<Record<string, string>>;
  /** the member's records by kind (key order is the download's order) */
  export(userId: string): Promise<MemberRecords>;
  /** removes what is the member's alone; how many records went or changed. A replay finds nothing left. */
  erase?(userId: string): Promise<number>;
}

/** Several modules' parts as one (a composition of modules such as the member network). */
export function memberDataParts(...parts: MemberDataPart[]): MemberDataPart {
  return {
    erased: parts.flatMap((p) => p.erased ?? []),
    kept: Object.assign({}, ...parts.map((p) => p.kept ?? {})) as Record<string, string>,
    export: async (userId) => {
      const out: MemberRecords = {};
      for (const part of parts) Object.assign(out, await part.export(userId));
      return out;
    },
    erase: async (userId) => {
      let n = 0;
      for (const part of parts) n += (await part.erase?.(userId)) ?? 0;
      return n;
    },
  };
}

type Row = Record<string, unknown>;

/** A stored record as JSON, without the outbox. */
export function plainRecord(doc: unknown): Row {
  const { _outbox: _ignored, ...rest } = JSON.parse(JSON.stringify(doc)) as Row;
  return rest;
}

/** The records matching `filter`, by `_id`, without the outbox unless the projection says otherwise. */
export function findRecords<T>(model: Model<T>, filter: Row, projection: Record<string, 0 | 1> = { _outbox: 0 }): Promise<Row[]> {
  return (model as unknown as Model<Row>).find(filter, projection).sort({ _id: 1 }).lean<Row[]>().exec();
}

/**
 * The part of a module whose collections hold records that are the member's alone: those in `byMember`
 * carry the member's id in `userId`, those in `byId` are one document per member keyed by the member's
 * id. The download lists each collection's records under its name (as stored, without the outbox, by
 * `_id`), and the account's removal deletes them. Models are found on the connection by collection
 * name when asked (they register as the module's repositories are made).
 */
export function ownedRecords(conn: Connection, collections: { byMember?: readonly string[]; byId?: readonly string[] }): MemberDataPart {
  const all = [
    ...(collections.byMember ?? []).map((name) => ({ name, filter: (userId: string): Row => ({ userId }) })),
    ...(collections.byId ?? []).map((name) => ({ name, filter: (userId: string): Row => ({ _id: userId }) })),
  ];
  /** the models this process registered (a collection no model of it keeps is left out; the coverage test names it) */
  const registered = () =>
    all.flatMap((c) => {
      const model = Object.values(conn.models).find((m) => m.collection.collectionName === c.name);
      return model ? [{ ...c, model: model as unknown as Model<Row> }] : [];
    });
  return {
    erased: all.map((c) => c.name),
    export: async (userId) => {
      const out: MemberRecords = {};
      for (const { name, filter, model } of registered())
        out[name] = (await model.find(filter(userId)).sort({ _id: 1 }).lean<Row[]>().exec()).map(plainRecord);
      return out;
    },
    erase: async (userId) => {
      let removed = 0;
      for (const { filter, model } of registered()) removed += (await model.deleteMany(filter(userId))).deletedCount;
      return removed;
    },
  };
}

/**
 * Writes a change to a shared record (a question, a slot) guarded by its revision: re-reads and decides
 * again while someone else changes it in between, `attempts` times, then fails (the next redelivery of
 * the event tries again). `write` answers whether its change went in (or nothing was left to change).
 */
export async function retryingChange<T extends { revision: number }>(
  first: T,
  read: () => Promise<T | null>,
  write: (current: T) => Promise<boolean>,
  attempts = 5,
): Promise<void> {
  let current: T | null = first;
  for (let attempt = 0; current && attempt < attempts; attempt++) {
    if (await write(current)) return;
    current = await read();
  }
  if (current) throw new Error('a shared record kept changing while a deleted member was taken off it');
}

const declared = new WeakMap<Connection, MemberDataPart[]>();

/** Records the parts a service's member-data module was given, so the service's coverage test can read them. */
export function declareMemberData(conn: Connection, parts: readonly MemberDataPart[]): void {
  declared.set(conn, [...(declared.get(conn) ?? []), ...parts]);
}

/** The parts declared on this connection (the coverage test's input). */
export function declaredMemberData(conn: Connection): readonly MemberDataPart[] {
  return declared.get(conn) ?? [];
}
