import type { Express, RequestHandler } from 'express';
import { contentIdParamsSchema } from '@trap/contracts';
import { authenticate, requireAuth, validate, validated, type ServiceContext } from '@trap/kit';
import type { AmaRemindersService } from './ama-reminders.service.ts';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/**
 * The logged-in member's AMA reminders. Registered before the AMA routes so `/api/amas/reminders`
 * never reads as an AMA id. Public AMA reads stay the same for everyone (they are cached).
 */
export function amaRemindersRoutes(app: Express, ctx: ServiceContext, reminders: AmaRemindersService): void {
  const member = [authenticate({ verify: ctx.verify, sessions: ctx.sessions }), requireAuth];

  app.get('/api/amas/reminders', ...member, noStore, async (req, res) => {
    res.json(await reminders.list(req.auth!.userId));
  });
  app.post('/api/amas/:id/reminder', ...member, validate({ params: contentIdParamsSchema }), async (req, res) => {
    const result = await reminders.set(req.auth!.userId, validated<{ id: string }>(req, 'params').id);
    res.status(result.created ? 201 : 200).json(result.reminder);
  });
  app.delete('/api/amas/:id/reminder', ...member, validate({ params: contentIdParamsSchema }), async (req, res) => {
    await reminders.remove(req.auth!.userId, validated<{ id: string }>(req, 'params').id);
    res.status(204).end();
  });
}
