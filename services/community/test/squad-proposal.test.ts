import { describe, expect, it } from 'vitest';
import type { Discipline, ShootCategory } from '@trap/contracts';
import { balancedSizes, proposeSquads, type Entrant } from '../src/modules/event-entries/squad-proposal.ts';

/** The squad proposal as a pure function: who shoots together, how many per squad, and when. */
const START = new Date('2026-12-20T03:30:00.000Z');
let n = 0;
const entrant = (discipline: Discipline, category: ShootCategory = 'open', minute = n): Entrant => {
  n += 1;
  return {
    entryId: n.toString(16).padStart(24, '0'),
    userId: null,
    name: `Shooter ${String(n).padStart(2, '0')}`,
    discipline,
    category,
    checkedInAt: new Date(START.getTime() - 3600_000 + minute * 60_000).toISOString(),
  };
};
const many = (count: number, discipline: Discipline, category: ShootCategory = 'open') =>
  Array.from({ length: count }, () => entrant(discipline, category));

describe('squad sizes', () => {
  it('when thirteen shooters are squadded, then they make 5, 4 and 4 (never 6, 6 and 1)', () => {
    expect(balancedSizes(13)).toEqual([5, 4, 4]);
  });

  it('when the count fits squads of six or less, then no squad exceeds six and sizes differ by at most one', () => {
    expect(balancedSizes(0)).toEqual([]);
    expect(balancedSizes(1)).toEqual([1]);
    expect(balancedSizes(6)).toEqual([6]);
    expect(balancedSizes(7)).toEqual([4, 3]);
    expect(balancedSizes(12)).toEqual([6, 6]);
    for (let count = 1; count <= 60; count++) {
      const sizes = balancedSizes(count);
      expect(sizes.reduce((a, b) => a + b, 0)).toBe(count);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(6);
      expect(Math.max(...sizes) - Math.min(...sizes)).toBeLessThanOrEqual(1);
      expect(sizes.length).toBe(Math.ceil(count / 6));
    }
  });
});

describe('the proposal', () => {
  it('when entrants of two disciplines are checked in, then each squad holds one discipline, in the platform’s order of disciplines', () => {
    const entrants = [...many(3, 'down-the-line'), ...many(13, 'olympic-trap')];
    const squads = proposeSquads(entrants, { startsAt: START, intervalMinutes: 30 });
    expect(squads.map((s) => [s.discipline, s.shooters.length])).toEqual([
      ['olympic-trap', 5],
      ['olympic-trap', 4],
      ['olympic-trap', 4],
      ['down-the-line', 3],
    ]);
    expect(squads.flatMap((s) => s.shooters).length).toBe(16);
    for (const s of squads) expect(new Set(s.shooters.map((p) => p.discipline))).toEqual(new Set([s.discipline]));
  });

  it('when categories differ within a discipline, then each category shoots together (Open, Women, Junior, Veteran)', () => {
    const entrants = [...many(2, 'olympic-trap', 'veteran'), ...many(4, 'olympic-trap', 'open'), ...many(3, 'olympic-trap', 'women')];
    const squads = proposeSquads(entrants, { startsAt: START, intervalMinutes: 30 });
    expect(squads.map((s) => s.shooters.map((p) => p.category))).toEqual([
      ['open', 'open', 'open', 'open'],
      ['women', 'women', 'women'],
      ['veteran', 'veteran'],
    ]);
  });

  it('when squads are proposed, then they are named in start order and start one interval apart from the first start', () => {
    const squads = proposeSquads(many(20, 'skeet'), { startsAt: START, intervalMinutes: 25 });
    expect(squads.map((s) => s.name)).toEqual(['Squad 1', 'Squad 2', 'Squad 3', 'Squad 4']);
    expect(squads.map((s) => s.startsAt)).toEqual([
      '2026-12-20T03:30:00.000Z',
      '2026-12-20T03:55:00.000Z',
      '2026-12-20T04:20:00.000Z',
      '2026-12-20T04:45:00.000Z',
    ]);
  });

  it('when entrants checked in at different times, then the earliest arrivals shoot first, and the same input gives the same proposal', () => {
    const late = entrant('olympic-trap', 'open', 500);
    const early = entrant('olympic-trap', 'open', 1);
    const squads = proposeSquads([late, ...many(6, 'olympic-trap'), early], { startsAt: START, intervalMinutes: 30 });
    expect(squads[0]!.shooters[0]!.entryId).toBe(early.entryId);
    expect(squads.at(-1)!.shooters.at(-1)!.entryId).toBe(late.entryId);
    expect(proposeSquads([late, early], { startsAt: START, intervalMinutes: 30 })).toEqual(
      proposeSquads([early, late], { startsAt: START, intervalMinutes: 30 }),
    );
  });

  it('when no one is checked in, then there are no squads', () => {
    expect(proposeSquads([], { startsAt: START, intervalMinutes: 30 })).toEqual([]);
  });
});
