import { z } from 'zod';
import { isoDateOrDateTime } from '../common/bounds.ts';
import { objectIdSchema, userIdSchema } from '../common/errors.ts';
import { directionSchema, disciplineSchema, outcomeSchema, DISCIPLINE_RULES, type Discipline } from '../../practice/disciplines.ts';

/*
 * Match day: a shoot attached to a club event, its squads of up to six shooters, scored
 * target by target by one scorer per squad who joined with the shoot's short code, and the live
 * leaderboard per discipline and category. API prefix: /api/shoots (community service); the live
 * stream /api/shoots/{id}/stream is served by the bff from NATS core messages `live.shoots.<id>`.
 */

export const SHOOT_SQUAD_MAX_SHOOTERS = 6;
export const SHOOT_MAX_SQUADS = 40;
export const SHOOT_MAX_ROUNDS = 8;
/** The join code: six characters without the ones people misread (0/O, 1/I/L). */
export const SHOOT_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const SHOOT_CODE_LENGTH = 6;

export const SHOOT_CATEGORIES = ['open', 'women', 'junior', 'veteran'] as const;
export const shootCategorySchema = z.enum(SHOOT_CATEGORIES, { error: 'Choose a category' });
export type ShootCategory = z.infer<typeof shootCategorySchema>;
export const SHOOT_CATEGORY_LABELS: Record<ShootCategory, string> = { open: 'Open', women: 'Women', junior: 'Junior', veteran: 'Veteran' };

export const SHOOT_STATUSES = ['live', 'finished'] as const;
export type ShootStatus = (typeof SHOOT_STATUSES)[number];

export const SHOOT_CONFLICT_SCORER = 'This squad already has a scorer';
export const SHOOT_CONFLICT_LOCKED = 'This card is locked: only the organiser can change it';
export const SHOOT_CONFLICT_FINISHED = 'This shoot has finished';
export const SHOOT_CONFLICT_ROUND_COMPLETE = 'This round is complete';

const name = (label: string, max = 80) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** A short id the client makes (target ids: the offline queue's idempotency key). */
export const clientIdSchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'Invalid id');
const shortIdSchema = z.string().regex(/^[a-z0-9]{1,24}$/, 'Invalid id');

export const shootShooterInputSchema = z.object({
  name: name('Name'),
  /** a member's id; absent or null for a guest shooting by name */
  userId: userIdSchema.nullable().default(null),
  category: shootCategorySchema.default('open'),
});

export const shootSquadInputSchema = z.object({
  name: name('Squad name', 40),
  discipline: disciplineSchema,
  /** when the squad starts (its place in the order follows from it, then from the list) */
  startsAt: isoDateOrDateTime('event', 'Start time'),
  shooters: z
    .array(shootShooterInputSchema)
    .min(1, 'A squad needs a shooter')
    .max(SHOOT_SQUAD_MAX_SHOOTERS, `A squad has at most ${SHOOT_SQUAD_MAX_SHOOTERS} shooters`),
});

export const shootDisciplineInputSchema = z.object({
  discipline: disciplineSchema,
  rounds: z.number().int().min(1, 'At least one round').max(SHOOT_MAX_ROUNDS, `At most ${SHOOT_MAX_ROUNDS} rounds`),
});

/** POST /api/shoots */
export const shootInputSchema = z
  .object({
    eventId: objectIdSchema,
    title: name('Title', 120),
    disciplines: z.array(shootDisciplineInputSchema).min(1, 'Choose a discipline').max(5),
    squads: z.array(shootSquadInputSchema).min(1, 'Add a squad').max(SHOOT_MAX_SQUADS),
  })
  .superRefine((v, ctx) => {
    const seen = new Set<Discipline>();
    v.disciplines.forEach((d, i) => {
      if (seen.has(d.discipline)) ctx.addIssue({ code: 'custom', path: ['disciplines', i, 'discipline'], message: 'Each discipline once' });
      seen.add(d.discipline);
    });
    v.squads.forEach((s, i) => {
      if (!seen.has(s.discipline))
        ctx.addIssue({ code: 'custom', path: ['squads', i, 'discipline'], message: 'The squad’s discipline is not one of the shoot’s' });
    });
  });
export type ShootInput = z.infer<typeof shootInputSchema>;

export const shootParamsSchema = z.object({ id: objectIdSchema });
export const shootSquadParamsSchema = z.object({ id: objectIdSchema, squadId: shortIdSchema });
export const shootTargetParamsSchema = z.object({ id: objectIdSchema, squadId: shortIdSchema, targetId: clientIdSchema });
export const shootCodeParamsSchema = z.object({
  code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(new RegExp(`^[${SHOOT_CODE_ALPHABET}]{${SHOOT_CODE_LENGTH}}$`), 'Enter the six-character code'),
});
export const shootListQuerySchema = z.object({ eventId: objectIdSchema.optional() });

/** POST /api/shoots/{id}/squads/{squadId}/scorer */
export const shootJoinInputSchema = z.object({ code: shootCodeParamsSchema.shape.code });

