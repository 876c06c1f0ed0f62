import type { Redis } from 'ioredis';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { Language } from '@trap/contracts/language';
import { NotificationsRepository } from './notifications.repository.ts';
import { UnreadCountCache } from './unread-count-cache.ts';
import { NotificationsService } from './notifications.service.ts';
import { notificationsRoutes } from './notifications.routes.ts';
import { LivePublisher } from './live-publisher.ts';
import { SnoozeScheduler } from './snooze-queue.ts';
import { notificationsMemberData } from './notifications.member-data.ts';
import { notificationSubscriptions } from './notifications.subscriptions.ts';

/**
 * In-app notifications: made from other services' events, live-pushed to the bff (a NATS core
 * message), snoozed until the worker (src/worker.ts) wakes them on the queue's Redis connection.
 * `languageOf` (the members read model) says which language each member reads them in.
 */
export async function notificationsModule(
  ctx: ServiceContext,
  queueRedis: Redis,
  languageOf: (userId: string) => Promise<Language>,
): Promise<ServiceModule> {
  const prefix = ctx.config.REDIS_PREFIX;
  const repo = new NotificationsRepository(ctx.conn, new UnreadCountCache(ctx.redis, prefix));
  await repo.init();
  const snoozes = new SnoozeScheduler(queueRedis, prefix);
  const notifications = new NotificationsService(repo, new LivePublisher(ctx.bus, repo, ctx.logger), snoozes);
  return {
    name: 'notifications',
    routes: (api) => notificationsRoutes(api, notifications),
    subscriptions: notificationSubscriptions(notifications, languageOf),
    memberData: notificationsMemberData(ctx.conn, (userId) => notifications.forgetMember(userId)),
    stop: () => snoozes.close(),
  };
}
