import { useQuery } from '@tanstack/react-query';
import { call, formatDate, queryOptions, routeKey, useAuth, type Language, type RouteInput, type RouteResponse } from '@trap/ui';
import { practiceApi, trainingApi } from '@trap/contracts/api/route-paths';
import { NO_FILTERS, statsQuery } from '../stats/stats-api.ts';
import { AI_COACH_MESSAGES, type GoalInputRaw } from '@trap/contracts';

/** The member's technique analyses, shot patterns, goals, weather analysis and the AI coach (practice service). */
const ANALYSES_INPUT = { query: { limit: 20 } };
export const ANALYSES_KEY = routeKey(trainingApi.listTechniqueAnalyses, ANALYSES_INPUT);
export const GOALS_KEY = routeKey(trainingApi.listGoals);

export const listAnalyses = (signal?: AbortSignal) => call(trainingApi.listTechniqueAnalyses, ANALYSES_INPUT, { signal });
export const runAnalysis = (body: { lastSessions: number }) => call(trainingApi.analyseTechnique, { body });
/** The live insights over every session (used until the member has run an analysis). */
export const currentInsights = (signal?: AbortSignal) => call(practiceApi.getInsights, undefined, { signal });

export const shotPatternOf = (sessionId: string, signal?: AbortSignal) =>
  call(trainingApi.getShotPatternRecord, { params: { sessionId } }, { signal });

const listGoals = (signal?: AbortSignal) => call(trainingApi.listGoals, undefined, { signal });
export const goalsQuery = { queryKey: GOALS_KEY, queryFn: ({ signal }: { signal: AbortSignal }) => listGoals(signal) };
export const createGoal = (body: GoalInputRaw) => call(trainingApi.createGoal, { body });
export const updateGoal = (id: string, body: GoalInputRaw) => call(trainingApi.updateGoal, { params: { id }, body });
export const deleteGoal = (id: string) => call(trainingApi.deleteGoal, { params: { id } });

export type WeatherAnalysisBody = RouteResponse<typeof practiceApi.getWeatherAnalysis>;
/** the page's discipline choice (the server checks it) */
type WeatherDiscipline = NonNullable<RouteInput<typeof practiceApi.getWeatherAnalysis>['query']>['discipline'];
const weatherInput = (discipline: string) => ({ query: { discipline: (discipline || undefined) as WeatherDiscipline } });
export const weatherQuery = (discipline: string) => queryOptions(practiceApi.getWeatherAnalysis, weatherInput(discipline));

type CoachKind = 'feedback' | 'trends' | 'tips';
const COACH_ROUTES = {
  feedback: practiceApi.getCoachFeedback,
  trends: practiceApi.getCoachTrends,
  tips: practiceApi.getCoachEquipmentTips,
} as const;
const COACH_FIELDS: Record<CoachKind, 'feedback' | 'analysis' | 'tips'> = { feedback: 'feedback', trends: 'analysis', tips: 'tips' };
const coachInput = (kind: CoachKind, sessionId?: string) => (kind === 'feedback' ? { params: { sessionId: sessionId ?? '' } } : {});

/**
 * The AI coach as SPEC 8.4 describes it: without a user the error is the logged-out message and
 * nothing is asked; on failure the error is the failure's message (or the SPEC default) and the
 * text is the "Unable to ..." message; an empty answer is the "No ... available." message.
 */
export function useCoach(kind: CoachKind, sessionId?: string) {
  const { user } = useAuth();
  const enabled = !!user && (kind !== 'feedback' || !!sessionId);
  const q = useQuery({
    queryKey: routeKey(COACH_ROUTES[kind] as typeof practiceApi.getCoachFeedback, coachInput(kind, sessionId) as { params: { sessionId: string } }),
    queryFn: async ({ signal }) => {
      const body = (await call(COACH_ROUTES[kind] as typeof practiceApi.getCoachFeedback, coachInput(kind, sessionId) as { params: { sessionId: string } }, {
        signal,
      })) as Record<string, string | undefined>;
      return body[COACH_FIELDS[kind]]?.trim() || AI_COACH_MESSAGES.empty[kind];
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
/** A calendar day (YYYY-MM-DD…) on India's clock (midday there: the same day): 31 Jan 2027 / 31 जन॰ 2027. */
export const dateText = (iso: string, language: Language = 'en') => formatDate(`${iso.slice(0, 10)}T12:00:00+05:30`, language);

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
