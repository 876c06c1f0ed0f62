import {
  countedShots,
  isDetailed,
  isKill,
  scoreRound,
  type Discipline,
  type RoundInput,
  type ShotInput,
  type SkillCategory,
  type SkillDifficulty,
} from '@trap/contracts';

/**
 * The skill tree (SPEC 3.2 skills) and the rules that turn what a member logged, target by target,
 * into XP per skill. Pure: the progression service applies `skillXpOfSession` to each session and sums.
 */
export interface SkillDefinition {
  id: string;
  name: string;
  description: string;
  category: SkillCategory;
  difficulty: SkillDifficulty;
  iconUrl: string | null;
  /** skills that must reach level 1 before this one unlocks */
  prerequisites: string[];
  /** XP needed for levels 1..5 (level 0 below the first) */
  levels: number[];
  /** how XP is earned, in words (shown on the card) */
  howToEarn: string;
}

const icon = (name: string) => `/icons/skills/${name}.svg`;

export const SKILLS: readonly SkillDefinition[] = [
  {
    id: 'stance-and-mount',
    name: 'Stance and mount',
    description: 'Feet, weight forward, the same mount to the cheek and shoulder every time.',
    category: 'Fundamentals',
    difficulty: 'beginner',
    iconUrl: icon('stance'),
    prerequisites: [],
    levels: [25, 300, 1200, 3000, 8000],
    howToEarn: '1 XP for every target you shoot at (total-only rounds count too).',
  },
  {
    id: 'gun-hold-and-pickup',
    name: 'Gun hold and visual pick-up',
    description: 'Hold point over the house and eyes soft in front of it, so the target is seen the moment it leaves.',
    category: 'Fundamentals',
    difficulty: 'beginner',
    iconUrl: icon('pickup'),
    prerequisites: ['stance-and-mount'],
    levels: [30, 400, 1500, 4000, 10000],
    howToEarn: '2 XP for every target broken with the first barrel.',
  },
  {
    id: 'straightaways',
    name: 'Straightaways',
    description: 'The straight target from every station: no lazy swing, stay in the gun through the break.',
    category: 'Station angles',
    difficulty: 'beginner',
    iconUrl: icon('straight'),
    prerequisites: ['gun-hold-and-pickup'],
    levels: [10, 150, 600, 1500, 3500],
    howToEarn: '2 XP for every straight target broken.',
  },
  {
    id: 'hard-lefts-station-1',
    name: 'Hard lefts from station 1',
    description: 'The widest angle on the line: move the gun first, stay ahead and finish the swing.',
    category: 'Station angles',
    difficulty: 'intermediate',
    iconUrl: icon('hard-left'),
    prerequisites: ['straightaways'],
    levels: [9, 90, 300, 800, 2000],
    howToEarn: '3 XP for every left target broken from station 1.',
  },
  {
    id: 'hard-rights-station-5',
    name: 'Hard rights from station 5',
    description: 'The right-hander’s hard one: a committed swing through the target without lifting the head.',
    category: 'Station angles',
    difficulty: 'intermediate',
    iconUrl: icon('hard-right'),
    prerequisites: ['straightaways'],
    levels: [9, 90, 300, 800, 2000],
    howToEarn: '3 XP for every right target broken from station 5.',
  },
  {
    id: 'quartering-angles',
    name: 'Quartering angles, stations 2 to 4',
    description: 'Lefts and rights from the middle stations, where the angle changes with the station.',
    category: 'Station angles',
    difficulty: 'intermediate',
    iconUrl: icon('angles'),
    prerequisites: ['straightaways'],
    levels: [12, 250, 1000, 3000, 7000],
    howToEarn: '2 XP for every left or right target broken from stations 2, 3 and 4.',
  },
  {
    id: 'second-barrel-recovery',
    name: 'Second-barrel recovery',
    description: 'Miss with the first, stay down and finish with the second before the target drops.',
    category: 'Barrel work',
    difficulty: 'intermediate',
    iconUrl: icon('second-barrel'),
    prerequisites: ['gun-hold-and-pickup'],
    levels: [9, 150, 600, 1500, 3500],
    howToEarn: '3 XP for every target broken with the second barrel.',
  },
  {
    id: 'doubles',
    name: 'Doubles',
    description: 'Two targets at once: break the first cleanly and move on to the second without hurrying.',
    category: 'Barrel work',
    difficulty: 'advanced',
    iconUrl: icon('doubles'),
    prerequisites: ['second-barrel-recovery'],
    levels: [15, 150, 600, 1500, 3500],
    howToEarn: '3 XP for every target broken in Double Trap or American doubles rounds.',
  },
  {
    id: 'long-runs',
    name: 'Long runs',
    description: 'Concentration that holds target after target: the 10th in a row is shot like the first.',
    category: 'Consistency',
    difficulty: 'intermediate',
    iconUrl: icon('runs'),
    prerequisites: ['gun-hold-and-pickup'],
    levels: [4, 60, 250, 800, 2000],
    howToEarn: '2 XP for every kill that is the 10th or later of an unbroken run within a round.',
  },
  {
    id: 'competition-routine',
    name: 'Competition routine',
    description: 'Full rounds shot through at regulation count, with the same routine before every call.',
    category: 'Competition',
    difficulty: 'advanced',
    iconUrl: icon('routine'),
    prerequisites: ['stance-and-mount', 'long-runs'],
    levels: [10, 200, 800, 2000, 5000],
    howToEarn: '10 XP for every full round scored target by target.',
  },
  {
    id: 'mental-game',
    name: 'Mental game',
    description: 'Let the lost target go: the next call is a new target, and it breaks.',
    category: 'Competition',
    difficulty: 'expert',
    iconUrl: icon('mental'),
    prerequisites: ['competition-routine', 'second-barrel-recovery'],
    levels: [10, 250, 1200, 4000, 10000],
    howToEarn: '5 XP for every target broken straight after a lost one in the same round.',
  },
];

