import { AI_COACH_MESSAGES, DISCIPLINE_RULES } from '@trap/contracts';
import { techniqueFindings, WINDY_KMH } from '../insights/insights.ts';
import { computeStats, formatDtl, rateOf, roundTo, type SessionForStats } from '../stats/practice-stats.ts';

/**
 * The AI coach as an analytics engine over the member's own data: every sentence names the numbers
 * it rests on. When there is nothing to say it answers the SPEC 8.4 empty texts.
 */
const pct = (r: number | null) => (r === null ? 'n/a' : `${Math.round(r * 100)}%`);
const day = (iso: string) => iso.slice(0, 10);

/** Feedback on one session, against the member's sessions of the 90 days before it. */
export function sessionFeedback(session: SessionForStats, history: SessionForStats[]): string {
  const a = session.agg;
  if (!a.rounds || !a.targets) return AI_COACH_MESSAGES.empty.feedback;
  const rules = DISCIPLINE_RULES[session.discipline];
  const avg = roundTo(a.kills / a.rounds);
  const lines = [`${rules.label} on ${day(session.date)}: ${a.kills}/${a.targets} over ${a.rounds} round(s), ${avg} per round.`];
  const before = history.filter((h) => h.id !== session.id && h.date < session.date && h.discipline === session.discipline);
  if (before.length) {
    const past = computeStats(before);
    const diff = roundTo(avg - (past.averagePerRound ?? 0));
    lines.push(
      `That is ${diff >= 0 ? `${diff} above` : `${-diff} below`} your average of ${past.averagePerRound} over ${past.basis.rounds} round(s) in the 90 days before.`,
    );
  }
  const d = a.detailed;
  if (d.targets) {
    const stations = d.byStation.filter((b) => b.targets > 0).sort((x, y) => x.kills / x.targets - y.kills / y.targets);
    const worst = stations[0];
    if (worst && worst.kills < worst.targets)
      lines.push(`Weakest station today: ${worst.key} with ${worst.kills}/${worst.targets} (${pct(rateOf(worst.kills, worst.targets))}).`);
    const dirs = d.byDirection.filter((b) => b.targets > 0).sort((x, y) => x.kills / x.targets - y.kills / y.targets);
    if (dirs[0] && dirs[0].kills < dirs[0].targets)
      lines.push(`Most misses on ${dirs[0].key} targets: ${dirs[0].targets - dirs[0].kills} of ${dirs[0].targets}.`);
    if (rules.barrels === 2 && d.kills)
      lines.push(
        `First barrel broke ${d.first} of ${d.kills} kills (${pct(rateOf(d.first, d.kills))}); ${d.second} needed the second barrel.`,
      );
    if (d.points !== null) lines.push(`Down-The-Line score: ${formatDtl(d.kills, d.points)} of a possible ${d.targets * 3} points.`);
    lines.push(`Longest run: ${d.longestRun} in a row.`);
  } else {
    lines.push('The rounds were entered as totals only, so there is no station or barrel detail to comment on.');
  }
  const wind = session.weatherConditions?.windSpeed;
  if (wind != null && wind >= WINDY_KMH) lines.push(`Conditions: wind ${wind} km/h, which counts as windy (${WINDY_KMH} km/h or more).`);
  return lines.join(' ');
}

/** Trend analysis over all of a member's sessions. */
export function trendAnalysis(sessions: SessionForStats[]): string {
  const stats = computeStats(sessions);
  const months = stats.trend.byMonth;
  if (stats.trend.bySession.length < 2) return AI_COACH_MESSAGES.empty.trends;
  const lines: string[] = [];
  if (months.length >= 2) {
    const first = months[0]!;
    const last = months[months.length - 1]!;
    const diff = roundTo(last.averagePerRound - first.averagePerRound);
    lines.push(
      `Your average per round went from ${first.averagePerRound} in ${first.month} (${first.rounds} rounds) to ${last.averagePerRound} in ${last.month} (${last.rounds} rounds), ${diff >= 0 ? `up ${diff}` : `down ${-diff}`}.`,
    );
    if (stats.trend.slopePerMonth !== null)
      lines.push(
        `The monthly trend is ${stats.trend.slopePerMonth >= 0 ? '+' : ''}${stats.trend.slopePerMonth} targets per round per month.`,
      );
    const best = [...months].sort((x, y) => y.averagePerRound - x.averagePerRound)[0]!;
    lines.push(`Best month: ${best.month} at ${best.averagePerRound} per round.`);
  } else {
    const points = stats.trend.bySession;
    lines.push(`Over ${points.length} sessions this month your average per round is ${stats.averagePerRound}.`);
  }
  if (stats.best.round) lines.push(`Best round: ${stats.best.round.kills}/${stats.best.round.targets} on ${day(stats.best.round.date)}.`);
  if (stats.barrels.firstBarrelRate !== null)
    lines.push(
      `First-barrel rate: ${pct(stats.barrels.firstBarrelRate)} of ${stats.basis.detailedTargets} targets scored target by target.`,
    );
  lines.push(`Longest run of hits: ${stats.longestRun}.`);
  return lines.join(' ');
}

/**
 * Technique and equipment tips: the insights' recommendations plus how each of the member's items
 * scores, by its name (`names`: id -> name of their items). An id that is no longer one of their
 * items (deleted) is left out: a tip about equipment they cannot see helps nobody.
 */
export function equipmentTips(sessions: SessionForStats[], names: ReadonlyMap<string, string>): string {
  const found = techniqueFindings(sessions);
  const tips = found.recommendations.map((r, i) => `${r} (${found.weaknesses[i] ?? found.basis})`);
  const ids = [...new Set(sessions.flatMap((s) => s.equipmentIds ?? []))].filter((id) => names.has(id));
  for (const id of ids) {
    const withIt = sessions.filter((s) => s.equipmentIds?.includes(id));
    const without = sessions.filter((s) => !s.equipmentIds?.includes(id));
    if (withIt.length < 2 || without.length < 2) continue;
    const rate = (list: SessionForStats[]) =>
      rateOf(
        list.reduce((a, s) => a + s.agg.kills, 0),
        list.reduce((a, s) => a + s.agg.targets, 0),
      );
    const rw = rate(withIt);
    const ro = rate(without);
    if (rw === null || ro === null || Math.abs(rw - ro) < 0.03) continue;
    tips.push(
      `${names.get(id)}: ${pct(rw)} in ${withIt.length} sessions with it against ${pct(ro)} in ${without.length} without; ${rw > ro ? 'it suits you, keep it for competitions' : 'check its fit and choke, or compare it with your other setup'}.`,
    );
  }
  return tips.length ? tips.join('\n') : AI_COACH_MESSAGES.empty.tips;
}
