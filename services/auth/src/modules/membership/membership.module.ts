import { on, type ServiceModule, type SessionStore } from '@trap/kit';
import { membershipChanged, membershipExpired } from '@trap/contracts';
import type { UsersRepository } from '../users/users.repository.ts';
import { onMembershipChanged } from '../../events/on-membership-changed.ts';
import type { MembershipService } from './membership.service.ts';
import { membershipRoutes } from './membership.routes.ts';

/** The member's tier: its routes, and the tier kept on the account when a membership changes or lapses. */
export function membershipModule(membership: MembershipService, repo: UsersRepository, sessions: SessionStore): ServiceModule {
  return {
    name: 'membership',
    routes: (api) => membershipRoutes(api, membership),
    subscriptions: [on(membershipChanged, onMembershipChanged(repo, sessions)), on(membershipExpired, onMembershipChanged(repo, sessions))],
  };
}
