import { useState } from 'react';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { FieldValues, Path, UseFormSetError } from 'react-hook-form';
import type { LogPage } from '@trap/contracts';
import { practiceLogsApi } from '@trap/contracts/api/route-paths';
import {
  ApiError,
  call,
  errorMessage,
  formatWeekdayDate,
  invalidateRoute,
  isRouteKey,
  routeKey,
  toast,
  type AnyRouteInput,
  type Language,
  type RouteRef,
  type TFunction,
} from '@trap/ui';
import { useSharedLogsT } from './texts/texts.ts';

/** Each of the member's logs in the API (services/practice): its declared list, create, update and delete. */
export const LOG_PATHS = {
  competitions: practiceLogsApi.competitions,
  mental: practiceLogsApi.mentalAssessments,
  nutrition: practiceLogsApi.nutritionEntries,
  fitness: practiceLogsApi.fitnessEntries,
  journal: practiceLogsApi.journalEntries,
} as const;
export type LogPath = (typeof LOG_PATHS)[keyof typeof LOG_PATHS];
type LogKind = keyof typeof LOG_PATHS;

/** Each log's noun in the page's language (English comes from the noun the screen passes, as before). */
const NOUN_TEXTS: Record<LogKind, { nounKey: string }> = {
  competitions: { nounKey: 'nouns.competitions' },
  mental: { nounKey: 'nouns.mental' },
  nutrition: { nounKey: 'nouns.nutrition' },
  fitness: { nounKey: 'nouns.fitness' },
  journal: { nounKey: 'nouns.journal' },
};

/**
 * A log's noun for a text: in English the screen's own ('Competition', lower-cased inside a sentence
 * as before), in Hindi the log's noun from the logs' texts.
 */
export function logNoun(t: TFunction, language: Language, path: LogPath, noun: string, { lower = false } = {}): string {
  if (language === 'en') return lower ? noun.toLowerCase() : noun;
  const kind = (Object.keys(LOG_PATHS) as LogKind[]).find((k) => LOG_PATHS[k] === path);
  return kind ? t(NOUN_TEXTS[kind].nounKey) : noun;
}
/** The logs share one shape (a page of dated entries), so one untyped call serves them all; each entry type is the caller's. */
const send = call as unknown as (route: RouteRef, input?: AnyRouteInput, options?: { signal?: AbortSignal }) => Promise<unknown>;

export interface LogItem {
  id: string;
  date: string;
}

const PAGE_SIZE = 20;

/** A log's list, newest first, PAGE_SIZE more at a time. */
export function useLogList<T extends LogItem>(path: LogPath, params: Record<string, string> = {}) {
  const [limit, setLimit] = useState(PAGE_SIZE);
  const input = { query: { ...params, limit } };
  const query = useQuery({
    queryKey: routeKey(path.list as RouteRef, input),
    queryFn: ({ signal }) => send(path.list, input, { signal }) as Promise<LogPage<T>>,
    placeholderData: keepPreviousData,
  });
  return { query, showMore: () => setLimit(limit + PAGE_SIZE) };
}

/** Create (id null) or replace (PUT) an entry; the lists and the effects refresh afterwards. */
function useSaveLog<T extends LogItem>(path: LogPath, noun: string) {
  const queryClient = useQueryClient();
  const { t, language } = useSharedLogsT();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      (id ? send(path.update, { params: { id }, body }) : send(path.create, { body })) as Promise<T>,
    onSuccess: (_saved, { id }) => {
      const options = { noun: logNoun(t, language, path, noun) };
      toast({ title: id ? t('toast.updated', options) : t('toast.saved', options), variant: 'success' });
      void invalidateRoute(queryClient, path.list);
      void invalidateRoute(queryClient, practiceLogsApi.wellbeingEffects);
    },
  });
}

/**
 * A log form's save, the same for every log: `submit(body)` creates the entry (or replaces `initial`),
 * then `onSaved` and `onDone`; a refusal puts the server's messages under the form's `fields`, or
 * above the form (`actions.message`) when none belongs to a field on screen. `actions` are the
 * props of the buttons under the form (FormActions).
 */
export function useLogSubmit<T extends LogItem, V extends FieldValues>(
  path: LogPath,
  noun: string,
  form: { initial?: T; onDone: () => void; onSaved?: () => void; setError: UseFormSetError<V>; fields: readonly string[] },
) {
  const save = useSaveLog<T>(path, noun);
  const [message, setMessage] = useState<string | null>(null);
  const submit = (body: unknown) => {
    setMessage(null);
    save.mutate(
      { id: form.initial?.id ?? null, body },
      {
        onSuccess: () => {
          form.onSaved?.();
          form.onDone();
        },
        onError: (e) => setMessage(applyServerErrors(e, form.setError, form.fields)),
      },
    );
  };
  return { submit, actions: { pending: save.isPending, editing: Boolean(form.initial), onCancel: form.onDone, message } };
}

export function useDeleteLog(path: LogPath, noun: string) {
  const queryClient = useQueryClient();
  const { t, language } = useSharedLogsT();
  return useMutation({
    mutationFn: (id: string) => send(path.remove, { params: { id } }),
    onSuccess: (_r, id) => {
      toast({ title: t('toast.deleted', { noun: logNoun(t, language, path, noun) }), variant: 'success' });
      // the entry leaves every cached page at once; the refetch confirms it
      queryClient.setQueriesData<LogPage<LogItem>>({ predicate: (q) => isRouteKey(q.queryKey, path.list) }, (old) =>
        old ? { items: old.items.filter((e) => e.id !== id), total: old.total - 1 } : old,
      );
      void invalidateRoute(queryClient, path.list);
      void invalidateRoute(queryClient, practiceLogsApi.wellbeingEffects);
    },
    onError: (e) => toast({
        title: t('toast.notDeleted', { noun: logNoun(t, language, path, noun, { lower: true }) }),
        description: errorMessage(e),
        variant: 'destructive',
      }),
  });
}

const effectsInput = (range: { from?: string; to?: string }) => ({ query: { from: range.from || undefined, to: range.to || undefined } });
export const effectsKey = (range: { from?: string; to?: string }) => routeKey(practiceLogsApi.wellbeingEffects, effectsInput(range));
export const fetchEffects = (range: { from?: string; to?: string }, signal?: AbortSignal) =>
  call(practiceLogsApi.wellbeingEffects, effectsInput(range), { signal });

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
/** An entry's calendar day (midday in India: the same day there): Mon, 1 Dec, 2026 / सोम, 1 दिस॰ 2026. */
export const dayText = (iso: string, language: Language = 'en') => formatWeekdayDate(`${dayOf(iso)}T12:00:00+05:30`, language);
