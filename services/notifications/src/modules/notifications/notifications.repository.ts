import { Types, type Connection, type Model } from 'mongoose';
import type { Notification } from '@trap/contracts';
import { notificationModel, type NotificationDoc } from './notifications.model.ts';
import type { UnreadCountCache } from './unread-count-cache.ts';
import { documentStore, isDuplicateKeyError, type OutboxStore } from '@trap/kit';
import { toNotification } from './notifications.mapper.ts';
import { PAGE_KEPT, withDocs, type Page } from './notification-page-cache.ts';

export type NewNotification = Omit<NotificationDoc, '_id' | 'isRead' | 'isSnoozed' | 'snoozeUntil' | 'createdAt'> & { createdAt?: Date };

const LIST_LIMIT = 500;
const objectId = (id: string) => (Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null);
/**
 * Not yet expired. Expiry is a read filter, exact to the moment; nothing deletes expired ones (a TTL
 * index would, on MongoDB, but FerretDB 1.24 has none, and even a TTL index removes them up to a
 * minute late, so the filter stays).
 */
const live = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

const unreadFilter = (userId: string, now: Date) => ({ userId, isRead: false, isSnoozed: false, ...live(now) });

/** What a write changed, for the member's page (NotificationPageCache): those documents, the unread ones, or all. */
type Touched = { ids: Types.ObjectId[] } | { sourceKey: string } | { unread: true } | { all: true };
const byId = (docs: readonly NotificationDoc[]) => new Map(docs.map((d) => [String(d._id), toNotification(d)] as const));

/**
 * Queries on `notifications`; every member-facing one is scoped by userId, so another member's id is
 * simply not found. Every write tells the unread-count cache (when given) that the member's count changed.
 */
export class NotificationsRepository {
  private readonly model: Model<NotificationDoc>;
  private readonly store: OutboxStore<NotificationDoc>;

  private readonly unread?: UnreadCountCache;
  constructor(conn: Connection, unread?: UnreadCountCache) {
    this.unread = unread;
    this.model = notificationModel(conn);
    this.store = documentStore(this.model);
  }

  /**
   * After a write: bumps the member's version (the count and the page are recounted or patched
   * under it), then reads what the write touched again and applies it to the member's page. A
   * failed patch leaves the page behind the version, which the next read rebuilds: never wrong.
   */
  private async changed(userId: string, touched?: Touched): Promise<void> {
    if (!this.unread) return;
    const version = await this.unread.invalidate(userId);
    if (!touched) return;
    try {
      const next = await this.pageChange(userId, touched);
      await this.unread.pages.patch(userId, version, next);
    } catch {
      // the page stays at the version before: rebuilt on the next read
    }
  }

  /** The change of the member's page after a write, from the store as it is now. */
  private async pageChange(userId: string, touched: Touched): Promise<(page: Page) => Page> {
    const own = (d: NotificationDoc | null): d is NotificationDoc => !!d && d.userId === userId;
    if ('ids' in touched) {
      const docs = await Promise.all(touched.ids.map((_id) => this.model.findById(_id).lean<NotificationDoc>().exec()));
      const found = new Map<string, Notification | null>(
        touched.ids.map((id, i) => [String(id), own(docs[i]!) ? toNotification(docs[i]!) : null]),
      );
      return (page) => withDocs(page, found);
    }
    if ('sourceKey' in touched) {
      const doc = await this.model.findOne({ sourceKey: touched.sourceKey }).lean<NotificationDoc>().exec();
      return (page) => (own(doc) ? withDocs(page, byId([doc])) : page);
    }
    if ('unread' in touched) {
      // every notification not unread now is read (or gone, which an earlier patch removed)
      const unread = byId(await this.model.find({ userId, isRead: false }).lean<NotificationDoc[]>().exec());
      return (page) => withDocs({ ...page, items: page.items.map((n) => (unread.has(n.id) ? n : { ...n, isRead: true })) }, unread);
    }
    // after a delete of all: what is left (written since) is the whole page
    const left = await this.newest(userId);
    return () => ({ complete: left.length < PAGE_KEPT, items: left });
  }

  /** The member's newest PAGE_KEPT notifications, expired ones too, delivered shape (the page's rebuild). */
  private async newest(userId: string): Promise<Notification[]> {
    const docs = await this.model.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(PAGE_KEPT).lean<NotificationDoc[]>().exec();
    return docs.map(toNotification);
  }

  async init(): Promise<void> {
    await this.model.createIndexes();
  }

  /** Inserts unless its sourceKey exists already; null for a duplicate. */
  async insertOnce(input: NewNotification): Promise<NotificationDoc | null> {
    const doc = {
      ...input,
      _id: new Types.ObjectId(),
      isRead: false,
      isSnoozed: false,
      snoozeUntil: null,
      createdAt: input.createdAt ?? new Date(),
    };
    try {
      await this.model.create(doc);
    } catch (err) {
      if (!isDuplicateKeyError(err)) throw err;
      // a redelivery: the first delivery may have stored it and died before telling the cache
      await this.changed(input.userId, { sourceKey: input.sourceKey });
      return null;
    }
    await this.changed(input.userId, { ids: [doc._id] });
    return doc;
  }

