/**
 * Training goals (Training Progress): a target for one number of the member's shooting, with a
 * deadline. Progress is measured on the sessions of a rolling window, so a goal follows the
 * member's current form rather than their whole history.
 */
export const GOAL_METRICS = ['average-per-round', 'hit-rate', 'first-barrel-rate', 'sessions-per-month'] as const;
export type GoalMetric = (typeof GOAL_METRICS)[number];

export const GOAL_METRIC_LABELS: Record<GoalMetric, string> = {
  'average-per-round': 'Average per round',
  'hit-rate': 'Hit rate (%)',
  'first-barrel-rate': 'First-barrel rate (%)',
  'sessions-per-month': 'Sessions in 30 days',
};

/** Allowed targets per metric (inclusive). An average is per round, so 50 covers doubles rounds. */
export const GOAL_TARGET_RANGE: Record<GoalMetric, { min: number; max: number }> = {
  'average-per-round': { min: 1, max: 50 },
  'hit-rate': { min: 1, max: 100 },
  'first-barrel-rate': { min: 1, max: 100 },
  'sessions-per-month': { min: 1, max: 60 },
};

export type GoalStatus = 'achieved' | 'in-progress' | 'missed' | 'no-data';

export interface GoalProgress {
  /** the metric over the window; null when the window has no rounds to measure (sessions count 0 instead) */
  current: number | null;
  /** 0..100: how far from the baseline (or zero) to the target the current value has come */
  percent: number;
  status: GoalStatus;
  /** sessions in the window */
  sessions: number;
  /** whole days until the end of the deadline day; 0 once passed */
  daysLeft: number;
  windowFrom: string;
  windowTo: string;
}
