import { describe, expect, it } from 'vitest';
import { aggregateSession, createSessionSchema, runningTotal, scoreRound } from '@trap/contracts';
import { card } from '../support/rounds.ts';
import { formatDtl } from '../../src/modules/stats/practice-stats.ts';

// Hand-scored: station 1 F F S L F (4, one second), 2 all first (5), 3 F S F F L (4), 4 all first (5),
// 5 F L F F F (4), with a no-bird replayed on station 2: 22/25, 20 first, 2 second, 3 lost.
const OLYMPIC = 'FFSLF NFFFFF FSFFL FFFFF FLFFF';
// DTL: 24 kills, 21 first and 3 second: 21*3 + 3*2 = 69 points, written 24/69.
const DTL = 'FFFFF FSFFF FFFFL SSFFF FFFFF';

describe('scoring a round', () => {
  it('when an Olympic Trap round is scored target by target, then a kill counts whichever barrel broke it and no-birds are not counted', () => {
    const score = scoreRound('olympic-trap', { shots: card(OLYMPIC) });
    expect(score).toEqual({
      detailed: true,
      targets: 25,
      kills: 22,
      first: 20,
      second: 2,
      lost: 3,
      refused: 0,
      noBirds: 1,
      points: null,
      longestRun: 10,
    });
  });

  it('when a Down-The-Line round is scored, then first barrel earns 3 points and second 2, written kills/points', () => {
    const score = scoreRound('down-the-line', { shots: card(DTL, { machines: false }) });
    expect(score.kills).toBe(24);
    expect(score.points).toBe(69);
    expect(formatDtl(score.kills, score.points!)).toBe('24/69');
    expect(formatDtl(25, 73)).toBe('25/73');
  });

  it('when a refused target is recorded, then it counts as a target and as lost', () => {
    const score = scoreRound('skeet', { shots: card('FFFFR', { machines: false, directions: false }) });
    expect(score).toMatchObject({ targets: 5, kills: 4, refused: 1 });
  });

  it('when a round is entered as a total only, then it has the discipline targets and no detailed numbers', () => {
    expect(scoreRound('olympic-trap', { total: 21 })).toMatchObject({ detailed: false, targets: 25, kills: 21, points: null });
    expect(scoreRound('american-trap', { event: 'doubles', total: 44 })).toMatchObject({ targets: 50, kills: 44 });
  });

  it('when a shooter taps through a round, then the running total shows kills, remaining targets and the next station', () => {
    const live = runningTotal('olympic-trap', { shots: card('FFSLF FF') });
    expect(live).toMatchObject({ kills: 6, shotAt: 7, remaining: 18, complete: false, nextStation: 2, barrels: 2 });
    expect(runningTotal('olympic-trap', { format: 'final', shots: [] }).barrels).toBe(1);
    expect(runningTotal('olympic-trap', { shots: card(OLYMPIC) })).toMatchObject({ complete: true, nextStation: null, kills: 22 });
  });
});

describe('aggregating a session', () => {
  it('when a session has a detailed round and a total-only round, then stations, machines, directions and positions rest on the detailed one', () => {
    const agg = aggregateSession('olympic-trap', [{ shots: card(OLYMPIC) }, { total: 20 }]);
    expect(agg).toMatchObject({
      rounds: 2,
      detailedRounds: 1,
      totalOnlyRounds: 1,
      targets: 50,
      kills: 42,
      roundScores: [22, 20],
      roundTargets: [25, 25],
    });
    expect(agg.detailed).toMatchObject({
      targets: 25,
      kills: 22,
      first: 20,
      second: 2,
      lost: 3,
      noBirds: 1,
      longestRun: 10,
      leadingRun: 3,
      trailingRun: 3,
    });
    expect(agg.detailed.byStation).toEqual([
      { key: '1', targets: 5, kills: 4 },
      { key: '2', targets: 5, kills: 5 },
      { key: '3', targets: 5, kills: 4 },
      { key: '4', targets: 5, kills: 5 },
      { key: '5', targets: 5, kills: 4 },
    ]);
    // positions 4, 15 and 22 were lost: a left one (index 3) and two right ones (indexes 14 and 21)
    expect(agg.detailed.byDirection).toEqual([
      { key: 'left', targets: 10, kills: 9 },
      { key: 'right', targets: 10, kills: 8 },
      { key: 'straight', targets: 5, kills: 5 },
    ]);
    expect(agg.detailed.byPosition.filter((p) => p.kills === 0).map((p) => p.key)).toEqual(['4', '15', '22']);
    expect(agg.detailed.byMachine).toHaveLength(15);
    expect(agg.detailed.byMachine.find((m) => m.key === '1')).toEqual({ key: '1', targets: 2, kills: 1 }); // targets 1 (kill) and 4 (lost)
  });
});

describe('validating a session', () => {
  const base = { date: '2026-01-10', discipline: 'olympic-trap' as const };
  const issues = (input: unknown) => {
    const r = createSessionSchema.safeParse(input);
    return r.success ? [] : r.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
  };

  it('when a round has 26 targets, then it is refused with the discipline count', () => {
    expect(issues({ ...base, scores: [{ shots: card(`${OLYMPIC}F`) }] })).toEqual([
      'scores.0.shots: A ISSF Olympic Trap round has 25 targets, not 26',
    ]);
  });

  it('when a second barrel is recorded where the discipline or the final allows one shot, then it is refused', () => {
    expect(issues({ ...base, discipline: 'skeet', scores: [{ shots: card('FS', { machines: false, directions: false }) }] })).toEqual([
      'scores.0.shots.1.outcome: Skeet allows one shot per target: no second-barrel kill',
    ]);
    expect(issues({ ...base, scores: [{ format: 'final', shots: card('FS') }] })[0]).toContain('finals allow one shot per target');
  });

  it('when the date is in the future, a station does not exist or a round is empty, then each is refused', () => {
    expect(issues({ ...base, date: '2099-01-01', scores: [{ total: 20 }] })).toEqual(['date: The date cannot be in the future']);
    expect(issues({ ...base, scores: [{ shots: [{ station: 6, outcome: 'first' }] }] })).toEqual([
      'scores.0.shots.0.station: ISSF Olympic Trap has 5 stations',
    ]);
    expect(issues({ ...base, scores: [{}] })).toEqual(['scores.0: A round needs its shots or a total']);
    expect(issues({ ...base, scores: [{ total: 26 }] })).toEqual(['scores.0.total: A ISSF Olympic Trap round has at most 25 targets']);
    expect(issues({ ...base, scores: [] })).toEqual(['scores: A session needs at least one round']);
  });

  it('when the discipline is left out, then it is ISSF Olympic Trap', () => {
    expect(createSessionSchema.parse({ date: '2026-01-10', scores: [{ total: 20 }] }).discipline).toBe('olympic-trap');
  });
});
