import {
  practiceMemberLevelChanged,
  SKILL_CATEGORIES,
  type Bucket,
  type PractiseNext,
  type Progression,
  type SkillRoadmap,
  type SkillView,
} from '@trap/contracts';
import { notFound, recordEvent, type OutboxEntry } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { sumBuckets } from '../stats/practice-stats.ts';
import type { PracticeSessionDoc } from '../sessions/session.model.ts';
import type { ProgressDoc, SessionEarning } from './progress.model.ts';
import type { ProgressRepository } from './progress.repository.ts';
import {
  countedSkillXp,
  memberLevel,
  memberLevelLabel,
  memberLevelThreshold,
  SKILLS,
  skillStates,
  skillXpOfSession,
  addSkillXp,
  type SkillState,
  type SkillXp,
} from './skills.ts';

type Earnings = Record<string, SessionEarning>;

interface Totals {
  states: SkillState[];
  lastPracticed: Map<string, string>;
  skillXp: number;
  challengeXp: number;
  totalXp: number;
  level: number;
  sessions: number;
}

const earningOf = (s: PracticeSessionDoc): SessionEarning => ({
  date: s.date.toISOString(),
  xp: skillXpOfSession(s.discipline, s.scores),
});

function totalsOf(doc: ProgressDoc): Totals {
  const { sessions, challenges } = doc;
  let xp: SkillXp = {};
  const lastPracticed = new Map<string, string>();
  for (const e of Object.values(sessions)) {
    xp = addSkillXp(xp, e.xp);
    for (const id of Object.keys(e.xp)) if ((lastPracticed.get(id) ?? '') < e.date) lastPracticed.set(id, e.date);
  }
  const states = skillStates(xp);
  const skillXp = countedSkillXp(states);
  const challengeXp = Object.values(challenges).reduce((a, n) => a + n, 0);
  const totalXp = skillXp + challengeXp;
  return { states, lastPracticed, skillXp, challengeXp, totalXp, level: memberLevel(totalXp), sessions: Object.keys(sessions).length };
}

const fresh = (userId: string, sessions: Earnings, challenges: Record<string, number>): ProgressDoc => ({
  _id: userId,
  sessions,
  challenges,
  level: 1,
  revision: 0,
  updatedAt: new Date(),
});

/**
 * Skills XP and the member's level, derived from their sessions target by target (skills.ts in
 * contracts) and the XP rewards of completed challenges. Each event sets what one session or one
 * challenge contributes (from the session as stored now), so a replayed or reordered event leaves
 * the same result; a level change is written with its practice.member.level_changed event.
 */
export class ProgressionService {
  private readonly progress: ProgressRepository;
  private readonly sessions: SessionRepository;
  /** the challenges the member completed, with their XP rewards (the challenges module, through service.ts) */
  private readonly completedChallenges: (userId: string) => Promise<Record<string, number>>;
  constructor(
    progress: ProgressRepository,
    sessions: SessionRepository,
    completedChallenges: (userId: string) => Promise<Record<string, number>> = async () => ({}),
  ) {
    this.progress = progress;
    this.sessions = sessions;
    this.completedChallenges = completedChallenges;
  }

  /** Every live session of the member, for a member seen for the first time (or the demo seed). */
  private async earningsFromSessions(userId: string): Promise<Earnings> {
    const { items } = await this.sessions.list({ userId }, 100_000, 0);
    return Object.fromEntries(items.map((s) => [String(s._id), earningOf(s)]));
  }

