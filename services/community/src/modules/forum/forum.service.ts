import { Types } from 'mongoose';
import {
  FORUM_EDIT_WINDOW_MINUTES,
  FORUM_REPLIES_MAX,
  communityNoticeIssued,
  forumReplyDeleted,
  forumReplyPosted,
  forumTopicPublished,
  type ForumAuthor,
  type ForumCategory,
  type ForumCategoryPage,
  type ForumReadMarks,
  type ForumReply,
  type ForumReplyInput,
  type ForumTopic,
  type ForumTopicDetail,
  type ForumTopicInput,
  type ForumTopicPage,
  type ForumTopicSummary,
  type ForumTopicsQuery,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, recordEvent, type OutboxEntry } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { ForumCategoryDoc, ForumListDoc, ForumReplyDoc, ForumTopicDoc, ForumTopicHead } from './forum.model.ts';
import { ALL, HOT, HOT_WINDOW_MS, LATEST, READ_MODELS_FORMAT, STATS, categoryList, compareEntries } from './forum.read-models.ts';
import { repliersOf, type ForumRepository } from './forum.repository.ts';
import { FORUM_CATEGORIES } from './forum.seed.ts';
import { cut, plainText } from './forum.text.ts';

const DAY_MS = 86_400_000;
const EDIT_WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60_000;
const REPLY_TIMES_KEPT = 100;
/** How long after start the read models' repair waits (the first reads of a restart go first). */
const START_REPAIR_DELAY_MS = 10_000;

/**
 * The hotness rule (docs/decisions.md): recent replies weigh most, older replies and views a little,
 * and it cools with the days since the last activity. Only topics active in the last 30 days qualify.
 */
function hotness(t: Pick<ForumTopicHead, 'replyTimes' | 'replyCount' | 'views' | 'lastActivityAt'>, now: number): number {
  const recent = t.replyTimes.filter((d) => new Date(d).getTime() >= now - 7 * DAY_MS).length;
  const older = Math.max(0, t.replyCount - recent);
  const days = Math.max(0, (now - new Date(t.lastActivityAt).getTime()) / DAY_MS);
  return (3 * recent + older + t.views / 20) / (days + 1);
}

/** What a viewer of a topic is: a member, or a guest known by their address. */
export interface ForumViewer {
  userId: string | null;
  clientKey: string;
}

const FORMER_MEMBER = 'Former member';
const authorOf = (id: string, p: MemberProfile | undefined): ForumAuthor => ({
  id,
  displayName: p?.displayName ?? FORMER_MEMBER,
  avatarUrl: p?.avatarUrl ?? null,
  profileUrl: p?.isPublicProfile && p.accountStatus === 'active' ? `/members/${encodeURIComponent(id)}` : null,
});

/** The replies members see: those hidden by moderators left out. */
const visibleReplies = (t: Pick<ForumTopicHead, 'replyCount' | 'hiddenReplyCount'>) =>
  Math.max(0, t.replyCount - (t.hiddenReplyCount ?? 0));

const newId = () => new Types.ObjectId().toHexString();

/** The forum: the only writer of its topics and replies; decides who is told about a reply. */
export class ForumService {
  private prepared: Promise<unknown> | null = null;
  private started: Promise<void> | null = null;
  private building: Promise<void> | null = null;
  private repairTimer: NodeJS.Timeout | null = null;
  private cancelRepair: (() => void) | null = null;
  private stopped = false;
  /** the day whose earlier view marks this process has removed */
  private viewsKeptFrom = '';

  private readonly repo: ForumRepository;
  private readonly profiles: MemberProfileRepository;
  private readonly now: () => Date;
  constructor(repo: ForumRepository, profiles: MemberProfileRepository, now: () => Date = () => new Date()) {
    this.repo = repo;
    this.profiles = profiles;
    this.now = now;
  }

  // ---- start-up

