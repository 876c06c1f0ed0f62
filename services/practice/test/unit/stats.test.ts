import { describe, expect, it } from 'vitest';
import { aggregateSession } from '@trap/contracts';
import { card } from '../support/rounds.ts';
import { comparePeriods, computeStats, type SessionForStats } from '../../src/modules/stats/practice-stats.ts';

// A: Olympic Trap 22/25 target by target (misses at positions 4, 15, 22) plus a 20 entered as a total.
// B: Olympic Trap 24/25, only the last target lost. C: Down-The-Line 24/25 with 21 first and 3
// second barrels (69 points), lost at position 15.
const A: SessionForStats = {
  id: 'a',
  date: '2026-01-05T09:00:00.000Z',
  discipline: 'olympic-trap',
  location: 'Delhi',
  agg: aggregateSession('olympic-trap', [{ shots: card('FFSLF NFFFFF FSFFL FFFFF FLFFF') }, { total: 20 }]),
};
const B: SessionForStats = {
  id: 'b',
  date: '2026-02-10T09:00:00.000Z',
  discipline: 'olympic-trap',
  location: 'Delhi',
  agg: aggregateSession('olympic-trap', [{ shots: card('FFFFF FFFFF FFFFF FFFFF FFFFL') }]),
};
const C: SessionForStats = {
  id: 'c',
  date: '2026-02-20T09:00:00.000Z',
  discipline: 'down-the-line',
  location: 'Pune',
  agg: aggregateSession('down-the-line', [{ shots: card('FFFFF FSFFF FFFFL SSFFF FFFFF', { machines: false }) }]),
};

describe('practice statistics', () => {
  const stats = computeStats([C, A, B]);

  it('when sessions mix detailed and total-only rounds, then averages rest on every round and the basis says so', () => {
    expect(stats.basis).toMatchObject({ sessions: 3, rounds: 4, detailedRounds: 3, totalOnlyRounds: 1, detailedTargets: 75 });
    expect(stats.basis.note).toContain('all 4 round(s) (1 entered as a total only)');
    expect(stats.basis.note).toContain('3 round(s) (75 targets) scored target by target');
    expect(stats.kills).toBe(90);
    expect(stats.targets).toBe(100);
    expect(stats.averagePerRound).toBe(22.5);
    expect(stats.hitRate).toBe(0.9);
  });

  it('when two rounds tie on rate and kills, then the earlier one is the best round; the best session has the best average', () => {
    expect(stats.best.round).toEqual({ sessionId: 'b', date: B.date, kills: 24, targets: 25 });
    expect(stats.best.session).toMatchObject({ sessionId: 'b', kills: 24, rounds: 1 });
  });

  it('when sessions span months, then the trend has a point per session and per month and a monthly slope', () => {
    expect(stats.trend.bySession.map((p) => [p.sessionId, p.averagePerRound])).toEqual([
      ['a', 21],
      ['b', 24],
      ['c', 24],
    ]);
    expect(stats.trend.byMonth).toEqual([
      { month: '2026-01', sessions: 1, rounds: 2, averagePerRound: 21 },
      { month: '2026-02', sessions: 2, rounds: 2, averagePerRound: 24 },
    ]);
    expect(stats.trend.slopePerMonth).toBe(3);
  });

  it('when hits run on from one session into the next, then the longest run joins them (3 closing A + 24 opening B)', () => {
    expect(stats.longestRun).toBe(27);
  });

  it('when Down-The-Line rounds are in the set, then their points are written kills/points', () => {
    expect(stats.dtl).toEqual({ rounds: 1, kills: 24, points: 69, maxPoints: 75, written: '24/69' });
    expect(computeStats([A, B]).dtl).toBeNull();
  });

  it('then first and second barrel kills, hit rates per station and misses by position are counted from the shots', () => {
    expect(stats.barrels).toEqual({
      first: 65,
      second: 5,
      lost: 5,
      refused: 0,
      noBirds: 1,
      firstBarrelRate: 0.867,
      secondBarrelShare: 0.071,
    });
    expect(stats.byStation[0]).toEqual({ key: '1', targets: 15, kills: 14, rate: 0.933 });
    expect(stats.byStation[4]).toEqual({ key: '5', targets: 15, kills: 13, rate: 0.867 });
    const pos = (n: number) => stats.missesByPosition.find((p) => p.position === n);
    expect(pos(15)).toEqual({ position: 15, targets: 3, misses: 2, missRate: 0.667 });
    expect(pos(25)).toEqual({ position: 25, targets: 3, misses: 1, missRate: 0.333 });
    expect(pos(1)).toEqual({ position: 1, targets: 3, misses: 0, missRate: 0 });
    expect(stats.byMachine.map((m) => m.key)).toHaveLength(15); // DTL has no machines
    expect(stats.byDirection.map((d) => d.key)).toEqual(['left', 'right', 'straight']);
  });

  it('when two periods are compared, then each headline and the change of B against A is given', () => {
    const cmp = comparePeriods(computeStats([A]), computeStats([B, C]));
    expect(cmp.a).toMatchObject({ sessions: 1, rounds: 2, averagePerRound: 21 });
    expect(cmp.b).toMatchObject({ sessions: 2, rounds: 2, averagePerRound: 24, hitRate: 0.96 });
    expect(cmp.change).toEqual({ averagePerRound: 3, hitRate: 0.12, firstBarrelRate: 0.1 });
  });

  it('when there are no sessions, then every number is empty rather than invented', () => {
    const empty = computeStats([]);
    expect(empty).toMatchObject({ averagePerRound: null, hitRate: null, longestRun: 0, dtl: null, best: { round: null, session: null } });
    expect(empty.trend.slopePerMonth).toBeNull();
  });
});
