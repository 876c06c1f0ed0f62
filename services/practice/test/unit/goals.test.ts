import { describe, expect, it } from 'vitest';
import { aggregateSession, type Discipline, type RoundInput } from '@trap/contracts';
import { card } from '../support/rounds.ts';
import { goalProgress, metricValue, type GoalForProgress } from '../../src/modules/goals/goal-progress.ts';
import { type SessionForStats } from '../../src/modules/stats/practice-stats.ts';

const session = (id: string, date: string, rounds: RoundInput[], discipline: Discipline = 'olympic-trap'): SessionForStats => ({
  id,
  date: `${date}T08:00:00.000Z`,
  discipline,
  location: null,
  agg: aggregateSession(discipline, rounds),
});

// Window of a goal on 30 April 12:00 UTC: (31 March 12:00, 30 April 12:00].
const NOW = Date.parse('2026-04-30T12:00:00.000Z');
const sessions = [
  session('s1', '2026-03-20', [{ total: 18 }]), // before the window
  // 23/25: 21 first-barrel kills, 2 second-barrel kills, 2 lost
  session('s2', '2026-04-05', [{ shots: card('FFFFF FFFFF SSFFF FFLLF FFFFF') }]),
  session('s3', '2026-04-20', [{ total: 21 }]), // a total only: no barrels known
  session('s4', '2026-04-29', [{ total: 24 }], 'skeet'),
];
const goal = (g: Partial<GoalForProgress>): GoalForProgress => ({
  metric: 'average-per-round',
  target: 24,
  discipline: 'olympic-trap',
  deadline: '2026-05-31',
  baseline: null,
  ...g,
});

describe('goal metrics', () => {
  const window = sessions.slice(1);
  it('when sessions are measured, then each metric is computed from their rounds', () => {
    expect(metricValue('average-per-round', window)).toBe(22.67); // (23 + 21 + 24) / 3
    expect(metricValue('hit-rate', window)).toBe(90.7); // 68 / 75
    expect(metricValue('first-barrel-rate', window)).toBe(84); // 21 of the 25 targets scored one by one
    expect(metricValue('sessions-per-month', window)).toBe(3);
  });
  it('when there is nothing to measure, then rates are null and the session count is 0', () => {
    expect(metricValue('average-per-round', [])).toBeNull();
    expect(metricValue('first-barrel-rate', [sessions[2]!])).toBeNull();
    expect(metricValue('sessions-per-month', [])).toBe(0);
  });
});

describe('goal progress', () => {
  it('when the average rose from 20 to 22 towards 24, then the goal is half way and in progress', () => {
    // Olympic Trap in the window: 23 and 21 -> 22
    expect(goalProgress(goal({ baseline: 20 }), sessions, NOW)).toEqual({
      current: 22,
      percent: 50,
      status: 'in-progress',
      sessions: 2,
      daysLeft: 32, // 31.5 days to the end of 31 May
      windowFrom: '2026-03-31T12:00:00.000Z',
      windowTo: '2026-04-30T12:00:00.000Z',
    });
  });

  it('when there is no baseline, then progress runs from zero', () => {
    // 44/50 = 88.0% of a 90% target
    expect(goalProgress(goal({ metric: 'hit-rate', target: 90 }), sessions, NOW)).toMatchObject({ current: 88, percent: 98 });
  });

  it('when the member already stood above the target when setting it, then progress runs from zero too', () => {
    expect(goalProgress(goal({ baseline: 25 }), sessions, NOW)).toMatchObject({ current: 22, percent: 92 }); // 22 / 24
  });

  it('when the target is reached, then the goal is achieved at 100%', () => {
    expect(goalProgress(goal({ metric: 'first-barrel-rate', target: 80 }), sessions, NOW)).toMatchObject({
      current: 84,
      percent: 100,
      status: 'achieved',
    });
  });

  it('when the deadline passed short of the target, then it is missed, measured on the 30 days up to the deadline', () => {
    // up to 10 April: s1 (20 March) and s2 (5 April) of all disciplines
    expect(
      goalProgress(goal({ metric: 'sessions-per-month', target: 3, discipline: null, deadline: '2026-04-10' }), sessions, NOW),
    ).toMatchObject({
      current: 2,
      percent: 67,
      status: 'missed',
      sessions: 2,
      daysLeft: 0,
      windowTo: '2026-04-10T23:59:59.999Z',
    });
  });

  it('when no session of the discipline is in the window, then there is no data yet', () => {
    expect(goalProgress(goal({ discipline: 'double-trap' }), sessions, NOW)).toMatchObject({
      current: null,
      percent: 0,
      status: 'no-data',
      sessions: 0,
    });
  });
});

describe('session-count goals', () => {
  it('when a sessions goal was set with sessions already in the window, then it still counts from zero', () => {
    // all disciplines in the window: s2, s3, s4 -> 3 of 6
    expect(goalProgress(goal({ metric: 'sessions-per-month', target: 6, discipline: null, baseline: 3 }), sessions, NOW)).toMatchObject({
      current: 3,
      percent: 50,
    });
  });
});
