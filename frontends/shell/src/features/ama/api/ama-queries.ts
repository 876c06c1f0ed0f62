import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { amaRoomApi, contentApi } from '@trap/contracts/api/route-paths';
import { call, invalidateRoute, queryOptions, routeKey, useAuth, type RouteResponse } from '@trap/ui';

/** Past sessions per page of /ama. */
export const PAST_PAGE_SIZE = 6;

export const useLiveAmas = () => useQuery(queryOptions(contentApi.liveAmas));
export const useUpcomingAmas = () => useQuery(queryOptions(contentApi.upcomingAmas));

/** One page of completed sessions (one extra asked for, to know whether there is a next page). */
export function usePastAmas(page: number) {
  return useQuery({
    ...queryOptions(contentApi.pastAmas, { query: { limit: PAST_PAGE_SIZE + 1, offset: (page - 1) * PAST_PAGE_SIZE } }),
    select: (amas) => ({ amas: amas.slice(0, PAST_PAGE_SIZE), hasNext: amas.length > PAST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The AMA page's first read (also what a prefetched link to it warms). */
export const amaQuery = (id: string) => queryOptions(contentApi.amas.get, { params: { id } });
export const useAma = (id: string) => useQuery(amaQuery(id));

/** The logged-in member's reminders, keyed by member so another login never sees them. */
const remindersKey = (userId: string | undefined) => routeKey(contentApi.listAmaReminders, undefined, [userId ?? 'anonymous']);

export function useAmaReminders() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions(contentApi.listAmaReminders, undefined, [user?.id ?? 'anonymous']),
    enabled: !!user,
  });
}

/** Sets (`remind: true`) or removes a reminder; the member's list is updated from the answer at once. */
export function useToggleReminder(amaId: string) {
  const { user } = useAuth();
  const client = useQueryClient();
  const key = remindersKey(user?.id);
  return useMutation({
    mutationFn: async (remind: boolean) => {
      if (remind) return call(contentApi.setAmaReminder, { params: { id: amaId } });
      await call(contentApi.removeAmaReminder, { params: { id: amaId } });
      return null;
    },
    onSuccess: (reminder) => {
      client.setQueryData<RouteResponse<typeof contentApi.listAmaReminders>>(key, (list = []) =>
        reminder ? [reminder, ...list.filter((r) => r.amaId !== amaId)] : list.filter((r) => r.amaId !== amaId),
      );
    },
  });
}

// ---- the live AMA room's question queue ------------------------------------------------------------

/** How often an open room asks for the queue again (votes and answers arrive from other members). */
export const QUESTIONS_REFRESH_MS = 10_000;

/** The queue, with the caller's own marks, kept fresh while the session is live. */
export function useAmaQuestions(amaId: string, live: boolean) {
  const { user, isLoading } = useAuth();
  return useQuery({
    ...queryOptions(amaRoomApi.listAmaQuestions, { params: { id: amaId } }, [user?.id ?? 'anonymous']),
    enabled: !isLoading,
    staleTime: 0,
    refetchInterval: live ? QUESTIONS_REFRESH_MS : false,
  });
}

/** Ask, upvote, mark answered or remove; the queue is read again afterwards. */
export function useQuestionActions(amaId: string) {
  const client = useQueryClient();
  const refresh = () => invalidateRoute(client, amaRoomApi.listAmaQuestions, { id: amaId });
  const ask = useMutation({
    mutationFn: (text: string) => call(amaRoomApi.askAmaQuestion, { params: { id: amaId }, body: { text } }),
    onSuccess: refresh,
  });
  const upvote = useMutation({
    mutationFn: (questionId: string) => call(amaRoomApi.upvoteAmaQuestion, { params: { id: amaId, questionId } }),
    onSettled: refresh,
  });
  const answer = useMutation({
    mutationFn: (questionId: string) => call(amaRoomApi.answerAmaQuestion, { params: { id: amaId, questionId } }),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (questionId: string) => call(amaRoomApi.removeAmaQuestion, { params: { id: amaId, questionId } }),
    onSettled: refresh,
  });
  return { ask, upvote, answer, remove };
}
