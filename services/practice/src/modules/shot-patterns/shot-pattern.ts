import { DIRECTIONS, countedShots, isDetailed, isKill, type Discipline, type RoundInput } from '@trap/contracts';

/** Hits and misses per station and direction: what the trap-layout visual of a session draws. */
export interface StationPattern {
  station: number;
  targets: number;
  hits: number;
  misses: number;
  byDirection: { direction: (typeof DIRECTIONS)[number]; targets: number; hits: number }[];
}

export interface ShotPattern {
  discipline: Discipline;
  stationData: StationPattern[];
  totalHits: number;
  totalMisses: number;
  /** one sentence naming the station and direction with the most misses, from the counts above */
  analysis: string;
}

/** The shot pattern of a session's rounds scored target by target (total-only rounds have none). */
export function shotPattern(discipline: Discipline, rounds: RoundInput[]): ShotPattern {
  const stations = new Map<number, StationPattern>();
  for (const round of rounds) {
    if (!isDetailed(round)) continue;
    for (const shot of countedShots(round.shots!)) {
      if (shot.station === undefined) continue;
      const s = stations.get(shot.station) ?? {
        station: shot.station,
        targets: 0,
        hits: 0,
        misses: 0,
        byDirection: DIRECTIONS.map((direction) => ({ direction, targets: 0, hits: 0 })),
      };
      const hit = isKill(shot.outcome);
      s.targets++;
      if (hit) s.hits++;
      else s.misses++;
      const d = shot.direction ? s.byDirection.find((x) => x.direction === shot.direction) : undefined;
      if (d) {
        d.targets++;
        if (hit) d.hits++;
      }
      stations.set(shot.station, s);
    }
  }
  const stationData = [...stations.values()]
    .sort((a, b) => a.station - b.station)
    .map((s) => ({ ...s, byDirection: s.byDirection.filter((d) => d.targets > 0) }));
  const totalHits = stationData.reduce((a, s) => a + s.hits, 0);
  const totalMisses = stationData.reduce((a, s) => a + s.misses, 0);
  let analysis = 'No rounds were scored target by target, so there is no pattern to show.';
  if (stationData.length) {
    const worst = [...stationData].sort((a, b) => b.misses - a.misses || a.station - b.station)[0]!;
    const worstDir = [...worst.byDirection].sort((a, b) => b.targets - b.hits - (a.targets - a.hits))[0];
    analysis = !totalMisses
      ? `No misses: ${totalHits}/${totalHits}.`
      : `${totalHits} hits and ${totalMisses} misses; most misses on station ${worst.station} (${worst.misses} of ${worst.targets})` +
        (worstDir && worstDir.targets > worstDir.hits
          ? `, mostly ${worstDir.direction} targets (${worstDir.targets - worstDir.hits}).`
          : '.');
  }
  return { discipline, stationData, totalHits, totalMisses, analysis };
}
