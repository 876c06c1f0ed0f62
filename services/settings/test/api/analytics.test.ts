import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { fetchJson, publishTestEvent, waitForConsumers, type TestService } from '@trap/kit/testing';
import { publishEnvelope, recordEvent, createLogger } from '@trap/kit';
import {
  contentViewsCounted,
  forumReplyPosted,
  forumTopicPublished,
  invoiceIssued,
  membershipChanged,
  membershipExpired,
  notificationsStaffActionRecorded,
  practiceCompetitionLogged,
  practiceSessionLogged,
  userDeleted,
  userRegistered,
  type Analytics,
  type EventDefinition,
} from '@trap/contracts';
import { startSettingsService } from '../support/settings-service.ts';
import { analyticsModule } from '../../src/modules/analytics/analytics.module.ts';
import { addMonths, istDay, istMonth } from '../../src/modules/analytics/analytics.days.ts';
import { auditModule } from '../../src/modules/audit/audit.module.ts';

/**
 * The analytics read model against the real stores and bus: events in (as the
 * producers publish them), series and the retention table out of GET /api/superadmin/analytics.
 */
let svc: TestService;
let boss: string;
beforeAll(async () => {
  svc = await startSettingsService();
  boss = await svc.loginAs({ userId: 'b1b1b1b1b1b1b1b1b1b1b1b1', role: 'superadmin' });
});
afterAll(() => svc?.stop());

const DAY = 86_400_000;
const now = Date.now();
const ago = (days: number) => new Date(now - days * DAY).toISOString();
const settle = () => waitForConsumers(svc as never);
/** An event as its producer would have published it at `at` (the envelope's occurredAt). */
const publishAt = <T extends z.ZodType>(def: EventDefinition<string, T>, data: z.input<T>, at: string) =>
  publishEnvelope(svc.ctx.bus, { ...recordEvent(def, data), occurredAt: at });
const analytics = async (days = 7): Promise<Analytics> => {
  const res = await fetchJson(`${svc.url}/api/superadmin/analytics?days=${days}`, { token: boss });
  expect(res.status).toBe(200);
  return res.body as Analytics;
};

const registered = (userId: string, createdAt: string) => ({
  userId,
  username: userId,
  displayName: userId,
  avatarUrl: null,
  role: 'member' as const,
  isCoach: false,
  level: null,
  clubAffiliation: null,
  isPublicProfile: false,
  membershipTier: 'range_pass' as const,
  accountStatus: 'active',
  createdAt,
  updatedAt: createdAt,
  email: `${userId}@example.com`,
});
const membership = (userId: string, over: Partial<z.input<typeof membershipChanged.schema>> = {}) => ({
  userId,
  membershipTier: 'pro_lane' as const,
  membershipStatus: 'active' as const,
  isTrialMember: false,
  membershipEndDate: ago(-365),
  previousTier: 'range_pass' as const,
  previousStatus: 'active' as const,
  ...over,
});
const invoice = (userId: string, issuedAt: string) => ({
  ...{
    userId,
    email: 'u@example.com',
    displayName: userId,
    invoiceId: `i-${userId}`,
    invoiceNumber: `INV-${userId}`,
    tier: 'pro_lane' as const,
  },
  ...{ tierLabel: 'Pro Lane', amountPaise: 900_000, taxPaise: 137_288, taxablePaise: 762_712, ratePercent: 18 },
  ...{ membershipEndDate: ago(-365), issuedAt, link: 'https://example.com/i' },
});

