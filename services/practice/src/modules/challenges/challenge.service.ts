import {
  challengeCompleted,
  type Challenge,
  type ChallengeBoard,
  type ChallengeInput,
  type ChallengePatch,
  type ChallengeWithProgress,
} from '@trap/contracts';
import { notFound, recordEvent, recordStaffAction, type OutboxEntry } from '@trap/kit';
import { randomUUID } from 'node:crypto';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { ChallengeDoc, ProgressEntry } from './challenge.model.ts';
import type { ChallengeRepository } from './challenge.repository.ts';
import { currentCount } from './challenge-rules.ts';
import { seededChallenges } from './challenge.seed.ts';
import { memberRows, type SessionRow } from '../sessions/member-rows.ts';

type ProgressMap = Record<string, ProgressEntry>;

/** Who changes a challenge: an admin's id and role, for the audit log. */
export interface ChallengeEditor {
  userId: string;
  role: string;
}

/** The fields of a challenge the audit log keeps (no ids or dates). */
const auditFields = (d: ChallengeDoc, keys: readonly string[]): Record<string, unknown> =>
  Object.fromEntries(keys.map((k) => [k, d[k as keyof ChallengeDoc] ?? null]));
const CHALLENGE_FIELDS = [
  'name',
  'description',
  'type',
  'requiredCount',
  'skillId',
  'xpReward',
  'iconUrl',
  'periodDays',
  'station',
  'startsOn',
  'endsOn',
  'isActive',
] as const;

const viewOf = (d: ChallengeDoc): Challenge => ({
  id: d._id,
  name: d.name,
  description: d.description,
  type: d.type,
  requiredCount: d.requiredCount,
  skillId: d.skillId,
  xpReward: d.xpReward,
  iconUrl: d.iconUrl,
  periodDays: d.periodDays,
  station: d.station,
  startsOn: d.startsOn,
  endsOn: d.endsOn,
  isActive: d.isActive,
});

/**
 * Challenges: progress is derived from the member's live sessions in each challenge's
 * window at every session event, never counted from events, so a replayed, reordered or edited
 * session leaves the same numbers. A completion is stored once with its practice.challenge.completed
 * event (XP through progression, a Challenge Completed notification) and is not undone later.
 */
export class ChallengeService {
  private readonly repo: ChallengeRepository;
  private readonly sessions: SessionRepository;
  private readonly clock: () => Date;
  constructor(repo: ChallengeRepository, sessions: SessionRepository, clock: () => Date = () => new Date()) {
    this.repo = repo;
    this.sessions = sessions;
    this.clock = clock;
  }

  ensureSeeded(): Promise<void> {
    return this.repo.ensure(seededChallenges(this.clock()));
  }

  /** practice.session.logged / updated / deleted (and the demo seed, without a session id). */
  async sessionChanged(userId: string, sessionId?: string): Promise<void> {
    const [rows, challenges] = await Promise.all([memberRows(this.sessions, userId, sessionId), this.repo.all()]);
    await this.evaluate(userId, rows, challenges);
  }

  private async evaluate(userId: string, rows: SessionRow[], challenges: ChallengeDoc[]): Promise<ProgressMap> {
    const counts = new Map(challenges.map((c) => [c._id, currentCount(c, rows)]));
    const now = this.clock().toISOString();
    const stored = await this.repo.writeProgress(userId, (current) => {
      const map: ProgressMap = { ...current?.progress };
      const events: OutboxEntry[] = [];
      for (const c of challenges) {
        const before = map[c._id];
        const count = counts.get(c._id)!;
        if (before?.completedAt) {
          map[c._id] = { currentCount: Math.max(count, before.currentCount), completedAt: before.completedAt };
          continue;
        }
        const done = c.isActive && count >= c.requiredCount;
        map[c._id] = { currentCount: count, completedAt: done ? now : null };
        if (done)
          events.push(
            recordEvent(challengeCompleted, { challengeId: c._id, userId, name: c.name, xpReward: c.xpReward, completedAt: now }),
          );
      }
      return { next: { _id: userId, progress: map, updatedAt: new Date() }, events };
    });
    return stored.progress;
  }

