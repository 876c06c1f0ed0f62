import { progressionSchema, skillParamsSchema, skillRoadmapSchema, skillViewSchema } from '../http/practice/progression.ts';
import { defineApi } from './define.ts';

/** Skills, XP and level: derived from the member's own sessions and completed challenges. */
export const progressionApi = defineApi({
  getProgression: {
    method: 'get',
    path: '/api/progression',
    summary: 'My XP and level',
    description: 'Total XP (unlocked skills plus completed challenges), level with its SPEC 9 label, and what the next level needs.',
    tags: ['Practice'],
    auth: 'required',
    response: { description: 'My progression', schema: progressionSchema },
  },
  listSkills: {
    method: 'get',
    path: '/api/skills',
    summary: 'The skill roadmap with my progress',
    description: 'Every skill with my XP and level, locked ones with their prerequisites, and what to practise next and why.',
    tags: ['Practice'],
    auth: 'required',
    tier: 'shooters_circle',
    response: { description: 'The roadmap', schema: skillRoadmapSchema },
  },
  getSkill: {
    method: 'get',
    path: '/api/skills/{id}',
    summary: 'One skill with my progress',
    tags: ['Practice'],
    auth: 'required',
    tier: 'shooters_circle',
    request: { params: skillParamsSchema },
    response: { description: 'The skill', schema: skillViewSchema },
    errors: [404],
  },
});
