import { z } from 'zod';

const day = (label: string) =>
  z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, `${label} must be a date (YYYY-MM-DD)`)
    .refine((v) => !Number.isNaN(Date.parse(v)), `${label} must be a real date`)
    .optional();

const blankIsAbsent = <T extends z.ZodType>(schema: T) => z.preprocess((v) => (v === '' ? undefined : v), schema);

/** GET /api/superadmin/audit: newest first, filtered by actor, action, item type and a date range (IST days). */
export const auditLogQuerySchema = z.object({
  actor: blankIsAbsent(z.string().trim().max(100, 'The actor must be at most 100 characters').optional()),
  action: blankIsAbsent(z.string().trim().max(80, 'The action must be at most 80 characters').optional()),
  itemType: blankIsAbsent(z.string().trim().max(40, 'The item type must be at most 40 characters').optional()),
  itemId: blankIsAbsent(z.string().trim().max(100, 'The item id must be at most 100 characters').optional()),
  from: blankIsAbsent(day('From')),
  to: blankIsAbsent(day('To')),
  limit: z.coerce.number().int().min(1).max(100).default(25),
  offset: z.coerce.number().int().min(0).max(100_000).default(0),
});
export type AuditLogQuery = z.input<typeof auditLogQuerySchema>;

export const auditEntrySchema = z.object({
  id: z.string(),
  actorId: z.string(),
  actorName: z.string().nullable(),
  actorRole: z.string().nullable(),
  action: z.string(),
  itemType: z.string(),
  itemId: z.string(),
  itemLabel: z.string().nullable(),
  before: z.record(z.string(), z.unknown()).nullable(),
  after: z.record(z.string(), z.unknown()).nullable(),
  reason: z.string().nullable(),
  /** the service that performed it */
  source: z.string(),
  at: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditLogPageSchema = z.object({
  items: z.array(auditEntrySchema),
  total: z.number().int(),
  limit: z.number().int(),
  offset: z.number().int(),
});
export type AuditLogPage = z.infer<typeof auditLogPageSchema>;

/** GET /api/superadmin/analytics: daily series from the analytics read model (fed only by events). */
export const analyticsQuerySchema = z.object({
  days: z.coerce.number().int().min(7, 'At least 7 days').max(366, 'At most 366 days').default(30),
});

/**
 * The daily series. Each is a count per IST day except `paying_members`, which is the number of
 * members on a paid tier (active, not on a trial) at the end of each day; its total is the last day's.
 */
export const ANALYTICS_METRICS = [
  'signups',
  'paying_members',
  'paid_invoices',
  'revenue_paise',
  'sessions_logged',
  'targets_logged',
  'forum_topics',
  'forum_replies',
  'content_views',
] as const;
export type AnalyticsMetric = (typeof ANALYTICS_METRICS)[number];

/** Retention by sign-up month: of the members who signed up in `month`, how many were active in each later month. */
export const retentionCohortSchema = z.object({
  /** the sign-up month, `YYYY-MM` (IST) */
  month: z.string(),
  signups: z.number().int(),
  /** active[0] is month + 1, active[1] month + 2..., up to the current month */
  active: z.array(z.number().int()),
});
export type RetentionCohort = z.infer<typeof retentionCohortSchema>;

export const analyticsSchema = z.object({
  /** IST days, oldest first */
  days: z.array(z.string()),
  series: z.record(z.enum(ANALYTICS_METRICS), z.array(z.number())),
  totals: z.record(z.enum(ANALYTICS_METRICS), z.number()),
  /** revenue in the current IST month, in paise */
  revenueThisMonthPaise: z.number().int(),
  /** the last 12 sign-up months, oldest first (active: logged a session or competition, posted in the forum, or paid) */
  retention: z.array(retentionCohortSchema),
});
export type Analytics = z.infer<typeof analyticsSchema>;
