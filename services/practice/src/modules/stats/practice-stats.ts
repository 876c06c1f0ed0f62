import { DISCIPLINE_RULES, type Bucket, type Discipline, type SessionAggregate } from '@trap/contracts';

/** DTL is written kills/points, like 25/73. */
export const formatDtl = (kills: number, points: number) => `${kills}/${points}`;

/** One stored session as statistics see it: its precomputed aggregate, never its shots. */
export interface SessionForStats {
  id: string;
  /** ISO date-time */
  date: string;
  discipline: Discipline;
  location: string | null;
  agg: SessionAggregate;
  weatherConditions?: { windSpeed?: number | null; temperature?: number | null; light?: string | null; rain?: string | null } | null;
  equipmentIds?: string[];
}

export interface RatedBucket extends Bucket {
  /** kills / targets, 0..1 rounded to 3 places; null without targets */
  rate: number | null;
}

interface StatsBasis {
  sessions: number;
  rounds: number;
  detailedRounds: number;
  totalOnlyRounds: number;
  detailedTargets: number;
  /** says in words which numbers rest on which rounds */
  note: string;
}

export interface PracticeStats {
  basis: StatsBasis;
  targets: number;
  kills: number;
  /** kills per round over every round (detailed and total-only) */
  averagePerRound: number | null;
  hitRate: number | null;
  best: {
    round: { sessionId: string; date: string; kills: number; targets: number } | null;
    session: { sessionId: string; date: string; kills: number; targets: number; rounds: number } | null;
  };
  trend: {
    bySession: { sessionId: string; date: string; rounds: number; averagePerRound: number }[];
    byMonth: { month: string; sessions: number; rounds: number; averagePerRound: number }[];
    /** least-squares change of the average per round per month; null under two months */
    slopePerMonth: number | null;
  };
  byStation: RatedBucket[];
  byMachine: RatedBucket[];
  byDirection: RatedBucket[];
  /** Down-The-Line points over the DTL rounds scored target by target; null when there are none */
  dtl: { rounds: number; kills: number; points: number; maxPoints: number; written: string } | null;
  barrels: {
    first: number;
    second: number;
    lost: number;
    refused: number;
    noBirds: number;
    /** first-barrel kills / targets */
    firstBarrelRate: number | null;
    /** second-barrel kills / all kills */
    secondBarrelShare: number | null;
  };
  longestRun: number;
  missesByPosition: { position: number; targets: number; misses: number; missRate: number | null }[];
}

export const rateOf = (a: number, b: number, places = 3): number | null => (b > 0 ? roundTo(a / b, places) : null);
export const roundTo = (x: number, places = 2) => Math.round(x * 10 ** places) / 10 ** places;

/** Buckets of the same key (a station, a direction...) over several sessions, summed; in first-seen order. */
export function sumBuckets(lists: Bucket[][]): Bucket[] {
  const map = new Map<string, Bucket>();
  for (const list of lists)
    for (const b of list) {
      const m = map.get(b.key) ?? { key: b.key, targets: 0, kills: 0 };
      m.targets += b.targets;
      m.kills += b.kills;
      map.set(b.key, m);
    }
  return [...map.values()];
}

function mergeBuckets(lists: Bucket[][]): RatedBucket[] {
  return sumBuckets(lists)
    .sort((a, b) => (Number.isNaN(Number(a.key)) ? a.key.localeCompare(b.key) : Number(a.key) - Number(b.key)))
    .map((b) => ({ ...b, rate: rateOf(b.kills, b.targets) }));
}

/** Least-squares slope of ys over xs. */
function leastSquaresSlope(xs: number[], ys: number[]): number | null {
  if (xs.length < 2) return null;
  const mx = xs.reduce((a, x) => a + x, 0) / xs.length;
  const my = ys.reduce((a, y) => a + y, 0) / ys.length;
  let num = 0;
  let den = 0;
  xs.forEach((x, i) => {
    num += (x - mx) * (ys[i]! - my);
    den += (x - mx) ** 2;
  });
  return den === 0 ? null : num / den;
}

const monthIndex = (month: string) => {
  const [y, m] = month.split('-').map(Number);
  return y! * 12 + (m! - 1);
};

