import { z } from 'zod';

/**
 * Abuse reports: a member reports a topic, a reply, a profile, an event, a squad or
 * anything else on the site with a reason from a fixed list and a note; moderators (capability
 * `reports.review`) list the reports and resolve or dismiss them. A member reports an item once.
 */
export const REPORT_TARGET_TYPES = [
  'forum_topic',
  'forum_reply',
  'member_profile',
  'club_event',
  'squad',
  'ama_question',
  'other',
] as const;
export const reportTargetTypeSchema = z.enum(REPORT_TARGET_TYPES, { error: 'Choose what you are reporting' });
export type ReportTargetType = z.infer<typeof reportTargetTypeSchema>;
export const REPORT_TARGET_LABELS: Record<ReportTargetType, string> = {
  forum_topic: 'Forum topic',
  forum_reply: 'Forum reply',
  member_profile: 'Member profile',
  club_event: 'Event',
  squad: 'Squad',
  ama_question: 'AMA question',
  other: 'Something else',
};

/** The item in a sentence ("Report this forum reply"). */
export const REPORT_TARGET_NOUNS: Record<ReportTargetType, string> = {
  forum_topic: 'forum topic',
  forum_reply: 'forum reply',
  member_profile: 'member profile',
  club_event: 'event',
  squad: 'squad',
  ama_question: 'AMA question',
  other: 'content',
};

export const REPORT_REASONS = [
  'spam',
  'harassment',
  'hate_speech',
  'inappropriate',
  'unsafe_firearms',
  'misinformation',
  'impersonation',
  'other',
] as const;
export const reportReasonSchema = z.enum(REPORT_REASONS, { error: 'Choose a reason' });
export type ReportReason = z.infer<typeof reportReasonSchema>;
export const REPORT_REASON_LABELS: Record<ReportReason, string> = {
  spam: 'Spam or advertising',
  harassment: 'Harassment or bullying',
  hate_speech: 'Hate speech',
  inappropriate: 'Offensive or inappropriate content',
  unsafe_firearms: 'Unsafe or illegal firearms activity',
  misinformation: 'False or misleading information',
  impersonation: 'Impersonation or fake account',
  other: 'Something else',
};

export const REPORT_STATUSES = ['open', 'resolved', 'dismissed'] as const;
export const reportStatusSchema = z.enum(REPORT_STATUSES, { error: 'Choose open, resolved or dismissed' });
export type ReportStatus = z.infer<typeof reportStatusSchema>;

export const REPORT_LIMITS = { note: 1000, resolutionNote: 1000, targetPath: 500 } as const;

/** The reported item's id as its feature names it (an object id, a member's user id...). */
export const reportTargetIdSchema = z
  .string({ error: 'Say which item you are reporting' })
  .trim()
  .regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');

/** Where the reporter saw it: a path on this site (`/forum/topic/…`), never another site or a script. */
const targetPathSchema = z
  .string({ error: 'Link must be text' })
  .trim()
  .max(REPORT_LIMITS.targetPath, `Link must be at most ${REPORT_LIMITS.targetPath} characters`)
  // no lookahead: the contract fuzzers generate strings from this pattern
  .regex(/^\/(?:[^/\\\s<>"`][^\s<>"`\\]*)?$/, 'Link must be a path on this site, starting with /');

/** POST /api/reports */
export const createReportSchema = z.object({
  targetType: reportTargetTypeSchema,
  targetId: reportTargetIdSchema,
  reason: reportReasonSchema,
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(REPORT_LIMITS.note, `Note must be at most ${REPORT_LIMITS.note} characters`)
    .default(''),
  targetPath: targetPathSchema.nullable().optional(),
});
export type CreateReport = z.infer<typeof createReportSchema>;

/** POST /api/reports/{id}/resolve and /dismiss: what the moderator did or why nothing was needed. */
export const reportDecisionSchema = z.object({
  resolutionNote: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(REPORT_LIMITS.resolutionNote, `Note must be at most ${REPORT_LIMITS.resolutionNote} characters`)
    .default(''),
});
export type ReportDecision = z.infer<typeof reportDecisionSchema>;

/** A report's id: `<reporter>:<target type>:<target id>` (one report per member and item). */
export const reportParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{1,64}:[a-z_]{1,20}:[A-Za-z0-9_-]{1,64}$/, 'Invalid id'),
});

/** GET /api/moderation/reports */
export const reportListQuerySchema = z.object({
  status: reportStatusSchema.optional(),
  targetType: reportTargetTypeSchema.optional(),
  /** every report of one item (with `targetType`, or of any type with this id) */
  targetId: reportTargetIdSchema.optional(),
  limit: z.coerce
    .number()
    .int('Limit must be a whole number')
    .min(1, 'Limit must be at least 1')
    .max(100, 'Limit must be at most 100')
    .default(50),
  offset: z.coerce
    .number()
    .int('Offset must be a whole number')
    .min(0, 'Offset must be at least 0')
    .max(100_000, 'Offset is too large')
    .default(0),
});
export type ReportListQuery = z.infer<typeof reportListQuerySchema>;

const personSchema = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() });

/**
 * The reported text as members are shown it, read from the item when the queue is listed: a forum
 * topic (its title and markdown) or a forum reply (its markdown, with the title of its topic). Null for
 * items of other kinds (their page is linked) and for an item that no longer exists.
 */
export const reportedContentSchema = z.object({
  /** the topic's title; for a reply, the title of the topic it is in */
  title: z.string().nullable(),
  /** the text as its author wrote it (markdown) */
  text: z.string(),
  author: personSchema.nullable(),
  createdAt: z.string(),
  /** a moderator has hidden it from members */
  hidden: z.boolean(),
});
export type ReportedContent = z.infer<typeof reportedContentSchema>;

export const reportSchema = z.object({
  id: z.string(),
  targetType: reportTargetTypeSchema,
  targetId: z.string(),
  /** where it can be seen: the path the reporter gave, or the item's page when the type has one */
  targetPath: z.string().nullable(),
  /** a short description of the item when one is known (a member's name) */
  targetLabel: z.string().nullable(),
  /** what was reported, when it is text this service keeps (forum topics and replies) */
  content: reportedContentSchema.nullable(),
  reason: reportReasonSchema,
  /** the reporter's own words about it (may be empty) */
  note: z.string(),
  status: reportStatusSchema,
  reporter: personSchema,
  createdAt: z.string(),
  /** how many members have reported the same item (this report included) */
  reportCount: z.number().int(),
  resolutionNote: z.string().nullable(),
  resolvedBy: personSchema.nullable(),
  resolvedAt: z.string().nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const reportListSchema = z.object({
  items: z.array(reportSchema),
  total: z.number().int(),
  /** open reports, whatever the filter: the moderators' queue length */
  open: z.number().int(),
});
export type ReportList = z.infer<typeof reportListSchema>;
