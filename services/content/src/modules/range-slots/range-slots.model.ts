import { Schema, type Connection, type Model } from 'mongoose';
import { outboxSchemaFields } from '@trap/kit';

/**
 * The range slot board lives in the content service beside the ranges it belongs
 * to (ARCHITECTURE: content owns the ranges directory): a slot needs the range to exist and its
 * name, which content has without a read model, and a booking needs nothing of community (no
 * squads, no friends). Bookings are kept on their slot, and a range's slots of a day in one document
 * (RangeSlotDayDoc), so "one more place" is a single-document compare-and-set (the day's `revision`
 * guard) on MongoDB 7, with no transaction and no counter drift.
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

/**
 * A range's slots of one IST day, stored together (MongoDB's bucket pattern): the board of a week is
 * seven reads by a deterministic `_id` (`${rangeId}:${date}`), whatever the years of slots behind it,
 * and a booking is one compare-and-set on its day (`revision`). Each slot keeps its own `revision`
 * (the guard the API's callers decide on) and its bookings inside it.
 * `bookers` (every member holding a place on the day), `bookerMonths` (the same with the day's month)
 * and `layoutIds` are top-level copies kept by each write, so a member's bookings, their coming
 * ones and "does a layout have slots" are equality reads (multikey on MongoDB 7; pushed down to an
 * index on FerretDB, a `$in` as one equality per value).
 */
export interface RangeSlotDayDoc {
  /** `${rangeId}:${date}` (rangeSlotDayId) */
  _id: string;
  rangeId: string;
  /** YYYY-MM-DD, IST */
  date: string;
  /** by start, then layout name */
  slots: RangeSlotDoc[];
  bookers: string[];
  /** `${userId}:${YYYY-MM}` of each booker: a member's coming bookings are their keys of the next 25 months (slots open at most 2 years ahead) */
  bookerMonths: string[];
  layoutIds: string[];
  /** bumped by every change of the day: the compare-and-set guard of its writes */
  revision: number;
  updatedAt: Date;
}

/** Where a slot is stored: its day (a slot id names no day, so this is read by `_id` first). */
export interface RangeSlotRefDoc {
  /** the slot's id */
  _id: string;
  /** its RangeSlotDayDoc's `_id` */
  dayId: string;
}

export const rangeSlotDayId = (rangeId: string, date: string): string => `${rangeId}:${date}`;

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

/**
 * The first stored shape: one document per slot. Nothing writes it any more; start-up moves what it
 * holds into the days (RangeSlotStore.migrateLegacy) and empties it.
 */
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

export function rangeSlotDayModel(conn: Connection): Model<RangeSlotDayDoc> {
  if (conn.models.RangeSlotDay) return conn.models.RangeSlotDay as Model<RangeSlotDayDoc>;
  const schema = new Schema<RangeSlotDayDoc>(
    {
      _id: { type: String, required: true },
      rangeId: { type: String, required: true },
      date: { type: String, required: true },
      // each slot as RangeSlotDoc; written through the kit's store (the driver), never cast here
      slots: { type: Schema.Types.Mixed, default: () => [] },
      bookers: { type: [String], default: [] },
      bookerMonths: { type: [String], default: [] },
      layoutIds: { type: [String], default: [] },
      revision: { type: Number, required: true },
      updatedAt: { type: Date, required: true },
    },
    { collection: 'range_slot_days', versionKey: false },
  );
  // a member's bookings (multikey), their coming ones by month, and a layout's slots on a range
  schema.index({ bookers: 1 });
  schema.index({ bookerMonths: 1 });
  schema.index({ rangeId: 1, layoutIds: 1 });
  return conn.model<RangeSlotDayDoc>('RangeSlotDay', schema);
}

export function rangeSlotRefModel(conn: Connection): Model<RangeSlotRefDoc> {
  if (conn.models.RangeSlotRef) return conn.models.RangeSlotRef as Model<RangeSlotRefDoc>;
  const schema = new Schema<RangeSlotRefDoc>(
    {
      _id: { type: String, required: true },
      dayId: { type: String, required: true },
    },
    { collection: 'range_slot_refs', versionKey: false },
  );
  return conn.model<RangeSlotRefDoc>('RangeSlotRef', schema);
}
