import * as auth from './auth.ts';
import * as settings from './settings.ts';
import { CONTENT_EVENT_LIST } from './content.ts';
import * as sources from './notification-sources.ts';
import * as practice from './practice.ts';
import * as practiceLogs from './practice-logs.ts';
import { contactSubmitted } from './contact.ts';
import * as amaReminders from './ama-reminders.ts';
import { relationshipChanged } from './community.ts';
import type { EventDefinition } from './define.ts';

export * from './define.ts';
export * from './auth.ts';
export * from './settings.ts';
export * from './content.ts';
export * from './notifications.ts';
export * from './notification-sources.ts';
export * from './practice.ts';
export * from './ama-reminders.ts';
export * from './practice-logs.ts';
export * from './contact.ts';
export * from './community.ts';

/** Every event of the platform, for docs and for the streams the stack creates. */
export const EVENT_CATALOGUE: EventDefinition[] = [
  auth.userRegistered,
  auth.userUpdated,
  auth.membershipChanged,
  auth.membershipExpired,
  auth.membershipExpiring,
  settings.siteSettingsUpdated,
  settings.bannerUpdated,
  ...CONTENT_EVENT_LIST,
  amaReminders.amaReminderSet,
  amaReminders.amaReminderRemoved,
  contactSubmitted,
  relationshipChanged,
  sources.practiceSessionLogged,
  practice.practiceSessionUpdated,
  practice.practiceSessionDeleted,
  practiceLogs.practiceCompetitionLogged,
  practiceLogs.practiceCompetitionUpdated,
  practiceLogs.practiceCompetitionDeleted,
  sources.equipmentMaintenanceDue,
  sources.challengeCompleted,
  sources.achievementUnlocked,
  sources.weatherAlertIssued,
  sources.communityEventUpcoming,
  sources.announcementPublished,
];

/** Producers, each owning a JetStream stream named after it in upper case. */
export const PRODUCERS = ['auth', 'content', 'community', 'practice', 'notifications', 'settings'] as const;
export type Producer = (typeof PRODUCERS)[number];
