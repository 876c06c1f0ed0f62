import type { SessionStore } from '@trap/kit';
import type { Envelope } from '@trap/contracts';
import type { UsersRepository } from '../modules/users/users.repository.ts';

/**
 * Keeps the live membership every service's tier check reads (Redis, beside the sessions) in step
 * with the user record after any change: checkout, trials, staff changes, expiry. It copies the
 * record as it is now, not the event, so an event handled late or twice never brings back an older tier
 * (and, with the record's updatedAt, a copy read before a newer change is not written over it).
 */
export const onMembershipChanged =
  (repo: Pick<UsersRepository, 'findById'>, sessions: SessionStore) =>
  async (data: { userId: string }, _envelope: Envelope<unknown>): Promise<void> => {
    const user = await repo.findById(data.userId);
    if (!user) return;
    await sessions.setMembership(
      data.userId,
      {
        membershipTier: user.membershipTier,
        membershipStatus: user.membershipStatus,
        membershipEndDate: user.membershipEndDate ?? null,
      },
      user.updatedAt,
    );
  };