  /**
   * Once per process: the seeded categories and the indexes, then, `delayMs` later in the background
   * (after the first reads of a restart), the replies of topics stored before the pages moved to their
   * pages and the read models rebuilt from the topics, which puts right whatever a crash between a
   * topic's write and its read models left behind. A pass over the topics: seconds at a club's size.
   */
  start(onError: (err: unknown) => void = () => {}, delayMs = START_REPAIR_DELAY_MS): Promise<void> {
    const pause = (ms: number) =>
      new Promise<void>((resolve) => {
        this.repairTimer = setTimeout(resolve, ms);
        this.repairTimer.unref();
        this.cancelRepair = resolve;
      });
    this.started ??= (async () => {
      await this.ready();
      await pause(delayMs);
      if (this.stopped) return;
      await this.repo.moveRepliesToPages();
      // Topics written while a read model did not exist yet (a new store, the demo seeding at start)
      // are counted only by a rebuild that goes through; one that gave up after its attempts (topics
      // kept changing: the demo's topics at load 30) left them out until the next restart. So the
      // repair tries again, later and later, until one goes through.
      for (let round = 1; !this.stopped; round++) {
        if (await this.repo.rebuildReadModels()) return;
        if (round === 3) onError(new Error('forum read models not rebuilt yet: topics kept changing; trying again'));
        await pause(Math.min(round, 6) * 5_000);
      }
    })().catch((err) => {
      this.started = null;
      onError(err);
    });
    return this.started;
  }

  /** Stops a start-up repair that has not begun, and waits for one that has. */
  async stop(): Promise<void> {
    this.stopped = true;
    if (this.repairTimer) clearTimeout(this.repairTimer);
    this.cancelRepair?.();
    await this.started;
  }

  /** Nothing kept in the process any more (the read models are stored); kept for the demo seeder's callback. */
  forget(): void {}

  /** The seeded categories and the indexes, once per process (retried after a failure). */
  private ready(): Promise<unknown> {
    if (!this.prepared) {
      this.prepared = Promise.all([this.repo.seedCategories(FORUM_CATEGORIES), this.repo.createIndexes()]);
      this.prepared.catch(() => (this.prepared = null));
    }
    return this.prepared;
  }

  // ---- reads

  /** A read model; built from the topics first when there is none yet (a new database, an older shape). */
  private async model(id: string): Promise<ForumListDoc> {
    await this.ready();
    const doc = await this.repo.readModels.get(id);
    if (doc && (id !== STATS || (doc.format ?? 0) >= READ_MODELS_FORMAT)) return doc;
    this.building ??= (async () => {
      await this.repo.moveRepliesToPages();
      await this.repo.rebuildReadModels();
    })().finally(() => (this.building = null));
    await this.building;
    // a category with no list yet (added since the last rebuild) has no topics listed
    return (
      (await this.repo.readModels.get(id)) ?? { _id: id, v: 0, entries: [], complete: true, hot: [], categories: {}, updatedAt: new Date() }
    );
  }

  /**
   * The ids of a list's topics from `start`, at most `count`: from its read model when the page is
   * within the prefix it keeps, else from a pass over the topics (pages past the first 500 topics).
   */
  private async listPage(name: string, start: number, count: number): Promise<{ ids: string[]; size: number | null }> {
    const doc = await this.model(name);
    const entries = doc.entries ?? [];
    if (doc.complete || start + count <= entries.length)
      return { ids: entries.slice(start, start + count).map((e) => e.t), size: doc.complete ? entries.length : null };
    const full = (await this.repo.topicHeads())
      .filter((t) => listHas(name, t))
      .map((t) => entryFor(name, t))
      .sort(compareEntries);
    return { ids: full.slice(start, start + count).map((e) => e.t), size: full.length };
  }

  /** The heads of these topics in this order (each by its `_id`); hidden ones left out unless asked for. */
  async headsOf(ids: string[], withHidden = false): Promise<ForumTopicHead[]> {
    return (await this.repo.findTopics(ids)).filter((t) => withHidden || !t.hidden);
  }

