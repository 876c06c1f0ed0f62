import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Ama, AmaQuestion, AmaQuestionList, AmaReminder } from '@trap/contracts';
import { api, useAuth } from '@trap/ui';

/** Past sessions per page of /ama. */
export const PAST_PAGE_SIZE = 6;

export const useLiveAmas = () => useQuery<Ama[]>({ queryKey: ['/api/amas/live'] });
export const useUpcomingAmas = () => useQuery<Ama[]>({ queryKey: ['/api/amas/upcoming'] });

/** One page of completed sessions (one extra asked for, to know whether there is a next page). */
export function usePastAmas(page: number) {
  return useQuery({
    queryKey: [`/api/amas/past?limit=${PAST_PAGE_SIZE + 1}&offset=${(page - 1) * PAST_PAGE_SIZE}`],
    select: (amas: Ama[]) => ({ amas: amas.slice(0, PAST_PAGE_SIZE), hasNext: amas.length > PAST_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

/** The AMA page's first read (also what a prefetched link to it warms). */
export const amaQuery = (id: string) => ({ queryKey: ['/api/amas', id] });
export const useAma = (id: string) => useQuery<Ama>(amaQuery(id));

/** The logged-in member's reminders, keyed by member so another login never sees them. */
const remindersKey = (userId: string | undefined) => ['ama-reminders', userId ?? 'anonymous'];

export function useAmaReminders() {
  const { user } = useAuth();
  return useQuery({
    queryKey: remindersKey(user?.id),
    queryFn: ({ signal }) => api.get<AmaReminder[]>('/api/amas/reminders', { signal }),
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
      if (remind) return api.post<AmaReminder>(`/api/amas/${amaId}/reminder`);
      await api.delete(`/api/amas/${amaId}/reminder`);
      return null;
    },
    onSuccess: (reminder) => {
      client.setQueryData<AmaReminder[]>(key, (list = []) =>
        reminder ? [reminder, ...list.filter((r) => r.amaId !== amaId)] : list.filter((r) => r.amaId !== amaId),
      );
    },
  });
}

// ---- the live AMA room's question queue ------------------------------------------------------------

/** How often an open room asks for the queue again (votes and answers arrive from other members). */
export const QUESTIONS_REFRESH_MS = 10_000;

const questionsKey = (amaId: string, userId: string | undefined) => ['ama-questions', amaId, userId ?? 'anonymous'];

/** The queue, with the caller's own marks, kept fresh while the session is live. */
export function useAmaQuestions(amaId: string, live: boolean) {
  const { user, isLoading } = useAuth();
  return useQuery({
    queryKey: questionsKey(amaId, user?.id),
    queryFn: ({ signal }) => api.get<AmaQuestionList>(`/api/amas/${amaId}/questions`, { signal }),
    enabled: !isLoading,
    staleTime: 0,
    refetchInterval: live ? QUESTIONS_REFRESH_MS : false,
  });
}

/** Ask, upvote, mark answered or remove; the queue is read again afterwards. */
export function useQuestionActions(amaId: string) {
  const { user } = useAuth();
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: questionsKey(amaId, user?.id) });
  const ask = useMutation({
    mutationFn: (text: string) => api.post<AmaQuestion>(`/api/amas/${amaId}/questions`, { text }),
    onSuccess: refresh,
  });
  const upvote = useMutation({
    mutationFn: (questionId: string) => api.post<AmaQuestion>(`/api/amas/${amaId}/questions/${questionId}/upvote`),
    onSettled: refresh,
  });
  const answer = useMutation({
    mutationFn: (questionId: string) => api.post<AmaQuestion>(`/api/amas/${amaId}/questions/${questionId}/answered`),
    onSettled: refresh,
  });
  const remove = useMutation({
    mutationFn: (questionId: string) => api.delete(`/api/amas/${amaId}/questions/${questionId}`),
    onSettled: refresh,
  });
  return { ask, upvote, answer, remove };
}
