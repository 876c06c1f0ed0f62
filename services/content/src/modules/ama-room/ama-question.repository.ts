import type { Model } from 'mongoose';
import { AMA_QUESTION_LIMITS, type StaffActionInput } from '@trap/contracts';
import { documentStore, type Change, type OutboxStore, type ServiceContext } from '@trap/kit';
import { StaffActionJournal } from '../staff-actions/staff-action-journal.repository.ts';
import { amaQuestionModel, type AmaQuestionDoc } from './ama-question.model.ts';

type StaffAction = Omit<StaffActionInput, 'at'> & { at: Date };

/**
 * ama_questions: an AMA's questions (at most AMA_QUESTION_LIMITS.perAma), written without events: a
 * question can be deleted (which would drop pending events), so the moderators' actions on one are
 * journalled right after the write.
 */
export class AmaQuestionRepository {
  private readonly store: OutboxStore<AmaQuestionDoc>;
  private readonly journal: StaffActionJournal;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = documentStore(amaQuestionModel(ctx.conn));
    this.journal = new StaffActionJournal(ctx);
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

  /**
   * Deletes the question while it is at `revision`; false when it changed meanwhile. A moderator's
   * removal is journalled for the audit log once the question is gone.
   */
  async removeAt(id: string, revision: number, audit: StaffAction | null): Promise<boolean> {
    if (!(await this.store.remove(id, { revision }))) return false;
    if (audit) await this.journal.record(audit);
    return true;
  }

  /** Applies `change` only while the question is at `revision` (null otherwise: read again and retry). */
  changeAt(id: string, revision: number, change: (current: AmaQuestionDoc) => Change<AmaQuestionDoc>): Promise<AmaQuestionDoc | null> {
    return this.store.update(id, change, { revision });
  }

  /** Marks the question answered while it is at `revision` (null otherwise); the moderator's action is journalled once it is stored. */
  async answerAt(id: string, revision: number, set: Partial<AmaQuestionDoc>, audit: StaffAction): Promise<AmaQuestionDoc | null> {
    const answered = await this.store.update(id, () => ({ set, events: [] }), { revision });
    if (answered) await this.journal.record(audit);
    return answered;
  }
}
