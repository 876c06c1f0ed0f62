import type { Connection, Model } from 'mongoose';
import { documentStore, type OutboxStore } from '@trap/kit';
import {
  rangeSlotDayId,
  rangeSlotDayModel,
  rangeSlotModel,
  rangeSlotRefModel,
  type RangeSlotDayDoc,
  type RangeSlotDoc,
  type RangeSlotRefDoc,
} from './range-slots.model.ts';

/**
 * Rounds of a day's compare-and-set lost to a change of another slot of the same day (the slot's own
 * revision still matches): each round one writer of the day wins, so this is a day that many are
 * changing at once, never a lost or double booking.
 */
const DAY_ATTEMPTS = 25;
/** Days moved at once by the start-up's move of slots stored the first way. */
const MIGRATE_CONCURRENCY = 4;

/** By start, then layout name (the board's order), then id. */
const byStart = (a: RangeSlotDoc, b: RangeSlotDoc): number =>
  a.startsAt.getTime() - b.startsAt.getTime() || a.layoutName.localeCompare(b.layoutName) || (a._id < b._id ? -1 : a._id > b._id ? 1 : 0);

/** The day's fields a change of its slots sets: the slots in order and the copies kept beside them. */
export function dayFields(slots: readonly RangeSlotDoc[], revision: number): Omit<RangeSlotDayDoc, '_id' | 'rangeId' | 'date'> {
  const sorted = [...slots].sort(byStart);
  const bookers = [...new Set(sorted.flatMap((s) => s.bookings.map((b) => b.userId)))].sort();
  const month = sorted[0]?.date.slice(0, 7);
  return {
    slots: sorted,
    bookers,
    bookerMonths: month ? bookers.map((u) => bookerMonth(u, month)) : [],
    layoutIds: [...new Set(sorted.map((s) => s.layoutId))].sort(),
    revision,
    updatedAt: new Date(),
  };
}

/** A member's key of a month of days (RangeSlotDayDoc.bookerMonths). */
const bookerMonth = (userId: string, month: string): string => `${userId}:${month}`;

/** Months slots can be opened in from `fromDate` on: this one and the next 24 (a slot's day is at most 2 years ahead). */
function monthsFrom(fromDate: string, count = 25): string[] {
  const y = Number(fromDate.slice(0, 4));
  const m = Number(fromDate.slice(5, 7)) - 1;
  return Array.from({ length: count }, (_, i) => `${y + Math.floor((m + i) / 12)}-${String(((m + i) % 12) + 1).padStart(2, '0')}`);
}

/** A new day document holding `slots` (all of one range and day). */
export const newDay = (rangeId: string, date: string, slots: readonly RangeSlotDoc[]): RangeSlotDayDoc => ({
  _id: rangeSlotDayId(rangeId, date),
  rangeId,
  date,
  ...dayFields(slots, 1),
});

/** The IST days from `from` (YYYY-MM-DD), `days` of them. */
export function daysFrom(from: string, days: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: days }, (_, i) => new Date(start + i * 86_400_000).toISOString().slice(0, 10));
}

/**
 * The slots of every range, stored by range and day (RangeSlotDayDoc, MongoDB's bucket pattern),
 * with a slot id's day in range_slot_refs. Every read is by `_id` or by an equality on a top-level
 * field, bounded by what it asks for (a week's board reads seven days, not the range's years); every
 * write is one compare-and-set on a day. Used by the board (RangeSlotsRepository) and by the
 * member-data module (a leaver's bookings, the data download).
 */
export class RangeSlotStore {
  readonly days: OutboxStore<RangeSlotDayDoc>;
  private readonly refs: OutboxStore<RangeSlotRefDoc>;
  private readonly legacy: Model<RangeSlotDoc>;

  constructor(conn: Connection) {
    this.days = documentStore(rangeSlotDayModel(conn));
    this.refs = documentStore(rangeSlotRefModel(conn));
    this.legacy = rangeSlotModel(conn);
  }

  indexes(): Promise<unknown> {
    return Promise.all([this.days.model.createIndexes(), this.refs.model.createIndexes()]);
  }

