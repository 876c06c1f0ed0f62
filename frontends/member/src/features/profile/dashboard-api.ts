import { useQuery } from '@tanstack/react-query';
import type { ResponseOf, challengesApi, communityApi, practiceApi, progressionApi, squadsApi } from '@trap/contracts/api/index';
import { api } from '@trap/ui';

type Sessions = ResponseOf<typeof practiceApi.listSessions>;
type Relationships = ResponseOf<typeof communityApi.listRelationships>;
type SquadOverview = ResponseOf<typeof squadsApi.listSquads>;
type Progression = ResponseOf<typeof progressionApi.getProgression>;
type ChallengeBoard = ResponseOf<typeof challengesApi.listChallenges>;
type Achievements = ResponseOf<typeof challengesApi.listAchievements>;

/** The three newest sessions (one small page of the history). */
export const useRecentSessions = () =>
  useQuery({
    queryKey: ['/api/practice/sessions', 'recent'],
    queryFn: ({ signal }) => api.get<Sessions>('/api/practice/sessions?limit=3', { signal }),
  });

/** Accepted friends (the count), and the requests waiting for an answer. */
export const useFriends = () =>
  useQuery({
    queryKey: ['/api/relationships', 'friend'],
    queryFn: ({ signal }) => api.get<Relationships>('/api/relationships?type=friend', { signal }),
  });

export const useSquads = () =>
  useQuery({ queryKey: ['/api/squads'], queryFn: ({ signal }) => api.get<SquadOverview>('/api/squads', { signal }) });

/** XP and level (the progression module of practice). */
export const useProgression = () =>
  useQuery({ queryKey: ['/api/progression'], queryFn: ({ signal }) => api.get<Progression>('/api/progression', { signal }) });

export const useChallenges = () =>
  useQuery({ queryKey: ['/api/challenges'], queryFn: ({ signal }) => api.get<ChallengeBoard>('/api/challenges', { signal }) });

export const useAchievements = () =>
  useQuery({ queryKey: ['/api/achievements'], queryFn: ({ signal }) => api.get<Achievements>('/api/achievements', { signal }) });