  /** A moderators' list page (all, hidden, locked, pinned topics, pinned first). */
  async moderationPage(list: 'all' | 'hidden' | 'locked' | 'pinned', start: number, count: number) {
    const { ids, size } = await this.listPage(list === 'all' ? ALL : list, start, count);
    const stats = await this.model(STATS);
    const total =
      size ?? (list === 'all' ? Object.values(stats.categories ?? {}).reduce((n, c) => n + c.topics, 0) + (stats.hiddenTopics ?? 0) : 0);
    return { heads: await this.headsOf(ids, true), total };
  }

  /** The moderators' counts (hidden, locked and pinned topics, hidden replies). */
  async moderationCounts() {
    const stats = await this.model(STATS);
    return {
      hiddenTopics: stats.hiddenTopics ?? 0,
      hiddenReplies: stats.hiddenReplies ?? 0,
      lockedTopics: stats.lockedTopics ?? 0,
      pinnedTopics: stats.pinnedTopics ?? 0,
    };
  }

  /** Every topic's head, hidden ones included (the moderators' title search: a pass over the topics). */
  allHeads(): Promise<ForumTopicHead[]> {
    return this.repo.topicHeads();
  }

  private async allCategories(): Promise<ForumCategoryDoc[]> {
    await this.ready();
    return this.repo.allCategories();
  }

  private async findCategory(id: string): Promise<ForumCategoryDoc | null> {
    await this.ready();
    return this.repo.findCategory(id);
  }

  private async categoryDocs(): Promise<Map<string, ForumCategoryDoc>> {
    return new Map((await this.allCategories()).map((c) => [c._id, c]));
  }

  private toCategory(c: ForumCategoryDoc, stats: ForumListDoc): ForumCategory {
    const counts = stats.categories?.[c._id];
    return {
      id: c._id,
      name: c.name,
      description: c.description,
      iconName: c.iconName,
      topicCount: counts?.topics ?? 0,
      replyCount: counts?.replies ?? 0,
      lastActivityAt: counts?.lastActivityAt ? new Date(counts.lastActivityAt).toISOString() : null,
    };
  }

  async categories(): Promise<ForumCategory[]> {
    const [categories, stats] = await Promise.all([this.allCategories(), this.model(STATS)]);
    return categories.map((c) => this.toCategory(c, stats));
  }

  private async summaries(heads: ForumTopicHead[], categories?: Map<string, ForumCategoryDoc>): Promise<ForumTopicSummary[]> {
    const [cats, authors] = await Promise.all([categories ?? this.categoryDocs(), this.profiles.findMany(heads.map((t) => t.authorId))]);
    return heads.map((t) => this.toSummary(t, cats.get(t.categoryId), authors.get(t.authorId)));
  }

  private toSummary(t: ForumTopicHead, category: ForumCategoryDoc | undefined, author: MemberProfile | undefined): ForumTopicSummary {
    return {
      id: t._id,
      title: t.title,
      excerpt: t.excerpt,
      categoryId: t.categoryId,
      categoryName: category?.name ?? '',
      author: authorOf(t.authorId, author),
      createdAt: new Date(t.createdAt).toISOString(),
      lastActivityAt: new Date(t.lastActivityAt).toISOString(),
      replyCount: visibleReplies(t),
      views: t.views,
      pinned: Boolean(t.pinned),
      locked: Boolean(t.locked),
    };
  }

  async hot(limit: number): Promise<ForumTopicSummary[]> {
    const now = this.now().getTime();
    const since = now - HOT_WINDOW_MS;
    const ranked = ((await this.model(HOT)).hot ?? [])
      .filter((e) => new Date(e.at).getTime() >= since)
      .map((e) => ({ e, score: hotness({ replyTimes: e.rt, replyCount: e.r, views: e.v, lastActivityAt: e.at }, now) }))
      .sort((a, b) => b.score - a.score || compareEntries(a.e, b.e))
      .slice(0, limit)
      .map(({ e }) => e.t);
    return this.summaries(await this.headsOf(ranked));
  }

