import type { Job } from 'bullmq';
import type { Language } from '@trap/contracts/language';
import type { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import type { LivePublisher } from '../modules/notifications/live-publisher.ts';
import { toNotification } from '../modules/notifications/notifications.mapper.ts';
import type { AmaReminderJobData } from '../modules/ama-reminders/ama-reminder-queue.ts';
import type { AmaReminderSchedulesRepository } from '../modules/ama-reminders/ama-reminders.repository.ts';
import { amaReminderNotification } from '../modules/ama-reminders/ama-reminder.template.ts';

/**
 * When a reminder is due: the member gets one Upcoming Event notification, pushed live. Nothing is
 * sent for a reminder removed meanwhile or rescheduled to another time; the sourceKey names the
 * reminder, so a repeated job creates nothing new. Written in the member's language.
 */
export const amaReminderProcessor =
  (
    schedules: AmaReminderSchedulesRepository,
    repo: NotificationsRepository,
    live: LivePublisher,
    languageOf: (userId: string) => Promise<Language> = async () => 'en',
  ) =>
  async (job: Job<AmaReminderJobData>): Promise<{ sent: boolean }> => {
    const schedule = await schedules.findById(job.data.reminderId);
    if (!schedule || schedule.removed || !schedule.remindAt || schedule.remindAt.getTime() !== Date.parse(job.data.remindAt)) {
      return { sent: false };
    }
    const doc = await repo.insertOnce({
      userId: schedule.userId,
      ...amaReminderNotification(
        { amaId: schedule.amaId, title: schedule.title, scheduledFor: schedule.scheduledFor },
        await languageOf(schedule.userId),
      ),
      sourceKey: `ama-reminder:${schedule._id}`,
    });
    if (doc) await live.publish(doc.userId, { kind: 'created', notification: toNotification(doc) });
    return { sent: !!doc };
  };
