import { type Insight } from '@trap/contracts';
import { computeStats, rateOf, roundTo, type PracticeStats, type RatedBucket, type SessionForStats } from '../stats/practice-stats.ts';

/** Findings need this many targets behind a station or direction before they are said out loud. */
const MIN_TARGETS = 10;
/** A station or direction this far under the member's own rate is a weakness. */
const WEAK_GAP = 0.05;
/** From this wind speed (km/h) a session counts as windy. */
export const WINDY_KMH = 15;

const pct = (r: number | null) => (r === null ? 'n/a' : `${Math.round(r * 100)}%`);
const label = (kind: 'station' | 'direction', key: string) => (kind === 'station' ? `station ${key}` : `${key} targets`);

export interface TechniqueFindings {
  findings: Insight[];
  strengths: string[];
  weaknesses: string[];
  recommendations: string[];
  /** hit rate over every round, 0..100; null without data */
  overallScore: number | null;
  analysis: string;
  basis: string;
}

/** The standard deviation of round scores scaled to 25 targets (so 50-target rounds compare). */
function roundSpread(sessions: SessionForStats[]): { rounds: number; mean: number; sd: number } | null {
  const per25: number[] = [];
  for (const s of sessions) s.agg.roundScores.forEach((k, i) => s.agg.roundTargets[i] && per25.push((k / s.agg.roundTargets[i]!) * 25));
  if (per25.length < 3) return null;
  const mean = per25.reduce((a, x) => a + x, 0) / per25.length;
  const sd = Math.sqrt(per25.reduce((a, x) => a + (x - mean) ** 2, 0) / per25.length);
  return { rounds: per25.length, mean: roundTo(mean), sd: roundTo(sd) };
}

/** Hit rate in windy sessions against calm ones; null unless both have at least two sessions. */
function windEffect(sessions: SessionForStats[]) {
  const windy = sessions.filter((s) => (s.weatherConditions?.windSpeed ?? -1) >= WINDY_KMH);
  const calm = sessions.filter((s) => s.weatherConditions?.windSpeed != null && s.weatherConditions.windSpeed < WINDY_KMH);
  if (windy.length < 2 || calm.length < 2) return null;
  const rate = (list: SessionForStats[]) =>
    rateOf(
      list.reduce((a, s) => a + s.agg.kills, 0),
      list.reduce((a, s) => a + s.agg.targets, 0),
    );
  return { windySessions: windy.length, calmSessions: calm.length, windyRate: rate(windy), calmRate: rate(calm) };
}

/** Hit rate on the first ten targets of a round against the last ten (positions 16-25). */
function fatigue(stats: PracticeStats) {
  const early = stats.missesByPosition.filter((p) => p.position <= 10);
  const late = stats.missesByPosition.filter((p) => p.position >= 16 && p.position <= 25);
  const rate = (list: typeof early) => {
    const t = list.reduce((a, p) => a + p.targets, 0);
    return t >= MIN_TARGETS ? rateOf(t - list.reduce((a, p) => a + p.misses, 0), t) : null;
  };
  const earlyRate = rate(early);
  const lateRate = rate(late);
  return earlyRate === null || lateRate === null ? null : { earlyRate, lateRate };
}

function weakest(buckets: RatedBucket[]) {
  const usable = buckets.filter((b) => b.targets >= MIN_TARGETS && b.rate !== null);
  if (usable.length < 2) return null;
  const sorted = [...usable].sort((a, b) => a.rate! - b.rate!);
  return { worst: sorted[0]!, best: sorted[sorted.length - 1]! };
}

