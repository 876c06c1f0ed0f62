import { z } from 'zod';
import { objectIdSchema, userIdSchema } from '../common/errors.ts';

/**
 * Who may read a member's practice (sessions, stats and journal entries that are not private):
 * their accepted friends and their accepted coaches, each only while the member shares with them.
 */
export const practiceSharingSchema = z.object({
  shareWithFriends: z.boolean({ error: 'Choose on or off' }),
  shareWithCoaches: z.boolean({ error: 'Choose on or off' }),
});
export type PracticeSharing = z.infer<typeof practiceSharingSchema>;

/**
 * Before a member chooses: a coach they asked for sees their practice (that is why they asked),
 * a friend does not until the member turns it on (a friendship is no consent to show scores).
 */
export const PRACTICE_SHARING_DEFAULTS: PracticeSharing = { shareWithFriends: false, shareWithCoaches: true };

/** /api/practice/members/{userId}/...: another member's shared practice, read-only. */
export const memberPracticeParamsSchema = z.object({ userId: userIdSchema });
export const memberPracticeItemParamsSchema = memberPracticeParamsSchema.extend({ id: objectIdSchema });
