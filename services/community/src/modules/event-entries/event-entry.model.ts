import { Schema, type Connection, type Model } from 'mongoose';
import type { Discipline, EventEntryStatus } from '@trap/contracts';
import { outboxSchemaFields } from '@trap/kit';

/** One discipline's fees (paise). */
export interface EntryFeeDoc {
  discipline: Discipline;
  memberPaise: number;
  guestPaise: number;
  earlyBirdPaise: number | null;
  earlyBirdUntil: Date | null;
}

/** One entry: a member's (userId) or one the organiser recorded by name (userId null for a guest without an account). */
export interface EntryDoc {
  _id: string;
  userId: string | null;
  name: string;
  discipline: Discipline;
  priceBand: 'member' | 'guest' | 'early_bird' | 'recorded';
  status: EventEntryStatus;
  pricePaise: number;
  paidPaise: number;
  /** pending or offered: the pay link holds until then */
  payBy: Date | null;
  orderId: string | null;
  invoiceNumber: string | null;
  receiptUrl: string | null;
  /** the organiser who recorded a comp or cash entry */
  recordedBy: string | null;
  /** when the organiser checked the entrant in at the range (scanned code or ticked); null: not checked in */
  checkedInAt: Date | null;
  /** the organiser marked the entrant as not turning up */
  noShow: boolean;
  /**
   * the random part of the entry's check-in code (its QR code: event.entry.random), only ever shown
   * to the entrant; made with the entry, or when its entrant first reads it (entries made before)
   */
  checkInSecret?: string | null;
  createdAt: Date;
  updatedAt: Date;
}

/**
 * event_entry_books: an event's fees and every entry of it, one document per event (`_id` = the
 * event's id). Places, the waiting list and who is offered a freed place are decided on the whole
 * list, so every decision is one single-document write guarded by `revision` (no two replicas give
 * the last place twice). An event takes at most CLUB_EVENT_MAX_PARTICIPANTS places, so a book stays small.
 */
export interface EventEntryBookDoc {
  _id: string;
  fees: EntryFeeDoc[];
  /** entries close then and a cancellation before it is refunded; null: the event's start */
  cutoffAt: Date | null;
  entries: EntryDoc[];
  /** who set the fees last */
  setBy: string;
  revision: number;
  createdAt: Date;
  updatedAt: Date;
}

export function eventEntryBookModel(conn: Connection): Model<EventEntryBookDoc> {
  if (conn.models.EventEntryBook) return conn.models.EventEntryBook as Model<EventEntryBookDoc>;
  const fee = new Schema<EntryFeeDoc>(
    {
      discipline: { type: String, required: true },
      memberPaise: { type: Number, required: true },
      guestPaise: { type: Number, required: true },
      earlyBirdPaise: { type: Number, default: null },
      earlyBirdUntil: { type: Date, default: null },
    },
    { _id: false },
  );
  const entry = new Schema<EntryDoc>(
    {
      _id: { type: String, required: true },
      userId: { type: String, default: null },
      name: { type: String, required: true },
      discipline: { type: String, required: true },
      priceBand: { type: String, required: true },
      status: { type: String, required: true },
      pricePaise: { type: Number, required: true },
      paidPaise: { type: Number, default: 0 },
      payBy: { type: Date, default: null },
      orderId: { type: String, default: null },
      invoiceNumber: { type: String, default: null },
      receiptUrl: { type: String, default: null },
      recordedBy: { type: String, default: null },
      checkedInAt: { type: Date, default: null },
      noShow: { type: Boolean, default: false },
      checkInSecret: { type: String, default: null },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
    },
    { _id: false },
  );
  const schema = new Schema<EventEntryBookDoc>(
    {
      _id: { type: String, required: true },
      fees: { type: [fee], default: [] },
      cutoffAt: { type: Date, default: null },
      entries: { type: [entry], default: [] },
      setBy: { type: String, required: true },
      revision: { type: Number, required: true },
      createdAt: { type: Date, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'event_entry_books', versionKey: false },
  );
  // a member's entries (their download, their removal); auth's answers find an entry by its id
  schema.index({ 'entries.userId': 1 });
  schema.index({ 'entries._id': 1 });
  // the sweep finds books with a pay link past its time
  schema.index({ 'entries.payBy': 1 });
  return conn.model<EventEntryBookDoc>('EventEntryBook', schema);
}
