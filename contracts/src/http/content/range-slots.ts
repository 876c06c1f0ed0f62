import { z } from 'zod';
import { inDateWindow } from '../common/bounds.ts';

/**
 * The range slot board: a range's trap layouts and their bookable slots (a day, a
 * start time, a layout, a price in integer paise and a number of places); members book and cancel,
 * the range's staff (`ranges.manage`, or a manager the range names) manage slots and see bookings.
 */
export const RANGE_SLOT_LIMITS = {
  layouts: 12,
  layoutName: 60,
  managers: 20,
  /** places a slot may offer (a trap layout takes a squad of six; a ladder of squads at most this) */
  capacity: 60,
  /** ₹1,00,000 in paise: far above any range's fee, far below a typing slip */
  pricePaise: 10_000_000,
  bookingName: 80,
  /** the board shows at most this many days at once (a week by default) */
  days: 31,
} as const;

/** India has one time zone: slot days and times are the range's local time, IST. */
export const RANGE_TIME_ZONE_OFFSET = '+05:30';

const dayText = (label: string) => z.iso.date({ error: `${label} must be a date (YYYY-MM-DD)` }).superRefine(inDateWindow('event', label));

export const rangeSlotParamsSchema = z.object({ id: z.string().max(64), slotId: z.string().max(64) });

/** GET /api/shooting-ranges/{id}/slots?from=&days= */
export const rangeSlotBoardQuerySchema = z.object({
  /** the first day shown (default today in IST) */
  from: dayText('From').optional(),
  days: z.coerce
    .number()
    .int('Days must be a whole number')
    .min(1, 'Days must be at least 1')
    .max(RANGE_SLOT_LIMITS.days, `Days must be at most ${RANGE_SLOT_LIMITS.days}`)
    .default(7),
});
export type RangeSlotBoardQuery = z.infer<typeof rangeSlotBoardQuerySchema>;

export const rangeLayoutSchema = z.object({ id: z.string(), name: z.string() });
export type RangeLayout = z.infer<typeof rangeLayoutSchema>;

export const rangeSlotSchema = z.object({
  id: z.string(),
  rangeId: z.string(),
  rangeName: z.string(),
  /** the day, YYYY-MM-DD (IST) */
  date: z.string(),
  /** the start, HH:MM (IST) */
  time: z.string(),
  layoutId: z.string(),
  layoutName: z.string(),
  /** integer paise */
  pricePaise: z.number().int(),
  capacity: z.number().int(),
  placesLeft: z.number().int(),
  /** the caller holds a place (false for visitors) */
  bookedByMe: z.boolean(),
  /** the start is past: no more booking or cancelling */
  started: z.boolean(),
});
export type RangeSlot = z.infer<typeof rangeSlotSchema>;

export const rangeSlotBoardSchema = z.object({
  rangeId: z.string(),
  from: z.string(),
  days: z.number().int(),
  layouts: z.array(rangeLayoutSchema),
  /** by day, then time, then layout */
  slots: z.array(rangeSlotSchema),
  /** the caller manages this range's slots */
  canManage: z.boolean(),
});
export type RangeSlotBoard = z.infer<typeof rangeSlotBoardSchema>;

/** POST /api/shooting-ranges/{id}/slots/{slotId}/booking: the name the range sees on its list. */
export const rangeBookingInputSchema = z.object({
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .max(RANGE_SLOT_LIMITS.bookingName, `Name must be at most ${RANGE_SLOT_LIMITS.bookingName} characters`),
});
export type RangeBookingInput = z.infer<typeof rangeBookingInputSchema>;

/** GET /api/range-bookings: the caller's bookings from today on, soonest first. */
export const myRangeBookingsSchema = z.object({ items: z.array(rangeSlotSchema) });
export type MyRangeBookings = z.infer<typeof myRangeBookingsSchema>;

/** PUT /api/shooting-ranges/{id}/layouts: the whole list (an id keeps a layout; none adds one). */
export const rangeLayoutsInputSchema = z.object({
  layouts: z
    .array(
      z.object({
        id: z.string().max(40).optional(),
        name: z
          .string({ error: 'Layout name is required' })
          .trim()
          .min(1, 'Layout name is required')
          .max(RANGE_SLOT_LIMITS.layoutName, `Layout name must be at most ${RANGE_SLOT_LIMITS.layoutName} characters`),
      }),
      { error: 'Layouts must be a list' },
    )
    .min(1, 'Add at least one layout')
    .max(RANGE_SLOT_LIMITS.layouts, `At most ${RANGE_SLOT_LIMITS.layouts} layouts`),
});
export type RangeLayoutsInput = z.infer<typeof rangeLayoutsInputSchema>;

/** PUT /api/shooting-ranges/{id}/managers: the members (user ids) who manage this range's slots. */
export const rangeManagersInputSchema = z.object({
  managerIds: z
    .array(z.string().regex(/^[a-f0-9]{24}$/, 'Manager ids must be member ids'), { error: 'Managers must be a list' })
    .max(RANGE_SLOT_LIMITS.managers, `At most ${RANGE_SLOT_LIMITS.managers} managers`),
});
export type RangeManagersInput = z.infer<typeof rangeManagersInputSchema>;

export const rangeBoardSettingsSchema = z.object({
  rangeId: z.string(),
  layouts: z.array(rangeLayoutSchema),
  managerIds: z.array(z.string()),
});
export type RangeBoardSettings = z.infer<typeof rangeBoardSettingsSchema>;

/** POST /api/shooting-ranges/{id}/slots */
export const rangeSlotInputSchema = z.object({
  date: dayText('Date'),
  time: z
    .string({ error: 'Time is required' })
    .max(5, 'Time must be HH:MM')
    .regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Time must be HH:MM'),
  layoutId: z.string({ error: 'Layout is required' }).min(1, 'Layout is required').max(40),
  pricePaise: z
    .number({ error: 'Price must be a number' })
    .int('Price must be whole paise')
    .min(0, 'Price cannot be negative')
    .max(RANGE_SLOT_LIMITS.pricePaise, 'Price is too high'),
  capacity: z
    .number({ error: 'Places must be a number' })
    .int('Places must be a whole number')
    .min(1, 'Places must be at least 1')
    .max(RANGE_SLOT_LIMITS.capacity, `Places must be at most ${RANGE_SLOT_LIMITS.capacity}`),
});
export type RangeSlotInput = z.infer<typeof rangeSlotInputSchema>;

/** GET /api/shooting-ranges/{id}/bookings: the managers' view, each slot with who booked it. */
export const rangeSlotBookingsSchema = z.object({
  items: z.array(
    rangeSlotSchema.extend({
      bookings: z.array(z.object({ name: z.string(), bookedAt: z.string() })),
    }),
  ),
});
export type RangeSlotBookings = z.infer<typeof rangeSlotBookingsSchema>;
