import { Types, type Connection, type Model } from 'mongoose';
import type { Notification } from '@trap/contracts';
import { notificationModel, notificationReadMarkModel, type NotificationDoc, type NotificationReadMarkDoc } from './notifications.model.ts';
import type { UnreadCountCache } from './unread-count-cache.ts';
import { isDuplicateKeyError } from '@trap/kit';
import { toNotification } from './notifications.mapper.ts';
import { PAGE_KEPT, withDocs, type Page } from './notification-page-cache.ts';

export type NewNotification = Omit<NotificationDoc, '_id' | 'isRead' | 'generation' | 'isSnoozed' | 'snoozeUntil' | 'createdAt'> & {
  createdAt?: Date;
};

const LIST_LIMIT = 500;
const objectId = (id: string) => (Types.ObjectId.isValid(id) && /^[0-9a-f]{24}$/i.test(id) ? new Types.ObjectId(id) : null);
/**
 * Not yet expired. Expiry is a read filter, exact to the moment; nothing deletes expired ones (a TTL
 * index would, on MongoDB, but FerretDB 1.24 has none, and even a TTL index removes them up to a
 * minute late, so the filter stays).
 */
const live = (now: Date) => ({ $or: [{ expiresAt: null }, { expiresAt: { $gt: now } }] });

/**
 * The member's unread notifications under their read generation `generation` (see
 * `notification_read_marks`): not marked read one at a time, and of that generation (every earlier one
 * was marked read all at once). Equalities only: an index on MongoDB 7, pushed down on FerretDB, so it
 * reads what the member has not read, not their history. At generation 0 (no mark-all-read yet) the
 * notifications stored before generations existed, which have none, count too.
 */
const unreadOf = (userId: string, generation: number) =>
  generation === 0 ? { userId, isRead: false } : { userId, generation, isRead: false };
const unreadFilter = (userId: string, now: Date, generation: number) => ({
  ...unreadOf(userId, generation),
  isSnoozed: false,
  ...live(now),
});

/** The document as its member reads it under their generation: one of an earlier generation is read. */
const asRead = (doc: NotificationDoc, generation: number): NotificationDoc =>
  !doc.isRead && (doc.generation ?? 0) < generation ? { ...doc, isRead: true } : doc;

/** What a write changed, for the member's page (NotificationPageCache): those documents, the unread ones, or all. */
type Touched = { ids: Types.ObjectId[] } | { sourceKey: string } | { unread: true } | { all: true };
const byId = (docs: readonly NotificationDoc[], generation: number) =>
  new Map(docs.map((d) => [String(d._id), toNotification(asRead(d, generation))] as const));

/**
 * Queries on `notifications`; every member-facing one is scoped by userId, so another member's id is
 * simply not found. Every write tells the unread-count cache (when given) that the member's count changed.
 *
 * Read state is the notification's own `isRead` (marked one at a time) and the member's read watermark
 * (`notification_read_marks`, one document by the member's id): mark-all-read moves the member's
 * generation on, and a notification of an earlier generation reads as read. Everything a member reads
 * (list, page, count, digest, export) goes through `asRead` or `unreadOf` with the generation read first.
 */
export class NotificationsRepository {
  private readonly model: Model<NotificationDoc>;
  private readonly marks: Model<NotificationReadMarkDoc>;

  private readonly unread?: UnreadCountCache;
  constructor(conn: Connection, unread?: UnreadCountCache) {
    this.unread = unread;
    this.model = notificationModel(conn);
    this.marks = notificationReadMarkModel(conn);
  }

