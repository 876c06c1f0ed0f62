import { z } from 'zod';
import {
  AMERICAN_EVENTS,
  barrelsPerTarget,
  DEFAULT_DISCIPLINE,
  DISCIPLINE_RULES,
  directionSchema,
  disciplineSchema,
  outcomeSchema,
  ROUND_FORMATS,
  targetsPerRound,
} from '../../practice/disciplines.ts';
import { countedShots } from '../../practice/scoring.ts';
import { isoDateOrDateTime } from '../common/bounds.ts';

export const shotSchema = z.object({
  station: z.number().int().min(1).optional(),
  machine: z.number().int().min(1).optional(),
  direction: directionSchema.optional(),
  outcome: outcomeSchema,
});

export const roundSchema = z
  .object({
    format: z.enum(ROUND_FORMATS).optional(),
    event: z.enum(AMERICAN_EVENTS).optional(),
    yardage: z.number().min(16).max(27).optional(),
    shots: z.array(shotSchema).max(120).optional(),
    total: z.number().int().min(0).optional(),
  })
  .refine((r) => (r.shots && r.shots.length > 0) || r.total !== undefined, {
    message: 'A round needs its shots or a total',
  });

export const LIGHT_VALUES = ['bright', 'overcast', 'low', 'artificial'] as const;
export const RAIN_VALUES = ['none', 'light', 'heavy'] as const;
export const WIND_DIRECTIONS = ['N', 'NE', 'E', 'SE', 'S', 'SW', 'W', 'NW'] as const;

export const weatherConditionsSchema = z.object({
  /** km/h */
  windSpeed: z.number().min(0).max(150).nullable().optional(),
  windDirection: z.enum(WIND_DIRECTIONS).nullable().optional(),
  /** degrees Celsius */
  temperature: z.number().min(-40).max(60).nullable().optional(),
  light: z.enum(LIGHT_VALUES).nullable().optional(),
  rain: z.enum(RAIN_VALUES).nullable().optional(),
});
export type WeatherConditions = z.infer<typeof weatherConditionsSchema>;

const sessionFields = {
  /** from 1900 to today in the widest time zone (DATE_WINDOWS.loggedDay) */
  date: isoDateOrDateTime('loggedDay'),
  discipline: disciplineSchema.default(DEFAULT_DISCIPLINE),
  title: z.string().trim().max(120).default(''),
  location: z.string().trim().max(200).nullable().default(null),
  rangeId: z.string().max(64).nullable().default(null),
  notes: z.string().max(5000).default(''),
  targetType: z.string().max(60).nullable().default(null),
  weatherConditions: weatherConditionsSchema.nullable().default(null),
  equipmentIds: z.array(z.string().max(64)).max(20).default([]),
  scores: z.array(roundSchema).min(1, 'A session needs at least one round').max(20),
};

type SessionShape = { discipline: z.infer<typeof disciplineSchema>; scores: z.infer<typeof roundSchema>[] };

/** Rules that depend on the discipline: targets per round, barrels, stations, machines, directions. */
function checkRounds(value: SessionShape, ctx: z.RefinementCtx) {
  const rules = DISCIPLINE_RULES[value.discipline];
  value.scores.forEach((round, r) => {
    const limit = targetsPerRound(value.discipline, round);
    const path = (...rest: (string | number)[]) => ['scores', r, ...rest];
    if (round.total !== undefined && round.total > limit)
      ctx.addIssue({ code: 'custom', path: path('total'), message: `A ${rules.label} round has at most ${limit} targets` });
    if (!round.shots?.length) return;
    const counted = countedShots(round.shots).length;
    if (counted > limit)
      ctx.addIssue({ code: 'custom', path: path('shots'), message: `A ${rules.label} round has ${limit} targets, not ${counted}` });
    const barrels = barrelsPerTarget(value.discipline, round);
    round.shots.forEach((shot, i) => {
      if (shot.outcome === 'second' && barrels < 2)
        ctx.addIssue({
          code: 'custom',
          path: path('shots', i, 'outcome'),
          message: `${rules.label}${round.format === 'final' ? ' finals allow' : ' allows'} one shot per target: no second-barrel kill`,
        });
      if (shot.station !== undefined && shot.station > rules.stations)
        ctx.addIssue({ code: 'custom', path: path('shots', i, 'station'), message: `${rules.label} has ${rules.stations} stations` });
      if (shot.machine !== undefined && (rules.machines === null || shot.machine > rules.machines))
        ctx.addIssue({
          code: 'custom',
          path: path('shots', i, 'machine'),
          message: rules.machines === null ? `${rules.label} has no machine numbers` : `${rules.label} has ${rules.machines} machines`,
        });
      if (shot.direction !== undefined && !rules.hasDirection)
        ctx.addIssue({ code: 'custom', path: path('shots', i, 'direction'), message: `${rules.label} records no direction` });
    });
  });
}