describe('analytics read model: daily series from events', () => {
  it('counts sign-ups, paying members, sessions and targets, forum topics and replies, and content views per IST day', async () => {
    await publishTestEvent(svc, userRegistered, registered('p1', ago(0)));
    await publishTestEvent(svc, userRegistered, registered('p2', ago(0)));
    // paying members: p1 pays three days ago, p2 yesterday, p1's membership ends today; a trial is not paying
    await publishAt(membershipChanged, membership('p1'), ago(3));
    await publishAt(membershipChanged, membership('p2', { membershipTier: 'shooters_circle' }), ago(1));
    await publishAt(membershipChanged, membership('p2', { membershipTier: 'shooters_circle' }), ago(1)); // no change: not counted again
    await publishAt(membershipChanged, membership('p3', { membershipStatus: 'trial', isTrialMember: true }), ago(1));
    // p1's expiry comes days after the payment, as it would (the two subjects have consumers of their own)
    await settle();
    await publishTestEvent(svc, membershipExpired, membership('p1', { membershipStatus: 'expired', previousStatus: 'active' }));
    // practice: targets are the session's maxScore (its targets thrown)
    await publishTestEvent(svc, practiceSessionLogged, {
      sessionId: 's1',
      userId: 'p1',
      title: 'Am',
      date: ago(0),
      totalScore: 21,
      maxScore: 25,
    });
    await publishTestEvent(svc, practiceSessionLogged, {
      sessionId: 's2',
      userId: 'p2',
      title: 'Pm',
      date: ago(0),
      totalScore: 40,
      maxScore: 50,
    });
    // forum: a topic published twice (an edit) is one topic; each reply counts
    const topic = { topicId: 't1', title: 'Station 4', body: 'Hold?', url: '/forum/topic/t1', authorId: 'p1', postedAt: ago(0) };
    await publishTestEvent(svc, forumTopicPublished, topic);
    await publishTestEvent(svc, forumTopicPublished, { ...topic, title: 'Station 4 (edited)' });
    await publishTestEvent(svc, forumReplyPosted, { topicId: 't1', replyId: 'r1', authorId: 'p2', postedAt: ago(0) });
    await publishTestEvent(svc, forumReplyPosted, { topicId: 't1', replyId: 'r2', authorId: 'p1', postedAt: ago(0) });
    // content views arrive in batches
    await publishTestEvent(svc, contentViewsCounted, { from: ago(0.01), to: ago(0), counts: { blog_post: 5, podcast: 2 } });
    await publishTestEvent(svc, contentViewsCounted, { from: ago(0.01), to: ago(0), counts: { ama: 3 } });
    await settle();

    const a = await analytics(7);
    expect(a.days).toHaveLength(7);
    expect(a.days.at(-1)).toBe(istDay(new Date()));
    expect(a.totals).toMatchObject({
      signups: 2,
      sessions_logged: 2,
      targets_logged: 75,
      forum_topics: 1,
      forum_replies: 2,
      content_views: 10,
      paying_members: 1,
    });
    // the number of paying members at the end of each of the last four days
    expect(a.series.paying_members!.slice(-4)).toEqual([1, 1, 2, 1]);
    expect(a.series.targets_logged!.at(-1)).toBe(75);
    expect(a.series.content_views!.at(-1)).toBe(10);

    // a longer period starts from the members who paid before it
    const month = await analytics(30);
    expect(month.series.paying_members!.slice(-4)).toEqual([1, 1, 2, 1]);
    expect(month.series.paying_members![0]).toBe(0);
  });

  it('when a payment older than an expiry arrives after it, then the member stays lapsed and is not counted as paying', async () => {
    const before = (await analytics(7)).totals.paying_members!;
    await publishTestEvent(svc, membershipExpired, membership('late', { membershipStatus: 'expired', previousStatus: 'active' }));
    await settle();
    await publishAt(membershipChanged, membership('late'), ago(2));
    await settle();
    expect((await analytics(7)).totals.paying_members).toBe(before);
    // a newer payment still counts
    await publishTestEvent(svc, membershipChanged, membership('late'));
    await settle();
    expect((await analytics(7)).totals.paying_members).toBe(before + 1);
  });
});

