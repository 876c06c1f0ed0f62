import { communityNoticeIssued, tierFeature, tierIncludes, type PracticeSharing, type Tier } from '@trap/contracts';
import type { FeedComment, FeedItem, FeedPage, FeedPageQuery } from '@trap/contracts/http/community/feed';
import { forbidden, notFound, recordEvent, type OutboxEntry } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import type { FollowDoc } from '../relationships/follow.model.ts';
import type { Relationship } from '../relationships/relationship.repository.ts';
import type { FeedRepository } from './feed.repository.ts';
import type { FeedCommentDoc, FeedItemDoc } from './feed.model.ts';

/** How the viewer is connected to an owner: a friend, a member they coach, their coach, or a coach they follow. */
type Tie = 'friend' | 'coachee' | 'coach' | 'followed';

/** How far back a feed reads before filtering by sharing (newest first); pages beyond it are empty. */
const WINDOW = 1000;

/**
 * An account marked for deletion (or deleted) shares nothing with anyone else: its items leave
 * every feed, its activity page and its items' kudos and comments are not found, from the request
 * (auth.user.updated) until the deletion is cancelled.
 */
const leaving = (p: MemberProfile | null | undefined) => p?.accountStatus === 'marked_for_deletion' || p?.accountStatus === 'deleted';

const ownerOf = (p: MemberProfile | undefined, id: string) => ({
  id,
  displayName: p?.displayName ?? 'Former member',
  avatarUrl: p?.avatarUrl ?? null,
});

/**
 * The activity feed: the items of the members a viewer is tied to (and of the coaches they follow),
 * each shown only as its owner's sharing allows (practice and achievements: friends when shared with
 * friends, the member's coaches when shared with coaches, and only while the owner's tier includes
 * coach sharing, as in practice's own routes; forum posts: everyone), with kudos and comments that
 * tell the owner.
 */
export class FeedService {
  private readonly repo: FeedRepository;
  private readonly relationships: { listFor(userId: string): Promise<Relationship[]> };
  private readonly profiles: Pick<MemberProfileRepository, 'findById' | 'findMany'>;
  private readonly follows: { following(followerId: string): Promise<Pick<FollowDoc, 'coachId'>[]> };
  /** a member's tier now (their live membership) */
  private readonly ownerTier: (ownerId: string) => Promise<Tier>;
  constructor(
    repo: FeedRepository,
    relationships: { listFor(userId: string): Promise<Relationship[]> },
    profiles: Pick<MemberProfileRepository, 'findById' | 'findMany'>,
    follows: { following(followerId: string): Promise<Pick<FollowDoc, 'coachId'>[]> },
    ownerTier: (ownerId: string) => Promise<Tier>,
  ) {
    this.repo = repo;
    this.relationships = relationships;
    this.profiles = profiles;
    this.follows = follows;
    this.ownerTier = ownerTier;
  }

  /**
   * The owners' practice sharing, left out for an owner whose tier lacks coach sharing (Pro Lane): the
   * setting is Pro Lane's, so below it nobody but the owner sees their practice (practice's canView).
   */
  private async sharingOf(ownerIds: readonly string[]): Promise<Map<string, PracticeSharing>> {
    const sharing = await this.repo.sharingOf(ownerIds);
    const sharers = [...sharing].filter(([, s]) => s.shareWithFriends || s.shareWithCoaches).map(([id]) => id);
    const tiers = await Promise.all(sharers.map((id) => this.ownerTier(id)));
    const needed = tierFeature('coach_sharing').tier;
    return new Map(sharers.filter((_, i) => tierIncludes(tiers[i]!, needed)).map((id) => [id, sharing.get(id)!]));
  }

