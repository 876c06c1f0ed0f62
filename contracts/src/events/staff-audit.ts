import { z } from 'zod';
import { defineEvent, type EventDefinition } from './define.ts';

/**
 * The audit trail of staff actions. The service that performs a staff action
 * (a moderator locking a topic, an admin publishing a post, a superadmin changing a role) records it
 * in the same write as the change, through its outbox, as `<producer>.staff_action.recorded`. Every
 * producer has its own subject (each producer owns its stream, CONVENTIONS habit 3) with one shared
 * payload; the settings service keeps the audit log from all of them (STAFF_ACTION_EVENTS).
 *
 * Services call `recordStaffAction(producer, {...})` from @trap/kit, which returns the outbox entry.
 */
export const staffActionSchema = z.object({
  /** who acted (a user id) */
  actorId: z.string().min(1).max(64),
  /** the actor's display name or username at the time, when known */
  actorName: z.string().max(100).nullable().default(null),
  /** the actor's role at the time: `moderator`, `admin`, `superadmin`... */
  actorRole: z.string().max(40).nullable().default(null),
  /** what was done, `<area>.<verb>`: `forum_topic.lock`, `blog_comment.hide`, `report.dismiss`, `user.suspend` */
  action: z
    .string()
    .regex(/^[a-z_]+\.[a-z_]+$/)
    .max(80),
  /** the kind of item acted on: `forum_topic`, `forum_reply`, `blog_comment`, `blog_post`, `report`, `user`, `settings` */
  itemType: z.string().min(1).max(40),
  itemId: z.string().min(1).max(100),
  /** a human label of the item (a topic's title, a user's name), when there is one */
  itemLabel: z.string().max(200).nullable().default(null),
  /** the fields the action changed, before and after (small: only what changed) */
  before: z.record(z.string(), z.unknown()).nullable().default(null),
  after: z.record(z.string(), z.unknown()).nullable().default(null),
  /** the reason the staff member gave (told to the author where the action says so) */
  reason: z.string().max(1000).nullable().default(null),
  /** when it happened (ISO 8601) */
  at: z.string(),
});
export type StaffAction = z.infer<typeof staffActionSchema>;
export type StaffActionInput = z.input<typeof staffActionSchema>;

/** The producers that perform staff actions. */
export const STAFF_ACTION_PRODUCERS = ['community', 'content', 'auth', 'settings', 'notifications', 'practice'] as const;
export type StaffActionProducer = (typeof STAFF_ACTION_PRODUCERS)[number];

const staffActionEvent = <P extends StaffActionProducer>(producer: P) =>
  defineEvent({
    subject: `${producer}.staff_action.recorded` as `${P}.staff_action.recorded`,
    version: 1,
    description: `A staff member acted through the ${producer} service (who, what, the item, before and after, the reason, when); the settings service keeps the audit log.`,
    schema: staffActionSchema,
  });

export const communityStaffActionRecorded = staffActionEvent('community');
export const contentStaffActionRecorded = staffActionEvent('content');
export const authStaffActionRecorded = staffActionEvent('auth');
export const settingsStaffActionRecorded = staffActionEvent('settings');
/** the NRAI selection rules admins keep */
export const practiceStaffActionRecorded = staffActionEvent('practice');
/** an admin sending a newsletter issue (who, which issue, how many it went to) */
export const notificationsStaffActionRecorded = staffActionEvent('notifications');

/** One event per producer, all with `staffActionSchema`: subscribe to each to read every staff action. */
export const STAFF_ACTION_EVENTS: Record<StaffActionProducer, EventDefinition<string, typeof staffActionSchema>> = {
  community: communityStaffActionRecorded,
  content: contentStaffActionRecorded,
  auth: authStaffActionRecorded,
  settings: settingsStaffActionRecorded,
  notifications: notificationsStaffActionRecorded,
  practice: practiceStaffActionRecorded,
};
