import { z } from 'zod';
import { httpUrl, DATE_TEXT_MAX } from '../common/bounds.ts';
import { objectIdSchema, userIdSchema } from '../common/errors.ts';

/*
 * Squads and group sessions (SPEC 2.2 /squads, 3.2 shooting_squads, squad_members, group_sessions,
 * session_participants). A squad's members and a session's participants are stored inside their squad
 * and session (docs/decisions.md "Squads and group sessions"): the rules over the whole set (one owner,
 * the capacity and the waiting list) are decided in one single-document write.
 */

// ---- squads ----------------------------------------------------------------------------------------

export const SQUAD_ROLES = ['owner', 'captain', 'member'] as const;
export const squadRoleSchema = z.enum(SQUAD_ROLES, { error: 'Choose owner, captain or member' });
export type SquadRole = z.infer<typeof squadRoleSchema>;
export const SQUAD_ROLE_LABELS: Record<SquadRole, string> = { owner: 'Owner', captain: 'Captain', member: 'Member' };

/** invited: asked by an owner or captain, not answered yet; active: in the squad. */
export const SQUAD_MEMBER_STATUSES = ['invited', 'active'] as const;
export type SquadMemberStatus = (typeof SQUAD_MEMBER_STATUSES)[number];

/** Members and open invitations of one squad together. */
export const SQUAD_MAX_MEMBERS = 50;

const squadFields = {
  name: z
    .string({ error: 'Name is required' })
    .trim()
    .min(1, 'Name is required')
    .min(3, 'Name must be at least 3 characters')
    .max(80, 'Name must be at most 80 characters'),
  description: z.string({ error: 'Description must be text' }).trim().max(1000, 'Description must be at most 1000 characters'),
  imageUrl: httpUrl('Image URL', { allowEmpty: true }),
  isPrivate: z.boolean({ error: 'Choose private or public' }),
};

/** POST /api/squads */
export const squadInputSchema = z.object({
  name: squadFields.name,
  description: squadFields.description.default(''),
  /** '' for none (the screen shows a placeholder) */
  imageUrl: squadFields.imageUrl.default(''),
  /** private squads are seen by their members and invitees only; public ones are listed and open to join */
  isPrivate: squadFields.isPrivate.default(false),
});
export type SquadInput = z.infer<typeof squadInputSchema>;

/** PATCH /api/squads/{id}: any of the fields, at least one. */
export const squadUpdateSchema = z
  .object({
    name: squadFields.name.optional(),
    description: squadFields.description.optional(),
    imageUrl: squadFields.imageUrl.optional(),
    isPrivate: squadFields.isPrivate.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type SquadUpdate = z.infer<typeof squadUpdateSchema>;

export const squadParamsSchema = z.object({ id: objectIdSchema });
export const squadMemberParamsSchema = z.object({ id: objectIdSchema, userId: userIdSchema });

/** POST /api/squads/{id}/invitations: the member to invite (any member the community knows). */
export const squadInvitationInputSchema = z.object({ userId: userIdSchema });

/** PUT /api/squads/{id}/members/{userId}/role: `owner` hands the squad over (the old owner becomes captain). */
export const squadRoleInputSchema = z.object({ role: squadRoleSchema });

const personSchema = z.object({ id: z.string(), displayName: z.string(), avatarUrl: z.string().nullable() });
export type SquadPerson = z.infer<typeof personSchema>;

export const squadMemberSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  role: squadRoleSchema,
  status: z.enum(SQUAD_MEMBER_STATUSES),
  /** when the member joined or accepted; null while invited */
  joinedAt: z.string().nullable(),
  /** who invited them (null for those who joined a public squad themselves, and the founder) */
  invitedBy: z.string().nullable(),
});
export type SquadMember = z.infer<typeof squadMemberSchema>;

export const squadSummarySchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  imageUrl: z.string(),
  isPrivate: z.boolean(),
  ownerId: z.string(),
  owner: personSchema,
  /** active members */
  memberCount: z.number().int(),
  /** the caller's place in it: null when not a member nor invited */
  myRole: squadRoleSchema.nullable(),
  myStatus: z.enum(SQUAD_MEMBER_STATUSES).nullable(),
  /** for an invitation: who asked the caller */
  invitedBy: personSchema.nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SquadSummary = z.infer<typeof squadSummarySchema>;

