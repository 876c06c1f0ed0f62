import type { Model } from 'mongoose';
import type { StaffActionInput } from '@trap/contracts';
import { documentStore, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import { StaffActionJournal } from '../staff-actions/staff-action-journal.repository.ts';
import { rangeBoardModel, rangeSlotModel, type RangeBoardDoc, type RangeSlotDoc } from './range-slots.model.ts';

type StaffAction = Omit<StaffActionInput, 'at'> & { at: Date };

/**
 * range_boards (the staff's changes with their audit events) and range_slots (no events: bookings
 * record none, and the staff's opening and withdrawing of a slot are journalled right after the write).
 */
export class RangeSlotsRepository {
  private readonly boards: OutboxStore<RangeBoardDoc>;
  private readonly slots: OutboxStore<RangeSlotDoc>;
  private readonly journal: StaffActionJournal;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.boards = ctx.outboxStore(rangeBoardModel(ctx.conn));
    this.slots = documentStore(rangeSlotModel(ctx.conn));
    this.journal = new StaffActionJournal(ctx);
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

  /** Writes the whole board (insert or replace) with the events the change records. */
  writeBoard(
    rangeId: string,
    change: (current: RangeBoardDoc | null) => { next: RangeBoardDoc; events: OutboxEntry[] },
  ): Promise<RangeBoardDoc | null> {
    return this.boards.write(rangeId, change);
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

  /** false when a slot of the same layout, day and time exists; the staff action is journalled once it is stored */
  async insertSlot(doc: RangeSlotDoc, audit: StaffAction): Promise<boolean> {
    if (!(await this.slots.insert(doc))) return false;
    await this.journal.record(audit);
    return true;
  }

  /**
   * Applies `change` only while the slot is still at `revision`: on MongoDB 7 the revision is in the
   * update's filter, so of any number of simultaneous writers exactly one succeeds per revision; the
   * others get null and read again.
   */
  changeSlotAt(id: string, revision: number, change: (current: RangeSlotDoc) => Change<RangeSlotDoc> | null): Promise<RangeSlotDoc | null> {
    return this.slots.update(id, change, { revision });
  }

  /** Deletes the slot while it is at `revision`; the staff action is journalled once it is gone (false: it changed meanwhile). */
  async removeSlotAt(id: string, revision: number, audit: StaffAction): Promise<boolean> {
    if (!(await this.slots.remove(id, { revision }))) return false;
    await this.journal.record(audit);
    return true;
  }
}
