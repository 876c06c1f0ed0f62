import type { Connection, Model } from 'mongoose';
import type { UserSnapshot } from '@trap/contracts';
import { upsertUnlessNewer } from '@trap/kit';
import { memberProfileModel, type MemberProfileDoc } from './member-profile.model.ts';

export type MemberProfile = Omit<MemberProfileDoc, 'sortKey'>;

/** Listed in the directory: public and not suspended, marked for deletion or deleted. */
const LISTED = { isPublicProfile: true, accountStatus: 'active' } as const;

export class MemberProfileRepository {
  readonly model: Model<MemberProfileDoc>;
  /** per-user chain of pending writes (see applySnapshot) */
  private readonly pending = new Map<string, Promise<unknown>>();

  constructor(conn: Connection) {
    this.model = memberProfileModel(conn);
  }

  /**
   * Upserts a snapshot unless a newer one is stored (upsertUnlessNewer: a stale one is ignored).
   * Re-applying the same snapshot writes the same values (idempotent). Writes for one user run one after another here, because registered and updated arrive on two
   * consumers and FerretDB 1.24 does not apply the filter and the write atomically.
   */
  applySnapshot(snapshot: UserSnapshot): Promise<'applied' | 'stale'> {
    return this.serialised(snapshot.userId, () => {
      const { userId, ...profile } = snapshot;
      return upsertUnlessNewer(
        this.model.collection,
        userId,
        { updatedAt: { $lte: new Date(profile.updatedAt) } },
        {
          username: profile.username,
          displayName: profile.displayName,
          sortKey: profile.displayName.toLowerCase(),
          avatarUrl: profile.avatarUrl,
          role: profile.role,
          isCoach: profile.isCoach,
          level: profile.level,
          clubAffiliation: profile.clubAffiliation,
          isPublicProfile: profile.isPublicProfile,
          membershipTier: profile.membershipTier,
          accountStatus: profile.accountStatus,
          createdAt: new Date(profile.createdAt),
          updatedAt: new Date(profile.updatedAt),
          syncedAt: new Date(),
        },
      );
    });
  }

  async listPublic(page: number, pageSize: number): Promise<{ items: MemberProfile[]; total: number }> {
    const [items, total] = await Promise.all([
      this.model
        .find(LISTED, { sortKey: 0 })
        .sort({ sortKey: 1, _id: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<MemberProfile[]>(),
      this.model.countDocuments(LISTED),
    ]);
    return { items, total };
  }

  findPublic(userId: string): Promise<MemberProfile | null> {
    return this.model.findOne({ _id: userId, ...LISTED }, { sortKey: 0 }).lean<MemberProfile>();
  }

  findById(userId: string): Promise<MemberProfile | null> {
    return this.model.findById(userId, { sortKey: 0 }).lean<MemberProfile>();
  }

  /** The profiles of these users, by id (unknown ones are missing). */
  async findMany(userIds: string[]): Promise<Map<string, MemberProfile>> {
    if (!userIds.length) return new Map();
    const docs = await this.model.find({ _id: { $in: [...new Set(userIds)] } }, { sortKey: 0 }).lean<MemberProfile[]>();
    return new Map(docs.map((d) => [d._id, d]));
  }

  private serialised<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const run = (this.pending.get(key) ?? Promise.resolve()).then(fn, fn);
    const tail = run.catch(() => undefined);
    this.pending.set(key, tail);
    void tail.then(() => {
      if (this.pending.get(key) === tail) this.pending.delete(key);
    });
    return run;
  }
}
