import type { Change, OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { squadModel, type SquadDoc } from './squad.model.ts';

export type Squad = SquadDoc;

/** Live squads only: a deleted one is a tombstone that reads as missing. */
const LIVE = { deletedAt: null };

/**
 * shooting_squads (members inside): reads by id, by member and the public list; writes with their
 * notices through the kit's OutboxStore. The lists are one pass over the collection on FerretDB (a
 * few hundred squads); by member and the public list are indexed on MongoDB.
 */
export class SquadRepository {
  private readonly store: OutboxStore<SquadDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(squadModel(ctx.conn));
  }

  findLive(id: string): Promise<Squad | null> {
    return this.store.findById(id, LIVE);
  }

  insert(squad: Squad, events: OutboxEntry[] = []): Promise<boolean> {
    return this.store.insert(squad, events);
  }

  /** Seeds: the squads whose id is not stored yet, without events. */
  insertMissing(squads: Squad[]): Promise<number> {
    return this.store.insertMissing(squads);
  }

  /** `change` decides on the live squad under its lock (it may throw to refuse); null when there is none. */
  update(id: string, change: (current: Squad) => Change<Squad> | null): Promise<Squad | null> {
    return this.store.update(id, change, LIVE);
  }

  /** Squads the member is in or invited to. */
  listForMember(userId: string): Promise<Squad[]> {
    return this.store.model
      .find({ 'members.userId': userId, ...LIVE })
      .sort({ name: 1, _id: 1 })
      .lean<Squad[]>();
  }

  /** Public squads, newest first. */
  listPublic(limit: number): Promise<Squad[]> {
    return this.store.model
      .find({ isPrivate: false, ...LIVE })
      .sort({ createdAt: -1, _id: 1 })
      .limit(limit)
      .lean<Squad[]>();
  }
}
