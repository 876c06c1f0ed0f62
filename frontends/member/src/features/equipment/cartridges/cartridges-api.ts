import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf } from '@trap/contracts/api/index';
import type { cartridgesApi } from '@trap/contracts/api/index';
import { api, errorMessage, toast } from '@trap/ui';

export type CartridgeSummary = ResponseOf<typeof cartridgesApi.summary>;
export type PurchasePage = ResponseOf<typeof cartridgesApi.purchases.list>;
export type UsePage = ResponseOf<typeof cartridgesApi.uses.list>;
export type Purchase = PurchasePage['items'][number];
export type UseEntry = UsePage['items'][number];

export const PATHS = {
  summary: '/api/cartridges/summary',
  purchases: '/api/cartridges/purchases',
  uses: '/api/cartridges/uses',
} as const;
const LIST_LIMIT = 200;

// plain options objects: the shell's shared react-query build has no queryOptions helper at run time
export const summaryQuery = {
  queryKey: [PATHS.summary] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<CartridgeSummary>(PATHS.summary, { signal }),
  // sessions logged elsewhere change the use: read it again whenever the tab opens
  staleTime: 0,
};
export const purchasesQuery = {
  queryKey: [PATHS.purchases] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<PurchasePage>(`${PATHS.purchases}?limit=${LIST_LIMIT}`, { signal }),
};
export const usesQuery = {
  queryKey: [PATHS.uses] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<UsePage>(`${PATHS.uses}?limit=${LIST_LIMIT}`, { signal }),
};

const isLedgerKey = (key: readonly unknown[]) => typeof key[0] === 'string' && key[0].startsWith('/api/cartridges');

/** Create (id null) or replace (PUT) a purchase or a use entry; the lists and the summary refresh. */
export function useSaveRecord<T>(path: typeof PATHS.purchases | typeof PATHS.uses, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id ? api.put<T>(`${path}/${encodeURIComponent(id)}`, body) : api.post<T>(path, body),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? `${noun} updated` : `${noun} saved`, variant: 'success' });
      void queryClient.invalidateQueries({ predicate: (q) => isLedgerKey(q.queryKey) });
    },
  });
}

export function useDeleteRecord(path: typeof PATHS.purchases | typeof PATHS.uses, noun: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${path}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: `${noun} deleted`, variant: 'success' });
      void queryClient.invalidateQueries({ predicate: (q) => isLedgerKey(q.queryKey) });
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