describe('analytics read model: retention by sign-up month', () => {
  it('counts, of each sign-up month, the members active in each later month', async () => {
    const current = istMonth(new Date());
    const midMonth = (month: string) => `${month}-15T06:00:00.000Z`;
    const twoBack = addMonths(current, -2);
    const oneBack = addMonths(current, -1);
    for (const id of ['c1', 'c2', 'c3']) await publishTestEvent(svc, userRegistered, registered(id, midMonth(twoBack)));
    await publishTestEvent(svc, userRegistered, registered('c4', midMonth(oneBack)));
    // c1: a session the month after signing up and a reply now; c2: a competition now; c3: nothing
    await publishAt(
      practiceSessionLogged,
      { sessionId: 's3', userId: 'c1', title: 'x', date: midMonth(oneBack), totalScore: 20, maxScore: 25 },
      midMonth(oneBack),
    );
    await publishTestEvent(svc, forumReplyPosted, { topicId: 't1', replyId: 'r3', authorId: 'c1', postedAt: ago(0) });
    await publishTestEvent(svc, practiceCompetitionLogged, {
      ...{ competitionId: 'k1', userId: 'c2', name: 'State meet', date: ago(0), discipline: 'olympic-trap' as const },
      ...{ location: null, score: 110, maxScore: 125, placing: 3 },
    });
    // c4 pays this month
    await publishTestEvent(svc, invoiceIssued, invoice('c4', ago(0)));
    await settle();

    const { retention } = await analytics(7);
    expect(retention).toHaveLength(12);
    expect(retention.at(-1)).toEqual({ month: current, signups: 2, active: [] }); // p1 and p2 of the first test
    expect(retention.find((c) => c.month === twoBack)).toEqual({ month: twoBack, signups: 3, active: [1, 2] });
    expect(retention.find((c) => c.month === oneBack)).toEqual({ month: oneBack, signups: 1, active: [1] });

    // a removed member leaves their cohort
    await publishTestEvent(svc, userDeleted, { userId: 'c3', deletedAt: ago(0) });
    await settle();
    expect((await analytics(7)).retention.find((c) => c.month === twoBack)).toEqual({ month: twoBack, signups: 2, active: [1, 2] });

    // staff below admin (analytics.view, DECISIONS) are refused
    const moderator = await svc.loginAs({ userId: 'a5a5a5a5a5a5a5a5a5a5a5a5', role: 'moderator' });
    expect((await fetchJson(`${svc.url}/api/superadmin/analytics`, { token: moderator })).status).toBe(403);
  });
});

describe('a newsletter send in the audit log', () => {
  it('keeps the notifications service staff action like any other', async () => {
    await publishTestEvent(svc, notificationsStaffActionRecorded, {
      actorId: 'a6a6a6a6a6a6a6a6a6a6a6a6',
      actorRole: 'admin',
      action: 'newsletter_issue.send',
      itemType: 'newsletter_issue',
      itemId: 'n1',
      itemLabel: 'November at the range',
      after: { topic: 'news', recipients: 12, matched: 12, failed: 0 },
      at: ago(0),
    });
    await settle();
    const res = await fetchJson(`${svc.url}/api/superadmin/audit?itemType=newsletter_issue`, { token: boss });
    expect(res.body.items).toEqual([
      expect.objectContaining({
        action: 'newsletter_issue.send',
        source: 'notifications',
        itemLabel: 'November at the range',
        after: expect.objectContaining({ recipients: 12 }),
      }),
    ]);
  });
});

describe('demo data (DEMO_MODE)', () => {
  it('fills every chart and the retention table, and a few audit entries, once however often it runs', async () => {
    const logger = createLogger('analytics-test', 'silent');
    const modules = [analyticsModule({ conn: svc.ctx.conn, logger }), auditModule({ conn: svc.ctx.conn, logger })];
    for (let i = 0; i < 2; i++) for (const m of modules) await m.seedDemo!();
    const a = await analytics(30);
    for (const [metric, total] of Object.entries(a.totals)) expect(total, metric).toBeGreaterThan(0);
    const cohorts = a.retention.filter((c) => c.active.length && c.signups);
    expect(cohorts.length).toBeGreaterThanOrEqual(5);
    expect(cohorts.every((c) => c.active.some(Boolean))).toBe(true);
    const again = await analytics(30);
    expect(again.totals).toEqual(a.totals);

    const log = await fetchJson(`${svc.url}/api/superadmin/audit?actor=${encodeURIComponent('Super Admin')}`, { token: boss });
    expect(log.body.total).toBe(2);
    const all = await fetchJson(`${svc.url}/api/superadmin/audit?limit=100`, { token: boss });
    expect(all.body.items.filter((e: { id: string }) => e.id.startsWith('demo-audit-'))).toHaveLength(5);
  });
});