  /**
   * GET /api/notifications: the member's newest live notifications (at most 500), from the member's
   * page in Redis while it is current (NotificationPageCache), else rebuilt from the store.
   */
  async listNewest(userId: string, now = new Date()): Promise<Notification[]> {
    const direct = async () => (await this.list(userId, now)).map(toNotification);
    if (!this.unread) return direct();
    return this.unread.pages.read(userId, now, () => this.newest(userId), direct);
  }

  /** The same from the store alone. */
  list(userId: string, now = new Date()): Promise<NotificationDoc[]> {
    return this.model
      .find({ userId, ...live(now) })
      .sort({ createdAt: -1, _id: -1 })
      .limit(LIST_LIMIT)
      .lean<NotificationDoc[]>()
      .exec();
  }

  /** The badge's number: from the cache while no write happened since it was counted. */
  countUnread(userId: string, now = new Date()): Promise<number> {
    if (!this.unread) return this.countUnreadNow(userId, now);
    return this.unread.get(
      userId,
      async () => {
        const [count, soonest] = await Promise.all([
          this.countUnreadNow(userId, now),
          this.model
            .findOne({ ...unreadFilter(userId, now), expiresAt: { $gt: now } }, { expiresAt: 1 })
            .sort({ expiresAt: 1 })
            .lean<Pick<NotificationDoc, 'expiresAt'>>()
            .exec(),
        ]);
        return { count, validUntil: soonest?.expiresAt ?? null };
      },
      now,
    );
  }

  /** Counted in the database, no cache. */
  countUnreadNow(userId: string, now = new Date()): Promise<number> {
    return this.model.countDocuments(unreadFilter(userId, now)).exec();
  }

  findOwn(userId: string, id: string): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    return _id ? this.model.findOne({ _id, userId }).lean<NotificationDoc>().exec() : Promise.resolve(null);
  }

  findById(id: string): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    return _id ? this.model.findById(_id).lean<NotificationDoc>().exec() : Promise.resolve(null);
  }

  /** One $set on the member's own document; the document after it, or null when not theirs. */
  async updateOwn(userId: string, id: string, set: Partial<NotificationDoc>): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    if (!_id) return null;
    const res = await this.model.updateOne({ _id, userId }, { $set: set }).exec();
    if (res.matchedCount === 0) return null;
    await this.changed(userId, { ids: [_id] });
    return this.findOwn(userId, id);
  }

  /**
   * Reads the member's unread ones by equality (the member and isRead: an index on MongoDB 7, pushed
   * down on FerretDB) and marks each read by its `_id`, still only while it is the member's and
   * unread (the guard is in each update's filter on MongoDB 7); how many it changed. The unread set is
   * small (what the member has not seen), so this costs the same at 500 notifications or 50,000.
   */
  async markAllRead(userId: string): Promise<number> {
    const unread = await this.model.find({ userId, isRead: false }, { _id: 1 }).lean<Pick<NotificationDoc, '_id'>[]>().exec();
    const modified = await this.store.bulkUpdate(
      unread.map((d) => ({ id: d._id, guard: { userId, isRead: false }, set: { isRead: true }, events: [] })),
    );
    await this.changed(userId, { unread: true });
    return modified;
  }

  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const _id = objectId(id);
    if (!_id) return false;
    const deleted = (await this.model.deleteOne({ _id, userId }).exec()).deletedCount === 1;
    if (deleted) await this.changed(userId, { ids: [_id] });
    return deleted;
  }

  async deleteAll(userId: string): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ userId }).exec();
    await this.changed(userId, { all: true });
    return deletedCount;
  }

  /**
   * Wakes a snoozed notification whose time has come: unsnoozed and unread again. Conditional on
   * still being snoozed until no later than `now`, so a re-snooze to a later time is left alone.
   */
  async wake(id: string, now: Date): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    if (!_id) return null;
    const res = await this.model
      .updateOne({ _id, isSnoozed: true, snoozeUntil: { $lte: now } }, { $set: { isSnoozed: false, snoozeUntil: null, isRead: false } })
      .exec();
    if (res.modifiedCount === 0) return null;
    const doc = await this.model.findById(_id).lean<NotificationDoc>().exec();
    if (doc) await this.changed(doc.userId, { ids: [_id] });
    return doc;
  }

  /** The ids of snoozes overdue by now (their delayed job was lost), oldest first. */
  async overdueSnoozes(now: Date, limit = 500): Promise<string[]> {
    const docs = await this.model
      .find({ isSnoozed: true, snoozeUntil: { $lte: now } }, { _id: 1 })
      .sort({ snoozeUntil: 1 })
      .limit(limit)
      .lean<Pick<NotificationDoc, '_id'>[]>()
      .exec();
    return docs.map((d) => String(d._id));
  }

  unreadFor(userId: string, limit = 20, now = new Date()): Promise<NotificationDoc[]> {
    return this.model.find(unreadFilter(userId, now)).sort({ createdAt: -1 }).limit(limit).lean<NotificationDoc[]>().exec();
  }
}