  /** Writes the member's next document; records the level event when the level moved. */
  private async change(userId: string, edit: (doc: ProgressDoc) => ProgressDoc): Promise<ProgressDoc> {
    // a member without a document starts from all of their sessions (those logged before this feature, or seeded)
    // and the challenges they completed: a lost document comes back whole, challenge XP included
    const existing = await this.progress.find(userId);
    const seed = existing ? null : await Promise.all([this.earningsFromSessions(userId), this.completedChallenges(userId)]);
    return this.progress.write(userId, (current) => {
      const next = edit(current ?? fresh(userId, seed?.[0] ?? {}, seed?.[1] ?? {}));
      const { totalXp, level } = totalsOf(next);
      const events: OutboxEntry[] = [];
      const published = current?.level ?? 1;
      if (level !== published) {
        next.level = level;
        next.revision = (current?.revision ?? 0) + 1;
        events.push(
          recordEvent(practiceMemberLevelChanged, { userId, level, levelLabel: memberLevelLabel(level), totalXp, revision: next.revision }),
        );
      } else {
        next.level = published;
        next.revision = current?.revision ?? 0;
      }
      next.updatedAt = new Date();
      return { next, events };
    });
  }

  /** practice.session.logged / updated / deleted: the session's earning as it is stored now (none once deleted). */
  async sessionChanged(userId: string, sessionId: string): Promise<void> {
    const session = await this.sessions.findLive(sessionId);
    const earning = session && session.userId === userId ? earningOf(session) : null;
    // nothing to take away from a member without a document (e.g. one whose data was just removed)
    if (!earning && !(await this.progress.find(userId))) return;
    await this.change(userId, (doc) => {
      const map = { ...doc.sessions };
      if (earning) map[sessionId] = earning;
      else delete map[sessionId];
      return { ...doc, sessions: map };
    });
  }

  /** practice.challenge.completed: the reward counts once per challenge. */
  async challengeCompleted(userId: string, challengeId: string, xpReward: number): Promise<void> {
    await this.change(userId, (doc) => {
      return { ...doc, challenges: { ...doc.challenges, [challengeId]: xpReward } };
    });
  }

  /** Demo seed (sessions inserted without events): counts them all. */
  async rebuild(userId: string): Promise<void> {
    const sessions = await this.earningsFromSessions(userId);
    await this.change(userId, (doc) => ({ ...doc, sessions }));
  }

  private async totals(userId: string): Promise<Totals> {
    const doc = (await this.progress.find(userId)) ?? (await this.change(userId, (d) => d));
    return totalsOf(doc);
  }

  async progression(userId: string): Promise<Progression> {
    return progressionOf(await this.totals(userId));
  }

  async roadmap(userId: string): Promise<SkillRoadmap> {
    const totals = await this.totals(userId);
    const skills = totals.states.map((s) => viewOf(s, totals));
    const rows = await this.sessions.forStats({ userId });
    return {
      progression: progressionOf(totals),
      categories: [...SKILL_CATEGORIES],
      skills,
      practiseNext: practiseNext(
        totals.states,
        rows.map((r) => r.agg.detailed.byStation),
        rows.map((r) => r.agg.detailed.byDirection),
      ),
    };
  }

  async skill(userId: string, id: string): Promise<SkillView> {
    if (!SKILLS.some((s) => s.id === id)) throw notFound('Skill');
    const totals = await this.totals(userId);
    return viewOf(
      totals.states.find((s) => s.skill.id === id)!,
      totals,
    );
  }
}

function progressionOf(t: Totals): Progression {
  const levelStartXp = memberLevelThreshold(t.level);
  const nextLevelXp = memberLevelThreshold(t.level + 1);
  return {
    totalXp: t.totalXp,
    skillXp: t.skillXp,
    challengeXp: t.challengeXp,
    level: t.level,
    levelLabel: memberLevelLabel(t.level),
    levelStartXp,
    nextLevelXp,
    progressToNext: Math.round(((t.totalXp - levelStartXp) / (nextLevelXp - levelStartXp)) * 1000) / 1000,
    sessions: t.sessions,
  };
}

const nameOf = (id: string) => SKILLS.find((s) => s.id === id)?.name ?? id;

