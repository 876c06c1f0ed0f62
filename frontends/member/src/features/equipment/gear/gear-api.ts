import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EquipmentItemInput, MaintenanceRecordInput } from '@trap/contracts';
import { equipmentApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, STALE_TIMES, toast } from '@trap/ui';

/** The member's equipment, its maintenance records and the categories (services/practice, equipment module). */
export const itemsQuery = {
  // the same read as the logger's picker (practice/equipment-api.ts): one list
  ...queryOptions(equipmentApi.items.list, { query: { limit: 200 } }),
  // usage comes from sessions logged elsewhere: read it again whenever the tab opens
  staleTime: 0,
};

export const categoriesQuery = { ...queryOptions(equipmentApi.listCategories), staleTime: STALE_TIMES.static };

export const maintenanceQuery = (itemId: string) => queryOptions(equipmentApi.listMaintenance, { params: { id: itemId } });

/** Everything under /api/equipment/items (this tab's list, the logger's picker, the records) is read again. */
function useRefresh() {
  const queryClient = useQueryClient();
  return () => void invalidateRoute(queryClient, equipmentApi.items.list, undefined, { subRoutes: true });
}

/** Add (id null) or replace (PUT, the whole item) an item. */
export function useSaveItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EquipmentItemInput }) =>
      id ? call(equipmentApi.items.update, { params: { id }, body }) : call(equipmentApi.items.create, { body }),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Equipment updated' : 'Equipment added', variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteItem() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(equipmentApi.items.remove, { params: { id } }),
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
        ? call(equipmentApi.setPrimary, { params: { id } })
        : call(equipmentApi.unsetPrimary, { params: { id } }),
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
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MaintenanceRecordInput }) =>
      id
        ? call(equipmentApi.updateMaintenance, { params: { id: itemId, recordId: id }, body })
        : call(equipmentApi.createMaintenance, { params: { id: itemId }, body }),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? 'Maintenance record updated' : 'Maintenance recorded', variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteRecord(itemId: string) {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(equipmentApi.removeMaintenance, { params: { id: itemId, recordId: id } }),
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
