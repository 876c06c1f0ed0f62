import type { EventData, userUpdated } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';

/** A profile change (name, avatar, privacy, status...): replace the copy unless it is older than ours. */
export const onUserUpdated =
  (deps: { profiles: MemberProfileRepository; logger?: Logger }) =>
  async (snapshot: EventData<typeof userUpdated>): Promise<void> => {
    const result = await deps.profiles.applySnapshot(snapshot);
    if (result === 'stale') deps.logger?.debug({ userId: snapshot.userId }, 'ignored profile update older than the stored profile');
  };
