import { Types } from 'mongoose';
import type { LogDoc } from '../logs/log.model.ts';
import { hash, rng } from './demo-sessions.ts';
import { type SessionForStats } from '../stats/practice-stats.ts';

const DAY_MS = 86_400_000;
type Doc = LogDoc;

export interface DemoLogs {
  mental: Doc[];
  fitness: Doc[];
  nutrition: Doc[];
  competitions: Doc[];
  journal: Doc[];
}

const clamp = (x: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, Math.round(x)));
const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s.length ? (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2 : 0;
};

const MOODS_GOOD = ['Calm and ready', 'Relaxed, looking forward to it', 'Focused', 'Confident after a good week'];
const MOODS_BAD = ['Restless, slept badly', 'Tense before the squad', 'Distracted by work', 'Nervous about station 4'];
const WORKOUTS: [string, number, 'low' | 'moderate' | 'high', number][] = [
  ['Running', 35, 'moderate', 320],
  ['Strength training', 50, 'high', 380],
  ['Yoga', 40, 'low', 150],
  ['Balance and core', 30, 'moderate', 180],
];

/**
 * The demo member's logs, consistent with their stored sessions: before a session that went below
 * their usual level they tend to have rated stress higher and confidence lower, skipped the workout
 * the day before and drunk less, so every effect on the journal page shows something real.
 * Competitions sit near the hit rate of their month; journal entries link to sessions.
 */
