import type { Discipline, GoalMetric, GoalProgress, GoalStatus } from '@trap/contracts';
import { roundTo, type SessionForStats } from '../stats/practice-stats.ts';

/** The rolling window every goal is measured on: the 30 days up to today (or up to the deadline once it has passed). */
export const GOAL_WINDOW_DAYS = 30;
const DAY = 86_400_000;

export interface GoalForProgress {
  metric: GoalMetric;
  target: number;
  discipline: Discipline | null;
  /** YYYY-MM-DD; the goal counts up to the end of that day (UTC) */
  deadline: string;
  /** the metric's value in the window before the goal was set; null without data then */
  baseline: number | null;
}

/** The value of a metric over some sessions; null for a rate or average without rounds behind it. */
export function metricValue(metric: GoalMetric, sessions: SessionForStats[]): number | null {
  const sum = (f: (s: SessionForStats) => number) => sessions.reduce((t, s) => t + f(s), 0);
  switch (metric) {
    case 'sessions-per-month':
      return sessions.length;
    case 'average-per-round': {
      const rounds = sum((s) => s.agg.rounds);
      return rounds ? roundTo(sum((s) => s.agg.kills) / rounds) : null;
    }
    case 'hit-rate': {
      const targets = sum((s) => s.agg.targets);
      return targets ? roundTo((sum((s) => s.agg.kills) / targets) * 100, 1) : null;
    }
    case 'first-barrel-rate': {
      // only rounds scored target by target know which barrel broke the target
      const targets = sum((s) => s.agg.detailed.targets);
      return targets ? roundTo((sum((s) => s.agg.detailed.first) / targets) * 100, 1) : null;
    }
  }
}

/** Sessions of the discipline (if any) dated in the window (end - days, end]. */
export function sessionsInWindow(sessions: SessionForStats[], end: number, discipline: Discipline | null, days = GOAL_WINDOW_DAYS) {
  const start = end - days * DAY;
  return sessions.filter((s) => {
    const t = Date.parse(s.date);
    return t > start && t <= end && (!discipline || s.discipline === discipline);
  });
}

export const endOfDay = (day: string) => Date.parse(`${day}T23:59:59.999Z`);

/** Where a goal stands on `now`, from the member's sessions. */
export function goalProgress(goal: GoalForProgress, sessions: SessionForStats[], now: number): GoalProgress {
  const deadlineEnd = endOfDay(goal.deadline);
  const asOf = Math.min(now, deadlineEnd);
  const inWindow = sessionsInWindow(sessions, asOf, goal.discipline);
  const current = metricValue(goal.metric, inWindow);
  const achieved = current !== null && current >= goal.target;
  let percent = 0;
  if (achieved) percent = 100;
  else if (current !== null) {
    // a level (average, rate) counts from where the member stood when setting the goal, or from zero when
    // they stood at or above it; a count of sessions always counts from zero
    const fromBaseline = goal.metric !== 'sessions-per-month' && goal.baseline !== null && goal.baseline < goal.target;
    const start = fromBaseline ? goal.baseline! : 0;
    percent = Math.round(Math.min(1, Math.max(0, (current - start) / (goal.target - start))) * 100);
  }
  const status: GoalStatus = achieved ? 'achieved' : now > deadlineEnd ? 'missed' : current === null ? 'no-data' : 'in-progress';
  return {
    current,
    percent,
    status,
    sessions: inWindow.length,
    daysLeft: Math.max(0, Math.ceil((deadlineEnd - now) / DAY)),
    windowFrom: new Date(asOf - GOAL_WINDOW_DAYS * DAY).toISOString(),
    windowTo: new Date(asOf).toISOString(),
  };
}
