import { DISCIPLINES, SHOOT_CATEGORIES, SHOOT_SQUAD_MAX_SHOOTERS, type Discipline, type ProposedShooter, type ProposedSquad } from '@trap/contracts';

/** One checked-in entrant as the proposal takes them. */
export type Entrant = ProposedShooter;

export interface ProposalTiming {
  /** the first squad's start */
  startsAt: Date;
  intervalMinutes: number;
}

/**
 * Sizes of `n` shooters in squads of at most `max`, as even as can be, larger squads first:
 * 13 → 5, 4, 4 (never 6, 6, 1); 12 → 6, 6; 7 → 4, 3.
 */
export function balancedSizes(n: number, max = SHOOT_SQUAD_MAX_SHOOTERS): number[] {
  if (n <= 0) return [];
  const squads = Math.ceil(n / max);
  const base = Math.floor(n / squads);
  const bigger = n % squads;
  return Array.from({ length: squads }, (_, i) => base + (i < bigger ? 1 : 0));
}

const order = <T extends string>(list: readonly T[], v: T) => {
  const i = list.indexOf(v);
  return i < 0 ? list.length : i;
};

/**
 * The proposal: checked-in entrants grouped by discipline (the platform's order of disciplines),
 * then by category (Open, Women, Junior, Veteran), each group cut into balanced squads of at most
 * six; within a group the earliest checked in shoot first (then by name). Squads are named Squad 1,
 * Squad 2… in start order, and each starts `intervalMinutes` after the one before. Pure: the same
 * entrants and timing give the same proposal.
 */
export function proposeSquads(entrants: readonly Entrant[], timing: ProposalTiming): ProposedSquad[] {
  const groups = new Map<string, Entrant[]>();
  const sorted = [...entrants].sort(
    (a, b) =>
      order(DISCIPLINES, a.discipline) - order(DISCIPLINES, b.discipline) ||
      order(SHOOT_CATEGORIES, a.category) - order(SHOOT_CATEGORIES, b.category) ||
      a.checkedInAt.localeCompare(b.checkedInAt) ||
      a.name.localeCompare(b.name) ||
      a.entryId.localeCompare(b.entryId),
  );
  for (const e of sorted) {
    const key = `${e.discipline}/${e.category}`;
    const group = groups.get(key);
    if (group) group.push(e);
    else groups.set(key, [e]);
  }
  const squads: { discipline: Discipline; shooters: Entrant[] }[] = [];
  for (const group of groups.values()) {
    let from = 0;
    for (const size of balancedSizes(group.length)) {
      squads.push({ discipline: group[0]!.discipline, shooters: group.slice(from, from + size) });
      from += size;
    }
  }
  const step = timing.intervalMinutes * 60_000;
  return squads.map((s, i) => ({
    name: `Squad ${i + 1}`,
    discipline: s.discipline,
    startsAt: new Date(timing.startsAt.getTime() + i * step).toISOString(),
    shooters: s.shooters,
  }));
}
