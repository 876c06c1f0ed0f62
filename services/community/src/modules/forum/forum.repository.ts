import { documentStore, type Change, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import {
  FORUM_REPLY_PAGE_SIZE,
  forumCategoryModel,
  forumReadMarksModel,
  forumReplyPageModel,
  forumTopicModel,
  forumTopicViewModel,
  type ForumCategoryDoc,
  type ForumReadMarksDoc,
  type ForumReplyDoc,
  type ForumReplyPageDoc,
  type ForumStoredReply,
  type ForumTopicDoc,
  type ForumTopicHead,
  type ForumTopicViewDoc,
  type ForumTopicWithReplies,
} from './forum.model.ts';
import { ForumReadModels } from './forum.read-models.ts';

/** Topics a member's read marks remember at most (the oldest are forgotten first). */
const READ_MARKS_MAX = 1000;

const replyPageId = (topicId: string, n: number) => `${topicId}:${n}`;
const pageOf = (seq: number) => Math.floor(seq / FORUM_REPLY_PAGE_SIZE);

/** Who wrote how many of these replies, in the order they first replied. */
export function repliersOf(replies: readonly Pick<ForumReplyDoc, 'authorId'>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const r of replies) out[r.authorId] = (out[r.authorId] ?? 0) + 1;
  return out;
}

/**
 * A topic as stored: its head (with the numbering and repliers of its replies) and its reply pages
 * (`<topicId>:<n>`, 50 replies each). Seeds (demo, bench) compose topics with their replies and store
 * them through this.
 */
export function storedShape(topic: ForumTopicWithReplies): { head: ForumTopicDoc; pages: ForumReplyPageDoc[] } {
  const { replies, ...rest } = topic;
  const stored: ForumStoredReply[] = replies.map((r, seq) => ({ ...r, seq }));
  return {
    head: { ...rest, replySeq: stored.length, repliers: repliersOf(replies), rev: 1, revAt: rest.updatedAt },
    pages: pagesOf(topic._id, stored),
  };
}

function pagesOf(topicId: string, replies: readonly ForumStoredReply[]): ForumReplyPageDoc[] {
  const pages = new Map<number, ForumStoredReply[]>();
  for (const r of replies) pages.set(pageOf(r.seq), [...(pages.get(pageOf(r.seq)) ?? []), r]);
  return [...pages].map(([n, rs]) => ({ _id: replyPageId(topicId, n), topicId, n, replies: rs }));
}

/** A topic's replies, read once when a change asks for them. */
export interface TopicReplies {
  /** every stored reply in order, hidden ones included */
  all(): Promise<ForumStoredReply[]>;
}

/** What a change of a topic decides: the head's fields and events, and its replies when they change. */
export interface TopicChange extends Change<ForumTopicDoc> {
  /** a new reply, numbered `replySeq` (its page is written before the head) */
  append?: ForumReplyDoc;
  /** the topic's replies after the change (an edit, a removal, a moderator's mark): the pages that differ are written */
  replies?: ForumStoredReply[];
}

/**
 * forum_categories, forum_topics (heads), forum_reply_pages (a topic's replies, 50 a page), the read
 * models (forum_lists: forum.read-models.ts), the daily view marks and the members' read marks.
 * Every member's read is a bare `_id` lookup: a list document, the heads of the topics on a page,
 * a topic's head and its pages.
 */
