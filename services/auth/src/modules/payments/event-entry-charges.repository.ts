import type { OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { eventEntryChargeModel, type EventEntryChargeRecord } from './payments.model.ts';

/** event_entry_charges: community's prices of club event entries, and auth's answers about them recorded through the outbox. */
export class EventEntryChargeRepository {
  private readonly store: OutboxStore<EventEntryChargeRecord>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(eventEntryChargeModel(ctx.conn));
  }

  find(entryId: string): Promise<EventEntryChargeRecord | null> {
    return this.store.findById(entryId);
  }

  /** The charge as community last said it (an offer renews its pay-by); a first sight is inserted. */
  async save(charge: Omit<EventEntryChargeRecord, 'paidOrderId'>): Promise<void> {
    const { _id, ...fields } = charge;
    const changed = await this.store.update(_id, () => ({ set: fields, events: [] }));
    if (changed) return;
    if (await this.store.insert({ ...charge, paidOrderId: null })) return;
    await this.store.update(_id, () => ({ set: fields, events: [] }));
  }

  /** Applies `set` and records `events` in one write; null when there is no such charge. */
  change(entryId: string, set: Partial<EventEntryChargeRecord>, events: OutboxEntry[]): Promise<EventEntryChargeRecord | null> {
    return this.store.update(entryId, () => ({ set, events }));
  }
}
