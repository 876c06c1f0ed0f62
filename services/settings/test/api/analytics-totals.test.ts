import { afterAll, describe, expect, it } from 'vitest';
import { fetchJson, startTestService, type TestService } from '@trap/kit/testing';
import type { Analytics } from '@trap/contracts';
import { loadSettingsConfig } from '../../src/config.ts';
import { buildSettingsService } from '../../src/service.ts';
import { analyticsModels } from '../../src/modules/analytics/analytics.model.ts';
import { addMonths, istDay } from '../../src/modules/analytics/analytics.days.ts';

/**
 * The paying-members chart starts from a running total (analytics_totals) instead of every day row
 * since the club began: kept by each day write, rebuilt from the day rows before a process serves.
 */
const started: TestService[] = [];
afterAll(async () => {
  for (const s of started.reverse()) await s.stop();
});
const start = async (env: Record<string, string> = {}) => {
  const svc = await startTestService({
    service: 'settings',
    build: buildSettingsService,
    config: loadSettingsConfig,
    env,
    cleanup: started.length ? 'none' : 'all',
  });
  started.push(svc);
  return svc;
};
const DAY = 86_400_000;
const read = async (svc: TestService, days: number): Promise<Analytics> => {
  const token = await svc.loginAs({ userId: 'b1b1b1b1b1b1b1b1b1b1b1b1', role: 'superadmin' });
  const res = await fetchJson(`${svc.url}/api/superadmin/analytics?days=${days}`, { token });
  expect(res.status).toBe(200);
  return res.body as Analytics;
};

describe('analytics: the running total of paying members', () => {
  it('after a crash left the total behind the day rows, a restart rebuilds it and the chart is the day rows summed', async () => {
    const svc = await start();
    const { Daily, Totals } = analyticsModels(svc.ctx.conn);
    const now = Date.now();
    // five years of daily changes: +2 most days, -1 every third day, some inside the 30-day window
    const changes = Array.from({ length: 5 * 365 }, (_, d) => ({ day: istDay(new Date(now - d * DAY)), value: d % 3 === 0 ? -1 : 2 }));
    await Daily.insertMany(changes.map((c) => ({ _id: `paying_members:${c.day}`, metric: 'paying_members', ...c })));
    // revenue of the last 40 days: this month's total is what the page shows
    const revenue = Array.from({ length: 40 }, (_, d) => ({ day: istDay(new Date(now - d * DAY)), value: 1000 + d }));
    await Daily.insertMany(revenue.map((c) => ({ _id: `revenue_paise:${c.day}`, metric: 'revenue_paise', ...c })));
    const month = istDay(new Date(now)).slice(0, 7);
    // the process wrote the rows and died before their totals (stale totals stand)
    await Totals.updateOne({ _id: 'paying_members' }, { $set: { value: 7 } }, { upsert: true });
    await Totals.updateOne({ _id: `revenue_paise:${month}` }, { $set: { value: 3 } }, { upsert: true });

    const restarted = await start({
      MONGO_DB: svc.env.MONGO_DB!,
      REDIS_PREFIX: svc.env.REDIS_PREFIX!,
      EVENT_NAMESPACE: svc.env.EVENT_NAMESPACE!,
    });
    const a = await read(restarted, 30);
    const window = new Set(a.days);
    let running = changes.filter((c) => c.day < a.days[0]!).reduce((n, c) => n + c.value, 0);
    const expected = a.days.map((day) => Math.max(0, (running += changes.find((c) => c.day === day)?.value ?? 0)));
    expect(a.series.paying_members).toEqual(expected);
    expect(a.totals.paying_members).toBe(expected[expected.length - 1]);
    expect((await Totals.findById('paying_members').lean())?.value).toBe(changes.reduce((n, c) => n + c.value, 0));
    expect(window.size).toBe(30);
    expect(a.revenueThisMonthPaise).toBe(revenue.filter((r) => r.day.startsWith(month)).reduce((n, r) => n + r.value, 0));
  });

  it('each new change moves the total with its day, so the next read starts from the right number', async () => {
    const svc = started[started.length - 1]!;
    const { Totals } = analyticsModels(svc.ctx.conn);
    const before = (await Totals.findById('paying_members').lean())!.value;
    const a = await read(svc, 7);
    // a member starts paying today, through the same write the membership events make
    const { AnalyticsRepository } = await import('../../src/modules/analytics/analytics.repository.ts');
    await new AnalyticsRepository(svc.ctx.conn).addToDay('paying_members', istDay(new Date()), 1);
    expect((await Totals.findById('paying_members').lean())!.value).toBe(before + 1);
    const b = await read(svc, 7);
    expect(b.series.paying_members.slice(0, -1)).toEqual(a.series.paying_members.slice(0, -1));
    expect(b.totals.paying_members).toBe(a.totals.paying_members + 1);
    // and revenue moves this month's total
    await new AnalyticsRepository(svc.ctx.conn).addToDay('revenue_paise', istDay(new Date()), 500);
    expect((await read(svc, 7)).revenueThisMonthPaise).toBe(b.revenueThisMonthPaise + 500);
  });

  it('the retention table is kept while nothing it counts changes, follows each new active month at once, and a restart recounts what a crash left', async () => {
    const svc = started[started.length - 1]!;
    const { Activity, Members } = analyticsModels(svc.ctx.conn);
    const { AnalyticsRepository } = await import('../../src/modules/analytics/analytics.repository.ts');
    const repo = new AnalyticsRepository(svc.ctx.conn);
    const now = new Date();
    const month = istDay(now).slice(0, 7);
    const lastMonth = addMonths(month, -1);
    const cohortOf = (a: Analytics, m: string) => a.retention.find((c) => c.month === m)!;
    await repo.registerMember('ret-1', lastMonth);
    await repo.registerMember('ret-2', lastMonth);
    const first = await read(svc, 7);
    expect(cohortOf(first, lastMonth).signups).toBe(2);
    const activeNow = cohortOf(first, lastMonth).active[0] ?? 0;
    // a member's first activity this month: seen by the next read
    await repo.markActive('ret-1', month);
    expect(cohortOf(await read(svc, 7), lastMonth).active[0]).toBe(activeNow + 1);
    // written by a process that died before its bump: the kept table does not know it...
    await Activity.create({ _id: `ret-2:${month}`, userId: 'ret-2', month });
    await Members.create({ _id: 'ret-3', signupMonth: lastMonth, paying: false });
    expect(cohortOf(await read(svc, 7), lastMonth)).toMatchObject({ signups: 2, active: [activeNow + 1] });
    // ...until a process starts
    const restarted = await start({
      MONGO_DB: svc.env.MONGO_DB!,
      REDIS_PREFIX: svc.env.REDIS_PREFIX!,
      EVENT_NAMESPACE: svc.env.EVENT_NAMESPACE!,
    });
    expect(cohortOf(await read(restarted, 7), lastMonth)).toMatchObject({ signups: 3, active: [activeNow + 2] });
    // a removed member's months go at once
    await repo.forgetMember('ret-2');
    expect(cohortOf(await read(restarted, 7), lastMonth)).toMatchObject({ signups: 2, active: [activeNow + 1] });
  });
});
