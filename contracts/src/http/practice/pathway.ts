import { z } from 'zod';
import { DEFAULT_DISCIPLINE, disciplineSchema } from '../../practice/disciplines.ts';
import { httpUrl, inDateWindow } from '../common/bounds.ts';
import { objectIdSchema } from '../common/errors.ts';
import { competitionLevelSchema } from './logs.ts';

/**
 * The NRAI pathway: a member's category, the selection rules an admin keeps as data
 * (per season, category and discipline, each with its public source), and where the member stands.
 * The NRAI Shooter ID stays in the auth profile (GET /api/user/profile): one home for it.
 */

/** NRAI competition categories a member shoots in; the rules name one of them. */
export const NRAI_CATEGORIES = ['men', 'women', 'junior_men', 'junior_women', 'veteran'] as const;
export const nraiCategorySchema = z.enum(NRAI_CATEGORIES, { error: 'Choose men, women, junior men, junior women or veteran' });
export type NraiCategory = (typeof NRAI_CATEGORIES)[number];
export const NRAI_CATEGORY_LABELS: Record<NraiCategory, string> = {
  men: 'Men',
  women: 'Women',
  junior_men: 'Junior men',
  junior_women: 'Junior women',
  veteran: 'Veteran',
};

/** A season is a calendar year (1 January to 31 December). */
export const SEASON_RANGE = { min: 2000, max: 2100 } as const;
const seasonMessage = 'Enter the season year (e.g. 2026)';
export const seasonSchema = z
  .number({ error: seasonMessage })
  .int(seasonMessage)
  .min(SEASON_RANGE.min, seasonMessage)
  .max(SEASON_RANGE.max, seasonMessage);

/** Scores are compared out of 125 targets (an Olympic Trap qualification): a score out of 75 is scaled by 125/75. */
export const SCORE_BASIS = 125;
export const SCORE_BASIS_TEXT =
  'Scores are compared out of 125 targets: a score out of another total is scaled to 125 (e.g. 70/75 reads 116.7).';

// ---- the member's pathway profile ------------------------------------------------------------------

export const pathwayProfileInputSchema = z.object({
  /** null clears it */
  category: nraiCategorySchema.nullable(),
});
export type PathwayProfileInput = z.input<typeof pathwayProfileInputSchema>;
export const pathwayProfileSchema = z.object({
  category: nraiCategorySchema.nullable(),
  /** null until the member saves it */
  updatedAt: z.string().nullable(),
});
export type PathwayProfile = z.infer<typeof pathwayProfileSchema>;

// ---- selection rules (admin data) ------------------------------------------------------------------

