import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { authPaymentsApi, eventEntriesApi } from '@trap/contracts/api/route-paths';
import type { Discipline, EventEntryFeesInput, EventEntryRecordInput } from '@trap/contracts';
import { call, invalidateRoute, pageText, queryOptions, toast, urlOf, useAuth, type RouteResponse } from '@trap/ui';
import { openRazorpayCheckout } from '../../shared/payments/razorpay-checkout.ts';
import { EVENTS_NS } from './texts/texts.ts';
import { entryStatusText } from './event-texts.ts';

/** A toast's text in the page's language (toasts are written from callbacks, outside a component). */
const t = (key: string, options?: Record<string, unknown>) => pageText(EVENTS_NS, key, options);

export type EntryFees = RouteResponse<typeof eventEntriesApi.getEventEntryFees>;
export type Entry = RouteResponse<typeof eventEntriesApi.enterEvent>;
export type EntriesReport = RouteResponse<typeof eventEntriesApi.listEventEntries>;

/** The event's fees (a 404: it takes no paid entries). */
export const useEntryFees = (id: string) =>
  useQuery({ ...queryOptions(eventEntriesApi.getEventEntryFees, { params: { id } }), retry: false });

/** My entries of the event (the key carries my id, so another account never sees them cached). */
export function useMyEntries(id: string) {
  const { user } = useAuth();
  return useQuery({ ...queryOptions(eventEntriesApi.listMyEventEntries, { params: { id } }, [user?.id]), enabled: !!user });
}

/** The organiser's list with its totals. */
export const useEntriesReport = (id: string) => useQuery(queryOptions(eventEntriesApi.listEventEntries, { params: { id } }));

export const entriesCsvPath = (id: string) => urlOf(eventEntriesApi.exportEventEntries, { params: { id } });
export const receiptPath = (invoiceId: string) => urlOf(authPaymentsApi.invoice, { params: { id: invoiceId } });

/** After an entry changes: my entries, the fees' places and the organiser's list read again. */
function useRefresh() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      invalidateRoute(client, eventEntriesApi.listMyEventEntries),
      invalidateRoute(client, eventEntriesApi.getEventEntryFees),
      invalidateRoute(client, eventEntriesApi.listEventEntries),
    ]);
}

export function useEnter(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (discipline: Discipline) => call(eventEntriesApi.enterEvent, { params: { id }, body: { discipline } }),
    onSuccess: (e) => {
      toast({ title: e.status === 'waiting' ? t('toasts.waiting') : t('toasts.entered'), variant: 'success' });
    },
    onSettled: refresh,
  });
}

export function useCancelEntry(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (entryId: string) => call(eventEntriesApi.cancelEventEntry, { params: { id, entryId } }),
    onSuccess: (e) =>
      toast({ title: e.status === 'refunding' ? t('toasts.cancelledRefund') : t('toasts.cancelled'), variant: 'success' }),
    onSettled: refresh,
  });
}

/**
 * Pays an entry through auth's checkout: the built-in test gateway (no money taken; it pays at once)
 * or Razorpay Checkout. The entry turns paid when community hears of it, a moment later.
 */
export function usePayEntry() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: async ({ entryId, promoCode }: { entryId: string; promoCode?: string }) => {
      const start = await call(authPaymentsApi.createEventEntryOrder, { body: promoCode ? { entryId, promoCode } : { entryId } });
      if (start.checkout.provider === 'test') {
        await call(authPaymentsApi.testGateway, { params: { id: start.order.id }, body: { outcome: 'success' } });
        return 'paid' as const;
      }
      const outcome = await openRazorpayCheckout(start.checkout);
      if (outcome.kind === 'paid') {
        await call(authPaymentsApi.callback, { body: outcome.callback });
        return 'paid' as const;
      }
      await call(authPaymentsApi.cancelOrder, {
        params: { id: start.order.id },
        body: { reason: outcome.kind === 'failed' ? 'failed' : 'cancelled' },
      });
      return 'not paid' as const;
    },
    onSuccess: (result) => {
      if (result === 'paid') toast({ title: t('toasts.paid'), variant: 'success' });
      // community marks the entry paid when auth's event arrives: read again shortly
      setTimeout(() => void refresh(), 1500);
    },
    onSettled: refresh,
  });
}

/** The organiser sets the fees and the cut-off (replacing the ones set before). */
export function useSetFees(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventEntryFeesInput) => call(eventEntriesApi.setEventEntryFees, { params: { id }, body }),
    onSuccess: () => toast({ title: t('toasts.feesSaved'), variant: 'success' }),
    onSettled: refresh,
  });
}

/** The organiser records a comp, or cash taken at the range. */
export function useRecordEntry(id: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (body: EventEntryRecordInput) => call(eventEntriesApi.recordEventEntry, { params: { id }, body }),
    onSuccess: (e) => toast({ title: t('toasts.recorded', { status: entryStatusText(t, e.status), name: e.name }), variant: 'success' }),
    onSettled: refresh,
  });
}

export type CheckInCode = RouteResponse<typeof eventEntriesApi.getEventCheckInCode>;
export type CheckInResult = RouteResponse<typeof eventEntriesApi.scanEventCheckIn>;

/** My check-in code for a paid, comp or cash entry (drawn as a QR code). */
export function useCheckInCode(id: string, entryId: string) {
  const { user } = useAuth();
  return useQuery({ ...queryOptions(eventEntriesApi.getEventCheckInCode, { params: { id, entryId } }, [user?.id]), staleTime: 60_000 });
}

/** The organiser checks an entrant in by the code their phone scanned. */
export function useScanCheckIn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => call(eventEntriesApi.scanEventCheckIn, { params: { id }, body: { code } }),
    onSettled: () => invalidateRoute(client, eventEntriesApi.listEventEntries),
  });
}

/** The organiser ticks an entrant in, or takes the tick back. */
export function useTickCheckIn(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async ({ entryId, checkedIn }: { entryId: string; checkedIn: boolean }) =>
      checkedIn
        ? (await call(eventEntriesApi.checkInEventEntry, { params: { id, entryId } })).entry
        : call(eventEntriesApi.undoEventCheckIn, { params: { id, entryId } }),
    onSettled: () => invalidateRoute(client, eventEntriesApi.listEventEntries),
  });
}

/** The organiser marks an entrant as a no-show, or takes the mark back. */
export function useMarkNoShow(id: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ entryId, noShow }: { entryId: string; noShow: boolean }) =>
      call(eventEntriesApi.markEventNoShow, { params: { id, entryId }, body: { noShow } }),
    onSettled: () => invalidateRoute(client, eventEntriesApi.listEventEntries),
  });
}
