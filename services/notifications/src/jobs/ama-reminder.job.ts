import { Worker, type Job } from 'bullmq';
import type { Connection } from 'mongoose';
import { createRedis, type Logger } from '@trap/kit';
import type { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import type { LivePublisher } from '../modules/notifications/live-publisher.ts';
import { toNotification } from '../modules/notifications/notifications.mapper.ts';
import { bullPrefix } from '../modules/notifications/snooze-queue.ts';
import { AMA_REMINDER_QUEUE, type AmaReminderJobData } from '../modules/ama-reminders/ama-reminder-queue.ts';
import { amaReminderScheduleModel, type AmaReminderScheduleDoc } from '../modules/ama-reminders/ama-reminders.model.ts';
import { amaReminderNotification } from '../modules/ama-reminders/ama-reminder.template.ts';

/**
 * When a reminder is due: the member gets one Upcoming Event notification, pushed live. Nothing is
 * sent for a reminder removed meanwhile or rescheduled to another time; the sourceKey names the
 * reminder, so a repeated job creates nothing new.
 */
export const amaReminderProcessor =
  (conn: Connection, repo: NotificationsRepository, live: LivePublisher) =>
  async (job: Job<AmaReminderJobData>): Promise<{ sent: boolean }> => {
    const schedule = await amaReminderScheduleModel(conn).findById(job.data.reminderId).lean<AmaReminderScheduleDoc>();
    if (!schedule || schedule.removed || !schedule.remindAt || schedule.remindAt.getTime() !== Date.parse(job.data.remindAt)) {
      return { sent: false };
    }
    const doc = await repo.insertOnce({
      userId: schedule.userId,
      ...amaReminderNotification({ amaId: schedule.amaId, title: schedule.title, scheduledFor: schedule.scheduledFor }),
      sourceKey: `ama-reminder:${schedule._id}`,
    });
    if (doc) await live.publish(doc.userId, { kind: 'created', notification: toNotification(doc) });
    return { sent: !!doc };
  };

/** The worker side of AMA reminders: its own queue and Redis connection, closed with the worker. */
export function startAmaReminderWorker(opts: {
  conn: Connection;
  repo: NotificationsRepository;
  live: LivePublisher;
  redisUrl: string;
  redisPrefix: string;
  logger: Logger;
}) {
  const redis = createRedis(opts.redisUrl, { worker: true });
  const worker = new Worker<AmaReminderJobData>(AMA_REMINDER_QUEUE, amaReminderProcessor(opts.conn, opts.repo, opts.live), {
    connection: redis,
    prefix: bullPrefix(opts.redisPrefix),
    concurrency: 4,
  });
  worker.on('failed', (job, err) =>
    opts.logger.error({ err, queue: worker.name, jobId: job?.id, attempts: job?.attemptsMade }, 'job failed'),
  );
  worker.on('error', (err) => opts.logger.error({ err, queue: worker.name }, 'worker error'));
  return {
    worker,
    close: async () => {
      await worker.close();
      redis.disconnect();
    },
  };
}
