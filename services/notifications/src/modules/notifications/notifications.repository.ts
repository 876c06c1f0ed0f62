import { Types, type Connection, type Model } from 'mongoose';
import { notificationModel, type NotificationDoc } from './notifications.model.ts';
import type { UnreadCountCache } from './unread-count-cache.ts';
import { isDuplicateKeyError } from '@trap/kit';

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

/**
 * Queries on `notifications`; every member-facing one is scoped by userId, so another member's id is
 * simply not found. Every write tells the unread-count cache (when given) that the member's count changed.
 */
export class NotificationsRepository {
  private readonly model: Model<NotificationDoc>;

  constructor(
    conn: Connection,
    private readonly unread?: UnreadCountCache,
  ) {
    this.model = notificationModel(conn);
  }

  private async changed(userId: string): Promise<void> {
    await this.unread?.invalidate(userId);
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
      await this.changed(input.userId);
      return null;
    }
    await this.changed(input.userId);
    return doc;
  }

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
    await this.changed(userId);
    return this.findOwn(userId, id);
  }

  async markAllRead(userId: string): Promise<number> {
    const res = await this.model.updateMany({ userId, isRead: false }, { $set: { isRead: true } }).exec();
    await this.changed(userId);
    return res.modifiedCount;
  }

  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const _id = objectId(id);
    if (!_id) return false;
    const deleted = (await this.model.deleteOne({ _id, userId }).exec()).deletedCount === 1;
    if (deleted) await this.changed(userId);
    return deleted;
  }

  async deleteAll(userId: string): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ userId }).exec();
    await this.changed(userId);
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
    if (doc) await this.changed(doc.userId);
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
