import type { RequestHandler } from 'express';
import { contentApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { AmaRemindersService } from './ama-reminders.service.ts';

const noStore: RequestHandler = (_req, res, next) => {
  res.set('Cache-Control', 'private, no-store');
  next();
};

/**
 * The logged-in member's AMA reminders. Bound before the AMA routes so `/api/amas/reminders`
 * never reads as an AMA id. Public AMA reads stay the same for everyone (they are cached).
 */
export function amaRemindersRoutes(api: ApiRouter, reminders: AmaRemindersService): void {
  api.handle(contentApi.listAmaReminders, ({ auth }) => reminders.list(auth.userId), { before: [noStore] });
  api.handle(contentApi.setAmaReminder, async ({ params, auth, res }) => {
    const result = await reminders.set(auth.userId, params.id);
    // set already: 200 with the reminder; new: the declared 201
    if (!result.created) res.status(200).json(result.reminder);
    return result.reminder;
  });
  api.handle(contentApi.removeAmaReminder, ({ params, auth }) => reminders.remove(auth.userId, params.id));
}
