import { z } from 'zod';

/** The disciplines a practice session is scored under (DECISIONS: trap shooting data). */
export const DISCIPLINES = ['olympic-trap', 'double-trap', 'down-the-line', 'american-trap', 'skeet'] as const;
export const disciplineSchema = z.enum(DISCIPLINES);
export type Discipline = (typeof DISCIPLINES)[number];
export const DEFAULT_DISCIPLINE: Discipline = 'olympic-trap';

/** How one target ended. A no-bird is replayed and never counted; a refused target counts as lost. */
export const OUTCOMES = ['first', 'second', 'lost', 'no-bird', 'refused'] as const;
export const outcomeSchema = z.enum(OUTCOMES);
export type Outcome = (typeof OUTCOMES)[number];
export const OUTCOME_LABELS: Record<Outcome, string> = {
  first: 'First-barrel kill',
  second: 'Second-barrel kill',
  lost: 'Lost',
  'no-bird': 'No-bird',
  refused: 'Refused',
};

export const DIRECTIONS = ['left', 'straight', 'right'] as const;
export const directionSchema = z.enum(DIRECTIONS);
export type Direction = (typeof DIRECTIONS)[number];

/** Olympic Trap rounds are shot as qualification (two shots per target) or final (one). */
export const ROUND_FORMATS = ['qualification', 'final'] as const;
/** American Trap events. */
export const AMERICAN_EVENTS = ['singles', 'handicap', 'doubles'] as const;

export interface DisciplineRules {
  id: Discipline;
  label: string;
  /** targets in one round (American Trap doubles: 50) */
  targetsPerRound: number;
  stations: number;
  /** trap machines the target can come from; null where the discipline has no machine numbers */
  machines: number | null;
  /** skeet calls its two machines houses */
  machineLabels?: string[];
  /** left/straight/right recorded per target */
  hasDirection: boolean;
  /** shots allowed per target (before format rules): 2 means a second-barrel kill exists */
  barrels: 1 | 2;
  /** points for a first and a second barrel kill, where the discipline scores points (DTL: 3 and 2) */
  points?: { first: number; second: number };
}

export const DISCIPLINE_RULES: Record<Discipline, DisciplineRules> = {
  // ISSF: 25 targets, 5 stations, 15 machines in five groups of three; each shooter gets 10 left,
  // 10 right and 5 straight; two shots per target in qualification, one in finals.
  'olympic-trap': {
    id: 'olympic-trap',
    label: 'ISSF Olympic Trap',
    targetsPerRound: 25,
    stations: 5,
    machines: 15,
    hasDirection: true,
    barrels: 2,
  },
  // pairs from the middle machines of the bunker; one shot per target of the pair
  'double-trap': { id: 'double-trap', label: 'Double Trap', targetsPerRound: 50, stations: 5, machines: 3, hasDirection: true, barrels: 1 },
  // one oscillating trap, 5 targets per peg, 3 points first barrel, 2 second: written 25/73
  'down-the-line': {
    id: 'down-the-line',
    label: 'Down-The-Line',
    targetsPerRound: 25,
    stations: 5,
    machines: null,
    hasDirection: true,
    barrels: 2,
    points: { first: 3, second: 2 },
  },
  // singles and handicap (16-27 yards): 25 targets, one shot; doubles: 25 pairs = 50 targets
  'american-trap': {
    id: 'american-trap',
    label: 'American Trap',
    targetsPerRound: 25,
    stations: 5,
    machines: null,
    hasDirection: true,
    barrels: 1,
  },
  // 8 stations, high and low house, one shot per target
  skeet: {
    id: 'skeet',
    label: 'Skeet',
    targetsPerRound: 25,
    stations: 8,
    machines: 2,
    machineLabels: ['High house', 'Low house'],
    hasDirection: false,
    barrels: 1,
  },
};

/** Round-level options that change the rules: Olympic Trap finals shoot once, American doubles are 50 targets. */
export interface RoundOptions {
  format?: (typeof ROUND_FORMATS)[number];
  event?: (typeof AMERICAN_EVENTS)[number];
}

export function targetsPerRound(discipline: Discipline, round: RoundOptions = {}): number {
  if (discipline === 'american-trap' && round.event === 'doubles') return 50;
  return DISCIPLINE_RULES[discipline].targetsPerRound;
}

export function barrelsPerTarget(discipline: Discipline, round: RoundOptions = {}): 1 | 2 {
  if (discipline === 'olympic-trap' && round.format === 'final') return 1;
  return DISCIPLINE_RULES[discipline].barrels;
}
