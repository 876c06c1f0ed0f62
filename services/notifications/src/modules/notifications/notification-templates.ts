import { NOTIFICATION_TYPE_LABELS, type NotificationPriority, type NotificationType } from '@trap/contracts';

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
const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
const day = (iso: string) =>
  new Date(iso).toLocaleDateString('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/**
 * What a practice notification calls the session: its title, or (the title is optional and mostly
 * left empty) the day it was shot and where, as the practice event carries them:
 * "Your practice session on 6 December 2026 at Dr. Karni Singh Shooting Range".
 */
function practiceSubject(d: { title: string; date: string; location?: string | null }): string {
  const title = d.title.trim();
  if (title) return title;
  const shot = Number.isNaN(Date.parse(d.date)) ? '' : ` on ${day(d.date)}`;
  const where = d.location?.trim() ? ` at ${d.location.trim()}` : '';
  return `Your practice session${shot}${where}`;
}

/**
 * One builder per SPEC 3.4 type: title, message, priority and the screen the notification opens.
 * Priorities: what needs action soon is high (urgent when it is already too late), good news is
 * medium, routine confirmations low.
 */
export const templates = {
  membershipExpiring: (d: {
    membershipTier: string;
    isTrialMember: boolean;
    daysRemaining: number;
    membershipEndDate: string;
    userId: string;
    renewsAutomatically?: boolean;
  }): NotificationContent => {
    const days = plural(Math.max(0, d.daysRemaining), 'day');
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
        title: 'Your membership renews soon',
        message: `Your membership renews automatically in ${days} (${day(d.membershipEndDate)}); the yearly payment is taken then. To let it end instead, turn auto-renew off on your membership page.`,
        priority: 'medium',
        actionUrl: '/membership',
      };
    return {
      ...common,
      title: d.isTrialMember ? 'Your trial is ending soon' : 'Your membership is expiring soon',
      message: `${d.isTrialMember ? 'Your trial' : 'Your membership'} ends in ${days} (${day(d.membershipEndDate)}). Renew to keep your member tools.`,
      priority: d.daysRemaining <= 1 ? 'urgent' : 'high',
      // the renewal reminder is the pay link: a paid term renews at its tier's checkout, a trial picks a plan
      actionUrl: d.isTrialMember ? '/membership' : `/checkout/${d.membershipTier}`,
    };
  },
  /** Razorpay halted the renewal subscription (its payment retries failed) or it was cancelled outside the site */
  membershipAutoRenewStopped: (d: {
    userId: string;
    membershipEndDate: string | null;
    reason: 'halted' | 'cancelled';
  }): NotificationContent => ({
    type: 'membership_expiry',
    title: 'Your membership will not renew automatically',
    message: `${d.reason === 'halted' ? 'The yearly renewal payment could not be taken, so auto-renew is off.' : 'Your renewal subscription was cancelled, so auto-renew is off.'}${
      d.membershipEndDate ? ` Your membership runs until ${day(d.membershipEndDate)}.` : ''
    } Renew or turn auto-renew on again from your membership page.`,
    priority: 'high',
    actionUrl: '/membership',
    relatedEntityType: 'membership',
    relatedEntityId: d.userId,
    expiresAt: d.membershipEndDate ? new Date(Date.parse(d.membershipEndDate) + 30 * DAY) : null,
  }),
  membershipExpired: (d: { isTrialMember: boolean; userId: string }): NotificationContent => ({
    type: 'membership_expiry',
    title: d.isTrialMember ? 'Your trial has ended' : 'Your membership has expired',
    message: 'Renew your membership to get your member tools back.',
    priority: 'urgent',
    actionUrl: '/membership',
    relatedEntityType: 'membership',
    relatedEntityId: d.userId,
    expiresAt: null,
  }),
  upcomingEvent: (d: { eventId: string; title: string; startDate: string; location?: string | null }): NotificationContent => ({
    type: 'upcoming_event',
    title: `Upcoming: ${d.title}`,
    message: `${d.title} starts on ${day(d.startDate)}${d.location ? ` at ${d.location}` : ''}.`,
    priority: 'medium',
    actionUrl: '/club-events',
    relatedEntityType: 'club_event',
    relatedEntityId: d.eventId,
    expiresAt: new Date(Date.parse(d.startDate) + DAY),
  }),
  practiceSession: (d: {
    sessionId: string;
    title: string;
    date: string;
    totalScore: number | null;
    maxScore?: number | null;
    location?: string | null;
  }): NotificationContent => ({
    type: 'practice_session',
    title: 'Practice session logged',
    message: `${practiceSubject(d)} was saved${d.totalScore === null ? '' : ` with a score of ${d.totalScore}${d.maxScore ? `/${d.maxScore}` : ''}`}.`,
    priority: 'low',
    actionUrl: '/practice',
    relatedEntityType: 'practice_session',
    relatedEntityId: d.sessionId,
    expiresAt: null,
  }),
  maintenanceDue: (d: { equipmentId: string; name: string; nextMaintenance: string; overdue?: boolean }): NotificationContent => ({
    type: 'maintenance_due',
    title: d.overdue ? `Maintenance overdue: ${d.name}` : `Maintenance due: ${d.name}`,
    message: `${d.name} ${d.overdue ? 'was' : 'is'} due for maintenance on ${day(d.nextMaintenance)}.`,
    priority: d.overdue ? 'high' : 'medium',
    actionUrl: '/equipment',
    relatedEntityType: 'equipment_item',
    relatedEntityId: d.equipmentId,
    expiresAt: null,
  }),
  challengeCompleted: (d: { challengeId: string; name: string; xpReward: number }): NotificationContent => ({
    type: 'challenge_completed',
    title: 'Challenge completed!',
    message: `You completed ${d.name}${d.xpReward ? ` and earned ${d.xpReward} XP` : ''}.`,
    priority: 'medium',
    actionUrl: '/challenges',
    relatedEntityType: 'challenge',
    relatedEntityId: d.challengeId,
    expiresAt: null,
  }),
  achievementUnlocked: (d: { achievementId: string; title: string; description?: string | null }): NotificationContent => ({
    type: 'achievement_unlocked',
    title: 'Achievement unlocked!',
    message: d.description ? `${d.title}: ${d.description}` : `You unlocked ${d.title}.`,
    priority: 'medium',
    actionUrl: '/achievements',
    relatedEntityType: 'achievement',
    relatedEntityId: d.achievementId,
    expiresAt: null,
  }),
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
  weatherAlert: (d: {
    alertId: string;
    location: string;
    headline: string;
    severity: 'advisory' | 'watch' | 'warning';
    validUntil?: string | null;
  }): NotificationContent => ({
    type: 'weather_alert',
    title: `Weather ${d.severity}: ${d.location}`,
    message: d.headline,
    priority: d.severity === 'warning' ? 'urgent' : d.severity === 'watch' ? 'high' : 'medium',
    actionUrl: '/weather',
    relatedEntityType: 'weather_alert',
    relatedEntityId: d.alertId,
    expiresAt: d.validUntil ? new Date(d.validUntil) : null,
  }),
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
  licenceExpiry: (d: {
    userId: string;
    validUntil: string;
    daysLeft: number;
    stage: '90' | '30' | '7' | 'expired';
  }): NotificationContent => {
    const lapsed = d.stage === 'expired' || d.daysLeft < 0;
    return {
      type: 'licence_expiry',
      title: lapsed
        ? 'Your arms licence has expired'
        : d.daysLeft === 0
          ? 'Your arms licence expires today'
          : `Your arms licence expires in ${plural(d.daysLeft, 'day')}`,
      message: lapsed
        ? `Your arms licence expired on ${day(d.validUntil)}. Renew it with your licensing authority, then update it in Equipment.`
        : `Your arms licence is valid until ${day(d.validUntil)}. Apply to your licensing authority for renewal in good time, then update it in Equipment.`,
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
