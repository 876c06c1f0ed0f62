import type { QueryClient } from '@tanstack/react-query';
import { call, queryOptions, routeKey, type RouteResponse } from '@trap/ui';
import { practiceApi } from '@trap/contracts/api/route-paths';
import {
  DISCIPLINE_RULES,
  type CreateSessionInput,
  type PracticeSession,
  type UpdateSession,
} from '@trap/contracts';
import { STATS_KEY } from '../../shared/stats/stats-api.ts';

/** The member's practice sessions through the bff (`services/practice`). */
const SESSIONS_KEY = routeKey(practiceApi.listSessions);

export type SessionList = RouteResponse<typeof practiceApi.listSessions>;

/** Newest first, `limit` at a time ("Show older sessions" asks for more). */
export const PAGE_SIZE = 30;
export const sessionsQuery = (limit: number) => queryOptions(practiceApi.listSessions, { query: { limit } });

/**
 * After a write: cancels list fetches still under way (they started before the write and would answer
 * the old list, and a refetch asked for while the first load is pending only joins it), changes every
 * cached list at once, then refetches the lists and the stats.
 */
export async function applySessionChange(queryClient: QueryClient, change: (list: SessionList) => SessionList): Promise<void> {
  await queryClient.cancelQueries({ queryKey: SESSIONS_KEY });
  queryClient.setQueriesData<SessionList>({ queryKey: SESSIONS_KEY }, (old) => (old ? change(old) : old));
  void queryClient.invalidateQueries({ queryKey: SESSIONS_KEY });
  void queryClient.invalidateQueries({ queryKey: STATS_KEY });
}

/** Puts a stored session into every cached list at once, so history shows it before the refetch answers. */
export function withSession(list: SessionList, session: PracticeSession): SessionList {
  if (list.items.some((s) => s.id === session.id)) return list;
  const items = [session, ...list.items].sort((a, b) => b.date.localeCompare(a.date));
  return { items, total: list.total + 1 };
}

export const createSession = (input: CreateSessionInput) => call(practiceApi.logSession, { body: input });

export const deleteSession = (id: string) => call(practiceApi.deleteSession, { params: { id } });

/** PUT takes the whole session again; the rounds go back as recorded, without their computed scores. */
export function updateSession(session: PracticeSession, change: { date?: string; notes?: string }) {
  const body: UpdateSession = {
    date: change.date ?? session.date,
    discipline: session.discipline,
    title: session.title,
    location: session.location,
    rangeId: session.rangeId,
    notes: change.notes ?? session.notes,
    targetType: session.targetType,
    weatherConditions: session.weatherConditions,
    equipmentIds: session.equipmentIds,
    scores: session.scores.map(({ score: _score, ...round }) => round),
  };
  return call(practiceApi.updateSession, { params: { id: session.id }, body });
}

/** "23/25", or for Down-The-Line kills/points like "DTL 25/73". */
export function scoreText(s: { discipline: PracticeSession['discipline']; totalScore: number; totalTargets: number; dtlWritten: string | null }) {
  if (s.discipline === 'down-the-line' && s.dtlWritten) return `DTL ${s.dtlWritten}`;
  return `${s.totalScore}/${s.totalTargets}`;
}

export const disciplineLabel = (d: PracticeSession['discipline']) => DISCIPLINE_RULES[d].label;

/** A random idempotency key (randomUUID needs a secure context; the range may be on plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}

/** Today as YYYY-MM-DD in the member's own time zone. */
export function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** The calendar day of a stored date (an ISO date or date-time). */
export const dayOf = (iso: string) => iso.slice(0, 10);
