import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  liveNotificationSubject,
  type LiveNotification,
  achievementUnlocked,
  announcementPublished,
  autoRenewStopped,
  challengeCompleted,
  communityEventUpcoming,
  communityNoticeIssued,
  equipmentMaintenanceDue,
  membershipExpired,
  membershipExpiring,
  practiceSessionLogged,
  siteSettingsUpdated,
  weatherAlertIssued,
  DEFAULT_SETTINGS,
} from '@trap/contracts';
import { publishEnvelope } from '@trap/kit';
import { eventually, fetchJson, publishTestEvent, waitForConsumers } from '@trap/kit/testing';
import { startNotificationsService, type NotificationsTestService } from '../support/notifications-service.ts';
import { verifiedEmail } from '../support/members.ts';

let svc: NotificationsTestService;
const M1 = 'c3c3c3c3c3c3c3c3c3c3c3c3';
const M2 = 'd4d4d4d4d4d4d4d4d4d4d4d4';
let t1: string;
let t2: string;
const now = new Date().toISOString();
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString();
const list = async (token: string) => (await fetchJson(`${svc.url}/api/notifications`, { token })).body as any[];

beforeAll(async () => {
  svc = await startNotificationsService();
  t1 = await svc.loginAs({ userId: M1 });
  t2 = await svc.loginAs({ userId: M2 });
});
afterAll(() => svc?.stop());

