import { randomBytes } from 'node:crypto';
import {
  can,
  RANGE_TIME_ZONE_OFFSET,
  type MyRangeBookings,
  type RangeBoardSettings,
  type RangeBookingInput,
  type RangeLayoutsInput,
  type RangeManagersInput,
  type RangeSlot,
  type RangeSlotBoard,
  type RangeSlotBoardQuery,
  type RangeSlotBookings,
  type RangeSlotInput,
  type ShootingRange,
  type StaffActionInput,
} from '@trap/contracts';
import { conflict, forbidden, notFound, recordStaffAction, type AuthContext, type OutboxEntry } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { RangeBoardDoc, RangeSlotDoc } from './range-slots.model.ts';
import type { RangeSlotsRepository } from './range-slots.repository.ts';

/**
 * A booking that lost a compare-and-set reads the slot again. Each round one writer wins, so the
 * last place is settled in the first round; more misses than this is a slot that many are booking
 * at once (409, try again), never a double booking.
 */
const ATTEMPTS = 25;
const IST_MS = (5 * 60 + 30) * 60_000;

/** The instant a slot starts: its IST day and time. */
const slotStart = (date: string, time: string): Date => new Date(`${date}T${time}:00${RANGE_TIME_ZONE_OFFSET}`);
/** Today's date in IST, YYYY-MM-DD. */
const todayInIndia = (now = Date.now()): string => new Date(now + IST_MS).toISOString().slice(0, 10);

const newId = () => randomBytes(12).toString('hex');

/** A staff action on a range's board or slots, as the audit log keeps it (content.staff_action.recorded). */
type BoardAction = Omit<StaffActionInput, 'at' | 'actorId' | 'actorRole'>;
const staffAction = (me: Pick<AuthContext, 'userId' | 'role'>, action: BoardAction, at = new Date()) => ({
  actorId: me.userId,
  actorRole: me.role,
  ...action,
  at,
});
const slotLabel = (s: Pick<RangeSlotDoc, 'rangeName' | 'layoutName' | 'date' | 'time'>) =>
  `${s.rangeName}: ${s.layoutName}, ${s.date} ${s.time}`.slice(0, 200);
const slotFields = (s: RangeSlotDoc) => ({
  date: s.date,
  time: s.time,
  layoutName: s.layoutName,
  pricePaise: s.pricePaise,
  capacity: s.capacity,
});

export class RangeSlotsService {
  private readonly repo: RangeSlotsRepository;
  private readonly ranges: CatalogService<ShootingRange>;
  constructor(repo: RangeSlotsRepository, ranges: CatalogService<ShootingRange>) {
    this.repo = repo;
    this.ranges = ranges;
  }

  private present(s: RangeSlotDoc, me: string | undefined, now = Date.now()): RangeSlot {
    return {
      id: s._id,
      rangeId: s.rangeId,
      rangeName: s.rangeName,
      date: s.date,
      time: s.time,
      layoutId: s.layoutId,
      layoutName: s.layoutName,
      pricePaise: s.pricePaise,
      capacity: s.capacity,
      placesLeft: Math.max(0, s.capacity - s.bookings.length),
      bookedByMe: !!me && s.bookings.some((b) => b.userId === me),
      started: s.startsAt.getTime() <= now,
    };
  }

  private async boardOf(rangeId: string): Promise<RangeBoardDoc> {
    return (await this.repo.board(rangeId)) ?? { _id: rangeId, layouts: [], managerIds: [], revision: 0, updatedAt: new Date(0) };
  }

  private manages(board: RangeBoardDoc, me: AuthContext | null | undefined): boolean {
    return !!me && (can(me.role, 'ranges.manage') || board.managerIds.includes(me.userId));
  }

  /** The range (404 when unknown) and its board; 403 unless the caller manages it. */
  private async managedBoard(rangeId: string, me: AuthContext): Promise<{ range: ShootingRange; board: RangeBoardDoc }> {
    const range = await this.ranges.get(rangeId);
    const board = await this.boardOf(range.id);
    if (!this.manages(board, me)) throw forbidden("Only this range's staff can manage its slots");
    return { range, board };
  }

