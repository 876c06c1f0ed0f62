import type { EventData, userRegistered } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';

/** A new account: start its member profile (the e-mail in the event is not kept). */
export const onUserRegistered =
  (deps: {
    profiles: MemberProfileRepository;
    logger?: Logger;
    onRegistered?: (user: { userId: string; username: string }) => Promise<void>;
  }) =>
  async ({ email: _email, ...snapshot }: EventData<typeof userRegistered>): Promise<void> => {
    const result = await deps.profiles.applySnapshot(snapshot);
    if (result === 'stale') deps.logger?.debug({ userId: snapshot.userId }, 'ignored registration older than the stored profile');
    await deps.onRegistered?.(snapshot);
  };
