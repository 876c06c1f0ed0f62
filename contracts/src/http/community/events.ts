import { z } from 'zod';
import { DATE_TEXT_MAX, httpUrl, inDateWindow, isoDateOrDateTime } from '../common/bounds.ts';
import { objectIdSchema } from '../common/errors.ts';

/**
 * Club events (SPEC 3.2 club_events) on the events calendar (/community-events, /club-events).
 * Staff with `events.create`, and members whose tier includes organising shoots (Elite Trigger),
 * propose an event; it is public once an admin (`events.approve`) approved it. Registration happens inside the platform when the event has no external
 * registration URL, within its capacity and before its deadline. Times are instants (ISO 8601 with
 * an offset), stored and answered as sent; an all-day event covers the IST (UTC+05:30) days of its
 * start and end, from the first one's start to the last one's end. API prefix: /api/club-events.
 */

export const CLUB_EVENT_TYPES = ['championship', 'club_shoot', 'coaching_camp', 'clinic', 'social', 'other'] as const;
export const clubEventTypeSchema = z.enum(CLUB_EVENT_TYPES, { error: 'Choose an event type' });
export type ClubEventType = z.infer<typeof clubEventTypeSchema>;
export const CLUB_EVENT_TYPE_LABELS: Record<ClubEventType, string> = {
  championship: 'Championship',
  club_shoot: 'Club Shoot',
  coaching_camp: 'Coaching Camp',
  clinic: 'Clinic',
  social: 'Social',
  other: 'Other',
};

/** The states and union territories of India: where an event takes place (the calendar's state filter). */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;
export const indianStateSchema = z.enum(INDIAN_STATES, { error: 'Choose a state or union territory' });
export type IndianState = z.infer<typeof indianStateSchema>;

/** An event takes at most this many registrations inside the platform (and declares at most this capacity). */
export const CLUB_EVENT_MAX_PARTICIPANTS = 2000;
/** The longest window one list call covers (from/to). */
export const CLUB_EVENT_MAX_RANGE_DAYS = 366;

