import type { Express } from 'express';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import { idParamsSchema } from '@trap/contracts';
import type { MembershipService } from './membership.service.ts';

export function membershipRoutes(app: Express, ctx: ServiceContext, svc: MembershipService): void {
  const requireSession = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  // SPEC 3.1: success, user, membershipStatus, isTrialMember, daysRemaining. Yourself, or users.manage.
  app.post('/api/users/:id/check-membership', requireSession, validate({ params: idParamsSchema }), async (req, res) => {
    const { id } = validated<{ id: string }>(req, 'params');
    res.set('Cache-Control', 'no-store');
    res.json(await svc.check(req.auth!, id));
  });
}
