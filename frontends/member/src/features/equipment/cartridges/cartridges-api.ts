import { useMutation, useQueryClient } from '@tanstack/react-query';
import { cartridgesApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, toast, type AnyRouteInput, type RouteRef, type RouteResponse } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';

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

/** What a toast says of a purchase or a use entry. */
const TOASTS = {
  purchase: {
    savedKey: 'cartridges.toast.purchaseSaved',
    updatedKey: 'cartridges.toast.purchaseUpdated',
    deletedKey: 'cartridges.toast.purchaseDeleted',
    deleteFailedKey: 'cartridges.toast.purchaseDeleteFailed',
  },
  use: {
    savedKey: 'cartridges.toast.useSaved',
    updatedKey: 'cartridges.toast.useUpdated',
    deletedKey: 'cartridges.toast.useDeleted',
    deleteFailedKey: 'cartridges.toast.useDeleteFailed',
  },
} as const;
export type EntryKind = keyof typeof TOASTS;

/** Create (id null) or replace (PUT) a purchase or a use entry; the lists and the summary refresh. */
export function useSaveRecord<T>(path: typeof PATHS.purchases | typeof PATHS.uses, kind: EntryKind) {
  const { t } = useEquipmentT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      (id ? send(path.update, { params: { id }, body }) : send(path.create, { body })) as Promise<T>,
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? t(TOASTS[kind].updatedKey) : t(TOASTS[kind].savedKey), variant: 'success' });
      void refreshLedger(queryClient);
    },
  });
}

export function useDeleteRecord(path: typeof PATHS.purchases | typeof PATHS.uses, kind: EntryKind) {
  const { t } = useEquipmentT();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => send(path.remove, { params: { id } }),
    onSuccess: () => {
      toast({ title: t(TOASTS[kind].deletedKey), variant: 'success' });
      void refreshLedger(queryClient);
    },
    onError: (e) => toast({ title: t(TOASTS[kind].deleteFailedKey), description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Today in IST (YYYY-MM-DD), the default day of a new record. */
export const todayIst = () => new Date(Date.now() + 330 * 60_000).toISOString().slice(0, 10);
