import type { AchievementType } from '@trap/contracts';
import type { SessionRow } from '../sessions/member-rows.ts';

const DAY = 86_400_000;

/** One seeded achievement (SPEC 3.2 achievements: title, description, type, threshold, icon). */
export interface AchievementDef {
  id: string;
  title: string;
  description: string;
  type: AchievementType;
  threshold: number;
  icon: string;
  /** progress toward the threshold from the member's live sessions */
  measure: (rows: SessionRow[]) => number;
  /** what is left, in words */
  left: (remaining: number) => string;
}

const plural = (n: number, one: string, many = `${one}s`) => `${n.toLocaleString('en-IN')} more ${n === 1 ? one : many}`;
const kills = (rows: SessionRow[]) => rows.reduce((n, r) => n + r.agg.kills, 0);

/** Best score of a round of 25 targets (a 25 straight is 25). */
function bestRoundOf25(rows: SessionRow[]): number {
  let best = 0;
  for (const { agg } of rows) agg.roundScores.forEach((s, i) => agg.roundTargets[i] === 25 && (best = Math.max(best, s)));
  return best;
}

/** Stations 1..5 broken at 80 % or better, each over at least 25 targets recorded there. */
function stationsAbove80(rows: SessionRow[]): number {
  const by = new Map<string, { t: number; k: number }>();
  for (const { agg } of rows)
    for (const b of agg.detailed.byStation) {
      const m = by.get(b.key) ?? { t: 0, k: 0 };
      m.t += b.targets;
      m.k += b.kills;
      by.set(b.key, m);
    }
  return ['1', '2', '3', '4', '5'].filter((s) => {
    const m = by.get(s);
    return m !== undefined && m.t >= 25 && m.k / m.t >= 0.8;
  }).length;
}

/** Longest run of consecutive weeks (Monday to Sunday, UTC) with at least one session. */
function longestWeeklyStreak(rows: SessionRow[]): number {
  const weeks = [
    ...new Set(
      rows.map((r) => {
        const d = Date.parse(r.date.slice(0, 10));
        const dow = (new Date(d).getUTCDay() + 6) % 7;
        return (d - dow * DAY) / (7 * DAY);
      }),
    ),
  ].sort((a, b) => a - b);
  let best = 0;
  let run = 0;
  weeks.forEach((w, i) => {
    run = i > 0 && w - weeks[i - 1]! === 1 ? run + 1 : 1;
    best = Math.max(best, run);
  });
  return best;
}

function bestFirstBarrelPercent(rows: SessionRow[]): number {
  let best = 0;
  for (const { agg } of rows)
    if (agg.detailed.targets >= 25) best = Math.max(best, Math.floor((agg.detailed.first / agg.detailed.targets) * 100));
  return best;
}

/** The seeded set. Each is unlocked once, with its date, and never taken back. */
export const ACHIEVEMENTS: AchievementDef[] = [
  {
    id: 'first-session',
    title: 'First Session',
    description: 'Log your first practice session.',
    type: 'sessions',
    threshold: 1,
    icon: 'flag',
    measure: (rows) => rows.length,
    left: (n) => plural(n, 'session'),
  },
  {
    id: 'ten-sessions',
    title: 'Regular at the Range',
    description: 'Log 10 practice sessions.',
    type: 'sessions',
    threshold: 10,
    icon: 'calendar',
    measure: (rows) => rows.length,
    left: (n) => plural(n, 'session'),
  },
  {
    id: 'fifty-sessions',
    title: 'Fifty Sessions',
    description: 'Log 50 practice sessions.',
    type: 'sessions',
    threshold: 50,
    icon: 'calendar-check',
    measure: (rows) => rows.length,
    left: (n) => plural(n, 'session'),
  },
  {
    id: 'targets-100',
    title: '100 Targets',
    description: 'Break 100 targets in practice.',
    type: 'targets',
    threshold: 100,
    icon: 'target',
    measure: kills,
    left: (n) => plural(n, 'target'),
  },
  {
    id: 'targets-1000',
    title: '1,000 Targets',
    description: 'Break 1,000 targets in practice.',
    type: 'targets',
    threshold: 1000,
    icon: 'trophy',
    measure: kills,
    left: (n) => plural(n, 'target'),
  },
  {
    id: 'first-25-straight',
    title: 'First 25 Straight',
    description: 'A perfect round of 25.',
    type: 'straight',
    threshold: 25,
    icon: 'star',
    measure: bestRoundOf25,
    left: (n) => `${plural(n, 'target')} in your best round of 25`,
  },
  {
    id: 'every-station-80',
    title: 'Every Station Above 80 %',
    description: 'Break 80 % or more at each of stations 1 to 5 (at least 25 targets recorded at each).',
    type: 'stations',
    threshold: 5,
    icon: 'grid',
    measure: stationsAbove80,
    left: (n) => plural(n, 'station'),
  },
  {
    id: 'month-without-missed-week',
    title: 'A Month Without a Missed Week',
    description: 'Practise at least once a week for four weeks in a row.',
    type: 'weekly_streak',
    threshold: 4,
    icon: 'flame',
    measure: longestWeeklyStreak,
    left: (n) => plural(n, 'week') + ' in a row',
  },
  {
    id: 'first-barrel-90',
    title: 'Sharp First Barrel',
    description: 'Break 90 % of a round of 25 or more with the first barrel.',
    type: 'first_barrel',
    threshold: 90,
    icon: 'crosshair',
    measure: bestFirstBarrelPercent,
    left: (n) => `${n} more percentage points of first-barrel breaks`,
  },
];
