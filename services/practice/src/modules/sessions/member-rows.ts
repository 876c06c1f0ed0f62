import type { SessionAggregate } from '@trap/contracts';
import type { SessionRepository } from './session.repository.ts';

/** What rules over a member's sessions (challenges, achievements) read of one live session. */
export interface SessionRow {
  id: string;
  /** ISO date-time */
  date: string;
  agg: SessionAggregate;
}

/**
 * The member's live sessions (statistics rows, cached), with the session of the event read as it
 * is stored now: its row may not have followed yet, and a deleted one leaves.
 */
export async function memberRows(sessions: SessionRepository, userId: string, sessionId?: string): Promise<SessionRow[]> {
  const rows: SessionRow[] = (await sessions.forStats({ userId })).map((r) => ({ id: r.id, date: r.date, agg: r.agg }));
  if (!sessionId) return rows;
  const live = await sessions.findLive(sessionId);
  const others = rows.filter((r) => r.id !== sessionId);
  if (live && live.userId === userId) others.push({ id: sessionId, date: live.date.toISOString(), agg: live.agg });
  return others;
}
