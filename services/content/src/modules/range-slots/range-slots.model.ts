import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/**
 * The range slot board (issue 18 item 5) lives in the content service beside the ranges it belongs
 * to (ARCHITECTURE: content owns the ranges directory): a slot needs the range to exist and its
 * name, which content has without a read model, and a booking needs nothing of community (no
 * squads, no friends). Bookings are kept on their slot, so "one more place" is a single-document
 * compare-and-set (the `revision` guard) on MongoDB 7, with no transaction and no counter drift.
 * A board's changes carry their audit events (outbox); a slot can be deleted (which would drop
 * pending events), so its staff actions go to the content_staff_actions journal.
 */
export interface RangeBoardDoc {
  /** the range's id */
  _id: string;
  layouts: { id: string; name: string }[];
  managerIds: string[];
  revision: number;
  updatedAt: Date;
}

export interface RangeBookingDoc {
  userId: string;
  name: string;
  bookedAt: Date;
}

export interface RangeSlotDoc {
  _id: string;
  rangeId: string;
  rangeName: string;
  /** YYYY-MM-DD, IST */
  date: string;
  /** HH:MM, IST */
  time: string;
  /** `${date}T${time}` for ordering */
  startsAt: Date;
  layoutId: string;
  layoutName: string;
  pricePaise: number;
  capacity: number;
  /** at most `capacity` */
  bookings: RangeBookingDoc[];
  /** bumped by every change: the compare-and-set guard of a booking */
  revision: number;
  createdAt: Date;
}

export function rangeBoardModel(conn: Connection): Model<RangeBoardDoc> {
  if (conn.models.RangeBoard) return conn.models.RangeBoard as Model<RangeBoardDoc>;
  const schema = new Schema<RangeBoardDoc>(
    {
      _id: { type: String, required: true },
      layouts: { type: [{ _id: false, id: String, name: String }], default: [] },
      managerIds: { type: [String], default: [] },
      revision: { type: Number, required: true },
      updatedAt: { type: Date, required: true },
      ...outboxSchemaFields,
    },
    { collection: 'range_boards', versionKey: false },
  );
  return conn.model<RangeBoardDoc>('RangeBoard', schema);
}

export function rangeSlotModel(conn: Connection): Model<RangeSlotDoc> {
  if (conn.models.RangeSlot) return conn.models.RangeSlot as Model<RangeSlotDoc>;
  const schema = new Schema<RangeSlotDoc>(
    {
      _id: { type: String, required: true },
      rangeId: { type: String, required: true },
      rangeName: { type: String, required: true },
      date: { type: String, required: true },
      time: { type: String, required: true },
      startsAt: { type: Date, required: true },
      layoutId: { type: String, required: true },
      layoutName: { type: String, required: true },
      pricePaise: { type: Number, required: true },
      capacity: { type: Number, required: true },
      bookings: { type: [{ _id: false, userId: String, name: String, bookedAt: Date }], default: [] },
      revision: { type: Number, required: true },
      createdAt: { type: Date, required: true },
    },
    { collection: 'range_slots', versionKey: false },
  );
  // one slot per layout, day and time
  schema.index({ rangeId: 1, layoutId: 1, date: 1, time: 1 }, { unique: true });
  schema.index({ rangeId: 1, startsAt: 1 });
  schema.index({ 'bookings.userId': 1, startsAt: 1 });
  return conn.model<RangeSlotDoc>('RangeSlot', schema);
}
