import {
  MODERATION_ACTION_PAST,
  communityNoticeIssued,
  forumReplyDeleted,
  forumTopicDeleted,
  type ForumAuthor,
  type ModeratedReply,
  type ModeratedTopicDetail,
  type ModeratedTopicPage,
  type ModeratedTopicSummary,
  type ModerationTopicsQuery,
  type ReplyModeration,
  type TopicModeration,
} from '@trap/contracts';
import { badRequest, conflict, notFound, recordEvent, recordStaffAction, type OutboxEntry } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { ForumCategoryDoc, ForumHiddenMark, ForumTopicDoc, ForumTopicHead } from './forum.model.ts';
import type { ForumRepository } from './forum.repository.ts';
import { ForumService } from './forum.service.ts';
import { cut, plainText } from './forum.text.ts';

/** A reported topic's or reply's text, as the reports queue shows it. */
export interface ReportedForumText {
  /** the topic's title (a reply's topic) */
  title: string;
  /** markdown */
  text: string;
  authorId: string;
  createdAt: Date;
  hidden: boolean;
}

/** Who is acting: a moderator's id and role, for the audit log. */
export interface Moderator {
  userId: string;
  role: string;
}

const author = (id: string, p: MemberProfile | undefined): ForumAuthor => ({
  id,
  displayName: p?.displayName ?? 'Former member',
  avatarUrl: p?.avatarUrl ?? null,
  profileUrl: p?.isPublicProfile && p.accountStatus === 'active' ? `/members/${encodeURIComponent(id)}` : null,
});
const mark = (h: ForumHiddenMark | null | undefined) => (h ? { reason: h.reason, by: h.by, at: new Date(h.at).toISOString() } : null);
const byActivity = (a: ForumTopicHead, b: ForumTopicHead) =>
  new Date(b.lastActivityAt).getTime() - new Date(a.lastActivityAt).getTime() || (a._id < b._id ? 1 : -1);
const pinnedFirst = (a: ForumTopicHead, b: ForumTopicHead) => Number(b.pinned) - Number(a.pinned) || byActivity(a, b);

/**
 * Forum moderation (SPEC 2.4): pin, unpin, lock, unlock, move, hide and restore topics; hide and
 * restore replies. Each change is one write of the topic with its events: the author's notice
 * (community.notice.issued, never when a moderator acts on their own post), the audit record
 * (community.staff_action.recorded) and, when a topic is hidden or restored, its removal from or
 * return to site search.
 */
export class ForumModerationService {
  private readonly repo: ForumRepository;
  private readonly forum: ForumService;
  private readonly profiles: MemberProfileRepository;
  private readonly openReports: () => Promise<number>;
  private readonly now: () => Date;
  constructor(
    repo: ForumRepository,
    forum: ForumService,
    profiles: MemberProfileRepository,
    openReports: () => Promise<number>,
    now: () => Date = () => new Date(),
  ) {
    this.repo = repo;
    this.forum = forum;
    this.profiles = profiles;
    this.openReports = openReports;
    this.now = now;
  }

  async summary() {
    const [counts, openReports] = await Promise.all([this.forum.moderationCounts(), this.openReports()]);
    return { openReports, ...counts };
  }

  private async categories(): Promise<Map<string, ForumCategoryDoc>> {
    return new Map((await this.repo.allCategories()).map((c) => [c._id, c]));
  }

  private toSummary(t: ForumTopicHead, cats: Map<string, ForumCategoryDoc>, people: Map<string, MemberProfile>): ModeratedTopicSummary {
    return {
      id: t._id,
      title: t.title,
      excerpt: t.excerpt,
      categoryId: t.categoryId,
      categoryName: cats.get(t.categoryId)?.name ?? '',
      author: author(t.authorId, people.get(t.authorId)),
      createdAt: new Date(t.createdAt).toISOString(),
      lastActivityAt: new Date(t.lastActivityAt).toISOString(),
      replyCount: t.replyCount,
      views: t.views,
      pinned: Boolean(t.pinned),
      locked: Boolean(t.locked),
      hidden: mark(t.hidden),
      hiddenReplyCount: t.hiddenReplyCount ?? 0,
    };
  }

