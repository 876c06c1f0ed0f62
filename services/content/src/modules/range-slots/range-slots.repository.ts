import type { Connection, Model } from 'mongoose';
import { documentStore, type Change, type OutboxStore } from '@trap/kit';
import { rangeBoardModel, rangeSlotModel, type RangeBoardDoc, type RangeSlotDoc } from './range-slots.model.ts';

/** range_boards and range_slots, written without events (nothing else reads them). */
export class RangeSlotsRepository {
  private readonly boards: OutboxStore<RangeBoardDoc>;
  private readonly slots: OutboxStore<RangeSlotDoc>;

  constructor(conn: Connection) {
    this.boards = documentStore(rangeBoardModel(conn));
    this.slots = documentStore(rangeSlotModel(conn));
  }

  get slotModel(): Model<RangeSlotDoc> {
    return this.slots.model;
  }

  indexes(): Promise<unknown> {
    return Promise.all([this.boards.model.createIndexes(), this.slots.model.createIndexes()]);
  }

  board(rangeId: string): Promise<RangeBoardDoc | null> {
    return this.boards.findById(rangeId);
  }

  /** Writes the whole board (insert or replace). */
  writeBoard(rangeId: string, next: (current: RangeBoardDoc | null) => RangeBoardDoc): Promise<RangeBoardDoc | null> {
    return this.boards.write(rangeId, (current) => ({ next: next(current), events: [] }));
  }

  /** A range's slots starting in [from, to), by start then layout. */
  slotsBetween(rangeId: string, from: Date, to: Date): Promise<RangeSlotDoc[]> {
    return this.slots.model
      .find({ rangeId, startsAt: { $gte: from, $lt: to } })
      .sort({ startsAt: 1, layoutName: 1 })
      .limit(2000)
      .lean<RangeSlotDoc[]>();
  }

  /** Slots the member holds a place in, starting from `from`, soonest first. */
  bookedBy(userId: string, from: Date): Promise<RangeSlotDoc[]> {
    return this.slots.model
      .find({ 'bookings.userId': userId, startsAt: { $gte: from } })
      .sort({ startsAt: 1 })
      .limit(200)
      .lean<RangeSlotDoc[]>();
  }

  countUsingLayout(rangeId: string, layoutId: string): Promise<number> {
    return this.slots.model.countDocuments({ rangeId, layoutId });
  }

  findSlot(id: string): Promise<RangeSlotDoc | null> {
    return this.slots.findById(id);
  }

  /** false when a slot of the same layout, day and time exists */
  insertSlot(doc: RangeSlotDoc): Promise<boolean> {
    return this.slots.insert(doc);
  }

  /**
   * Applies `change` only while the slot is still at `revision`: on MongoDB 7 the revision is in the
   * update's filter, so of any number of simultaneous writers exactly one succeeds per revision; the
   * others get null and read again.
   */
  changeSlotAt(id: string, revision: number, change: (current: RangeSlotDoc) => Change<RangeSlotDoc> | null): Promise<RangeSlotDoc | null> {
    return this.slots.update(id, change, { revision });
  }

  removeSlotAt(id: string, revision: number): Promise<boolean> {
    return this.slots.remove(id, { revision });
  }
}
