import { z } from 'zod';

/** A finding with the numbers it rests on. */
export const insightSchema = z.object({
  kind: z.enum(['station', 'direction', 'second-barrel', 'fatigue', 'consistency', 'wind', 'trend']),
  text: z.string(),
  evidence: z.record(z.string(), z.union([z.number(), z.string(), z.null()])),
});
export type Insight = z.infer<typeof insightSchema>;

/** GET /api/practice/insights: a technique_analysis record (SPEC 3.2) computed from the shots. */
export const techniqueAnalysisSchema = z.object({
  id: z.string(),
  userId: z.string(),
  sessionId: z.string().nullable(),
  analysis: z.string(),
  strengths: z.array(z.string()),
  weaknesses: z.array(z.string()),
  recommendations: z.array(z.string()),
  /** 0..100: hit rate over the rounds it rests on */
  overallScore: z.number().nullable(),
  findings: z.array(insightSchema),
  basis: z.string(),
  createdAt: z.string(),
});
export type TechniqueAnalysis = z.infer<typeof techniqueAnalysisSchema>;

/** SPEC 3.1 / 8.4: the AI coach answers one text each. */
export const coachFeedbackSchema = z.object({ feedback: z.string() });
export const coachTrendsSchema = z.object({ analysis: z.string() });
export const coachTipsSchema = z.object({ tips: z.string() });

/** SPEC 8.4, verbatim. */
export const AI_COACH_MESSAGES = {
  loggedOut: {
    feedback: 'User must be logged in to get coaching feedback',
    trends: 'User must be logged in to get trend analysis',
    tips: 'User must be logged in to get equipment tips',
  },
  failure: {
    feedback: 'Failed to fetch coaching feedback',
    trends: 'Failed to fetch trend analysis',
    tips: 'Failed to fetch technique tips',
  },
  unable: {
    feedback: 'Unable to generate feedback at this time.',
    trends: 'Unable to analyze trends at this time.',
    tips: 'Unable to generate technique tips at this time.',
  },
  empty: {
    feedback: 'No feedback available.',
    trends: 'No trend analysis available.',
    tips: 'No technique tips available.',
  },
} as const;
