import type { Connection } from 'mongoose';
import { documentStore, retryingChange, type MemberDataPart } from '@trap/kit';
import { amaQuestionModel, type AmaQuestionDoc } from './ama-question.model.ts';

type Row = Record<string, unknown>;
const json = (value: unknown): Row => JSON.parse(JSON.stringify(value)) as Row;

/** Who asked an answered question once its asker's account is gone: no one (the AMA room never shows askers). */
const DELETED_AUTHOR = 'deleted';

/**
 * The member's AMA questions and votes. When the account goes an open question is removed and an
 * answered one stays, its text part of the AMA as it was answered, with no author; their votes are
 * withdrawn. Writes are guarded by the question's revision, so a vote in between is never overwritten.
 */
export function amaRoomMemberData(conn: Connection): MemberDataPart {
  const questions = documentStore(amaQuestionModel(conn));
  const askedBy = (userId: string) =>
    questions.model.find({ authorId: userId }).sort({ createdAt: 1, _id: 1 }).lean<AmaQuestionDoc[]>().exec();
  const votedBy = (userId: string) =>
    questions.model.find({ voterIds: userId }).sort({ createdAt: 1, _id: 1 }).lean<AmaQuestionDoc[]>().exec();
  const read = (q: AmaQuestionDoc) => () => questions.findById(q._id);

  return {
    kept: {
      [questions.model.collection.collectionName]:
        'an answered question stays with its AMA as it was answered, with no author; open questions and votes go',
    },
    export: async (userId) => {
      const [asked, voted] = await Promise.all([askedBy(userId), votedBy(userId)]);
      return {
        ama_questions: asked.map((q) =>
          json({
            questionId: q._id,
            amaId: q.amaId,
            text: q.text,
            votes: q.votes,
            answered: q.answered,
            answeredAt: q.answeredAt,
            createdAt: q.createdAt,
          }),
        ),
        ama_votes: voted.map((q) => json({ questionId: q._id, amaId: q.amaId })),
      };
    },
    erase: async (userId) => {
      let n = 0;
      for (const q of await askedBy(userId)) {
        await retryingChange(q, read(q), async (current) => {
          if (current.authorId !== userId) return true;
          if (!current.answered) return questions.remove(current._id, { revision: current.revision });
          const after = await questions.update(
            current._id,
            (c) => ({ set: { authorId: DELETED_AUTHOR, revision: c.revision + 1 }, events: [] }),
            { revision: current.revision },
          );
          return !!after;
        });
        n++;
      }
      for (const q of await votedBy(userId)) {
        await retryingChange(q, read(q), async (current) => {
          if (!current.voterIds.includes(userId)) return true;
          const after = await questions.update(
            current._id,
            (c) => ({
              set: { voterIds: c.voterIds.filter((v) => v !== userId), votes: Math.max(0, c.votes - 1), revision: c.revision + 1 },
              events: [],
            }),
            { revision: current.revision },
          );
          return !!after;
        });
        n++;
      }
      return n;
    },
  };
}