  private async page(
    name: string,
    total: number,
    q: ForumTopicsQuery,
    categories?: Map<string, ForumCategoryDoc>,
  ): Promise<ForumTopicPage> {
    const start = (q.page - 1) * q.pageSize;
    const { ids } = start < total ? await this.listPage(name, start, q.pageSize) : { ids: [] };
    return {
      items: await this.summaries(await this.headsOf(ids), categories),
      page: q.page,
      pageSize: q.pageSize,
      total,
    };
  }

  async latest(q: ForumTopicsQuery): Promise<ForumTopicPage> {
    const stats = await this.model(STATS);
    const total = Object.values(stats.categories ?? {}).reduce((n, c) => n + c.topics, 0);
    return this.page(LATEST, total, q);
  }

  async categoryTopics(id: string, q: ForumTopicsQuery): Promise<ForumTopicPage> {
    return (await this.category(id, q)).page;
  }

  async categoryPage(id: string, q: ForumTopicsQuery): Promise<ForumCategoryPage> {
    const { category, page } = await this.category(id, q);
    return { category, ...page };
  }

  private async category(id: string, q: ForumTopicsQuery): Promise<{ category: ForumCategory; page: ForumTopicPage }> {
    const [cats, stats] = await Promise.all([this.categoryDocs(), this.model(STATS)]);
    const doc = cats.get(id);
    if (!doc) throw notFound('Category');
    const category = this.toCategory(doc, stats);
    return { category, page: await this.page(categoryList(id), category.topicCount, q, cats) };
  }

  /** A topic with its replies; counts the view (once per viewer per day) and, for a member, their read mark. */
  async topic(id: string, viewer: ForumViewer): Promise<ForumTopicDetail> {
    let topic = await this.repo.findTopic(id);
    // a topic hidden by a moderator is gone for members and guests (moderators read it through moderation)
    if (!topic || topic.hidden) throw notFound('Topic');
    const now = this.now();
    const today = now.toISOString().slice(0, 10);
    if (today !== this.viewsKeptFrom) {
      this.viewsKeptFrom = today;
      void this.repo.forgetViewsBefore(today).catch(() => (this.viewsKeptFrom = ''));
    }
    const [replies, first] = await Promise.all([
      this.repo.replies(topic),
      this.repo.markViewed(id, viewer.userId ? `u:${viewer.userId}` : `g:${viewer.clientKey}`, now),
    ]);
    if (first) {
      topic = (await this.repo.updateTopic(id, (t) => ({ set: { views: t.views + 1 }, events: [] }))) ?? topic;
    }
    const lastRead = viewer.userId ? await this.repo.markRead(viewer.userId, id, visibleReplies(topic), now) : null;
    const [category, people] = await Promise.all([
      this.findCategory(topic.categoryId),
      this.profiles.findMany([topic.authorId, ...replies.flatMap((r) => [r.authorId, ...(r.quote ? [r.quote.authorId] : [])])]),
    ]);
    return {
      ...this.toTopic(topic, category, people),
      replies: replies.filter((r) => !r.hidden).map((r) => this.toReply(topic, r, viewer.userId, people)),
      lastReadReplyCount: lastRead,
    };
  }

  private toTopic(t: ForumTopicHead, category: ForumCategoryDoc | null | undefined, people: Map<string, MemberProfile>): ForumTopic {
    return { ...this.toSummary(t, category ?? undefined, people.get(t.authorId)), content: (t as ForumTopicDoc).content };
  }

