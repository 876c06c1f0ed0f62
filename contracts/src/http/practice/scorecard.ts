import { z } from 'zod';
import { disciplineSchema } from '../../practice/disciplines.ts';

/**
 * A session's shareable scorecard: the owner turns on a public link (`/scorecard/<token>`), anyone
 * with it sees the round on the trap layout; turning it off ends the link for good.
 */
export const scorecardTokenSchema = z.string().regex(/^[A-Za-z0-9_-]{22}$/, 'Invalid scorecard link');
export const scorecardParamsSchema = z.object({ token: scorecardTokenSchema });
export const sessionScorecardParamsSchema = z.object({ id: z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id') });

export const scorecardShareSchema = z.object({
  shared: z.boolean(),
  /** the page anyone with the link may open; null when not shared */
  url: z.string().nullable(),
  /** the image of the round on the trap layout (SVG); null when not shared */
  imageUrl: z.string().nullable(),
});
export type ScorecardShare = z.infer<typeof scorecardShareSchema>;

export const publicScorecardSchema = z.object({
  token: z.string(),
  /** the owner, for their public profile (shown only when the profile is public) */
  ownerId: z.string(),
  title: z.string(),
  date: z.string(),
  discipline: disciplineSchema,
  disciplineLabel: z.string(),
  location: z.string().nullable(),
  totalScore: z.number().int(),
  totalTargets: z.number().int(),
  rounds: z.number().int(),
  /** one sentence on where the targets were lost */
  analysis: z.string(),
  imageUrl: z.string(),
});
export type PublicScorecard = z.infer<typeof publicScorecardSchema>;
