import { documentStore, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import {
  forumCategoryModel,
  forumReadMarksModel,
  forumTopicModel,
  forumTopicViewModel,
  type ForumCategoryDoc,
  type ForumReadMarksDoc,
  type ForumTopicDoc,
  type ForumTopicHead,
  type ForumTopicViewDoc,
} from './forum.model.ts';

/** Topics a member's read marks remember at most (the oldest are forgotten first). */
const READ_MARKS_MAX = 1000;

/**
 * forum_categories, forum_topics (with their replies), the daily view marks and the members' read
 * marks. Every hot read is a bare `_id` lookup or one pass over the topics' heads (text and replies
 * left out), which the service keeps for a few seconds.
 */
export class ForumRepository {
  private readonly categories: OutboxStore<ForumCategoryDoc>;
  private readonly topics: OutboxStore<ForumTopicDoc>;
  private readonly views: OutboxStore<ForumTopicViewDoc>;
  private readonly marks: OutboxStore<ForumReadMarksDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.categories = documentStore(forumCategoryModel(ctx.conn));
    this.topics = ctx.outboxStore(forumTopicModel(ctx.conn));
    this.views = documentStore(forumTopicViewModel(ctx.conn));
    this.marks = documentStore(forumReadMarksModel(ctx.conn));
  }

  async createIndexes(): Promise<void> {
    await this.topics.model.createIndexes();
  }

  /** Stores the categories not stored yet; how many were new. */
  seedCategories(categories: readonly ForumCategoryDoc[]): Promise<number> {
    return this.categories.insertMissing(categories);
  }

  allCategories(): Promise<ForumCategoryDoc[]> {
    return this.categories.model.find().sort({ position: 1, _id: 1 }).lean<ForumCategoryDoc[]>().exec();
  }

  findCategory(id: string): Promise<ForumCategoryDoc | null> {
    return this.categories.findById(id);
  }

  /** Every topic without its text and replies. */
  topicHeads(): Promise<ForumTopicHead[]> {
    return this.topics.model.find({}, { content: 0, replies: 0 }).lean<ForumTopicHead[]>().exec();
  }

  findTopic(id: string): Promise<ForumTopicDoc | null> {
    return this.topics.findById(id);
  }

  /** The topic holding this reply (moderators only: a scan of the topics, never on members' paths). */
  async findTopicOfReply(replyId: string): Promise<ForumTopicDoc | null> {
    const head = await this.topics.model.findOne({ 'replies._id': replyId }, { _id: 1 }).lean<{ _id: string }>().exec();
    return head ? this.topics.findById(head._id) : null;
  }

  /** Topics by id, and the topics holding any of these replies (moderators only: the reports queue). */
  async findTopicsFor(topicIds: string[], replyIds: string[]): Promise<ForumTopicDoc[]> {
    const or = [
      ...(topicIds.length ? [{ _id: { $in: topicIds } }] : []),
      ...(replyIds.length ? [{ 'replies._id': { $in: replyIds } }] : []),
    ];
    if (!or.length) return [];
    return this.topics.model.find({ $or: or }).lean<ForumTopicDoc[]>().exec();
  }

  /** A new topic with its events; false when its id is taken (a seed already stored). */
  insertTopic(topic: ForumTopicDoc, events: OutboxEntry[]): Promise<boolean> {
    return this.topics.insert(topic, events);
  }

  /** Changes a topic under its lock with the events of the change; null when there is no such topic. */
  updateTopic(id: string, change: (topic: ForumTopicDoc) => Change<ForumTopicDoc> | null): Promise<ForumTopicDoc | null> {
    return this.topics.update(id, change);
  }

  /** Notes a viewer's view of a topic today; true when it is their first today. */
  markViewed(topicId: string, viewer: string, now: Date): Promise<boolean> {
    const day = now.toISOString().slice(0, 10);
    return this.views.insert({ _id: `${day}:${topicId}:${viewer}`, createdAt: now });
  }

  /** Removes the view marks of the days before `day` (yyyy-mm-dd). */
  forgetViewsBefore(day: string): Promise<number> {
    return this.views.removeSettled({ _id: { $lt: day } });
  }

  async readMarks(userId: string): Promise<Record<string, number>> {
    return (await this.marks.findById(userId))?.topics ?? {};
  }

  /** Remembers that the member has seen `replyCount` replies of the topic; what they had seen before (null: never). */
  async markRead(userId: string, topicId: string, replyCount: number, now: Date): Promise<number | null> {
    // an open topic page reads the topic again every few seconds: nothing new, nothing written
    const seen = (await this.marks.findById(userId))?.topics;
    if (seen && seen[topicId] === replyCount && Object.keys(seen).at(-1) === topicId) return replyCount;
    let before: number | null = null;
    await this.marks.write(userId, (current) => {
      const topics = { ...(current?.topics ?? {}) };
      before = topics[topicId] ?? null;
      delete topics[topicId];
      topics[topicId] = replyCount;
      const keys = Object.keys(topics);
      for (const old of keys.slice(0, Math.max(0, keys.length - READ_MARKS_MAX))) delete topics[old];
      return { next: { _id: userId, topics, updatedAt: now }, events: [] };
    });
    return before;
  }
}
