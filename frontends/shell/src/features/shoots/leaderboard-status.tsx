import type { Leaderboard } from './use-live-leaderboard.ts';

const time = (iso: string) =>
  new Date(iso).toLocaleTimeString('en-IN', { hour: 'numeric', minute: '2-digit', second: '2-digit', timeZone: 'Asia/Kolkata' });

/** Live, reconnecting or final; the counted targets and when the board was computed. */
export function LeaderboardStatus({ board, live }: { board: Leaderboard; live: boolean }) {
  const status = board.status === 'finished' ? 'Final results' : live ? 'Live' : 'Reconnecting…';
  return (
    <p className="lb-status" role="status">
      <span className={`lb-dot lb-dot--${board.status === 'finished' ? 'done' : live ? 'live' : 'off'}`} aria-hidden="true" />
      {status} · <span data-testid="lb-targets">{board.targetsScored}</span> targets · updated {time(board.computedAt)}
    </p>
  );
}

export const LEADERBOARD_LEGEND = 'CB: tie decided by count-back · SO: still tied, a shoot-off decides';
