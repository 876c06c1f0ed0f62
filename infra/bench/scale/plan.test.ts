import { describe, expect, it } from 'vitest';
import {
  BUSIEST,
  FULL,
  TYPICAL,
  countsAt,
  dateOf,
  itemRng,
  memberWeights,
  ownerPicker,
  parseScale,
  scalesOf,
  sessionsPerMember,
  SPAN_DAYS,
} from './plan.ts';

describe('the club-scale data set plan', () => {
  it('reads scales as fractions and steps as 1/25, 1/5 and 1', () => {
    expect(parseScale('1/25')).toBeCloseTo(0.04);
    expect(parseScale('1')).toBe(1);
    expect(() => parseScale('2')).toThrow(/SCALE/);
    expect(() => parseScale('a/b')).toThrow(/SCALE/);
    expect(scalesOf('steps').map((s) => s.label)).toEqual(['1/25', '1/5', '1']);
    expect(scalesOf(undefined).map((s) => s.value)).toEqual([1]);
  });

  it('multiplies every count by the scale and keeps the 300 members', () => {
    expect(countsAt(1)).toEqual({ ...FULL });
    const small = countsAt(1 / 25);
    expect(small.members).toBe(300);
    expect(small.sessions).toBe(2_400);
    expect(small.notifications).toBe(6_000);
    expect(small.forumTopics).toBe(120);
    expect(countsAt(1 / 5).sessions).toBe(12_000);
  });

  it('gives the busiest member 2,000 of 60,000 sessions and the typical one the mean of the rest', () => {
    const whole = sessionsPerMember(1);
    expect(whole).toHaveLength(300);
    expect(whole.reduce((s, n) => s + n, 0)).toBe(60_000);
    expect(whole[BUSIEST]).toBe(2_000);
    expect(Math.max(...whole.slice(1))).toBeLessThan(2_000);
    expect(whole[TYPICAL]).toBeGreaterThanOrEqual(193);
    expect(whole[TYPICAL]).toBeLessThanOrEqual(195);
    for (const scale of [1 / 25, 1 / 5]) {
      const counts = sessionsPerMember(scale);
      expect(counts.reduce((s, n) => s + n, 0)).toBe(countsAt(scale).sessions);
      expect(counts[BUSIEST]! / countsAt(scale).sessions).toBeCloseTo(2_000 / 60_000, 3);
    }
  });

  it('never takes a member a session away when the set grows', () => {
    const [a, b, c] = [1 / 25, 1 / 5, 1].map((s) => sessionsPerMember(s));
    for (let j = 0; j < 300; j++) {
      expect(b![j]).toBeGreaterThanOrEqual(a![j]!);
      expect(c![j]).toBeGreaterThanOrEqual(b![j]!);
    }
  });

  it('picks owners in proportion to the weights: the busiest member owns its share of everything', () => {
    const pick = ownerPicker(memberWeights());
    const n = 150_000;
    let busiest = 0;
    for (let i = 0; i < n; i++) if (pick(itemRng('notification', i)()) === BUSIEST) busiest++;
    expect(busiest / n).toBeGreaterThan(0.03);
    expect(busiest / n).toBeLessThan(0.037);
  });

  it('is deterministic and dates item 0 newest, the last one five years back', () => {
    expect(itemRng('x', 7)()).toBe(itemRng('x', 7)());
    const now = Date.UTC(2026, 11, 6);
    const newest = dateOf(0, 1000, now, itemRng('d', 0)).getTime();
    const oldest = dateOf(999, 1000, now, itemRng('d', 999)).getTime();
    expect(now - newest).toBeLessThan(2 * 86_400_000);
    expect((now - oldest) / 86_400_000).toBeGreaterThan(SPAN_DAYS - 5);
  });
});
