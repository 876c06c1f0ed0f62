import { Types } from 'mongoose';
import type {
  BlogComment,
  BlogCommentDecision,
  BlogCommentInput,
  BlogCommentQueue,
  BlogCommentQueueItem,
  BlogCommentQueueQuery,
  BlogPost,
} from '@trap/contracts';
import { conflict, notFound, recordStaffAction, type ServiceContext } from '@trap/kit';
import type { BlogCommentDoc } from './blog-comment.model.ts';
import { BlogCommentsRepository } from './blog-comments.repository.ts';

/** Who acts on a comment: a blog moderator's id and role, for the audit log. */
export interface Staff {
  userId: string;
  role: string;
}

/** The blog posts visitors may see: a comment needs one (drafts and scheduled posts take none). */
export type VisiblePost = (id: string) => Promise<Pick<BlogPost, 'id' | 'title'>>;
/** Titles of posts, for the moderators' queue (any state). */
export type PostTitles = (ids: string[]) => Promise<Map<string, string>>;

const newId = () => new Types.ObjectId().toHexString();

/**
 * Blog comments: members comment, a blog moderator approves before visitors see it (docs/decisions.md),
 * hides or deletes it later. The only writer of blog_comments; every moderator decision is recorded
 * for the audit log (content.staff_action.recorded) in the same write.
 */
export class BlogCommentsService {
  readonly repo: BlogCommentsRepository;

  private readonly visiblePost: VisiblePost;
  private readonly postTitles: PostTitles;
  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>, visiblePost: VisiblePost, postTitles: PostTitles) {
    this.visiblePost = visiblePost;
    this.postTitles = postTitles;
    this.repo = new BlogCommentsRepository(ctx);
  }

  private present(d: BlogCommentDoc, me: string | null): BlogComment {
    return {
      id: d._id,
      postId: d.postId,
      authorId: d.authorId,
      authorName: d.authorName,
      content: d.content,
      status: d.status === 'deleted' ? 'hidden' : d.status,
      createdAt: d.createdAt.toISOString(),
      mine: me !== null && d.authorId === me,
    };
  }

  /** Approved comments, and the caller's own awaiting approval. */
  async list(postId: string, me: string | null): Promise<BlogComment[]> {
    await this.visiblePost(postId);
    const docs = await this.repo.visibleUnder(postId, me);
    return docs.map((d) => this.present(d, me));
  }

  async create(postId: string, userId: string, input: BlogCommentInput): Promise<BlogComment> {
    await this.visiblePost(postId);
    const now = new Date();
    const doc: BlogCommentDoc = {
      _id: newId(),
      postId,
      authorId: userId,
      authorName: input.authorName ?? 'Member',
      content: input.content,
      status: 'pending',
      createdAt: now,
      updatedAt: now,
      decidedBy: null,
      decidedAt: null,
    };
    await this.repo.insert(doc);
    return this.present(doc, userId);
  }

  async queue(q: BlogCommentQueueQuery): Promise<BlogCommentQueue> {
    const [docs, total, pending] = await Promise.all([
      this.repo.page(q.status, q.offset, q.limit),
      this.repo.count(q.status),
      this.repo.count('pending'),
    ]);
    const titles = await this.postTitles([...new Set(docs.map((d) => d.postId))]);
    return { items: docs.map((d) => this.queueItem(d, titles)), total, pending };
  }

  private queueItem(d: BlogCommentDoc, titles: Map<string, string>): BlogCommentQueueItem {
    return {
      ...this.present(d, null),
      postTitle: titles.get(d.postId) ?? 'A removed post',
      decidedBy: d.decidedBy,
      decidedAt: d.decidedAt?.toISOString() ?? null,
    };
  }

  async decide(
    by: Staff,
    commentId: string,
    action: 'approve' | 'hide' | 'delete',
    { reason }: BlogCommentDecision,
  ): Promise<BlogCommentQueueItem> {
    const now = new Date();
    const status = action === 'approve' ? 'approved' : action === 'hide' ? 'hidden' : 'deleted';
    const after = await this.repo.update(commentId, (c) => {
      if (c.status === 'deleted') throw notFound('Comment');
      if (c.status === status) throw conflict(`This comment is already ${status}`);
      return {
        set: { status, decidedBy: by.userId, decidedAt: now, updatedAt: now, ...(action === 'delete' ? { content: '' } : {}) },
        events: [
          recordStaffAction('content', {
            actorId: by.userId,
            actorRole: by.role,
            action: `blog_comment.${action}`,
            itemType: 'blog_comment',
            itemId: c._id,
            itemLabel: `${c.authorName}: ${c.content}`.slice(0, 200),
            before: { status: c.status, ...(action === 'delete' ? { content: c.content.slice(0, 500) } : {}) },
            after: { status },
            reason: reason || null,
            at: now,
          }),
        ],
      };
    });
    if (!after) throw notFound('Comment');
    return this.queueItem(after, await this.postTitles([after.postId]));
  }

  /** Comments awaiting approval (the moderators' dashboard). */
  pendingCount(): Promise<number> {
    return this.repo.count('pending');
  }
}
