import { z } from 'zod';
import { objectIdSchema } from '../../http/common/errors.ts';
import {
  createSessionSchema,
  practiceSessionSchema,
  sessionListQuerySchema,
  sessionListSchema,
  shotPatternSchema,
  updateSessionSchema,
} from '../../http/practice/sessions.ts';
import { practiceStatsSchema, statsQuerySchema, weatherAnalysisSchema } from '../../http/practice/stats.ts';
import { coachFeedbackSchema, coachTipsSchema, coachTrendsSchema, techniqueAnalysisSchema } from '../../http/practice/coach.ts';
import { defineRoutes } from '../registry.ts';

const idParams = z.object({ id: objectIdSchema });

/** The practice service: sessions and scoring, statistics, technique insights and the AI coach. */
export const practiceRoutes = defineRoutes([
  {
    method: 'post',
    path: '/api/practice/sessions',
    summary: 'Log a practice session',
    description:
      "Rounds target by target (or as a total only); every score derives from the shots. The same idempotencyKey again answers 200 with the stored session (offline sync), a new one 201. equipmentIds must be the member's own equipment items (400 on equipmentIds otherwise).",
    tags: ['Practice'],
    auth: 'required',
    request: { body: createSessionSchema },
    response: { status: 201, description: 'The stored session with its derived numbers', schema: practiceSessionSchema },
  },
  {
    method: 'get',
    path: '/api/practice/sessions',
    summary: 'My practice sessions, newest first',
    tags: ['Practice'],
    auth: 'required',
    request: { query: sessionListQuerySchema },
    response: { description: 'A page of sessions and the total', schema: sessionListSchema },
  },
  {
    method: 'get',
    path: '/api/practice/sessions/{id}',
    summary: 'One of my practice sessions',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { description: 'The session', schema: practiceSessionSchema },
    errors: [404],
  },
  {
    method: 'put',
    path: '/api/practice/sessions/{id}',
    summary: 'Edit a practice session',
    description:
      "The whole session again; the numbers are derived anew. Another member's session is 403. equipmentIds must be the member's own items or already on the session.",
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams, body: updateSessionSchema },
    response: { description: 'The session after the edit', schema: practiceSessionSchema },
    errors: [404],
  },
  {
    method: 'delete',
    path: '/api/practice/sessions/{id}',
    summary: 'Delete a practice session',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { status: 204, description: 'Deleted' },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/practice/stats',
    summary: 'My Stats',
    description:
      'Average, best, trend, hit rates per station/machine/direction, DTL points, barrels, longest run, misses by position, optional comparison with a second period; `basis` says which rounds each number rests on.',
    tags: ['Practice'],
    auth: 'required',
    request: { query: statsQuerySchema },
    response: { description: 'The statistics', schema: practiceStatsSchema },
  },
  {
    method: 'get',
    path: '/api/practice/stats.csv',
    summary: 'My Stats as CSV (one line per session)',
    tags: ['Practice'],
    auth: 'required',
    request: { query: statsQuerySchema },
    response: { description: 'text/csv' },
  },
  {
    method: 'get',
    path: '/api/practice/insights',
    summary: 'Technique insights',
    description:
      'Weakest stations and directions, second-barrel dependency, late-round fatigue, consistency and wind, computed from the shots and stored as the technique_analysis record.',
    tags: ['Practice'],
    auth: 'required',
    request: { query: statsQuerySchema },
    response: { description: 'The technique analysis', schema: techniqueAnalysisSchema },
  },
  {
    method: 'get',
    path: '/api/ai-coach/feedback/{sessionId}',
    summary: 'AI coach feedback on a session',
    description:
      "Cites the session's numbers; 'No feedback available.' when there is nothing to say; 401 'User must be logged in to get coaching feedback'.",
    tags: ['AI coach'],
    auth: 'required',
    request: { params: z.object({ sessionId: objectIdSchema }) },
    response: { description: 'feedback text', schema: coachFeedbackSchema },
    errors: [404],
  },
  {
    method: 'get',
    path: '/api/ai-coach/trends',
    summary: 'AI coach trend analysis',
    description: "'No trend analysis available.' under two sessions; 401 'User must be logged in to get trend analysis'.",
    tags: ['AI coach'],
    auth: 'required',
    response: { description: 'analysis text', schema: coachTrendsSchema },
  },
  {
    method: 'get',
    path: '/api/ai-coach/equipment-tips',
    summary: 'AI coach technique and equipment tips',
    description: "'No technique tips available.' without data; 401 'User must be logged in to get equipment tips'.",
    tags: ['AI coach'],
    auth: 'required',
    response: { description: 'tips text (one tip per line)', schema: coachTipsSchema },
  },
  {
    method: 'get',
    path: '/api/weather/analysis',
    summary: 'Weather analysis',
    description: 'Scores per logged wind, temperature, light and rain band, with the best and worst condition (two sessions or more each).',
    tags: ['Practice'],
    auth: 'required',
    request: { query: statsQuerySchema },
    response: { description: 'Scores by condition', schema: weatherAnalysisSchema },
  },
  {
    method: 'get',
    path: '/api/practice/sessions/{id}/shot-pattern',
    summary: 'Shot pattern of a session',
    description: 'Hits and misses per station and direction for the trap-layout visual, derived from the shots.',
    tags: ['Practice'],
    auth: 'required',
    request: { params: idParams },
    response: { description: 'The shot pattern', schema: shotPatternSchema },
    errors: [404],
  },
]);
