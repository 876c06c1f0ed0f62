import { Schema, type Connection, type Model } from 'mongoose';
import { can, ROLES, type UserSnapshot } from '@trap/contracts';
import { documentStore, type OutboxStore } from '@trap/kit';
import { memberProfileModel, type MemberProfileDoc } from './member-profile.model.ts';

export type MemberProfile = Omit<MemberProfileDoc, 'sortKey'>;

/** Roles whose members coach (besides the isCoach flag). */
const COACH_ROLES = ROLES.filter((r) => can(r, 'coach.profile'));

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** `{ field: /text/i }` for each field: a case-insensitive "contains". */
const matchingAny = (text: string, fields: string[]) => fields.map((f) => ({ [f]: { $regex: escapeRegex(text), $options: 'i' } }));

/** Listed in the directory: public and not suspended, marked for deletion or deleted. */
const LISTED = { isPublicProfile: true, accountStatus: 'active' } as const;

/** member_levels_pending: a level that arrived before its member's profile (`_id` = userId), applied when the profile is stored. */
interface PendingLevelDoc {
  _id: string;
  level: number;
  revision: number;
}
function pendingLevelModel(conn: Connection): Model<PendingLevelDoc> {
  if (conn.models.PendingMemberLevel) return conn.models.PendingMemberLevel as Model<PendingLevelDoc>;
  const schema = new Schema<PendingLevelDoc>(
    { _id: { type: String, required: true }, level: Number, revision: Number },
    { collection: 'member_levels_pending', versionKey: false },
  );
  return conn.model<PendingLevelDoc>('PendingMemberLevel', schema);
}

export class MemberProfileRepository {
  readonly model: Model<MemberProfileDoc>;
  private readonly store: OutboxStore<MemberProfileDoc>;
  private readonly pendingLevels: OutboxStore<PendingLevelDoc>;

  constructor(conn: Connection) {
    this.model = memberProfileModel(conn);
    this.store = documentStore(this.model);
    this.pendingLevels = documentStore(pendingLevelModel(conn));
  }

  /** Keeps a level whose profile is not stored yet (the newest revision), for applySnapshot to apply. */
  async holdLevel(userId: string, level: number, revision: number): Promise<void> {
    await this.pendingLevels.upsertUnlessNewer(userId, { revision: { $lt: revision } }, { level, revision });
    // the profile may have been stored meanwhile: apply it now rather than wait for the next snapshot
    if (await this.model.exists({ _id: userId })) await this.applyPendingLevel(userId);
  }

  private async applyPendingLevel(userId: string): Promise<void> {
    const pending = await this.pendingLevels.findById(userId);
    if (!pending) return;
    await this.applyLevel(userId, pending.level, pending.revision);
    await this.pendingLevels.remove(userId);
  }

