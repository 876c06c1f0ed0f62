import { describe, expect, it } from 'vitest';
import { aggregateSession } from '@trap/contracts';
import { weatherAnalysis } from '../../src/modules/stats/weather-analysis.ts';
import { type SessionForStats } from '../../src/modules/stats/practice-stats.ts';

let n = 0;
const session = (total: number, weatherConditions: SessionForStats['weatherConditions']): SessionForStats => ({
  id: `w${++n}`,
  date: '2026-04-01T08:00:00.000Z',
  discipline: 'olympic-trap',
  location: null,
  agg: aggregateSession('olympic-trap', [{ total }]),
  weatherConditions,
});

describe('weather analysis', () => {
  // calm 5 km/h: 23, 21 (avg 22, 88%); windy 20 km/h: 17, 19 (avg 18, 72%); strong 30 km/h: 15 (one session only)
  const result = weatherAnalysis([
    session(23, { windSpeed: 5, temperature: 20, light: 'bright', rain: 'none' }),
    session(21, { windSpeed: 5, temperature: 20, light: 'bright', rain: 'none' }),
    session(17, { windSpeed: 20, temperature: 34, light: 'overcast', rain: 'light' }),
    session(19, { windSpeed: 20, temperature: 34, light: 'overcast', rain: 'none' }),
    session(15, { windSpeed: 30 }),
    session(25, null),
  ]);

  it('when sessions carry conditions, then each band counts its sessions, average per round and hit rate', () => {
    expect(result.basis).toEqual({ sessions: 6, withConditions: 5 });
    const wind = result.bands.filter((b) => b.factor === 'wind');
    expect(wind.map((b) => [b.band, b.sessions, b.averagePerRound, b.hitRate])).toEqual([
      ['calm (under 8 km/h)', 2, 22, 0.88],
      ['windy (15-25 km/h)', 2, 18, 0.72],
      ['strong (25 km/h and more)', 1, 15, 0.6],
    ]);
    expect(result.bands.find((b) => b.factor === 'rain' && b.band === 'none')).toMatchObject({
      sessions: 3,
      kills: 63,
      targets: 75,
      hitRate: 0.84,
    });
  });

  it('then the best and worst conditions come from bands with at least two sessions', () => {
    expect(result.best).toMatchObject({ factor: 'wind', band: 'calm (under 8 km/h)', hitRate: 0.88 });
    expect(result.worst).toMatchObject({ hitRate: 0.72 });
    expect(result.worst!.band).not.toBe('strong (25 km/h and more)');
  });

  it('when no conditions were logged, then there is no best or worst', () => {
    expect(weatherAnalysis([session(20, null)])).toEqual({ basis: { sessions: 1, withConditions: 0 }, bands: [], best: null, worst: null });
  });
});