/** An instant with its offset ("2026-12-12T09:30:00+05:30"), inside the events' date window. */
const eventInstant = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label} must be a date and time with its offset` })
    .max(DATE_TEXT_MAX, `${label} must be a date and time with its offset`)
    .superRefine(inDateWindow('event', label));

const optionalText = (label: string, max: number) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

/** POST /api/club-events: a proposed event (pending until an admin approves it). */
export const clubEventInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(3, 'Title must be at least 3 characters')
      .max(160, 'Title must be at most 160 characters'),
    description: z
      .string({ error: 'Description must be text' })
      .trim()
      .max(5000, 'Description must be at most 5000 characters')
      .default(''),
    eventType: clubEventTypeSchema,
    /** the venue: a range's name and city */
    location: z
      .string({ error: 'Location is required' })
      .trim()
      .min(1, 'Location is required')
      .max(200, 'Location must be at most 200 characters'),
    state: indianStateSchema,
    startDate: eventInstant('Start date'),
    /** missing: the start (a one-day or open-ended event) */
    endDate: eventInstant('End date').nullish(),
    allDay: z.boolean({ error: 'All day must be true or false' }).default(false),
    organizer: z
      .string({ error: 'Organiser is required' })
      .trim()
      .min(1, 'Organiser is required')
      .max(160, 'Organiser must be at most 160 characters'),
    contactEmail: z
      .string({ error: 'Contact email must be text' })
      .trim()
      .max(254, 'Invalid email address')
      .refine((v) => v === '' || z.email().safeParse(v).success, 'Invalid email address')
      .nullish()
      .transform((v) => (v ? v : null)),
    contactPhone: optionalText('Contact phone', 20).refine(
      (v) => v === null || /^\+?[0-9][0-9 -]{5,18}$/.test(v),
      'Contact phone must be a phone number (digits, spaces, dashes, an optional +)',
    ),
    /** registration happens on the organiser's site; without it members register here */
    registrationUrl: httpUrl('Registration URL', { allowEmpty: true })
      .nullish()
      .transform((v) => (v ? v : null)),
    /** the last moment to register here */
    registrationDeadline: eventInstant('Registration deadline').nullish(),
    /** missing: no limit beyond CLUB_EVENT_MAX_PARTICIPANTS for registrations here */
    maxParticipants: z
      .number({ error: 'Max participants must be a number' })
      .int('Max participants must be a whole number')
      .min(1, 'Max participants must be at least 1')
      .max(CLUB_EVENT_MAX_PARTICIPANTS, `Max participants must be at most ${CLUB_EVENT_MAX_PARTICIPANTS}`)
      .nullish()
      .transform((v) => v ?? null),
    imageUrl: httpUrl('Image URL', { sitePath: true, allowEmpty: true })
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .superRefine((v, ctx) => {
    // runs even when a field already failed (an over-long or malformed date): compare real instants only
    const instant = (d: string | null | undefined) => typeof d === 'string' && Number.isFinite(Date.parse(d));
    if (!instant(v.startDate) || (v.endDate != null && !instant(v.endDate))) return;
    const start = eventStartMs(v.startDate, v.allDay);
    if (v.endDate && eventEndMs(v.endDate, v.allDay) < start)
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'End date cannot be before the start date' });
    if (v.registrationDeadline && Date.parse(v.registrationDeadline) > eventEndMs(v.endDate ?? v.startDate, v.allDay))
      ctx.addIssue({ code: 'custom', path: ['registrationDeadline'], message: 'Registration deadline cannot be after the event ends' });
  });
export type ClubEventInput = z.output<typeof clubEventInputSchema>;

// ---- the one reading of days and times (the service queries and decides by what these return) ---------

/** India's offset: events are in India, so a plain day is an IST day. */
export const IST_OFFSET = '+05:30';
const isPlainDay = (v: string) => /^\d{4}-\d{2}-\d{2}$/.test(v);
/** The IST day (YYYY-MM-DD) an instant falls on. */
export const istDayOf = (instant: Date | string): string => {
  const ms = new Date(instant).getTime();
  if (Number.isNaN(ms)) throw new TypeError(`Not an instant: ${String(instant).slice(0, 40)}`);
  // the last representable instants (year 275760) have no IST day after them: keep their UTC day
  const ist = new Date(ms + 5.5 * 3600_000);
  return (Number.isNaN(ist.getTime()) ? new Date(ms) : ist).toISOString().slice(0, 10);
};
/** When an event starting at `v` starts: a plain day (or any time of an all-day event) is that IST day's first instant. */
export const eventStartMs = (v: string, allDay = false): number =>
  Date.parse(isPlainDay(v) || allDay ? `${isPlainDay(v) ? v : istDayOf(v)}T00:00:00${IST_OFFSET}` : v);
/** When an event ending at `v` ends: a plain day (or an all-day event's last day) ends at that IST day's last instant. */
export const eventEndMs = (v: string, allDay = false): number =>
  Date.parse(isPlainDay(v) || allDay ? `${isPlainDay(v) ? v : istDayOf(v)}T23:59:59.999${IST_OFFSET}` : v);

/** GET /api/club-events */
export const clubEventListQuerySchema = z
  .object({
    type: clubEventTypeSchema.optional(),
    state: indianStateSchema.optional(),
    /** a calendar month (IST): events overlapping it */
    month: z
      .string()
      .regex(/^(20\d\d)-(0[1-9]|1[0-2])$/, 'Month must be YYYY-MM')
      .optional(),
    /** a window (days or instants): events overlapping it; without month or window, events not over yet */
    from: isoDateOrDateTime('event', 'From').optional(),
    to: isoDateOrDateTime('event', 'To').optional(),
    /** pending: events awaiting approval (an admin sees all of them, a member their own); rejected: the ones an admin turned down (left out otherwise) */
    approval: z.enum(['approved', 'pending', 'rejected'], { error: 'Choose approved, pending or rejected' }).optional(),
    /** only the events I registered for */
    registered: z
      .enum(['true', 'false'], { error: 'Registered must be true or false' })
      .transform((v) => v === 'true')
      .optional(),
  })
  .superRefine((q, ctx) => {
    if (q.month && (q.from || q.to))
      ctx.addIssue({ code: 'custom', path: ['month'], message: 'Give a month or a from/to window, not both' });
    if (q.from && q.to) {
      const from = eventStartMs(q.from);
      const to = eventEndMs(q.to);
      if (to < from) ctx.addIssue({ code: 'custom', path: ['to'], message: 'To cannot be before From' });
      else if (to - from > CLUB_EVENT_MAX_RANGE_DAYS * 86_400_000)
        ctx.addIssue({ code: 'custom', path: ['to'], message: `The window can be at most ${CLUB_EVENT_MAX_RANGE_DAYS} days` });
    }
  });
export type ClubEventListQuery = z.output<typeof clubEventListQuerySchema>;

export const clubEventParamsSchema = z.object({ id: objectIdSchema });

export const CLUB_EVENT_STATUSES = ['pending', 'approved', 'rejected'] as const;
export type ClubEventStatus = (typeof CLUB_EVENT_STATUSES)[number];

/** An admin turns a pending event down: the reason is sent to its creator. */
export const clubEventRejectionSchema = z.object({
  reason: z.string({ error: 'Give a reason' }).trim().min(1, 'Give a reason').max(500, 'The reason must be at most 500 characters'),
});
export type ClubEventRejection = z.infer<typeof clubEventRejectionSchema>;

export const clubEventSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  eventType: clubEventTypeSchema,
  location: z.string(),
  state: indianStateSchema,
  startDate: z.string(),
  endDate: z.string(),
  allDay: z.boolean(),
  organizer: z.string(),
  contactEmail: z.string().nullable(),
  contactPhone: z.string().nullable(),
  registrationUrl: z.string().nullable(),
  registrationDeadline: z.string().nullable(),
  maxParticipants: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  /** the member who proposed it (null for the seeded calendar) */
  createdBy: z.string().nullable(),
  isActive: z.boolean(),
  /** pending or rejected: seen only by its creator and the admins (until approved) */
  status: z.enum(CLUB_EVENT_STATUSES),
  approvedAt: z.string().nullable(),
  /** why an admin rejected it (null unless rejected) */
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  /** registrations made here */
  registeredCount: z.number().int(),
  /** places left for registration here; null when there is no limit */
  spotsLeft: z.number().int().nullable(),
  /** whether the caller can register here now */
  registrationOpen: z.boolean(),
  /** why not, when it is not open: the organiser's site, full, deadline passed, started, not approved */
  registrationNote: z.string().nullable(),
  /** the caller registered here */
  isRegistered: z.boolean(),
});
export type ClubEvent = z.infer<typeof clubEventSchema>;
export const clubEventListSchema = z.object({ items: z.array(clubEventSchema) });
export type ClubEventList = z.infer<typeof clubEventListSchema>;
