import { z } from 'zod';
import { defineEvent } from './define.ts';
import { RELATIONSHIP_STATUSES, relationshipTypeSchema } from '../http/community/relationships.ts';

/**
 * Every change of a friend or coach relationship, so other services can keep who may see whose data
 * (practice: accepted friends and coaches read shared practice). `removed` ends one for good.
 */
export const relationshipChanged = defineEvent({
  subject: 'community.relationship.changed',
  version: 1,
  description:
    'A friend or coach relationship was requested, accepted, declined or removed. `revision` counts the changes of one relationship: keep the highest seen.',
  schema: z.object({
    relationshipId: z.string(),
    /** who asked */
    userId: z.string(),
    /** who was asked; for `coach`, the coach */
    relatedUserId: z.string(),
    type: relationshipTypeSchema,
    status: z.enum([...RELATIONSHIP_STATUSES, 'removed']),
    since: z.string().nullable(),
    revision: z.number().int().positive(),
  }),
});