  /** A range's slots on the given days (IST), by start then layout. */
  async onDays(rangeId: string, dates: readonly string[]): Promise<RangeSlotDoc[]> {
    const docs = await this.days.model
      .find({ _id: { $in: dates.map((d) => rangeSlotDayId(rangeId, d)) } })
      .lean<RangeSlotDayDoc[]>()
      .exec();
    return docs.flatMap((d) => d.slots).sort(byStart);
  }

  /**
   * Slots the member holds a place in on days from `fromDate` on (every day when omitted), by start.
   * From a day on, only the member's days of the months slots can be open in are read (their
   * `bookerMonths` keys), not their years of past bookings.
   */
  async bookedBy(userId: string, fromDate?: string): Promise<RangeSlotDoc[]> {
    const filter = fromDate ? { bookerMonths: { $in: monthsFrom(fromDate).map((m) => bookerMonth(userId, m)) } } : { bookers: userId };
    const docs = await this.days.model.find(filter).lean<RangeSlotDayDoc[]>().exec();
    return docs
      .filter((d) => !fromDate || d.date >= fromDate)
      .flatMap((d) => d.slots.filter((s) => s.bookings.some((b) => b.userId === userId)))
      .sort(byStart);
  }

  /** How many of a range's slots use a layout. */
  async countUsingLayout(rangeId: string, layoutId: string): Promise<number> {
    const docs = await this.days.model.find({ rangeId, layoutIds: layoutId }).lean<RangeSlotDayDoc[]>().exec();
    return docs.reduce((n, d) => n + d.slots.filter((s) => s.layoutId === layoutId).length, 0);
  }

  /** A slot by its id (its day from range_slot_refs, then the day by `_id`). */
  async findSlot(id: string): Promise<RangeSlotDoc | null> {
    const ref = await this.refs.findById(id);
    if (!ref) return null;
    const day = await this.days.findById(ref.dayId);
    return day?.slots.find((s) => s._id === id) ?? null;
  }

  /**
   * Adds a slot to its day: false when the day has a slot of the same layout and time (or the id is
   * taken). The ref is written first, so a slot on a day always has one (a crash in between leaves a
   * ref to nothing, which reads as no slot).
   */
  async insertSlot(doc: RangeSlotDoc): Promise<boolean> {
    const dayId = rangeSlotDayId(doc.rangeId, doc.date);
    if (!(await this.refs.insert({ _id: doc._id, dayId }))) return false;
    const clashes = (slots: readonly RangeSlotDoc[]) => slots.some((s) => s.layoutId === doc.layoutId && s.time === doc.time);
    for (let attempt = 0; attempt < DAY_ATTEMPTS; attempt++) {
      const day = await this.days.findById(dayId);
      if (day && clashes(day.slots)) break;
      if (!day) {
        if (await this.days.insert(newDay(doc.rangeId, doc.date, [doc]))) return true;
        continue; // another slot of the day made it first
      }
      const written = await this.days.update(
        dayId,
        (current) => (clashes(current.slots) ? null : { set: dayFields([...current.slots, doc], current.revision + 1), events: [] }),
        { revision: day.revision },
      );
      if (written) return written.slots.some((s) => s._id === doc._id);
    }
    await this.refs.remove(doc._id);
    return false;
  }

  /**
   * Applies `change` to the slot only while the slot is still at `revision`; the slot after, or null
   * when the slot is gone or changed meanwhile (the caller reads it again). The write is one
   * compare-and-set on the day (its revision in the filter on MongoDB 7): a change of another slot of
   * the day in between is retried here, a change of this slot is the caller's.
   */
  changeSlotAt(
    slot: Pick<RangeSlotDoc, '_id' | 'rangeId' | 'date'>,
    revision: number,
    change: (current: RangeSlotDoc) => Partial<RangeSlotDoc> | null,
  ) {
    return this.onDay(slot, revision, (current) => {
      const set = change(current);
      return set ? { ...current, ...set } : null;
    });
  }

  /** Removes the slot while it is still at `revision` (false: it is gone or changed meanwhile). */
  async removeSlotAt(slot: Pick<RangeSlotDoc, '_id' | 'rangeId' | 'date'>, revision: number): Promise<boolean> {
    const removed = await this.onDay(slot, revision, () => 'remove');
    if (!removed) return false;
    await this.refs.remove(slot._id);
    return true;
  }

