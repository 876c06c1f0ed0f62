import { DISCIPLINE_RULES, type Discipline, type SessionAggregate } from '@trap/contracts';

/**
 * Cartridges fired in a logged session, from its statistics row (never its shots); what equipment
 * usage and the cartridge ledger both count.
 * - recorded target by target: a first-barrel kill fired 1 cartridge, a second-barrel kill 2, a lost
 *   target every barrel the discipline allows per target (2 in Olympic Trap and Down-The-Line, 1 in
 *   Double Trap, American Trap and Skeet); a no-bird (replayed) and a refused target fired 0;
 * - a round entered as a total only: each kill 1 (as if first barrel), each other target as lost.
 * The row does not say which Olympic Trap rounds were finals (one shot per target), so a lost target
 * in a final counts 2: the count errs towards more use, never less.
 */
export function cartridgesFired(discipline: Discipline, agg: SessionAggregate): number {
  const barrels = DISCIPLINE_RULES[discipline]?.barrels ?? 2;
  const d = agg.detailed ?? { targets: 0, kills: 0, first: 0, second: 0, lost: 0 };
  const detailed = (d.first ?? 0) + 2 * (d.second ?? 0) + barrels * (d.lost ?? 0);
  const totalOnlyTargets = Math.max(0, (agg.targets ?? 0) - (d.targets ?? 0));
  const totalOnlyKills = Math.min(totalOnlyTargets, Math.max(0, (agg.kills ?? 0) - (d.kills ?? 0)));
  return detailed + totalOnlyKills + barrels * (totalOnlyTargets - totalOnlyKills);
}
