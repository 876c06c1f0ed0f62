import type { Redis } from 'ioredis';
import type { ServiceContext, ServiceModule } from '@trap/kit';
import type { NotificationsConfig } from '../../config.ts';
import { AmaReminderScheduler } from './ama-reminder-queue.ts';
import { AmaReminderSchedulesRepository } from './ama-reminders.repository.ts';
import { amaReminderSubscriptions } from './ama-reminders.handlers.ts';
import { amaRemindersMemberData } from './ama-reminders.member-data.ts';

/** A member's AMA reminders: content's reminder events become delayed jobs on the queue's Redis connection (the worker turns them into notifications). */
export async function amaRemindersModule(ctx: ServiceContext<NotificationsConfig>, queueRedis: Redis): Promise<ServiceModule> {
  const schedules = new AmaReminderSchedulesRepository(ctx.conn);
  await schedules.init();
  const scheduler = new AmaReminderScheduler(queueRedis, ctx.config.REDIS_PREFIX);
  return {
    name: 'ama-reminders',
    subscriptions: amaReminderSubscriptions({ schedules, scheduler, leadMs: ctx.config.AMA_REMINDER_LEAD_MINUTES * 60_000 }),
    memberData: amaRemindersMemberData(ctx.conn),
    stop: () => scheduler.close(),
  };
}
