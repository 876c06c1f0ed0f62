import type { Change, OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { clubEventModel, type ClubEventDoc } from './club-event.model.ts';

export type ClubEventRecord = ClubEventDoc;

export interface ClubEventFilter {
  /** events overlapping [from, to] */
  from: Date;
  to: Date;
  eventType?: string;
  state?: string;
  /** only those this member registered for */
  registrantId?: string;
}

/** The most a list answers; a month or a year of a national calendar is far below it. */
const CLUB_EVENT_LIST_LIMIT = 500;

/** club_events: reads by id and by time window (a small collection); writes with their events through the kit's OutboxStore. */
export class ClubEventRepository {
  private readonly store: OutboxStore<ClubEventDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(clubEventModel(ctx.conn));
  }

  findById(id: string): Promise<ClubEventRecord | null> {
    return this.store.findById(id);
  }

  /** Events overlapping the window, by start. */
  list(f: ClubEventFilter): Promise<ClubEventRecord[]> {
    const filter: Record<string, unknown> = { startsAt: { $lte: f.to }, endsAt: { $gte: f.from } };
    if (f.eventType) filter.eventType = f.eventType;
    if (f.state) filter.state = f.state;
    if (f.registrantId) filter.registrantIds = f.registrantId;
    return this.store.model
      .find(filter, { _outbox: 0 })
      .sort({ startsAt: 1, _id: 1 })
      .limit(CLUB_EVENT_LIST_LIMIT)
      .lean<ClubEventRecord[]>();
  }

  /** Every event the member is registered for, past ones too (account deletion, data download). */
  registeredBy(userId: string): Promise<ClubEventRecord[]> {
    return this.store.model.find({ registrantIds: userId }, { _outbox: 0 }).sort({ startsAt: 1, _id: 1 }).lean<ClubEventRecord[]>();
  }

  /** Approved, active events starting in (after, until] whose reminder has not gone out. */
  dueForReminder(after: Date, until: Date): Promise<ClubEventRecord[]> {
    return this.store.model
      .find({ status: 'approved', isActive: true, remindedAt: null, startsAt: { $gt: after, $lte: until } }, { _outbox: 0 })
      .sort({ startsAt: 1 })
      .limit(CLUB_EVENT_LIST_LIMIT)
      .lean<ClubEventRecord[]>();
  }

  insert(doc: ClubEventRecord, events: OutboxEntry[] = []): Promise<boolean> {
    return this.store.insert(doc, events);
  }

  /**
   * Lets `change` decide on the stored event and writes the result only while the event is still at
   * the revision it decided on (another replica's write in between: read again and decide again).
   * `change` may throw to refuse, or return null for "nothing to do". Null when there is no event.
   * A miss means another write landed, so each attempt is progress: a crowd registering at once on
   * two replicas (sixteen for the last places) needs about as many attempts as there are racers, and
   * five answered some of them with a 500 instead of their place or "full".
   */
  async change(id: string, change: (current: ClubEventRecord) => Change<ClubEventRecord> | null): Promise<ClubEventRecord | null> {
    for (let attempt = 0; attempt < 50; attempt++) {
      const read = await this.store.findById(id);
      if (!read) return null;
      let unchanged = false;
      const after = await this.store.update(
        id,
        (current) => {
          const decided = change(current);
          if (!decided) unchanged = true;
          return decided && { ...decided, set: { ...decided.set, revision: current.revision + 1 } };
        },
        { revision: read.revision },
      );
      if (after) return after;
      if (unchanged) return read;
    }
    throw new Error(`club event ${id} kept changing under fifty attempts to write it`);
  }

  /** Seeds: the events whose `_id` is not stored yet, without events; how many were new. */
  insertMissing(docs: readonly ClubEventRecord[]): Promise<number> {
    return this.store.insertMissing(docs);
  }
}