function viewOf(s: SkillState, t: Totals): SkillView {
  const { skill } = s;
  return {
    id: skill.id,
    name: skill.name,
    description: skill.description,
    category: skill.category,
    difficulty: skill.difficulty,
    iconUrl: skill.iconUrl,
    howToEarn: skill.howToEarn,
    prerequisites: skill.prerequisites.map((p) => ({ id: p, name: nameOf(p), met: !s.missing.includes(p) })),
    levels: skill.levels,
    maxLevel: skill.levels.length,
    unlocked: s.unlocked,
    level: s.level,
    xp: s.xp,
    nextLevelXp: s.unlocked ? (skill.levels[s.level] ?? null) : (skill.levels[0] ?? null),
    lastPracticed: t.lastPracticed.get(skill.id) ?? null,
  };
}

/** The weakest bucket with at least `min` targets (lowest kill rate), or null. */
function weakest(buckets: Bucket[], min = 10): Bucket | null {
  const rated = buckets.filter((b) => b.targets >= min);
  rated.sort((a, b) => a.kills / a.targets - b.kills / b.targets || a.key.localeCompare(b.key));
  return rated[0] ?? null;
}

const pct = (b: Bucket) => `${Math.round((b.kills / b.targets) * 100)} %`;

/** The skill that trains a station and direction (trap layouts: station 1 the hard left, station 5 the hard right). */
function skillFor(station: number | null, direction: string | null): string {
  if (direction === 'straight') return 'straightaways';
  if (station === 1 && direction !== 'right') return 'hard-lefts-station-1';
  if (station === 5 && direction !== 'left') return 'hard-rights-station-5';
  if (direction === 'left' && station === null) return 'hard-lefts-station-1';
  if (direction === 'right' && station === null) return 'hard-rights-station-5';
  return 'quartering-angles';
}

/**
 * What to practise next and why: the skill that trains the member's weakest station and direction
 * (from their statistics); when it is still locked, the prerequisite that opens it; with no targets
 * scored yet, the first skill that is not at level 1.
 */
function practiseNext(states: SkillState[], byStation: Bucket[][], byDirection: Bucket[][]): PractiseNext | null {
  const state = (id: string) => states.find((s) => s.skill.id === id)!;
  const station = weakest(sumBuckets(byStation));
  const direction = weakest(sumBuckets(byDirection));
  /** the skill to work on to open `id`: itself when unlocked, otherwise its first missing prerequisite, recursively */
  const opener = (id: string): SkillState => {
    const s = state(id);
    return s.unlocked ? s : opener(s.missing[0]!);
  };
  if (station || direction) {
    const target = skillFor(station ? Number(station.key) : null, direction?.key ?? null);
    const why = [
      station ? `station ${station.key} is your weakest (${pct(station)} of ${station.targets} targets)` : null,
      direction ? `${direction.key} targets your weakest direction (${pct(direction)} of ${direction.targets})` : null,
    ]
      .filter(Boolean)
      .join(' and ');
    const s = opener(target);
    const Why = why.charAt(0).toUpperCase() + why.slice(1);
    if (s.skill.id === target && s.level < s.skill.levels.length)
      return { skillId: s.skill.id, name: s.skill.name, reason: `${Why}. ${s.skill.howToEarn}` };
    if (s.skill.id !== target)
      return {
        skillId: s.skill.id,
        name: s.skill.name,
        reason: `${Why}: ${nameOf(target)} trains that, and it unlocks when ${s.skill.name} reaches level 1. ${s.skill.howToEarn}`,
      };
  }
  const next = states.find((s) => s.unlocked && s.level === 0) ?? states.filter((s) => s.unlocked).sort((a, b) => a.level - b.level)[0];
  if (!next) return null;
  const unlocks = states.filter((s) => !s.unlocked && s.missing.includes(next.skill.id)).map((s) => s.skill.name);
  return {
    skillId: next.skill.id,
    name: next.skill.name,
    reason:
      (next.level === 0
        ? `${next.skill.name} is open and not at level 1 yet`
        : `${next.skill.name} is your lowest skill (level ${next.level})`) +
      (unlocks.length && next.level === 0 ? `; level 1 unlocks ${unlocks.join(', ')}. ` : '. ') +
      next.skill.howToEarn,
  };
}
