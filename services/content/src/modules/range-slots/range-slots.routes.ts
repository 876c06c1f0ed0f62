import { rangeSlotsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { RangeSlotsService } from './range-slots.service.ts';

/** The range slot board; bound before the ranges' `/{id}` routes. Every answer is per caller: never cached. */
export function rangeSlotsRoutes(api: ApiRouter, slots: RangeSlotsService): void {
  api.handle(rangeSlotsApi.getRangeSlotBoard, ({ params, query, auth, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return slots.board(params.id, query, auth);
  });
  api.handle(rangeSlotsApi.bookRangeSlot, ({ params, body, auth }) => slots.book(auth, params.id, params.slotId, body));
  api.handle(rangeSlotsApi.cancelRangeBooking, ({ params, auth }) => slots.cancel(auth, params.id, params.slotId));
  api.handle(rangeSlotsApi.listMyRangeBookings, ({ auth, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return slots.mine(auth);
  });
  api.handle(rangeSlotsApi.getRangeBoardSettings, ({ params, auth }) => slots.boardSettings(auth, params.id));
  api.handle(rangeSlotsApi.setRangeLayouts, ({ params, body, auth }) => slots.setLayouts(auth, params.id, body));
  api.handle(rangeSlotsApi.setRangeManagers, ({ params, body, auth }) => slots.setManagers(auth, params.id, body));
  api.handle(rangeSlotsApi.createRangeSlot, ({ params, body, auth }) => slots.createSlot(auth, params.id, body));
  api.handle(rangeSlotsApi.deleteRangeSlot, ({ params, auth }) => slots.deleteSlot(auth, params.id, params.slotId));
  api.handle(rangeSlotsApi.listRangeBookings, ({ params, query, auth, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return slots.bookings(auth, params.id, query);
  });
}
