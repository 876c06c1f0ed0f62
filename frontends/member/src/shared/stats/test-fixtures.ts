/**
 * What the training screens' component tests share (Training Hub, Technique Insights, Training
 * Progress, English and Hindi): a member's practice figures and a technique analysis of them. Each
 * test overrides what it is about. Test support: never imported by app code (lint keeps it out of
 * the bundles).
 */
import type { TechniqueAnalysisRecord } from '@trap/contracts';
import type { PracticeStatsBody } from './stats-api.ts';

/** One session of 4 detailed rounds on 1 December 2026: 85 of 100, no breakdowns. */
export const practiceStats = (over: Partial<PracticeStatsBody> = {}): PracticeStatsBody => ({
  basis: { sessions: 1, rounds: 4, detailedRounds: 4, totalOnlyRounds: 0, detailedTargets: 100, note: '' },
  targets: 100,
  kills: 85,
  averagePerRound: 21.25,
  hitRate: 0.85,
  best: { round: null, session: null },
  trend: { bySession: [], byMonth: [], slopePerMonth: null },
  byStation: [],
  byMachine: [],
  byDirection: [],
  dtl: null,
  barrels: { first: 0, second: 0, lost: 0, refused: 0, noBirds: 0, firstBarrelRate: null, secondBarrelShare: null },
  longestRun: 10,
  missesByPosition: [],
  comparison: null,
  historyLimit: null,
  ...over,
});

/** Priya's analysis of her last 2 sessions on 1 December 2026: 84 overall, station 4 to work on. */
export const techniqueAnalysis = (over: Partial<TechniqueAnalysisRecord> = {}): TechniqueAnalysisRecord => ({
  id: 'an1',
  userId: 'u-priya',
  sessionId: null,
  analysis: 'Solid on the straight targets.',
  strengths: [],
  weaknesses: ['Weakest station: station 4 at 60%'],
  recommendations: [],
  overallScore: 84,
  findings: [],
  basis: '',
  createdAt: '2026-12-01T10:00:00.000Z',
  scope: { lastSessions: 30, discipline: null, sessions: 2, from: null, to: null },
  previousScore: null,
  ...over,
});
