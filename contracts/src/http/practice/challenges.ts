import { z } from 'zod';

/**
 * Challenges and achievements (SPEC 3.2 challenges, challenge_progress, achievements).
 * Progress is derived from the member's live sessions (practice events), never counted from events.
 */
export const CHALLENGE_TYPES = ['sessions_in_period', 'straight', 'first_barrel_rate', 'station_mastery', 'season_targets'] as const;
export type ChallengeType = (typeof CHALLENGE_TYPES)[number];

/** What requiredCount means for each type (shown on the board). */
export const CHALLENGE_TYPE_LABELS: Record<ChallengeType, string> = {
  sessions_in_period: 'Sessions in a period',
  straight: 'Straight of N',
  first_barrel_rate: 'First-barrel rate over a round',
  station_mastery: 'Station mastery',
  season_targets: 'Season total',
};

const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'Use the date format YYYY-MM-DD');

const challengeFields = {
  name: z.string().trim().min(3, 'Name must be at least 3 characters').max(80, 'Name must be at most 80 characters'),
  description: z.string().trim().min(1, 'Description is required').max(500, 'Description must be at most 500 characters'),
  type: z.enum(CHALLENGE_TYPES, { message: `Type must be one of ${CHALLENGE_TYPES.join(', ')}` }),
  /** sessions (sessions_in_period), targets in a row (straight), percent (first_barrel_rate), targets broken (station_mastery, season_targets) */
  requiredCount: z.number().int('Required count must be a whole number').min(1, 'Required count must be at least 1').max(100_000),
  /** the skill the challenge trains (skills of the roadmap), or null */
  skillId: z.string().trim().max(60).nullable().default(null),
  xpReward: z.number().int('XP reward must be a whole number').min(0, 'XP reward cannot be negative').max(10_000),
  iconUrl: z.string().trim().max(500).nullable().default(null),
  /** sessions_in_period: the span (days) the sessions must fall in */
  periodDays: z.number().int().min(1).max(366).nullable().default(null),
  /** station_mastery: the station (1..5) */
  station: z.number().int().min(1).max(8).nullable().default(null),
  /** window of sessions that count (inclusive); null = open */
  startsOn: isoDate.nullable().default(null),
  endsOn: isoDate.nullable().default(null),
};

export const challengeInputSchema = z
  .object(challengeFields)
  .refine((c) => c.type !== 'sessions_in_period' || c.periodDays !== null, { message: 'Period (days) is required for this type', path: ['periodDays'] })
  .refine((c) => c.type !== 'station_mastery' || c.station !== null, { message: 'Station is required for this type', path: ['station'] })
  .refine((c) => c.type !== 'first_barrel_rate' || c.requiredCount <= 100, { message: 'A rate is at most 100 (%)', path: ['requiredCount'] })
  .refine((c) => !c.startsOn || !c.endsOn || c.startsOn <= c.endsOn, { message: 'The end cannot be before the start', path: ['endsOn'] });
export type ChallengeInput = z.infer<typeof challengeInputSchema>;

/** Admin PATCH: retire (isActive false) or bring back, and edit the texts and reward. */
export const challengePatchSchema = z
  .object({
    name: challengeFields.name.optional(),
    description: challengeFields.description.optional(),
    xpReward: challengeFields.xpReward.optional(),
    iconUrl: z.string().trim().max(500).nullable().optional(),
    isActive: z.boolean().optional(),
  })
  .refine((p) => Object.keys(p).length > 0, { message: 'Nothing to change' });
export type ChallengePatch = z.infer<typeof challengePatchSchema>;

export const challengeParamsSchema = z.object({ id: z.string().min(1).max(60) });

export const challengeSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  type: z.enum(CHALLENGE_TYPES),
  requiredCount: z.number().int(),
  skillId: z.string().nullable(),
  xpReward: z.number().int(),
  iconUrl: z.string().nullable(),
  periodDays: z.number().int().nullable(),
  station: z.number().int().nullable(),
  startsOn: z.string().nullable(),
  endsOn: z.string().nullable(),
  isActive: z.boolean(),
});
export type Challenge = z.infer<typeof challengeSchema>;

/** A challenge with the caller's challenge_progress. */
export const challengeWithProgressSchema = challengeSchema.extend({
  currentCount: z.number().int(),
  isCompleted: z.boolean(),
  completedAt: z.string().nullable(),
  /** what is left: requiredCount - currentCount, 0 when done */
  remaining: z.number().int(),
});
export type ChallengeWithProgress = z.infer<typeof challengeWithProgressSchema>;

export const challengeBoardSchema = z.object({
  /** active challenges (and completed ones of the caller even if retired since), running first */
  items: z.array(challengeWithProgressSchema),
  completed: z.number().int(),
  xpEarned: z.number().int(),
});
export type ChallengeBoard = z.infer<typeof challengeBoardSchema>;

export const ACHIEVEMENT_TYPES = ['sessions', 'targets', 'straight', 'stations', 'weekly_streak', 'first_barrel'] as const;
export type AchievementType = (typeof ACHIEVEMENT_TYPES)[number];

export const achievementSchema = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  type: z.enum(ACHIEVEMENT_TYPES),
  threshold: z.number().int(),
  icon: z.string(),
  /** progress toward the threshold (capped at it) */
  current: z.number().int(),
  remaining: z.number().int(),
  /** what is left, in words ('3 more sessions'); null once earned */
  left: z.string().nullable(),
  unlockedAt: z.string().nullable(),
});
export type Achievement = z.infer<typeof achievementSchema>;

export const achievementListSchema = z.object({
  earned: z.array(achievementSchema),
  locked: z.array(achievementSchema),
});
export type AchievementList = z.infer<typeof achievementListSchema>;
