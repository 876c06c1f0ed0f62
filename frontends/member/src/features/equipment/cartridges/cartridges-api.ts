import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartridgesApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, toast, type AnyRouteInput, type RouteRef, type RouteResponse } from '@trap/ui';

export type CartridgeSummary = RouteResponse<typeof cartridgesApi.summary>;
type PurchasePage = RouteResponse<typeof cartridgesApi.purchases.list>;
type UsePage = RouteResponse<typeof cartridgesApi.uses.list>;
export type Purchase = PurchasePage['items'][number];
export type UseEntry = UsePage['items'][number];

export const PATHS = {
  purchases: cartridgesApi.purchases,
  uses: cartridgesApi.uses,
} as const;
const LIST_LIMIT = 200;

export const summaryQuery = {
  ...queryOptions(cartridgesApi.summary),
  // sessions logged elsewhere change the use: read it again whenever the tab opens
  staleTime: 0,
};
export const purchasesQuery = queryOptions(cartridgesApi.purchases.list, { query: { limit: LIST_LIMIT } });
export const usesQuery = queryOptions(cartridgesApi.uses.list, { query: { limit: LIST_LIMIT } });

/** The ledger's reads: the summary and both lists. */
const refreshLedger = (queryClient: ReturnType<typeof useQueryClient>) =>
  Promise.all([cartridgesApi.summary, cartridgesApi.purchases.list, cartridgesApi.uses.list].map((r) => invalidateRoute(queryClient, r)));
/** Purchases and uses share one shape of write; each entry type is the caller's. */
const send = call as unknown as (route: RouteRef, input?: AnyRouteInput) => Promise<unknown>;

/** Create (id null) or replace (PUT) a purchase or a use entry; the lists and the summary refresh. */
export function useSaveRecord<T>(path: typeof PATHS.purchases | typeof PATHS.uses, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      (id ? send(path.update, { params: { id }, body }) : send(path.create, { body })) as Promise<T>,
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? `${noun} updated` : `${noun} saved`, variant: 'success' });
      void refreshLedger(queryClient);
    },
  });
}

export function useDeleteRecord(path: typeof PATHS.purchases | typeof PATHS.uses, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(path.remove, { params: { id } }),
    onSuccess: () => {
      toast({ title: `${noun} deleted`, variant: 'success' });
      void refreshLedger(queryClient);
    },
    onError: (e) => toast({ title: `Could not delete the ${noun.toLowerCase()}`, description: errorMessage(e), variant: 'destructive' }),
  });
}

// ---- formatting: rupees with Indian grouping, IST calendar days -------------------------------------

const rupeeFormat = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 2, minimumFractionDigits: 0 });
const countFormat = new Intl.NumberFormat('en-IN');
export const rupees = (n: number) => rupeeFormat.format(n);
export const count = (n: number) => countFormat.format(n);
/** A calendar day (YYYY-MM-DD) as the member reads it, in IST. */
export const dayText = (day: string) =>
  new Date(`${day.slice(0, 10)}T12:00:00+05:30`).toLocaleDateString('en-IN', {
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'Asia/Kolkata',
  });
/** YYYY-MM as a short month ("Nov 26"). */
export const monthText = (month: string) =>
  new Date(`${month}-15T12:00:00+05:30`).toLocaleDateString('en-IN', { month: 'short', year: '2-digit', timeZone: 'Asia/Kolkata' });
/** Today in IST (YYYY-MM-DD), the default day of a new record. */
export const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
