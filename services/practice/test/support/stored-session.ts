import { Types } from 'mongoose';
import { aggregateSession } from '@trap/contracts';
import type { TestService } from '@trap/kit/testing';

/**
 * A 25-target olympic-trap session as an earlier version of the service stored it, written straight to
 * practice_sessions: 'text' keeps the rounds and aggregate as JSON text (scoresJson, aggJson), 'nested'
 * as plain fields (scores, agg). Returns its id and aggregate, for a statistics row beside it.
 */
export async function insertStoredSession(
  svc: TestService,
  session: { userId: string; date: Date; title: string; scores: { total: number }[]; shape: 'text' | 'nested' },
) {
  const { userId, date, title, scores, shape } = session;
  const _id = new Types.ObjectId();
  const agg = aggregateSession('olympic-trap', scores);
  const now = new Date();
  await svc.ctx.conn.db!.collection('practice_sessions').insertOne({
    _id,
    userId,
    date,
    discipline: 'olympic-trap',
    title,
    location: null,
    rangeId: null,
    notes: '',
    feedback: null,
    targetType: null,
    weatherConditions: null,
    equipmentIds: [],
    ...(shape === 'text' ? { scoresJson: JSON.stringify(scores), aggJson: JSON.stringify(agg) } : { scores, agg }),
    totalScore: scores.reduce((sum, s) => sum + s.total, 0),
    totalTargets: 25 * scores.length,
    dtlPoints: null,
    idempotencyKey: `${shape}-shape`,
    demo: false,
    deletedAt: null,
    createdAt: now,
    updatedAt: now,
  });
  return { _id, agg };
}
