import type { ServiceContext, ServiceModule } from '@trap/kit';
import { communitySubscriptions } from '../../events/subscriptions.ts';
import { MemberProfileRepository } from './member-profile.repository.ts';
import { memberProfileMemberData } from './member-profile.member-data.ts';

/**
 * The members' public profiles as auth's events tell them (and practice's level), which every other
 * module reads through `profiles`. Listed first: a new account's profile is stored before the other
 * modules' handlers of auth.user.registered run, and its tombstone before the member-data module's removal.
 */
export function memberProfilesModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>): ServiceModule & { profiles: MemberProfileRepository } {
  const profiles = new MemberProfileRepository(ctx.conn);
  return {
    name: 'member-profiles',
    profiles,
    subscriptions: communitySubscriptions({ profiles, logger: ctx.logger }),
    memberData: memberProfileMemberData(ctx.conn),
  };
}