  private toReply(t: Pick<ForumTopicDoc, '_id'>, r: ForumReplyDoc, me: string | null, people: Map<string, MemberProfile>): ForumReply {
    const mine = me !== null && r.authorId === me;
    return {
      id: r._id,
      topicId: t._id,
      content: r.content,
      author: authorOf(r.authorId, people.get(r.authorId)),
      quote: r.quote
        ? { replyId: r.quote.replyId, authorName: people.get(r.quote.authorId)?.displayName ?? FORMER_MEMBER, excerpt: r.quote.excerpt }
        : null,
      createdAt: new Date(r.createdAt).toISOString(),
      editedAt: r.editedAt ? new Date(r.editedAt).toISOString() : null,
      mine,
      canEdit: mine && this.now().getTime() - new Date(r.createdAt).getTime() < EDIT_WINDOW_MS,
    };
  }

  async readMarks(userId: string): Promise<ForumReadMarks> {
    return { topics: await this.repo.readMarks(userId) };
  }

  // ---- writes

  /** The event that puts a topic into site search. */
  static searchEvent(t: Pick<ForumTopicDoc, '_id' | 'title' | 'content' | 'authorId' | 'createdAt'>): OutboxEntry {
    return recordEvent(forumTopicPublished, {
      topicId: t._id,
      title: t.title,
      body: cut(plainText(t.content), 2000),
      url: `/forum/topic/${t._id}`,
      authorId: t.authorId,
      postedAt: t.createdAt.toISOString(),
    });
  }

  async createTopic(userId: string, input: ForumTopicInput): Promise<ForumTopic> {
    const category = await this.findCategory(input.categoryId);
    if (!category) throw badRequest('Category not found', { categoryId: 'Category not found' });
    const now = this.now();
    const topic = {
      _id: newId(),
      categoryId: category._id,
      authorId: userId,
      title: input.title,
      content: input.content,
      excerpt: cut(plainText(input.content), 240),
      createdAt: now,
      updatedAt: now,
      lastActivityAt: now,
      replyCount: 0,
      replyTimes: [],
      views: 0,
      pinned: false,
      locked: false,
      replies: [],
      demo: false,
    };
    await this.repo.insertTopic(topic, [ForumService.searchEvent(topic)]);
    const people = await this.profiles.findMany([userId]);
    return this.toTopic({ ...topic, replies: undefined } as ForumTopicDoc, category, people);
  }

  async reply(userId: string, topicId: string, input: ForumReplyInput): Promise<ForumReply> {
    const me = await this.profiles.findById(userId);
    const replierName = me?.displayName ?? 'A member';
    const now = this.now();
    const reply: ForumReplyDoc = { _id: newId(), authorId: userId, content: input.content, quote: null, createdAt: now, editedAt: null };
    const after = await this.repo.updateTopic(topicId, async (t, replies) => {
      if (t.hidden) throw notFound('Topic');
      if (t.locked) throw conflict('This topic is locked');
      if ((t.replyCount ?? 0) >= FORUM_REPLIES_MAX) throw conflict('This topic takes no more replies');
      if (input.quoteReplyId) {
        const quoted = (await replies.all()).find((r) => r._id === input.quoteReplyId && !r.hidden);
        if (!quoted) throw badRequest('The quoted reply is not in this topic', { quoteReplyId: 'The quoted reply is not in this topic' });
        reply.quote = { replyId: quoted._id, authorId: quoted.authorId, excerpt: cut(plainText(quoted.content), 300) };
      }
      const repliers = t.repliers ?? repliersOf(t.replies ?? []);
      const told = [...new Set([t.authorId, ...Object.keys(repliers)])].filter((id) => id !== userId);
      const events: OutboxEntry[] = told.length
        ? [
            recordEvent(communityNoticeIssued, {
              entityType: 'forum_reply',
              entityId: reply._id,
              userIds: told,
              kind: 'activity',
              title: cut(`New reply in "${t.title}"`, 200),
              message: cut(`${replierName} replied: ${plainText(reply.content)}`, 300),
              actionUrl: `/forum/topic/${t._id}#reply-${reply._id}`,
              priority: 'medium',
              expiresAt: null,
            }),
          ]
        : [];
      // every reply is counted by the analytics read model (forum activity) and shown in the author's activity feed
      events.push(
        recordEvent(forumReplyPosted, {
          topicId: String(t._id),
          replyId: String(reply._id),
          authorId: userId,
          postedAt: now.toISOString(),
          topicTitle: t.title,
          excerpt: cut(plainText(reply.content), 140),
          url: `/forum/topic/${t._id}#reply-${reply._id}`,
        }),
      );
      return {
        append: reply,
        set: {
          replyCount: (t.replyCount ?? 0) + 1,
          replyTimes: [...(t.replyTimes ?? []), now].slice(-REPLY_TIMES_KEPT),
          lastActivityAt: now,
          updatedAt: now,
        },
        events,
      };
    });
    if (!after) throw notFound('Topic');
    const people = await this.profiles.findMany([userId, ...(reply.quote ? [reply.quote.authorId] : [])]);
    return this.toReply(after, reply, userId, people);
  }

