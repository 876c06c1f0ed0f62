import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { LogPage, WellbeingEffects } from '@trap/contracts';
import { api, ApiError, errorMessage, toast } from '@trap/ui';

/** Where each of the member's logs lives in the API (services/practice). */
export const LOG_PATHS = {
  competitions: '/api/competitions',
  mental: '/api/practice/mental-assessments',
  nutrition: '/api/practice/nutrition-entries',
  fitness: '/api/practice/fitness-entries',
  journal: '/api/journal/entries',
} as const;
export type LogPath = (typeof LOG_PATHS)[keyof typeof LOG_PATHS];
export const EFFECTS_KEY = ['/api/practice/wellbeing-effects'] as const;

export interface LogItem {
  id: string;
  date: string;
}

export const PAGE_SIZE = 20;

/** A log's list, newest first, PAGE_SIZE more at a time. */
export function useLogList<T extends LogItem>(path: LogPath, params: Record<string, string> = {}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const search = new URLSearchParams({ ...params, limit: String(limit) }).toString();
  const query = useQuery({
    queryKey: [path, params, limit],
    queryFn: ({ signal }) => api.get<LogPage<T>>(`${path}?${search}`, { signal }),
    placeholderData: keepPreviousData,
  });
  return { query, showMore: () => setLimit(limit + PAGE_SIZE) };
}

/** Create (id null) or replace (PUT) an entry; the lists and the effects refresh afterwards. */
export function useSaveLog<T extends LogItem>(path: LogPath, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id ? api.put<T>(`${path}/${encodeURIComponent(id)}`, body) : api.post<T>(path, body),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? `${noun} updated` : `${noun} saved`, variant: 'success' });
      void queryClient.invalidateQueries({ queryKey: [path] });
      void queryClient.invalidateQueries({ queryKey: EFFECTS_KEY });
    },
  });
}

export function useDeleteLog(path: LogPath, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${path}/${encodeURIComponent(id)}`),
    onSuccess: (_r, id) => {
      toast({ title: `${noun} deleted`, variant: 'success' });
      // the entry leaves every cached page at once; the refetch confirms it
      queryClient.setQueriesData<LogPage<LogItem>>({ queryKey: [path] }, (old) =>
        old ? { items: old.items.filter((e) => e.id !== id), total: old.total - 1 } : old,
      );
      void queryClient.invalidateQueries({ queryKey: [path] });
      void queryClient.invalidateQueries({ queryKey: EFFECTS_KEY });
    },
    onError: (e) => toast({ title: `Could not delete the ${noun.toLowerCase()}`, description: errorMessage(e), variant: 'destructive' }),
  });
}

export const fetchEffects = (range: { from?: string; to?: string }, signal?: AbortSignal) => {
  const search = new URLSearchParams(Object.entries(range).filter(([, v]) => v) as [string, string][]).toString();
  return api.get<WellbeingEffects>(`${EFFECTS_KEY[0]}${search ? `?${search}` : ''}`, { signal });
};

/**
 * Puts the server's field messages under the form's fields; returns the message to show above the
 * form when none of them belongs to a field on screen.
 */
export function applyServerErrors<T extends FieldValues>(
  error: unknown,
  setError: UseFormSetError<T>,
  fields: readonly string[],
): string | null {
  if (error instanceof ApiError && error.fields) {
    let applied = false;
    for (const [name, message] of Object.entries(error.fields)) {
      const field = fields.find((f) => f === name || name.startsWith(`${f}.`));
      if (field) {
        setError(field as Path<T>, { type: 'server', message });
        applied = true;
      }
    }
    if (applied) return null;
  }
  return errorMessage(error);
}

/** For <input type="number">: '' is no value (null), anything else a number (NaN fails validation). */
export const optionalNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v)) };
/** For a required number: '' stays undefined so the contract's "enter a number" message shows. */
export const requiredNumber = { setValueAs: (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v)) };
/** '' from an optional text input is stored as null. */
export const optionalText = { setValueAs: (v: unknown) => (typeof v === 'string' && v.trim() === '' ? null : v) };

/** Today as YYYY-MM-DD in the member's own time zone. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}
export const dayOf = (iso: string) => iso.slice(0, 10);
export const dayText = (iso: string) =>
  new Date(`${dayOf(iso)}T12:00:00`).toLocaleDateString(undefined, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });
