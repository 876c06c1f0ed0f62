import { type EffectGroup, type WellbeingEffect, type WellbeingEffects } from '@trap/contracts';
import { rateOf, roundTo, type SessionForStats } from '../stats/practice-stats.ts';

/** A side needs this many sessions before the comparison is called a finding. */
const MIN_SESSIONS_PER_SIDE = 3;
/** Levels are rated 1–10; 6 and above counts as high. */
const HIGH_LEVEL = 6;
/** Litres logged over a day that count as well hydrated. */
const HYDRATED_LITRES = 2.5;

export interface MentalForEffects {
  date: string;
  stressLevel: number;
  confidenceLevel: number;
  sessionId: string | null;
  isPreSession: boolean;
}
interface NutritionForEffects {
  date: string;
  hydration: number | null;
}
interface FitnessForEffects {
  date: string;
}
interface CompetitionForEffects {
  score: number | null;
  maxScore: number | null;
}
export interface EffectsInput {
  sessions: SessionForStats[];
  mental: MentalForEffects[];
  fitness: FitnessForEffects[];
  nutrition: NutritionForEffects[];
  competitions: CompetitionForEffects[];
}

const DAY_MS = 86_400_000;
/** The UTC calendar day of an ISO date, the way sessions and logs store a day. */
const dayOf = (iso: string) => iso.slice(0, 10);
export const dayBefore = (day: string) => new Date(Date.parse(`${day}T00:00:00.000Z`) - DAY_MS).toISOString().slice(0, 10);

function group(label: string, sessions: SessionForStats[]): EffectGroup {
  const sum = (f: (s: SessionForStats) => number) => sessions.reduce((t, s) => t + f(s), 0);
  const rounds = sum((s) => s.agg.rounds);
  const targets = sum((s) => s.agg.targets);
  const kills = sum((s) => s.agg.kills);
  return {
    label,
    sessions: sessions.length,
    rounds,
    targets,
    kills,
    hitRate: rateOf(kills, targets),
    averagePerRound: rounds ? roundTo(kills / rounds) : null,
  };
}

const pct = (rate: number) => `${(rate * 100).toFixed(1)}%`;
const side = (g: EffectGroup) =>
  `${pct(g.hitRate!)} of targets (${g.averagePerRound} per round, ${g.sessions} session${g.sessions === 1 ? '' : 's'})`;

/**
 * Compares sessions on side b with side a. The finding cites both sides' numbers; with fewer than
 * MIN_SESSIONS_PER_SIDE sessions on a side it says how many there are instead of a conclusion.
 */
function compare(
  base: Pick<WellbeingEffect, 'id' | 'source' | 'title' | 'rule'>,
  a: EffectGroup,
  b: EffectGroup,
  wording: { none: string; b: string },
): WellbeingEffect {
  const difference = a.hitRate !== null && b.hitRate !== null ? roundTo((b.hitRate - a.hitRate) * 100, 1) : null;
  const enoughData = a.sessions >= MIN_SESSIONS_PER_SIDE && b.sessions >= MIN_SESSIONS_PER_SIDE && difference !== null;
  let finding: string;
  if (a.sessions + b.sessions === 0) finding = wording.none;
  else if (!enoughData)
    finding = `Not enough data yet: ${b.sessions} session${b.sessions === 1 ? '' : 's'} ${lowerFirst(b.label)} and ${a.sessions} ${lowerFirst(a.label)}; ${MIN_SESSIONS_PER_SIDE} on each side are needed.`;
  else {
    const change = difference === 0 ? 'the same' : `${Math.abs(difference!).toFixed(1)} points ${difference! > 0 ? 'higher' : 'lower'}`;
    finding = `${b.label}: ${side(b)}; ${lowerFirst(a.label)}: ${side(a)}. Your hit rate is ${change} ${wording.b}.`;
  }
  return { ...base, a, b, difference, enoughData, finding };
}

/** 'With lower stress' -> 'with lower stress' inside a sentence; units such as 'L' keep their case. */
const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1);
const mean = (xs: number[]) => xs.reduce((t, x) => t + x, 0) / xs.length;

/**
 * The mental levels that belong to a session: assessments linked to it, else those of the same day;
 * of those, the pre-session ones when there are any (how the member went in), averaged.
 */
function levelsFor(session: SessionForStats, byLink: Map<string, MentalForEffects[]>, byDay: Map<string, MentalForEffects[]>) {
  const found = byLink.get(session.id) ?? byDay.get(dayOf(session.date))?.filter((m) => !m.sessionId || m.sessionId === session.id) ?? [];
  if (!found.length) return null;
  const pre = found.filter((m) => m.isPreSession);
  const use = pre.length ? pre : found;
  return { stress: mean(use.map((m) => m.stressLevel)), confidence: mean(use.map((m) => m.confidenceLevel)) };
}

/** The effect of the member's mental state, training and hydration beside their practice scores. */
export function wellbeingEffects(input: EffectsInput): WellbeingEffects {
  const { sessions } = input;
  const byLink = new Map<string, MentalForEffects[]>();
  const byDay = new Map<string, MentalForEffects[]>();
  for (const m of input.mental) {
    if (m.sessionId) byLink.set(m.sessionId, [...(byLink.get(m.sessionId) ?? []), m]);
    byDay.set(dayOf(m.date), [...(byDay.get(dayOf(m.date)) ?? []), m]);
  }
  const levels = sessions.map((s) => ({ s, l: levelsFor(s, byLink, byDay) })).filter((x) => x.l !== null);
  const split = (pick: (l: { stress: number; confidence: number }) => number) => ({
    low: levels.filter((x) => pick(x.l!) < HIGH_LEVEL).map((x) => x.s),
    high: levels.filter((x) => pick(x.l!) >= HIGH_LEVEL).map((x) => x.s),
  });

  const stress = split((l) => l.stress);
  const confidence = split((l) => l.confidence);

  // Training: only sessions from the first logged workout on, so a member who never logs fitness
  // is not told that all their sessions followed rest days.
  const trainingDays = new Set(input.fitness.map((f) => dayOf(f.date)));
  const firstWorkout = [...trainingDays].sort()[0];
  const trainingEra = firstWorkout ? sessions.filter((s) => dayOf(s.date) > firstWorkout) : [];
  const afterTraining = trainingEra.filter((s) => trainingDays.has(dayBefore(dayOf(s.date))));
  const afterRest = trainingEra.filter((s) => !trainingDays.has(dayBefore(dayOf(s.date))));

  // Hydration: litres logged over the session's day; days without a hydration figure are left out.
  const litres = new Map<string, number>();
  for (const n of input.nutrition) if (n.hydration !== null) litres.set(dayOf(n.date), (litres.get(dayOf(n.date)) ?? 0) + n.hydration);
  const logged = sessions.filter((s) => litres.has(dayOf(s.date)));
  const hydrated = logged.filter((s) => litres.get(dayOf(s.date))! >= HYDRATED_LITRES);
  const under = logged.filter((s) => litres.get(dayOf(s.date))! < HYDRATED_LITRES);

  const effects: WellbeingEffect[] = [
    compare(
      {
        id: 'stress',
        source: 'mental',
        title: 'Stress',
        rule: `Stress rated ${HIGH_LEVEL}–10 against 1–${HIGH_LEVEL - 1} in the assessment of the session (or of its day)`,
      },
      group(`With lower stress (1–${HIGH_LEVEL - 1})`, stress.low),
      group(`With higher stress (${HIGH_LEVEL}–10)`, stress.high),
      { none: 'No sessions yet on a day with a mental assessment.', b: 'with higher stress' },
    ),
    compare(
      { id: 'confidence', source: 'mental', title: 'Confidence', rule: `Confidence rated ${HIGH_LEVEL}–10 against 1–${HIGH_LEVEL - 1}` },
      group(`With lower confidence (1–${HIGH_LEVEL - 1})`, confidence.low),
      group(`With higher confidence (${HIGH_LEVEL}–10)`, confidence.high),
      { none: 'No sessions yet on a day with a mental assessment.', b: 'with higher confidence' },
    ),
    compare(
      {
        id: 'training',
        source: 'fitness',
        title: 'Training the day before',
        rule: 'Sessions the day after a logged workout against the day after a rest day, from your first logged workout on',
      },
      group('After a rest day', afterRest),
      group('After a training day', afterTraining),
      { none: 'No sessions yet after your first logged workout.', b: 'after a training day' },
    ),
    compare(
      {
        id: 'hydration',
        source: 'nutrition',
        title: 'Hydration',
        rule: `Days with ${HYDRATED_LITRES} L or more logged against less, on days with a hydration figure`,
      },
      group(`Under ${HYDRATED_LITRES} L`, under),
      group(`${HYDRATED_LITRES} L or more`, hydrated),
      { none: 'No sessions yet on a day with hydration logged.', b: `with ${HYDRATED_LITRES} L or more` },
    ),
  ];

  const rated = input.competitions.filter((c) => c.score !== null && c.maxScore !== null && c.maxScore > 0);
  const all = group('All sessions', sessions);
  return {
    basis: {
      sessions: sessions.length,
      mentalAssessments: input.mental.length,
      fitnessEntries: input.fitness.length,
      nutritionEntries: input.nutrition.length,
    },
    effects,
    competitions: {
      count: input.competitions.length,
      averageRate: rated.length ? roundTo(mean(rated.map((c) => c.score! / c.maxScore!)), 3) : null,
      practiceHitRate: all.hitRate,
    },
  };
}