  /** The challenges the member completed, each with its XP reward (what progression counts, from scratch). */
  async completedRewards(userId: string): Promise<Record<string, number>> {
    const [challenges, progress] = await Promise.all([this.repo.all(), this.progressOf(userId)]);
    return Object.fromEntries(challenges.filter((c) => progress[c._id]?.completedAt).map((c) => [c._id, c.xpReward]));
  }

  private async progressOf(userId: string): Promise<ProgressMap> {
    const doc = await this.repo.findProgress(userId);
    return doc?.progress ?? {};
  }

  private withProgress(c: ChallengeDoc, p: ProgressEntry | undefined, rows: SessionRow[] | null): ChallengeWithProgress {
    // a challenge added after the member's last session: its progress from the sessions as they are
    const count = p ? p.currentCount : rows ? currentCount(c, rows) : 0;
    const completedAt = p?.completedAt ?? null;
    return {
      ...viewOf(c),
      currentCount: count,
      isCompleted: completedAt !== null,
      completedAt,
      remaining: completedAt ? 0 : Math.max(0, c.requiredCount - count),
    };
  }

  async board(userId: string): Promise<ChallengeBoard> {
    const [challenges, progress] = await Promise.all([this.repo.all(), this.progressOf(userId)]);
    const shown = challenges.filter((c) => c.isActive || progress[c._id]?.completedAt);
    const rows = shown.some((c) => !progress[c._id]) ? await memberRows(this.sessions, userId) : null;
    const items = shown.map((c) => this.withProgress(c, progress[c._id], rows));
    // running first (closest to done first), then completed (newest first)
    items.sort((a, b) =>
      a.isCompleted !== b.isCompleted
        ? Number(a.isCompleted) - Number(b.isCompleted)
        : a.isCompleted
          ? b.completedAt!.localeCompare(a.completedAt!)
          : a.remaining / a.requiredCount - b.remaining / b.requiredCount,
    );
    const done = items.filter((i) => i.isCompleted);
    return { items, completed: done.length, xpEarned: done.reduce((n, i) => n + i.xpReward, 0) };
  }

  async one(userId: string, id: string): Promise<ChallengeWithProgress> {
    const c = await this.repo.find(id);
    const progress = await this.progressOf(userId);
    if (!c || (!c.isActive && !progress[id]?.completedAt)) throw notFound('Challenge');
    return this.withProgress(c, progress[id], progress[id] ? null : await memberRows(this.sessions, userId));
  }

  /** Adding, editing, retiring or bringing back a challenge is a staff action: recorded in the same write (practice.staff_action.recorded). */
  async create(input: ChallengeInput, by: ChallengeEditor): Promise<Challenge> {
    const now = this.clock();
    const doc: ChallengeDoc = { _id: randomUUID(), ...input, isActive: true, createdAt: now, updatedAt: now };
    await this.repo.insert(doc, [this.audit(by, 'create', doc, null, auditFields(doc, CHALLENGE_FIELDS), now)]);
    return viewOf(doc);
  }

  async update(id: string, patch: ChallengePatch, by: ChallengeEditor): Promise<Challenge> {
    const now = this.clock();
    const set: Partial<ChallengeDoc> = { updatedAt: now };
    for (const [k, v] of Object.entries(patch)) if (v !== undefined) Object.assign(set, { [k]: v });
    const doc = await this.repo.update(id, set, (before, after) => {
      const keys = CHALLENGE_FIELDS.filter((k) => k in set && JSON.stringify(before[k]) !== JSON.stringify(after[k]));
      // a patch that changes nothing is not an action
      if (!keys.length) return [];
      const verb = keys.length === 1 && keys[0] === 'isActive' ? (after.isActive ? 'restore' : 'retire') : 'update';
      return [this.audit(by, verb, after, auditFields(before, keys), auditFields(after, keys), now)];
    });
    if (!doc) throw notFound('Challenge');
    return viewOf(doc);
  }

  private audit(
    by: ChallengeEditor,
    verb: 'create' | 'update' | 'retire' | 'restore',
    challenge: ChallengeDoc,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
    at: Date,
  ): OutboxEntry {
    return recordStaffAction('practice', {
      actorId: by.userId,
      actorRole: by.role,
      action: `challenge.${verb}`,
      itemType: 'challenge',
      itemId: challenge._id,
      itemLabel: challenge.name.slice(0, 200),
      before,
      after,
      at,
    });
  }
}