  async editReply(userId: string, topicId: string, replyId: string, content: string): Promise<ForumReply> {
    const now = this.now();
    let edited: ForumReplyDoc | null = null;
    const after = await this.repo.updateTopic(topicId, async (t, stored) => {
      const all = await stored.all();
      const i = all.findIndex((r) => r._id === replyId);
      // a reply hidden by a moderator is gone for its author too
      if (i < 0 || all[i]!.hidden) throw notFound('Reply');
      const r = all[i]!;
      if (r.authorId !== userId) throw forbidden('You can only edit your own replies');
      if (now.getTime() - new Date(r.createdAt).getTime() >= EDIT_WINDOW_MS)
        throw conflict(`Replies can be edited for ${FORUM_EDIT_WINDOW_MINUTES} minutes after posting`);
      const replies = all.map((x, j) => (j === i ? { ...x, content, editedAt: now } : x));
      edited = replies[i]!;
      return { replies, set: { updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Topic');
    const reply = edited! as ForumReplyDoc;
    const people = await this.profiles.findMany([userId, ...(reply.quote ? [reply.quote.authorId] : [])]);
    return this.toReply(after, reply, userId, people);
  }

  async deleteReply(userId: string, topicId: string, replyId: string): Promise<void> {
    const after = await this.repo.updateTopic(topicId, async (t, stored) => {
      const all = await stored.all();
      const r = all.find((x) => x._id === replyId);
      if (!r) throw notFound('Reply');
      if (r.authorId !== userId) throw forbidden('You can only delete your own replies');
      const replies = all.filter((x) => x._id !== replyId);
      const last = replies.at(-1)?.createdAt ?? t.createdAt;
      return {
        replies,
        set: {
          replyCount: replies.length,
          hiddenReplyCount: replies.filter((x) => x.hidden).length,
          lastActivityAt: last,
          replyTimes: replies.map((x) => x.createdAt).slice(-REPLY_TIMES_KEPT),
        },
        events: [recordEvent(forumReplyDeleted, { topicId: String(t._id), replyId })],
      };
    });
    if (!after) throw notFound('Topic');
  }
}

/** Whether a topic is in the list of this name (the deep pages' pass over the topics). */
function listHas(name: string, t: ForumTopicHead): boolean {
  if (name === ALL) return true;
  if (name === LATEST) return !t.hidden;
  if (name === 'hidden') return Boolean(t.hidden);
  if (name === 'locked') return Boolean(t.locked);
  if (name === 'pinned') return Boolean(t.pinned);
  return !t.hidden && name === categoryList(t.categoryId);
}

const entryFor = (name: string, t: ForumTopicHead) => ({
  t: t._id,
  at: new Date(t.lastActivityAt),
  ...(name !== LATEST && t.pinned ? { p: true } : {}),
});
