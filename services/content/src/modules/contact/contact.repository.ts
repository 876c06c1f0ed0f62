import { Types, type Model } from 'mongoose';
import type { OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { contactMessageModel, type ContactMessageDoc } from './contact.model.ts';

/** contact_messages: stored with their event through the kit's OutboxStore; admins read them newest first. */
export class ContactRepository {
  private readonly store: OutboxStore<ContactMessageDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(contactMessageModel(ctx.conn));
  }

  get model(): Model<ContactMessageDoc> {
    return this.store.model;
  }

  /** A new message's id (chosen first: the event names it). */
  newId(): Types.ObjectId {
    return new Types.ObjectId();
  }

  async insert(doc: ContactMessageDoc, events: OutboxEntry[]): Promise<void> {
    await this.store.insert(doc, events);
  }

  newestFirst(page: { limit: number; offset: number }): Promise<ContactMessageDoc[]> {
    return this.model.find().sort({ createdAt: -1 }).skip(page.offset).limit(page.limit).lean<ContactMessageDoc[]>();
  }
}
