import { z } from 'zod';
import { defineEvent } from './define.ts';
import { disciplineSchema } from '../practice/disciplines.ts';

// `practice.session.logged` is declared in notification-sources.ts (the notifications work needed it
// first); the practice service publishes that one with maxScore = targets shot at.

export const practiceSessionUpdated = defineEvent({
  subject: 'practice.session.updated',
  version: 1,
  description: 'A member edited a practice session; carries its new numbers.',
  schema: z.object({
    sessionId: z.string(),
    userId: z.string(),
    title: z.string(),
    date: z.string(),
    discipline: disciplineSchema,
    rounds: z.number().int(),
    totalScore: z.number().int(),
    maxScore: z.number().int(),
    /** Down-The-Line points where the discipline scores them */
    dtlPoints: z.number().int().nullable(),
    location: z.string().nullable(),
  }),
});

export const practiceSessionDeleted = defineEvent({
  subject: 'practice.session.deleted',
  version: 1,
  description: 'A member deleted a practice session.',
  schema: z.object({ sessionId: z.string(), userId: z.string() }),
});
