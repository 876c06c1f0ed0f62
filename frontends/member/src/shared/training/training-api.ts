import { useQuery } from '@tanstack/react-query';
import { api, useAuth } from '@trap/ui';
import { NO_FILTERS, statsQuery } from '../stats/stats-api.ts';
import {
  AI_COACH_MESSAGES,
  type GoalInputRaw,
  type ShotPatternRecord,
  type TechniqueAnalysis,
  type TechniqueAnalysisRecord,
  type TrainingGoal,
  type weatherAnalysisSchema,
} from '@trap/contracts';
import type { z } from 'zod';

/** The member's technique analyses, shot patterns, goals, weather analysis and the AI coach (practice service). */
export const ANALYSES_KEY = ['/api/practice/technique-analysis'] as const;
export const GOALS_KEY = ['/api/practice/goals'] as const;

export const listAnalyses = (signal?: AbortSignal) =>
  api.get<{ items: TechniqueAnalysisRecord[]; total: number }>('/api/practice/technique-analysis?limit=20', { signal });
export const runAnalysis = (body: { lastSessions: number }) => api.post<TechniqueAnalysisRecord>('/api/practice/technique-analysis', body);
/** The live insights over every session (used until the member has run an analysis). */
export const currentInsights = (signal?: AbortSignal) => api.get<TechniqueAnalysis>('/api/practice/insights', { signal });

export const shotPatternOf = (sessionId: string, signal?: AbortSignal) =>
  api.get<ShotPatternRecord>(`/api/practice/shot-patterns/${encodeURIComponent(sessionId)}`, { signal });

export const listGoals = (signal?: AbortSignal) => api.get<{ items: TrainingGoal[] }>('/api/practice/goals', { signal });
export const goalsQuery = { queryKey: GOALS_KEY, queryFn: ({ signal }: { signal: AbortSignal }) => listGoals(signal) };
export const createGoal = (body: GoalInputRaw) => api.post<TrainingGoal>('/api/practice/goals', body);
export const updateGoal = (id: string, body: GoalInputRaw) => api.put<TrainingGoal>(`/api/practice/goals/${encodeURIComponent(id)}`, body);
export const deleteGoal = (id: string) => api.delete(`/api/practice/goals/${encodeURIComponent(id)}`);

export type WeatherAnalysisBody = z.infer<typeof weatherAnalysisSchema>;
export const fetchWeather = (discipline: string, signal?: AbortSignal) =>
  api.get<WeatherAnalysisBody>(`/api/weather/analysis${discipline ? `?discipline=${encodeURIComponent(discipline)}` : ''}`, { signal });

type CoachKind = 'feedback' | 'trends' | 'tips';
const COACH: Record<CoachKind, { path: (id?: string) => string; field: 'feedback' | 'analysis' | 'tips' }> = {
  feedback: { path: (id) => `/api/ai-coach/feedback/${encodeURIComponent(id ?? '')}`, field: 'feedback' },
  trends: { path: () => '/api/ai-coach/trends', field: 'analysis' },
  tips: { path: () => '/api/ai-coach/equipment-tips', field: 'tips' },
};

/**
 * The AI coach as SPEC 8.4 describes it: without a user the error is the logged-out message and
 * nothing is asked; on failure the error is the failure's message (or the SPEC default) and the
 * text is the "Unable to ..." message; an empty answer is the "No ... available." message.
 */
export function useCoach(kind: CoachKind, sessionId?: string) {
  const { user } = useAuth();
  const enabled = !!user && (kind !== 'feedback' || !!sessionId);
  const q = useQuery({
    queryKey: ['/api/ai-coach', kind, sessionId ?? null],
    queryFn: async ({ signal }) => {
      const body = await api.get<Record<string, string | undefined>>(COACH[kind].path(sessionId), { signal });
      return body[COACH[kind].field]?.trim() || AI_COACH_MESSAGES.empty[kind];
    },
    enabled,
  });
  const refetch = () => void q.refetch();
  if (!user) return { text: '', error: AI_COACH_MESSAGES.loggedOut[kind], isPending: false, refetch };
  // SPEC 4.8: a loading flag while a request runs; the error is cleared when a request starts
  if (q.isFetching) return { text: '', error: null, isPending: true, refetch };
  if (q.isError)
    return { text: AI_COACH_MESSAGES.unable[kind], error: q.error.message || AI_COACH_MESSAGES.failure[kind], isPending: false, refetch };
  return { text: q.data ?? '', error: null, isPending: false, refetch };
}

export { pct } from '../stats/stats-api.ts';
export const dateText = (iso: string) =>
  new Date(`${iso.slice(0, 10)}T12:00:00`).toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' });

/** My Stats over every session: shared by the training screens (one request, one cache entry). */
export const useAllStats = () => useQuery(statsQuery(NO_FILTERS));

/**
 * The member's latest sessions, newest first, from the statistics rows (small and fast) rather than
 * the full sessions with their shots.
 */
export function useRecentSessions(n: number) {
  const stats = useAllStats();
  return { ...stats, data: stats.data ? [...stats.data.trend.bySession].reverse().slice(0, n) : undefined };
}
export const sessionSummary = (s: { averagePerRound: number; rounds: number }) =>
  `${s.averagePerRound} per round over ${s.rounds} round${s.rounds === 1 ? '' : 's'}`;
