import { RangeSlotsRepository } from '@trap/content/src/modules/range-slots/range-slots.repository.ts';
import {
  rangeSlotDayId,
  rangeSlotRefModel,
  type RangeBookingDoc,
  type RangeSlotDoc,
} from '@trap/content/src/modules/range-slots/range-slots.model.ts';
import { dayFields, newDay } from '@trap/content/src/modules/range-slots/range-slot-store.ts';
import { documentStore } from '@trap/kit';
import type { ApiClient } from '../../dev/lib/api-client.ts';
import { DEMO_SLOT_RANGES } from '../../dev/seed-range-slots.ts';
import { displayNameOf } from './members.ts';
import { FULL, itemRng, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

/** The range whose board the set fills: the first demo range with a slot board (the demo seed sets its layouts). */
export interface SlotRange {
  id: string;
  name: string;
  layouts: { id: string; name: string }[];
}

const STARTS = ['07:00', '10:00', '15:30'] as const;
const DAY_MS = 86_400_000;
const IST_MS = 5.5 * 3_600_000;
const istDay = (ms: number) => new Date(ms + IST_MS).toISOString().slice(0, 10);

/** The slot the bench books and cancels again: ten days ahead at noon, twelve places. */
export const BENCH_SLOT_ID = objectIdOf('range-slot', -1).toHexString();

/** The demo range with its board's layouts, read through the bff as staff (the board is theirs) as the demo seed left it. */
export async function slotRange(api: ApiClient): Promise<SlotRange> {
  const list = await api.get<{ id: string; name: string }[]>('/api/shooting-ranges?limit=100');
  const found = Array.isArray(list.body) ? list.body.find((r) => r.name === DEMO_SLOT_RANGES[0]) : undefined;
  if (!found) throw new Error(`the demo range ${DEMO_SLOT_RANGES[0]} is not in the directory (${list.status})`);
  const board = await api.get<{ layouts: { id: string; name: string }[] }>(`/api/shooting-ranges/${found.id}/board`);
  if (board.status !== 200 || !board.body.layouts.length) throw new Error(`the board of ${found.name} has no layouts (${board.status})`);
  return { id: found.id, name: found.name, layouts: board.body.layouts };
}

function slot(
  range: SlotRange,
  i: number,
  startsAtMs: number,
  time: string,
  layout: { id: string; name: string },
  bookings: RangeBookingDoc[],
): RangeSlotDoc {
  const date = istDay(startsAtMs);
  return {
    _id: objectIdOf('range-slot', i).toHexString(),
    rangeId: range.id,
    rangeName: range.name,
    date,
    time,
    startsAt: new Date(`${date}T${time}:00+05:30`),
    layoutId: layout.id,
    layoutName: layout.name,
    pricePaise: 120_000,
    capacity: 12,
    bookings,
    revision: bookings.length + 1,
    createdAt: new Date(startsAtMs - 14 * DAY_MS),
  };
}

/**
 * The range's slot board over five years: three starts a day on each of its layouts, each slot
 * with its bookings inside it, ≈ 3.7 a slot, stored as the service stores them: a document per
 * range and day holding its slots (range_slot_days) and a ref per slot naming its day
 * (range_slot_refs); a step that starts within a day adds its slots to that day. Slot `i` is the
 * `⌊i ÷ slots a day⌋`-th day before today, so the demo seed's coming week never collides (one slot per layout, day and
 * time). The first step also opens the slot the bench books.
 */
export async function seedRangeSlots(ctx: SeedContext, board: SlotRange): Promise<Timing> {
  const repo = new RangeSlotsRepository({ conn: ctx.conn.content, outboxStore: documentStore });
  await repo.indexes();
  const perDay = STARTS.length * board.layouts.length;
  const perSlot = FULL.rangeBookings / FULL.rangeSlots;
  const docs = range(ctx.from.rangeSlots, ctx.to.rangeSlots).map((i) => {
    const rand = itemRng('range-slot', i);
    const day = ctx.now - (1 + Math.floor(i / perDay)) * DAY_MS;
    const time = STARTS[Math.floor(i / board.layouts.length) % STARTS.length]!;
    const layout = board.layouts[i % board.layouts.length]!;
    const wanted = Math.min(12, Math.round(rand() * 2 * perSlot));
    const bookers = new Set<number>();
    while (bookers.size < wanted) bookers.add(ctx.owner(rand()));
    const bookings = [...bookers].map((m) => ({ userId: ctx.members[m]!.id, name: displayNameOf(m), bookedAt: new Date(day - DAY_MS) }));
    return slot(board, i, day, time, layout, bookings);
  });
  if (ctx.from.rangeSlots === 0) docs.push(slot(board, -1, ctx.now + 10 * DAY_MS, '12:00', board.layouts[0]!, []));
  const days = new Map<string, RangeSlotDoc[]>();
  for (const d of docs) days.set(rangeSlotDayId(d.rangeId, d.date), [...(days.get(rangeSlotDayId(d.rangeId, d.date)) ?? []), d]);
  const refs = documentStore(rangeSlotRefModel(ctx.conn.content));
  const timing = await insertTimed(
    'range_slot_days (slots with bookings)',
    [...days.values()].map((slots) => newDay(board.id, slots[0]!.date, slots)),
    (c) => repo.slots.days.insertMissing(c),
  );
  const refTiming = await insertTimed(
    'range_slot_refs',
    docs.map((d) => ({ _id: d._id, dayId: rangeSlotDayId(d.rangeId, d.date) })),
    (c) => refs.insertMissing(c),
  );
  // a step that starts within a day (a day already stored by the step before): its slots join that day
  const first = docs[0];
  if (first && ctx.from.rangeSlots % perDay !== 0) {
    const dayId = rangeSlotDayId(first.rangeId, first.date);
    const mine = days.get(dayId)!;
    await repo.slots.days.update(dayId, (current) => {
      const have = new Set(current.slots.map((x) => x._id));
      const missing = mine.filter((x) => !have.has(x._id));
      return missing.length ? { set: dayFields([...current.slots, ...missing], current.revision + 1), events: [] } : null;
    });
  }
  return { ...timing, ms: timing.ms + refTiming.ms };
}
