import { Schema, type Connection, type Model, type QueryFilter, type UpdateQuery } from 'mongoose';
import type { ApiRouter, Logger, Subscription } from '@trap/kit';
import { isDuplicateKeyError, on } from '@trap/kit';
import {
  ANALYTICS_METRICS,
  analyticsQuerySchema,
  contentViewsCounted,
  forumReplyPosted,
  forumTopicPublished,
  invoiceIssued,
  isPaidTier,
  membershipChanged,
  membershipExpired,
  practiceCompetitionLogged,
  practiceSessionLogged,
  userDeleted,
  userRegistered,
  type Analytics,
  type AnalyticsMetric,
  type EventData,
  type RetentionCohort,
} from '@trap/contracts';
import { settingsAuditApi } from '@trap/contracts/api/index';
import type { z } from 'zod';
import { seedDemoAnalytics } from './analytics.demo.ts';

import { addMonths, istDay, istMonth, monthsBetween } from './analytics.days.ts';

export { istDay } from './analytics.days.ts';

/** Daily values: counts per IST day; for `paying_members`, the day's change in the number of paying members. */
export interface DailyRecord {
  _id: string;
  metric: AnalyticsMetric;
  day: string;
  value: number;
  demo?: boolean;
}
const dailySchema = new Schema<DailyRecord>(
  {
    _id: String,
    metric: { type: String, required: true },
    day: { type: String, required: true },
    value: { type: Number, default: 0 },
    demo: Boolean,
  },
  { collection: 'analytics_daily', versionKey: false },
);
dailySchema.index({ metric: 1, day: 1 });

/** Forum topics counted once each (topic.published also fires on edits). */
interface SeenRecord {
  _id: string;
}
const seenSchema = new Schema<SeenRecord>({ _id: String }, { collection: 'analytics_seen', versionKey: false });

/** A member as analytics knows them: the sign-up month (their cohort) and whether they pay now. */
export interface MemberRecord {
  _id: string;
  signupMonth: string | null;
  paying: boolean;
  /** occurredAt of the membership event `paying` comes from */
  payingAsOf?: string;
  demo?: boolean;
}
const memberSchema = new Schema<MemberRecord>(
  {
    _id: String,
    signupMonth: { type: String, default: null },
    paying: { type: Boolean, default: false },
    payingAsOf: String,
    demo: Boolean,
  },
  { collection: 'analytics_members', versionKey: false },
);
memberSchema.index({ signupMonth: 1 });

/** A month in which a member was active (logged a session or a competition, posted in the forum, paid). */
export interface ActivityRecord {
  _id: string;
  userId: string;
  month: string;
  demo?: boolean;
}
const activitySchema = new Schema<ActivityRecord>(
  { _id: String, userId: { type: String, required: true }, month: { type: String, required: true }, demo: Boolean },
  { collection: 'analytics_activity', versionKey: false },
);
activitySchema.index({ month: 1 });

export const RETENTION_MONTHS = 12;

type Membership = EventData<typeof membershipChanged>;
const isPaying = (m: Membership) => isPaidTier(m.membershipTier) && m.membershipStatus === 'active' && !m.isTrialMember;

/**
 * Issue 17 item 2 (Analytics): the analytics read model, fed only by other services' events (never
 * their databases). Each event is handled once per service (the kit's processed_events).
 */
