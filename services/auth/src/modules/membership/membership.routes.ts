import type { ApiRouter } from '@trap/kit';
import { authApi } from '@trap/contracts/api/index';
import type { MembershipService } from './membership.service.ts';

export function membershipRoutes(api: ApiRouter, svc: MembershipService): void {
  // SPEC 3.1: success, user, membershipStatus, isTrialMember, daysRemaining. Yourself, or users.manage.
  api.handle(authApi.checkMembership, ({ params, auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return svc.check(auth, params.id);
  });
}
