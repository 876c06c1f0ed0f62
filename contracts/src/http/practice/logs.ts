import { z } from 'zod';
import { objectIdSchema } from '../common/errors.ts';
import { DEFAULT_DISCIPLINE, disciplineSchema } from '../../practice/disciplines.ts';
import { httpUrl, isoDateOrDateTime } from '../common/bounds.ts';

/**
 * A member's own logs beside their practice (SPEC 3.2): competitions, mental assessments, nutrition
 * entries, fitness entries and journal entries. POST and PUT take the whole entry; every list is
 * newest first with a date range and paging; another member's entry answers 404.
 */

/** Today plus the widest time zone offset: an entry made "today" anywhere is never in the future. */
const latestAllowed = () => Date.now() + 14 * 3600_000;

/** A calendar day (YYYY-MM-DD) or a date-time with its offset, from 1900 to today anywhere (DATE_WINDOWS.loggedDay). */
const pastDate = isoDateOrDateTime('loggedDay');
export const isFutureDate = (d: string) => Date.parse(d) > latestAllowed();

const notes = z.string().max(5000).default('');
/** A link to one of the member's own practice sessions (checked by the service). */
const sessionLink = objectIdSchema.nullable().default(null);
const optionalNumber = (min: number, max: number, unit: string) =>
  z.number({ error: 'Enter a number' }).min(min, `At least ${min}${unit}`).max(max, `At most ${max}${unit}`).nullable().default(null);

/** GET lists: newest first; from/to are inclusive calendar days. */
export const logListQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    limit: z.coerce.number().int().min(1).max(200).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date is before the start date' });
export type LogListQuery = z.infer<typeof logListQuerySchema>;

export const journalListQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    tag: z.string().trim().min(1).max(40).optional(),
    /** words in the title or the text, any case */
    q: z.string().trim().min(1).max(100).optional(),
    limit: z.coerce.number().int().min(1).max(200).default(20),
    offset: z.coerce.number().int().min(0).default(0),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date is before the start date' });
export type JournalListQuery = z.infer<typeof journalListQuerySchema>;

