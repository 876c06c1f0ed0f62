import { barrelsPerTarget, DISCIPLINE_RULES, type Direction, type Discipline, type Outcome, type RoundOptions } from './disciplines.ts';

/**
 * The scoring model: pure functions from the recorded shots to every number the platform shows.
 * The screens use them for the running total, the service for what it stores and serves, so the
 * two can never disagree.
 */
export interface ShotInput {
  station?: number;
  machine?: number;
  direction?: Direction;
  outcome: Outcome;
}

export interface RoundInput extends RoundOptions {
  /** target by target, in the order shot (no-birds included; they are replayed and not counted) */
  shots?: ShotInput[];
  /** kills only, for shooters who don't score target by target (used when there are no shots) */
  total?: number;
  /** American Trap handicap distance in yards */
  yardage?: number;
}

/** A count of targets and kills under one key (a station, a machine, a direction, a position). */
export interface Bucket {
  key: string;
  targets: number;
  kills: number;
}

export interface RoundScore {
  /** true when the round was recorded target by target */
  detailed: boolean;
  targets: number;
  kills: number;
  first: number;
  second: number;
  lost: number;
  refused: number;
  noBirds: number;
  /** Down-The-Line points (3/2), null where the discipline scores no points or the round is a total only */
  points: number | null;
  longestRun: number;
}

export const isKill = (o: Outcome) => o === 'first' || o === 'second';
/** Counted targets: everything but no-birds, which are replayed. */
export const countedShots = (shots: ShotInput[]) => shots.filter((s) => s.outcome !== 'no-bird');

const longestRunOf = (shots: ShotInput[]) => {
  let best = 0;
  let run = 0;
  for (const s of countedShots(shots)) {
    run = isKill(s.outcome) ? run + 1 : 0;
    best = Math.max(best, run);
  }
  return best;
};

export function isDetailed(round: RoundInput): boolean {
  return !!round.shots && round.shots.length > 0;
}

/** The score of one round: kills (ISSF: a hit whichever barrel broke it) and, for DTL, points. */
export function scoreRound(discipline: Discipline, round: RoundInput): RoundScore {
  const rules = DISCIPLINE_RULES[discipline];
  if (!isDetailed(round)) {
    const kills = round.total ?? 0;
    return {
      detailed: false,
      targets: roundTargets(discipline, round),
      kills,
      first: 0,
      second: 0,
      lost: 0,
      refused: 0,
      noBirds: 0,
      points: null,
      longestRun: 0,
    };
  }
  const shots = round.shots!;
  const count = (o: Outcome) => shots.filter((s) => s.outcome === o).length;
  const first = count('first');
  const second = count('second');
  const points = rules.points ? first * rules.points.first + second * rules.points.second : null;
  return {
    detailed: true,
    targets: countedShots(shots).length,
    kills: first + second,
    first,
    second,
    lost: count('lost'),
    refused: count('refused'),
    noBirds: count('no-bird'),
    points,
    longestRun: longestRunOf(shots),
  };
}

function roundTargets(discipline: Discipline, round: RoundOptions): number {
  return discipline === 'american-trap' && round.event === 'doubles' ? 50 : DISCIPLINE_RULES[discipline].targetsPerRound;
}

/** Live view while scoring: what the screen shows after each tap. */
export function runningTotal(discipline: Discipline, round: RoundInput) {
  const score = scoreRound(discipline, round);
  const perRound = roundTargets(discipline, round);
  const shots = round.shots ?? [];
  const counted = countedShots(shots).length;
  const rules = DISCIPLINE_RULES[discipline];
  const perStation = Math.max(1, Math.round(perRound / rules.stations));
  return {
    kills: score.kills,
    points: score.points,
    shotAt: counted,
    remaining: Math.max(0, perRound - counted),
    complete: counted >= perRound,
    /** station of the next target when the shooter follows the usual rotation (1-based) */
    nextStation: counted >= perRound ? null : (Math.floor(counted / perStation) % rules.stations) + 1,
    barrels: barrelsPerTarget(discipline, round),
  };
}