  /** The board's days: `days` IST days from `from` (today by default), at most 2,000 slots. */
  private async slotsIn(rangeId: string, query: RangeSlotBoardQuery): Promise<{ from: string; slots: RangeSlotDoc[] }> {
    const from = query.from ?? todayInIndia();
    return { from, slots: (await this.repo.slotsOnDays(rangeId, from, query.days)).slice(0, 2000) };
  }

  async board(rangeId: string, query: RangeSlotBoardQuery, me: AuthContext | null | undefined): Promise<RangeSlotBoard> {
    const range = await this.ranges.get(rangeId);
    const board = await this.boardOf(range.id);
    const { from, slots } = await this.slotsIn(range.id, query);
    const now = Date.now();
    return {
      rangeId: range.id,
      from,
      days: query.days,
      layouts: board.layouts,
      slots: slots.map((s) => this.present(s, me?.userId, now)),
      canManage: this.manages(board, me),
    };
  }

  private async slotOf(rangeId: string, slotId: string): Promise<RangeSlotDoc> {
    const slot = /^[a-f0-9]{24}$/.test(slotId) ? await this.repo.findSlot(slotId) : null;
    if (!slot || slot.rangeId !== rangeId) throw notFound('Slot');
    return slot;
  }

  async book(me: AuthContext, rangeId: string, slotId: string, { name }: RangeBookingInput): Promise<RangeSlot> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const slot = await this.slotOf(rangeId, slotId);
      if (slot.startsAt.getTime() <= Date.now()) throw conflict('This slot has already started');
      if (slot.bookings.some((b) => b.userId === me.userId)) throw conflict('You have already booked this slot');
      if (slot.bookings.length >= slot.capacity) throw conflict('This slot is full');
      const booked = await this.repo.changeSlotAt(slot, slot.revision, (current) => ({
        bookings: [...current.bookings, { userId: me.userId, name, bookedAt: new Date() }],
        revision: current.revision + 1,
      }));
      if (booked) return this.present(booked, me.userId);
    }
    throw conflict('Many members are booking this slot: please try again');
  }

  async cancel(me: AuthContext, rangeId: string, slotId: string): Promise<void> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const slot = await this.slotOf(rangeId, slotId);
      if (!slot.bookings.some((b) => b.userId === me.userId)) throw notFound('Booking');
      if (slot.startsAt.getTime() <= Date.now()) throw conflict('This slot has already started');
      const cancelled = await this.repo.changeSlotAt(slot, slot.revision, (current) => ({
        bookings: current.bookings.filter((b) => b.userId !== me.userId),
        revision: current.revision + 1,
      }));
      if (cancelled) return;
    }
    throw conflict('Many members are booking this slot: please try again');
  }

  async mine(me: AuthContext): Promise<MyRangeBookings> {
    const slots = await this.repo.bookedBy(me.userId, todayInIndia());
    const now = Date.now();
    return { items: slots.map((s) => this.present(s, me.userId, now)) };
  }

  // ---- range staff ----------------------------------------------------------------------------------

  private settings(rangeId: string, board: RangeBoardDoc): RangeBoardSettings {
    return { rangeId, layouts: board.layouts, managerIds: board.managerIds };
  }

  async boardSettings(me: AuthContext, rangeId: string): Promise<RangeBoardSettings> {
    const { range, board } = await this.managedBoard(rangeId, me);
    return this.settings(range.id, board);
  }

  async setLayouts(me: AuthContext, rangeId: string, { layouts }: RangeLayoutsInput): Promise<RangeBoardSettings> {
    const { range, board } = await this.managedBoard(rangeId, me);
    const known = new Set(board.layouts.map((l) => l.id));
    const next = layouts.map((l) => ({ id: l.id && known.has(l.id) ? l.id : newId().slice(0, 12), name: l.name }));
    const keeps = new Set(next.map((l) => l.id));
    for (const old of board.layouts)
      if (!keeps.has(old.id) && (await this.repo.countUsingLayout(range.id, old.id)) > 0)
        throw conflict(`Layout ${old.name} has slots: withdraw them first`);
    const written = await this.repo.writeBoard(range.id, (current) => {
      const before = (current ?? board).layouts;
      return {
        next: { ...(current ?? board), _id: range.id, layouts: next, revision: (current?.revision ?? 0) + 1, updatedAt: new Date() },
        events: this.boardAudit(me, range, 'set_layouts', { layouts: before }, { layouts: next }),
      };
    });
    return this.settings(range.id, written ?? { ...board, layouts: next });
  }

  async setManagers(me: AuthContext, rangeId: string, { managerIds }: RangeManagersInput): Promise<RangeBoardSettings> {
    const range = await this.ranges.get(rangeId);
    const board = await this.boardOf(range.id);
    const unique = [...new Set(managerIds)];
    const written = await this.repo.writeBoard(range.id, (current) => {
      const before = (current ?? board).managerIds;
      return {
        next: { ...(current ?? board), _id: range.id, managerIds: unique, revision: (current?.revision ?? 0) + 1, updatedAt: new Date() },
        events: this.boardAudit(me, range, 'set_managers', { managerIds: before }, { managerIds: unique }),
      };
    });
    return this.settings(range.id, written ?? { ...board, managerIds: unique });
  }

  /** The audit entry of a change of the board's layouts or managers; none when nothing changed. */
  private boardAudit(
    me: AuthContext,
    range: ShootingRange,
    verb: 'set_layouts' | 'set_managers',
    before: Record<string, unknown>,
    after: Record<string, unknown>,
  ): OutboxEntry[] {
    if (JSON.stringify(before) === JSON.stringify(after)) return [];
    const action = {
      action: `range_board.${verb}`,
      itemType: 'range_board',
      itemId: range.id,
      itemLabel: range.name.slice(0, 200),
      before,
      after,
    };
    return [recordStaffAction('content', staffAction(me, action))];
  }

  async createSlot(me: AuthContext, rangeId: string, input: RangeSlotInput): Promise<RangeSlot> {
    const { range, board } = await this.managedBoard(rangeId, me);
    const layout = board.layouts.find((l) => l.id === input.layoutId);
    // a layout that is not (or no longer) the range's: 404 like any record named that is gone
    if (!layout) throw notFound('Layout');
    const startsAt = slotStart(input.date, input.time);
    if (startsAt.getTime() <= Date.now()) throw conflict('This slot would already have started: choose a later day or time');
    const doc: RangeSlotDoc = {
      _id: newId(),
      rangeId: range.id,
      rangeName: range.name,
      date: input.date,
      time: input.time,
      startsAt,
      layoutId: layout.id,
      layoutName: layout.name,
      pricePaise: input.pricePaise,
      capacity: input.capacity,
      bookings: [],
      revision: 1,
      createdAt: new Date(),
    };
    const opened = staffAction(me, {
      action: 'range_slot.open',
      itemType: 'range_slot',
      itemId: doc._id,
      itemLabel: slotLabel(doc),
      before: null,
      after: slotFields(doc),
    });
    if (!(await this.repo.insertSlot(doc, opened))) throw conflict(`${layout.name} already has a slot at ${input.time} on ${input.date}`);
    return this.present(doc, me.userId);
  }

  async deleteSlot(me: AuthContext, rangeId: string, slotId: string): Promise<void> {
    await this.managedBoard(rangeId, me);
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const slot = await this.slotOf(rangeId, slotId);
      if (slot.bookings.length) throw conflict('This slot has bookings: it cannot be withdrawn');
      const withdrawn = staffAction(me, {
        action: 'range_slot.withdraw',
        itemType: 'range_slot',
        itemId: slot._id,
        itemLabel: slotLabel(slot),
        before: slotFields(slot),
        after: null,
      });
      if (await this.repo.removeSlotAt(slot, slot.revision, withdrawn)) return;
    }
    throw conflict('The slot is changing: please try again');
  }

  async bookings(me: AuthContext, rangeId: string, query: RangeSlotBoardQuery): Promise<RangeSlotBookings> {
    const { range } = await this.managedBoard(rangeId, me);
    const { slots } = await this.slotsIn(range.id, query);
    const now = Date.now();
    return {
      items: slots.map((s) => ({
        ...this.present(s, me.userId, now),
        bookings: s.bookings.map((b) => ({ name: b.name, bookedAt: b.bookedAt.toISOString() })),
      })),
    };
  }
}
