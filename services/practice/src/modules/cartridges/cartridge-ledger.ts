import { istDayOf, quotaWarning, type CartridgeSummary, type Discipline, type SessionAggregate } from '@trap/contracts';
import { cartridgesFired } from '../sessions/cartridges-fired.ts';

// The ledger's arithmetic, pure (no store): the summary of purchases and use (cartridges fired per session: sessions/cartridges-fired.ts).

/** The IST calendar day of an instant (YYYY-MM-DD). */
export const istDay = (at: Date | string) => istDayOf(at);

/** The 12 months (YYYY-MM) ending with the IST month of `now`, oldest first. */
function lastTwelveMonths(now: Date): string[] {
  const [y, m] = istDay(now).split('-').map(Number) as [number, number];
  return Array.from({ length: 12 }, (_, i) => {
    const d = new Date(Date.UTC(y, m - 1 - (11 - i), 1));
    return d.toISOString().slice(0, 7);
  });
}

const money = (n: number) => Math.round(n * 100) / 100;

export interface LedgerInput {
  year: number;
  now: Date;
  purchases: { date: string; quantity: number; price: number }[];
  uses: { date: string; quantity: number }[];
  sessions: { date: string; discipline: Discipline; agg: SessionAggregate }[];
  /** the licence's yearly ammunition limit, or null */
  limit: number | null;
}

export function summarise({ year, now, purchases, uses, sessions, limit }: LedgerInput): CartridgeSummary {
  const inYear = (day: string) => day.startsWith(`${year}-`);
  const months = lastTwelveMonths(now);
  const perMonth = new Map(months.map((month) => [month, { used: 0, spent: 0 }]));
  const atMonth = (day: string) => perMonth.get(day.slice(0, 7));

  let purchased = 0;
  let paid = 0;
  let spent = 0;
  for (const p of purchases) {
    purchased += p.quantity;
    paid += p.price;
    if (inYear(p.date)) spent += p.price;
    const m = atMonth(p.date);
    if (m) m.spent += p.price;
  }
  let usedAll = 0;
  let manual = 0;
  for (const u of uses) {
    usedAll += u.quantity;
    if (inYear(u.date)) manual += u.quantity;
    const m = atMonth(u.date);
    if (m) m.used += u.quantity;
  }
  let fromSessions = 0;
  let targets = 0;
  for (const s of sessions) {
    const fired = cartridgesFired(s.discipline, s.agg);
    const day = istDay(s.date);
    usedAll += fired;
    if (inYear(day)) {
      fromSessions += fired;
      targets += s.agg.targets;
    }
    const m = atMonth(day);
    if (m) m.used += fired;
  }

  const average = purchased > 0 ? paid / purchased : null;
  const total = fromSessions + manual;
  const ratio = limit !== null && limit > 0 ? total / limit : null;
  return {
    year,
    stock: { purchased, used: usedAll, onHand: purchased - usedAll },
    used: { sessions: fromSessions, manual, total },
    targets,
    spent: money(spent),
    averagePricePerCartridge: average === null ? null : money(average),
    // what the cartridges fired at the year's logged targets cost, per target thrown
    costPerTarget: average === null || targets === 0 ? null : money((average * fromSessions) / targets),
    months: months.map((month) => {
      const m = perMonth.get(month)!;
      return { month, used: m.used, cost: average === null ? null : money(m.used * average), spent: money(m.spent) };
    }),
    quota: {
      limit,
      used: total,
      remaining: limit === null ? null : limit - total,
      quotaUsedRatio: ratio === null ? null : Math.round(ratio * 10_000) / 10_000,
      warning: quotaWarning(ratio),
    },
  };
}
