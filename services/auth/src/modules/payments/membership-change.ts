import { recordEvent, type OutboxEntry } from '@trap/kit';
import { membershipChanged, type MembershipStatus, type Tier } from '@trap/contracts';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserView } from '../users/users.mapper.ts';

/**
 * The member's tier and status changed by payments (a checkout waiting, a paid grant, a trial): a
 * compare-and-set on the tier and status read, with auth.membership.changed and any other events in
 * the same write; false when the member changed meanwhile.
 */
export async function changeMembership(
  users: UsersRepository,
  user: UserView,
  set: { membershipTier: Tier; membershipStatus: MembershipStatus },
  now: Date,
  extra: Record<string, unknown> = {},
  events: OutboxEntry[] = [],
): Promise<boolean> {
  const membershipEndDate = (extra.membershipEndDate as Date | undefined) ?? user.membershipEndDate;
  const changed = recordEvent(membershipChanged, {
    userId: user._id.toString(),
    membershipTier: set.membershipTier,
    membershipStatus: set.membershipStatus,
    isTrialMember: (extra.isTrialMember as boolean | undefined) ?? user.isTrialMember,
    membershipEndDate: membershipEndDate?.toISOString() ?? null,
    previousTier: user.membershipTier,
    previousStatus: user.membershipStatus,
  });
  return users.updateWithEvents(
    user._id,
    { membershipTier: user.membershipTier, membershipStatus: user.membershipStatus },
    { ...set, ...extra, updatedAt: now },
    [changed, ...events],
  );
}
