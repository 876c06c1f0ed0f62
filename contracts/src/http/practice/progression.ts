import { z } from 'zod';
import { SKILL_CATEGORIES, SKILL_DIFFICULTIES } from '../../practice/skills.ts';

/** A member's total XP and level (SPEC 9 labels) with what the next level needs. */
export const progressionSchema = z.object({
  totalXp: z.number().int(),
  /** XP of unlocked skills */
  skillXp: z.number().int(),
  /** XP rewards of completed challenges */
  challengeXp: z.number().int(),
  level: z.number().int().positive(),
  levelLabel: z.string(),
  /** XP at which the current level began, and at which the next one begins */
  levelStartXp: z.number().int(),
  nextLevelXp: z.number().int(),
  /** 0..1 of the way from this level to the next */
  progressToNext: z.number(),
  /** sessions whose targets count */
  sessions: z.number().int(),
});
export type Progression = z.infer<typeof progressionSchema>;

/** SPEC 3.2 skills with the member's user_progress (level, xp, lastPracticed). */
export const skillViewSchema = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string(),
  category: z.enum(SKILL_CATEGORIES),
  difficulty: z.enum(SKILL_DIFFICULTIES),
  iconUrl: z.string().nullable(),
  howToEarn: z.string(),
  prerequisites: z.array(z.object({ id: z.string(), name: z.string(), met: z.boolean() })),
  /** XP thresholds of levels 1..maxLevel */
  levels: z.array(z.number().int()),
  maxLevel: z.number().int(),
  unlocked: z.boolean(),
  level: z.number().int(),
  xp: z.number().int(),
  /** XP the next level needs; null at the top level */
  nextLevelXp: z.number().int().nullable(),
  /** ISO date of the latest session that earned XP in it */
  lastPracticed: z.string().nullable(),
});
export type SkillView = z.infer<typeof skillViewSchema>;

export const practiseNextSchema = z.object({
  skillId: z.string(),
  name: z.string(),
  /** why, in one or two sentences from the member's own numbers */
  reason: z.string(),
});
export type PractiseNext = z.infer<typeof practiseNextSchema>;

export const skillRoadmapSchema = z.object({
  progression: progressionSchema,
  categories: z.array(z.enum(SKILL_CATEGORIES)),
  skills: z.array(skillViewSchema),
  practiseNext: practiseNextSchema.nullable(),
});
export type SkillRoadmap = z.infer<typeof skillRoadmapSchema>;

export const skillParamsSchema = z.object({ id: z.string().min(1).max(60) });
