import { useQuery } from '@tanstack/react-query';
import { communityApi, practiceApi, progressionApi, squadsApi } from '@trap/contracts/api/route-paths';
import { queryOptions } from '@trap/ui';
import { achievementsQuery, challengesQuery } from '../../shared/progress/progress-api.ts';

// The dashboard's reads: its cards use them, and those every tier may make are what a prefetched
// link to /profile warms (SPEC 9, declared in the remote's routes).

/** The three newest sessions (one small page of the history). */
export const recentSessionsQuery = queryOptions(practiceApi.listSessions, { query: { limit: 3 } });
/** Accepted friends (the count), and the requests waiting for an answer. */
export const friendsQuery = queryOptions(communityApi.listRelationships, { query: { type: 'friend' } });
const squadsQuery = queryOptions(squadsApi.listSquads);
/** XP and level (the progression module of practice). */
export const progressionQuery = queryOptions(progressionApi.getProgression);

export const useRecentSessions = () => useQuery(recentSessionsQuery);
export const useFriends = () => useQuery(friendsQuery);
export const useSquads = () => useQuery(squadsQuery);
export const useProgression = () => useQuery(progressionQuery);
export const useChallenges = () => useQuery(challengesQuery);
export const useAchievements = () => useQuery(achievementsQuery);
