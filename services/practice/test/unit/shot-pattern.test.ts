import { describe, expect, it } from 'vitest';
import { card } from '../support/rounds.ts';
import { shotPattern } from '../../src/modules/shot-patterns/shot-pattern.ts';

describe('shot pattern', () => {
  it('when station 4 loses three targets, then its hits, misses and directions show it and the analysis names it', () => {
    const p = shotPattern('olympic-trap', [{ shots: card('FFFFF FFFFF FFFFF LLLFF FFFFF') }, { total: 20 }]);
    expect(p.totalHits).toBe(22);
    expect(p.totalMisses).toBe(3);
    expect(p.stationData).toHaveLength(5);
    expect(p.stationData[3]).toEqual({
      station: 4,
      targets: 5,
      hits: 2,
      misses: 3,
      byDirection: [
        { direction: 'left', targets: 2, hits: 1 },
        { direction: 'straight', targets: 1, hits: 0 },
        { direction: 'right', targets: 2, hits: 1 },
      ],
    });
    expect(p.analysis).toBe('22 hits and 3 misses; most misses on station 4 (3 of 5), mostly left targets (1).');
  });

  it('when no round was scored target by target, then the pattern is empty and says so', () => {
    expect(shotPattern('olympic-trap', [{ total: 20 }])).toMatchObject({
      stationData: [],
      totalHits: 0,
      analysis: 'No rounds were scored target by target, so there is no pattern to show.',
    });
  });
});
