import { rateOf, roundTo, type SessionForStats } from './practice-stats.ts';

/** Scores against the conditions members log (DECISIONS: weather analysis), from real sessions only. */
interface ConditionBand {
  factor: 'wind' | 'temperature' | 'light' | 'rain';
  band: string;
  sessions: number;
  rounds: number;
  targets: number;
  kills: number;
  averagePerRound: number | null;
  hitRate: number | null;
}

const WIND_BANDS = [
  { band: 'calm (under 8 km/h)', max: 8 },
  { band: 'moderate (8-15 km/h)', max: 15 },
  { band: 'windy (15-25 km/h)', max: 25 },
  { band: 'strong (25 km/h and more)', max: Infinity },
];
const TEMPERATURE_BANDS = [
  { band: 'cool (under 15 °C)', max: 15 },
  { band: 'mild (15-25 °C)', max: 25 },
  { band: 'warm (25-32 °C)', max: 32 },
  { band: 'hot (32 °C and more)', max: Infinity },
];

const bandOf = (bands: { band: string; max: number }[], v: number) => bands.find((b) => v < b.max)!.band;

/** A condition needs this many sessions before it can be called best or worst. */
const MIN_SESSIONS_PER_BAND = 2;

export interface WeatherAnalysis {
  basis: { sessions: number; withConditions: number };
  bands: ConditionBand[];
  best: ConditionBand | null;
  worst: ConditionBand | null;
}

export function weatherAnalysis(sessions: SessionForStats[]): WeatherAnalysis {
  const map = new Map<string, ConditionBand>();
  const add = (factor: ConditionBand['factor'], band: string, s: SessionForStats) => {
    const key = `${factor}:${band}`;
    const b = map.get(key) ?? { factor, band, sessions: 0, rounds: 0, targets: 0, kills: 0, averagePerRound: null, hitRate: null };
    b.sessions++;
    b.rounds += s.agg.rounds;
    b.targets += s.agg.targets;
    b.kills += s.agg.kills;
    map.set(key, b);
  };
  let withConditions = 0;
  for (const s of sessions) {
    const w = s.weatherConditions;
    if (!w) continue;
    const logged: [ConditionBand['factor'], string][] = [];
    if (w.windSpeed != null) logged.push(['wind', bandOf(WIND_BANDS, w.windSpeed)]);
    if (w.temperature != null) logged.push(['temperature', bandOf(TEMPERATURE_BANDS, w.temperature)]);
    if (w.light) logged.push(['light', w.light]);
    if (w.rain) logged.push(['rain', w.rain]);
    for (const [factor, band] of logged) add(factor, band, s);
    if (logged.length) withConditions++;
  }
  const order = (b: ConditionBand) =>
    b.factor === 'wind'
      ? WIND_BANDS.findIndex((x) => x.band === b.band)
      : b.factor === 'temperature'
        ? TEMPERATURE_BANDS.findIndex((x) => x.band === b.band)
        : 0;
  const factors = ['wind', 'temperature', 'light', 'rain'];
  const bands = [...map.values()]
    .map((b) => ({ ...b, averagePerRound: b.rounds ? roundTo(b.kills / b.rounds) : null, hitRate: rateOf(b.kills, b.targets) }))
    .sort((a, b) => factors.indexOf(a.factor) - factors.indexOf(b.factor) || order(a) - order(b) || a.band.localeCompare(b.band));
  const rated = bands.filter((b) => b.sessions >= MIN_SESSIONS_PER_BAND && b.hitRate !== null);
  const byRate = [...rated].sort((a, b) => b.hitRate! - a.hitRate!);
  return {
    basis: { sessions: sessions.length, withConditions },
    bands,
    best: byRate[0] ?? null,
    worst: byRate.length > 1 ? byRate[byRate.length - 1]! : null,
  };
}
