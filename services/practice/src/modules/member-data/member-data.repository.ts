import type { Connection, Model } from 'mongoose';

type AnyModel = Model<Record<string, unknown>>;
interface MemberCollection {
  name: string;
  model: AnyModel;
  filter: (userId: string) => Record<string, unknown>;
}

/** One document per member, keyed by the member's id itself; every other member record carries `userId`. */
const KEYED_BY_MEMBER_ID = new Set([
  'practice_sharing',
  'practice_progress',
  'practice_achievements',
  'practice_challenge_progress',
  'practice_pathway_profiles',
]);

/**
 * A stored record as a member reads it: no outbox, values as JSON (the model's reads decode the fields the
 * kit stores in a form of its own, `storedWhole`, so rounds and maps come out as values).
 */
function readable(doc: Record<string, unknown>): Record<string, unknown> {
  const { _outbox: _ignored, ...rest } = JSON.parse(JSON.stringify(doc)) as Record<string, unknown>;
  return rest;
}

/**
 * Every record practice keeps of one member, across its collections: the models registered on the
 * connection whose schema has a `userId` path (sessions, stats rows, logs, journal, goals, equipment,
 * shot patterns, analyses, scorecards) and the sharing settings keyed by the member's id. Read from
 * the models at call time, so a collection added later is exported and deleted without a change here.
 */
export class MemberDataRepository {
  private readonly conn: Connection;
  constructor(conn: Connection) {
    this.conn = conn;
  }

  private collections(): MemberCollection[] {
    return Object.values(this.conn.models)
      .map((m) => m as unknown as AnyModel)
      .flatMap((model): MemberCollection[] => {
        const name = (model.schema.get('collection') as string | undefined) ?? model.modelName;
        if (KEYED_BY_MEMBER_ID.has(name)) return [{ name, model, filter: (userId: string) => ({ _id: userId }) }];
        if (model.schema.path('userId')) return [{ name, model, filter: (userId: string) => ({ userId }) }];
        return [];
      })
      .sort((a, b) => a.name.localeCompare(b.name));
  }

  /** The collections the download reads and the removal empties of the member (the coverage test's list). */
  collectionNames(): string[] {
    return this.collections().map((c) => c.name);
  }

  /** The member's records by collection, as stored (the outbox is never selected). */
  async export(userId: string): Promise<Record<string, Record<string, unknown>[]>> {
    const out: Record<string, Record<string, unknown>[]> = {};
    for (const { name, model, filter } of this.collections()) {
      const docs = await model.find(filter(userId)).sort({ _id: 1 }).lean<Record<string, unknown>[]>();
      out[name] = docs.map(readable);
    }
    return out;
  }

  /** Removes every record of the member; how many went. A second call finds nothing (idempotent). */
  async removeAll(userId: string): Promise<number> {
    let removed = 0;
    for (const { model, filter } of this.collections()) removed += (await model.deleteMany(filter(userId))).deletedCount;
    return removed;
  }
}
