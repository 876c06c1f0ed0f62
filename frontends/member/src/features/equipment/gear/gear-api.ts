import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EquipmentItemInput, MaintenanceRecordInput } from '@trap/contracts';
import { equipmentApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, STALE_TIMES, toast } from '@trap/ui';
import { useEquipmentT } from '../texts/texts.ts';

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
  const { t } = useEquipmentT();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: EquipmentItemInput }) =>
      id ? call(equipmentApi.items.update, { params: { id }, body }) : call(equipmentApi.items.create, { body }),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? t('gear.toast.updated') : t('gear.toast.added'), variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteItem() {
  const { t } = useEquipmentT();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(equipmentApi.items.remove, { params: { id } }),
    onSuccess: () => {
      toast({ title: t('gear.toast.deleted'), variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: t('gear.toast.deleteFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Makes an item the primary shotgun (the one before stops being primary), or stops it being primary. */
export function usePrimary() {
  const { t } = useEquipmentT();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, primary }: { id: string; primary: boolean }) =>
      primary
        ? call(equipmentApi.setPrimary, { params: { id } })
        : call(equipmentApi.unsetPrimary, { params: { id } }),
    onSuccess: (item) => {
      toast({ title: item.isPrimary ? t('gear.toast.primary', { name: item.name }) : t('gear.toast.notPrimary', { name: item.name }), variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: t('gear.toast.primaryFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Add (id null) or replace a maintenance record of an item; the item's next service and cost follow. */
export function useSaveRecord(itemId: string) {
  const { t } = useEquipmentT();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ id, body }: { id: string | null; body: MaintenanceRecordInput }) =>
      id
        ? call(equipmentApi.updateMaintenance, { params: { id: itemId, recordId: id }, body })
        : call(equipmentApi.createMaintenance, { params: { id: itemId }, body }),
    onSuccess: (_saved, { id }) => {
      toast({ title: id ? t('maintenance.toast.updated') : t('maintenance.toast.added'), variant: 'success' });
      refresh();
    },
  });
}

export function useDeleteRecord(itemId: string) {
  const { t } = useEquipmentT();
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (id: string) => call(equipmentApi.removeMaintenance, { params: { id: itemId, recordId: id } }),
    onSuccess: () => {
      toast({ title: t('maintenance.toast.deleted'), variant: 'success' });
      refresh();
    },
    onError: (e) => toast({ title: t('maintenance.toast.deleteFailed'), description: errorMessage(e), variant: 'destructive' }),
  });
}

/** Today as YYYY-MM-DD in India. */
export const todayIst = () => new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 10);