export class ForumRepository {
  private readonly categories: OutboxStore<ForumCategoryDoc>;
  private readonly topics: OutboxStore<ForumTopicDoc>;
  private readonly pages: OutboxStore<ForumReplyPageDoc>;
  private readonly views: OutboxStore<ForumTopicViewDoc>;
  private readonly marks: OutboxStore<ForumReadMarksDoc>;
  readonly readModels: ForumReadModels;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.categories = documentStore(forumCategoryModel(ctx.conn));
    this.topics = ctx.outboxStore(forumTopicModel(ctx.conn));
    this.pages = documentStore(forumReplyPageModel(ctx.conn));
    this.views = documentStore(forumTopicViewModel(ctx.conn));
    this.marks = documentStore(forumReadMarksModel(ctx.conn));
    this.readModels = new ForumReadModels(ctx);
  }

  async createIndexes(): Promise<void> {
    await Promise.all([this.topics.model.createIndexes(), this.pages.model.createIndexes()]);
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

  /** Every topic without its replies (a pass over all topics: the rebuild, and the moderators' title search). */
  topicHeads(): Promise<ForumTopicHead[]> {
    return this.topics.model.find({}, { content: 0, replies: 0 }).lean<ForumTopicHead[]>().exec();
  }

  findTopic(id: string): Promise<ForumTopicDoc | null> {
    return this.topics.findById(id);
  }

  /** Topics by id, each by its bare `_id`, in the order asked (missing ones left out). */
  async findTopics(ids: readonly string[]): Promise<ForumTopicDoc[]> {
    const found = await Promise.all(ids.map((id) => this.topics.findById(id)));
    return found.filter((t): t is ForumTopicDoc => t !== null);
  }

  /** A topic's stored replies in order, hidden ones included (its pages by `_id`, or the replies of an older topic). */
  async replies(topic: ForumTopicDoc): Promise<ForumStoredReply[]> {
    if (Array.isArray(topic.replies)) return topic.replies.map((r, seq) => ({ ...r, seq }));
    const upTo = topic.replySeq ?? 0;
    const pages = await Promise.all(
      Array.from({ length: Math.ceil(upTo / FORUM_REPLY_PAGE_SIZE) }, (_, n) => this.pages.findById(replyPageId(topic._id, n))),
    );
    // a reply numbered past the head's count is one whose head write never came (a crash): not a reply
    return pages
      .flatMap((p) => p?.replies ?? [])
      .filter((r) => r.seq < upTo)
      .sort((a, b) => a.seq - b.seq);
  }

  /** The topic holding this reply (moderators only: a query on the pages, never on members' paths). */
  async findTopicOfReply(replyId: string): Promise<ForumTopicDoc | null> {
    const page = await this.pages.model.findOne({ 'replies._id': replyId }, { topicId: 1 }).lean<{ topicId: string }>().exec();
    if (page) return this.topics.findById(page.topicId);
    // a topic not moved to pages yet
    const head = await this.topics.model.findOne({ 'replies._id': replyId }, { _id: 1 }).lean<{ _id: string }>().exec();
    return head ? this.topics.findById(head._id) : null;
  }

  /** Topics by id, and the topics holding any of these replies with those replies (moderators only: the reports queue). */
  async findTopicsFor(topicIds: string[], replyIds: string[]): Promise<{ topic: ForumTopicDoc; replies: ForumReplyDoc[] }[]> {
    const wanted = new Set(replyIds);
    const pages = replyIds.length
      ? await this.pages.model
          .find({ 'replies._id': { $in: replyIds } })
          .lean<ForumReplyPageDoc[]>()
          .exec()
      : [];
    const legacy = replyIds.length
      ? await this.topics.model
          .find({ 'replies._id': { $in: replyIds } })
          .lean<ForumTopicDoc[]>()
          .exec()
      : [];
    const byTopic = new Map<string, ForumReplyDoc[]>();
    for (const p of pages) byTopic.set(p.topicId, [...(byTopic.get(p.topicId) ?? []), ...p.replies.filter((r) => wanted.has(r._id))]);
    const ids = [...new Set([...topicIds, ...byTopic.keys()])].filter((id) => !legacy.some((t) => t._id === id));
    const heads = await this.findTopics(ids);
    return [
      ...heads.map((topic) => ({ topic, replies: byTopic.get(topic._id) ?? [] })),
      ...legacy.map((topic) => ({ topic, replies: (topic.replies ?? []).filter((r) => wanted.has(r._id)) })),
    ];
  }

  /** A member's replies with their topics (their data download). */
  async repliesBy(userId: string): Promise<{ topic: ForumTopicDoc; reply: ForumReplyDoc }[]> {
    const pages = await this.pages.model.find({ 'replies.authorId': userId }).sort({ _id: 1 }).lean<ForumReplyPageDoc[]>().exec();
    const heads = new Map((await this.findTopics([...new Set(pages.map((p) => p.topicId))])).map((t) => [t._id, t]));
    return pages.flatMap((p) => {
      const topic = heads.get(p.topicId);
      return topic
        ? p.replies.filter((r) => r.authorId === userId && r.seq < (topic.replySeq ?? 0)).map((reply) => ({ topic, reply }))
        : [];
    });
  }

  /** A new topic (with any replies it comes with) and its events; false when its id is taken (a seed already stored). */
  async insertTopic(topic: ForumTopicWithReplies, events: OutboxEntry[]): Promise<boolean> {
    const { head, pages } = storedShape(topic);
    // pages first: a head is what makes them a topic's
    if (pages.length) await this.pages.insertMissing(pages);
    if (!(await this.topics.insert(head, events))) return false;
    await this.readModels.apply(null, head);
    return true;
  }

  /**
   * Changes a topic under its lock with the events of the change; null when there is no such topic.
   * `change` may read the replies (`replies.all()`) and add one (`append`) or change them (`replies`):
   * the pages are written before the head, then the read models follow the head. A topic still
   * holding its replies (stored before the pages) has them moved to its pages by this write.
   */
  updateTopic(id: string, change: (topic: ForumTopicDoc, replies: TopicReplies) => TopicChange | null | Promise<TopicChange | null>) {
    let before: ForumTopicDoc | null = null;
    return this.topics.update(
      id,
      async (current) => {
        before = current;
        let cached: Promise<ForumStoredReply[]> | null = null;
        const all = () => (cached ??= this.replies(current));
        const decided = await change(current, { all });
        if (!decided) return null;
        const legacy = Array.isArray(current.replies);
        const now = new Date();
        const set: Partial<ForumTopicDoc> = { ...decided.set, rev: (current.rev ?? 0) + 1, revAt: now };
        const unset = [...(decided.unset ?? [])];
        let stored: ForumStoredReply[] | null = decided.replies ?? (legacy ? await all() : null);
        const seq = current.replySeq ?? (legacy ? current.replies!.length : 0);
        if (decided.append) {
          const reply: ForumStoredReply = { ...decided.append, seq };
          if (stored) stored = [...stored, reply];
          else {
            const pageId = replyPageId(id, pageOf(seq));
            // replies numbered from this one on are left over from a crash: this one takes their place
            await this.pages.write(pageId, (page) => ({
              next: { _id: pageId, topicId: id, n: pageOf(seq), replies: [...(page?.replies ?? []).filter((r) => r.seq < seq), reply] },
              events: [],
            }));
            set.repliers = { ...(current.repliers ?? {}), [reply.authorId]: (current.repliers?.[reply.authorId] ?? 0) + 1 };
          }
          set.replySeq = seq + 1;
        }
        if (stored) {
          await this.writePages(id, legacy ? [] : await all(), stored);
          set.repliers = repliersOf(stored);
          set.replySeq = Math.max(set.replySeq ?? seq, (stored.at(-1)?.seq ?? -1) + 1);
          if (legacy) unset.push('replies');
        }
        return { set, unset, events: decided.events };
      },
      {},
      { afterWrite: (after) => this.readModels.apply(before, after) },
    );
  }

  /** Writes the pages whose replies differ between `before` and `after`. */
  private async writePages(topicId: string, before: readonly ForumStoredReply[], after: readonly ForumStoredReply[]): Promise<void> {
    const old = new Map(pagesOf(topicId, before).map((p) => [p.n, JSON.stringify(p.replies)]));
    const next = pagesOf(topicId, after);
    const emptied = [...old.keys()].filter((n) => !next.some((p) => p.n === n));
    await Promise.all([
      ...next
        .filter((p) => old.get(p.n) !== JSON.stringify(p.replies))
        .map((p) => this.pages.write(p._id, () => ({ next: p, events: [] }))),
      ...emptied.map((n) =>
        this.pages.write(replyPageId(topicId, n), () => ({ next: { _id: replyPageId(topicId, n), topicId, n, replies: [] }, events: [] })),
      ),
    ]);
  }

  /**
   * Moves the replies of topics stored before the pages into their pages (a pass over the topics
   * once at start-up; later starts find none); how many it moved.
   */
  async moveRepliesToPages(): Promise<number> {
    const legacy = await this.topics.model
      .find({ replies: { $exists: true } }, { _id: 1 })
      .lean<{ _id: string }[]>()
      .exec();
    let moved = 0;
    for (const { _id } of legacy) if (await this.updateTopic(_id, () => ({ set: {}, events: [] }))) moved++;
    return moved;
  }

  /** The read models computed again from the stored topics (start-up, and after a crash left them behind). */
  async rebuildReadModels(): Promise<boolean> {
    const categories = (await this.allCategories()).map((c) => c._id);
    return this.readModels.rebuild(() => this.topicHeads(), categories);
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
