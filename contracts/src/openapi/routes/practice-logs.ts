import type { z } from 'zod';
import { idParamsSchema } from '../../http/common/errors.ts';
import {
  competitionInputSchema,
  competitionSchema,
  fitnessEntryInputSchema,
  fitnessEntrySchema,
  journalEntryInputSchema,
  journalEntrySchema,
  journalListQuerySchema,
  logListQuerySchema,
  logPageSchema,
  mentalAssessmentInputSchema,
  mentalAssessmentSchema,
  nutritionEntryInputSchema,
  nutritionEntrySchema,
  wellbeingEffectsQuerySchema,
  wellbeingEffectsSchema,
} from '../../http/practice/logs.ts';
import { defineRoutes, type ApiRoute } from '../registry.ts';

/** The five CRUD endpoints of one kind of a member's own records (another member's record is 404). */
export function ownedCrud(opts: {
  path: string;
  /** 'competition': "Log a competition", "One of my competitions" */
  what: string;
  plural: string;
  input: z.ZodType;
  output: z.ZodType;
  listQuery?: z.ZodType;
  tag?: string;
  /** the create summary, "Log a <what>" by default */
  create?: string;
  /** how the list is ordered and paged */
  listDescription?: string;
}): ApiRoute[] {
  const { path, what, plural, input, output } = opts;
  const base = { tags: [opts.tag ?? 'Practice logs'], auth: 'required' as const };
  return [
    {
      ...base,
      method: 'post',
      path,
      summary: opts.create ?? `Log a ${what}`,
      request: { body: input },
      response: { status: 201, description: `The stored ${what}`, schema: output },
    },
    {
      ...base,
      method: 'get',
      path,
      summary: `My ${plural}${opts.listDescription ? '' : ', newest first'}`,
      description: opts.listDescription ?? 'from/to are inclusive calendar days; limit/offset page through the list.',
      request: { query: opts.listQuery ?? logListQuerySchema },
      response: { description: 'A page and the total', schema: logPageSchema(output) },
    },
    {
      ...base,
      method: 'get',
      path: `${path}/{id}`,
      summary: `One of my ${plural}`,
      request: { params: idParamsSchema },
      response: { description: `The ${what}`, schema: output },
      errors: [404],
    },
    {
      ...base,
      method: 'put',
      path: `${path}/{id}`,
      summary: `Edit a ${what}`,
      description: `The whole ${what} again. Another member's ${what} is 404.`,
      request: { params: idParamsSchema, body: input },
      response: { description: `The ${what} after the edit`, schema: output },
      errors: [404],
    },
    {
      ...base,
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Delete a ${what}`,
      request: { params: idParamsSchema },
      response: { status: 204, description: 'Deleted' },
      errors: [404],
    },
  ];
}

const logCrud = (path: string, what: string, plural: string, input: z.ZodType, output: z.ZodType, listQuery?: z.ZodType) =>
  ownedCrud({ path, what, plural, input, output, listQuery });

/** Competitions, mental assessments, nutrition, fitness and journal entries, and their effects beside performance. */
export const practiceLogRoutes = defineRoutes([
  ...logCrud('/api/competitions', 'competition', 'competitions', competitionInputSchema, competitionSchema),
  ...logCrud(
    '/api/practice/mental-assessments',
    'mental assessment',
    'mental assessments',
    mentalAssessmentInputSchema,
    mentalAssessmentSchema,
  ),
  ...logCrud('/api/practice/nutrition-entries', 'nutrition entry', 'nutrition entries', nutritionEntryInputSchema, nutritionEntrySchema),
  ...logCrud('/api/practice/fitness-entries', 'fitness entry', 'fitness entries', fitnessEntryInputSchema, fitnessEntrySchema),
  ...logCrud(
    '/api/journal/entries',
    'journal entry',
    'journal entries',
    journalEntryInputSchema,
    journalEntrySchema,
    journalListQuerySchema,
  ),
  {
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
]);
