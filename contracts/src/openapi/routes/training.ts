import { z } from 'zod';
import { objectIdSchema } from '../../http/common/errors.ts';
import {
  goalInputSchema,
  goalListSchema,
  goalSchema,
  shotPatternRecordSchema,
  techniqueAnalysisListQuerySchema,
  techniqueAnalysisListSchema,
  techniqueAnalysisRecordSchema,
  techniqueAnalysisRequestSchema,
} from '../../http/practice/training.ts';
import { defineRoutes } from '../registry.ts';

const idParams = z.object({ id: objectIdSchema });

/** The practice service's training endpoints: stored technique analyses, shot patterns, goals. */
export const trainingRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/practice/technique-analysis',
    summary: 'Analyse my technique now',
    description:
      'Computes the technique insights over the member’s most recent sessions (weakest station and direction, second-barrel dependency, late-round fatigue, consistency, wind) and stores them as a new technique_analysis record.',
    tags: ['Practice'],
    auth: 'required',
    request: { body: techniqueAnalysisRequestSchema },
    response: { status: 201, description: 'The stored analysis', schema: techniqueAnalysisRecordSchema },
  },
  {
    method: 'get',
    path: '/api/practice/technique-analysis',
    summary: 'My technique analyses, newest first',
    tags: ['Practice'],
    auth: 'required',
    request: { query: techniqueAnalysisListQuerySchema },
    response: { description: 'A page of analyses and the total', schema: techniqueAnalysisListSchema },
  },
  {
    method: 'get',
    path: '/api/practice/technique-analysis/{id}',
    summary: 'One of my technique analyses',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { description: 'The analysis', schema: techniqueAnalysisRecordSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/practice/shot-patterns/{sessionId}',
    summary: 'Stored shot pattern of a session',
    description:
      'The shot_patterns record (station data, hits, misses, analysis), derived from the session’s shots and derived again after an edit.',
    tags: ['Practice'],
    auth: 'required',
    request: { params: z.object({ sessionId: objectIdSchema }) },
    response: { description: 'The shot pattern', schema: shotPatternRecordSchema },
    errors: [404],
  },
  {
    method: 'post',
    path: '/api/practice/goals',
    summary: 'Set a training goal',
    tags: ['Practice'],
    auth: 'required',
    request: { body: goalInputSchema },
    response: { status: 201, description: 'The goal with its progress', schema: goalSchema },
  },
  {
    method: 'get',
    path: '/api/practice/goals',
    summary: 'My training goals with their progress',
    description: 'Progress is measured over the 30 days up to today (or up to the deadline once it has passed).',
    tags: ['Practice'],
    auth: 'required',
    response: { description: 'Goals, nearest deadline first', schema: goalListSchema },
  },
  {
    method: 'get',
    path: '/api/practice/goals/{id}',
    summary: 'One of my goals',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { description: 'The goal', schema: goalSchema },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/practice/goals/{id}',
    summary: 'Change a goal',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams, body: goalInputSchema },
    response: { description: 'The goal after the change', schema: goalSchema },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/practice/goals/{id}',
    summary: 'Delete a goal',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { status: 204, description: 'Deleted' },
    errors: [404],
  },
]);
