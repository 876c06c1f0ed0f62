import type { Logger } from '@trap/kit';
import type { AnalyticsMetric } from '@trap/contracts';
import type { ActivityRecord, DailyRecord, MemberRecord } from './analytics.model.ts';
import type { AnalyticsRepository } from './analytics.repository.ts';
import { addMonths, istDay, istMonth } from './analytics.days.ts';

const DEMO_DAYS = 120;
const COHORT_MONTHS = 6;

/** A stable number 0..1 from a text: the same day gets the same demo figures on every start. */
const noise = (key: string) => {
  let h = 2166136261;
  for (let i = 0; i < key.length; i++) h = Math.imul(h ^ key.charCodeAt(i), 16777619);
  return ((h >>> 0) % 1000) / 1000;
};

/** A demo day's figures: a weekend bump for practice, a slow rise for everything. */
function dayFigures(day: string, age: number): Partial<Record<AnalyticsMetric, number>> {
  const weekend = [0, 6].includes(new Date(`${day}T00:00:00Z`).getUTCDay());
  const rise = 1 + (DEMO_DAYS - age) / DEMO_DAYS;
  const n = (key: string, base: number) => Math.round(base * rise * (0.5 + noise(`${day}:${key}`)));
  const sessions = n('sessions', weekend ? 14 : 6);
  const invoices = Math.floor(noise(`${day}:inv`) * 2.4 * rise);
  return {
    signups: n('signups', 3),
    paying_members: invoices - (noise(`${day}:churn`) > 0.85 ? 1 : 0),
    paid_invoices: invoices,
    revenue_paise: invoices * 900_000,
    sessions_logged: sessions,
    targets_logged: sessions * (noise(`${day}:rounds`) > 0.5 ? 100 : 75),
    forum_topics: n('topics', 1.5),
    forum_replies: n('replies', 6),
    content_views: n('views', weekend ? 180 : 120),
  };
}

/**
 * Demo data of the analytics read model (DEMO_MODE only), so the super-admin's charts are not empty on
 * `make start`: 120 days of daily figures and six sign-up months of members with their active months.
 * Every row is marked `demo` and keyed by its day or month, so a second start adds nothing twice.
 */
export async function seedDemoAnalytics(
  repo: Pick<AnalyticsRepository, 'insertMissing'>,
  logger: Logger,
  now: Date,
): Promise<void> {
  const daily: DailyRecord[] = [
    // the paying members before the demo window
    { _id: 'demo:paying_members:base', metric: 'paying_members', day: '2026-01-01', value: 42, demo: true },
  ];
  for (let age = DEMO_DAYS - 1; age >= 0; age--) {
    const day = istDay(new Date(now.getTime() - age * 86_400_000));
    for (const [metric, value] of Object.entries(dayFigures(day, age)) as [AnalyticsMetric, number][]) {
      if (value) daily.push({ _id: `demo:${metric}:${day}`, metric, day, value, demo: true });
    }
  }
  const members: MemberRecord[] = [];
  const activity: ActivityRecord[] = [];
  const current = istMonth(now);
  for (let back = COHORT_MONTHS; back >= 1; back--) {
    const month = addMonths(current, -back);
    const size = 18 + Math.round(noise(month) * 14);
    for (let i = 0; i < size; i++) {
      const userId = `demo-analytics-${month}-${i}`;
      members.push({ _id: userId, signupMonth: month, paying: false, demo: true });
      for (let k = 1; k <= back; k++) {
        // fewer stay active each month after signing up
        if (noise(`${userId}:${k}`) < 0.8 * 0.82 ** (k - 1)) {
          const m = addMonths(month, k);
          activity.push({ _id: `${userId}:${m}`, userId, month: m, demo: true });
        }
      }
    }
  }
  // ids are deterministic, so a restart inserts only what is missing
  const added = await repo.insertMissing({ daily, members, activity });
  if (added) logger.info({ added }, 'demo analytics seeded');
}