  async topics(q: ModerationTopicsQuery): Promise<ModeratedTopicPage> {
    const words = (q.q ?? '').toLowerCase().split(/\s+/).filter(Boolean);
    const start = (q.page - 1) * q.pageSize;
    let slice: ForumTopicHead[];
    let total: number;
    if (words.length) {
      // a title search: a pass over the topics' heads (moderators only)
      const heads = (await this.forum.allHeads())
        .filter((t) => (q.filter === 'hidden' ? t.hidden : q.filter === 'locked' ? t.locked : q.filter === 'pinned' ? t.pinned : true))
        .filter((t) => words.every((w) => t.title.toLowerCase().includes(w)))
        .sort(pinnedFirst);
      slice = heads.slice(start, start + q.pageSize);
      total = heads.length;
    } else {
      ({ heads: slice, total } = await this.forum.moderationPage(q.filter, start, q.pageSize));
    }
    const [cats, people] = await Promise.all([this.categories(), this.profiles.findMany(slice.map((t) => t.authorId))]);
    return { items: slice.map((t) => this.toSummary(t, cats, people)), page: q.page, pageSize: q.pageSize, total };
  }

  private async detail(t: ForumTopicDoc): Promise<ModeratedTopicDetail> {
    const stored = await this.repo.replies(t);
    const [cats, people] = await Promise.all([this.categories(), this.profiles.findMany([t.authorId, ...stored.map((r) => r.authorId)])]);
    const replies: ModeratedReply[] = stored.map((r) => ({
      id: r._id,
      content: r.content,
      author: author(r.authorId, people.get(r.authorId)),
      quote: r.quote
        ? { replyId: r.quote.replyId, authorName: people.get(r.quote.authorId)?.displayName ?? 'Former member', excerpt: r.quote.excerpt }
        : null,
      createdAt: new Date(r.createdAt).toISOString(),
      hidden: mark(r.hidden),
    }));
    return { ...this.toSummary(t, cats, people), content: t.content, replies };
  }

  async topic(id: string): Promise<ModeratedTopicDetail> {
    const t = await this.repo.findTopic(id);
    if (!t) throw notFound('Topic');
    return this.detail(t);
  }

  /** The topic holding a reply (a reported reply shown in its context). */
  async topicOfReply(replyId: string): Promise<ModeratedTopicDetail> {
    const t = await this.repo.findTopicOfReply(replyId);
    if (!t) throw notFound('Reply');
    return this.detail(t);
  }

  /**
   * The text of reported topics and replies, keyed `forum_topic:<id>` / `forum_reply:<id>` (the reports
   * queue shows what was reported). Hidden items are included: the moderator decides on them too.
   */
  async reportedTexts(topicIds: string[], replyIds: string[]): Promise<Map<string, ReportedForumText>> {
    const out = new Map<string, ReportedForumText>();
    const wanted = new Set(replyIds);
    for (const { topic: t, replies } of await this.repo.findTopicsFor(topicIds, replyIds)) {
      if (topicIds.includes(t._id))
        out.set(`forum_topic:${t._id}`, {
          title: t.title,
          text: t.content,
          authorId: t.authorId,
          createdAt: new Date(t.createdAt),
          hidden: Boolean(t.hidden),
        });
      for (const r of replies)
        if (wanted.has(r._id))
          out.set(`forum_reply:${r._id}`, {
            title: t.title,
            text: r.content,
            authorId: r.authorId,
            createdAt: new Date(r.createdAt),
            hidden: Boolean(r.hidden || t.hidden),
          });
    }
    return out;
  }

  private notice(
    userId: string,
    by: Moderator,
    data: { entityType: string; entityId: string; title: string; message: string; actionUrl: string },
  ): OutboxEntry[] {
    if (userId === by.userId) return [];
    return [
      recordEvent(communityNoticeIssued, {
        ...data,
        userIds: [userId],
        kind: 'activity',
        title: cut(data.title, 200),
        message: cut(data.message, 1000),
        priority: 'medium',
        expiresAt: null,
      }),
    ];
  }

