import { challengesApi, progressionApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';

/**
 * The member's challenges, achievements and skills: one definition each for the screens that read
 * them (the board, the achievements, the roadmap and the dashboard's cards) and for what a prefetched
 * link to them warms (SPEC 9, declared in the remote's routes).
 */
export const challengesQuery = queryOptions(challengesApi.listChallenges);
export const achievementsQuery = queryOptions(challengesApi.listAchievements);
export const skillRoadmapQuery = queryOptions(progressionApi.listSkills);