/**
 * What a session stores beside its shots so that statistics over thousands of sessions only sum
 * these numbers. Station, machine, direction, barrel, run and position figures rest on the rounds
 * recorded target by target (`detailed`); averages and bests rest on every round.
 */
export interface SessionAggregate {
  rounds: number;
  detailedRounds: number;
  totalOnlyRounds: number;
  targets: number;
  kills: number;
  /** kills of each round, in order */
  roundScores: number[];
  /** targets of each round, in order */
  roundTargets: number[];
  detailed: {
    targets: number;
    kills: number;
    first: number;
    second: number;
    lost: number;
    refused: number;
    noBirds: number;
    /** DTL points, null where the discipline scores none */
    points: number | null;
    /** longest run of consecutive kills over the detailed rounds in order */
    longestRun: number;
    /** kills before the first miss, and after the last miss (to join runs across sessions) */
    leadingRun: number;
    trailingRun: number;
    byStation: Bucket[];
    byMachine: Bucket[];
    byDirection: Bucket[];
    /** by target position within its round (1 = first target shot) */
    byPosition: Bucket[];
  };
}

function addTo(map: Map<string, Bucket>, key: string | number | undefined, kill: boolean) {
  if (key === undefined) return;
  const k = String(key);
  const b = map.get(k) ?? { key: k, targets: 0, kills: 0 };
  b.targets++;
  if (kill) b.kills++;
  map.set(k, b);
}

const sortedBuckets = (map: Map<string, Bucket>) =>
  [...map.values()].sort((a, b) => {
    const na = Number(a.key);
    const nb = Number(b.key);
    return Number.isNaN(na) || Number.isNaN(nb) ? a.key.localeCompare(b.key) : na - nb;
  });

export function aggregateSession(discipline: Discipline, rounds: RoundInput[]): SessionAggregate {
  const rules = DISCIPLINE_RULES[discipline];
  const scores = rounds.map((r) => scoreRound(discipline, r));
  const stations = new Map<string, Bucket>();
  const machines = new Map<string, Bucket>();
  const directions = new Map<string, Bucket>();
  const positions = new Map<string, Bucket>();
  const sequence: boolean[] = [];
  for (const round of rounds) {
    if (!isDetailed(round)) continue;
    countedShots(round.shots!).forEach((s, i) => {
      const kill = isKill(s.outcome);
      sequence.push(kill);
      addTo(stations, s.station, kill);
      addTo(machines, s.machine, kill);
      addTo(directions, s.direction, kill);
      addTo(positions, i + 1, kill);
    });
  }
  const detailedScores = scores.filter((s) => s.detailed);
  const sum = (f: (s: RoundScore) => number) => detailedScores.reduce((a, s) => a + f(s), 0);
  const firstMiss = sequence.indexOf(false);
  const lastMiss = sequence.lastIndexOf(false);
  let longestRun = 0;
  let run = 0;
  for (const k of sequence) {
    run = k ? run + 1 : 0;
    longestRun = Math.max(longestRun, run);
  }
  const first = sum((s) => s.first);
  const second = sum((s) => s.second);
  return {
    rounds: rounds.length,
    detailedRounds: detailedScores.length,
    totalOnlyRounds: rounds.length - detailedScores.length,
    targets: scores.reduce((a, s) => a + s.targets, 0),
    kills: scores.reduce((a, s) => a + s.kills, 0),
    roundScores: scores.map((s) => s.kills),
    roundTargets: scores.map((s) => s.targets),
    detailed: {
      targets: sum((s) => s.targets),
      kills: first + second,
      first,
      second,
      lost: sum((s) => s.lost),
      refused: sum((s) => s.refused),
      noBirds: sum((s) => s.noBirds),
      points: rules.points ? first * rules.points.first + second * rules.points.second : null,
      longestRun,
      leadingRun: firstMiss === -1 ? sequence.length : firstMiss,
      trailingRun: lastMiss === -1 ? sequence.length : sequence.length - 1 - lastMiss,
      byStation: sortedBuckets(stations),
      byMachine: sortedBuckets(machines),
      byDirection: sortedBuckets(directions),
      byPosition: sortedBuckets(positions),
    },
  };
}