/** Every statistic of My Stats from the sessions' aggregates. Sessions may come in any order. */
export function computeStats(input: SessionForStats[]): PracticeStats {
  const sessions = [...input].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const sum = (f: (a: SessionAggregate) => number) => sessions.reduce((t, s) => t + f(s.agg), 0);
  const rounds = sum((a) => a.rounds);
  const detailedRounds = sum((a) => a.detailedRounds);
  const detailedTargets = sum((a) => a.detailed.targets);
  const targets = sum((a) => a.targets);
  const kills = sum((a) => a.kills);

  let bestRound: PracticeStats['best']['round'] = null;
  let bestSession: PracticeStats['best']['session'] = null;
  for (const s of sessions) {
    s.agg.roundScores.forEach((k, i) => {
      const t = s.agg.roundTargets[i] ?? 0;
      // best by hit rate, then by kills, so a 50-target round does not hide a 25/25
      if (
        !bestRound ||
        k / t > bestRound.kills / bestRound.targets ||
        (k / t === bestRound.kills / bestRound.targets && k > bestRound.kills)
      )
        bestRound = { sessionId: s.id, date: s.date, kills: k, targets: t };
    });
    if (s.agg.rounds > 0) {
      const avg = s.agg.kills / s.agg.rounds;
      if (!bestSession || avg > bestSession.kills / bestSession.rounds)
        bestSession = { sessionId: s.id, date: s.date, kills: s.agg.kills, targets: s.agg.targets, rounds: s.agg.rounds };
    }
  }

  const bySession = sessions
    .filter((s) => s.agg.rounds > 0)
    .map((s) => ({ sessionId: s.id, date: s.date, rounds: s.agg.rounds, averagePerRound: roundTo(s.agg.kills / s.agg.rounds) }));
  const months = new Map<string, { sessions: number; rounds: number; kills: number }>();
  for (const s of sessions) {
    if (!s.agg.rounds) continue;
    const key = s.date.slice(0, 7);
    const m = months.get(key) ?? { sessions: 0, rounds: 0, kills: 0 };
    m.sessions++;
    m.rounds += s.agg.rounds;
    m.kills += s.agg.kills;
    months.set(key, m);
  }
  const byMonth = [...months.entries()].map(([month, m]) => ({
    month,
    sessions: m.sessions,
    rounds: m.rounds,
    averagePerRound: roundTo(m.kills / m.rounds),
  }));
  const monthSlope = leastSquaresSlope(
    byMonth.map((m) => monthIndex(m.month)),
    byMonth.map((m) => m.averagePerRound),
  );

  const dtlSessions = sessions.filter((s) => DISCIPLINE_RULES[s.discipline].points && s.agg.detailedRounds > 0);
  const dtlKills = dtlSessions.reduce((t, s) => t + s.agg.detailed.kills, 0);
  const dtlPoints = dtlSessions.reduce((t, s) => t + (s.agg.detailed.points ?? 0), 0);
  const dtlTargets = dtlSessions.reduce((t, s) => t + s.agg.detailed.targets, 0);

  // runs continue across sessions in date order
  let longestRun = 0;
  let carry = 0;
  for (const s of sessions) {
    const d = s.agg.detailed;
    if (!d.targets) continue;
    longestRun = Math.max(longestRun, d.longestRun, carry + d.leadingRun);
    carry = d.leadingRun === d.targets ? carry + d.targets : d.trailingRun;
    longestRun = Math.max(longestRun, carry);
  }

  const first = sum((a) => a.detailed.first);
  const second = sum((a) => a.detailed.second);
  const positions = mergeBuckets(sessions.map((s) => s.agg.detailed.byPosition));
  const totalOnlyRounds = rounds - detailedRounds;
  return {
    basis: {
      sessions: sessions.length,
      rounds,
      detailedRounds,
      totalOnlyRounds,
      detailedTargets,
      note:
        `Average and best rest on all ${rounds} round(s)` +
        (totalOnlyRounds ? ` (${totalOnlyRounds} entered as a total only)` : '') +
        `; station, machine, direction, barrel, run and position figures rest on the ${detailedRounds} round(s) (${detailedTargets} targets) scored target by target.`,
    },
    targets,
    kills,
    averagePerRound: rounds ? roundTo(kills / rounds) : null,
    hitRate: rateOf(kills, targets),
    best: { round: bestRound, session: bestSession },
    trend: { bySession, byMonth, slopePerMonth: monthSlope === null ? null : roundTo(monthSlope) },
    byStation: mergeBuckets(sessions.map((s) => s.agg.detailed.byStation)),
    byMachine: mergeBuckets(sessions.map((s) => s.agg.detailed.byMachine)),
    byDirection: mergeBuckets(sessions.map((s) => s.agg.detailed.byDirection)),
    dtl: dtlSessions.length
      ? {
          rounds: dtlSessions.reduce((t, s) => t + s.agg.detailedRounds, 0),
          kills: dtlKills,
          points: dtlPoints,
          maxPoints: dtlTargets * DISCIPLINE_RULES['down-the-line'].points!.first,
          written: formatDtl(dtlKills, dtlPoints),
        }
      : null,
    barrels: {
      first,
      second,
      lost: sum((a) => a.detailed.lost),
      refused: sum((a) => a.detailed.refused),
      noBirds: sum((a) => a.detailed.noBirds),
      firstBarrelRate: rateOf(first, detailedTargets),
      secondBarrelShare: rateOf(second, first + second),
    },
    longestRun,
    missesByPosition: positions.map((p) => ({
      position: Number(p.key),
      targets: p.targets,
      misses: p.targets - p.kills,
      missRate: rateOf(p.targets - p.kills, p.targets),
    })),
  };
}

/** The headline numbers of a period, for comparing two periods. */
function statsHeadline(stats: PracticeStats) {
  return {
    sessions: stats.basis.sessions,
    rounds: stats.basis.rounds,
    averagePerRound: stats.averagePerRound,
    hitRate: stats.hitRate,
    firstBarrelRate: stats.barrels.firstBarrelRate,
    longestRun: stats.longestRun,
  };
}

const diff = (a: number | null, b: number | null) => (a === null || b === null ? null : roundTo(b - a, 3));

/** Period A against period B: B minus A for every headline number. */
export function comparePeriods(a: PracticeStats, b: PracticeStats) {
  const ha = statsHeadline(a);
  const hb = statsHeadline(b);
  return {
    a: ha,
    b: hb,
    change: {
      averagePerRound: diff(ha.averagePerRound, hb.averagePerRound),
      hitRate: diff(ha.hitRate, hb.hitRate),
      firstBarrelRate: diff(ha.firstBarrelRate, hb.firstBarrelRate),
    },
  };
}
