import { Types } from 'mongoose';
import type { GuardedChange, Guard, OutboxEntry, OutboxStore, ServiceContext } from '@trap/kit';
import { userModel, type UserModel, type UserRecord } from './users.model.ts';
import type { UserView } from './users.mapper.ts';

/** What the expiry worker needs of a user. */
export type MembershipTermView = Pick<
  UserView,
  | '_id'
  | 'membershipTier'
  | 'membershipStatus'
  | 'isTrialMember'
  | 'membershipEndDate'
  | 'trialEndDate'
  | 'expiryWarningFor'
  | 'autoRenew'
  | 'subscriptionId'
>;

/** One guarded write of the expiry worker: `set` and `events` apply only while the user still matches `guard`. */
export type UserChange = GuardedChange<UserRecord>;

export type NewUser = Partial<UserRecord> & Pick<UserRecord, '_id' | 'username' | 'usernameKey' | 'password' | 'email' | 'displayName'>;
export type Page = { limit: number; offset: number };

/**
 * Told after each write of users, once it is stored (from whichever process wrote): the staff pages'
 * read model (users-admin/users-directory.ts) keeps its rows by it. A listener never fails the write.
 */
export interface UserWrites {
  /** these users as stored after the write */
  written(users: UserView[]): Promise<void>;
  /** users known by id only (batches); null: users the writer cannot name (tombstones removed) */
  writtenIds(ids: Types.ObjectId[] | null): Promise<void>;
}

/** Queries over `users`; returns plain objects and never publishes (writes carry their events through the kit's OutboxStore). */
export class UsersRepository {
  private readonly store: OutboxStore<UserRecord>;
  /** set by the process's wiring (API and worker) */
  writes: UserWrites | null = null;

  constructor(ctx: Pick<ServiceContext, 'conn' | 'outboxStore'>) {
    this.store = ctx.outboxStore(userModel(ctx.conn));
  }

  get model(): UserModel {
    return this.store.model;
  }

  static newId = () => new Types.ObjectId();

  async findById(id: string | Types.ObjectId): Promise<UserView | null> {
    if (typeof id === 'string' && !Types.ObjectId.isValid(id)) return null;
    return this.model.findById(id).lean<UserView>();
  }

  async findByUsernameKey(key: string): Promise<UserView | null> {
    return this.model.findOne({ usernameKey: key }).lean<UserView>();
  }

  /** For login only: the one query that reads the password hash. */
  async findCredentials(key: string): Promise<UserRecord | null> {
    return this.model.findOne({ usernameKey: key }).select('+password').lean<UserRecord>();
  }

  async usernameTaken(key: string): Promise<boolean> {
    return (await this.model.exists({ usernameKey: key })) !== null;
  }

  /**
   * Inserts the user (schema defaults applied and validated) with its events in the same write; the
   * events are built from the user as stored. Null when the name is taken (the unique index decides).
   */
  async insert(user: NewUser, eventsFor: (view: UserView) => OutboxEntry[]): Promise<UserView | null> {
    const doc = new this.model(user);
    await doc.validate();
    const record = doc.toObject<UserRecord>();
    const { password: _p, ...view } = record;
    if (!(await this.store.insert(record, eventsFor(view)))) return null;
    await this.writes?.written([view]);
    return view;
  }

  /** The read model's refresh, under the document's lock (kit OutboxStore.update), so refreshes of one user keep its writes' order. */
  private readonly afterWrite = { afterWrite: async (after: UserRecord) => void (await this.writes?.written([after])) };

  async touchLastLogin(id: Types.ObjectId, at: Date): Promise<void> {
    await this.store.update(id, () => ({ set: { lastLogin: at }, events: [] }), {}, this.afterWrite);
  }

  /**
   * Applies `set` and records `events` in one write, only if the user still matches `guard`
   * (optimistic concurrency on updatedAt, or a state precondition). Returns false when it did not match.
   */
  async updateWithEvents(id: Types.ObjectId, guard: Guard, set: Partial<UserRecord>, events: OutboxEntry[]): Promise<boolean> {
    return (await this.store.update(id, () => ({ set, events }), guard, this.afterWrite)) !== null;
  }

