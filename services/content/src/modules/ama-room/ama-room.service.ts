import { randomBytes } from 'node:crypto';
import {
  AMA_QUESTION_LIMITS,
  can,
  tierFeature,
  tierIncludes,
  type Ama,
  type AmaQuestion,
  type AmaQuestionInput,
  type AmaQuestionList,
  type Tier,
} from '@trap/contracts';
import { conflict, forbidden, notFound, TierRequiredError, type AuthContext, type RateLimit } from '@trap/kit';
import type { CatalogService } from '../catalog/catalog.service.ts';
import type { AmaQuestionDoc } from './ama-question.model.ts';
import type { AmaQuestionRepository } from './ama-question.repository.ts';

/** The caller's live tier, read only when it decides (an upcoming AMA). */
type TierOf = () => Promise<Tier>;

/** A vote that lost a race re-reads the question; more misses than this is a busy question, 409. */
const VOTE_ATTEMPTS = 5;

const present = (q: AmaQuestionDoc, me: string | undefined): AmaQuestion => ({
  id: q._id,
  amaId: q.amaId,
  text: q.text,
  votes: q.votes,
  mine: !!me && q.authorId === me,
  upvotedByMe: !!me && q.voterIds.includes(me),
  answered: q.answered,
  answeredAt: q.answeredAt?.toISOString() ?? null,
  createdAt: q.createdAt.toISOString(),
});

/** Who did what to which question, for the audit log (content.staff_action.recorded). */
const staffAction = (me: AuthContext, verb: 'answer' | 'remove', ama: Ama, q: AmaQuestionDoc) => ({
  actorId: me.userId,
  actorRole: me.role,
  action: `ama_question.${verb}`,
  itemType: 'ama_question',
  itemId: q._id,
  itemLabel: `${ama.title}: ${q.text}`.slice(0, 200),
});

/** Open questions by votes, then oldest first; then the answered ones, the latest answer first. */
const queueOrder = (a: AmaQuestionDoc, b: AmaQuestionDoc): number => {
  if (a.answered !== b.answered) return a.answered ? 1 : -1;
  if (a.answered) return (b.answeredAt?.getTime() ?? 0) - (a.answeredAt?.getTime() ?? 0);
  return b.votes - a.votes || a.createdAt.getTime() - b.createdAt.getTime() || a._id.localeCompare(b._id);
};

/**
 * The live AMA room's question queue: members ask and upvote while the AMA is live (Elite Trigger
 * members already while it is upcoming: early AMA access), moderators mark questions answered. Questions are shown without their askers' names (as a live Q&A usually runs):
 * the queue is about the questions, and content keeps no read model of members. Moderators remove
 * what does not belong in the queue; an asker may withdraw an open question.
 */
export class AmaRoomService {
  private readonly questions: AmaQuestionRepository;
  private readonly amas: CatalogService<Ama>;
  private readonly budget: RateLimit;
  constructor(questions: AmaQuestionRepository, amas: CatalogService<Ama>, budget: RateLimit) {
    this.questions = questions;
    this.amas = amas;
    this.budget = budget;
  }

  async list(amaId: string, me: string | undefined): Promise<AmaQuestionList> {
    await this.amas.get(amaId); // 404 for unknown or malformed ids
    const all = await this.questions.forAma(amaId);
    return { items: all.sort(queueOrder).map((q) => present(q, me)) };
  }

  async ask(me: string, amaId: string, { text }: AmaQuestionInput, tier: TierOf): Promise<AmaQuestion> {
    const ama = await this.amas.get(amaId);
    await this.mayTakePart(ama, tier, 'Questions can only be asked while the AMA is live');
    if ((await this.questions.countForAma(amaId)) >= AMA_QUESTION_LIMITS.perAma)
      throw conflict('This session is not taking more questions');
    await this.budget.take(me);
    const doc: AmaQuestionDoc = {
      _id: randomBytes(12).toString('hex'),
      amaId,
      authorId: me,
      text,
      votes: 0,
      voterIds: [],
      answered: false,
      answeredAt: null,
      answeredBy: null,
      revision: 1,
      createdAt: new Date(),
    };
    await this.questions.insert(doc);
    return present(doc, me);
  }

