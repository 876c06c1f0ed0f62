import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { clubEventsApi } from '@trap/contracts/api/route-paths';
import { call, invalidateRoute, pageText, queryOptions, routeKey, toast, urlOf, type RouteInput, type RouteResponse } from '@trap/ui';
import { EVENTS_NS } from './texts/texts.ts';
import { currentMonth } from './event-dates.ts';

/** A toast's text in the page's language (toasts are written from callbacks, outside a component). */
const t = (key: string, options?: Record<string, unknown>) => pageText(EVENTS_NS, key, options);

export type ClubEvent = RouteResponse<typeof clubEventsApi.getClubEvent>;
export type ClubEventBody = NonNullable<RouteInput<typeof clubEventsApi.createClubEvent>['body']>;
type ListQuery = NonNullable<RouteInput<typeof clubEventsApi.listClubEvents>['query']>;

export interface EventFilters {
  /** YYYY-MM (IST) */
  month: string;
  type: string;
  state: string;
  /** only the events I registered for */
  mine: boolean;
}

export const icsPath = (id: string) => urlOf(clubEventsApi.getClubEventIcs, { params: { id } });

/** The page's filters from its URL (`?month=YYYY-MM&type=&state=&mine=1`); this month by default. */
export const eventFiltersFrom = (params: URLSearchParams): EventFilters => ({
  month: /^\d{4}-\d{2}$/.test(params.get('month') ?? '') ? params.get('month')! : currentMonth(),
  type: params.get('type') ?? '',
  state: params.get('state') ?? '',
  mine: params.get('mine') === '1',
});

/** The events of one month, filtered (also what a prefetched link to the calendar warms, SPEC 9). */
export function monthEventsQuery(f: EventFilters) {
  return queryOptions(clubEventsApi.listClubEvents, {
    query: {
      month: f.month,
      type: f.type || undefined,
      state: f.state || undefined,
      registered: f.mine ? 'true' : undefined,
    } as ListQuery,
  });
}

/** The events of one month; the previous month stays on screen while the next loads. */
export const useMonthEvents = (f: EventFilters) => useQuery({ ...monthEventsQuery(f), placeholderData: keepPreviousData });

const eventKey = (id: string) => routeKey(clubEventsApi.getClubEvent, { params: { id } });

/** One event (its page). */
export const useEvent = (id: string) => useQuery(queryOptions(clubEventsApi.getClubEvent, { params: { id } }));

/** After any change: the event's own copy at once, every list again. */
function useEventChange(success: (e: ClubEvent) => string) {
  const client = useQueryClient();
  return (e: ClubEvent) => {
    client.setQueryData(eventKey(e.id), e);
    void invalidateRoute(client, clubEventsApi.listClubEvents);
    toast({ title: success(e), variant: 'success' });
  };
}

/** A refused registration (full, closed, started) means the page is out of date: read the event again. */
function useRefreshOnError() {
  const client = useQueryClient();
  return (_error: unknown, id: string) => void client.invalidateQueries({ queryKey: eventKey(id) });
}

export function useRegister() {
  const onSuccess = useEventChange((e) => t('toasts.registered', { title: e.title }));
  const onError = useRefreshOnError();
  return useMutation({ mutationFn: (id: string) => call(clubEventsApi.registerForClubEvent, { params: { id } }), onSuccess, onError });
}

export function useCancelRegistration() {
  const onSuccess = useEventChange((e) => t('toasts.registrationCancelled', { title: e.title }));
  const onError = useRefreshOnError();
  return useMutation({ mutationFn: (id: string) => call(clubEventsApi.cancelClubEventRegistration, { params: { id } }), onSuccess, onError });
}

export function useApprove() {
  const onSuccess = useEventChange((e) => t('toasts.approved', { title: e.title }));
  return useMutation({ mutationFn: (id: string) => call(clubEventsApi.approveClubEvent, { params: { id } }), onSuccess });
}

export function useProposeEvent() {
  const onSuccess = useEventChange((e) =>
    e.status === 'approved' ? t('toasts.onCalendar', { title: e.title }) : t('toasts.sentForApproval', { title: e.title }),
  );
  return useMutation({ mutationFn: (body: ClubEventBody) => call(clubEventsApi.createClubEvent, { body }), onSuccess });
}
