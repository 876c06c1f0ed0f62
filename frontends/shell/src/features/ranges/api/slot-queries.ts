import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MyRangeBookings, RangeBoardSettings, RangeSlot, RangeSlotBoard, RangeSlotBookings, RangeSlotInput } from '@trap/contracts';
import { api, useAuth } from '@trap/ui';

const DAY_MS = 86_400_000;
/** A day in IST (the ranges' time), YYYY-MM-DD, `plus` days from today. */
export const indiaDay = (plus = 0, from = Date.now()) => new Date(from + 5.5 * 3_600_000 + plus * DAY_MS).toISOString().slice(0, 10);
/** The day `n` days after `day` (YYYY-MM-DD). */
export const addDays = (day: string, n: number) => new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const inrPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
/** Integer paise as rupees: 120000 → ₹1,200; 99950 → ₹999.50. */
export const rupees = (paise: number) => (paise % 100 ? inrPaise : inr).format(paise / 100);
export const dayLabel = (day: string) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString('en-IN', { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });

/** Every key of this range's board and bookings, keyed by member so another login never sees them. */
const boardKey = (rangeId: string) => ['range-slots', rangeId];

export function useSlotBoard(rangeId: string, from: string) {
  const { user, isLoading } = useAuth();
  return useQuery({
    queryKey: [...boardKey(rangeId), from, user?.id ?? 'anonymous'],
    queryFn: ({ signal }) =>
      api.get<RangeSlotBoard>(`/api/shooting-ranges/${encodeURIComponent(rangeId)}/slots?from=${from}&days=7`, { signal }),
    enabled: !isLoading,
    staleTime: 0,
  });
}

export function useMyRangeBookings() {
  const { user } = useAuth();
  return useQuery({
    queryKey: ['range-bookings', user?.id ?? 'anonymous'],
    queryFn: ({ signal }) => api.get<MyRangeBookings>('/api/range-bookings', { signal }),
    enabled: !!user,
    staleTime: 0,
  });
}

/** Book or cancel a place; the board and my bookings are read again after either. */
export function useBookingActions(rangeId: string) {
  const client = useQueryClient();
  const refresh = () =>
    Promise.all([client.invalidateQueries({ queryKey: boardKey(rangeId) }), client.invalidateQueries({ queryKey: ['range-bookings'] })]);
  const book = useMutation({
    mutationFn: ({ slotId, name }: { slotId: string; name: string }) =>
      api.post<RangeSlot>(`/api/shooting-ranges/${rangeId}/slots/${slotId}/booking`, { name }),
    onSettled: refresh,
  });
  const cancel = useMutation({
    mutationFn: (slotId: string) => api.delete(`/api/shooting-ranges/${rangeId}/slots/${slotId}/booking`),
    onSettled: refresh,
  });
  return { book, cancel };
}

// ---- range staff ---------------------------------------------------------------------------------------

export function useBoardSettings(rangeId: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...boardKey(rangeId), 'settings', user?.id ?? 'anonymous'],
    queryFn: ({ signal }) => api.get<RangeBoardSettings>(`/api/shooting-ranges/${rangeId}/board`, { signal }),
    enabled: !!user,
    retry: false,
  });
}

export function useRangeBookings(rangeId: string, from: string) {
  const { user } = useAuth();
  return useQuery({
    queryKey: [...boardKey(rangeId), 'bookings', from, user?.id ?? 'anonymous'],
    queryFn: ({ signal }) => api.get<RangeSlotBookings>(`/api/shooting-ranges/${rangeId}/bookings?from=${from}&days=7`, { signal }),
    enabled: !!user,
    retry: false,
    staleTime: 0,
  });
}

export function useManageActions(rangeId: string) {
  const client = useQueryClient();
  const refresh = () => client.invalidateQueries({ queryKey: boardKey(rangeId) });
  const setLayouts = useMutation({
    mutationFn: (layouts: { id?: string; name: string }[]) =>
      api.put<RangeBoardSettings>(`/api/shooting-ranges/${rangeId}/layouts`, { layouts }),
    onSettled: refresh,
  });
  const openSlot = useMutation({
    mutationFn: (input: RangeSlotInput) => api.post<RangeSlot>(`/api/shooting-ranges/${rangeId}/slots`, input),
    onSettled: refresh,
  });
  const withdraw = useMutation({
    mutationFn: (slotId: string) => api.delete(`/api/shooting-ranges/${rangeId}/slots/${slotId}`),
    onSettled: refresh,
  });
  return { setLayouts, openSlot, withdraw };
}
