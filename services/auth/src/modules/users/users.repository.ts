import { Types } from 'mongoose';
import { bulkWriteInChunks, isFerretDb, OUTBOX_FIELD, pushEvents, withDocumentLock, withDocumentLocks, type OutboxEntry } from '@trap/kit';
import type { UserModel, UserRecord } from './users.model.ts';
import type { UserView } from './users.mapper.ts';

/** What the expiry worker needs of a user. */
export type MembershipTermView = Pick<
  UserView,
  '_id' | 'membershipTier' | 'membershipStatus' | 'isTrialMember' | 'membershipEndDate' | 'trialEndDate' | 'expiryWarningFor'
>;

/** One guarded write of the expiry worker: `set` and `events` apply only while the document still matches `guard`. */
export interface GuardedChange {
  id: Types.ObjectId;
  guard: Record<string, unknown>;
  set: Partial<UserRecord>;
  events: OutboxEntry[];
}

const TERM_FIELDS = {
  membershipTier: 1,
  membershipStatus: 1,
  isTrialMember: 1,
  membershipEndDate: 1,
  trialEndDate: 1,
  expiryWarningFor: 1,
} as const;

export type NewUser = Partial<UserRecord> & Pick<UserRecord, '_id' | 'username' | 'usernameKey' | 'password' | 'email' | 'displayName'>;
export type Page = { limit: number; offset: number };

/** Queries over `users`; returns plain objects and never publishes (events ride along in the outbox). */
export class UsersRepository {
  constructor(readonly model: UserModel) {}

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
   * Inserts the user with its events in the same single-document write; the events are built from
   * the user as stored (schema defaults applied). Throws code 11000 when the name is taken.
   */
  async insert(user: NewUser, eventsFor: (view: UserView) => OutboxEntry[]): Promise<UserView> {
    const doc = new this.model(user);
    const { password: _p, ...view } = doc.toObject() as UserRecord;
    doc.set(OUTBOX_FIELD, eventsFor(view));
    await doc.save({ timestamps: false });
    return view;
  }

  async touchLastLogin(id: Types.ObjectId, at: Date): Promise<void> {
    await withDocumentLock(this.model, id, () => this.model.updateOne({ _id: id }, { $set: { lastLogin: at } }, { timestamps: false }));
  }

  /**
   * Applies `set` and appends `events` in one write, only if the document still matches `guard`
   * (optimistic concurrency on updatedAt, or a state precondition). Returns false when it did not match.
   */
  async updateWithEvents(
    id: Types.ObjectId,
    guard: Record<string, unknown>,
    set: Partial<UserRecord>,
    events: OutboxEntry[],
  ): Promise<boolean> {
    const update = events.length ? { $set: set, ...pushEvents(...events) } : { $set: set };
    const res = await withDocumentLock(this.model, id, () => this.model.updateOne({ _id: id, ...guard }, update, { timestamps: false }));
    return res.modifiedCount === 1;
  }

  /** Authors list: every active account, oldest first. */
  async listAuthors(page: Page): Promise<Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'role'>[]> {
    return this.model
      .find({ accountStatus: 'active' })
      .select({ displayName: 1, avatarUrl: 1, role: 1 })
      .sort({ _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean();
  }

  /** Public members: only profiles their owners made public. */
  async listPublic(
    page: Page,
  ): Promise<Pick<UserView, '_id' | 'displayName' | 'avatarUrl' | 'level' | 'clubAffiliation' | 'isPublicProfile'>[]> {
    return this.model
      .find({ isPublicProfile: true, accountStatus: 'active' })
      .select({ displayName: 1, avatarUrl: 1, level: 1, clubAffiliation: 1, isPublicProfile: 1 })
      .sort({ _id: 1 })
      .skip(page.offset)
      .limit(page.limit)
      .lean();
  }

  /**
   * Live memberships and trials whose term ends by `horizon`, streamed from one cursor in batches of
   * `batchSize` (never the whole set in memory). A superset: the trial branch and the paid branch
   * are each indexed on MongoDB; the membership rules decide what each member is due. On FerretDB
   * this is one pass over the collection, where paging by _id made every page another full scan.
   */
  async *membershipsEndingBy(horizon: Date, batchSize: number): AsyncGenerator<MembershipTermView[]> {
    const cursor = this.model
      .find({
        membershipStatus: { $in: ['active', 'trial'] },
        $or: [{ isTrialMember: true, trialEndDate: { $lte: horizon } }, { membershipEndDate: { $lte: horizon } }],
      })
      .select(TERM_FIELDS)
      .lean<MembershipTermView>()
      .cursor({ batchSize });
    let batch: MembershipTermView[] = [];
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

  private guardsInFilter?: Promise<boolean>;

  /**
   * Applies every change in bulk writes of BULK_WRITE_CHUNK (holding each document's lock against the outbox relay's
   * $pull) and returns how many documents changed. On MongoDB the guard is part of each update's
   * filter, so a document that changed since it was read is left alone atomically. FerretDB 1.24
   * looks a document up by index only for a bare `{ _id }` filter; a guard field there made every
   * update scan the whole collection (≈ 1 s each at 100,000 users). There the filter is the _id and
   * the guard is what the caller just read; FerretDB applies an update as read-then-write without
   * isolation (FerretDB#3040), so the filter never made it atomic there either.
   */
  async applyGuarded(changes: GuardedChange[]): Promise<number> {
    if (changes.length === 0) return 0;
    const guarded = await (this.guardsInFilter ??= isFerretDb(this.model.db).then(
      (ferret) => !ferret,
      () => true,
    ));
    const ops = changes.map((c) => ({
      updateOne: {
        filter: guarded ? { _id: c.id, ...c.guard } : { _id: c.id },
        update: c.events.length ? { $set: c.set, ...pushEvents(...c.events) } : { $set: c.set },
        timestamps: false,
      },
    }));
    const res = await withDocumentLocks(
      this.model,
      changes.map((c) => c.id),
      () => bulkWriteInChunks(this.model, ops, { ordered: false }),
    );
    return res.modifiedCount;
  }
}