export const squadSchema = squadSummarySchema.extend({
  /** active members first (owner, captains, members), then open invitations; invitations are shown to members only */
  members: z.array(squadMemberSchema),
});
export type Squad = z.infer<typeof squadSchema>;

/** GET /api/squads: the squad screen's lists. */
export const squadOverviewSchema = z.object({
  /** squads the caller is an active member of */
  mine: z.array(squadSummarySchema),
  /** open invitations to the caller */
  invitations: z.array(squadSummarySchema),
  /** public squads the caller is not in, newest first (at most 50) */
  discover: z.array(squadSummarySchema),
});
export type SquadOverview = z.infer<typeof squadOverviewSchema>;

// ---- group sessions --------------------------------------------------------------------------------

export const GROUP_SESSION_TYPES = ['practice', 'competition_prep', 'coaching_clinic', 'fun_shoot', 'match'] as const;
export const groupSessionTypeSchema = z.enum(GROUP_SESSION_TYPES, { error: 'Choose a session type' });
export type GroupSessionType = z.infer<typeof groupSessionTypeSchema>;
export const GROUP_SESSION_TYPE_LABELS: Record<GroupSessionType, string> = {
  practice: 'Practice',
  competition_prep: 'Competition prep',
  coaching_clinic: 'Coaching clinic',
  fun_shoot: 'Fun shoot',
  match: 'Squad match',
};

export const GROUP_SESSION_STATUSES = ['scheduled', 'cancelled', 'completed'] as const;
export const groupSessionStatusSchema = z.enum(GROUP_SESSION_STATUSES, { error: 'Choose scheduled, cancelled or completed' });
export type GroupSessionStatus = z.infer<typeof groupSessionStatusSchema>;

/** What a member answers; `waitlisted` is what `going` becomes when the session is full. */
export const RSVP_CHOICES = ['going', 'maybe', 'not_going'] as const;
export const rsvpChoiceSchema = z.enum(RSVP_CHOICES, { error: 'Choose going, maybe or not going' });
export type RsvpChoice = z.infer<typeof rsvpChoiceSchema>;
export const PARTICIPANT_STATUSES = ['going', 'waitlisted', 'maybe', 'not_going'] as const;
export type ParticipantStatus = (typeof PARTICIPANT_STATUSES)[number];
export const RSVP_LABELS: Record<ParticipantStatus, string> = {
  going: 'Going',
  waitlisted: 'Waiting list',
  maybe: 'Maybe',
  not_going: 'Not going',
};

/** The most places a session offers, and the longest waiting list behind them. */
export const GROUP_SESSION_MAX_PLACES = 100;
export const GROUP_SESSION_MAX_WAITLIST = 100;

const DAY_MS = 86_400_000;
const YEAR_MS = 365.25 * DAY_MS;
/**
 * A session's start: from now to two years ahead (the window of an upcoming event, checked against the
 * clock; an edit may leave a past session's date alone by not sending it).
 */
const sessionDate = z
  .string({ error: 'Date is required' })
  .max(DATE_TEXT_MAX, 'Date is not a date')
  .pipe(z.iso.datetime({ offset: true, error: 'Date must be a date and time' }))
  .superRefine((value, ctx) => {
    const t = Date.parse(value);
    if (t < Date.now()) ctx.addIssue({ code: 'custom', message: 'Date cannot be in the past', input: value });
    else if (t > Date.now() + 2 * YEAR_MS) ctx.addIssue({ code: 'custom', message: 'Date must be within 2 years from now', input: value });
  });

const sessionFields = {
  title: z.string({ error: 'Title is required' }).trim().min(1, 'Title is required').max(120, 'Title must be at most 120 characters'),
  description: z.string({ error: 'Description must be text' }).trim().max(2000, 'Description must be at most 2000 characters'),
  date: sessionDate,
  /** minutes */
  duration: z
    .number({ error: 'Duration is required' })
    .int('Duration must be whole minutes')
    .min(15, 'Duration must be at least 15 minutes')
    .max(720, 'Duration must be at most 12 hours'),
  /** the range or place */
  location: z
    .string({ error: 'Location is required' })
    .trim()
    .min(1, 'Location is required')
    .max(200, 'Location must be at most 200 characters'),
  /** null: no limit (no waiting list) */
  maxParticipants: z
    .number({ error: 'Max participants must be a number' })
    .int('Max participants must be a whole number')
    .min(2, 'Max participants must be at least 2')
    .max(GROUP_SESSION_MAX_PLACES, `Max participants must be at most ${GROUP_SESSION_MAX_PLACES}`)
    .nullable(),
  type: groupSessionTypeSchema,
  /** the host's notes (what to bring, where to meet) */
  notes: z.string({ error: 'Notes must be text' }).trim().max(2000, 'Notes must be at most 2000 characters'),
};

