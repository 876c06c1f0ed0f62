import type { Connection } from 'mongoose';
import { documentStore, type Change, type OutboxStore } from '@trap/kit';
import { amaQuestionModel, type AmaQuestionDoc } from '../ama-room/ama-question.model.ts';
import { amaReminderModel, type AmaReminderDoc } from '../ama-reminders/ama-reminders.model.ts';
import { blogCommentModel, type BlogCommentDoc } from '../blog-comments/blog-comment.model.ts';
import { savedTipModel, type SavedTipDoc } from '../tips/tips.model.ts';
import type { RangeSlotDoc } from '../range-slots/range-slots.model.ts';
import { RangeSlotStore } from '../range-slots/range-slot-store.ts';
import { contactMessageModel, type ContactMessageDoc } from '../contact/contact.model.ts';

type Row = Record<string, unknown>;
const json = (value: unknown): Row => JSON.parse(JSON.stringify(value)) as Row;

/**
 * What content keeps of one member across its modules: read for their data download, and changed or
 * removed when their account goes. Writes go through the kit's store by `_id` (guarded by `revision`
 * where the record is shared, so a vote or a booking in between is never overwritten); no events are
 * recorded here (an AMA reminder's removal goes through its own repository, with its event).
 */
export class ContentMemberDataRepository {
  private readonly questions: OutboxStore<AmaQuestionDoc>;
  private readonly reminders: OutboxStore<AmaReminderDoc>;
  private readonly comments: OutboxStore<BlogCommentDoc>;
  private readonly savedTips: OutboxStore<SavedTipDoc>;
  private readonly slots: RangeSlotStore;
  private readonly contact: OutboxStore<ContactMessageDoc>;

  constructor(conn: Connection) {
    this.questions = documentStore(amaQuestionModel(conn));
    this.reminders = documentStore(amaReminderModel(conn));
    this.comments = documentStore(blogCommentModel(conn));
    this.savedTips = documentStore(savedTipModel(conn));
    this.slots = new RangeSlotStore(conn);
    this.contact = documentStore(contactMessageModel(conn));
  }

  /** The collections this module reads for the download and changes or removes with the account (the coverage test's list). */
  collections(): string[] {
    return [this.questions, this.reminders, this.comments, this.savedTips, this.slots.days, this.contact].map(
      (store) => store.model.collection.collectionName,
    );
  }

