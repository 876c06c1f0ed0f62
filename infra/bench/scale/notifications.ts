import type { NotificationType } from '@trap/contracts';
import { documentStore } from '@trap/kit';
import { notificationModel, type NotificationDoc } from '@trap/notifications/src/modules/notifications/notifications.model.ts';
import { UnreadCountCache } from '@trap/notifications/src/modules/notifications/unread-count-cache.ts';
import { FULL, dateOf, itemRng, range } from './plan.ts';
import { objectIdOf } from './practice.ts';
import { insertTimed, type SeedContext, type Timing } from './seed-context.ts';

const KINDS: readonly [NotificationType, string, string, string | null][] = [
  ['community_activity', 'New reply in "Choke for windy days"', 'Meera replied: keep the gun moving through the target.', '/forum'],
  ['upcoming_event', 'Club shoot tomorrow', 'Pink City Monthly Club Shoot starts at 07:00.', '/community-events'],
  ['practice_session', 'Session logged', 'Your 3 rounds of Olympic trap are in your history.', '/practice'],
  ['achievement_unlocked', 'Achievement unlocked', 'First 100 straight targets.', '/achievements'],
];

/**
 * Notifications as the service stores them (one document per member and notice; `sourceKey` unique),
 * inserted with its model, newest first. Of the newest 2 % per member most are unread, older ones
 * read, as members who open the app see them. The unread count is not stored: it is counted and cached
 * in Redis under a per-member version, so every member's version is bumped after the step (the
 * repository's own writes do the same), and the next count is taken from the stored notifications;
 * the member's page of newest notifications (Redis, under the same version) is rebuilt at its next read.
 */
export async function seedNotifications(ctx: SeedContext): Promise<Timing> {
  const model = notificationModel(ctx.conn.notifications);
  await model.createIndexes();
  const owners = new Set<string>();
  const docs: NotificationDoc[] = range(ctx.from.notifications, ctx.to.notifications).map((i) => {
    const rand = itemRng('notification', i);
    const [type, title, message, actionUrl] = KINDS[Math.floor(rand() * KINDS.length)]!;
    const userId = ctx.members[ctx.owner(rand())]!.id;
    owners.add(userId);
    return {
      _id: objectIdOf('notification', i),
      userId,
      type,
      title,
      message,
      priority: 'medium',
      // the newest items are mostly unread, the rest read
      isRead: i / FULL.notifications > 0.02 || rand() < 0.3,
      generation: 0,
      isSnoozed: false,
      snoozeUntil: null,
      relatedEntityType: null,
      relatedEntityId: null,
      actionUrl,
      createdAt: dateOf(i, FULL.notifications, ctx.now, rand),
      expiresAt: null,
      sourceKey: `club-bench:${i}`,
    };
  });
  const timing = await insertTimed('notifications', docs, (c) => documentStore(model).insertMissing(c));
  const unread = new UnreadCountCache(ctx.redis, ctx.redisPrefix);
  for (const userId of owners) await unread.invalidate(userId);
  return timing;
}
