import { z } from 'zod';
import { disciplineSchema } from '../../practice/disciplines.ts';
import { GOAL_METRIC_LABELS, GOAL_METRICS, GOAL_TARGET_RANGE } from '../../practice/goals.ts';
import { techniqueAnalysisSchema } from './coach.ts';
import { shotPatternSchema } from './sessions.ts';
import { inDateWindow } from '../common/bounds.ts';

/* Technique insights, shot patterns and training goals (Technique Insights, Training Progress). */

/** POST /api/practice/technique-analysis: analyse the member's most recent sessions and store the result. */
export const techniqueAnalysisRequestSchema = z.object({
  lastSessions: z
    .number({ error: 'Sessions must be a number' })
    .int('Sessions must be a whole number')
    .min(3, 'Analyse at least 3 sessions')
    .max(500, 'Analyse at most 500 sessions')
    .default(30),
  discipline: disciplineSchema.nullable().default(null),
});
export type TechniqueAnalysisRequest = z.infer<typeof techniqueAnalysisRequestSchema>;

/** A stored analysis: the technique_analysis record plus what it covered and the score before it. */
export const techniqueAnalysisRecordSchema = techniqueAnalysisSchema.extend({
  scope: z.object({
    lastSessions: z.number(),
    discipline: disciplineSchema.nullable(),
    /** sessions the analysis rests on, and their first and last dates */
    sessions: z.number(),
    from: z.string().nullable(),
    to: z.string().nullable(),
  }),
  /** overall score of the member's previous analysis, for the change */
  previousScore: z.number().nullable(),
});
export type TechniqueAnalysisRecord = z.infer<typeof techniqueAnalysisRecordSchema>;

export const techniqueAnalysisListQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(100).default(20),
  offset: z.coerce.number().int().min(0).default(0),
});
export const techniqueAnalysisListSchema = z.object({ items: z.array(techniqueAnalysisRecordSchema), total: z.number() });

/** GET /api/practice/shot-patterns/{sessionId}: the stored shot_patterns record of a session. */
export const shotPatternRecordSchema = shotPatternSchema.extend({
  id: z.string(),
  userId: z.string(),
  /** when the pattern was derived; it is derived again whenever the session changes */
  computedAt: z.string(),
});
export type ShotPatternRecord = z.infer<typeof shotPatternRecordSchema>;

const goalMetricSchema = z.enum(GOAL_METRICS, { error: 'Choose what the goal measures' });

/** POST /api/practice/goals and PUT /api/practice/goals/{id} (the whole goal again). */
export const goalInputSchema = z
  .object({
    title: z.string().trim().max(120, 'Title must be at most 120 characters').default(''),
    metric: goalMetricSchema,
    target: z.number({ error: 'Target must be a number' }),
    discipline: disciplineSchema.nullable().default(null),
    /** from today in the widest time zone to 5 years ahead (DATE_WINDOWS.goalDeadline) */
    deadline: z.iso.date({ error: 'Deadline must be a date (YYYY-MM-DD)' }).superRefine(inDateWindow('goalDeadline')),
  })
  .superRefine((g, ctx) => {
    const range = GOAL_TARGET_RANGE[g.metric];
    if (g.target < range.min || g.target > range.max)
      ctx.addIssue({
        code: 'custom',
        path: ['target'],
        message: `${GOAL_METRIC_LABELS[g.metric]}: the target must be between ${range.min} and ${range.max}`,
      });
    if (g.metric === 'sessions-per-month' && !Number.isInteger(g.target))
      ctx.addIssue({ code: 'custom', path: ['target'], message: 'Sessions must be a whole number' });
  });
export type GoalInput = z.infer<typeof goalInputSchema>;
export type GoalInputRaw = z.input<typeof goalInputSchema>;

export const goalProgressSchema = z.object({
  current: z.number().nullable(),
  percent: z.number(),
  status: z.enum(['achieved', 'in-progress', 'missed', 'no-data']),
  sessions: z.number(),
  daysLeft: z.number(),
  windowFrom: z.string(),
  windowTo: z.string(),
});

export const goalSchema = z.object({
  id: z.string(),
  userId: z.string(),
  title: z.string(),
  metric: goalMetricSchema,
  target: z.number(),
  discipline: disciplineSchema.nullable(),
  deadline: z.string(),
  /** the metric in the 30 days before the goal was set */
  baseline: z.number().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  progress: goalProgressSchema,
});
export type TrainingGoal = z.infer<typeof goalSchema>;
export const goalListSchema = z.object({ items: z.array(goalSchema) });
