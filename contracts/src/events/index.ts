import * as auth from './auth.ts';
import * as authAccount from './auth-account.ts';
import * as authPayments from './auth-payments.ts';
import * as settings from './settings.ts';
import { CONTENT_EVENT_LIST, contentViewsCounted } from './content.ts';
import * as sources from './notification-sources.ts';
import * as practice from './practice.ts';
import * as practiceLogs from './practice-logs.ts';
import * as practiceLicence from './practice-licence.ts';
import { contactSubmitted } from './contact.ts';
import * as amaReminders from './ama-reminders.ts';
import {
  communityNoticeIssued,
  forumReplyDeleted,
  forumReplyPosted,
  forumTopicDeleted,
  forumTopicPublished,
  relationshipChanged,
} from './community.ts';
import { STAFF_ACTION_EVENTS } from './staff-audit.ts';
import { shootFinished } from './shoots.ts';
import { EVENT_ENTRY_EVENTS } from './event-entries.ts';
import type { EventDefinition } from './define.ts';

export * from './define.ts';
export * from './auth.ts';
export * from './auth-account.ts';
export * from './auth-payments.ts';
export * from './settings.ts';
export * from './content.ts';
export * from './notifications.ts';
export * from './notification-sources.ts';
export * from './practice.ts';
export * from './ama-reminders.ts';
export * from './practice-logs.ts';
export * from './practice-licence.ts';
export * from './contact.ts';
export * from './community.ts';
export * from './staff-audit.ts';
export * from './shoots.ts';
export * from './event-entries.ts';

/** Every event of the platform, for docs and for the streams the stack creates. */
export const EVENT_CATALOGUE: EventDefinition[] = [
  auth.userRegistered,
  auth.userUpdated,
  auth.userDeleted,
  auth.membershipChanged,
  auth.membershipExpired,
  auth.membershipExpiring,
  authAccount.passwordResetRequested,
  authAccount.emailVerificationRequested,
  authAccount.passwordChanged,
  authAccount.verifiedEmailChanged,
  authPayments.invoiceIssued,
  authPayments.autoRenewStopped,
  settings.siteSettingsUpdated,
  settings.bannerUpdated,
  ...CONTENT_EVENT_LIST,
  contentViewsCounted,
  amaReminders.amaReminderSet,
  amaReminders.amaReminderRemoved,
  contactSubmitted,
  relationshipChanged,
  communityNoticeIssued,
  forumTopicPublished,
  forumTopicDeleted,
  shootFinished,
  ...EVENT_ENTRY_EVENTS,
  forumReplyPosted,
  forumReplyDeleted,
  sources.practiceSessionLogged,
  practice.practiceSessionUpdated,
  practice.practiceSessionDeleted,
  practice.practiceSharingChanged,
  practice.practiceMemberLevelChanged,
  practiceLogs.practiceCompetitionLogged,
  practiceLogs.practiceCompetitionUpdated,
  practiceLogs.practiceCompetitionDeleted,
  sources.equipmentMaintenanceDue,
  practiceLicence.licenceExpiryReminder,
  sources.challengeCompleted,
  sources.achievementUnlocked,
  sources.weatherAlertIssued,
  sources.communityEventUpcoming,
  sources.announcementPublished,
  ...Object.values(STAFF_ACTION_EVENTS),
];

/** Producers, each owning a JetStream stream named after it in upper case. */
export const PRODUCERS = ['auth', 'content', 'community', 'practice', 'notifications', 'settings'] as const;
export type Producer = (typeof PRODUCERS)[number];
