import {
  COMPETITION_LEVEL_LABELS,
  NRAI_CATEGORY_LABELS,
  SCORE_BASIS,
  type Competition,
  type CompetitionLevel,
  type Discipline,
  type NraiCategory,
  type SelectionRule,
  type SelectionStanding,
  type StandingCompetition,
} from '@trap/contracts';

const round2 = (x: number) => Math.round(x * 100) / 100;
const mean = (xs: number[]) => (xs.length ? xs.reduce((t, x) => t + x, 0) / xs.length : null);
const levelsText = (levels: CompetitionLevel[]) => levels.map((l) => COMPETITION_LEVEL_LABELS[l].toLowerCase()).join(', ');

/** A score out of 125 targets; null without a score or what it was out of. */
const normalised = (c: Pick<Competition, 'score' | 'maxScore'>): number | null =>
  c.score === null || c.maxScore === null || c.maxScore <= 0 ? null : round2((c.score / c.maxScore) * SCORE_BASIS);

export interface StandingInput {
  season: number;
  discipline: Discipline;
  category: NraiCategory | null;
  /** the member's competitions of the season, any order */
  competitions: Competition[];
  rule: SelectionRule | null;
  /** for "upcoming" (a competition in the future has no score yet) */
  now?: Date;
}

/**
 * Where a member stands (pure; averages in code, never in the database): every competition of the
 * season with its score out of 125, which count under the rule, the mean of the best N of them, and
 * the gap to the next step's minimum qualifying score.
 */
export function computeStanding({ season, discipline, category, competitions, rule, now = new Date() }: StandingInput) {
  const sorted = [...competitions].sort((a, b) => a.date.localeCompare(b.date) || a.id.localeCompare(b.id));
  const rows: StandingCompetition[] = sorted.map((c) => {
    const score = normalised(c);
    let note: string | null = null;
    if (c.discipline !== discipline) note = 'Another discipline';
    else if (c.score === null) note = Date.parse(c.date) > now.getTime() ? 'Upcoming' : 'No score yet';
    else if (score === null) note = 'Add what the score was out of to count it';
    else if (rule && c.level === null) note = 'Set its level to count it';
    else if (rule && c.level && !rule.countedLevels.includes(c.level)) note = `${COMPETITION_LEVEL_LABELS[c.level]} results do not count`;
    return {
      id: c.id,
      date: c.date,
      name: c.name,
      location: c.location,
      discipline: c.discipline,
      level: c.level,
      score: c.score,
      maxScore: c.maxScore,
      placing: c.placing,
      normalisedScore: score,
      eligible: Boolean(rule) && note === null,
      counted: false,
      note,
    };
  });
  const scored = rows.filter((r) => r.discipline === discipline && r.normalisedScore !== null);
  const seasonAverage = mean(scored.map((r) => r.normalisedScore!));

  const missing: string[] = [];
  if (!category) missing.push('Set your NRAI category to see the selection rule that applies to you.');
  else if (!rule)
    missing.push(`No selection rule for ${NRAI_CATEGORY_LABELS[category]} in ${season} yet: an admin adds it from the NRAI circular.`);

  let selection: SelectionStanding | null = null;
  if (category && rule) {
    const eligible = rows.filter((r) => r.eligible).sort((a, b) => b.normalisedScore! - a.normalisedScore! || a.date.localeCompare(b.date));
    const best = eligible.slice(0, rule.bestN);
    for (const r of best) r.counted = true;
    const average = mean(best.map((r) => r.normalisedScore!));
    selection = {
      bestN: rule.bestN,
      eligibleCount: eligible.length,
      countedCount: best.length,
      remaining: Math.max(0, rule.bestN - eligible.length),
      average: average === null ? null : round2(average),
      qualifyingScore: rule.qualifyingScore,
      gap: average === null ? null : round2(round2(average) - rule.qualifyingScore),
    };
    if (!eligible.length) missing.push(`No scored ${levelsText(rule.countedLevels)} competitions in ${season} yet.`);
  }
  return { competitions: rows, seasonAverage: seasonAverage === null ? null : round2(seasonAverage), selection, missing };
}