  /** One vote per member and question, never on their own, while the AMA is live (or early) and the question open. */
  async upvote(me: string, amaId: string, questionId: string, tier: TierOf): Promise<AmaQuestion> {
    const ama = await this.amas.get(amaId);
    for (let attempt = 0; attempt < VOTE_ATTEMPTS; attempt++) {
      const question = await this.questionOf(amaId, questionId);
      if (attempt === 0) await this.mayTakePart(ama, tier, 'Voting is closed: this AMA is not live');
      if (question.authorId === me) throw forbidden('You cannot upvote your own question');
      if (question.voterIds.includes(me)) throw conflict('You have already upvoted this question');
      if (question.answered) throw conflict('This question has been answered');
      const voted = await this.questions.changeAt(questionId, question.revision, (current) => ({
        set: { votes: current.votes + 1, voterIds: [...current.voterIds, me], revision: current.revision + 1 },
        events: [],
      }));
      if (voted) return present(voted, me);
    }
    throw conflict('Many members are voting on this question: please try again');
  }

  /** The asker withdraws an open question of theirs; a moderator (`ama.moderate`) removes any (a staff action, audited). */
  async remove(me: AuthContext, amaId: string, questionId: string): Promise<void> {
    const ama = await this.amas.get(amaId);
    const moderates = can(me.role, 'ama.moderate');
    for (let attempt = 0; attempt < VOTE_ATTEMPTS; attempt++) {
      const question = await this.questionOf(amaId, questionId);
      if (!moderates) {
        if (question.authorId !== me.userId) throw forbidden('You can only withdraw your own question');
        if (question.answered) throw conflict('This question has been answered');
      }
      // a moderator withdrawing their own question acts as a member
      const audit =
        question.authorId === me.userId
          ? null
          : { ...staffAction(me, 'remove', ama, question), before: { text: question.text, answered: question.answered }, at: new Date() };
      if (await this.questions.removeAt(questionId, question.revision, audit)) return;
    }
    throw conflict('The question is changing: please try again');
  }

  /** Marks a question answered (again: unchanged); a staff action, audited. */
  async markAnswered(me: AuthContext, amaId: string, questionId: string): Promise<AmaQuestion> {
    const ama = await this.amas.get(amaId);
    for (let attempt = 0; attempt < VOTE_ATTEMPTS; attempt++) {
      const question = await this.questionOf(amaId, questionId);
      if (question.answered) return present(question, me.userId);
      const now = new Date();
      const answered = await this.questions.answerAt(
        questionId,
        question.revision,
        { answered: true, answeredAt: now, answeredBy: me.userId, revision: question.revision + 1 },
        { ...staffAction(me, 'answer', ama, question), before: { answered: false }, after: { answered: true }, at: now },
      );
      if (answered) return present(answered, me.userId);
    }
    throw conflict('The question is changing: please try again');
  }

  /**
   * Everyone asks and votes while the AMA is live; while it is upcoming only a member whose live tier
   * has early AMA access (403 TIER_REQUIRED for anyone else); once it has ended, nobody (409).
   */
  private async mayTakePart(ama: Ama, tier: TierOf, closed: string): Promise<void> {
    if (ama.status === 'live') return;
    if (ama.status !== 'upcoming') throw conflict(closed);
    const early = tierFeature('early_ama').tier;
    if (!tierIncludes(await tier(), early)) throw new TierRequiredError(early);
  }

  private async questionOf(amaId: string, questionId: string): Promise<AmaQuestionDoc> {
    const question = /^[a-f0-9]{24}$/.test(questionId) ? await this.questions.findById(questionId) : null;
    if (!question || question.amaId !== amaId) throw notFound('Question');
    return question;
  }
}