describe('events become notifications', () => {
  it('when each feeding event is published, then the member gets one notification of the right type, priority and screen', async () => {
    const cases = [
      [
        membershipExpiring,
        { userId: M1, membershipTier: 'pro_lane', isTrialMember: false, membershipEndDate: inDays(7), daysRemaining: 7 },
        'membership_expiry',
        'high',
        '/checkout/pro_lane',
      ],
      [
        // a live Razorpay subscription renews by itself: a notice, not a pay link
        membershipExpiring,
        {
          userId: M1,
          membershipTier: 'elite_trigger',
          isTrialMember: false,
          membershipEndDate: inDays(7),
          daysRemaining: 7,
          renewsAutomatically: true,
        },
        'membership_expiry',
        'medium',
        '/membership',
      ],
      [
        membershipExpired,
        {
          userId: M1,
          membershipTier: 'pro_lane',
          membershipStatus: 'expired',
          isTrialMember: true,
          membershipEndDate: now,
          previousTier: 'pro_lane',
          previousStatus: 'trial',
        },
        'membership_expiry',
        'urgent',
        '/membership',
      ],
      [
        autoRenewStopped,
        { userId: M1, membershipTier: 'pro_lane', membershipEndDate: inDays(20), reason: 'halted' },
        'membership_expiry',
        'high',
        '/membership',
      ],
      [
        practiceSessionLogged,
        { sessionId: 's1', userId: M1, title: 'Evening round', date: now, totalScore: 23, maxScore: 25 },
        'practice_session',
        'low',
        '/practice',
      ],
      [
        equipmentMaintenanceDue,
        { equipmentId: 'e1', userId: M1, name: 'Perazzi MX8', nextMaintenance: inDays(1) },
        'maintenance_due',
        'medium',
        '/equipment',
      ],
      [
        challengeCompleted,
        { challengeId: 'c1', userId: M1, name: '100 Targets', xpReward: 50, completedAt: now },
        'challenge_completed',
        'medium',
        '/challenges',
      ],
      [
        achievementUnlocked,
        { achievementId: 'a1', userId: M1, title: 'First 25 Straight', unlockedAt: now },
        'achievement_unlocked',
        'medium',
        '/achievements',
      ],
      [
        weatherAlertIssued,
        { alertId: 'w1', userIds: [M1], location: 'Delhi', headline: 'Gusts up to 40 km/h', severity: 'warning' },
        'weather_alert',
        'urgent',
        '/weather',
      ],
      [
        communityEventUpcoming,
        { eventId: 'ev1', userIds: [M1], title: 'Club Shoot', startDate: inDays(2) },
        'upcoming_event',
        'medium',
        '/club-events',
      ],
      [
        announcementPublished,
        { announcementId: 'an1', userIds: [M1], title: 'Range closed Monday', message: 'Maintenance day.' },
        'system_announcement',
        'high',
        null,
      ],
      [
        communityNoticeIssued,
        {
          entityType: 'forum_reply',
          entityId: 'r1',
          userIds: [M1],
          title: 'New reply to your topic',
          message: 'Kabir replied to "Hold points on station 4".',
          actionUrl: '/forum/topics/t1#reply-r1',
        },
        'community_activity',
        'medium',
        '/forum/topics/t1#reply-r1',
      ],
      [
        communityNoticeIssued,
        {
          entityType: 'group_session',
          entityId: 'g1',
          userIds: [M1],
          kind: 'upcoming',
          title: 'Tomorrow: Sunday squad practice',
          message: 'Your squad shoots tomorrow at 7:00.',
          actionUrl: '/squads',
          priority: 'high',
        },
        'upcoming_event',
        'high',
        '/squads',
      ],
    ] as const;
    for (const [def, data] of cases) await publishTestEvent(svc, def as any, data as any);
    await waitForConsumers(svc);
    const got = await list(t1);
    expect(got).toHaveLength(cases.length);
    for (const [def, , type, priority, actionUrl] of cases) {
      const match = got.filter((n) => n.type === type && n.priority === priority && n.actionUrl === actionUrl);
      expect(match.length, def.subject).toBeGreaterThan(0);
    }
  });

  it('when a member logs a practice session, then its notification names it: the title, else the day it was shot and the range', async () => {
    const M3 = 'e5e5e5e5e5e5e5e5e5e5e5e5';
    const t3 = await svc.loginAs({ userId: M3 });
    const shot = '2026-12-06T04:00:00.000Z'; // 9:30 am IST
    await publishTestEvent(svc, practiceSessionLogged, {
      sessionId: 'untitled-1',
      userId: M3,
      title: '',
      date: shot,
      totalScore: 22,
      maxScore: 25,
      location: 'Dr. Karni Singh Shooting Range',
    });
    await publishTestEvent(svc, practiceSessionLogged, {
      sessionId: 'untitled-2',
      userId: M3,
      title: '  ',
      date: shot,
      totalScore: null,
      location: null,
    });
    await publishTestEvent(svc, practiceSessionLogged, {
      sessionId: 'titled',
      userId: M3,
      title: 'Evening round',
      date: shot,
      totalScore: 23,
      maxScore: 25,
    });
    await waitForConsumers(svc);
    const texts = Object.fromEntries(
      (await list(t3)).filter((n) => n.type === 'practice_session').map((n) => [n.relatedEntityId, `${n.title} · ${n.message}`]),
    );
    expect(texts).toEqual({
      'untitled-1':
        'Practice session logged · Your practice session on 6 December 2026 at Dr. Karni Singh Shooting Range was saved with a score of 22/25.',
      'untitled-2': 'Practice session logged · Your practice session on 6 December 2026 was saved.',
      titled: 'Practice session logged · Evening round was saved with a score of 23/25.',
    });
  });

  it('when the same event is delivered twice, then there is still exactly one notification per member', async () => {
    const entry = await publishTestEvent(svc, communityEventUpcoming, {
      eventId: 'ev2',
      userIds: [M2, M2],
      title: 'Winter League',
      startDate: inDays(5),
    });
    await waitForConsumers(svc);
    // the same envelope again (JetStream drops it by message id), then once more past both guards:
    // a new message id and no consumer marker, as after a crash between handler and marker
    await publishEnvelope(svc.ctx.bus, entry);
    await svc.ctx.conn.collection('processed_events').deleteMany({});
    await svc.ctx.bus.js.publish(svc.ctx.bus.subject(entry.subject), JSON.stringify(entry), { msgID: `${entry.id}-again` });
    await waitForConsumers(svc);
    const mine = (await list(t2)).filter((n) => n.relatedEntityId === 'ev2');
    expect(mine).toHaveLength(1);
    expect(mine[0]).toMatchObject({ type: 'upcoming_event', title: 'Upcoming: Winter League', isRead: false });
  });

  it("when a member's address is verified and the site settings change, then the digest read models follow", async () => {
    await verifiedEmail(svc, M1, 'Shooter1@Example.com');
    const settings = structuredClone(DEFAULT_SETTINGS);
    settings.notifications.digestFrequency = 'daily';
    await publishTestEvent(svc, siteSettingsUpdated, { settings, updatedBy: null });
    await waitForConsumers(svc);
    const member = await eventually(() => svc.ctx.conn.collection<{ _id: string }>('members').findOne({ _id: M1 }));
    expect(member).toMatchObject({ verifiedEmail: 'shooter1@example.com' });
    const copy = await svc.ctx.conn.collection<{ _id: string }>('site_settings_copy').findOne({ _id: 'current' });
    expect(copy).toMatchObject({ digestFrequency: 'daily', enableEmailDigest: true });
  });

  it('when an event creates a notification, then a live message for that member carries it at once (the count follows from the client)', async () => {
    const frames: LiveNotification[] = [];
    const sub = svc.ctx.bus.nc.subscribe(svc.ctx.bus.subject(liveNotificationSubject(M2)), {
      callback: (_err, msg) => {
        frames.push(msg.json<LiveNotification>());
      },
    });
    try {
      await svc.ctx.bus.nc.flush();
      const before = (await fetchJson(`${svc.url}/api/notifications/count`, { token: t2 })).body.count;
      await publishTestEvent(svc, achievementUnlocked, { achievementId: 'a-live', userId: M2, title: 'Hat-trick', unlockedAt: now });
      const frame = await eventually(() => frames.find((f) => f.kind === 'created'));
      expect(frame).toMatchObject({
        userId: M2,
        kind: 'created',
        notification: { type: 'achievement_unlocked', relatedEntityId: 'a-live' },
      });
      // one more unread notification: a created frame carries no count (liveNotificationSchema says why)
      expect(frame).not.toHaveProperty('unreadCount');
      expect((await fetchJson(`${svc.url}/api/notifications/count`, { token: t2 })).body.count).toBe(before + 1);
    } finally {
      sub.unsubscribe();
    }
  });
});
