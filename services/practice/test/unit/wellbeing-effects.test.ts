import { describe, expect, it } from 'vitest';
import { dayBefore, wellbeingEffects, type MentalForEffects } from '../../src/modules/wellbeing/wellbeing-effects.ts';
import { type SessionForStats } from '../../src/modules/stats/practice-stats.ts';

/** A session of `rounds` total-only rounds of 25 with `kills` in all (only what the effects read). */
const session = (id: string, day: string, kills: number, rounds = 1): SessionForStats =>
  ({
    id,
    date: `${day}T07:00:00.000Z`,
    discipline: 'olympic-trap',
    location: null,
    agg: { rounds, targets: rounds * 25, kills },
  }) as unknown as SessionForStats;
const mental = (day: string, stressLevel: number, confidenceLevel: number, over: Partial<MentalForEffects> = {}): MentalForEffects => ({
  date: `${day}T00:00:00.000Z`,
  stressLevel,
  confidenceLevel,
  sessionId: null,
  isPreSession: true,
  ...over,
});
const on = (day: string) => ({ date: `${day}T00:00:00.000Z` });

// Seven sessions over two weeks of January (hand-computed below).
const SESSIONS = [
  session('s1', '2026-01-10', 40, 2), // 40/50
  session('s2', '2026-01-12', 22),
  session('s3', '2026-01-14', 20),
  session('s4', '2026-01-16', 24),
  session('s5', '2026-01-18', 23),
  session('s6', '2026-01-20', 19),
  session('s7', '2026-01-22', 21), // no assessment
];
const MENTAL = [
  mental('2026-01-10', 8, 4, { sessionId: 's1' }),
  mental('2026-01-10', 2, 9, { sessionId: 's1', isPreSession: false }), // after the session: the pre-session one counts
  mental('2026-01-12', 3, 7),
  mental('2026-01-14', 6, 6), // 6 is high
  mental('2026-01-16', 2, 8),
  mental('2026-01-18', 4, 9),
  mental('2026-01-20', 7, 5),
];
const FITNESS = [on('2026-01-09'), on('2026-01-11'), on('2026-01-15'), on('2026-01-19')];
const NUTRITION = [
  { ...on('2026-01-10'), hydration: 1.5 },
  { ...on('2026-01-10'), hydration: 1.2 }, // 2.7 L that day
  { ...on('2026-01-12'), hydration: 1 },
  { ...on('2026-01-14'), hydration: 2.5 }, // 2.5 is well hydrated
  { ...on('2026-01-16'), hydration: null }, // no figure: the day is left out
  { ...on('2026-01-20'), hydration: 2 },
];
const COMPETITIONS = [
  { score: 110, maxScore: 125 },
  { score: 100, maxScore: null },
  { score: null, maxScore: 125 },
  { score: 45, maxScore: 50 },
];

const result = wellbeingEffects({ sessions: SESSIONS, mental: MENTAL, fitness: FITNESS, nutrition: NUTRITION, competitions: COMPETITIONS });
const effect = (id: string) => result.effects.find((e) => e.id === id)!;

