import { randomUUID } from 'node:crypto';
import { NOTIFICATION_TYPES, type Notification, type NotificationType } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { NotificationsRepository } from './notifications.repository.ts';
import type { LivePublisher } from './live-publisher.ts';
import type { SnoozeScheduler } from './snooze-queue.ts';
import { toNotification } from './notifications.mapper.ts';
import { sampleNotification, type NotificationContent } from './notification-templates.ts';

const missing = () => notFound('Notification');

/** Use cases on a member's own notifications; every change is pushed live to their open browsers. */
export class NotificationsService {
  private readonly repo: NotificationsRepository;
  private readonly live: LivePublisher;
  private readonly snoozes: SnoozeScheduler;
  constructor(repo: NotificationsRepository, live: LivePublisher, snoozes: SnoozeScheduler) {
    this.repo = repo;
    this.live = live;
    this.snoozes = snoozes;
  }

  /**
   * Creates a notification once per source (event id + member): a redelivered event finds its
   * sourceKey taken and adds nothing. Returns null for such a duplicate.
   */
  async create(userId: string, content: NotificationContent, sourceKey: string): Promise<Notification | null> {
    const doc = await this.repo.insertOnce({ userId, ...content, sourceKey });
    if (!doc) return null;
    const notification = toNotification(doc);
    await this.live.publish(userId, { kind: 'created', notification });
    return notification;
  }

  list(userId: string): Promise<Notification[]> {
    return this.repo.listNewest(userId);
  }

  count(userId: string): Promise<number> {
    return this.repo.countUnread(userId);
  }

  async setRead(userId: string, id: string, isRead: boolean): Promise<Notification> {
    const doc = await this.repo.setRead(userId, id, isRead);
    if (!doc) throw missing();
    return this.changed(userId, toNotification(doc));
  }

  async markAllRead(userId: string): Promise<{ updated: number }> {
    const updated = await this.repo.markAllRead(userId);
    if (updated) await this.live.publish(userId, { kind: 'cleared' });
    return { updated };
  }

  /** Snoozed until a future time (the contract refused past ones); the worker wakes it then. */
  async snooze(userId: string, id: string, snoozeUntil: Date): Promise<Notification> {
    const doc = await this.repo.updateOwn(userId, id, { isSnoozed: true, snoozeUntil });
    if (!doc) throw missing();
    await this.snoozes.schedule(id, snoozeUntil);
    return this.changed(userId, toNotification(doc));
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.repo.deleteOwn(userId, id))) throw missing();
    await this.live.publish(userId, { kind: 'deleted', id });
  }

  async removeAll(userId: string): Promise<{ deleted: number }> {
    const deleted = await this.repo.deleteAll(userId);
    await this.live.publish(userId, { kind: 'cleared' });
    return { deleted };
  }

  /** A removed account: everything of the member's here, their read watermark too. */
  async forgetMember(userId: string): Promise<void> {
    await this.repo.forgetMember(userId);
  }

  /** /test-notifications: one of the given type, or one of every SPEC 3.4 type. */
  async sendTest(userId: string, type?: NotificationType): Promise<Notification[]> {
    const out: Notification[] = [];
    for (const t of type ? [type] : NOTIFICATION_TYPES) {
      const created = await this.create(userId, sampleNotification(t, userId), `test:${randomUUID()}`);
      if (created) out.push(created);
    }
    return out;
  }

  private async changed(userId: string, notification: Notification): Promise<Notification> {
    await this.live.publish(userId, { kind: 'updated', notification });
    return notification;
  }
}
