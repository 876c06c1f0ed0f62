import {
  competitionInputSchema,
  competitionSchema,
  fitnessEntryInputSchema,
  fitnessEntrySchema,
  journalEntryInputSchema,
  journalEntrySchema,
  journalListQuerySchema,
  logListQuerySchema,
  mentalAssessmentInputSchema,
  mentalAssessmentSchema,
  nutritionEntryInputSchema,
  nutritionEntrySchema,
  wellbeingEffectsQuerySchema,
  wellbeingEffectsSchema,
} from '../http/practice/logs.ts';
import { defineApi } from './define.ts';
import { ownedCrud } from './owned-crud.ts';

/** Competitions, mental assessments, nutrition, fitness and journal entries, and their effects beside performance. */
export const practiceLogsApi = defineApi({
  competitions: ownedCrud({
    path: '/api/competitions',
    what: 'competition',
    plural: 'competitions',
    input: competitionInputSchema,
    output: competitionSchema,
    listQuery: logListQuerySchema,
  }),
  mentalAssessments: ownedCrud({
    path: '/api/practice/mental-assessments',
    what: 'mental assessment',
    plural: 'mental assessments',
    input: mentalAssessmentInputSchema,
    output: mentalAssessmentSchema,
    listQuery: logListQuerySchema,
  }),
  nutritionEntries: ownedCrud({
    path: '/api/practice/nutrition-entries',
    what: 'nutrition entry',
    plural: 'nutrition entries',
    input: nutritionEntryInputSchema,
    output: nutritionEntrySchema,
    listQuery: logListQuerySchema,
  }),
  fitnessEntries: ownedCrud({
    path: '/api/practice/fitness-entries',
    what: 'fitness entry',
    plural: 'fitness entries',
    input: fitnessEntryInputSchema,
    output: fitnessEntrySchema,
    listQuery: logListQuerySchema,
  }),
  journalEntries: ownedCrud({
    path: '/api/journal/entries',
    what: 'journal entry',
    plural: 'journal entries',
    input: journalEntryInputSchema,
    output: journalEntrySchema,
    listQuery: journalListQuerySchema,
  }),
  wellbeingEffects: {
    method: 'get',
    path: '/api/practice/wellbeing-effects',
    summary: 'Wellbeing beside performance',
    description:
      'Hit rate of the sessions with higher against lower stress and confidence (mental assessments), after a training day against a rest day (fitness), with 2.5 L of water or more against less (nutrition); each side cites its sessions, and a side with fewer than 3 is not called a finding.',
    tags: ['Practice logs'],
    auth: 'required',
    request: { query: wellbeingEffectsQuerySchema },
    response: { description: 'The effects and the competitions of the period', schema: wellbeingEffectsSchema },
  },
});