export function analyticsModule(conn: Connection) {
  const model = <T>(name: string, schema: Schema<T>) => (conn.models[name] as Model<T>) ?? conn.model<T>(name, schema);
  const Daily = model('AnalyticsDaily', dailySchema);
  const Seen = model('AnalyticsSeen', seenSchema);
  const Members = model('AnalyticsMember', memberSchema);
  const Activity = model('AnalyticsActivity', activitySchema);

  /**
   * An upsert that survives a race: two events creating the same row at once (two sign-ups on one day)
   * make one insert fail on the unique _id; that one is an update the second time. Without this the
   * handler would fail after its earlier writes and count them again on its retry.
   */
  const upsert = async <T>(m: Model<T>, id: string, update: UpdateQuery<T>) => {
    // the rows' _id is the metric and day (or the member) as text: the filter names it as such
    const filter = { _id: id } as QueryFilter<T>;
    try {
      await m.updateOne(filter, update, { upsert: true });
    } catch (err) {
      // FerretDB answers an upsert's unique clash as code 1, MongoDB as 11000: the kit knows both
      if (!isDuplicateKeyError(err)) throw err;
      await m.updateOne(filter, update, { upsert: true });
    }
  };
  const add = async (metric: AnalyticsMetric, at: Date | string, by = 1) => {
    if (!by) return;
    const day = istDay(at);
    await upsert(Daily, `${metric}:${day}`, { $setOnInsert: { metric, day }, $inc: { value: by } });
  };
  const firstTime = async (key: string) => {
    try {
      await Seen.create({ _id: key });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  };
  const active = async (userId: string | undefined, at: Date | string) => {
    if (!userId) return;
    const month = istMonth(at);
    await upsert(Activity, `${userId}:${month}`, { $setOnInsert: { userId, month } });
  };
  const member = (userId: string) => upsert(Members, userId, { $setOnInsert: { signupMonth: null, paying: false } });
  /**
   * Counts a change of the member's paying state once: the conditional write is the member's own switch.
   * A change and an expiry come through two consumers, in either order when they are close together:
   * only an event newer than the one the state came from may change it, so an older one arriving late
   * never makes a lapsed member paying again.
   */
  const setPaying = async (m: Membership, at: string) => {
    const paying = isPaying(m);
    await member(m.userId);
    const newer = { $or: [{ payingAsOf: { $exists: false } }, { payingAsOf: { $lt: at } }] };
    const changed = await Members.updateOne({ _id: m.userId, paying: !paying, ...newer }, { $set: { paying, payingAsOf: at } });
    if (changed.modifiedCount === 1) await add('paying_members', at, paying ? 1 : -1);
    else await Members.updateOne({ _id: m.userId, paying, ...newer }, { $set: { payingAsOf: at } });
  };

  const subscriptions: Subscription[] = [
    // each handler makes its idempotent writes first and its counts last, so a retry counts nothing twice
    on(userRegistered, async (d) => {
      await upsert(Members, d.userId, { $set: { signupMonth: istMonth(d.createdAt) }, $setOnInsert: { paying: false } });
      await add('signups', d.createdAt);
    }),
    on(membershipChanged, (d, env) => setPaying(d, env.occurredAt)),
    on(membershipExpired, (d, env) => setPaying(d, env.occurredAt)),
    on(userDeleted, async (d) => {
      // nothing of a removed member stays here: their cohort and active months go (the day counts stay)
      await Promise.all([Members.deleteOne({ _id: d.userId }), Activity.deleteMany({ userId: d.userId })]);
    }),
    on(practiceSessionLogged, async (d, env) => {
      await active(d.userId, env.occurredAt);
      await add('sessions_logged', env.occurredAt);
      // maxScore is the session's targets thrown (practice's totalTargets)
      await add('targets_logged', env.occurredAt, Math.max(0, Math.round(d.maxScore ?? 0)));
    }),
    on(practiceCompetitionLogged, (d, env) => active(d.userId, env.occurredAt)),
    on(invoiceIssued, async (d) => {
      await active(d.userId, d.issuedAt);
      await add('paid_invoices', d.issuedAt);
      await add('revenue_paise', d.issuedAt, d.amountPaise);
    }),
    on(forumTopicPublished, async (d, env) => {
      if (!(await firstTime(`forum_topic:${d.topicId}`))) return;
      await active(d.authorId, d.postedAt ?? env.occurredAt);
      await add('forum_topics', env.occurredAt);
    }),
    on(forumReplyPosted, async (d) => {
      await active(d.authorId, d.postedAt);
      await add('forum_replies', d.postedAt);
    }),
    on(contentViewsCounted, (d) =>
      add(
        'content_views',
        d.to,
        Object.values(d.counts).reduce<number>((a, b) => a + (b ?? 0), 0),
      ),
    ),
  ];

  async function retention(now: Date): Promise<RetentionCohort[]> {
    const current = istMonth(now);
    const first = addMonths(current, -(RETENTION_MONTHS - 1));
    const [members, months] = await Promise.all([
      Members.find({ signupMonth: { $gte: first } }, { signupMonth: 1 }).lean<Pick<MemberRecord, '_id' | 'signupMonth'>[]>(),
      Activity.find({ month: { $gte: first } }, { userId: 1, month: 1 }).lean<Pick<ActivityRecord, 'userId' | 'month'>[]>(),
    ]);
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

  async function read(q: z.output<typeof analyticsQuerySchema>, now = new Date()): Promise<Analytics> {
    const days: string[] = [];
    for (let i = q.days - 1; i >= 0; i--) days.push(istDay(new Date(now.getTime() - i * 86_400_000)));
    const month = istDay(now).slice(0, 7);
    const [rows, monthRows, payingBefore, cohorts] = await Promise.all([
      Daily.find({ day: { $gte: days[0], $lte: days[days.length - 1] } }).lean<DailyRecord[]>(),
      Daily.find({ metric: 'revenue_paise', day: { $gte: `${month}-01`, $lte: `${month}-31` } }).lean<DailyRecord[]>(),
      Daily.find({ metric: 'paying_members', day: { $lt: days[0] } }).lean<DailyRecord[]>(),
      retention(now),
    ]);
    const index = new Map(days.map((d, i) => [d, i]));
    const series = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, days.map(() => 0)])) as Record<AnalyticsMetric, number[]>;
    for (const r of rows) {
      const i = index.get(r.day);
      if (i !== undefined && series[r.metric]) series[r.metric][i]! += r.value;
    }
    // paying members: the changes before the window, then a running sum through it
    let paying = payingBefore.reduce((a, r) => a + r.value, 0);
    series.paying_members = series.paying_members.map((change) => Math.max(0, (paying += change)));
    const totals = Object.fromEntries(ANALYTICS_METRICS.map((m) => [m, series[m].reduce((a, b) => a + b, 0)])) as Record<
      AnalyticsMetric,
      number
    >;
    totals.paying_members = series.paying_members[series.paying_members.length - 1] ?? 0;
    return { days, series, totals, revenueThisMonthPaise: monthRows.reduce((a, r) => a + r.value, 0), retention: cohorts };
  }

  const routes = (api: ApiRouter) =>
    api.handle(settingsAuditApi.getAnalytics, ({ query, res }) => {
      res.set('Cache-Control', 'no-store');
      return read(query);
    });
  const seedDemo = (logger: Logger, now = new Date()) => seedDemoAnalytics({ Daily, Members, Activity }, logger, now);
  return { subscriptions, routes, read, seedDemo };
}