  /** Authors list (public to guests): active accounts whose owners made their profile public, oldest first. */
  async listAuthors(page: Page): Promise<Pick<UserView, '_id' | 'displayName' | 'avatarUrl'>[]> {
    return this.model
      .find({ isPublicProfile: true, accountStatus: 'active' })
      .select({ displayName: 1, avatarUrl: 1 })
      .sort({ _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean();
  }

  /** Public members: only profiles their owners made public. */
  async listPublic(
    page: Page,
  ): Promise<
    Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'level' | 'clubAffiliation' | 'isPublicProfile' | 'profileVisibility'>[]
  > {
    return this.model
      .find({ isPublicProfile: true, accountStatus: 'active' })
      .select({ displayName: 1, avatarUrl: 1, level: 1, clubAffiliation: 1, isPublicProfile: 1, profileVisibility: 1 })
      .sort({ _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean();
  }

  /** Accounts marked for deletion whose grace period ended by `now`, in batches (the deletion job). */
  async *deletionsDueBy(now: Date, batchSize: number): AsyncGenerator<Pick<UserView, '_id' | 'updatedAt'>[]> {
    const cursor = this.model
      .find({ accountStatus: 'marked_for_deletion', deleteAfter: { $lte: now } })
      .select({ _id: 1, updatedAt: 1 })
      .lean<Pick<UserView, '_id' | 'updatedAt'>>()
      .cursor({ batchSize });
    let batch: Pick<UserView, '_id' | 'updatedAt'>[] = [];
    try {
      for await (const doc of cursor) {
        batch.push(doc);
        if (batch.length >= batchSize) {
          yield batch;
          batch = [];
        }
      }
      if (batch.length) yield batch;
    } finally {
      await cursor.close();
    }
  }

  /** Removes deleted accounts' tombstones once their auth.user.deleted event is published. */
  async removeSettledTombstones(): Promise<number> {
    const removed = await this.store.removeSettled({ accountStatus: 'deleted' });
    if (removed) await this.writes?.writtenIds(null);
    return removed;
  }

  /** A page of a job's read, with only `fields`, in `_id` order after `after` (kit readPage), for applyBatch to write from. */
  pageForBatch<T>(filter: Record<string, unknown>, fields: Record<string, 1>, after: Types.ObjectId | null, limit: number): Promise<T[]> {
    return this.store.readPage(filter, fields, after, limit) as Promise<T[]>;
  }

  /** One write per batch for each group of guarded changes with their events (kit updateBatch); how many of each group changed. */
  async applyBatch(groups: UserChange[][]): Promise<number[]> {
    const changed = await this.store.updateBatch(groups);
    await this.writes?.writtenIds(groups.flat().map((c) => c.id));
    return changed;
  }

  /** Puts back what a crashed batch left half written (kit recoverBatches); for a job that runs alone. */
  async recoverBatches(): Promise<number> {
    const recovered = await this.store.recoverBatches(0);
    if (recovered) await this.writes?.writtenIds(null);
    return recovered;
  }

  /** Applies each change (with its events) while its user still matches its guard; how many users changed. */
  async applyGuarded(changes: UserChange[]): Promise<number> {
    const changed = await this.store.bulkUpdate(changes);
    if (changed) await this.writes?.writtenIds(changes.map((c) => c.id));
    return changed;
  }

  /** Every user's `fields` (the staff read model's rebuild; a club has a few hundred users). */
  allWithFields(fields: Record<string, 1>): Promise<UserView[]> {
    return this.model.find({}, fields).lean<UserView[]>();
  }

  /** These users' `fields`. */
  byIdsWithFields(ids: Types.ObjectId[], fields: Record<string, 1>): Promise<UserView[]> {
    return this.model.find({ _id: { $in: ids } }, fields).lean<UserView[]>();
  }
}
