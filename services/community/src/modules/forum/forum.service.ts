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
import type { ForumCategoryDoc, ForumReplyDoc, ForumTopicDoc, ForumTopicHead } from './forum.model.ts';
import type { ForumRepository } from './forum.repository.ts';
import { FORUM_CATEGORIES } from './forum.seed.ts';
import { cut, plainText } from './forum.text.ts';

const DAY_MS = 86_400_000;
const EDIT_WINDOW_MS = FORUM_EDIT_WINDOW_MINUTES * 60_000;
/** How long one replica reuses the topics' heads for its lists and counts (its own writes drop them at once). */
const HEADS_TTL_MS = 5_000;
const REPLY_TIMES_KEPT = 100;
const HOT_WINDOW_DAYS = 30;

/**
 * The hotness rule (docs/decisions.md): recent replies weigh most, older replies and views a little,
 * and it cools with the days since the last activity. Only topics active in the last 30 days qualify.
 */
export function hotness(t: Pick<ForumTopicHead, 'replyTimes' | 'replyCount' | 'views' | 'lastActivityAt'>, now: number): number {
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

const byActivity = (a: ForumTopicHead, b: ForumTopicHead) =>
  new Date(b.lastActivityAt).getTime() - new Date(a.lastActivityAt).getTime() || (a._id < b._id ? 1 : -1);
const pinnedFirst = (a: ForumTopicHead, b: ForumTopicHead) => Number(b.pinned) - Number(a.pinned) || byActivity(a, b);

/** The replies members see: those hidden by moderators left out. */
const visibleReplies = (t: Pick<ForumTopicHead, 'replyCount' | 'hiddenReplyCount'>) =>
  Math.max(0, t.replyCount - (t.hiddenReplyCount ?? 0));

const newId = () => new Types.ObjectId().toHexString();

/** The forum: the only writer of its topics and replies; decides who is told about a reply. */
export class ForumService {
  private heads: { at: number; value: Promise<ForumTopicHead[]> } | null = null;
  private prepared: Promise<unknown> | null = null;
  /** the day whose earlier view marks this process has removed */
  private viewsKeptFrom = '';

  constructor(
    private readonly repo: ForumRepository,
    private readonly profiles: MemberProfileRepository,
    private readonly now: () => Date = () => new Date(),
  ) {}

  // ---- reads

  private topicHeads(): Promise<ForumTopicHead[]> {
    const at = Date.now();
    if (!this.heads || at - this.heads.at > HEADS_TTL_MS) {
      const value = this.repo.topicHeads();
      this.heads = { at, value };
      value.catch(() => (this.heads = null));
    }
    return this.heads.value;
  }

  /** The topics' heads members and guests see: hidden topics left out. */
  private async publicHeads(): Promise<ForumTopicHead[]> {
    return (await this.topicHeads()).filter((t) => !t.hidden);
  }

  /** Every topic's head, hidden ones included (the moderators' view). */
  allHeads(): Promise<ForumTopicHead[]> {
    return this.topicHeads();
  }

  /** Drops this replica's copy of the topics' heads (after a write, or when demo topics arrive). */
  forget(): void {
    this.heads = null;
  }

  /** The seeded categories and the indexes, once per process (retried after a failure). */
  private ready(): Promise<unknown> {
    if (!this.prepared) {
      this.prepared = Promise.all([this.repo.seedCategories(FORUM_CATEGORIES), this.repo.createIndexes()]);
      this.prepared.catch(() => (this.prepared = null));
    }
    return this.prepared;
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

  private toCategory(c: ForumCategoryDoc, heads: ForumTopicHead[]): ForumCategory {
    const mine = heads.filter((t) => t.categoryId === c._id);
    const last = mine.reduce<number | null>((max, t) => Math.max(max ?? 0, new Date(t.lastActivityAt).getTime()), null);
    return {
      id: c._id,
      name: c.name,
      description: c.description,
      iconName: c.iconName,
      topicCount: mine.length,
      replyCount: mine.reduce((n, t) => n + visibleReplies(t), 0),
      lastActivityAt: last === null ? null : new Date(last).toISOString(),
    };
  }

  async categories(): Promise<ForumCategory[]> {
    const [categories, heads] = await Promise.all([this.allCategories(), this.publicHeads()]);
    return categories.map((c) => this.toCategory(c, heads));
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
    const since = now - HOT_WINDOW_DAYS * DAY_MS;
    const ranked = (await this.publicHeads())
      .filter((t) => new Date(t.lastActivityAt).getTime() >= since)
      .map((t) => ({ t, score: hotness(t, now) }))
      .sort((a, b) => b.score - a.score || byActivity(a.t, b.t))
      .slice(0, limit)
      .map(({ t }) => t);
    return this.summaries(ranked);
  }

  private async page(heads: ForumTopicHead[], q: ForumTopicsQuery, categories?: Map<string, ForumCategoryDoc>): Promise<ForumTopicPage> {
    const start = (q.page - 1) * q.pageSize;
    return {
      items: await this.summaries(heads.slice(start, start + q.pageSize), categories),
      page: q.page,
      pageSize: q.pageSize,
      total: heads.length,
    };
  }

  async latest(q: ForumTopicsQuery): Promise<ForumTopicPage> {
    return this.page([...(await this.publicHeads())].sort(byActivity), q);
  }

  async categoryTopics(id: string, q: ForumTopicsQuery): Promise<ForumTopicPage> {
    return (await this.category(id, q)).page;
  }

  async categoryPage(id: string, q: ForumTopicsQuery): Promise<ForumCategoryPage> {
    const { category, page } = await this.category(id, q);
    return { category, ...page };
  }

  private async category(id: string, q: ForumTopicsQuery): Promise<{ category: ForumCategory; page: ForumTopicPage }> {
    const [cats, heads] = await Promise.all([this.categoryDocs(), this.publicHeads()]);
    const doc = cats.get(id);
    if (!doc) throw notFound('Category');
    const topics = heads.filter((t) => t.categoryId === id).sort(pinnedFirst);
    return { category: this.toCategory(doc, heads), page: await this.page(topics, q, cats) };
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
    if (await this.repo.markViewed(id, viewer.userId ? `u:${viewer.userId}` : `g:${viewer.clientKey}`, now)) {
      topic = (await this.repo.updateTopic(id, (t) => ({ set: { views: t.views + 1 }, events: [] }))) ?? topic;
    }
    const lastRead = viewer.userId ? await this.repo.markRead(viewer.userId, id, visibleReplies(topic), now) : null;
    const [category, people] = await Promise.all([
      this.findCategory(topic.categoryId),
      this.profiles.findMany([topic.authorId, ...topic.replies.flatMap((r) => [r.authorId, ...(r.quote ? [r.quote.authorId] : [])])]),
    ]);
    return {
      ...this.toTopic(topic, category, people),
      replies: topic.replies.filter((r) => !r.hidden).map((r) => this.toReply(topic, r, viewer.userId, people)),
      lastReadReplyCount: lastRead,
    };
  }

  private toTopic(t: ForumTopicDoc, category: ForumCategoryDoc | null | undefined, people: Map<string, MemberProfile>): ForumTopic {
    return { ...this.toSummary(t, category ?? undefined, people.get(t.authorId)), content: t.content };
  }

  private toReply(t: ForumTopicDoc, r: ForumReplyDoc, me: string | null, people: Map<string, MemberProfile>): ForumReply {
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
    const topic: ForumTopicDoc = {
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
    this.forget();
    const people = await this.profiles.findMany([userId]);
    return this.toTopic(topic, category, people);
  }

  async reply(userId: string, topicId: string, input: ForumReplyInput): Promise<ForumReply> {
    const me = await this.profiles.findById(userId);
    const replierName = me?.displayName ?? 'A member';
    const now = this.now();
    const reply: ForumReplyDoc = { _id: newId(), authorId: userId, content: input.content, quote: null, createdAt: now, editedAt: null };
    const after = await this.repo.updateTopic(topicId, (t) => {
      if (t.hidden) throw notFound('Topic');
      if (t.locked) throw conflict('This topic is locked');
      if (t.replies.length >= FORUM_REPLIES_MAX) throw conflict('This topic takes no more replies');
      if (input.quoteReplyId) {
        const quoted = t.replies.find((r) => r._id === input.quoteReplyId && !r.hidden);
        if (!quoted) throw badRequest('The quoted reply is not in this topic', { quoteReplyId: 'The quoted reply is not in this topic' });
        reply.quote = { replyId: quoted._id, authorId: quoted.authorId, excerpt: cut(plainText(quoted.content), 300) };
      }
      const told = [...new Set([t.authorId, ...t.replies.map((r) => r.authorId)])].filter((id) => id !== userId);
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
        set: {
          replies: [...t.replies, reply],
          replyCount: t.replies.length + 1,
          replyTimes: [...(t.replyTimes ?? []), now].slice(-REPLY_TIMES_KEPT),
          lastActivityAt: now,
          updatedAt: now,
        },
        events,
      };
    });
    if (!after) throw notFound('Topic');
    this.forget();
    const people = await this.profiles.findMany([userId, ...(reply.quote ? [reply.quote.authorId] : [])]);
    return this.toReply(after, reply, userId, people);
  }

  async editReply(userId: string, topicId: string, replyId: string, content: string): Promise<ForumReply> {
    const now = this.now();
    const after = await this.repo.updateTopic(topicId, (t) => {
      const i = t.replies.findIndex((r) => r._id === replyId);
      // a reply hidden by a moderator is gone for its author too
      if (i < 0 || t.replies[i]!.hidden) throw notFound('Reply');
      const r = t.replies[i]!;
      if (r.authorId !== userId) throw forbidden('You can only edit your own replies');
      if (now.getTime() - new Date(r.createdAt).getTime() >= EDIT_WINDOW_MS)
        throw conflict(`Replies can be edited for ${FORUM_EDIT_WINDOW_MINUTES} minutes after posting`);
      const replies = t.replies.map((x, j) => (j === i ? { ...x, content, editedAt: now } : x));
      return { set: { replies, updatedAt: now }, events: [] };
    });
    if (!after) throw notFound('Topic');
    const reply = after.replies.find((r) => r._id === replyId)!;
    const people = await this.profiles.findMany([userId, ...(reply.quote ? [reply.quote.authorId] : [])]);
    return this.toReply(after, reply, userId, people);
  }

  async deleteReply(userId: string, topicId: string, replyId: string): Promise<void> {
    const after = await this.repo.updateTopic(topicId, (t) => {
      const r = t.replies.find((x) => x._id === replyId);
      if (!r) throw notFound('Reply');
      if (r.authorId !== userId) throw forbidden('You can only delete your own replies');
      const replies = t.replies.filter((x) => x._id !== replyId);
      const last = replies.at(-1)?.createdAt ?? t.createdAt;
      return {
        set: {
          replies,
          replyCount: replies.length,
          hiddenReplyCount: replies.filter((x) => x.hidden).length,
          lastActivityAt: last,
          replyTimes: replies.map((x) => x.createdAt).slice(-REPLY_TIMES_KEPT),
        },
        events: [recordEvent(forumReplyDeleted, { topicId: String(t._id), replyId })],
      };
    });
    if (!after) throw notFound('Topic');
    this.forget();
  }
}
