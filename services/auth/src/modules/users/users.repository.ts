import { Types } from 'mongoose';
import { OUTBOX_FIELD, pushEvents, withDocumentLock, type OutboxEntry } from '@trap/kit';
import type { UserModel, UserRecord } from './users.model.ts';
import type { UserView } from './users.mapper.ts';

/** What the expiry worker needs of a user. */
export type MembershipTermView = Pick<
  UserView,
  '_id' | 'membershipTier' | 'membershipStatus' | 'isTrialMember' | 'membershipEndDate' | 'trialEndDate' | 'expiryWarningFor'
>;

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

  /** One page of live (active or trial) memberships after `afterId`, for the expiry worker's cursor. */
  async liveMembershipsAfter(afterId: Types.ObjectId | null, limit: number): Promise<MembershipTermView[]> {
    return this.model
      .find({ membershipStatus: { $in: ['active', 'trial'] }, ...(afterId ? { _id: { $gt: afterId } } : {}) })
      .select({
        membershipTier: 1,
        membershipStatus: 1,
        isTrialMember: 1,
        membershipEndDate: 1,
        trialEndDate: 1,
        expiryWarningFor: 1,
      })
      .sort({ _id: 1 })
      .limit(limit)
      .lean<MembershipTermView[]>();
  }
}