export function demoLogs(userId: string, sessions: SessionForStats[], now = new Date()): DemoLogs {
  const rand = rng(hash(`${userId}:logs`));
  const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;
  const sorted = [...sessions].filter((s) => s.agg.targets > 0).sort((a, b) => a.date.localeCompare(b.date));
  const rateOf = (s: SessionForStats) => s.agg.kills / s.agg.targets;
  // each session against the ones around it, so the improving trend does not decide "good" or "bad"
  const residual = (i: number) => {
    const window = sorted.slice(Math.max(0, i - 4), i + 5).map(rateOf);
    return rateOf(sorted[i]!) - median(window);
  };
  const base = (date: Date) => ({ _id: new Types.ObjectId(), userId, date, deletedAt: null, demo: true, createdAt: date, updatedAt: date });
  const dayStart = (iso: string) => new Date(`${iso.slice(0, 10)}T00:00:00.000Z`);
  const out: DemoLogs = { mental: [], fitness: [], nutrition: [], competitions: [], journal: [] };

  sorted.forEach((s, i) => {
    const r = residual(i);
    const good = r >= 0;
    const day = dayStart(s.date);
    if (rand() < 0.75) {
      out.mental.push({
        ...base(day),
        confidenceLevel: clamp(6 + r * 30 + (rand() - 0.5) * 3, 1, 10),
        focusLevel: clamp(6 + r * 20 + (rand() - 0.5) * 3, 1, 10),
        stressLevel: clamp(4 - r * 35 + (rand() - 0.5) * 3, 1, 10),
        anxietyLevel: clamp(3.5 - r * 25 + (rand() - 0.5) * 3, 1, 10),
        moodDescription: pick(good ? MOODS_GOOD : MOODS_BAD),
        preSessionNotes: good ? 'Slept well, routine went smoothly.' : 'Mind racing a bit during the warm-up.',
        postSessionNotes: '',
        sessionId: s.id,
        isPreSession: true,
      });
    }
    if (rand() < (good ? 0.65 : 0.3)) {
      const [activityType, duration, intensity, kcal] = pick(WORKOUTS);
      out.fitness.push({
        ...base(new Date(day.getTime() - DAY_MS)),
        activityType,
        duration: duration + Math.round(rand() * 15),
        intensity,
        caloriesBurned: kcal + Math.round(rand() * 60),
        notes: '',
        impactOnShooting: intensity === 'high' ? 'Arms a little heavy in the first round.' : 'Felt loose and steady.',
      });
    }
    if (rand() < 0.6) {
      const litres = good ? (rand() < 0.75 ? 2.6 + rand() : 1.6 + rand() * 0.8) : rand() < 0.7 ? 1.4 + rand() * 0.9 : 2.6 + rand() * 0.6;
      out.nutrition.push({
        ...base(day),
        mealType: 'pre-shoot',
        foodItems: pick([
          ['Poha', 'Banana'],
          ['Oats', 'Nuts'],
          ['Paratha', 'Curd'],
          ['Idli', 'Sambar'],
        ]),
        calories: 420 + Math.round(rand() * 200),
        protein: 12 + Math.round(rand() * 10),
        carbs: 55 + Math.round(rand() * 30),
        fats: 10 + Math.round(rand() * 10),
        hydration: Math.round(litres * 10) / 10,
        notes: '',
        sessionId: s.id,
        isCompetitionDay: false,
      });
    }
  });

  // A season record: club, state and zonal results of this season (IST calendar year), about
  // one a month, scored near the hit rate of the sessions around them; club shoots of 75 targets.
  const end = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) - DAY_MS;
  const seasonStart = Date.UTC(new Date(now.getTime() + 5.5 * 3600_000).getUTCFullYear(), 0, 1);
  // squeezed into the season when it is young (the first weeks of January keep last season's dates)
  const span = Math.floor((end - seasonStart) / DAY_MS);
  const scale = span >= 30 ? Math.min(1, span / 170) : 1;
  const COMPETITIONS: [string, string, number, 'club' | 'state' | 'zonal', 75 | 125][] = [
    ['North Zone Shotgun Championship', 'Dr. Karni Singh Shooting Range, New Delhi', 160, 'zonal', 125],
    ['Pune Trap Club Open', 'Pune Trap Club', 115, 'club', 125],
    ['State Shotgun League, round 2', 'Pune Trap Club', 95, 'state', 125],
    ['State Shooting Championship', 'Dr. Karni Singh Shooting Range, New Delhi', 70, 'state', 125],
    ['Inter-Club Trap Shoot', 'Pune Trap Club', 45, 'club', 75],
    ['Club Monthly Medal', 'Pune Trap Club', 25, 'club', 75],
  ];
  const overall = sorted.length ? sorted.reduce((t, s) => t + s.agg.kills, 0) / sorted.reduce((t, s) => t + s.agg.targets, 0) : 0.8;
  for (const [name, location, daysAgo, level, maxScore] of COMPETITIONS) {
    const date = new Date(end - Math.max(1, Math.round(daysAgo * scale)) * DAY_MS + 8 * 3600_000);
    const near = sorted.filter((s) => Math.abs(Date.parse(s.date) - date.getTime()) < 21 * DAY_MS);
    const rate = near.length ? near.reduce((t, s) => t + s.agg.kills, 0) / near.reduce((t, s) => t + s.agg.targets, 0) : overall;
    const score = clamp((rate * 125 - 4 + rand() * 4) * (maxScore / 125), 0, maxScore);
    const per125 = (score / maxScore) * 125;
    out.competitions.push({
      ...base(date),
      name,
      location,
      discipline: 'olympic-trap',
      level,
      score,
      maxScore,
      placing: clamp(30 - (per125 - 85) * 0.8 - (level === 'club' ? 15 : 0), 1, 60),
      notes: per125 >= 105 ? 'Held it together in the last round.' : 'Lost the rhythm on station 4 in round three.',
    });
  }

  const recent = sorted.slice(-12);
  const JOURNAL: [string, string, string[], boolean][] = [
    [
      'Station 4 again',
      'Right-hand targets from station 4 keep beating me. Coach says I am lifting my head. Next session: slow the mount, keep the cheek down.',
      ['technique', 'station-4'],
      true,
    ],
    [
      'Wind day',
      'Gusts from the north-west all morning. Targets dropped late and I shot over them. Hold lower and wait for the target to settle.',
      ['wind', 'technique'],
      true,
    ],
    [
      'Pre-shot routine',
      'Wrote my routine down: breathe out, eyes soft on the house, call. Shot better when I did not rush the call.',
      ['mindset', 'routine'],
      false,
    ],
    [
      'After the club medal',
      'Nerves in round one, then settled. Drinking more water during the day helped.',
      ['competition', 'mindset'],
      true,
    ],
    ['New choke', 'Tried the tighter choke on the second barrel. Second-barrel kills look cleaner.', ['equipment'], true],
  ];
  JOURNAL.forEach(([title, content, tags, isPrivate], i) => {
    const s = recent[Math.min(recent.length - 1, i * 2)];
    if (!s) return;
    out.journal.push({
      ...base(dayStart(s.date)),
      title,
      content,
      tags,
      audioNoteUrl: null,
      transcribedText: '',
      isPrivate,
      sessionId: s.id,
      equipmentIds: [],
    });
  });
  return out;
}