export type SkillXp = Record<string, number>;

const isTrap = (d: Discipline) => d !== 'skeet';
const isDoubles = (d: Discipline, round: RoundInput) => d === 'double-trap' || (d === 'american-trap' && round.event === 'doubles');

const add = (xp: SkillXp, id: string, n: number) => {
  if (n > 0) xp[id] = (xp[id] ?? 0) + n;
};

/** XP per skill earned by one round (only skills with XP appear). */
export function skillXpOfRound(discipline: Discipline, round: RoundInput): SkillXp {
  const xp: SkillXp = {};
  const score = scoreRound(discipline, round);
  add(xp, 'stance-and-mount', score.targets);
  if (!isDetailed(round)) return xp;
  const shots: ShotInput[] = countedShots(round.shots!);
  let run = 0;
  let afterLoss = false;
  for (const s of shots) {
    const kill = isKill(s.outcome);
    if (s.outcome === 'first') add(xp, 'gun-hold-and-pickup', 2);
    if (s.outcome === 'second') add(xp, 'second-barrel-recovery', 3);
    if (kill && isDoubles(discipline, round)) add(xp, 'doubles', 3);
    if (kill && isTrap(discipline)) {
      if (s.direction === 'straight') add(xp, 'straightaways', 2);
      if (s.direction === 'left' && s.station === 1) add(xp, 'hard-lefts-station-1', 3);
      if (s.direction === 'right' && s.station === 5) add(xp, 'hard-rights-station-5', 3);
      if ((s.direction === 'left' || s.direction === 'right') && s.station !== undefined && s.station >= 2 && s.station <= 4)
        add(xp, 'quartering-angles', 2);
    }
    run = kill ? run + 1 : 0;
    if (run >= 10) add(xp, 'long-runs', 2);
    if (kill && afterLoss) add(xp, 'mental-game', 5);
    afterLoss = s.outcome === 'lost';
  }
  if (shots.length >= fullRound(discipline, round)) add(xp, 'competition-routine', 10);
  return xp;
}

function fullRound(discipline: Discipline, round: RoundInput): number {
  // the regulation count of the round (scoreRound of a total-only round gives it)
  return scoreRound(discipline, { ...round, shots: undefined, total: 0 }).targets;
}

export function addSkillXp(a: SkillXp, b: SkillXp): SkillXp {
  const out: SkillXp = { ...a };
  for (const [k, v] of Object.entries(b)) add(out, k, v);
  return out;
}

/** XP per skill earned by a session's rounds. */
export function skillXpOfSession(discipline: Discipline, rounds: RoundInput[]): SkillXp {
  return rounds.reduce<SkillXp>((acc, r) => addSkillXp(acc, skillXpOfRound(discipline, r)), {});
}

/** Skill level 0..5 from its XP. */
export function skillLevel(skill: SkillDefinition, xp: number): number {
  return skill.levels.filter((t) => xp >= t).length;
}

/** XP a member needs for each level (index 0 = level 1); past the table each level costs 20,000 more. */
const MEMBER_LEVEL_XP = [0, 250, 1500, 4000, 8000, 14000, 22000, 32000, 45000, 60000] as const;

export function memberLevelThreshold(level: number): number {
  if (level <= 1) return 0;
  if (level <= MEMBER_LEVEL_XP.length) return MEMBER_LEVEL_XP[level - 1]!;
  return MEMBER_LEVEL_XP[MEMBER_LEVEL_XP.length - 1]! + (level - MEMBER_LEVEL_XP.length) * 20000;
}

export function memberLevel(totalXp: number): number {
  let level = 1;
  while (totalXp >= memberLevelThreshold(level + 1)) level++;
  return level;
}

/** SPEC 9: member level label from a number (1 Beginner, 2–3 Intermediate, 4–7 Advanced, 8–9 Expert, above 9 Professional). */
export function memberLevelLabel(level: number): string {
  if (level <= 1) return 'Beginner';
  if (level <= 3) return 'Intermediate';
  if (level <= 7) return 'Advanced';
  if (level <= 9) return 'Expert';
  return 'Professional';
}

export interface SkillState {
  skill: SkillDefinition;
  xp: number;
  level: number;
  unlocked: boolean;
  /** prerequisites not yet at level 1 */
  missing: string[];
}

/** Each skill's XP, level and lock from the XP earned; a skill unlocks when every prerequisite reaches level 1. */
export function skillStates(xp: SkillXp): SkillState[] {
  const byId = new Map(SKILLS.map((s) => [s.id, s]));
  const levelOf = (id: string) => skillLevel(byId.get(id)!, xp[id] ?? 0);
  const unlockedMemo = new Map<string, boolean>();
  const unlocked = (id: string): boolean => {
    if (!unlockedMemo.has(id))
      unlockedMemo.set(
        id,
        byId.get(id)!.prerequisites.every((p) => unlocked(p) && levelOf(p) >= 1),
      );
    return unlockedMemo.get(id)!;
  };
  return SKILLS.map((skill) => {
    const open = unlocked(skill.id);
    const own = xp[skill.id] ?? 0;
    return {
      skill,
      xp: own,
      level: open ? levelOf(skill.id) : 0,
      unlocked: open,
      missing: skill.prerequisites.filter((p) => !(unlocked(p) && levelOf(p) >= 1)),
    };
  });
}

/** Skills XP that counts toward the member's total: the XP of unlocked skills. */
export const countedSkillXp = (states: SkillState[]) => states.filter((s) => s.unlocked).reduce((a, s) => a + s.xp, 0);