/** What every stored log adds to its input. */
const stored = {
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

// ---- competitions: userId, name, date, location, score, placing, notes --------------------------

/** How far up the ladder a competition is (the season record the NRAI pathway reads). */
export const COMPETITION_LEVELS = ['club', 'state', 'zonal', 'national', 'international'] as const;
export const competitionLevelSchema = z.enum(COMPETITION_LEVELS, { error: 'Choose club, state, zonal, national or international' });
export type CompetitionLevel = (typeof COMPETITION_LEVELS)[number];
export const COMPETITION_LEVEL_LABELS: Record<CompetitionLevel, string> = {
  club: 'Club',
  state: 'State',
  zonal: 'Zonal',
  national: 'National',
  international: 'International',
};

export const competitionInputSchema = z
  .object({
    name: z.string().trim().min(1, 'Enter the competition name').max(160),
    /** a future date is an upcoming competition: it has no score or placing yet */
    date: isoDateOrDateTime('competition', 'The date'),
    location: z.string().trim().max(200).nullable().default(null),
    discipline: disciplineSchema.default(DEFAULT_DISCIPLINE),
    /** club unless the member says otherwise */
    level: competitionLevelSchema.default('club'),
    score: optionalNumber(0, 1000, ''),
    /** the most the score could be (125 for an Olympic Trap qualification), so it reads as 118/125 */
    maxScore: optionalNumber(1, 1000, ''),
    placing: z
      .number({ error: 'Enter a number' })
      .int('Enter a whole number')
      .min(1, 'A placing starts at 1')
      .max(10000)
      .nullable()
      .default(null),
    notes,
  })
  .superRefine((c, ctx) => {
    if (c.score !== null && c.maxScore !== null && c.score > c.maxScore)
      ctx.addIssue({ code: 'custom', path: ['score'], message: `The score cannot be more than ${c.maxScore}` });
    if (isFutureDate(c.date) && (c.score !== null || c.placing !== null))
      ctx.addIssue({ code: 'custom', path: ['date'], message: 'A competition in the future has no score or placing yet' });
  });
export type CompetitionInput = z.input<typeof competitionInputSchema>;
export type CompetitionFields = z.infer<typeof competitionInputSchema>;
export const competitionSchema = z.object({
  ...stored,
  name: z.string(),
  location: z.string().nullable(),
  discipline: disciplineSchema,
  /** null on an entry stored before levels existed */
  level: competitionLevelSchema.nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  placing: z.number().nullable(),
  notes: z.string(),
});
export type Competition = z.infer<typeof competitionSchema>;

// ---- mental_assessments --------------------------------------------------------------------------

/** Confidence, focus, stress and anxiety are rated 1 (lowest) to 10 (highest). */
export const MENTAL_SCALE = { min: 1, max: 10 } as const;
const level = (label: string) =>
  z
    .number({ error: `Rate your ${label} from 1 to 10` })
    .int(`Rate your ${label} from 1 to 10`)
    .min(MENTAL_SCALE.min, `Rate your ${label} from 1 to 10`)
    .max(MENTAL_SCALE.max, `Rate your ${label} from 1 to 10`);

export const mentalAssessmentInputSchema = z.object({
  date: pastDate,
  confidenceLevel: level('confidence'),
  focusLevel: level('focus'),
  stressLevel: level('stress'),
  anxietyLevel: level('anxiety'),
  moodDescription: z.string().trim().max(500).default(''),
  preSessionNotes: notes,
  postSessionNotes: notes,
  sessionId: sessionLink,
  isPreSession: z.boolean().default(true),
});
export type MentalAssessmentInput = z.input<typeof mentalAssessmentInputSchema>;
export type MentalAssessmentFields = z.infer<typeof mentalAssessmentInputSchema>;
export const mentalAssessmentSchema = z.object({
  ...stored,
  confidenceLevel: z.number(),
  focusLevel: z.number(),
  stressLevel: z.number(),
  anxietyLevel: z.number(),
  moodDescription: z.string(),
  preSessionNotes: z.string(),
  postSessionNotes: z.string(),
  sessionId: z.string().nullable(),
  isPreSession: z.boolean(),
});
export type MentalAssessment = z.infer<typeof mentalAssessmentSchema>;

// ---- nutrition_entries ---------------------------------------------------------------------------

export const MEAL_TYPES = ['breakfast', 'lunch', 'dinner', 'snack', 'pre-shoot', 'drinks'] as const;
export const MEAL_TYPE_LABELS: Record<(typeof MEAL_TYPES)[number], string> = {
  breakfast: 'Breakfast',
  lunch: 'Lunch',
  dinner: 'Dinner',
  snack: 'Snack',
  'pre-shoot': 'Before shooting',
  drinks: 'Drinks only',
};

export const nutritionEntryInputSchema = z.object({
  date: pastDate,
  mealType: z.enum(MEAL_TYPES, { error: 'Choose a meal' }),
  foodItems: z.array(z.string().trim().min(1).max(80)).max(30).default([]),
  /** kcal */
  calories: optionalNumber(0, 10000, ' kcal'),
  /** grams */
  protein: optionalNumber(0, 1000, ' g'),
  carbs: optionalNumber(0, 2000, ' g'),
  fats: optionalNumber(0, 1000, ' g'),
  /** litres of water (and other drinks) with this entry */
  hydration: optionalNumber(0, 15, ' L'),
  notes,
  sessionId: sessionLink,
  isCompetitionDay: z.boolean().default(false),
});
export type NutritionEntryInput = z.input<typeof nutritionEntryInputSchema>;
export type NutritionEntryFields = z.infer<typeof nutritionEntryInputSchema>;
export const nutritionEntrySchema = z.object({
  ...stored,
  mealType: z.enum(MEAL_TYPES),
  foodItems: z.array(z.string()),
  calories: z.number().nullable(),
  protein: z.number().nullable(),
  carbs: z.number().nullable(),
  fats: z.number().nullable(),
  hydration: z.number().nullable(),
  notes: z.string(),
  sessionId: z.string().nullable(),
  isCompetitionDay: z.boolean(),
});
export type NutritionEntry = z.infer<typeof nutritionEntrySchema>;

// ---- fitness_entries -----------------------------------------------------------------------------

export const FITNESS_INTENSITIES = ['low', 'moderate', 'high'] as const;
/** Suggestions for the activity; any text up to 60 characters is accepted. */
export const FITNESS_ACTIVITIES = [
  'Running',
  'Strength training',
  'Yoga',
  'Cycling',
  'Swimming',
  'Walking',
  'Balance and core',
  'Stretching',
] as const;

export const fitnessEntryInputSchema = z.object({
  date: pastDate,
  activityType: z.string().trim().min(1, 'Enter the activity').max(60),
  /** minutes */
  duration: z
    .number({ error: 'Enter the minutes' })
    .int('Enter whole minutes')
    .min(1, 'At least 1 minute')
    .max(1440, 'At most 1440 minutes'),
  intensity: z.enum(FITNESS_INTENSITIES, { error: 'Choose low, moderate or high' }).default('moderate'),
  caloriesBurned: optionalNumber(0, 10000, ' kcal'),
  notes,
  /** how the member felt it affected their shooting, in their words */
  impactOnShooting: z.string().trim().max(500).default(''),
});
export type FitnessEntryInput = z.input<typeof fitnessEntryInputSchema>;
export type FitnessEntryFields = z.infer<typeof fitnessEntryInputSchema>;
export const fitnessEntrySchema = z.object({
  ...stored,
  activityType: z.string(),
  duration: z.number(),
  intensity: z.enum(FITNESS_INTENSITIES),
  caloriesBurned: z.number().nullable(),
  notes: z.string(),
  impactOnShooting: z.string(),
});
export type FitnessEntry = z.infer<typeof fitnessEntrySchema>;

// ---- journal_entries -----------------------------------------------------------------------------

export const journalEntryInputSchema = z.object({
  title: z.string().trim().min(1, 'Give the entry a title').max(160, 'At most 160 characters'),
  content: z.string().trim().min(1, 'Write something in the entry').max(20000, 'At most 20,000 characters'),
  date: pastDate,
  tags: z.array(z.string().trim().toLowerCase().min(1).max(40, 'A tag has at most 40 characters')).max(20, 'At most 20 tags').default([]),
  audioNoteUrl: httpUrl('Audio note', { max: 2000, message: 'Enter a web address (https://…)' }).nullable().default(null),
  transcribedText: z.string().max(20000).default(''),
  /** private by default (SPEC 3.2): only the owner reads it */
  isPrivate: z.boolean().default(true),
  sessionId: sessionLink,
  equipmentIds: z.array(z.string().max(64)).max(20).default([]),
});
export type JournalEntryInput = z.input<typeof journalEntryInputSchema>;
export type JournalEntryFields = z.infer<typeof journalEntryInputSchema>;
export const journalEntrySchema = z.object({
  ...stored,
  title: z.string(),
  content: z.string(),
  tags: z.array(z.string()),
  audioNoteUrl: z.string().nullable(),
  transcribedText: z.string(),
  isPrivate: z.boolean(),
  sessionId: z.string().nullable(),
  equipmentIds: z.array(z.string()),
});
export type JournalEntry = z.infer<typeof journalEntrySchema>;

export const logPageSchema = <T extends z.ZodType>(item: T) => z.object({ items: z.array(item), total: z.number() });
export interface LogPage<T> {
  items: T[];
  total: number;
}

// ---- wellbeing effects beside performance ----------------------------------------------------------

export const wellbeingEffectsQuerySchema = z
  .object({
    from: z.iso.date().optional(),
    to: z.iso.date().optional(),
    discipline: disciplineSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { path: ['to'], message: 'The end date is before the start date' });
export type WellbeingEffectsQuery = z.infer<typeof wellbeingEffectsQuerySchema>;

/** Practice sessions on one side of a comparison, and what they scored. */
export const effectGroupSchema = z.object({
  label: z.string(),
  sessions: z.number(),
  rounds: z.number(),
  targets: z.number(),
  kills: z.number(),
  /** kills over targets, 0–1; null without targets */
  hitRate: z.number().nullable(),
  averagePerRound: z.number().nullable(),
});
export type EffectGroup = z.infer<typeof effectGroupSchema>;

export const EFFECT_IDS = ['stress', 'confidence', 'training', 'hydration'] as const;
export const wellbeingEffectSchema = z.object({
  id: z.enum(EFFECT_IDS),
  /** which log it comes from */
  source: z.enum(['mental', 'fitness', 'nutrition']),
  title: z.string(),
  /** how sessions are split, in words */
  rule: z.string(),
  a: effectGroupSchema,
  b: effectGroupSchema,
  /** b's hit rate minus a's, in percentage points; null when a side has no sessions */
  difference: z.number().nullable(),
  /** both sides have at least MIN_SESSIONS_PER_SIDE sessions */
  enoughData: z.boolean(),
  /** one sentence that cites the numbers */
  finding: z.string(),
});
export type WellbeingEffect = z.infer<typeof wellbeingEffectSchema>;

export const wellbeingEffectsSchema = z.object({
  basis: z.object({ sessions: z.number(), mentalAssessments: z.number(), fitnessEntries: z.number(), nutritionEntries: z.number() }),
  effects: z.array(wellbeingEffectSchema),
  /** competitions in the period beside the practice hit rate of the same period */
  competitions: z.object({
    count: z.number(),
    /** average of score / maxScore over competitions that have both, 0–1 */
    averageRate: z.number().nullable(),
    practiceHitRate: z.number().nullable(),
  }),
});
export type WellbeingEffects = z.infer<typeof wellbeingEffectsSchema>;
