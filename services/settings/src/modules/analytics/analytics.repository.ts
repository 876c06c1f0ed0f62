import type { Connection, Model, QueryFilter, UpdateQuery } from 'mongoose';
import { documentStore, isDuplicateKeyError } from '@trap/kit';
import type { AnalyticsMetric } from '@trap/contracts';
import {
  analyticsModels,
  type ActivityRecord,
  type DailyRecord,
  type MemberRecord,
  type SeenRecord,
  type RetentionCacheRecord,
  type TotalRecord,
} from './analytics.model.ts';

const RETENTION_VERSION = 'retention:version';

/** Metrics whose running total is kept (analytics_totals, `_id` the metric). */
const TOTALLED: readonly AnalyticsMetric[] = ['paying_members'];
/** Metrics whose total per IST month is kept (analytics_totals, `_id` `<metric>:<YYYY-MM>`). */
const MONTHLY: readonly AnalyticsMetric[] = ['revenue_paise'];

/** The analytics read model's queries: day counts, members' cohorts and paying state, active months. */
export class AnalyticsRepository {
  private readonly Daily: Model<DailyRecord>;
  private readonly Seen: Model<SeenRecord>;
  private readonly Members: Model<MemberRecord>;
  private readonly Activity: Model<ActivityRecord>;
  private readonly Totals: Model<TotalRecord>;
  private readonly RetentionCache: Model<RetentionCacheRecord>;

  constructor(conn: Connection) {
    const models = analyticsModels(conn);
    this.Daily = models.Daily;
    this.Seen = models.Seen;
    this.Members = models.Members;
    this.Activity = models.Activity;
    this.Totals = models.Totals;
    this.RetentionCache = models.RetentionCache;
  }

  /**
   * An upsert that survives a race: two events creating the same row at once (two sign-ups on one day)
   * make one insert fail on the unique _id; that one is an update the second time. Without this the
   * handler would fail after its earlier writes and count them again on its retry.
   */
  private async upsert<T>(m: Model<T>, id: string, update: UpdateQuery<T>): Promise<boolean> {
    // the rows' _id is the metric and day (or the member) as text: the filter names it as such
    const filter = { _id: id } as QueryFilter<T>;
    try {
      return (await m.updateOne(filter, update, { upsert: true })).upsertedCount === 1;
    } catch (err) {
      // FerretDB answers an upsert's unique clash as code 1, MongoDB as 11000: the kit knows both
      if (!isDuplicateKeyError(err)) throw err;
      await m.updateOne(filter, update, { upsert: true });
      return false;
    }
  }

  /** After a write that changes the retention table: the kept table is computed again. */
  async retentionChanged(): Promise<void> {
    await documentStore(this.Totals).increment(RETENTION_VERSION, { inc: { value: 1 } }, { upsert: true });
  }

  async retentionVersion(): Promise<number> {
    return (await documentStore(this.Totals).findById(RETENTION_VERSION))?.value ?? 0;
  }

  keptRetention(): Promise<RetentionCacheRecord | null> {
    return this.RetentionCache.findById('retention').lean<RetentionCacheRecord>();
  }

  async keepRetention(v: number, month: string, cohorts: string): Promise<void> {
    await this.RetentionCache.updateOne({ _id: 'retention' }, { $set: { v, month, cohorts } }, { upsert: true });
  }

  async addToDay(metric: AnalyticsMetric, day: string, by: number): Promise<void> {
    await this.upsert(this.Daily, `${metric}:${day}`, { $setOnInsert: { metric, day }, $inc: { value: by } });
    // the running total after the day (a crash between the two is mended by rebuildTotals at start-up)
    if (TOTALLED.includes(metric)) await documentStore(this.Totals).increment(metric, { inc: { value: by } }, { upsert: true });
    if (MONTHLY.includes(metric))
      await documentStore(this.Totals).increment(`${metric}:${day.slice(0, 7)}`, { inc: { value: by } }, { upsert: true });
  }

  /** The sum of every day's value of a totalled metric (`metric`), or of a month's (`metric:YYYY-MM`); null when none is stored. */
  async total(key: string): Promise<number | null> {
    return (await documentStore(this.Totals).findById(key))?.value ?? null;
  }

