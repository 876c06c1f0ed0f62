import type { AchievementList, ChallengeBoard, SkillRoadmap } from '@trap/contracts';
import { api } from '@trap/ui';

/**
 * The member's challenges, achievements and skills: one definition each for the screens that read
 * them (the board, the achievements, the roadmap and the dashboard's cards) and for what a prefetched
 * link to them warms (SPEC 9, declared in the remote's routes).
 */
type Signal = { signal: AbortSignal };

export const challengesQuery = {
  queryKey: ['/api/challenges'],
  queryFn: ({ signal }: Signal) => api.get<ChallengeBoard>('/api/challenges', { signal }),
};
export const achievementsQuery = {
  queryKey: ['/api/achievements'],
  queryFn: ({ signal }: Signal) => api.get<AchievementList>('/api/achievements', { signal }),
};
export const skillRoadmapQuery = {
  queryKey: ['/api/skills'],
  queryFn: ({ signal }: Signal) => api.get<SkillRoadmap>('/api/skills', { signal }),
};
