/** The skill tree's categories and difficulties (SPEC 3.2 skills); the tree and its XP rules live in the practice service. */
export const SKILL_CATEGORIES = ['Fundamentals', 'Station angles', 'Barrel work', 'Consistency', 'Competition'] as const;
export type SkillCategory = (typeof SKILL_CATEGORIES)[number];
export const SKILL_DIFFICULTIES = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export type SkillDifficulty = (typeof SKILL_DIFFICULTIES)[number];