/** POST /api/practice/sessions. `idempotencyKey` makes offline sync safe: the same key twice is one session. */
export const createSessionSchema = z
  .object({ ...sessionFields, idempotencyKey: z.string().min(8).max(100).optional() })
  .superRefine(checkRounds);
export type CreateSessionInput = z.input<typeof createSessionSchema>;
export type CreateSession = z.infer<typeof createSessionSchema>;

/** PUT /api/practice/sessions/{id}: the whole session again (its shots are the truth every number derives from). */
export const updateSessionSchema = z.object(sessionFields).superRefine(checkRounds);
export type UpdateSession = z.infer<typeof updateSessionSchema>;

export const roundScoreSchema = z.object({
  detailed: z.boolean(),
  targets: z.number(),
  kills: z.number(),
  first: z.number(),
  second: z.number(),
  lost: z.number(),
  refused: z.number(),
  noBirds: z.number(),
  points: z.number().nullable(),
  longestRun: z.number(),
});

/** A session as the API returns it: the input plus every derived number. */
export const practiceSessionSchema = z.object({
  id: z.string(),
  userId: z.string(),
  date: z.string(),
  discipline: disciplineSchema,
  title: z.string(),
  location: z.string().nullable(),
  rangeId: z.string().nullable(),
  notes: z.string(),
  feedback: z.string().nullable(),
  targetType: z.string().nullable(),
  weatherConditions: weatherConditionsSchema.nullable(),
  equipmentIds: z.array(z.string()),
  /** the rounds as recorded, each with its computed score */
  scores: z.array(roundSchema.and(z.object({ score: roundScoreSchema }))),
  /** kills over all rounds */
  totalScore: z.number(),
  totalTargets: z.number(),
  /** Down-The-Line points over the rounds scored target by target, written like 25/73; null elsewhere */
  dtlPoints: z.number().nullable(),
  dtlWritten: z.string().nullable(),
  idempotencyKey: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type PracticeSession = z.infer<typeof practiceSessionSchema>;

export const sessionListQuerySchema = z.object({
  discipline: disciplineSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  limit: z.coerce.number().int().min(1).max(500).default(100),
  offset: z.coerce.number().int().min(0).default(0),
});
export const sessionListSchema = z.object({ items: z.array(practiceSessionSchema), total: z.number() });

/** GET /api/practice/sessions/{id}/shot-pattern (SPEC 3.2 shot_patterns, derived from the shots). */
export const shotPatternSchema = z.object({
  sessionId: z.string(),
  date: z.string(),
  title: z.string(),
  discipline: disciplineSchema,
  stationData: z.array(
    z.object({
      station: z.number(),
      targets: z.number(),
      hits: z.number(),
      misses: z.number(),
      byDirection: z.array(z.object({ direction: directionSchema, targets: z.number(), hits: z.number() })),
    }),
  ),
  totalHits: z.number(),
  totalMisses: z.number(),
  analysis: z.string(),
});
