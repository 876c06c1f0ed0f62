import type { WellbeingEffects, WellbeingEffectsQuery } from '@trap/contracts';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { LogRepository } from '../logs/log.repository.ts';
import { dayBefore, wellbeingEffects } from './wellbeing-effects.ts';

export interface WellbeingSources {
  sessions: SessionRepository;
  mental: LogRepository;
  fitness: LogRepository;
  nutrition: LogRepository;
  competitions: LogRepository;
}

/** Stress, confidence, training and hydration beside the member's scores, from their sessions and logs. */
export class WellbeingService {
  private readonly src: WellbeingSources;
  constructor(src: WellbeingSources) {
    this.src = src;
  }

  /** Reads the member's sessions and logs of the period and computes their effects beside performance. */
  async effects(userId: string, q: WellbeingEffectsQuery): Promise<WellbeingEffects> {
    const { src } = this;
    const range = { userId, from: q.from, to: q.to };
    const [sessions, mental, fitness, nutrition, competitions] = await Promise.all([
      src.sessions.forStats({ ...range, discipline: q.discipline }),
      src.mental.all(range),
      // a workout the day before the first day of the period still counts for that day's sessions
      src.fitness.all({ ...range, from: q.from ? dayBefore(q.from) : undefined }),
      src.nutrition.all(range),
      src.competitions.all({ ...range, ...(q.discipline ? { extra: { discipline: q.discipline } } : {}) }),
    ]);
    const iso = (d: unknown) => (d as Date).toISOString();
    return wellbeingEffects({
      sessions,
      mental: mental.map((m) => ({
        date: iso(m.date),
        stressLevel: m.stressLevel as number,
        confidenceLevel: m.confidenceLevel as number,
        sessionId: (m.sessionId as string | null) ?? null,
        isPreSession: m.isPreSession !== false,
      })),
      fitness: fitness.map((f) => ({ date: iso(f.date) })),
      nutrition: nutrition.map((n) => ({ date: iso(n.date), hydration: (n.hydration as number | null) ?? null })),
      competitions: competitions.map((c) => ({
        score: (c.score as number | null) ?? null,
        maxScore: (c.maxScore as number | null) ?? null,
      })),
    });
  }
}
