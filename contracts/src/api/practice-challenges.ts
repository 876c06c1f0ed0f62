import {
  achievementListSchema,
  challengeBoardSchema,
  challengeInputSchema,
  challengeParamsSchema,
  challengePatchSchema,
  challengeSchema,
  challengeWithProgressSchema,
} from '../http/practice/challenges.ts';
import { defineApi, gateTier } from './define.ts';

/** Challenges and achievements: progress derived from the member's own sessions. */
export const challengesApi = defineApi({
  listChallenges: {
    method: 'get',
    path: '/api/challenges',
    summary: 'The challenge board with my progress',
    description: 'Active challenges with my progress (current count, what is left, completion date), and my completed ones.',
    tags: ['Practice'],
    auth: 'required',
    response: { description: 'The board', schema: challengeBoardSchema },
  },
  getChallenge: {
    method: 'get',
    path: '/api/challenges/{id}',
    summary: 'One challenge with my progress',
    tags: ['Practice'],
    auth: 'required',
    request: { params: challengeParamsSchema },
    response: { description: 'The challenge', schema: challengeWithProgressSchema },
    errors: [404],
  },
  createChallenge: {
    method: 'post',
    path: '/api/challenges',
    summary: 'Add a challenge',
    description: 'Needs content.manage (admins). Active at once; members progress from their sessions in its window.',
    tags: ['Practice'],
    auth: 'required',
    capability: 'content.manage',
    request: { body: challengeInputSchema },
    response: { status: 201, description: 'The challenge', schema: challengeSchema },
  },
  updateChallenge: {
    method: 'patch',
    path: '/api/challenges/{id}',
    summary: 'Retire a challenge, bring it back, or edit its texts and reward',
    description: 'Needs content.manage (admins). A retired challenge leaves the board; completions stay with their XP.',
    tags: ['Practice'],
    auth: 'required',
    capability: 'content.manage',
    request: { params: challengeParamsSchema, body: challengePatchSchema },
    response: { description: 'The challenge', schema: challengeSchema },
    errors: [404],
  },
  listAchievements: {
    method: 'get',
    path: '/api/achievements',
    summary: 'My achievements, earned and locked',
    description: 'Earned ones with their date, newest first; locked ones with what is left.',
    tags: ['Practice'],
    auth: 'required',
    response: { description: 'My achievements', schema: achievementListSchema },
  },
});

/** Shooter's Circle: challenges and achievements (tier-features `challenges`). */
gateTier('shooters_circle', challengesApi);
