import { changeAtRevision, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import { eventEntryBookModel, type EventEntryBookDoc } from './event-entry.model.ts';

export type EventEntryBook = EventEntryBookDoc;

/** event_entry_books: one per event; writes with their events through the kit's OutboxStore, guarded by revision. */
export class EventEntryRepository {
  private readonly store: OutboxStore<EventEntryBookDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(eventEntryBookModel(ctx.conn));
  }

  findByEvent(eventId: string): Promise<EventEntryBook | null> {
    return this.store.findById(eventId);
  }

  /** The book holding an entry (auth's answers name the entry only). */
  findByEntry(entryId: string): Promise<EventEntryBook | null> {
    return this.store.model.findOne({ 'entries._id': entryId }, { _outbox: 0 }).lean<EventEntryBook>();
  }

  /** Books where the member has an entry (their download and removal). */
  withMember(userId: string): Promise<EventEntryBook[]> {
    return this.store.model.find({ 'entries.userId': userId }, { _outbox: 0 }).limit(5000).lean<EventEntryBook[]>();
  }

  /** Books with a pay link past its time (the entry may be paid already: the service decides). */
  withPayByBefore(now: Date): Promise<EventEntryBook[]> {
    return this.store.model
      .find({ 'entries.payBy': { $lt: now } }, { _id: 1 })
      .limit(500)
      .lean<EventEntryBook[]>();
  }

  insert(doc: EventEntryBook, events: OutboxEntry[] = []): Promise<boolean> {
    return this.store.insert(doc, events);
  }

  /** The book changed at the revision `change` decided on (the kit's changeAtRevision); null when there is none. */
  change(eventId: string, change: (current: EventEntryBook) => Change<EventEntryBook> | null): Promise<EventEntryBook | null> {
    return changeAtRevision(this.store, eventId, change, `entry book ${eventId}`);
  }
}
