import {
  DISCIPLINE_RULES,
  istDayOf,
  RANGE_PASS_STATS_DAYS,
  tierFeature,
  tierIncludes,
  type Tier,
  type StatsQuery,
  type TechniqueAnalysis,
} from '@trap/contracts';
import type { SessionRepository } from '../sessions/session.repository.ts';

const DAY_MS = 86_400_000;
import { techniqueFindings } from '../insights/insights.ts';
import type { TechniqueAnalysisDoc } from '../insights/technique-analysis.model.ts';
import type { TechniqueAnalysisRepository } from '../insights/technique-analysis.repository.ts';
import { comparePeriods, computeStats, type SessionForStats } from './practice-stats.ts';

const csvCell = (v: unknown) => {
  const s = v === null || v === undefined ? '' : String(v);
  // quote when needed; a leading = + - @ would run as a formula in a spreadsheet
  const safe = /^[=+\-@]/.test(s) ? `'${s}` : s;
  return /[",\n\r]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const CSV_HEADER = [
  'date',
  'discipline',
  'location',
  'rounds',
  'targets',
  'kills',
  'average_per_round',
  'first_barrel_kills',
  'second_barrel_kills',
  'dtl_points',
  'longest_run',
  'wind_kmh',
  'temperature_c',
];

/** One CSV line per session, oldest first. */
function statsCsv(sessions: SessionForStats[]): string {
  const rows = [...sessions]
    .sort((a, b) => a.date.localeCompare(b.date))
    .map((s) => [
      s.date.slice(0, 10),
      DISCIPLINE_RULES[s.discipline].label,
      s.location,
      s.agg.rounds,
      s.agg.targets,
      s.agg.kills,
      s.agg.rounds ? Math.round((s.agg.kills / s.agg.rounds) * 100) / 100 : '',
      s.agg.detailed.first,
      s.agg.detailed.second,
      s.agg.detailed.points,
      s.agg.detailed.longestRun,
      s.weatherConditions?.windSpeed,
      s.weatherConditions?.temperature,
    ]);
  return [CSV_HEADER, ...rows].map((r) => r.map(csvCell).join(',')).join('\r\n') + '\r\n';
}

/** Statistics and insights over a member's sessions: sums of the per-session aggregates. */
export class StatsService {
  private readonly repo: SessionRepository;
  private readonly analyses: TechniqueAnalysisRepository;
  constructor(repo: SessionRepository, analyses: TechniqueAnalysisRepository) {
    this.repo = repo;
    this.analyses = analyses;
  }

  sessions(userId: string, q: Pick<StatsQuery, 'discipline' | 'from' | 'to' | 'location'>) {
    return this.repo.forStats({ userId, discipline: q.discipline, from: q.from, to: q.to, location: q.location });
  }

  /**
   * My Stats by the owner's `tier`: below Shooter's Circle only over the last RANGE_PASS_STATS_DAYS days
   * (the answer says so); below Pro Lane without the hit rates per station and direction, which are the
   * miss map (tier-features `shot_patterns`: where hits and misses fall, station by station).
   */
  async stats(userId: string, q: StatsQuery, tier: Tier, now = new Date()) {
    const historyLimit = tierIncludes(tier, 'shooters_circle')
      ? null
      : {
          days: RANGE_PASS_STATS_DAYS,
          from: istDayOf(new Date(now.getTime() - RANGE_PASS_STATS_DAYS * DAY_MS)),
          fullHistoryTier: 'shooters_circle' as const,
        };
    const since = (from: string | undefined) => (historyLimit && (!from || from < historyLimit.from) ? historyLimit.from : from);
    const stats = computeStats(await this.sessions(userId, { ...q, from: since(q.from) }));
    let comparison = null;
    if (q.compareFrom || q.compareTo) {
      const other = computeStats(await this.sessions(userId, { ...q, from: since(q.compareFrom), to: q.compareTo }));
      comparison = comparePeriods(stats, other);
    }
    const missMap = tierIncludes(tier, tierFeature('shot_patterns').tier) ? {} : { byStation: [], byDirection: [] };
    return { ...stats, ...missMap, comparison, historyLimit };
  }

  async csv(userId: string, q: StatsQuery): Promise<string> {
    return statsCsv(await this.sessions(userId, q));
  }

  /** Computes the member's technique insights and stores them as their technique_analysis record. */
  async insights(userId: string, q: StatsQuery, sessionId: string | null = null): Promise<TechniqueAnalysis> {
    const found = techniqueFindings(await this.sessions(userId, q));
    const doc: TechniqueAnalysisDoc = {
      _id: `${userId}:${sessionId ?? 'overall'}`,
      userId,
      sessionId,
      ...found,
      createdAt: new Date(),
    };
    await this.analyses.saveLive(doc);
    // the stored key is the answer's id: the store's own field never leaves the service
    const { _id: id, ...shown } = doc;
    return { ...shown, id, createdAt: doc.createdAt.toISOString() };
  }
}
