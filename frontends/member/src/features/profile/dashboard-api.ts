import { useQuery } from '@tanstack/react-query';
import type { ResponseOf, communityApi, practiceApi, progressionApi, squadsApi } from '@trap/contracts/api/index';
import { api } from '@trap/ui';
import { achievementsQuery, challengesQuery } from '../../shared/progress/progress-api.ts';

type Sessions = ResponseOf<typeof practiceApi.listSessions>;
type Relationships = ResponseOf<typeof communityApi.listRelationships>;
type SquadOverview = ResponseOf<typeof squadsApi.listSquads>;
type Progression = ResponseOf<typeof progressionApi.getProgression>;

type Signal = { signal: AbortSignal };

// The dashboard's reads: its cards use them, and those every tier may make are what a prefetched
// link to /profile warms (SPEC 9, declared in the remote's routes).

/** The three newest sessions (one small page of the history). */
export const recentSessionsQuery = {
  queryKey: ['/api/practice/sessions', 'recent'],
  queryFn: ({ signal }: Signal) => api.get<Sessions>('/api/practice/sessions?limit=3', { signal }),
};
/** Accepted friends (the count), and the requests waiting for an answer. */
export const friendsQuery = {
  queryKey: ['/api/relationships', 'friend'],
  queryFn: ({ signal }: Signal) => api.get<Relationships>('/api/relationships?type=friend', { signal }),
};
export const squadsQuery = {
  queryKey: ['/api/squads'],
  queryFn: ({ signal }: Signal) => api.get<SquadOverview>('/api/squads', { signal }),
};
/** XP and level (the progression module of practice). */
export const progressionQuery = {
  queryKey: ['/api/progression'],
  queryFn: ({ signal }: Signal) => api.get<Progression>('/api/progression', { signal }),
};

export const useRecentSessions = () => useQuery(recentSessionsQuery);
export const useFriends = () => useQuery(friendsQuery);
export const useSquads = () => useQuery(squadsQuery);
export const useProgression = () => useQuery(progressionQuery);
export const useChallenges = () => useQuery(challengesQuery);
export const useAchievements = () => useQuery(achievementsQuery);