  async moderateTopic(by: Moderator, id: string, input: TopicModeration): Promise<ModeratedTopicDetail> {
    const now = this.now();
    let target: ForumCategoryDoc | null = null;
    if (input.action === 'move') {
      target = await this.repo.findCategory(input.categoryId!);
      if (!target) throw badRequest('Category not found', { categoryId: 'Category not found' });
    }
    const after = await this.repo.updateTopic(id, (t) => {
      let before: Record<string, unknown>;
      let set: Partial<ForumTopicDoc>;
      const events: OutboxEntry[] = [];
      switch (input.action) {
        case 'pin':
        case 'unpin': {
          const pinned = input.action === 'pin';
          if (Boolean(t.pinned) === pinned) throw conflict(`This topic is already ${pinned ? 'pinned' : 'unpinned'}`);
          before = { pinned: Boolean(t.pinned) };
          set = { pinned };
          break;
        }
        case 'lock':
        case 'unlock': {
          const locked = input.action === 'lock';
          if (Boolean(t.locked) === locked) throw conflict(`This topic is already ${locked ? 'locked' : 'unlocked'}`);
          before = { locked: Boolean(t.locked) };
          set = { locked };
          break;
        }
        case 'move': {
          if (t.categoryId === target!._id) throw conflict(`This topic is already in ${target!.name}`);
          before = { categoryId: t.categoryId };
          set = { categoryId: target!._id };
          break;
        }
        case 'hide': {
          if (t.hidden) throw conflict('This topic is already hidden');
          before = { hidden: false };
          set = { hidden: { reason: input.reason, by: by.userId, at: now } };
          events.push(recordEvent(forumTopicDeleted, { topicId: t._id }));
          break;
        }
        case 'restore': {
          if (!t.hidden) throw conflict('This topic is not hidden');
          before = { hidden: true, hiddenReason: t.hidden.reason };
          set = { hidden: null };
          events.push(ForumService.searchEvent(t));
          break;
        }
      }
      const afterFields = input.action === 'hide' ? { hidden: true } : input.action === 'restore' ? { hidden: false } : set;
      const where = input.action === 'move' ? ` to ${target!.name}` : '';
      events.push(
        ...this.notice(t.authorId, by, {
          entityType: 'forum_moderation',
          entityId: t._id,
          title: `A moderator ${MODERATION_ACTION_PAST[input.action]} your topic "${cut(t.title, 120)}"${where}`,
          message: `Reason: ${input.reason}`,
          actionUrl: input.action === 'hide' ? '/content-policy' : `/forum/topic/${t._id}`,
        }),
        recordStaffAction('community', {
          actorId: by.userId,
          actorRole: by.role,
          action: `forum_topic.${input.action}`,
          itemType: 'forum_topic',
          itemId: t._id,
          itemLabel: cut(t.title, 200),
          before,
          after: afterFields as Record<string, unknown>,
          reason: input.reason,
          at: now,
        }),
      );
      return { set: { ...set, updatedAt: now }, events };
    });
    if (!after) throw notFound('Topic');
    return this.detail(after);
  }

  async moderateReply(by: Moderator, topicId: string, replyId: string, input: ReplyModeration): Promise<ModeratedTopicDetail> {
    const now = this.now();
    const after = await this.repo.updateTopic(topicId, async (t, stored) => {
      const all = await stored.all();
      const r = all.find((x) => x._id === replyId);
      if (!r) throw notFound('Reply');
      const hide = input.action === 'hide';
      if (Boolean(r.hidden) === hide) throw conflict(hide ? 'This reply is already hidden' : 'This reply is not hidden');
      const replies = all.map((x) =>
        x._id === replyId ? { ...x, hidden: hide ? { reason: input.reason, by: by.userId, at: now } : null } : x,
      );
      const excerpt = cut(plainText(r.content), 120);
      return {
        replies,
        set: { hiddenReplyCount: replies.filter((x) => x.hidden).length, updatedAt: now },
        events: [
          ...this.notice(r.authorId, by, {
            entityType: 'forum_moderation',
            entityId: r._id,
            title: `A moderator ${hide ? 'hid' : 'restored'} your reply in "${cut(t.title, 120)}"`,
            message: `Reason: ${input.reason}`,
            actionUrl: hide ? '/content-policy' : `/forum/topic/${t._id}#reply-${r._id}`,
          }),
          recordStaffAction('community', {
            actorId: by.userId,
            actorRole: by.role,
            action: `forum_reply.${input.action}`,
            itemType: 'forum_reply',
            itemId: r._id,
            itemLabel: excerpt || null,
            before: { hidden: !hide },
            after: { hidden: hide },
            reason: input.reason,
            at: now,
          }),
          // a hidden reply leaves the activity feed as a hidden topic does
          ...(hide ? [recordEvent(forumReplyDeleted, { topicId: String(t._id), replyId: r._id })] : []),
        ],
      };
    });
    if (!after) throw notFound('Topic');
    return this.detail(after);
  }
}