  /** The viewer's accepted ties and the coaches they follow, by the other member's id. */
  private async ties(viewerId: string): Promise<Map<string, Set<Tie>>> {
    const ties = new Map<string, Set<Tie>>();
    const add = (other: string, tie: Tie) => ties.set(other, (ties.get(other) ?? new Set<Tie>()).add(tie));
    const [relationships, follows] = await Promise.all([this.relationships.listFor(viewerId), this.follows.following(viewerId)]);
    for (const r of relationships) {
      if (r.status !== 'accepted') continue;
      // coach: the related user coaches the user
      add(
        r.userId === viewerId ? r.relatedUserId : r.userId,
        r.type === 'friend' ? 'friend' : r.relatedUserId === viewerId ? 'coachee' : 'coach',
      );
    }
    // following asks nobody's consent, so it shows only the coach's public items (see visible)
    for (const f of follows) add(f.coachId, 'followed');
    return ties;
  }

  private visible(item: FeedItemDoc, viewerId: string | null, ties: Set<Tie> | undefined, sharing: PracticeSharing | undefined): boolean {
    if (item.ownerId === viewerId || item.visibility === 'public') return true;
    if (!ties || !sharing) return false;
    return (ties.has('friend') && sharing.shareWithFriends) || (ties.has('coachee') && sharing.shareWithCoaches);
  }

  private async present(items: FeedItemDoc[], viewerId: string | null): Promise<FeedItem[]> {
    const ids = items.map((i) => i._id);
    const [profiles, kudos, comments] = await Promise.all([
      this.profiles.findMany([...new Set(items.map((i) => i.ownerId))]),
      this.repo.kudosFor(ids, viewerId),
      this.repo.commentCounts(ids),
    ]);
    return items.map((i) => ({
      id: i._id,
      kind: i.kind,
      owner: ownerOf(profiles.get(i.ownerId), i.ownerId),
      title: i.title,
      summary: i.summary,
      link: i.link,
      occurredAt: i.occurredAt.toISOString(),
      kudosCount: kudos.get(i._id)?.count ?? 0,
      kudosByMe: kudos.get(i._id)?.mine ?? false,
      commentCount: comments.get(i._id) ?? 0,
    }));
  }

  private async page(items: FeedItemDoc[], viewerId: string | null, q: FeedPageQuery): Promise<FeedPage> {
    return { items: await this.present(items.slice(q.offset, q.offset + q.limit), viewerId), total: items.length };
  }

  /** The viewer's own items and those of the members tied to them, as each owner's sharing allows. */
  async feed(viewerId: string, q: FeedPageQuery): Promise<FeedPage> {
    const ties = await this.ties(viewerId);
    const others = await this.profiles.findMany([...ties.keys()]);
    for (const [id, profile] of others) if (leaving(profile)) ties.delete(id);
    const owners = [viewerId, ...ties.keys()];
    const [items, sharing] = await Promise.all([this.repo.itemsOf(owners, WINDOW), this.sharingOf([...ties.keys()])]);
    const shown = items.filter((i) => this.visible(i, viewerId, ties.get(i.ownerId), sharing.get(i.ownerId)));
    return this.page(shown, viewerId, q);
  }

  /** One member's items as the viewer may see them; a private profile is not found for anyone outside their network. */
  async memberActivity(viewerId: string | null, ownerId: string, q: FeedPageQuery): Promise<FeedPage> {
    const profile = await this.profiles.findById(ownerId);
    const ties = viewerId && viewerId !== ownerId ? (await this.ties(viewerId)).get(ownerId) : undefined;
    // following a coach asks no consent, so it opens no private profile
    const inNetwork = [...(ties ?? [])].some((t) => t !== 'followed');
    if (!profile || (viewerId !== ownerId && ((!inNetwork && !profile.isPublicProfile) || leaving(profile)))) throw notFound('Member');
    const [items, sharing] = await Promise.all([this.repo.itemsOf([ownerId], WINDOW), this.sharingOf([ownerId])]);
    return this.page(
      items.filter((i) => this.visible(i, viewerId, ties, sharing.get(ownerId))),
      viewerId,
      q,
    );
  }