  /**
   * Upserts a snapshot unless a newer one is stored (a stale one is ignored). Re-applying the same
   * snapshot writes the same values (idempotent).
   */
  async applySnapshot(snapshot: UserSnapshot): Promise<'applied' | 'stale'> {
    const { userId, ...profile } = snapshot;
    const result = await this.store.upsertUnlessNewer(
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
        location: profile.location ?? null,
        bio: profile.bio ?? null,
        socialLinks: profile.socialLinks ?? null,
        shootingSince: profile.shootingSince ?? null,
        nraiShooterId: profile.nraiShooterId ?? null,
        issfId: profile.issfId ?? null,
        isPublicProfile: profile.isPublicProfile,
        membershipTier: profile.membershipTier,
        accountStatus: profile.accountStatus,
        createdAt: new Date(profile.createdAt),
        updatedAt: new Date(profile.updatedAt),
        syncedAt: new Date(),
      },
    );
    // a level that came first (practice.member.level_changed before auth's registration)
    if (result === 'applied') await this.applyPendingLevel(userId);
    return result;
  }

  /**
   * Listed profiles in name order; with `q`, those whose name, club or city contains it (any case).
   * A regex is a collection pass on FerretDB and an index-less scan on MongoDB: the directory is
   * small next to the member base's other collections, and only members search it.
   */
  async listPublic(page: number, pageSize: number, q?: string): Promise<{ items: MemberProfile[]; total: number }> {
    const filter = q ? { ...LISTED, $or: matchingAny(q, ['displayName', 'clubAffiliation', 'location']) } : LISTED;
    const [items, total] = await Promise.all([
      this.model
        .find(filter, { sortKey: 0 })
        .sort({ sortKey: 1, _id: 1 })
        .skip((page - 1) * pageSize)
        .limit(pageSize)
        .lean<MemberProfile[]>(),
      this.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  /**
   * auth.user.deleted: the copy becomes a tombstone without any personal field ('Deleted member',
   * status deleted), dated at the deletion so no older snapshot brings the profile back; content
   * they wrote shows the tombstone's name. Re-applying it changes nothing (idempotent).
   */
  forget(userId: string, deletedAt: Date): Promise<'applied' | 'stale'> {
    return this.store.upsertUnlessNewer(
      userId,
      { updatedAt: { $lte: deletedAt } },
      {
        username: `deleted-${userId}`,
        displayName: 'Deleted member',
        sortKey: 'deleted member',
        avatarUrl: null,
        role: 'member',
        isCoach: false,
        level: null,
        progressLevel: null,
        clubAffiliation: null,
        location: null,
        bio: null,
        socialLinks: null,
        shootingSince: null,
        nraiShooterId: null,
        issfId: null,
        isPublicProfile: false,
        accountStatus: 'deleted',
        updatedAt: deletedAt,
        syncedAt: new Date(),
      },
    );
  }

  /**
   * practice.member.level_changed: keeps the level of the highest revision (an older or replayed
   * event changes nothing); a deleted member's tombstone keeps none. 'missing' when the profile is
   * not stored yet (the event came before auth's), so the caller can retry.
   */
  async applyLevel(userId: string, level: number, revision: number): Promise<'applied' | 'stale' | 'missing'> {
    for (;;) {
      let result = 'missing' as 'applied' | 'stale' | 'missing';
      await this.store.update(userId, (current) => {
        if (current.accountStatus === 'deleted' || (current.progressLevelRevision ?? 0) >= revision) {
          result = 'stale';
          return null;
        }
        result = 'applied';
        return { set: { progressLevel: level, progressLevelRevision: revision }, events: [] };
      });
      // not there when read: if auth's registration stored it since (it then found no held level
      // to apply), apply it now; calling that stale lost the level for good
      if (result !== 'missing' || !(await this.model.exists({ _id: userId }))) return result;
    }
  }

  /** Active members who coach: the isCoach flag or the coach role (the roles with `coach.profile`). */
  listCoaches(): Promise<MemberProfile[]> {
    return this.model
      .find({ accountStatus: 'active', $or: [{ isCoach: true }, { role: { $in: COACH_ROLES } }] }, { sortKey: 0 })
      .sort({ sortKey: 1, _id: 1 })
      .lean<MemberProfile[]>();
  }

  /** DEMO_MODE: fictional members (no account behind them) not stored yet; how many were new. */
  seedMissing(profiles: readonly Omit<MemberProfileDoc, 'sortKey' | 'syncedAt'>[]): Promise<number> {
    const now = new Date();
    return this.store.insertMissing(profiles.map((p) => ({ ...p, sortKey: p.displayName.toLowerCase(), syncedAt: now })));
  }

  /**
   * The active member whose username is exactly this one, in any case (auth keeps usernames unique
   * that way), public or private. Anchored and escaped: a part of a username or a pattern finds nobody.
   */
  findActiveByUsername(username: string): Promise<MemberProfile | null> {
    return this.model
      .findOne({ username: { $regex: `^${escapeRegex(username)}$`, $options: 'i' }, accountStatus: 'active' }, { sortKey: 0 })
      .lean<MemberProfile>();
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
}
