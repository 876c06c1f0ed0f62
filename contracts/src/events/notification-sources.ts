import { z } from 'zod';
import { defineEvent } from './define.ts';
import { httpUrl } from '../http/common/bounds.ts';

/**
 * Events of producers that come later (practice, community, settings), declared now because the
 * notifications service turns them into SPEC 3.4 notifications. Each names the member(s) to tell.
 * The producing service publishes them through its outbox when it is built.
 */

export const practiceSessionLogged = defineEvent({
  subject: 'practice.session.logged',
  version: 1,
  description: 'A member logged a practice session (Practice Session notification).',
  schema: z.object({
    sessionId: z.string(),
    userId: z.string(),
    title: z.string(),
    date: z.string(),
    totalScore: z.number().nullable(),
    maxScore: z.number().nullable().optional(),
    location: z.string().nullable().optional(),
  }),
});

export const equipmentMaintenanceDue = defineEvent({
  subject: 'practice.equipment.maintenance_due',
  version: 1,
  description: 'An equipment item reached its next maintenance date (Maintenance Due notification).',
  schema: z.object({
    equipmentId: z.string(),
    userId: z.string(),
    name: z.string(),
    nextMaintenance: z.string(),
    overdue: z.boolean().default(false),
  }),
});

export const challengeCompleted = defineEvent({
  subject: 'practice.challenge.completed',
  version: 1,
  description: 'A member completed a challenge (Challenge Completed notification).',
  schema: z.object({
    challengeId: z.string(),
    userId: z.string(),
    name: z.string(),
    xpReward: z.number().int().min(0).default(0),
    completedAt: z.string(),
  }),
});

export const achievementUnlocked = defineEvent({
  subject: 'practice.achievement.unlocked',
  version: 1,
  description: 'A member unlocked an achievement (Achievement Unlocked notification).',
  schema: z.object({
    achievementId: z.string(),
    userId: z.string(),
    title: z.string(),
    description: z.string().nullable().optional(),
    unlockedAt: z.string(),
  }),
});

export const weatherAlertIssued = defineEvent({
  subject: 'practice.weather.alerted',
  version: 1,
  description: 'Weather worth knowing for members about to shoot at a location (Weather Alert notification).',
  schema: z.object({
    alertId: z.string(),
    userIds: z.array(z.string()).min(1),
    location: z.string(),
    headline: z.string(),
    severity: z.enum(['advisory', 'watch', 'warning']).default('advisory'),
    validUntil: z.string().nullable().optional(),
  }),
});

export const communityEventUpcoming = defineEvent({
  subject: 'community.event.upcoming',
  version: 1,
  description: 'A club event a member registered for (or the whole club) starts soon (Upcoming Event notification).',
  schema: z.object({
    eventId: z.string(),
    userIds: z.array(z.string()).min(1),
    title: z.string(),
    startDate: z.string(),
    location: z.string().nullable().optional(),
  }),
});

export const announcementPublished = defineEvent({
  subject: 'settings.announcement.published',
  version: 1,
  description: 'An admin sent a system announcement to the listed members (System Announcement notification).',
  schema: z.object({
    announcementId: z.string(),
    userIds: z.array(z.string()).min(1),
    title: z.string(),
    message: z.string(),
    priority: z.enum(['low', 'medium', 'high', 'urgent']).default('high'),
    /** where the notification leads: a path on this site (or an http(s) address) */
    actionUrl: httpUrl('Action URL', { sitePath: true }).nullable().optional(),
  }),
});
