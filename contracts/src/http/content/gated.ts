import { z } from 'zod';
import { tierSchema } from '../../access/tiers.ts';

/**
 * On a podcast, AMA or blog post tagged with a content tag that has a `requiredMembershipTier`:
 * the tier it needs, and whether this answer is the teaser (`locked`: the post's
 * content or the AMA's transcript cut to its first words, the episode's audio URL empty) because
 * the caller's tier does not include it. Absent on content open to everyone.
 */
export const gatedFields = {
  requiredMembershipTier: tierSchema.optional(),
  locked: z.boolean().optional(),
};
