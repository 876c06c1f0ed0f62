import { Types } from 'mongoose';
import { createRedis } from '@trap/kit';
import { NotificationsRepository, type NewNotification } from '../../src/modules/notifications/notifications.repository.ts';
import { UnreadCountCache } from '../../src/modules/notifications/unread-count-cache.ts';
import type { NotificationsTestService } from './notifications-service.ts';

export interface NotificationSeeder {
  /**
   * A second process (the worker, an event consumer): its own Redis connection, the same database and
   * prefix, so what it writes reaches the API's caches the way it does in production.
   */
  other: NotificationsRepository;
  /** A notification for the member as a consumer writes it, with a source key no other note shares. */
  note(userId: string, over?: Partial<NewNotification>): NewNotification;
  /** A new member, signed in. */
  member(): Promise<{ userId: string; token: string }>;
  /** A new member, signed in, with `n` unread notifications a minute apart, the newest at `newest`, written by `other`. */
  memberWithUnread(n: number, newest?: number): Promise<{ userId: string; token: string }>;
  /** Closes the second process's Redis connection (afterAll). */
  close(): void;
}

/** Seeds members' unread notifications for the API suites (`label` keeps their source keys apart). */
export function notificationSeeder(svc: NotificationsTestService, label: string): NotificationSeeder {
  const redis = createRedis(svc.env.REDIS_URL!);
  const other = new NotificationsRepository(svc.ctx.conn, new UnreadCountCache(redis, svc.ctx.config.REDIS_PREFIX));
  let unique = 0;
  const note = (userId: string, over: Partial<NewNotification> = {}): NewNotification => ({
    userId,
    type: 'system_announcement',
    title: `Notice ${unique}`,
    message: 'The range is closed for maintenance.',
    priority: 'medium',
    relatedEntityType: null,
    relatedEntityId: null,
    actionUrl: null,
    expiresAt: null,
    sourceKey: `${label}:${userId}:${unique++}`,
    ...over,
  });
  const member = async () => {
    const userId = new Types.ObjectId().toString();
    return { userId, token: await svc.loginAs({ userId }) };
  };
  return {
    other,
    note,
    member,
    async memberWithUnread(n, newest = Date.now() - 60_000) {
      const seeded = await member();
      for (let i = n - 1; i >= 0; i--) await other.insertOnce(note(seeded.userId, { createdAt: new Date(newest - i * 60_000) }));
      return seeded;
    },
    close: () => redis.disconnect(),
  };
}
