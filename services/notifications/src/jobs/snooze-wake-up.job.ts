import type { Job } from 'bullmq';
import type { NotificationsRepository } from '../modules/notifications/notifications.repository.ts';
import type { LivePublisher } from '../modules/notifications/live-publisher.ts';
import { toNotification } from '../modules/notifications/notifications.mapper.ts';
import { SWEEP_JOB, type WakeJobData } from '../modules/notifications/snooze-queue.ts';

/**
 * At snoozeUntil: the notification becomes unsnoozed and unread again and is pushed live. Idempotent:
 * the wake-up is conditional, so a repeated job (or one for an older snooze) changes nothing. The
 * sweep job does the same for every overdue snooze whose delayed job was lost.
 */
export const snoozeProcessor =
  (repo: NotificationsRepository, live: LivePublisher) =>
  async (job: Job<WakeJobData>): Promise<{ woken: number }> => {
    const now = new Date();
    const ids = job.name === SWEEP_JOB ? await repo.overdueSnoozes(now) : job.data.notificationId ? [job.data.notificationId] : [];
    let woken = 0;
    for (const id of ids) {
      const doc = await repo.wake(id, now);
      if (!doc) continue;
      woken++;
      await live.publish(doc.userId, { kind: 'updated', notification: toNotification(doc) });
    }
    return { woken };
  };
