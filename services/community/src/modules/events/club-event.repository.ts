import { changeAtRevision, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
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

  /** The event changed at the revision `change` decided on (the kit's changeAtRevision); null when there is none. */
  change(id: string, change: (current: ClubEventRecord) => Change<ClubEventRecord> | null): Promise<ClubEventRecord | null> {
    return changeAtRevision(this.store, id, change, `club event ${id}`);
  }

  /** Seeds: the events whose `_id` is not stored yet, without events; how many were new. */
  insertMissing(docs: readonly ClubEventRecord[]): Promise<number> {
    return this.store.insertMissing(docs);
  }
}
