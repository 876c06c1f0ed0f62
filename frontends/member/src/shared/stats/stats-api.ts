import { queryOptions, routeKey, type RouteResponse } from '@trap/ui';
import type { Discipline } from '@trap/contracts';
import { practiceApi } from '@trap/contracts/api/route-paths';

/** My Stats' cache key: filtered variants add their filters; a saved session invalidates them all. */
export const STATS_KEY = routeKey(practiceApi.getStats);

export type PracticeStatsBody = RouteResponse<typeof practiceApi.getStats>;

export interface StatsFilters {
  discipline: '' | Discipline;
  from: string;
  to: string;
  location: string;
  compareFrom: string;
  compareTo: string;
}

export function filtersQuery(f: StatsFilters): string {
  const q = new URLSearchParams();
  if (f.discipline) q.set('discipline', f.discipline);
  if (f.from) q.set('from', f.from);
  if (f.to) q.set('to', f.to);
  if (f.location.trim()) q.set('location', f.location.trim());
  if (f.compareFrom) q.set('compareFrom', f.compareFrom);
  if (f.compareTo) q.set('compareTo', f.compareTo);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** The filters as the stats' query (empty ones left out). */
export const statsInput = (f: StatsFilters) => ({ query: Object.fromEntries(new URLSearchParams(filtersQuery(f))) });

export const NO_FILTERS: StatsFilters = { discipline: '', from: '', to: '', location: '', compareFrom: '', compareTo: '' };
/** The stats for some filters: the screens' query and what a prefetched link warms (SPEC 9). */
export const statsQuery = (f: StatsFilters) => queryOptions(practiceApi.getStats, statsInput(f));

/** 0..1 to "84%", or an en dash when there is nothing to rate. */
export const pct = (rate: number | null | undefined) => (rate == null ? '–' : `${Math.round(rate * 100)}%`);
