import { Types } from 'mongoose';
import { PRACTICE_SHARING_DEFAULTS, type PracticeSharing } from '@trap/contracts';
import type { FeedItemKind } from '@trap/contracts/http/community/feed';
import { documentStore, type OutboxEntry, type OutboxStore, type ServiceContext } from '@trap/kit';
import {
  feedCommentModel,
  feedItemModel,
  feedKudosModel,
  feedSharingModel,
  type FeedCommentDoc,
  type FeedItemDoc,
  type FeedKudosDoc,
  type FeedSharingDoc,
} from './feed.model.ts';

const LIVE = { deletedAt: null };

/** The feed's collections. Kudos and comments carry their notices (community.notice.issued) in the same write. */
export class FeedRepository {
  private readonly items: OutboxStore<FeedItemDoc>;
  private readonly kudos: OutboxStore<FeedKudosDoc>;
  private readonly comments: OutboxStore<FeedCommentDoc>;
  private readonly sharing: OutboxStore<FeedSharingDoc>;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.items = documentStore(feedItemModel(ctx.conn));
    this.kudos = ctx.outboxStore(feedKudosModel(ctx.conn));
    this.comments = ctx.outboxStore(feedCommentModel(ctx.conn));
    this.sharing = documentStore(feedSharingModel(ctx.conn));
  }

  // ---- items (written from events) ----

  /** Stores an item as its producer describes it now; a deleted item stays deleted (a late update changes nothing). */
  async saveItem(item: Omit<FeedItemDoc, 'deletedAt' | 'updatedAt' | 'parentId'> & { parentId?: string }): Promise<void> {
    await this.items.write(item._id, (current) => ({
      next: { parentId: null, ...item, deletedAt: current?.deletedAt ?? null, updatedAt: new Date() },
      events: [],
    }));
  }

  /**
   * Marks an item deleted (its kudos and comments stay, unreachable). One not stored yet is stored
   * deleted: each subject has its own consumer, so a deletion may overtake the event that creates it.
   */
  async deleteItem(id: string): Promise<void> {
    const now = new Date();
    const tombstone: FeedItemDoc = {
      _id: id,
      kind: id.slice(0, id.indexOf(':')) as FeedItemKind,
      ownerId: '',
      title: '',
      summary: '',
      link: null,
      visibility: 'network',
      occurredAt: now,
      deletedAt: now,
      updatedAt: now,
    };
    const write = () =>
      this.items.write(id, (current) => ({ next: current ? { ...current, deletedAt: current.deletedAt ?? now } : tombstone, events: [] }));
    // null: the creating event stored it in the meantime; the second pass marks that one
    if (!(await write())) await write();
  }

  /** Marks deleted the replies of a topic (a reply's item names its topic as `parentId`). */
  async deleteRepliesOf(topicId: string): Promise<void> {
    const docs = await this.items.model
      .find({ kind: 'forum_reply', parentId: topicId, deletedAt: null }, { _id: 1 })
      .lean<Pick<FeedItemDoc, '_id'>[]>();
    for (const d of docs) await this.deleteItem(d._id);
  }

  findItem(id: string): Promise<FeedItemDoc | null> {
    return this.items.findById(id, LIVE);
  }

  /**
   * The live items of these owners, newest first. On MongoDB the (ownerId, occurredAt) index serves
   * it; on FerretDB it is a pass over feed_items (one small document per session or post).
   */
  itemsOf(ownerIds: readonly string[], limit: number): Promise<FeedItemDoc[]> {
    if (!ownerIds.length) return Promise.resolve([]);
    return this.items.model
      .find({ ownerId: { $in: [...ownerIds] }, deletedAt: null })
      .sort({ occurredAt: -1, _id: -1 })
      .limit(limit)
      .lean<FeedItemDoc[]>();
  }

  insertMissingItems(items: FeedItemDoc[]): Promise<number> {
    return this.items.insertMissing(items);
  }

  // ---- sharing (practice.sharing.changed) ----

  applySharing(userId: string, s: PracticeSharing & { revision: number }): Promise<'applied' | 'stale'> {
    return this.sharing.upsertUnlessNewer(userId, { revision: { $lt: s.revision } }, s);
  }

  /** Each owner's setting; members who never chose have the defaults. */
  async sharingOf(userIds: readonly string[]): Promise<Map<string, PracticeSharing>> {
    const docs = userIds.length ? await this.sharing.model.find({ _id: { $in: [...userIds] } }).lean<FeedSharingDoc[]>() : [];
    const byId = new Map(docs.map((d) => [d._id, d]));
    return new Map(
      userIds.map((id) => {
        const d = byId.get(id);
        return [id, d ? { shareWithFriends: d.shareWithFriends, shareWithCoaches: d.shareWithCoaches } : PRACTICE_SHARING_DEFAULTS];
      }),
    );
  }

  // ---- kudos ----

  /** Gives kudos once (a second one is no change); the notice goes with the first. */
  async addKudos(itemId: string, userId: string, notice: OutboxEntry | null): Promise<void> {
    const id = `${itemId}|${userId}`;
    if (await this.kudos.insert({ _id: id, itemId, userId, createdAt: new Date(), withdrawnAt: null }, notice ? [notice] : [])) return;
    // given before (and maybe taken back): counted again, but the owner was told the first time
    await this.kudos.update(id, (current) => (current.withdrawnAt ? { set: { withdrawnAt: null }, events: [] } : null));
  }

  /**
   * Takes kudos back. The record stays, marked withdrawn: it remembers that the owner was told, so
   * giving again (a toggle pressed five times) never sends a second notice, also after a restart.
   */
  async removeKudos(itemId: string, userId: string): Promise<void> {
    await this.kudos.update(`${itemId}|${userId}`, (current) =>
      current.withdrawnAt ? null : { set: { withdrawnAt: new Date() }, events: [] },
    );
  }

  /** How many kudos each item has, and which of them this member gave. */
  async kudosFor(itemIds: readonly string[], viewerId: string | null): Promise<Map<string, { count: number; mine: boolean }>> {
    const out = new Map(itemIds.map((id) => [id, { count: 0, mine: false }]));
    if (!itemIds.length) return out;
    const docs = await this.kudos.model
      .find({ itemId: { $in: [...itemIds] }, withdrawnAt: null }, { itemId: 1, userId: 1 })
      .lean<FeedKudosDoc[]>();
    for (const d of docs) {
      const k = out.get(d.itemId)!;
      k.count++;
      if (d.userId === viewerId) k.mine = true;
    }
    return out;
  }

  // ---- comments ----

  async addComment(doc: Omit<FeedCommentDoc, '_id'>, notice: OutboxEntry | null): Promise<FeedCommentDoc> {
    const comment = { _id: new Types.ObjectId(), ...doc };
    await this.comments.insert(comment, notice ? [notice] : []);
    return comment;
  }

  findComment(id: string): Promise<FeedCommentDoc | null> {
    return Types.ObjectId.isValid(id) ? this.comments.findById(new Types.ObjectId(id)) : Promise.resolve(null);
  }

  async removeComment(id: Types.ObjectId): Promise<boolean> {
    return this.comments.remove(id);
  }

  /** An item's comments, oldest first (at most 200). */
  commentsOf(itemId: string): Promise<FeedCommentDoc[]> {
    return this.comments.model.find({ itemId }).sort({ createdAt: 1, _id: 1 }).limit(200).lean<FeedCommentDoc[]>();
  }

  async commentCounts(itemIds: readonly string[]): Promise<Map<string, number>> {
    const out = new Map(itemIds.map((id) => [id, 0]));
    if (!itemIds.length) return out;
    const docs = await this.comments.model.find({ itemId: { $in: [...itemIds] } }, { itemId: 1 }).lean<Pick<FeedCommentDoc, 'itemId'>[]>();
    for (const d of docs) out.set(d.itemId, (out.get(d.itemId) ?? 0) + 1);
    return out;
  }
}
