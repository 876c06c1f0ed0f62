import { NOTIFICATION_TYPE_LABELS, type NotificationPriority, type NotificationType } from '@trap/contracts';
import type { Language } from '@trap/contracts/language';
import { localeOf, textsIn } from '../../i18n/i18n.ts';

export interface NotificationContent {
  type: NotificationType;
  title: string;
  message: string;
  priority: NotificationPriority;
  actionUrl: string | null;
  relatedEntityType: string | null;
  relatedEntityId: string | null;
  expiresAt: Date | null;
}

const DAY = 24 * 60 * 60 * 1000;

/** The member's language's texts and dates (English when the caller names none: the tests and /test-notifications). */
function inLanguage(language: Language) {
  const t = textsIn(language);
  return {
    t,
    days: (n: number) => t('common.days', { count: n }),
    day: (iso: string) =>
      new Date(iso).toLocaleDateString(localeOf(language), { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' }),
  };
}

/**
 * What a practice notification calls the session: its title, or (the title is optional and mostly
 * left empty) the day it was shot and where, as the practice event carries them:
 * "Your practice session on 6 December 2026 at Dr. Karni Singh Shooting Range".
 */
function practiceSubject(d: { title: string; date: string; location?: string | null }, language: Language): string {
  const title = d.title.trim();
  if (title) return title;
  const { t, day } = inLanguage(language);
  const date = Number.isNaN(Date.parse(d.date)) ? '' : day(d.date);
  const location = d.location?.trim() ?? '';
  if (date && location) return t('notifications.practice.subjectOnAt', { date, location });
  if (date) return t('notifications.practice.subjectOn', { date });
  if (location) return t('notifications.practice.subjectAt', { location });
  return t('notifications.practice.subject');
}

/**
 * One builder per SPEC 3.4 type: title, message, priority and the screen the notification opens, in
 * the member's language (texts from the catalogues, src/i18n). Priorities: what needs action soon is
 * high (urgent when it is already too late), good news is medium, routine confirmations low.
 * Announcements and community notices carry their authors' own words and stay as written.
 */
export const templates = {
  membershipExpiring: (
    d: {
      membershipTier: string;
      isTrialMember: boolean;
      daysRemaining: number;
      membershipEndDate: string;
      userId: string;
      renewsAutomatically?: boolean;
    },
    language: Language = 'en',
  ): NotificationContent => {
    const { t, day, days: daysText } = inLanguage(language);
    const days = daysText(Math.max(0, d.daysRemaining));
    const date = day(d.membershipEndDate);
    const common = {
      type: 'membership_expiry' as const,
      relatedEntityType: 'membership',
      relatedEntityId: d.userId,
      expiresAt: new Date(Date.parse(d.membershipEndDate) + 30 * DAY),
    };
    // a live Razorpay subscription charges the renewal by itself: say so, and where to stop it
    if (d.renewsAutomatically && !d.isTrialMember)
      return {
        ...common,
        title: t('notifications.renewsSoon.title'),
        message: t('notifications.renewsSoon.message', { days, date }),
        priority: 'medium',
        actionUrl: '/membership',
      };
    return {
      ...common,
      title: d.isTrialMember ? t('notifications.expiring.titleTrial') : t('notifications.expiring.title'),
      message: d.isTrialMember
        ? t('notifications.expiring.messageTrial', { days, date })
        : t('notifications.expiring.message', { days, date }),
      priority: d.daysRemaining <= 1 ? 'urgent' : 'high',
      // the renewal reminder is the pay link: a paid term renews at its tier's checkout, a trial picks a plan
      actionUrl: d.isTrialMember ? '/membership' : `/checkout/${d.membershipTier}`,
    };
  },
  /** Razorpay halted the renewal subscription (its payment retries failed) or it was cancelled outside the site */
  membershipAutoRenewStopped: (
    d: {
      userId: string;
      membershipEndDate: string | null;
      reason: 'halted' | 'cancelled';
    },
    language: Language = 'en',
  ): NotificationContent => {
    const { t, day } = inLanguage(language);
    return {
      type: 'membership_expiry',
      title: t('notifications.autoRenewStopped.title'),
      message: [
        d.reason === 'halted' ? t('notifications.autoRenewStopped.halted') : t('notifications.autoRenewStopped.cancelled'),
        ...(d.membershipEndDate ? [t('notifications.autoRenewStopped.runsUntil', { date: day(d.membershipEndDate) })] : []),
        t('notifications.autoRenewStopped.renew'),
      ].join(' '),
      priority: 'high',
      actionUrl: '/membership',
      relatedEntityType: 'membership',
      relatedEntityId: d.userId,
      expiresAt: d.membershipEndDate ? new Date(Date.parse(d.membershipEndDate) + 30 * DAY) : null,
    };
  },
  membershipExpired: (d: { isTrialMember: boolean; userId: string }, language: Language = 'en'): NotificationContent => {
    const { t } = inLanguage(language);
    return {
      type: 'membership_expiry',
      title: d.isTrialMember ? t('notifications.expired.titleTrial') : t('notifications.expired.title'),
      message: t('notifications.expired.message'),
      priority: 'urgent',
      actionUrl: '/membership',
      relatedEntityType: 'membership',
      relatedEntityId: d.userId,
      expiresAt: null,
    };
  },
  upcomingEvent: (
    d: { eventId: string; title: string; startDate: string; location?: string | null },
    language: Language = 'en',
  ): NotificationContent => {
    const { t, day } = inLanguage(language);
    const date = day(d.startDate);
    return {
      type: 'upcoming_event',
      title: t('notifications.upcomingEvent.title', { title: d.title }),
      message: d.location
        ? t('notifications.upcomingEvent.messageAt', { title: d.title, date, location: d.location })
        : t('notifications.upcomingEvent.message', { title: d.title, date }),
      priority: 'medium',
      actionUrl: '/club-events',
      relatedEntityType: 'club_event',
      relatedEntityId: d.eventId,
      expiresAt: new Date(Date.parse(d.startDate) + DAY),
    };
  },
  practiceSession: (
    d: {
      sessionId: string;
      title: string;
      date: string;
      totalScore: number | null;
      maxScore?: number | null;
      location?: string | null;
    },
    language: Language = 'en',
  ): NotificationContent => {
    const { t } = inLanguage(language);
    const subject = practiceSubject(d, language);
    return {
      type: 'practice_session',
      title: t('notifications.practice.title'),
      message:
        d.totalScore === null
          ? t('notifications.practice.saved', { subject })
          : t('notifications.practice.savedWithScore', { subject, score: `${d.totalScore}${d.maxScore ? `/${d.maxScore}` : ''}` }),
      priority: 'low',
      actionUrl: '/practice',
      relatedEntityType: 'practice_session',
      relatedEntityId: d.sessionId,
      expiresAt: null,
    };
  },
  maintenanceDue: (
    d: { equipmentId: string; name: string; nextMaintenance: string; overdue?: boolean },
    language: Language = 'en',
  ): NotificationContent => {
    const { t, day } = inLanguage(language);
    const date = day(d.nextMaintenance);
    return {
      type: 'maintenance_due',
      title: d.overdue
        ? t('notifications.maintenance.titleOverdue', { name: d.name })
        : t('notifications.maintenance.titleDue', { name: d.name }),
      message: d.overdue
        ? t('notifications.maintenance.messageOverdue', { name: d.name, date })
        : t('notifications.maintenance.messageDue', { name: d.name, date }),
      priority: d.overdue ? 'high' : 'medium',
      actionUrl: '/equipment',
      relatedEntityType: 'equipment_item',
      relatedEntityId: d.equipmentId,
      expiresAt: null,
    };
  },
  challengeCompleted: (d: { challengeId: string; name: string; xpReward: number }, language: Language = 'en'): NotificationContent => {
    const { t } = inLanguage(language);
    return {
      type: 'challenge_completed',
      title: t('notifications.challenge.title'),
      message: d.xpReward
        ? t('notifications.challenge.messageXp', { name: d.name, xp: d.xpReward })
        : t('notifications.challenge.message', { name: d.name }),
      priority: 'medium',
      actionUrl: '/challenges',
      relatedEntityType: 'challenge',
      relatedEntityId: d.challengeId,
      expiresAt: null,
    };
  },
  achievementUnlocked: (
    d: { achievementId: string; title: string; description?: string | null },
    language: Language = 'en',
  ): NotificationContent => {
    const { t } = inLanguage(language);
    return {
      type: 'achievement_unlocked',
      title: t('notifications.achievement.title'),
      message: d.description
        ? t('notifications.achievement.messageDescribed', { title: d.title, description: d.description })
        : t('notifications.achievement.message', { title: d.title }),
      priority: 'medium',
      actionUrl: '/achievements',
      relatedEntityType: 'achievement',
      relatedEntityId: d.achievementId,
      expiresAt: null,
    };
  },
  systemAnnouncement: (d: {
    announcementId: string;
    title: string;
    message: string;
    priority: NotificationPriority;
    actionUrl?: string | null;
  }): NotificationContent => ({
    type: 'system_announcement',
    title: d.title,
    message: d.message,
    priority: d.priority,
    actionUrl: d.actionUrl ?? null,
    relatedEntityType: 'announcement',
    relatedEntityId: d.announcementId,
    expiresAt: null,
  }),
  weatherAlert: (
    d: {
      alertId: string;
      location: string;
      headline: string;
      severity: 'advisory' | 'watch' | 'warning';
      validUntil?: string | null;
    },
    language: Language = 'en',
  ): NotificationContent => {
    const { t } = inLanguage(language);
    const severity = {
      advisory: t('notifications.weather.advisory'),
      watch: t('notifications.weather.watch'),
      warning: t('notifications.weather.warning'),
    }[d.severity];
    return {
      type: 'weather_alert',
      title: t('notifications.weather.title', { severity, location: d.location }),
      message: d.headline,
      priority: d.severity === 'warning' ? 'urgent' : d.severity === 'watch' ? 'high' : 'medium',
      actionUrl: '/weather',
      relatedEntityType: 'weather_alert',
      relatedEntityId: d.alertId,
      expiresAt: d.validUntil ? new Date(d.validUntil) : null,
    };
  },
  /** A reply, a request, an invitation or a reminder from the community service (community.notice.issued). */
  communityNotice: (d: {
    entityType: string;
    entityId: string;
    kind: 'activity' | 'upcoming';
    title: string;
    message: string;
    actionUrl: string;
    priority: NotificationPriority;
    expiresAt: string | null;
  }): NotificationContent => ({
    type: d.kind === 'upcoming' ? 'upcoming_event' : 'community_activity',
    title: d.title,
    message: d.message,
    priority: d.priority,
    actionUrl: d.actionUrl,
    relatedEntityType: d.entityType,
    relatedEntityId: d.entityId,
    expiresAt: d.expiresAt ? new Date(d.expiresAt) : null,
  }),
  /** The arms licence's reminders (practice.licence.expiry_reminder): 90, 30 and 7 days ahead, and once when it has lapsed. */
  licenceExpiry: (
    d: {
      userId: string;
      validUntil: string;
      daysLeft: number;
      stage: '90' | '30' | '7' | 'expired';
    },
    language: Language = 'en',
  ): NotificationContent => {
    const { t, day, days } = inLanguage(language);
    const lapsed = d.stage === 'expired' || d.daysLeft < 0;
    const date = day(d.validUntil);
    return {
      type: 'licence_expiry',
      title: lapsed
        ? t('notifications.licence.titleExpired')
        : d.daysLeft === 0
          ? t('notifications.licence.titleToday')
          : t('notifications.licence.titleIn', { days: days(d.daysLeft) }),
      message: lapsed ? t('notifications.licence.messageExpired', { date }) : t('notifications.licence.messageValid', { date }),
      priority: lapsed || d.daysLeft <= 7 ? 'urgent' : d.daysLeft <= 30 ? 'high' : 'medium',
      actionUrl: '/equipment?tab=licence',
      relatedEntityType: 'arms_licence',
      relatedEntityId: d.userId,
      expiresAt: null,
    };
  },
};

/** /test-notifications: a realistic sample of each type. */
export function sampleNotification(type: NotificationType, userId: string, now = new Date()): NotificationContent {
  const inDays = (n: number) => new Date(now.getTime() + n * DAY).toISOString();
  const sample: Record<NotificationType, () => NotificationContent> = {
    membership_expiry: () =>
      templates.membershipExpiring({
        membershipTier: 'pro_lane',
        isTrialMember: false,
        daysRemaining: 7,
        membershipEndDate: inDays(7),
        userId,
      }),
    upcoming_event: () =>
      templates.upcomingEvent({
        eventId: 'test-event',
        title: 'Sunday Club Shoot',
        startDate: inDays(3),
        location: 'Dr. Karni Singh Shooting Range',
      }),
    practice_session: () =>
      templates.practiceSession({
        sessionId: 'test-session',
        title: 'Morning trap practice',
        date: now.toISOString(),
        totalScore: 22,
        maxScore: 25,
      }),
    maintenance_due: () => templates.maintenanceDue({ equipmentId: 'test-equipment', name: 'Beretta DT11', nextMaintenance: inDays(2) }),
    challenge_completed: () => templates.challengeCompleted({ challengeId: 'test-challenge', name: '100 Targets Week', xpReward: 150 }),
    achievement_unlocked: () =>
      templates.achievementUnlocked({
        achievementId: 'test-achievement',
        title: 'First 25 Straight',
        description: 'A perfect round of 25.',
      }),
    system_announcement: () =>
      templates.systemAnnouncement({
        announcementId: 'test-announcement',
        title: 'Test announcement',
        message: `This is a test ${NOTIFICATION_TYPE_LABELS.system_announcement} notification.`,
        priority: 'high',
      }),
    weather_alert: () =>
      templates.weatherAlert({
        alertId: 'test-weather',
        location: 'New Delhi',
        headline: 'Strong crosswinds expected this afternoon.',
        severity: 'watch',
        validUntil: inDays(1),
      }),
    community_activity: () =>
      templates.communityNotice({
        entityType: 'forum_reply',
        entityId: 'test-reply',
        kind: 'activity',
        title: 'New reply to your topic',
        message: 'Arjun Mehta replied to "Station 4 hold points".',
        actionUrl: '/forum',
        priority: 'medium',
        expiresAt: null,
      }),
    licence_expiry: () => templates.licenceExpiry({ userId, validUntil: inDays(30).slice(0, 10), daysLeft: 30, stage: '30' }),
  };
  return sample[type]();
}
