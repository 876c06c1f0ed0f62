/**
 * What `make bench-scale` seeds: five years of a 300-member club, and the same set at a fraction of
 * its size. Pure (no stores), so the counts and who owns what are unit-tested and every run of one
 * scale writes the same data.
 *
 * A scale is a fraction of the club's five years: 1/25 is its newest ≈ 2.4 months, 1 all five years.
 * The members are the same 300 at every scale (a club has its members before its history), and every
 * other count is the whole set's count times the scale. Item `i` of a collection is the same item at
 * every scale and item 0 is the newest, so growing 1/25 → 1/5 → 1 adds items `[count(from), count(to))`,
 * each older than the last: the screens that show "the newest 20" show the same items at every
 * scale, and what a read costs more at the whole set is the data around them.
 */

/** The whole set (scale 1). */
export const FULL = {
  members: 300,
  /** practice sessions (each with its statistics row) */
  sessions: 60_000,
  /** the busiest member's share of the sessions (and of everything members write) */
  busiestSessions: 2_000,
  forumTopics: 3_000,
  forumReplies: 30_000,
  notifications: 150_000,
  feedItems: 30_000,
  feedKudos: 45_000,
  feedComments: 12_000,
  /** accepted friendships (pairs) */
  friendships: 2_400,
  guns: 1_500,
  maintenanceRecords: 6_000,
  clubEvents: 200,
  eventRegistrations: 6_000,
  shoots: 50,
  /** journal entries, competitions, fitness and nutrition logs together */
  logEntries: 20_000,
  /** range slots over the five years (three starts a day on two layouts of one range) */
  rangeSlots: 10_950,
  rangeBookings: 40_000,
  invoices: 1_500,
} as const;

export type Counts = { -readonly [K in keyof typeof FULL]: number };

/** The days the whole set spans. */
export const SPAN_DAYS = 5 * 365;
const DAY_MS = 86_400_000;

/** `1/25`, `0.2`, `1` → a number in (0, 1]. */
export function parseScale(text: string): number {
  const m = /^\s*(\d+(?:\.\d+)?)\s*(?:\/\s*(\d+(?:\.\d+)?))?\s*$/.exec(text);
  const value = m ? Number(m[1]) / Number(m[2] ?? 1) : NaN;
  if (!(value > 0 && value <= 1)) throw new Error(`SCALE must be a fraction in (0, 1] such as 1/25, 1/5 or 1 (got '${text}')`);
  return value;
}

/** SCALE as given: one scale, or `steps` (1/25, 1/5 and 1, growing one set). */
export function scalesOf(text: string | undefined): { label: string; value: number }[] {
  const spec = text?.trim() || '1';
  const labels = spec === 'steps' ? ['1/25', '1/5', '1'] : spec.split(',');
  return labels.map((label) => ({ label: label.trim(), value: parseScale(label) })).sort((a, b) => a.value - b.value);
}

/** Every count at a scale; the members stay 300. */
export function countsAt(scale: number): Counts {
  const out = {} as Counts;
  for (const [key, full] of Object.entries(FULL) as [keyof Counts, number][])
    out[key] = key === 'members' ? full : Math.round(full * scale);
  return out;
}

// ---- deterministic randomness: every value comes from (seed, collection, index), never from call order

/** A 32-bit hash of a string (FNV-1a), the seed of an item's generator. */
export function hash32(text: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** mulberry32: a small, fast seeded generator; the same seed gives the same sequence. */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** The generator of one item: the same numbers for item `i` of `collection` at every scale and run. */
export const itemRng = (collection: string, i: number) => rng(hash32(`${collection}#${i}`));

export const pick = <T>(rand: () => number, list: readonly T[]): T => list[Math.floor(rand() * list.length)]!;

/**
 * How much each member writes, relative to the others: member 0 is the busiest (its share is
 * busiestSessions ÷ sessions of everything), member 1 the typical one (exactly the others' mean),
 * the rest spread between a quarter and 1.75 times the mean.
 */
export function memberWeights(members: number = FULL.members): number[] {
  const rand = rng(hash32('member-weights'));
  const others = Array.from({ length: members - 1 }, (_, j) => (j === 0 ? 1 : 0.25 + 1.5 * rand()));
  // the others' mean to exactly 1, so member 1 is the typical member
  const mean = others.reduce((s, w) => s + w, 0) / others.length;
  const scaled = others.map((w, j) => (j === 0 ? 1 : w / mean));
  const sum = scaled.reduce((s, w) => s + w, 0);
  const share = FULL.busiestSessions / FULL.sessions;
  return [(share * sum) / (1 - share), ...scaled];
}

export const BUSIEST = 0;
export const TYPICAL = 1;

/** Cumulative weights, for picking an owner in proportion to the weights. */
export function ownerPicker(weights: readonly number[]): (u: number) => number {
  const cumulative: number[] = [];
  let total = 0;
  for (const w of weights) cumulative.push((total += w));
  return (u) => {
    const target = u * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if (cumulative[mid]! > target) hi = mid;
      else lo = mid + 1;
    }
    return lo;
  };
}

/**
 * The members' own sessions at a scale: the busiest member exactly its share, every other member
 * its weight's share of the rest (largest remainders, so the sum is exact). Per member so each
 * member's k-th session is the same session at every scale.
 */
export function sessionsPerMember(scale: number, weights: readonly number[] = memberWeights()): number[] {
  const total = countsAt(scale).sessions;
  const busiest = Math.round(FULL.busiestSessions * scale);
  const rest = total - busiest;
  const otherSum = weights.slice(1).reduce((s, w) => s + w, 0);
  const exact = weights.slice(1).map((w) => (rest * w) / otherSum);
  const out = exact.map(Math.floor);
  let left = rest - out.reduce((s, n) => s + n, 0);
  const byRemainder = exact.map((x, j) => [x - Math.floor(x), j] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, j] of byRemainder) {
    if (left-- <= 0) break;
    out[j]! += 1;
  }
  return [busiest, ...out];
}

/**
 * When item `i` of `total` (the whole set's count) happened: item 0 is the newest, the last one
 * five years ago, with a little jitter so items do not fall on a grid.
 */
export function dateOf(i: number, total: number, now: number, rand: () => number): Date {
  const daysAgo = (i / Math.max(1, total)) * SPAN_DAYS + rand() * Math.min(1, SPAN_DAYS / Math.max(1, total));
  return new Date(now - daysAgo * DAY_MS - Math.floor(rand() * 10 * 3_600_000));
}

/** `[from, to)` item indices a step from one scale's count to the next adds. */
export function range(from: number, to: number): number[] {
  return Array.from({ length: Math.max(0, to - from) }, (_, k) => from + k);
}

/** Splits a list into chunks (inserts of a few hundred documents per insertMany). */
export function chunks<T>(list: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < list.length; i += size) out.push(list.slice(i, i + size));
  return out;
}
