import type { Direction, Outcome, ShotInput } from '@trap/contracts';

const CODES: Record<string, Outcome> = { F: 'first', S: 'second', L: 'lost', N: 'no-bird', R: 'refused' };
/** The ISSF pattern per five targets of a station: 2 left, 2 right, 1 straight (10/10/5 a round). */
const DIRS: Direction[] = ['left', 'right', 'straight', 'left', 'right'];

/**
 * A round written like a scorecard: F first barrel, S second, L lost, R refused, N no-bird (replayed,
 * so it takes no position); spaces are ignored. Counted target i stands on station floor(i/5)+1
 * (1..stations), comes from machine ((station-1)*3 + i%3 + 1) and flies DIRS[i%5].
 */
export function card(
  pattern: string,
  opts: { stations?: number; machines?: boolean; directions?: boolean; perStation?: number } = {},
): ShotInput[] {
  const stations = opts.stations ?? 5;
  const perStation = opts.perStation ?? 5;
  let i = 0;
  const shots: ShotInput[] = [];
  for (const ch of pattern.replace(/\s+/g, '')) {
    const outcome = CODES[ch];
    if (!outcome) throw new Error(`bad code ${ch}`);
    const station = (Math.floor(i / perStation) % stations) + 1;
    shots.push({
      station,
      ...(opts.machines === false ? {} : { machine: (station - 1) * 3 + (i % 3) + 1 }),
      ...(opts.directions === false ? {} : { direction: DIRS[i % 5] }),
      outcome,
    });
    if (outcome !== 'no-bird') i++;
  }
  return shots;
}
