import type { Connection, Model } from 'mongoose';
import { AMA_QUESTION_LIMITS } from '@trap/contracts';
import { documentStore, type Change, type OutboxStore } from '@trap/kit';
import { amaQuestionModel, type AmaQuestionDoc } from './ama-question.model.ts';

/** ama_questions: an AMA's questions (at most AMA_QUESTION_LIMITS.perAma), written without events. */
export class AmaQuestionRepository {
  private readonly store: OutboxStore<AmaQuestionDoc>;

  constructor(conn: Connection) {
    this.store = documentStore(amaQuestionModel(conn));
  }

  get model(): Model<AmaQuestionDoc> {
    return this.store.model;
  }

  /** Every question of the AMA, oldest first. */
  forAma(amaId: string): Promise<AmaQuestionDoc[]> {
    return this.model.find({ amaId }).sort({ createdAt: 1, _id: 1 }).limit(AMA_QUESTION_LIMITS.perAma).lean<AmaQuestionDoc[]>();
  }

  countForAma(amaId: string): Promise<number> {
    return this.model.countDocuments({ amaId });
  }

  findById(id: string): Promise<AmaQuestionDoc | null> {
    return this.store.findById(id);
  }

  insert(doc: AmaQuestionDoc): Promise<boolean> {
    return this.store.insert(doc);
  }

  /** Deletes the question while it is at `revision`; false when it changed meanwhile. */
  removeAt(id: string, revision: number): Promise<boolean> {
    return this.store.remove(id, { revision });
  }

  /** Applies `change` only while the question is at `revision` (null otherwise: read again and retry). */
  changeAt(id: string, revision: number, change: (current: AmaQuestionDoc) => Change<AmaQuestionDoc>): Promise<AmaQuestionDoc | null> {
    return this.store.update(id, change, { revision });
  }
}
