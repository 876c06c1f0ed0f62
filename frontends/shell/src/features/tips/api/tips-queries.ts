import { useInfiniteQuery, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { SavedTip, ShootingTip } from '@trap/contracts';
import { api, errorMessage, toast } from '@trap/ui';

export const TIPS_PAGE_SIZE = 24;
export const SAVED_TIPS_KEY = ['/api/shooting-tips/saved'] as const;

export interface TipFilters {
  category?: string;
  difficulty?: string;
}

export const useTips = (filters: TipFilters) =>
  useInfiniteQuery({
    queryKey: ['/api/shooting-tips', filters],
    initialPageParam: 0,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ limit: String(TIPS_PAGE_SIZE), offset: String(pageParam) });
      if (filters.category) params.set('category', filters.category);
      if (filters.difficulty) params.set('difficulty', filters.difficulty);
      return api.get<ShootingTip[]>(`/api/shooting-tips?${params}`, { signal });
    },
    getNextPageParam: (last, pages) => (last.length < TIPS_PAGE_SIZE ? undefined : pages.length * TIPS_PAGE_SIZE),
  });

export const useSavedTips = (enabled: boolean) =>
  useQuery({
    queryKey: SAVED_TIPS_KEY,
    queryFn: ({ signal }) => api.get<SavedTip[]>('/api/shooting-tips/saved', { signal }),
    enabled,
  });

/** Save (with a note), change the note, unsave: each updates the saved list at once from the answer. */
export function useSavedTipMutations() {
  const queryClient = useQueryClient();
  const put = (saved: SavedTip) =>
    queryClient.setQueryData<SavedTip[]>(SAVED_TIPS_KEY, (list = []) => [saved, ...list.filter((s) => s.tipId !== saved.tipId)]);
  const failed = (title: string) => (e: unknown) => toast({ title, description: errorMessage(e), variant: 'destructive' });
  const save = useMutation({
    mutationFn: (v: { tipId: string; notes: string }) =>
      api.post<SavedTip>('/api/shooting-tips/saved', { tipId: v.tipId, notes: v.notes || null }),
    onSuccess: (saved) => {
      put(saved);
      toast({ title: 'Tip saved', description: 'Find it under Saved.', variant: 'success' });
    },
    onError: failed('Could not save the tip'),
  });
  const updateNote = useMutation({
    mutationFn: (v: { tipId: string; notes: string }) =>
      api.patch<SavedTip>(`/api/shooting-tips/saved/${encodeURIComponent(v.tipId)}`, { notes: v.notes || null }),
    onSuccess: (saved) => {
      queryClient.setQueryData<SavedTip[]>(SAVED_TIPS_KEY, (list = []) => list.map((s) => (s.tipId === saved.tipId ? saved : s)));
      toast({ title: 'Note updated', variant: 'success' });
    },
    onError: failed('Could not update the note'),
  });
  const unsave = useMutation({
    mutationFn: (tipId: string) => api.delete(`/api/shooting-tips/saved/${encodeURIComponent(tipId)}`),
    onSuccess: (_r, tipId) => {
      queryClient.setQueryData<SavedTip[]>(SAVED_TIPS_KEY, (list = []) => list.filter((s) => s.tipId !== tipId));
      toast({ title: 'Tip removed from your saved tips', variant: 'success' });
    },
    onError: failed('Could not unsave the tip'),
  });
  return { save, updateNote, unsave };
}