/** POST …/targets: one target, under the id the scorer's device gave it (sent again, it is stored once). */
export const shootTargetInputSchema = z.object({
  id: clientIdSchema,
  shooterId: shortIdSchema,
  round: z.number().int().min(1).max(SHOOT_MAX_ROUNDS),
  outcome: outcomeSchema,
  direction: directionSchema.optional(),
  station: z.number().int().min(1).max(8).optional(),
});
export type ShootTargetInput = z.infer<typeof shootTargetInputSchema>;

/** PATCH …/targets/{targetId}: a correction (after the lock: the organiser's, with a reason). */
export const shootTargetCorrectionSchema = z.object({
  outcome: outcomeSchema,
  reason: z.string().trim().max(200, 'Reason must be at most 200 characters').default(''),
});

export const shootShooterSchema = z.object({
  id: z.string(),
  name: z.string(),
  userId: z.string().nullable(),
  category: shootCategorySchema,
  /** place in the squad's shooting order (1-based) */
  position: z.number().int(),
});

export const shootSquadSchema = z.object({
  id: z.string(),
  name: z.string(),
  discipline: disciplineSchema,
  startsAt: z.string(),
  /** place in the start order (1-based) */
  startOrder: z.number().int(),
  shooters: z.array(shootShooterSchema),
  scorerName: z.string().nullable(),
  hasScorer: z.boolean(),
  /** the caller is this squad's scorer (another scorer's squad is taken: the picker does not offer it) */
  scoredByYou: z.boolean(),
  locked: z.boolean(),
});

export const shootSchema = z.object({
  id: z.string(),
  eventId: z.string(),
  title: z.string(),
  status: z.enum(SHOOT_STATUSES),
  disciplines: z.array(z.object({ discipline: disciplineSchema, rounds: z.number().int() })),
  squads: z.array(shootSquadSchema),
  /** the join code: the organiser's and (after joining) scorers' only */
  code: z.string().nullable(),
  isOrganiser: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Shoot = z.infer<typeof shootSchema>;
export const shootListSchema = z.object({ items: z.array(shootSchema) });

export const shootTargetSchema = z.object({
  id: z.string(),
  shooterId: z.string(),
  round: z.number().int(),
  outcome: outcomeSchema,
  direction: directionSchema.nullable(),
  station: z.number().int().nullable(),
  deleted: z.boolean(),
});
export type ShootTarget = z.infer<typeof shootTargetSchema>;

export const shootCorrectionSchema = z.object({
  targetId: z.string(),
  from: z.string(),
  to: z.string(),
  by: z.string(),
  at: z.string(),
  reason: z.string(),
  afterLock: z.boolean(),
});

export const shootCardSchema = z.object({
  shootId: z.string(),
  squadId: z.string(),
  squad: shootSquadSchema,
  rounds: z.number().int(),
  targets: z.array(shootTargetSchema),
  corrections: z.array(shootCorrectionSchema),
  lockedAt: z.string().nullable(),
  isScorer: z.boolean(),
  isOrganiser: z.boolean(),
});
export type ShootCard = z.infer<typeof shootCardSchema>;

export const shootTargetResultSchema = z.object({
  target: shootTargetSchema,
  /** false when this id was stored before (a replay from the offline queue): nothing changed */
  created: z.boolean(),
});

export const leaderboardEntrySchema = z.object({
  rank: z.number().int(),
  shooterId: z.string(),
  name: z.string(),
  userId: z.string().nullable(),
  squad: z.string(),
  /** kills per round, in order (rounds not started: 0) */
  rounds: z.array(z.number().int()),
  total: z.number().int(),
  /** DTL points, null elsewhere */
  points: z.number().int().nullable(),
  targetsShot: z.number().int(),
  /** how a tie with the shooter next to them was decided: count-back, or still tied (a shoot-off decides) */
  tieBreak: z.enum(['count-back', 'shoot-off']).nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const leaderboardGroupSchema = z.object({
  discipline: disciplineSchema,
  category: shootCategorySchema,
  label: z.string(),
  entries: z.array(leaderboardEntrySchema),
});

export const shootLeaderboardSchema = z.object({
  shootId: z.string(),
  title: z.string(),
  status: z.enum(SHOOT_STATUSES),
  /** counted targets stored so far (the bench's lost/duplicated check reads it) */
  targetsScored: z.number().int(),
  /** when it was computed: frames arrive in this order */
  computedAt: z.string(),
  groups: z.array(leaderboardGroupSchema),
});
export type ShootLeaderboard = z.infer<typeof shootLeaderboardSchema>;

export const groupLabel = (discipline: Discipline, category: ShootCategory) =>
  `${DISCIPLINE_RULES[discipline].label} · ${SHOOT_CATEGORY_LABELS[category]}`;

/** NATS core subject of a shoot's live leaderboard frames (published by community, streamed by the bff). */
export const LIVE_SHOOTS_SUBJECT = 'live.shoots';
export const liveShootSubject = (shootId: string) => `${LIVE_SHOOTS_SUBJECT}.${shootId}`;