/** Technique insights from the shots (through the sessions' aggregates); every text cites its numbers. */
export function techniqueFindings(sessions: SessionForStats[], stats: PracticeStats = computeStats(sessions)): TechniqueFindings {
  const findings: Insight[] = [];
  const strengths: string[] = [];
  const weaknesses: string[] = [];
  const recommendations: string[] = [];
  const d = stats.barrels;
  const detailedKills = d.first + d.second;
  const detailedRate = rateOf(detailedKills, stats.basis.detailedTargets);

  for (const kind of ['station', 'direction'] as const) {
    const w = weakest(kind === 'station' ? stats.byStation : stats.byDirection);
    if (!w || detailedRate === null) continue;
    const evidence = { key: w.worst.key, kills: w.worst.kills, targets: w.worst.targets, rate: w.worst.rate, overallRate: detailedRate };
    if (w.worst.rate! <= detailedRate - WEAK_GAP) {
      const text = `Weakest ${kind}: ${label(kind, w.worst.key)} at ${pct(w.worst.rate)} (${w.worst.kills}/${w.worst.targets}) against ${pct(detailedRate)} overall.`;
      findings.push({ kind, text, evidence });
      weaknesses.push(text);
      recommendations.push(
        kind === 'station'
          ? `Give ${label(kind, w.worst.key)} extra rounds: check your hold point and foot position there, where you break ${pct(w.worst.rate)}.`
          : `Work on ${w.worst.key} targets (${pct(w.worst.rate)}): move to the target with the body, not the arms, and keep the head on the stock.`,
      );
    }
    if (w.best.rate! >= detailedRate + WEAK_GAP / 2)
      strengths.push(`Strongest ${kind}: ${label(kind, w.best.key)} at ${pct(w.best.rate)} (${w.best.kills}/${w.best.targets}).`);
  }

  if (detailedKills >= 20 && d.secondBarrelShare !== null) {
    const evidence = { secondBarrelKills: d.second, kills: detailedKills, share: d.secondBarrelShare };
    if (d.secondBarrelShare >= 0.15) {
      const text = `Second-barrel dependency: ${d.second} of ${detailedKills} kills (${pct(d.secondBarrelShare)}) needed the second barrel.`;
      findings.push({ kind: 'second-barrel', text, evidence });
      weaknesses.push(text);
      recommendations.push(
        'Commit to the first shot: call for the target with your eyes already at the break area and fire on the first clear read.',
      );
    } else if (d.secondBarrelShare <= 0.08) {
      const text = `Decisive first barrel: only ${d.second} of ${detailedKills} kills (${pct(d.secondBarrelShare)}) needed the second barrel.`;
      findings.push({ kind: 'second-barrel', text, evidence });
      strengths.push(text);
    }
  }

  const f = fatigue(stats);
  if (f && f.lateRate <= f.earlyRate - WEAK_GAP) {
    const text = `Late-round fatigue: ${pct(f.lateRate)} on targets 16-25 against ${pct(f.earlyRate)} on targets 1-10.`;
    findings.push({ kind: 'fatigue', text, evidence: f });
    weaknesses.push(text);
    recommendations.push('Keep the same pre-shot routine to the last target; add endurance work (full 75-target blocks) to practice.');
  }

  const spread = roundSpread(sessions);
  if (spread) {
    const evidence = { rounds: spread.rounds, mean: spread.mean, standardDeviation: spread.sd };
    if (spread.sd <= 1.5) {
      const text = `Consistent: your rounds vary by ${spread.sd} targets (standard deviation over ${spread.rounds} rounds, mean ${spread.mean}/25).`;
      findings.push({ kind: 'consistency', text, evidence });
      strengths.push(text);
    } else if (spread.sd >= 2.5) {
      const text = `Inconsistent rounds: a spread of ${spread.sd} targets (standard deviation over ${spread.rounds} rounds, mean ${spread.mean}/25).`;
      findings.push({ kind: 'consistency', text, evidence });
      weaknesses.push(text);
      recommendations.push('Write down your routine and follow it on every target; note what differs on your low rounds.');
    }
  }

  const wind = windEffect(sessions);
  if (wind && wind.windyRate !== null && wind.calmRate !== null && wind.windyRate <= wind.calmRate - WEAK_GAP) {
    const text = `Wind costs you: ${pct(wind.windyRate)} in ${wind.windySessions} sessions with wind of ${WINDY_KMH} km/h or more against ${pct(wind.calmRate)} in ${wind.calmSessions} calmer ones.`;
    findings.push({ kind: 'wind', text, evidence: wind });
    weaknesses.push(text);
    recommendations.push(
      'Practise on windy days and read the flag before each call: in wind, let the target settle and shoot where it is, not where it should be.',
    );
  }

  if (stats.trend.slopePerMonth !== null && stats.trend.byMonth.length >= 3 && stats.trend.slopePerMonth > 0.1)
    strengths.push(
      `Improving: your average per round rises by ${stats.trend.slopePerMonth} targets a month over ${stats.trend.byMonth.length} months.`,
    );

  const overallScore = stats.hitRate === null ? null : Math.round(stats.hitRate * 100);
  const analysis = stats.basis.rounds
    ? `Over ${stats.basis.sessions} session(s) and ${stats.basis.rounds} round(s) you average ${stats.averagePerRound} per round (${pct(stats.hitRate)}). ` +
      (weaknesses.length ? `Main point to work on: ${weaknesses[0]}` : 'No clear weakness shows in the shots so far.')
    : 'No sessions logged yet.';
  return { findings, strengths, weaknesses, recommendations, overallScore, analysis, basis: stats.basis.note };
}
