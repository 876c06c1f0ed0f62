import type { Express, RequestHandler } from 'express';
import { snoozeRequestSchema, testNotificationRequestSchema, type SnoozeRequest } from '@trap/contracts';
import { authenticate, requireCapability, validate, validated, type ServiceContext } from '@trap/kit';
import type { NotificationsService } from './notifications.service.ts';

/** SPEC 7 notification calls: a member only ever sees or changes their own (another's id is a 404). */
export function notificationsRoutes(app: Express, ctx: ServiceContext, notifications: NotificationsService): void {
  const auth: RequestHandler[] = [
    authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true }),
    requireCapability('notifications.own'),
  ];
  const me = (req: { auth?: { userId: string } }) => req.auth!.userId;
  const id = (req: { params: Record<string, string | string[]> }) => String(req.params.id);

  app.get('/api/notifications', ...auth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json(await notifications.list(me(req)));
  });
  app.get('/api/notifications/count', ...auth, async (req, res) => {
    res.set('Cache-Control', 'no-store');
    res.json({ count: await notifications.count(me(req)) });
  });
  app.patch('/api/notifications/mark-all-read', ...auth, async (req, res) => {
    res.json(await notifications.markAllRead(me(req)));
  });
  app.post('/api/notifications/test', ...auth, validate({ body: testNotificationRequestSchema }), async (req, res) => {
    const { type } = validated<{ type?: Parameters<NotificationsService['sendTest']>[1] }>(req, 'body');
    res.status(201).json(await notifications.sendTest(me(req), type));
  });
  app.patch('/api/notifications/:id/read', ...auth, async (req, res) => {
    res.json(await notifications.setRead(me(req), id(req), true));
  });
  app.patch('/api/notifications/:id/unread', ...auth, async (req, res) => {
    res.json(await notifications.setRead(me(req), id(req), false));
  });
  app.patch('/api/notifications/:id/snooze', ...auth, validate({ body: snoozeRequestSchema }), async (req, res) => {
    const { snoozeUntil } = validated<SnoozeRequest>(req, 'body');
    res.json(await notifications.snooze(me(req), id(req), new Date(snoozeUntil)));
  });
  app.delete('/api/notifications/:id', ...auth, async (req, res) => {
    await notifications.remove(me(req), id(req));
    res.json({ success: true });
  });
  app.delete('/api/notifications', ...auth, async (req, res) => {
    res.json(await notifications.removeAll(me(req)));
  });
}
