import type { ServiceContext, ServiceModule, Subscription } from '@trap/kit';
import { on } from '@trap/kit';
import {
  contentViewsCounted,
  forumReplyPosted,
  forumTopicPublished,
  invoiceIssued,
  membershipChanged,
  membershipExpired,
  practiceCompetitionLogged,
  practiceSessionLogged,
  userDeleted,
  userRegistered,
} from '@trap/contracts';
import { AnalyticsRepository } from './analytics.repository.ts';
import { analyticsRoutes } from './analytics.routes.ts';
import { AnalyticsService } from './analytics.service.ts';

/**
 * Analytics: the read model fed by other services' events, each handled once per
 * service (the kit's processed_events), and the super-admin's GET.
 */
export function analyticsModule(ctx: Pick<ServiceContext, 'conn' | 'logger'>): ServiceModule {
  const analytics = new AnalyticsService(new AnalyticsRepository(ctx.conn));
  const subscriptions: Subscription[] = [
    // each handler makes its idempotent writes first and its counts last, so a retry counts nothing twice
    on(userRegistered, (d) => analytics.registered(d.userId, d.createdAt)),
    on(membershipChanged, (d, env) => analytics.setPaying(d, env.occurredAt)),
    on(membershipExpired, (d, env) => analytics.setPaying(d, env.occurredAt)),
    on(userDeleted, (d) => analytics.forget(d.userId)),
    on(practiceSessionLogged, async (d, env) => {
      await analytics.active(d.userId, env.occurredAt);
      await analytics.add('sessions_logged', env.occurredAt);
      // maxScore is the session's targets thrown (practice's totalTargets)
      await analytics.add('targets_logged', env.occurredAt, Math.max(0, Math.round(d.maxScore ?? 0)));
    }),
    on(practiceCompetitionLogged, (d, env) => analytics.active(d.userId, env.occurredAt)),
    on(invoiceIssued, async (d) => {
      await analytics.active(d.userId, d.issuedAt);
      await analytics.add('paid_invoices', d.issuedAt);
      await analytics.add('revenue_paise', d.issuedAt, d.amountPaise);
    }),
    on(forumTopicPublished, (d, env) => analytics.topicPublished(d.topicId, d.authorId, d.postedAt ?? env.occurredAt, env.occurredAt)),
    on(forumReplyPosted, async (d) => {
      await analytics.active(d.authorId, d.postedAt);
      await analytics.add('forum_replies', d.postedAt);
    }),
    on(contentViewsCounted, (d) =>
      analytics.add(
        'content_views',
        d.to,
        Object.values(d.counts).reduce<number>((a, b) => a + (b ?? 0), 0),
      ),
    ),
  ];
  return {
    name: 'analytics',
    subscriptions,
    routes: (api) => analyticsRoutes(api, analytics),
    seedDemo: () => analytics.seedDemo(ctx.logger),
    /** before the process serves: the running totals rebuilt from the stored day rows (after the demo's seed) */
    warmUp: () => analytics.rebuildTotals(),
  };
}