export const selectionRuleInputSchema = z.object({
  season: seasonSchema,
  category: nraiCategorySchema,
  discipline: disciplineSchema.default(DEFAULT_DISCIPLINE),
  /** how many of the member's best scores of the season count */
  bestN: z
    .number({ error: 'Enter how many best scores count' })
    .int('Enter a whole number')
    .min(1, 'At least 1 score counts')
    .max(20, 'At most 20 scores count'),
  /** the competition levels whose scores count */
  countedLevels: z.array(competitionLevelSchema).min(1, 'Choose at least one level that counts').max(5),
  /** the next step's championship, e.g. "National Shotgun Championship" */
  nextStep: z.string().trim().min(1, 'Name the next championship').max(160, 'At most 160 characters'),
  nextStepDate: z.iso.date('Enter a date').superRefine(inDateWindow('event', 'The championship date')).nullable().default(null),
  /** minimum qualifying score (MQS) for the next step, out of 125 targets */
  qualifyingScore: z
    .number({ error: 'Enter the minimum qualifying score' })
    .min(0, 'At least 0')
    .max(SCORE_BASIS, `At most ${SCORE_BASIS} (out of 125 targets)`),
  /** where the values come from, e.g. the NRAI circular's title */
  source: z.string().trim().min(1, 'Say where these values come from').max(300, 'At most 300 characters'),
  sourceUrl: httpUrl('Source link', { max: 2000, message: 'Enter a web address (https://…)' }).nullable().default(null),
  /** an admin checked the values against the source */
  verified: z.boolean().default(false),
  notes: z.string().trim().max(1000, 'At most 1000 characters').default(''),
});
export type SelectionRuleInput = z.input<typeof selectionRuleInputSchema>;
export type SelectionRuleFields = z.infer<typeof selectionRuleInputSchema>;
export const selectionRuleSchema = z.object({
  id: z.string(),
  season: z.number(),
  category: nraiCategorySchema,
  discipline: disciplineSchema,
  bestN: z.number(),
  countedLevels: z.array(competitionLevelSchema),
  nextStep: z.string(),
  nextStepDate: z.string().nullable(),
  qualifyingScore: z.number(),
  source: z.string(),
  sourceUrl: z.string().nullable(),
  verified: z.boolean(),
  notes: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type SelectionRule = z.infer<typeof selectionRuleSchema>;
export const selectionRuleListQuerySchema = z.object({
  season: z.coerce
    .number({ error: seasonMessage })
    .int(seasonMessage)
    .min(SEASON_RANGE.min, seasonMessage)
    .max(SEASON_RANGE.max, seasonMessage)
    .optional(),
});
export const selectionRuleListSchema = z.object({ items: z.array(selectionRuleSchema) });
export const selectionRuleParamsSchema = z.object({ id: objectIdSchema });

// ---- standing ----------------------------------------------------------------------------------------

export const standingQuerySchema = z.object({
  /** default: this season (the current year in IST) */
  season: z.coerce
    .number({ error: seasonMessage })
    .int(seasonMessage)
    .min(SEASON_RANGE.min, seasonMessage)
    .max(SEASON_RANGE.max, seasonMessage)
    .optional(),
  discipline: disciplineSchema.default(DEFAULT_DISCIPLINE),
});
export type StandingQuery = z.input<typeof standingQuerySchema>;

export const standingCompetitionSchema = z.object({
  id: z.string(),
  date: z.string(),
  name: z.string(),
  location: z.string().nullable(),
  discipline: disciplineSchema,
  level: competitionLevelSchema.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  placing: z.number().nullable(),
  /** the score out of 125 targets; null without a score or its "out of" */
  normalisedScore: z.number().nullable(),
  /** its level and discipline count under the rule and it has a score */
  eligible: z.boolean(),
  /** one of the best N that make the selection average */
  counted: z.boolean(),
  /** why it does not count, in words (no score, not out of what, a level the rule leaves out) */
  note: z.string().nullable(),
});
export type StandingCompetition = z.infer<typeof standingCompetitionSchema>;

export const selectionStandingSchema = z.object({
  bestN: z.number(),
  /** eligible scores so far (all of them, not only the best N) */
  eligibleCount: z.number(),
  /** scores in the average: min(bestN, eligibleCount) */
  countedCount: z.number(),
  /** how many more scores count toward the average before the best N is full */
  remaining: z.number(),
  /** mean of the best N eligible normalised scores, 2 decimals; null without any */
  average: z.number().nullable(),
  qualifyingScore: z.number(),
  /** average minus MQS (positive: above it); null without an average */
  gap: z.number().nullable(),
});
export type SelectionStanding = z.infer<typeof selectionStandingSchema>;

export const standingSchema = z.object({
  season: z.number(),
  /** seasons to pick from: this one, those with competitions of the member, those with rules */
  seasons: z.array(z.number()),
  discipline: disciplineSchema,
  category: nraiCategorySchema.nullable(),
  basis: z.string(),
  /** the member's competitions of the season (every discipline), oldest first */
  competitions: z.array(standingCompetitionSchema),
  /** mean of every scored competition of the discipline in the season, out of 125; null without any */
  seasonAverage: z.number().nullable(),
  /** the rule for the member's category, season and discipline; null when none */
  rule: selectionRuleSchema.nullable(),
  /** null without a category or a rule (then `missing` says which) */
  selection: selectionStandingSchema.nullable(),
  /** what is missing for a full standing, in words */
  missing: z.array(z.string()),
});
export type Standing = z.infer<typeof standingSchema>;
