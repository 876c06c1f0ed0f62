import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { contentApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, queryOptions, routeKey, toast, type RouteInput, type RouteResponse } from '@trap/ui';
import { useTipsT } from '../texts/texts.ts';

const TIPS_PAGE_SIZE = 24;
const SAVED_TIPS_KEY = routeKey(contentApi.listSavedTips);
type SavedTips = RouteResponse<typeof contentApi.listSavedTips>;

export interface TipFilters {
  category?: string;
  difficulty?: string;
}

type TipQuery = NonNullable<RouteInput<typeof contentApi.tips.list>['query']>;
/** The filters as the list's query (the choices come from the page's links; the server checks them). */
const filterQuery = (filters: TipFilters) => ({
  category: (filters.category || undefined) as TipQuery['category'],
  difficulty: (filters.difficulty || undefined) as TipQuery['difficulty'],
});

export const useTips = (filters: TipFilters) =>
  useInfiniteQuery({
    queryKey: routeKey(contentApi.tips.list, { query: filterQuery(filters) }),
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) =>
      call(
        contentApi.tips.list,
        {
          query: {
            limit: TIPS_PAGE_SIZE,
            offset: pageParam,
            ...filterQuery(filters),
          },
        },
        { signal },
      ),
    getNextPageParam: (last, pages) => (last.length < TIPS_PAGE_SIZE ? undefined : pages.length * TIPS_PAGE_SIZE),
  });

export const useSavedTips = (enabled: boolean) =>
  useQuery({ ...queryOptions(contentApi.listSavedTips), enabled });

/** Save (with a note), change the note, unsave: each updates the saved list at once from the answer. */
export function useSavedTipMutations() {
  const queryClient = useQueryClient();
  const { t } = useTipsT();
  const put = (saved: SavedTips[number]) =>
    queryClient.setQueryData<SavedTips>(SAVED_TIPS_KEY, (list = []) => [saved, ...list.filter((s) => s.tipId !== saved.tipId)]);
  const failed = (title: string) => (e: unknown) => toast({ title, description: errorMessage(e), variant: 'destructive' });
  const save = useMutation({
    mutationFn: (v: { tipId: string; notes: string }) =>
      call(contentApi.saveTip, { body: { tipId: v.tipId, notes: v.notes || null } }),
    onSuccess: (saved) => {
      put(saved);
      toast({ title: t('toasts.saved'), description: t('toasts.savedText'), variant: 'success' });
    },
    onError: failed(t('toasts.saveFailed')),
  });
  const updateNote = useMutation({
    mutationFn: (v: { tipId: string; notes: string }) =>
      call(contentApi.updateSavedTipNotes, { params: { tipId: v.tipId }, body: { notes: v.notes || null } }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedTips>(SAVED_TIPS_KEY, (list = []) => list.map((s) => (s.tipId === saved.tipId ? saved : s)));
      toast({ title: t('toasts.noteUpdated'), variant: 'success' });
    },
    onError: failed(t('toasts.noteFailed')),
  });
  const unsave = useMutation({
    mutationFn: (tipId: string) => call(contentApi.unsaveTip, { params: { tipId } }),
    onSuccess: (_r, tipId) => {
      queryClient.setQueryData<SavedTips>(SAVED_TIPS_KEY, (list = []) => list.filter((s) => s.tipId !== tipId));
      toast({ title: t('toasts.removed'), variant: 'success' });
    },
    onError: failed(t('toasts.unsaveFailed')),
  });
  return { save, updateNote, unsave };
}