  /** The member's records by kind, each as the member may read it (no other member's id, no staff's). */
  async export(userId: string): Promise<Record<string, Row[]>> {
    const [asked, voted, reminders, comments, saved, slots, messages] = await Promise.all([
      this.questionsBy(userId),
      this.questionsVotedBy(userId),
      this.reminders.model.find({ userId }).sort({ setAt: 1, _id: 1 }).lean<AmaReminderDoc[]>().exec(),
      this.comments.model
        .find({ authorId: userId, status: { $ne: 'deleted' } })
        .sort({ createdAt: 1, _id: 1 })
        .lean<BlogCommentDoc[]>()
        .exec(),
      this.savedTips.model.find({ userId }).sort({ savedAt: 1, _id: 1 }).lean<SavedTipDoc[]>().exec(),
      this.slotsBookedBy(userId),
      this.contact.model.find({ userId }).sort({ createdAt: 1, _id: 1 }).lean<ContactMessageDoc[]>().exec(),
    ]);
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
      ama_reminders: reminders.map((r) => json({ amaId: r.amaId, active: r.active, setAt: r.setAt, removedAt: r.removedAt })),
      blog_comments: comments.map((c) =>
        json({
          commentId: c._id,
          postId: c.postId,
          authorName: c.authorName,
          content: c.content,
          status: c.status,
          createdAt: c.createdAt,
          updatedAt: c.updatedAt,
        }),
      ),
      saved_tips: saved.map((s) => json({ tipId: s.tipId, savedAt: s.savedAt, notes: s.notes })),
      range_bookings: slots.flatMap((s) =>
        s.bookings
          .filter((b) => b.userId === userId)
          .map((b) =>
            json({
              slotId: s._id,
              rangeId: s.rangeId,
              rangeName: s.rangeName,
              date: s.date,
              time: s.time,
              layoutName: s.layoutName,
              name: b.name,
              bookedAt: b.bookedAt,
            }),
          ),
      ),
      contact_messages: messages.map((m) =>
        json({ name: m.name, email: m.email, subject: m.subject, message: m.message, createdAt: m.createdAt }),
      ),
    };
  }

  // ---- AMA questions ----

  questionsBy(userId: string): Promise<AmaQuestionDoc[]> {
    return this.questions.model.find({ authorId: userId }).sort({ createdAt: 1, _id: 1 }).lean<AmaQuestionDoc[]>().exec();
  }

  questionsVotedBy(userId: string): Promise<AmaQuestionDoc[]> {
    return this.questions.model.find({ voterIds: userId }).sort({ createdAt: 1, _id: 1 }).lean<AmaQuestionDoc[]>().exec();
  }

  findQuestion(id: string): Promise<AmaQuestionDoc | null> {
    return this.questions.findById(id);
  }

  /** Applies `change` while the question is at `revision`; null when it changed meanwhile (read again). */
  changeQuestionAt(
    id: string,
    revision: number,
    change: (current: AmaQuestionDoc) => Change<AmaQuestionDoc>,
  ): Promise<AmaQuestionDoc | null> {
    return this.questions.update(id, change, { revision });
  }

  removeQuestionAt(id: string, revision: number): Promise<boolean> {
    return this.questions.remove(id, { revision });
  }

  // ---- AMA reminders ----

  /** Removes the member's removed reminders whose events are published (an active one is first removed with its event). */
  removeSettledReminders(userId: string): Promise<number> {
    return this.reminders.removeSettled({ userId, active: false });
  }

  activeRemindersOf(userId: string): Promise<AmaReminderDoc[]> {
    return this.reminders.model.find({ userId, active: true }).lean<AmaReminderDoc[]>().exec();
  }

  // ---- range slots ----

  /** Every slot the member holds a place in, past ones too, by start. */
  slotsBookedBy(userId: string): Promise<RangeSlotDoc[]> {
    return this.slots.bookedBy(userId);
  }

  findSlot(id: string): Promise<RangeSlotDoc | null> {
    return this.slots.findSlot(id);
  }

  changeSlotAt(
    slot: RangeSlotDoc,
    revision: number,
    change: (current: RangeSlotDoc) => Partial<RangeSlotDoc> | null,
  ): Promise<RangeSlotDoc | null> {
    return this.slots.changeSlotAt(slot, revision, change);
  }

  // ---- the member's own records ----

  /**
   * Removes the member's blog comments, saved tips and contact messages. A comment or message whose
   * event (an audit entry, the contact mail) is not published yet is blanked instead, so the event
   * still goes out; how many records went or were blanked. A replay finds nothing left.
   */
  async removeOwn(userId: string): Promise<number> {
    let n = (await this.savedTips.model.deleteMany({ userId }).exec()).deletedCount;
    n += await this.comments.removeSettled({ authorId: userId });
    for (const left of await this.comments.model.find({ authorId: userId }, { _id: 1 }).lean<{ _id: string }[]>().exec())
      if (
        await this.comments.update(left._id, () => ({
          set: { authorId: '', authorName: '', content: '', status: 'deleted', updatedAt: new Date() },
          events: [],
        }))
      )
        n++;
    n += await this.contact.removeSettled({ userId });
    for (const left of await this.contact.model.find({ userId }, { _id: 1 }).lean<Pick<ContactMessageDoc, '_id'>[]>().exec())
      if (await this.contact.update(left._id, () => ({ set: { userId: null, name: '', email: '', subject: '', message: '' }, events: [] })))
        n++;
    return n;
  }
}
