import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { RangeSlotInput } from '@trap/contracts';
import { rangeSlotsApi } from '@trap/contracts/api/route-paths';
import type { Language } from '@trap/contracts/language';
import { call, formatRupees, formatWeekday, invalidateRoute, queryOptions, useAuth } from '@trap/ui';

const DAY_MS = 86_400_000;
/** A day in IST (the ranges' time), YYYY-MM-DD, `plus` days from today. */
export const indiaDay = (plus = 0, from = Date.now()) => new Date(from + 5.5 * 3_600_000 + plus * DAY_MS).toISOString().slice(0, 10);
/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

/** Integer paise as rupees in the page's language: 120000 → ₹1,200; 99950 → ₹999.50. */
export const rupees = (paise: number, language: Language) => formatRupees(paise / 100, language);
/** A day (YYYY-MM-DD, a day in India) as Mon, 7 Dec / सोम, 7 दिस॰: its midnight UTC is the same day in India. */
export const dayLabel = (day: string, language: Language) => formatWeekday(`${day}T00:00:00Z`, language);

/** This range's board, its settings and its bookings read again (each keyed by member, so another login never sees them). */
const refreshBoard = (client: QueryClient, rangeId: string) =>
  Promise.all(
    [rangeSlotsApi.getRangeSlotBoard, rangeSlotsApi.getRangeBoardSettings, rangeSlotsApi.listRangeBookings].map((route) =>
      invalidateRoute(client, route, { id: rangeId }),
    ),
  );

export function useSlotBoard(rangeId: string, from: string) {
  const { user, isLoading } = useAuth();
  return useQuery({
    ...queryOptions(rangeSlotsApi.getRangeSlotBoard, { params: { id: rangeId }, query: { from, days: 7 } }, [user?.id ?? 'anonymous']),
    enabled: !isLoading,
    staleTime: 0,
  });
}

export function useMyRangeBookings() {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions(rangeSlotsApi.listMyRangeBookings, undefined, [user?.id ?? 'anonymous']),
    enabled: !!user,
    staleTime: 0,
  });
}

/** Book or cancel a place; the board and my bookings are read again after either. */
export function useBookingActions(rangeId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([refreshBoard(client, rangeId), invalidateRoute(client, rangeSlotsApi.listMyRangeBookings)]);
  const book = useMutation({
    mutationFn: ({ slotId, name }: { slotId: string; name: string }) =>
      call(rangeSlotsApi.bookRangeSlot, { params: { id: rangeId, slotId }, body: { name } }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (slotId: string) => call(rangeSlotsApi.cancelRangeBooking, { params: { id: rangeId, slotId } }),
    onSettled: refresh,
  });
  return { book, cancel };
}

// ---- range staff ---------------------------------------------------------------------------------------

export function useBoardSettings(rangeId: string) {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions(rangeSlotsApi.getRangeBoardSettings, { params: { id: rangeId } }, [user?.id ?? 'anonymous']),
    enabled: !!user,
    retry: false,
  });
}

export function useRangeBookings(rangeId: string, from: string) {
  const { user } = useAuth();
  return useQuery({
    ...queryOptions(rangeSlotsApi.listRangeBookings, { params: { id: rangeId }, query: { from, days: 7 } }, [user?.id ?? 'anonymous']),
    enabled: !!user,
    retry: false,
    staleTime: 0,
  });
}

export function useManageActions(rangeId: string) {
  const client = useQueryClient();
  const refresh = () => refreshBoard(client, rangeId);
  const setLayouts = useMutation({
    mutationFn: (layouts: { id?: string; name: string }[]) =>
      call(rangeSlotsApi.setRangeLayouts, { params: { id: rangeId }, body: { layouts } }),
    onSettled: refresh,
  });
  const openSlot = useMutation({
    mutationFn: (input: RangeSlotInput) => call(rangeSlotsApi.createRangeSlot, { params: { id: rangeId }, body: input }),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (slotId: string) => call(rangeSlotsApi.deleteRangeSlot, { params: { id: rangeId, slotId } }),
    onSettled: refresh,
  });
  return { setLayouts, openSlot, withdraw };
}
