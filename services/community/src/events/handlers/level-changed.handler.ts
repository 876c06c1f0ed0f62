import type { EventData, practiceMemberLevelChanged } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';

/**
 * practice.member.level_changed: the profile shows the level practice computed from the member's XP.
 * A profile not stored yet (the level came before auth's registration reached us) gets the level when it is stored.
 */
export const onLevelChanged =
  (deps: { profiles: MemberProfileRepository; logger?: Logger }) =>
  async (e: EventData<typeof practiceMemberLevelChanged>): Promise<void> => {
    const result = await deps.profiles.applyLevel(e.userId, e.level, e.revision);
    // the profile is not stored yet (the level came before auth's registration): it waits for it
    if (result === 'missing') await deps.profiles.holdLevel(e.userId, e.level, e.revision);
    if (result === 'stale') deps.logger?.debug({ userId: e.userId, revision: e.revision }, 'ignored a level older than the stored one');
  };
