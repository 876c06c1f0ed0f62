/**
 * What the progress screens' component tests share (the dashboard, Achievements and the Skill
 * Roadmap): an earned achievement and the member's progression. Test support: never imported by
 * app code (lint keeps it out of the bundles).
 */
import type { Achievement, SkillRoadmap } from '@trap/contracts';

/** First Session, earned on 20 November 2026. */
export const firstSession: Achievement = {
  id: 'first-session',
  title: 'First Session',
  description: 'Log your first practice session.',
  type: 'sessions',
  threshold: 1,
  icon: 'target',
  current: 1,
  remaining: 0,
  left: null,
  unlockedAt: '2026-11-20T10:00:00.000Z',
};

/** A Club Shooter (level 4) half way to level 5, after 12 sessions. */
export const progression: SkillRoadmap['progression'] = {
  totalXp: 12500,
  skillXp: 11000,
  challengeXp: 1500,
  level: 4,
  levelLabel: 'Club Shooter',
  levelStartXp: 10000,
  nextLevelXp: 15000,
  progressToNext: 0.5,
  sessions: 12,
};