  /** The item when the viewer may see it; 404 otherwise (the same answer as for an item that does not exist). */
  private async visibleItem(viewerId: string | null, itemId: string): Promise<FeedItemDoc> {
    const item = await this.repo.findItem(itemId);
    if (!item) throw notFound('Activity');
    if (item.ownerId === viewerId) return item;
    if (leaving(await this.profiles.findById(item.ownerId))) throw notFound('Activity');
    if (item.visibility === 'public') return item;
    const ties = viewerId ? (await this.ties(viewerId)).get(item.ownerId) : undefined;
    const sharing = (await this.sharingOf([item.ownerId])).get(item.ownerId);
    if (!this.visible(item, viewerId, ties, sharing)) throw notFound('Activity');
    return item;
  }

  private notice(item: FeedItemDoc, actorId: string, title: string, message: string): OutboxEntry | null {
    if (item.ownerId === actorId) return null;
    return recordEvent(communityNoticeIssued, {
      entityType: 'feed_item',
      entityId: item._id,
      userIds: [item.ownerId],
      kind: 'activity',
      title,
      message,
      actionUrl: '/profile#activity',
      priority: 'low',
      expiresAt: null,
    });
  }

  private async nameOf(userId: string): Promise<string> {
    return (await this.profiles.findById(userId))?.displayName ?? 'A member';
  }

  async giveKudos(viewerId: string, itemId: string) {
    const item = await this.visibleItem(viewerId, itemId);
    const name = await this.nameOf(viewerId);
    await this.repo.addKudos(itemId, viewerId, this.notice(item, viewerId, 'New kudos', `${name} gave kudos to "${item.title}".`));
    return this.kudosOf(itemId, viewerId);
  }

  async takeBackKudos(viewerId: string, itemId: string) {
    await this.visibleItem(viewerId, itemId);
    await this.repo.removeKudos(itemId, viewerId);
    return this.kudosOf(itemId, viewerId);
  }

  private async kudosOf(itemId: string, viewerId: string) {
    const k = (await this.repo.kudosFor([itemId], viewerId)).get(itemId)!;
    return { kudosCount: k.count, kudosByMe: k.mine };
  }

  private async presentComments(item: FeedItemDoc, docs: FeedCommentDoc[], viewerId: string | null): Promise<FeedComment[]> {
    const authors = await this.profiles.findMany([...new Set(docs.map((d) => d.authorId))]);
    return docs.map((d) => ({
      id: String(d._id),
      itemId: d.itemId,
      author: ownerOf(authors.get(d.authorId), d.authorId),
      text: d.text,
      createdAt: d.createdAt.toISOString(),
      canDelete: viewerId !== null && (viewerId === d.authorId || viewerId === item.ownerId),
    }));
  }

  async comments(viewerId: string | null, itemId: string): Promise<{ items: FeedComment[] }> {
    const item = await this.visibleItem(viewerId, itemId);
    return { items: await this.presentComments(item, await this.repo.commentsOf(itemId), viewerId) };
  }

  async comment(viewerId: string, itemId: string, text: string): Promise<FeedComment> {
    const item = await this.visibleItem(viewerId, itemId);
    const name = await this.nameOf(viewerId);
    const doc = await this.repo.addComment(
      { itemId, authorId: viewerId, text, createdAt: new Date() },
      this.notice(
        item,
        viewerId,
        'New comment',
        `${name} commented on "${item.title}": ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`,
      ),
    );
    return (await this.presentComments(item, [doc], viewerId))[0]!;
  }

  /** The author or the item's owner may delete a comment; anyone else gets 403. */
  async deleteComment(viewerId: string, itemId: string, commentId: string): Promise<void> {
    const item = await this.visibleItem(viewerId, itemId);
    const comment = await this.repo.findComment(commentId);
    if (!comment || comment.itemId !== itemId) throw notFound('Comment');
    if (comment.authorId !== viewerId && item.ownerId !== viewerId) throw forbidden('You can only delete your own comments');
    await this.repo.removeComment(comment._id);
  }
}
