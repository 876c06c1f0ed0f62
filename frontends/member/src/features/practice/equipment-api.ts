import { useEffect } from 'react';
import { useQuery, type QueryClient } from '@tanstack/react-query';
import type { EquipmentItem, EquipmentItemInput } from '@trap/contracts';
import { call, queryOptions, routeKey, STALE_TIMES, type RouteResponse } from '@trap/ui';
import { equipmentApi } from '@trap/contracts/api/route-paths';
import { readStored, writeStored } from '../../shared/offline/device-storage.ts';

/** The member's equipment through the bff (`services/practice`, equipment module). */
const EQUIPMENT_INPUT = { query: { limit: 200 } };
/** the same read as the gear tab's list (equipment/gear/gear-api.ts) */
const EQUIPMENT_KEY = routeKey(equipmentApi.items.list, EQUIPMENT_INPUT);
type EquipmentPage = RouteResponse<typeof equipmentApi.items.list>;

/**
 * A copy of the list on this device, so the picker still shows the member's items when the logger
 * opens offline; the server's answer replaces it whenever there is one.
 */
const storageKey = (userId: string) => `trap.practice.equipment.v1:${userId}`;
function stored(userId: string): EquipmentPage | undefined {
  const page = readStored(storageKey(userId)) as EquipmentPage | null | undefined;
  return Array.isArray(page?.items) ? page : undefined;
}

/** The member's items by name (one page holds them all), from the device while the server is out of reach. */
export function useEquipment(userId: string) {
  const query = useQuery({
    ...queryOptions(equipmentApi.items.list, EQUIPMENT_INPUT),
    placeholderData: () => stored(userId),
  });
  useEffect(() => {
    if (!query.data || query.isPlaceholderData) return;
    writeStored(storageKey(userId), query.data);
  }, [userId, query.data, query.isPlaceholderData]);
  return query;
}

export const useEquipmentCategories = () =>
  useQuery({ ...queryOptions(equipmentApi.listCategories), staleTime: STALE_TIMES.static });

export const addEquipment = (input: EquipmentItemInput) => call(equipmentApi.items.create, { body: input });

/** Puts a new item into the cached list at once (by name, as the server orders them), then refetches. */
export function withItem(queryClient: QueryClient, item: EquipmentItem) {
  queryClient.setQueryData<EquipmentPage>(EQUIPMENT_KEY, (old) => {
    const items = [...(old?.items ?? []).filter((i) => i.id !== item.id), item];
    items.sort((a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }));
    return { items, total: items.length };
  });
  void queryClient.invalidateQueries({ queryKey: EQUIPMENT_KEY });
}

/** The names of the items a session names, in the member's list order; ids of deleted items are left out. */
export const equipmentNames = (items: EquipmentItem[] | undefined, ids: string[] | undefined) =>
  (items ?? []).filter((i) => ids?.includes(i.id)).map((i) => i.name);