  /** The member's read generation: how many times they marked all read (0 before the first). One read by `_id`. */
  async generationOf(userId: string): Promise<number> {
    const mark = await this.marks.findById(userId, { generation: 1 }).lean<Pick<NotificationReadMarkDoc, 'generation'>>().exec();
    return mark?.generation ?? 0;
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
      const next = await this.pageChange(userId, touched, version);
      await this.unread.pages.patch(userId, version, next);
    } catch {
      // the page stays at the version before: rebuilt on the next read
    }
  }

  /** The change of the member's page after a write, from the store as it is now. */
  private async pageChange(userId: string, touched: Touched, version: number): Promise<(page: Page) => Page> {
    const own = (d: NotificationDoc | null): d is NotificationDoc => !!d && d.userId === userId;
    const generation = await this.generationOf(userId);
    if ('ids' in touched) {
      const docs = await Promise.all(touched.ids.map((_id) => this.model.findById(_id).lean<NotificationDoc>().exec()));
      const found = new Map<string, Notification | null>(
        touched.ids.map((id, i) => [String(id), own(docs[i]!) ? toNotification(asRead(docs[i]!, generation)) : null]),
      );
      return (page) => withDocs(page, found);
    }
    if ('sourceKey' in touched) {
      const doc = await this.model.findOne({ sourceKey: touched.sourceKey }).lean<NotificationDoc>().exec();
      return (page) => (own(doc) ? withDocs(page, byId([doc], generation)) : page);
    }
    if ('unread' in touched) {
      // every notification not unread now is read (or gone, which an earlier patch removed)
      const now = new Date();
      const docs = await this.model.find(unreadOf(userId, generation)).lean<NotificationDoc[]>().exec();
      // the same read is the badge's count under this version (so the count right after is no second read)
      const counted = docs.filter((d) => !d.isSnoozed && (!d.expiresAt || d.expiresAt > now));
      const expiries = counted.flatMap((d) => (d.expiresAt ? [d.expiresAt.getTime()] : []));
      await this.unread!.put(userId, version, {
        count: counted.length,
        validUntil: expiries.length ? new Date(Math.min(...expiries)) : null,
      });
      const unread = byId(docs, generation);
      return (page) => withDocs({ ...page, items: page.items.map((n) => (unread.has(n.id) ? n : { ...n, isRead: true })) }, unread);
    }
    // after a delete of all: what is left (written since) is the whole page
    const left = await this.newest(userId);
    return () => ({ complete: left.length < PAGE_KEPT, items: left });
  }

  /** The member's newest PAGE_KEPT notifications, expired ones too, delivered shape (the page's rebuild). */
  private async newest(userId: string): Promise<Notification[]> {
    const generation = await this.generationOf(userId);
    const docs = await this.model.find({ userId }).sort({ createdAt: -1, _id: -1 }).limit(PAGE_KEPT).lean<NotificationDoc[]>().exec();
    return docs.map((d) => toNotification(asRead(d, generation)));
  }

  async init(): Promise<void> {
    await Promise.all([this.model.createIndexes(), this.marks.createIndexes()]);
  }

  /**
   * Inserts unless its sourceKey exists already; null for a duplicate. Unread under the member's
   * generation. A mark-all-read that moved the generation on while it was being stored may not have
   * seen it; it arrived during the mark, so it stays unread: stamped again with the generation after.
   */
  async insertOnce(input: NewNotification): Promise<NotificationDoc | null> {
    const generation = await this.generationOf(input.userId);
    const doc: NotificationDoc = {
      ...input,
      _id: new Types.ObjectId(),
      isRead: false,
      generation,
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
    const after = await this.generationOf(input.userId);
    if (after !== generation) {
      await this.model.updateOne({ _id: doc._id, generation, isRead: false }, { $set: { generation: after } }).exec();
      doc.generation = after;
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

  /** The same from the store alone (read state as the member reads it). */
  async list(userId: string, now = new Date()): Promise<NotificationDoc[]> {
    const [generation, docs] = await Promise.all([
      this.generationOf(userId),
      this.model
        .find({ userId, ...live(now) })
        .sort({ createdAt: -1, _id: -1 })
        .limit(LIST_LIMIT)
        .lean<NotificationDoc[]>()
        .exec(),
    ]);
    return docs.map((d) => asRead(d, generation));
  }

  /** The badge's number: from the cache while no write happened since it was counted. */
  countUnread(userId: string, now = new Date()): Promise<number> {
    if (!this.unread) return this.countUnreadNow(userId, now);
    return this.unread.get(
      userId,
      async () => {
        const generation = await this.generationOf(userId);
        const [count, soonest] = await Promise.all([
          this.model.countDocuments(unreadFilter(userId, now, generation)).exec(),
          this.model
            .findOne({ ...unreadFilter(userId, now, generation), expiresAt: { $gt: now } }, { expiresAt: 1 })
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
  async countUnreadNow(userId: string, now = new Date()): Promise<number> {
    return this.model.countDocuments(unreadFilter(userId, now, await this.generationOf(userId))).exec();
  }

  /** The member's own notification as they read it, or null. */
  async findOwn(userId: string, id: string): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    if (!_id) return null;
    const [generation, doc] = await Promise.all([
      this.generationOf(userId),
      this.model.findOne({ _id, userId }).lean<NotificationDoc>().exec(),
    ]);
    return doc && asRead(doc, generation);
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
   * Marks one of the member's own read or unread. Unread takes the member's generation now, so a
   * notification an earlier mark-all-read covered is unread again, until the next one.
   */
  async setRead(userId: string, id: string, isRead: boolean): Promise<NotificationDoc | null> {
    return this.updateOwn(userId, id, isRead ? { isRead } : { isRead, generation: await this.generationOf(userId) });
  }

  /**
   * Every notification the member has is read: one write, the member's read watermark moved on
   * (`$inc` of the generation, upserted, the document by `_id`), whatever the number of unread ones.
   * How many became read: the unread ones of the generation passed (snoozed and expired ones too, as
   * when each was marked), counted by equality. One stored or marked unread while this runs either
   * counts (it was there before) or stays unread (insertOnce stamps it with the new generation).
   */
  async markAllRead(userId: string): Promise<number> {
    const before = await this.marks
      .findOneAndUpdate(
        { _id: userId },
        { $inc: { generation: 1 }, $set: { markedAt: new Date() } },
        { upsert: true, returnDocument: 'before' },
      )
      .lean<Pick<NotificationReadMarkDoc, 'generation'>>()
      .exec();
    const [updated] = await Promise.all([
      this.model.countDocuments(unreadOf(userId, before?.generation ?? 0)).exec(),
      this.changed(userId, { unread: true }),
    ]);
    return updated;
  }

  async deleteOwn(userId: string, id: string): Promise<boolean> {
    const _id = objectId(id);
    if (!_id) return false;
    const deleted = (await this.model.deleteOne({ _id, userId }).exec()).deletedCount === 1;
    if (deleted) await this.changed(userId, { ids: [_id] });
    return deleted;
  }

  /** The member's notifications go; their read watermark stays (a generation never goes back). */
  async deleteAll(userId: string): Promise<number> {
    const { deletedCount } = await this.model.deleteMany({ userId }).exec();
    await this.changed(userId, { all: true });
    return deletedCount;
  }

  /** A removed account: its notifications and its read watermark. */
  async forgetMember(userId: string): Promise<number> {
    const deleted = await this.deleteAll(userId);
    await this.marks.deleteOne({ _id: userId }).exec();
    return deleted;
  }

  /**
   * Wakes a snoozed notification whose time has come: unsnoozed and unread again. Conditional on
   * still being snoozed until no later than `now`, so a re-snooze to a later time is left alone.
   */
  async wake(id: string, now: Date): Promise<NotificationDoc | null> {
    const _id = objectId(id);
    if (!_id) return null;
    const snoozed = await this.model.findOne({ _id, isSnoozed: true }, { userId: 1 }).lean<Pick<NotificationDoc, 'userId'>>().exec();
    if (!snoozed) return null;
    // unread under the member's generation now: a mark-all-read during the snooze does not keep it read
    const generation = await this.generationOf(snoozed.userId);
    const res = await this.model
      .updateOne(
        { _id, isSnoozed: true, snoozeUntil: { $lte: now } },
        { $set: { isSnoozed: false, snoozeUntil: null, isRead: false, generation } },
      )
      .exec();
    if (res.modifiedCount === 0) return null;
    const doc = await this.model.findById(_id).lean<NotificationDoc>().exec();
    if (doc) await this.changed(doc.userId, { ids: [_id] });
    return doc && asRead(doc, generation);
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

  async unreadFor(userId: string, limit = 20, now = new Date()): Promise<NotificationDoc[]> {
    const generation = await this.generationOf(userId);
    return this.model
      .find(unreadFilter(userId, now, generation))
      .sort({ createdAt: -1 })
      .limit(limit)
      .lean<NotificationDoc[]>()
      .exec();
  }
}
