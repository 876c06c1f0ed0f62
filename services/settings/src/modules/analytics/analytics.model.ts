import { Schema, type Connection, type Model } from 'mongoose';
import type { AnalyticsMetric } from '@trap/contracts';

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
// the charts' window: every metric of the listed days
dailySchema.index({ day: 1 });

/** Forum topics counted once each (topic.published also fires on edits). */
export interface SeenRecord {
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

/**
 * Running totals of day values (computed pattern): `paying_members` is the sum of every day's change
 * in paying members, so the chart's starting point is this minus the window's changes instead of a
 * read of every day since the club began. Kept by each day write; rebuilt from the day rows when a
 * process starts (a crash between the two writes).
 */
export interface TotalRecord {
  _id: string;
  value: number;
  rebuiltAt?: Date;
}
const totalSchema = new Schema<TotalRecord>(
  { _id: String, value: { type: Number, default: 0 }, rebuiltAt: Date },
  { collection: 'analytics_totals', versionKey: false },
);

/**
 * The retention table as last computed (computed pattern, exact by version): served while
 * `analytics_totals` `retention:version` still has the value it was computed under and the month is
 * the same. Every write that changes the table (a member's first activity in a month, a sign-up, a
 * removed member, the demo's rows) bumps that version after it, and each start bumps it too.
 */
export interface RetentionCacheRecord {
  _id: string;
  v: number;
  month: string;
  /** RetentionCohort[] as JSON text */
  cohorts: string;
}
const retentionCacheSchema = new Schema<RetentionCacheRecord>(
  { _id: String, v: Number, month: String, cohorts: String },
  { collection: 'analytics_retention_cache', versionKey: false },
);

/** The analytics read model's collections. */
export function analyticsModels(conn: Connection) {
  const model = <T>(name: string, schema: Schema<T>) => (conn.models[name] as Model<T>) ?? conn.model<T>(name, schema);
  return {
    Daily: model('AnalyticsDaily', dailySchema),
    Seen: model('AnalyticsSeen', seenSchema),
    Members: model('AnalyticsMember', memberSchema),
    Activity: model('AnalyticsActivity', activitySchema),
    Totals: model('AnalyticsTotal', totalSchema),
    RetentionCache: model('AnalyticsRetentionCache', retentionCacheSchema),
  };
}
