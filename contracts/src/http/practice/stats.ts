import { z } from 'zod';
import { disciplineSchema } from '../../practice/disciplines.ts';
import { tierSchema } from '../../access/tiers.ts';

/** GET /api/practice/stats (and stats.csv, insights): filters; compareFrom/compareTo add a second period. */
export const statsQuerySchema = z.object({
  discipline: disciplineSchema.optional(),
  from: z.iso.date().optional(),
  to: z.iso.date().optional(),
  location: z.string().trim().max(200).optional(),
  compareFrom: z.iso.date().optional(),
  compareTo: z.iso.date().optional(),
});
export type StatsQuery = z.infer<typeof statsQuerySchema>;

const bucket = z.object({ key: z.string(), targets: z.number(), kills: z.number(), rate: z.number().nullable() });
const headline = z.object({
  sessions: z.number(),
  rounds: z.number(),
  averagePerRound: z.number().nullable(),
  hitRate: z.number().nullable(),
  firstBarrelRate: z.number().nullable(),
  longestRun: z.number(),
});

/** The body of GET /api/practice/stats (see computeStats in the practice service, modules/stats/practice-stats.ts, for each number). */
export const practiceStatsSchema = z.object({
  basis: z.object({
    sessions: z.number(),
    rounds: z.number(),
    detailedRounds: z.number(),
    totalOnlyRounds: z.number(),
    detailedTargets: z.number(),
    note: z.string(),
  }),
  targets: z.number(),
  kills: z.number(),
  averagePerRound: z.number().nullable(),
  hitRate: z.number().nullable(),
  best: z.object({
    round: z.object({ sessionId: z.string(), date: z.string(), kills: z.number(), targets: z.number() }).nullable(),
    session: z.object({ sessionId: z.string(), date: z.string(), kills: z.number(), targets: z.number(), rounds: z.number() }).nullable(),
  }),
  trend: z.object({
    bySession: z.array(z.object({ sessionId: z.string(), date: z.string(), rounds: z.number(), averagePerRound: z.number() })),
    byMonth: z.array(z.object({ month: z.string(), sessions: z.number(), rounds: z.number(), averagePerRound: z.number() })),
    slopePerMonth: z.number().nullable(),
  }),
  byStation: z.array(bucket),
  byMachine: z.array(bucket),
  byDirection: z.array(bucket),
  dtl: z.object({ rounds: z.number(), kills: z.number(), points: z.number(), maxPoints: z.number(), written: z.string() }).nullable(),
  barrels: z.object({
    first: z.number(),
    second: z.number(),
    lost: z.number(),
    refused: z.number(),
    noBirds: z.number(),
    firstBarrelRate: z.number().nullable(),
    secondBarrelShare: z.number().nullable(),
  }),
  longestRun: z.number(),
  missesByPosition: z.array(z.object({ position: z.number(), targets: z.number(), misses: z.number(), missRate: z.number().nullable() })),
  comparison: z
    .object({
      a: headline,
      b: headline,
      change: z.object({ averagePerRound: z.number().nullable(), hitRate: z.number().nullable(), firstBarrelRate: z.number().nullable() }),
    })
    .nullable(),
  /** below Shooter's Circle: the stats start at `from` (the last `days` days); null: the full history */
  historyLimit: z.object({ days: z.number(), from: z.string(), fullHistoryTier: tierSchema }).nullable().default(null),
});

const conditionBand = z.object({
  factor: z.enum(['wind', 'temperature', 'light', 'rain']),
  band: z.string(),
  sessions: z.number(),
  rounds: z.number(),
  targets: z.number(),
  kills: z.number(),
  averagePerRound: z.number().nullable(),
  hitRate: z.number().nullable(),
});

/** GET /api/weather/analysis: scores per logged condition band, best and worst (2+ sessions each). */
export const weatherAnalysisSchema = z.object({
  basis: z.object({ sessions: z.number(), withConditions: z.number() }),
  bands: z.array(conditionBand),
  best: conditionBand.nullable(),
  worst: conditionBand.nullable(),
});
