import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EquipmentCategory, EquipmentItem, LogPage, MaintenanceRecord } from '@trap/contracts';
import { api, errorMessage, STALE_TIMES, toast } from '@trap/ui';

/** The member's equipment, its maintenance records and the categories (services/practice, equipment module). */
export const ITEMS = '/api/equipment/items';
const CATEGORIES = '/api/equipment/categories';

// Plain options objects: the shell's shared react-query build has no queryOptions helper at run time.
export const itemsQuery = {
  queryKey: [ITEMS, 'gear'],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<LogPage<EquipmentItem>>(`${ITEMS}?limit=200`, { signal }),
  // usage comes from sessions logged elsewhere: read it again whenever the tab opens
  staleTime: 0,
};

export const categoriesQuery = {
  queryKey: [CATEGORIES],
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<{ items: EquipmentCategory[] }>(CATEGORIES, { signal }),
  staleTime: STALE_TIMES.static,
};

export const maintenanceQuery = (itemId: string) => ({
  queryKey: [ITEMS, itemId, 'maintenance'],
  queryFn: ({ signal }: { signal: AbortSignal }) =>
    api.get<{ items: MaintenanceRecord[]; total: number }>(`${ITEMS}/${encodeURIComponent(itemId)}/maintenance`, { signal }),
});

/** Everything under /api/equipment/items (this tab's list, the logger's picker, the records) is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void queryClient.invalidateQueries({ queryKey: [ITEMS] });
}

/** Add (id null) or replace (PUT, the whole item) an item. */
export function useSaveItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id ? api.put<EquipmentItem>(`${ITEMS}/${encodeURIComponent(id)}`, body) : api.post<EquipmentItem>(ITEMS, body),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Equipment updated' : 'Equipment added', variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${ITEMS}/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: 'Equipment deleted', variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: 'Could not delete the equipment', description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Makes an item the primary shotgun (the one before stops being primary), or stops it being primary. */
export function usePrimary() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, primary }: { id: string; primary: boolean }) =>
      primary
        ? api.put<EquipmentItem>(`${ITEMS}/${encodeURIComponent(id)}/primary`)
        : api.delete<EquipmentItem>(`${ITEMS}/${encodeURIComponent(id)}/primary`),
    onSuccess: (item) => {
      toast({ title: item.isPrimary ? `${item.name} is your primary shotgun` : `${item.name} is no longer primary`, variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: 'Could not change the primary shotgun', description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Add (id null) or replace a maintenance record of an item; the item's next service and cost follow. */
export function useSaveRecord(itemId: string) {
  const refresh = useRefresh();
  const path = `${ITEMS}/${encodeURIComponent(itemId)}/maintenance`;
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: unknown }) =>
      id ? api.put<MaintenanceRecord>(`${path}/${encodeURIComponent(id)}`, body) : api.post<MaintenanceRecord>(path, body),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Maintenance record updated' : 'Maintenance recorded', variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteRecord(itemId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => api.delete(`${ITEMS}/${encodeURIComponent(itemId)}/maintenance/${encodeURIComponent(id)}`),
    onSuccess: () => {
      toast({ title: 'Maintenance record deleted', variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: 'Could not delete the record', description: errorMessage(e), variant: 'destructive' }),
  });
}

// ---- display: dates in IST, money in rupees ----------------------------------------------------------

const dayFmt = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
/** A calendar day (YYYY-MM-DD) as India writes it: 1 Mar 2026. */
export const dayText = (day: string) => dayFmt.format(new Date(`${day}T12:00:00+05:30`));
const rupeeFmt = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
export const rupees = (n: number) => rupeeFmt.format(n);
const countFmt = new Intl.NumberFormat('en-IN');
export const count = (n: number) => countFmt.format(n);

/** Today as YYYY-MM-DD in India. */
export const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