/** POST /api/squads/{id}/sessions: owners and captains plan a session; they host it and are going. */
export const groupSessionInputSchema = z.object({
  title: sessionFields.title,
  description: sessionFields.description.default(''),
  date: sessionFields.date,
  duration: sessionFields.duration.default(120),
  location: sessionFields.location,
  maxParticipants: sessionFields.maxParticipants.default(null),
  type: sessionFields.type.default('practice'),
  notes: sessionFields.notes.default(''),
});
export type GroupSessionInput = z.infer<typeof groupSessionInputSchema>;

/** PATCH /api/group-sessions/{id}: the host, owner or captains change it, cancel it or mark it completed. */
export const groupSessionUpdateSchema = z
  .object({
    title: sessionFields.title.optional(),
    description: sessionFields.description.optional(),
    date: sessionFields.date.optional(),
    duration: sessionFields.duration.optional(),
    location: sessionFields.location.optional(),
    maxParticipants: sessionFields.maxParticipants.optional(),
    type: sessionFields.type.optional(),
    notes: sessionFields.notes.optional(),
    status: groupSessionStatusSchema.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { message: 'Nothing to change' });
export type GroupSessionUpdate = z.infer<typeof groupSessionUpdateSchema>;

export const groupSessionParamsSchema = z.object({ id: objectIdSchema });

/** PUT /api/group-sessions/{id}/rsvp */
export const rsvpInputSchema = z.object({ rsvp: rsvpChoiceSchema });
export type RsvpInput = z.infer<typeof rsvpInputSchema>;

/** PUT /api/group-sessions/{id}/feedback: those who went say how it went, once the session is over ('' clears it). */
export const sessionFeedbackInputSchema = z.object({
  feedback: z.string({ error: 'Feedback must be text' }).trim().max(1000, 'Feedback must be at most 1000 characters'),
});
export type SessionFeedbackInput = z.infer<typeof sessionFeedbackInputSchema>;

export const groupSessionParticipantSchema = z.object({
  userId: z.string(),
  displayName: z.string(),
  avatarUrl: z.string().nullable(),
  status: z.enum(PARTICIPANT_STATUSES),
  role: z.enum(['host', 'participant']),
  /** 1 for the first on the waiting list; null for everyone else */
  waitlistPosition: z.number().int().nullable(),
  /** how it went, from those who went (after the session) */
  feedback: z.string(),
  respondedAt: z.string(),
});
export type GroupSessionParticipant = z.infer<typeof groupSessionParticipantSchema>;

export const groupSessionSchema = z.object({
  id: z.string(),
  squadId: z.string(),
  squadName: z.string(),
  title: z.string(),
  description: z.string(),
  date: z.string(),
  duration: z.number().int(),
  location: z.string(),
  maxParticipants: z.number().int().nullable(),
  type: groupSessionTypeSchema,
  status: groupSessionStatusSchema,
  notes: z.string(),
  hostId: z.string(),
  host: personSchema,
  goingCount: z.number().int(),
  maybeCount: z.number().int(),
  waitlistCount: z.number().int(),
  /** the caller's answer (waitlisted when going found it full); null when not answered */
  myRsvp: z.enum(PARTICIPANT_STATUSES).nullable(),
  /** going, then the waiting list in order, then maybe and not going */
  participants: z.array(groupSessionParticipantSchema),
  /** the caller may change, cancel or complete it (host, owner, captain) */
  canManage: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type GroupSession = z.infer<typeof groupSessionSchema>;

/** GET /api/squads/{id}/sessions: upcoming first (soonest first), then the 20 latest past or cancelled. */
export const groupSessionListSchema = z.object({ upcoming: z.array(groupSessionSchema), past: z.array(groupSessionSchema) });
export type GroupSessionList = z.infer<typeof groupSessionListSchema>;
