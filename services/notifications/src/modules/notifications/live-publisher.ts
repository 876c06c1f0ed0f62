import { liveNotificationSubject, type LiveNotification, type Notification } from '@trap/contracts';
import type { EventBus, Logger } from '@trap/kit';
import type { NotificationsRepository } from './notifications.repository.ts';

/** A change as the use cases name it; the publisher adds the member and, but for `created`, the count after it. */
export type LiveChange =
  { kind: 'created' | 'updated'; notification: Notification } | { kind: 'deleted'; id: string } | { kind: 'cleared' };

/**
 * Tells open browsers about a change: a NATS core message per member that the bff's SSE endpoint
 * fans out. Fire and forget: a lost message costs only a moment, because clients poll the count too.
 */
export class LivePublisher {
  private readonly bus: EventBus;
  private readonly repo: NotificationsRepository;
  private readonly logger: Logger;
  constructor(bus: EventBus, repo: NotificationsRepository, logger: Logger) {
    this.bus = bus;
    this.repo = repo;
    this.logger = logger;
  }

  async publish(userId: string, change: LiveChange): Promise<void> {
    try {
      // a new notification is one more unread one (see liveNotificationSchema); other changes carry the count after them
      const message: LiveNotification =
        change.kind === 'created'
          ? { userId, ...change, kind: 'created' }
          : { userId, ...change, unreadCount: await this.repo.countUnread(userId) };
      this.bus.nc.publish(this.bus.subject(liveNotificationSubject(userId)), JSON.stringify(message));
    } catch (err) {
      this.logger.warn({ err, userId }, 'live notification not sent');
    }
  }
}