  private async onDay<R extends RangeSlotDoc | 'remove'>(
    slot: Pick<RangeSlotDoc, '_id' | 'rangeId' | 'date'>,
    revision: number,
    next: (current: RangeSlotDoc) => R | null,
  ): Promise<R | null> {
    const dayId = rangeSlotDayId(slot.rangeId, slot.date);
    for (let attempt = 0; attempt < DAY_ATTEMPTS; attempt++) {
      const day = await this.days.findById(dayId);
      const stored = day?.slots.find((s) => s._id === slot._id);
      if (!day || !stored || stored.revision !== revision) return null;
      let result: R | null = null;
      let refused = false;
      const written = await this.days.update(
        dayId,
        (current) => {
          const i = current.slots.findIndex((s) => s._id === slot._id);
          result = i < 0 || current.slots[i]!.revision !== revision ? null : next(current.slots[i]!);
          if (result === null) {
            refused = true;
            return null;
          }
          const changed = result;
          const slots =
            changed === 'remove'
              ? current.slots.filter((_, j) => j !== i)
              : current.slots.map((s, j) => (j === i ? (changed as RangeSlotDoc) : s));
          return { set: dayFields(slots, current.revision + 1), events: [] };
        },
        { revision: day.revision },
      );
      if (written) return result;
      if (refused) return null;
      // another slot of the day changed since the read: read the day again
    }
    return null;
  }

  /**
   * Moves slots stored the first way (one document each, range_slots) into their days, once, at
   * start-up: per day, the refs, then the slots the day does not hold yet (a slot already there was
   * moved before and may have been booked since: it is kept as it is), then the old documents are
   * deleted. Safe to run in several processes at once and again after a crash. How many it moved.
   */
  async migrateLegacy(): Promise<number> {
    const legacy = await this.legacy.find({}).lean<RangeSlotDoc[]>().exec();
    if (!legacy.length) return 0;
    const byDay = new Map<string, RangeSlotDoc[]>();
    for (const s of legacy) {
      const { _id, rangeId, rangeName, date, time, startsAt, layoutId, layoutName, pricePaise, capacity, bookings, revision, createdAt } =
        s;
      const slot = {
        _id,
        rangeId,
        rangeName,
        date,
        time,
        startsAt,
        layoutId,
        layoutName,
        pricePaise,
        capacity,
        bookings,
        revision,
        createdAt,
      };
      const dayId = rangeSlotDayId(s.rangeId, s.date);
      byDay.set(dayId, [...(byDay.get(dayId) ?? []), slot]);
    }
    const queue = [...byDay];
    const worker = async () => {
      for (let next = queue.shift(); next; next = queue.shift()) await this.moveDay(...next);
    };
    // a few days at once (each its own documents): the pass is round trips, not work
    await Promise.all(Array.from({ length: MIGRATE_CONCURRENCY }, worker));
    return legacy.length;
  }

  /** One day's slots stored the first way: refs, the slots the day does not hold yet, then the old documents deleted. */
  private async moveDay(dayId: string, slots: RangeSlotDoc[]): Promise<void> {
    await this.refs.insertMissing(slots.map((s) => ({ _id: s._id, dayId })));
    for (let attempt = 0; attempt < DAY_ATTEMPTS; attempt++) {
      const day = await this.days.findById(dayId);
      if (!day) {
        if (await this.days.insert(newDay(slots[0]!.rangeId, slots[0]!.date, slots))) break;
        continue;
      }
      const written = await this.days.update(
        dayId,
        (current) => {
          const have = new Set(current.slots.map((s) => s._id));
          const missing = slots.filter((s) => !have.has(s._id));
          return missing.length ? { set: dayFields([...current.slots, ...missing], current.revision + 1), events: [] } : null;
        },
        { revision: day.revision },
      );
      if (written || slots.every((s) => day.slots.some((d) => d._id === s._id))) break;
    }
    await Promise.all(slots.map((s) => this.legacy.deleteOne({ _id: s._id }).exec()));
  }
}