  /** Sets each running total to the sum of its stored day rows. */
  async rebuildTotals(): Promise<void> {
    for (const metric of TOTALLED) {
      const rows = await this.Daily.find({ metric }, { value: 1 }).lean<Pick<DailyRecord, 'value'>[]>();
      const value = rows.reduce((a, r) => a + (r.value ?? 0), 0);
      await this.Totals.updateOne({ _id: metric }, { $set: { value, rebuiltAt: new Date() } }, { upsert: true });
    }
    for (const metric of MONTHLY) {
      const rows = await this.Daily.find({ metric }, { day: 1, value: 1 }).lean<Pick<DailyRecord, 'day' | 'value'>[]>();
      const byMonth = new Map<string, number>();
      for (const r of rows) byMonth.set(r.day.slice(0, 7), (byMonth.get(r.day.slice(0, 7)) ?? 0) + (r.value ?? 0));
      for (const [month, value] of byMonth)
        await this.Totals.updateOne({ _id: `${metric}:${month}` }, { $set: { value, rebuiltAt: new Date() } }, { upsert: true });
    }
  }

  /** True the first time a key is seen, false ever after. */
  async firstTime(key: string): Promise<boolean> {
    try {
      await this.Seen.create({ _id: key });
      return true;
    } catch (err) {
      if (isDuplicateKeyError(err)) return false;
      throw err;
    }
  }

  async markActive(userId: string, month: string): Promise<void> {
    // a member's first activity in a month is a new cell of the retention table
    if (await this.upsert(this.Activity, `${userId}:${month}`, { $setOnInsert: { userId, month } })) await this.retentionChanged();
  }

  async ensureMember(userId: string): Promise<void> {
    await this.upsert(this.Members, userId, { $setOnInsert: { signupMonth: null, paying: false } });
  }

  async registerMember(userId: string, signupMonth: string): Promise<void> {
    await this.upsert(this.Members, userId, { $set: { signupMonth }, $setOnInsert: { paying: false } });
    await this.retentionChanged();
  }

  /**
   * A member's paying state from a membership event that occurred at `at`, applied only when that is
   * newer than the event the state came from. True when the state switched (the conditional write is
   * the member's own switch, so it is counted once); otherwise only the newer `payingAsOf` is kept.
   */
  async setPaying(userId: string, paying: boolean, at: string): Promise<boolean> {
    const newer = { $or: [{ payingAsOf: { $exists: false } }, { payingAsOf: { $lt: at } }] };
    const changed = await this.Members.updateOne({ _id: userId, paying: !paying, ...newer }, { $set: { paying, payingAsOf: at } });
    if (changed.modifiedCount === 1) return true;
    await this.Members.updateOne({ _id: userId, paying, ...newer }, { $set: { payingAsOf: at } });
    return false;
  }

  /** A removed member's cohort and active months go (the day counts stay). */
  async forgetMember(userId: string): Promise<void> {
    await Promise.all([this.Members.deleteOne({ _id: userId }), this.Activity.deleteMany({ userId })]);
    await this.retentionChanged();
  }

  /**
   * Members who signed up in these months. The reads below name their months or days one by one
   * (equalities on an indexed field, which the store layer reads per value) instead of a range: a
   * range reads every row since the club began on FerretDB; on MongoDB both are index scans.
   */
  membersOf(months: string[]): Promise<Pick<MemberRecord, '_id' | 'signupMonth'>[]> {
    return this.Members.find({ signupMonth: { $in: months } }, { signupMonth: 1 }).lean<Pick<MemberRecord, '_id' | 'signupMonth'>[]>();
  }

  /** Who was active in these months. */
  activeIn(months: string[]): Promise<Pick<ActivityRecord, 'userId' | 'month'>[]> {
    return this.Activity.find({ month: { $in: months } }, { userId: 1, month: 1 }).lean<Pick<ActivityRecord, 'userId' | 'month'>[]>();
  }

  /** Every metric's rows of these days. */
  daysIn(days: string[]): Promise<DailyRecord[]> {
    return this.Daily.find({ day: { $in: days } }).lean<DailyRecord[]>();
  }

  /** One metric's rows of these days. */
  metricIn(metric: AnalyticsMetric, days: string[]): Promise<DailyRecord[]> {
    return this.Daily.find({ metric, day: { $in: days } }).lean<DailyRecord[]>();
  }

  metricBefore(metric: AnalyticsMetric, day: string): Promise<DailyRecord[]> {
    return this.Daily.find({ metric, day: { $lt: day } }).lean<DailyRecord[]>();
  }

  /** Demo rows not stored yet (their ids are deterministic, so a restart adds nothing twice); how many were new. */
  async insertMissing(rows: { daily: DailyRecord[]; members: MemberRecord[]; activity: ActivityRecord[] }): Promise<number> {
    const added =
      (await documentStore(this.Daily).insertMissing(rows.daily)) +
      (await documentStore(this.Members).insertMissing(rows.members)) +
      (await documentStore(this.Activity).insertMissing(rows.activity));
    if (added) await this.retentionChanged();
    return added;
  }
}
