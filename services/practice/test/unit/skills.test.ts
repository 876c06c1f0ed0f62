import { describe, expect, it } from 'vitest';
import { card } from '../support/rounds.ts';
import {
  countedSkillXp,
  memberLevel,
  memberLevelLabel,
  SKILLS,
  skillLevel,
  skillStates,
  skillXpOfRound,
  skillXpOfSession,
} from '../../src/modules/progression/skills.ts';

// card(): target i stands on station floor(i/5)+1 and flies left, right, straight, left, right (i%5).
const CLEAN = 'FFFFF FFFFF FFFFF FFFFF FFFFF';
// Station 1: lost (left), second barrel (right), then first-barrel kills; the last target (station 5, right) lost.
const RECOVERY = 'LSFFF FFFFF FFFFF FFFFF FFFFL';

const skill = (id: string) => SKILLS.find((s) => s.id === id)!;

describe('skill XP from a round scored target by target', () => {
  it('when every target of an Olympic Trap round breaks with the first barrel, then each skill earns its hand-computed XP', () => {
    expect(skillXpOfRound('olympic-trap', { shots: card(CLEAN) })).toEqual({
      'stance-and-mount': 25, // 1 per target
      'gun-hold-and-pickup': 50, // 25 first-barrel kills x 2
      straightaways: 10, // 5 straights x 2
      'hard-lefts-station-1': 6, // lefts from station 1: targets 1 and 4 x 3
      'hard-rights-station-5': 6, // rights from station 5: targets 22 and 25 x 3
      'quartering-angles': 24, // 4 lefts/rights on each of stations 2-4 x 2
      'long-runs': 32, // kills 10 to 25 of the run x 2
      'competition-routine': 10, // a full round
    });
  });

  it('when a lost target is followed by a second-barrel kill, then second-barrel recovery and the mental game earn, and the lost hard angles do not', () => {
    expect(skillXpOfRound('olympic-trap', { shots: card(RECOVERY) })).toEqual({
      'stance-and-mount': 25,
      'gun-hold-and-pickup': 44, // 22 first-barrel kills
      'second-barrel-recovery': 3, // one second-barrel kill
      straightaways: 10,
      'hard-lefts-station-1': 3, // target 1 lost, target 4 broken
      'hard-rights-station-5': 3, // target 22 broken, target 25 lost
      'quartering-angles': 24,
      'long-runs': 28, // a run of 23 (targets 2-24): its 10th to 23rd kills
      'mental-game': 5, // the kill straight after the lost first target
      'competition-routine': 10,
    });
  });

  it('when a round is a total only, then only stance and mount earns, one per target shot at', () => {
    expect(skillXpOfRound('olympic-trap', { total: 20 })).toEqual({ 'stance-and-mount': 25 });
  });

  it('when a round is cut short, then no competition-routine XP; a no-bird earns nothing', () => {
    const xp = skillXpOfRound('olympic-trap', { shots: card('FNFLF') });
    expect(xp['stance-and-mount']).toBe(4);
    expect(xp['gun-hold-and-pickup']).toBe(6);
    expect(xp['competition-routine']).toBeUndefined();
    expect(xp['mental-game']).toBe(5); // target 4 broke after target 3 was lost
  });

  it('when Double Trap targets break, then doubles earns 3 per kill; skeet earns no trap station angles', () => {
    expect(skillXpOfRound('double-trap', { shots: card('FSL') })['doubles']).toBe(6);
    const skeet = skillXpOfRound('skeet', { shots: card(CLEAN, { stations: 8 }) });
    expect(skeet['straightaways']).toBeUndefined();
    expect(skeet['hard-lefts-station-1']).toBeUndefined();
  });

  it('when a session has several rounds, then their XP adds up', () => {
    const xp = skillXpOfSession('olympic-trap', [{ shots: card(CLEAN) }, { shots: card(RECOVERY) }, { total: 22 }]);
    expect(xp['stance-and-mount']).toBe(75);
    expect(xp['gun-hold-and-pickup']).toBe(94);
    expect(xp['long-runs']).toBe(60);
  });
});

describe('levels and locks', () => {
  it('when XP reaches a threshold, then the skill levels up', () => {
    expect(skillLevel(skill('stance-and-mount'), 24)).toBe(0);
    expect(skillLevel(skill('stance-and-mount'), 25)).toBe(1);
    expect(skillLevel(skill('stance-and-mount'), 1_000_000)).toBe(5);
  });

  it('when a prerequisite is below level 1, then the skill is locked, shows it as missing, and its XP does not count yet', () => {
    const states = skillStates({ 'stance-and-mount': 25, 'gun-hold-and-pickup': 29, straightaways: 100 });
    const of = (id: string) => states.find((s) => s.skill.id === id)!;
    expect(of('gun-hold-and-pickup')).toMatchObject({ unlocked: true, level: 0, xp: 29 });
    expect(of('straightaways')).toMatchObject({ unlocked: false, level: 0, xp: 100, missing: ['gun-hold-and-pickup'] });
    expect(of('hard-lefts-station-1')).toMatchObject({ unlocked: false, missing: ['straightaways'] });
    expect(countedSkillXp(states)).toBe(54);
    // one more first-barrel kill: level 1 opens straightaways and its banked 100 XP count
    const after = skillStates({ 'stance-and-mount': 25, 'gun-hold-and-pickup': 31, straightaways: 100 });
    expect(after.find((s) => s.skill.id === 'straightaways')).toMatchObject({ unlocked: true, level: 1 });
    expect(countedSkillXp(after)).toBe(156);
  });

  it('when total XP grows, then the member level and its SPEC 9 label follow', () => {
    expect([0, 249, 250, 1500, 4000, 14000, 32000, 45000, 60000, 80000].map(memberLevel)).toEqual([1, 1, 2, 3, 4, 6, 8, 9, 10, 11]);
    expect([1, 2, 3, 4, 7, 8, 9, 10, 12].map(memberLevelLabel)).toEqual([
      'Beginner',
      'Intermediate',
      'Intermediate',
      'Advanced',
      'Advanced',
      'Expert',
      'Expert',
      'Professional',
      'Professional',
    ]);
  });

  it('every prerequisite names a skill of the tree, with no cycle', () => {
    const ids = new Set(SKILLS.map((s) => s.id));
    for (const s of SKILLS) for (const p of s.prerequisites) expect(ids.has(p), `${s.id} -> ${p}`).toBe(true);
    expect(skillStates({}).length).toBe(SKILLS.length);
  });
});
