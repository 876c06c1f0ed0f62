import { z } from 'zod';
import { defineEvent } from './define.ts';
import { disciplineSchema } from '../practice/disciplines.ts';

/**
 * Competition results, for achievements, challenges and notifications that follow. The other logs
 * (mental, nutrition, fitness, journal) publish nothing: they are personal, and nothing else needs them yet.
 */
const competitionPayload = z.object({
  competitionId: z.string(),
  userId: z.string(),
  name: z.string(),
  date: z.string(),
  discipline: disciplineSchema,
  location: z.string().nullable(),
  score: z.number().nullable(),
  maxScore: z.number().nullable(),
  placing: z.number().int().nullable(),
});

export const practiceCompetitionLogged = defineEvent({
  subject: 'practice.competition.logged',
  version: 1,
  description: 'A member logged a competition (a result, or an upcoming one without a score).',
  schema: competitionPayload,
});

export const practiceCompetitionUpdated = defineEvent({
  subject: 'practice.competition.updated',
  version: 1,
  description: 'A member edited a competition; carries its new values.',
  schema: competitionPayload,
});

export const practiceCompetitionDeleted = defineEvent({
  subject: 'practice.competition.deleted',
  version: 1,
  description: 'A member deleted a competition.',
  schema: z.object({ competitionId: z.string(), userId: z.string() }),
});
