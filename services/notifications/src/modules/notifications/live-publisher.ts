import { liveNotificationSubject, type LiveNotification, type Notification } from '@trap/contracts';
import type { EventBus, Logger } from '@trap/kit';
import type { NotificationsRepository } from './notifications.repository.ts';

/**
 * Tells open browsers about a change: a NATS core message per member that the bff's SSE endpoint
 * fans out. Fire and forget: a lost message costs only a moment, because clients poll the count too.
 */
export class LivePublisher {
  constructor(
    private readonly bus: EventBus,
    private readonly repo: NotificationsRepository,
    private readonly logger: Logger,
  ) {}

  async publish(userId: string, change: { kind: LiveNotification['kind']; notification?: Notification; id?: string }): Promise<void> {
    try {
      // a new notification adds one to the count; other changes carry the exact count
      const unreadCount = change.kind === 'created' ? null : await this.repo.countUnread(userId);
      const message: LiveNotification = { userId, ...change, unreadCount };
      this.bus.nc.publish(this.bus.subject(liveNotificationSubject(userId)), JSON.stringify(message));
    } catch (err) {
      this.logger.warn({ err, userId }, 'live notification not sent');
    }
  }
}
