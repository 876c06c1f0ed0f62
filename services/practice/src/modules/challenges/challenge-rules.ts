import type { Challenge } from '@trap/contracts';
import type { SessionRow } from '../sessions/member-rows.ts';

const DAY = 86_400_000;

type Rule = Pick<Challenge, 'type' | 'requiredCount' | 'periodDays' | 'station' | 'startsOn' | 'endsOn'>;

/** Sessions inside the challenge's window (calendar dates, inclusive). */
function inWindow(rows: SessionRow[], c: Pick<Rule, 'startsOn' | 'endsOn'>): SessionRow[] {
  return rows.filter((r) => {
    const day = r.date.slice(0, 10);
    return (!c.startsOn || day >= c.startsOn) && (!c.endsOn || day <= c.endsOn);
  });
}

/** Most sessions whose dates fall within any span of `days` days. */
function mostSessionsWithin(rows: SessionRow[], days: number): number {
  const times = rows.map((r) => Date.parse(r.date.slice(0, 10))).sort((a, b) => a - b);
  let best = 0;
  for (let i = 0, j = 0; j < times.length; j++) {
    while (times[j]! - times[i]! >= days * DAY) i++;
    best = Math.max(best, j - i + 1);
  }
  return best;
}

/** Longest run of consecutive kills: target by target, or a round scored in total with every target broken. */
function longestStraight(rows: SessionRow[]): number {
  let best = 0;
  for (const { agg } of rows) {
    best = Math.max(best, agg.detailed.longestRun);
    agg.roundScores.forEach((s, i) => {
      if (s > 0 && s === agg.roundTargets[i]) best = Math.max(best, s);
    });
  }
  return best;
}

/** Best first-barrel rate (whole percent, rounded down) of a session with at least a round (25) of targets recorded target by target. */
function bestFirstBarrelRate(rows: SessionRow[], minTargets = 25): number {
  let best = 0;
  for (const { agg } of rows)
    if (agg.detailed.targets >= minTargets) best = Math.max(best, Math.floor((agg.detailed.first / agg.detailed.targets) * 100));
  return best;
}

function killsAtStation(rows: SessionRow[], station: number): number {
  let n = 0;
  for (const { agg } of rows) for (const b of agg.detailed.byStation) if (b.key === String(station)) n += b.kills;
  return n;
}

const killsOf = (rows: SessionRow[]) => rows.reduce((n, r) => n + r.agg.kills, 0);

/**
 * challenge_progress.currentCount of a challenge, from the member's live sessions in its window,
 * capped at requiredCount:
 * - sessions_in_period: most sessions within any `periodDays` days;
 * - straight: longest run of consecutive kills;
 * - first_barrel_rate: best first-barrel percentage of a session with at least 25 targets recorded;
 * - station_mastery: targets broken from `station`;
 * - season_targets: targets broken.
 */
export function currentCount(c: Rule, all: SessionRow[]): number {
  const rows = inWindow(all, c);
  const raw = (() => {
    switch (c.type) {
      case 'sessions_in_period':
        return mostSessionsWithin(rows, c.periodDays ?? 1);
      case 'straight':
        return longestStraight(rows);
      case 'first_barrel_rate':
        return bestFirstBarrelRate(rows);
      case 'station_mastery':
        return killsAtStation(rows, c.station ?? 1);
      case 'season_targets':
        return killsOf(rows);
    }
  })();
  return Math.min(raw, c.requiredCount);
}
