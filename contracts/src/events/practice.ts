import { z } from 'zod';
import { defineEvent } from './define.ts';
import { disciplineSchema } from '../practice/disciplines.ts';

// `practice.session.logged` is declared in notification-sources.ts (the notifications work needed it
// first); the practice service publishes that one with maxScore = targets shot at.

export const practiceSessionUpdated = defineEvent({
  subject: 'practice.session.updated',
  version: 1,
  description: 'A member edited a practice session; carries its new numbers.',
  schema: z.object({
    sessionId: z.string(),
    userId: z.string(),
    title: z.string(),
    date: z.string(),
    discipline: disciplineSchema,
    rounds: z.number().int(),
    totalScore: z.number().int(),
    maxScore: z.number().int(),
    /** Down-The-Line points where the discipline scores them */
    dtlPoints: z.number().int().nullable(),
    location: z.string().nullable(),
  }),
});

export const practiceSessionDeleted = defineEvent({
  subject: 'practice.session.deleted',
  version: 1,
  description: 'A member deleted a practice session.',
  schema: z.object({ sessionId: z.string(), userId: z.string() }),
});

export const practiceSharingChanged = defineEvent({
  subject: 'practice.sharing.changed',
  version: 1,
  description:
    'A member changed who may see their practice (friends, coaches). `revision` counts the changes of one member: keep the highest seen.',
  schema: z.object({
    userId: z.string(),
    shareWithFriends: z.boolean(),
    shareWithCoaches: z.boolean(),
    revision: z.number().int().positive(),
  }),
});

export const practiceMemberLevelChanged = defineEvent({
  subject: 'practice.member.level_changed',
  version: 1,
  description:
    'A member’s level (from their total XP: skills and completed challenges) changed. `revision` counts the changes of one member: keep the highest seen.',
  schema: z.object({
    userId: z.string(),
    level: z.number().int().positive(),
    levelLabel: z.string(),
    totalXp: z.number().int().min(0),
    revision: z.number().int().positive(),
  }),
});
