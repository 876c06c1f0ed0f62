import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { BodyOf, ResponseOf, clubEventsApi } from '@trap/contracts/api/index';
import { api, toast } from '@trap/ui';
import { currentMonth } from './event-dates.ts';

export type ClubEvent = ResponseOf<typeof clubEventsApi.getClubEvent>;
type ClubEventList = ResponseOf<typeof clubEventsApi.listClubEvents>;
export type ClubEventBody = BodyOf<typeof clubEventsApi.createClubEvent>;

const BASE = '/api/club-events';
const KEY = ['club-events'] as const;

export interface EventFilters {
  /** YYYY-MM (IST) */
  month: string;
  type: string;
  state: string;
  /** only the events I registered for */
  mine: boolean;
}

export const eventPath = (id: string) => `${BASE}/${encodeURIComponent(id)}`;
export const icsPath = (id: string) => `${eventPath(id)}/ics`;

/** The page's filters from its URL (`?month=YYYY-MM&type=&state=&mine=1`); this month by default. */
export const eventFiltersFrom = (params: URLSearchParams): EventFilters => ({
  month: /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : currentMonth(),
  type: params.get('type') ?? '',
  state: params.get('state') ?? '',
  mine: params.get('mine') === '1',
});

/** The events of one month, filtered (also what a prefetched link to the calendar warms, SPEC 9). */
export function monthEventsQuery(f: EventFilters) {
  const params = new URLSearchParams({ month: f.month });
  if (f.type) params.set('type', f.type);
  if (f.state) params.set('state', f.state);
  if (f.mine) params.set('registered', 'true');
  return {
    queryKey: [...KEY, 'month', f],
    queryFn: ({ signal }: { signal: AbortSignal }) => api.get<ClubEventList>(`${BASE}?${params.toString()}`, { signal }),
  };
}

/** The events of one month; the previous month stays on screen while the next loads. */
export const useMonthEvents = (f: EventFilters) => useQuery({ ...monthEventsQuery(f), placeholderData: keepPreviousData });

const eventKey = (id: string) => [...KEY, 'one', id] as const;

/** One event (its page). A plain query (no queryOptions: the shell's shared react-query build lacks it at run time). */
export const useEvent = (id: string) =>
  useQuery({ queryKey: eventKey(id), queryFn: ({ signal }) => api.get<ClubEvent>(eventPath(id), { signal }) });

/** After any change: the event's own copy at once, every list again. */
function useEventChange(success: (e: ClubEvent) => string) {
  const client = useQueryClient();
  return (e: ClubEvent) => {
    client.setQueryData(eventKey(e.id), e);
    void client.invalidateQueries({ queryKey: [...KEY, 'month'] });
    toast({ title: success(e), variant: 'success' });
  };
}

/** A refused registration (full, closed, started) means the page is out of date: read the event again. */
function useRefreshOnError() {
  const client = useQueryClient();
  return (_error: unknown, id: string) => void client.invalidateQueries({ queryKey: eventKey(id) });
}

export function useRegister() {
  const onSuccess = useEventChange((e) => `You are registered for ${e.title}`);
  const onError = useRefreshOnError();
  return useMutation({ mutationFn: (id: string) => api.post<ClubEvent>(`${eventPath(id)}/registration`), onSuccess, onError });
}

export function useCancelRegistration() {
  const onSuccess = useEventChange((e) => `Registration for ${e.title} cancelled`);
  const onError = useRefreshOnError();
  return useMutation({ mutationFn: (id: string) => api.delete<ClubEvent>(`${eventPath(id)}/registration`), onSuccess, onError });
}

export function useApprove() {
  const onSuccess = useEventChange((e) => `${e.title} is approved`);
  return useMutation({ mutationFn: (id: string) => api.post<ClubEvent>(`${eventPath(id)}/approve`), onSuccess });
}

export function useProposeEvent() {
  const onSuccess = useEventChange((e) => (e.status === 'approved' ? `${e.title} is on the calendar` : `${e.title} was sent for approval`));
  return useMutation({ mutationFn: (body: ClubEventBody) => api.post<ClubEvent>(BASE, body), onSuccess });
}
