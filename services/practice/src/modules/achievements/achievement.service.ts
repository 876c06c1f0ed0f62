import { achievementUnlocked, type Achievement, type AchievementList } from '@trap/contracts';
import { recordEvent, type OutboxEntry } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import { memberRows, type SessionRow } from '../sessions/member-rows.ts';
import { ACHIEVEMENTS, type AchievementDef } from './achievement-rules.ts';
import type { AchievementRepository } from './achievement.repository.ts';

type Unlocked = Record<string, string>;

/**
 * Achievements: measured from the member's live sessions at every session event; each
 * is unlocked once, with its date and its practice.achievement.unlocked event (an Achievement
 * Unlocked notification), and a replayed event finds it unlocked and announces nothing.
 */
export class AchievementService {
  private readonly repo: AchievementRepository;
  private readonly sessions: SessionRepository;
  private readonly clock: () => Date;
  constructor(repo: AchievementRepository, sessions: SessionRepository, clock: () => Date = () => new Date()) {
    this.repo = repo;
    this.sessions = sessions;
    this.clock = clock;
  }

  async sessionChanged(userId: string, sessionId?: string): Promise<void> {
    const rows = await memberRows(this.sessions, userId, sessionId);
    const reached = ACHIEVEMENTS.filter((a) => a.measure(rows) >= a.threshold);
    const existing = await this.repo.find(userId);
    const known: Unlocked = existing?.unlocked ?? {};
    if (existing && reached.every((a) => known[a.id])) return;
    const now = this.clock().toISOString();
    await this.repo.write(userId, (current) => {
      const unlocked: Unlocked = { ...current?.unlocked };
      const events: OutboxEntry[] = [];
      for (const a of reached) {
        if (unlocked[a.id]) continue;
        unlocked[a.id] = now;
        events.push(
          recordEvent(achievementUnlocked, { achievementId: a.id, userId, title: a.title, description: a.description, unlockedAt: now }),
        );
      }
      return { next: { _id: userId, unlocked, updatedAt: new Date() }, events };
    });
  }

  async list(userId: string): Promise<AchievementList> {
    const [doc, rows] = await Promise.all([this.repo.find(userId), memberRows(this.sessions, userId)]);
    const unlocked: Unlocked = doc?.unlocked ?? {};
    const all = ACHIEVEMENTS.map((a) => viewOf(a, rows, unlocked[a.id] ?? null));
    return {
      earned: all.filter((a) => a.unlockedAt).sort((a, b) => b.unlockedAt!.localeCompare(a.unlockedAt!)),
      locked: all.filter((a) => !a.unlockedAt).sort((a, b) => a.remaining / a.threshold - b.remaining / b.threshold),
    };
  }
}

function viewOf(a: AchievementDef, rows: SessionRow[], unlockedAt: string | null): Achievement {
  const current = unlockedAt ? a.threshold : Math.min(a.measure(rows), a.threshold);
  const remaining = a.threshold - current;
  return {
    id: a.id,
    title: a.title,
    description: a.description,
    type: a.type,
    threshold: a.threshold,
    icon: a.icon,
    current,
    remaining,
    left: unlockedAt ? null : a.left(Math.max(1, remaining)),
    unlockedAt,
  };
}
