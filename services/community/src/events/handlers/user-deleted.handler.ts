import type { EventData, userDeleted } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';

/** An account was removed: its profile copy keeps no personal field (idempotent: a replay writes the same tombstone). */
export const onUserDeleted =
  (deps: { profiles: MemberProfileRepository; logger?: Logger }) =>
  async (e: EventData<typeof userDeleted>): Promise<void> => {
    await deps.profiles.forget(e.userId, new Date(e.deletedAt));
    deps.logger?.info({ userId: e.userId }, 'profile of a deleted account removed');
  };
