import type { Connection } from 'mongoose';
import { retryingChange, type MemberDataPart } from '@trap/kit';
import { RangeSlotStore } from './range-slot-store.ts';

const json = (value: unknown): Record<string, unknown> => JSON.parse(JSON.stringify(value)) as Record<string, unknown>;

/**
 * The member's range-slot bookings, past ones too: in the download; when the account goes each place is
 * freed (guarded by the slot's revision, so another booking in between is never overwritten).
 */
export function rangeSlotsMemberData(conn: Connection): MemberDataPart {
  const slots = new RangeSlotStore(conn);
  return {
    erased: [slots.days.model.collection.collectionName],
    kept: { range_slots: 'the slots’ old shape, moved into range_slot_days at start and emptied: no booking stays there' },
    export: async (userId) => ({
      range_bookings: (await slots.bookedBy(userId)).flatMap((s) =>
        s.bookings
          .filter((b) => b.userId === userId)
          .map((b) =>
            json({
              slotId: s._id,
              rangeId: s.rangeId,
              rangeName: s.rangeName,
              date: s.date,
              time: s.time,
              layoutName: s.layoutName,
              name: b.name,
              bookedAt: b.bookedAt,
            }),
          ),
      ),
    }),
    erase: async (userId) => {
      let n = 0;
      for (const slot of await slots.bookedBy(userId)) {
        await retryingChange(
          slot,
          () => slots.findSlot(slot._id),
          async (current) => {
            if (!current.bookings.some((b) => b.userId === userId)) return true;
            const after = await slots.changeSlotAt(current, current.revision, (c) => ({
              bookings: c.bookings.filter((b) => b.userId !== userId),
              revision: c.revision + 1,
            }));
            return !!after;
          },
        );
        n++;
      }
      return n;
    },
  };
}
