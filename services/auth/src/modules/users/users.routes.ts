import type { Express } from 'express';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import { updateProfileRequestSchema, userListQuerySchema, type UserListQuery } from '@trap/contracts';
import type { UsersService } from './users.service.ts';

export function usersRoutes(app: Express, ctx: ServiceContext, svc: UsersService): void {
  const requireSession = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  // SPEC 7: authors for lookup (id, displayName, avatarUrl, role); paged, default 50, at most 200.
  app.get('/api/users', validate({ query: userListQuerySchema }), async (req, res) => {
    res.json(await svc.listAuthors(validated<UserListQuery>(req, 'query')));
  });

  // SPEC 7 / 6: public members only (isPublicProfile true).
  app.get('/api/users/public', validate({ query: userListQuerySchema }), async (req, res) => {
    res.json(await svc.listPublicMembers(validated<UserListQuery>(req, 'query')));
  });

  // The member edits their own profile.
  app.patch('/api/user', requireSession, validate({ body: updateProfileRequestSchema }), async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await svc.updateProfile(req.auth!.userId, req.body));
  });
}
