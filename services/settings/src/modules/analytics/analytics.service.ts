import type { Logger } from '@trap/kit';
import {
  ANALYTICS_METRICS,
  isPaidTier,
  type Analytics,
  type AnalyticsMetric,
  type analyticsQuerySchema,
  type EventData,
  type membershipChanged,
  type RetentionCohort,
} from '@trap/contracts';
import type { z } from 'zod';
import { addMonths, istDay, istMonth, monthsBetween } from './analytics.days.ts';
import { seedDemoAnalytics } from './analytics.demo.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';

const RETENTION_MONTHS = 12;

export type Membership = EventData<typeof membershipChanged>;
const isPaying = (m: Membership) => isPaidTier(m.membershipTier) && m.membershipStatus === 'active' && !m.isTrialMember;

/**
 * The analytics read model, fed only by other services' events (never
 * their databases). Each handler makes its idempotent writes first and its counts last, so a retry
 * counts nothing twice.
 */
export class AnalyticsService {
  private readonly repo: AnalyticsRepository;
  constructor(repo: AnalyticsRepository) {
    this.repo = repo;
  }

  async add(metric: AnalyticsMetric, at: Date | string, by = 1): Promise<void> {
    if (!by) return;
    await this.repo.addToDay(metric, istDay(at), by);
  }

  async active(userId: string | undefined, at: Date | string): Promise<void> {
    if (!userId) return;
    await this.repo.markActive(userId, istMonth(at));
  }

  async registered(userId: string, createdAt: string): Promise<void> {
    await this.repo.registerMember(userId, istMonth(createdAt));
    await this.add('signups', createdAt);
  }

  /**
   * Counts a change of the member's paying state once. A change and an expiry come through two
   * consumers, in either order when they are close together: only an event newer than the one the
   * state came from may change it, so an older one arriving late never makes a lapsed member paying again.
   */
  async setPaying(m: Membership, at: string): Promise<void> {
    const paying = isPaying(m);
    await this.repo.ensureMember(m.userId);
    if (await this.repo.setPaying(m.userId, paying, at)) await this.add('paying_members', at, paying ? 1 : -1);
  }

  /** Nothing of a removed member stays here: their cohort and active months go (the day counts stay). */
  forget(userId: string): Promise<void> {
    return this.repo.forgetMember(userId);
  }

  /** A forum topic counts once (topic.published also fires on edits). */
  async topicPublished(topicId: string, authorId: string | undefined, postedAt: string, occurredAt: string): Promise<void> {
    if (!(await this.repo.firstTime(`forum_topic:${topicId}`))) return;
    await this.active(authorId, postedAt);
    await this.add('forum_topics', occurredAt);
  }

  /**
   * The table as kept while nothing it counts changed (analytics.model.ts, RetentionCacheRecord);
   * otherwise computed and kept under the version read before computing, so a table computed while
   * a write lands is never served.
   */
  private async retention(now: Date): Promise<RetentionCohort[]> {
    const month = istMonth(now);
    const [v, kept] = await Promise.all([this.repo.retentionVersion(), this.repo.keptRetention()]);
    if (kept && kept.v === v && kept.month === month) return JSON.parse(kept.cohorts) as RetentionCohort[];
    const cohorts = await this.computeRetention(now);
    await this.repo.keepRetention(v, month, JSON.stringify(cohorts));
    return cohorts;
  }

  private async computeRetention(now: Date): Promise<RetentionCohort[]> {
    const current = istMonth(now);
    const first = addMonths(current, -(RETENTION_MONTHS - 1));
    const span = Array.from({ length: RETENTION_MONTHS }, (_, i) => addMonths(first, i));
    const [members, months] = await Promise.all([this.repo.membersOf(span), this.repo.activeIn(span)]);
    const cohorts = Array.from({ length: RETENTION_MONTHS }, (_, i) => {
      const month = addMonths(first, i);
      return { month, signups: 0, active: Array.from({ length: monthsBetween(month, current) }, () => 0) };
    });
    const byMonth = new Map(cohorts.map((c) => [c.month, c]));
    const cohortOf = new Map<string, string>();
    for (const m of members) {
      const c = m.signupMonth ? byMonth.get(m.signupMonth) : undefined;
      if (!c) continue;
      c.signups++;
      cohortOf.set(m._id, c.month);
    }
    for (const a of months) {
      const month = cohortOf.get(a.userId);
      if (!month) continue;
      const k = monthsBetween(month, a.month) - 1;
      const c = byMonth.get(month)!;
      if (k >= 0 && k < c.active.length) c.active[k]!++;
    }
    return cohorts;
  }

  async read(q: z.output<typeof analyticsQuerySchema>, now = new Date()): Promise<Analytics> {
    const days: string[] = [];
    for (let i = q.days - 1; i >= 0; i--) days.push(istDay(new Date(now.getTime() - i * 86_400_000)));
    const month = istDay(now).slice(0, 7);
    const [rows, monthTotal, payingTotal, cohorts] = await Promise.all([
      this.repo.daysIn(days),
      this.repo.total(`revenue_paise:${month}`),
      this.repo.total('paying_members'),
      this.retention(now),
    ]);
    // the month's revenue: its running total (none stored: no revenue this month), or, while the
    // totals are not built yet, the month's day rows
    const revenueThisMonthPaise =
      payingTotal !== null
        ? (monthTotal ?? 0)
        : (
            await this.repo.metricIn(
              'revenue_paise',
              Array.from({ length: 31 }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`),
            )
          ).reduce((a, r) => a + r.value, 0);
    // paying members before the window: the running total less the window's changes (the day rows
    // since the club began only while the total is not built yet)
    const payingInWindow = rows.filter((r) => r.metric === 'paying_members').reduce((a, r) => a + r.value, 0);
    const payingBefore =
      payingTotal === null
        ? (await this.repo.metricBefore('paying_members', days[0]!)).reduce((a, r) => a + r.value, 0)
        : payingTotal - payingInWindow;
    const index = new Map(days.map((d, i) => [d, i]));
    const series = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, days.map(() => 0)])) as Record<AnalyticsMetric, number[]>;
    for (const r of rows) {
      const i = index.get(r.day);
      if (i !== undefined && series[r.metric]) series[r.metric][i]! += r.value;
    }
    // paying members: the changes before the window, then a running sum through it
    let paying = payingBefore;
    series.paying_members = series.paying_members.map((change) => Math.max(0, (paying += change)));
    const totals = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, series[m].reduce((a, b) => a + b, 0)])) as Record<
      AnalyticsMetric,
      number
    >;
    totals.paying_members = series.paying_members[series.paying_members.length - 1] ?? 0;
    return { days, series, totals, revenueThisMonthPaise, retention: cohorts };
  }

  /** Start-up: the running totals from the stored day rows (a process may have died between a day's write and its total's). */
  async rebuildTotals(): Promise<void> {
    await this.repo.rebuildTotals();
    // a process that died between a write and its bump left a kept retention table that looks current:
    // it is computed again now, before the process serves, so the first read finds it kept
    await this.repo.retentionChanged();
    await this.retention(new Date());
  }

  /** DEMO_MODE: the charts and the retention table have something to show on `make start`. */
  async seedDemo(logger: Logger, now = new Date()): Promise<void> {
    await seedDemoAnalytics(this.repo, logger, now);
    // the demo's day rows are inserted as they are, past addToDay: the totals are summed again
    await this.repo.rebuildTotals();
  }
}
