import { Types } from 'mongoose';
import { type GoalInput, type TrainingGoal } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { GoalDoc } from './goal.model.ts';
import type { GoalRepository } from './goal.repository.ts';
import { GOAL_WINDOW_DAYS, endOfDay, goalProgress, metricValue, sessionsInWindow } from './goal-progress.ts';
import { type SessionForStats } from '../stats/practice-stats.ts';

const DAY = 86_400_000;

function toApi(doc: GoalDoc, sessions: SessionForStats[], now: number): TrainingGoal {
  return {
    id: String(doc._id),
    userId: doc.userId,
    title: doc.title,
    metric: doc.metric,
    target: doc.target,
    discipline: doc.discipline,
    deadline: doc.deadline,
    baseline: doc.baseline,
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
    progress: goalProgress(doc, sessions, now),
  };
}

/** Training goals of their owner, each with its progress from the member's real sessions. */
export class GoalService {
  private readonly sessions: SessionRepository;
  private readonly goals: GoalRepository;
  private readonly clock: () => number;
  constructor(sessions: SessionRepository, goals: GoalRepository, clock: () => number = Date.now) {
    this.sessions = sessions;
    this.goals = goals;
    this.clock = clock;
  }

  /** Only the sessions the goals' windows can see: from the earliest window start on. */
  private async sessionsFor(userId: string, goals: Pick<GoalDoc, 'deadline'>[], now: number) {
    if (!goals.length) return [];
    const earliestEnd = Math.min(now, ...goals.map((g) => endOfDay(g.deadline)));
    const from = new Date(earliestEnd - (GOAL_WINDOW_DAYS + 1) * DAY).toISOString().slice(0, 10);
    return this.sessions.forStats({ userId, from });
  }

  private async baseline(userId: string, input: GoalInput, now: number) {
    const from = new Date(now - (GOAL_WINDOW_DAYS + 1) * DAY).toISOString().slice(0, 10);
    const recent = await this.sessions.forStats({ userId, from });
    return metricValue(input.metric, sessionsInWindow(recent, now, input.discipline));
  }

  async create(userId: string, input: GoalInput): Promise<TrainingGoal> {
    const now = this.clock();
    const doc: GoalDoc = {
      _id: new Types.ObjectId(),
      userId,
      ...input,
      baseline: await this.baseline(userId, input, now),
      createdAt: new Date(now),
      updatedAt: new Date(now),
    };
    await this.goals.insert(doc);
    return toApi(doc, await this.sessionsFor(userId, [doc], now), now);
  }

  /** Nearest deadline first. */
  async list(userId: string): Promise<{ items: TrainingGoal[] }> {
    const now = this.clock();
    const docs = await this.goals.forUser(userId);
    const sessions = await this.sessionsFor(userId, docs, now);
    return { items: docs.map((d) => toApi(d, sessions, now)) };
  }

  private async own(userId: string, id: string): Promise<GoalDoc> {
    const doc = await this.goals.findOwned(id, userId);
    // another member's goal is not shown to exist
    if (!doc) throw notFound('Goal');
    return doc;
  }

  async get(userId: string, id: string): Promise<TrainingGoal> {
    const now = this.clock();
    const doc = await this.own(userId, id);
    return toApi(doc, await this.sessionsFor(userId, [doc], now), now);
  }

  /** A whole replacement; the baseline is measured again only when what the goal measures changes. */
  async update(userId: string, id: string, input: GoalInput): Promise<TrainingGoal> {
    const now = this.clock();
    const doc = await this.own(userId, id);
    const sameMeasure = doc.metric === input.metric && doc.discipline === input.discipline;
    const next: GoalDoc = {
      ...doc,
      ...input,
      baseline: sameMeasure ? doc.baseline : await this.baseline(userId, input, now),
      updatedAt: new Date(now),
    };
    if (!(await this.goals.replace(next))) throw notFound('Goal'); // deleted meanwhile
    return toApi(next, await this.sessionsFor(userId, [next], now), now);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.goals.remove(id, userId))) throw notFound('Goal');
  }
}
