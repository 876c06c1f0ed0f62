import type { StaffActionInput } from '@trap/contracts';
import type { OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { StaffActionJournal } from '../staff-actions/staff-action-journal.repository.ts';
import { rangeBoardModel, type RangeBoardDoc, type RangeSlotDoc } from './range-slots.model.ts';
import { daysFrom, RangeSlotStore } from './range-slot-store.ts';

type StaffAction = Omit<StaffActionInput, 'at'> & { at: Date };

/**
 * range_boards (the staff's changes with their audit events) and the slots by range and day
 * (RangeSlotStore; no events: bookings record none, and the staff's opening and withdrawing of a slot
 * are journalled right after the write).
 */
export class RangeSlotsRepository {
  private readonly boards: OutboxStore<RangeBoardDoc>;
  readonly slots: RangeSlotStore;
  private readonly journal: StaffActionJournal;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.boards = ctx.outboxStore(rangeBoardModel(ctx.conn));
    this.slots = new RangeSlotStore(ctx.conn);
    this.journal = new StaffActionJournal(ctx);
  }

  /** The indexes, then the slots stored the first way moved into their days (once; see RangeSlotStore.migrateLegacy). */
  async indexes(): Promise<number> {
    await Promise.all([this.boards.model.createIndexes(), this.slots.indexes()]);
    return this.slots.migrateLegacy();
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

  /** A range's slots on `days` IST days from `from` (YYYY-MM-DD), by start then layout. */
  slotsOnDays(rangeId: string, from: string, days: number): Promise<RangeSlotDoc[]> {
    return this.slots.onDays(rangeId, daysFrom(from, days));
  }

  /** Slots the member holds a place in, on days from `fromDate` (YYYY-MM-DD, IST) on, soonest first. */
  async bookedBy(userId: string, fromDate: string): Promise<RangeSlotDoc[]> {
    return (await this.slots.bookedBy(userId, fromDate)).slice(0, 200);
  }

  countUsingLayout(rangeId: string, layoutId: string): Promise<number> {
    return this.slots.countUsingLayout(rangeId, layoutId);
  }

  findSlot(id: string): Promise<RangeSlotDoc | null> {
    return this.slots.findSlot(id);
  }

  /** false when a slot of the same layout, day and time exists; the staff action is journalled once it is stored */
  async insertSlot(doc: RangeSlotDoc, audit: StaffAction): Promise<boolean> {
    if (!(await this.slots.insertSlot(doc))) return false;
    await this.journal.record(audit);
    return true;
  }

  /**
   * Applies `change` only while the slot is still at `revision`: on MongoDB 7 the day's revision is
   * in the update's filter, so of any number of simultaneous writers exactly one succeeds per
   * revision; the others get null and read again.
   */
  changeSlotAt(
    slot: RangeSlotDoc,
    revision: number,
    change: (current: RangeSlotDoc) => Partial<RangeSlotDoc> | null,
  ): Promise<RangeSlotDoc | null> {
    return this.slots.changeSlotAt(slot, revision, change);
  }

  /** Deletes the slot while it is at `revision`; the staff action is journalled once it is gone (false: it changed meanwhile). */
  async removeSlotAt(slot: RangeSlotDoc, revision: number, audit: StaffAction): Promise<boolean> {
    if (!(await this.slots.removeSlotAt(slot, revision))) return false;
    await this.journal.record(audit);
    return true;
  }
}