describe('wellbeing effects beside performance', () => {
  it('stress: sessions with stress 6-10 against 1-5, the pre-session rating of a linked or same-day assessment', () => {
    const e = effect('stress');
    // low: s2 22 + s4 24 + s5 23 = 69/75 over 3 rounds; high: s1 40/50 + s3 20 + s6 19 = 79/100 over 4 rounds
    expect(e.a).toEqual({
      label: 'With lower stress (1–5)',
      sessions: 3,
      rounds: 3,
      targets: 75,
      kills: 69,
      hitRate: 0.92,
      averagePerRound: 23,
    });
    expect(e.b).toEqual({
      label: 'With higher stress (6–10)',
      sessions: 3,
      rounds: 4,
      targets: 100,
      kills: 79,
      hitRate: 0.79,
      averagePerRound: 19.75,
    });
    expect(e.difference).toBe(-13);
    expect(e.enoughData).toBe(true);
    expect(e.finding).toBe(
      'With higher stress (6–10): 79.0% of targets (19.75 per round, 3 sessions); with lower stress (1–5): 92.0% of targets (23 per round, 3 sessions). Your hit rate is 13.0 points lower with higher stress.',
    );
  });

  it('confidence: 2 sessions on the low side are not enough for a finding, and it says so with the counts', () => {
    const e = effect('confidence');
    // high: s2 22 + s3 20 + s4 24 + s5 23 = 89/100; low: s1 40/50 + s6 19 = 59/75
    expect(e.b).toMatchObject({ sessions: 4, kills: 89, targets: 100, hitRate: 0.89 });
    expect(e.a).toMatchObject({ sessions: 2, kills: 59, targets: 75, hitRate: 0.787 });
    expect(e.difference).toBe(10.3);
    expect(e.enoughData).toBe(false);
    expect(e.finding).toBe(
      'Not enough data yet: 4 sessions with higher confidence (6–10) and 2 with lower confidence (1–5); 3 on each side are needed.',
    );
  });

  it('training: sessions the day after a logged workout against the day after a rest day', () => {
    const e = effect('training');
    // after training (workout the day before): s1, s2, s4, s6 = 105/125; after rest: s3, s5, s7 = 64/75
    expect(e.b).toMatchObject({ sessions: 4, kills: 105, targets: 125, hitRate: 0.84, averagePerRound: 21 });
    expect(e.a).toMatchObject({ sessions: 3, kills: 64, targets: 75, hitRate: 0.853, averagePerRound: 21.33 });
    expect(e.difference).toBe(-1.3);
    expect(e.finding).toContain('Your hit rate is 1.3 points lower after a training day.');
  });

  it('training: sessions before the first logged workout are left out', () => {
    const later = wellbeingEffects({ sessions: SESSIONS, mental: [], fitness: [on('2026-01-17')], nutrition: [], competitions: [] });
    const e = later.effects.find((x) => x.id === 'training')!;
    expect(e.b).toMatchObject({ sessions: 1, kills: 23 }); // s5 on the 18th
    expect(e.a).toMatchObject({ sessions: 2, kills: 40 }); // s6, s7
    const none = wellbeingEffects({ sessions: SESSIONS, mental: [], fitness: [], nutrition: [], competitions: [] });
    expect(none.effects.find((x) => x.id === 'training')!.finding).toBe('No sessions yet after your first logged workout.');
  });

  it("hydration: the day's litres summed over its entries, 2.5 L or more against less", () => {
    const e = effect('hydration');
    // 2.5 L or more: s1 (2.7 L) 40/50 + s3 (2.5 L) 20 = 60/75; under: s2 (1 L) 22 + s6 (2 L) 19 = 41/50
    expect(e.b).toMatchObject({ sessions: 2, kills: 60, targets: 75, hitRate: 0.8 });
    expect(e.a).toMatchObject({ sessions: 2, kills: 41, targets: 50, hitRate: 0.82 });
    expect(e.difference).toBe(-2);
    expect(e.enoughData).toBe(false);
    expect(e.finding).toBe('Not enough data yet: 2 sessions 2.5 L or more and 2 under 2.5 L; 3 on each side are needed.');
  });

  it('competitions: the average of score over maxScore where both are known, beside the practice hit rate', () => {
    // (110/125 + 45/50) / 2 = (0.88 + 0.9) / 2; practice: 169 kills of 200 targets
    expect(result.competitions).toEqual({ count: 4, averageRate: 0.89, practiceHitRate: 0.845 });
    expect(result.basis).toEqual({ sessions: 7, mentalAssessments: 7, fitnessEntries: 4, nutritionEntries: 6 });
  });

  it('an assessment linked to another session of the same day does not count for this one', () => {
    const two = [session('m', '2026-02-01', 20), session('e', '2026-02-01', 24)];
    const r = wellbeingEffects({
      sessions: two,
      mental: [mental('2026-02-01', 9, 2, { sessionId: 'm' })],
      fitness: [],
      nutrition: [],
      competitions: [],
    });
    const e = r.effects.find((x) => x.id === 'stress')!;
    expect(e.b).toMatchObject({ sessions: 1, kills: 20 });
    expect(e.a.sessions).toBe(0);
    expect(e.difference).toBeNull();
  });

  it('with no logs at all, every effect says what is missing', () => {
    const r = wellbeingEffects({ sessions: [], mental: [], fitness: [], nutrition: [], competitions: [] });
    expect(r.effects.map((e) => e.finding)).toEqual([
      'No sessions yet on a day with a mental assessment.',
      'No sessions yet on a day with a mental assessment.',
      'No sessions yet after your first logged workout.',
      'No sessions yet on a day with hydration logged.',
    ]);
    expect(r.competitions).toEqual({ count: 0, averageRate: null, practiceHitRate: null });
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
  });
});
