import type { Logger, SessionStore } from '@trap/kit';
import { conflict, notFound, recordEvent } from '@trap/kit';
import { userDeleted, userUpdated, type AccountDeletion, type AccountExport, type OwnProfile } from '@trap/contracts';
import type { UserRecord } from '../users/users.model.ts';
import type { UsersRepository, UserChange } from '../users/users.repository.ts';
import { toAccountExport, toOwnProfile, toSnapshot, type UserView } from '../users/users.mapper.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What a removed account keeps until its auth.user.deleted event is published (then the document
 * goes): the id, the status and the event. Every personal field is cleared at once, and the
 * username is released.
 */
const CLEARED = {
  bio: null,
  avatarUrl: null,
  clubAffiliation: null,
  socialLinks: null,
  mobileNumber: null,
  emergencyContact: null,
  location: null,
  gender: null,
  height: null,
  weight: null,
  bloodGroup: null,
  freestyleNotes: null,
  nraiShooterId: null,
  issfId: null,
  experience: null,
  shootingSince: null,
  paymentId: null,
  orderId: null,
  appliedPromoCode: null,
  lastLogin: null,
} satisfies Partial<UserRecord>;

export interface DeletionRunResult {
  /** accounts whose grace period ended and were removed (tombstoned, their event recorded) */
  deleted: number;
  /** tombstones whose event was published, now gone */
  purged: number;
}

/** The member's own account: the full profile, the data download, and deletion after a grace period. */
export class AccountService {
  private readonly repo: UsersRepository;
  private readonly opts: { graceDays: number; logger: Logger; sessions?: SessionStore };
  constructor(repo: UsersRepository, opts: { graceDays: number; logger: Logger; sessions?: SessionStore }) {
    this.repo = repo;
    this.opts = opts;
  }

  private async own(userId: string): Promise<UserView> {
    const user = await this.repo.findById(userId);
    if (!user || user.accountStatus !== 'active') throw notFound('User');
    return user;
  }

  async profile(userId: string): Promise<OwnProfile> {
    return toOwnProfile(await this.own(userId));
  }

  async export(userId: string): Promise<AccountExport> {
    return toAccountExport(await this.own(userId));
  }

  /**
   * Marks the account for deletion (other services hear it through auth.user.updated: the profile
   * leaves the directory at once) and ends every session of the member. SPEC 8.2: a login meanwhile
   * is refused with the 'marked for deletion' message; support can restore the account.
   */
  async requestDeletion(userId: string, now = new Date()): Promise<AccountDeletion> {
    for (let attempt = 0; attempt < 3; attempt++) {
      const before = await this.own(userId);
      const deleteAfter = new Date(now.getTime() + this.opts.graceDays * DAY_MS);
      const set = { accountStatus: 'marked_for_deletion', deletionRequestedAt: now, deleteAfter, updatedAt: now } as const;
      const after: UserView = { ...before, ...set };
      if (
        await this.repo.updateWithEvents(before._id, { updatedAt: before.updatedAt }, set, [recordEvent(userUpdated, toSnapshot(after))])
      ) {
        await this.opts.sessions?.revokeAllForUser(userId);
        this.opts.logger.info({ userId, deleteAfter }, 'account marked for deletion');
        return { accountStatus: 'marked_for_deletion', deleteAfter: deleteAfter.toISOString() };
      }
    }
    throw conflict('The account changed while saving; please try again');
  }

  /**
   * The deletion job: accounts whose grace period ended become tombstones (personal fields cleared,
   * username released) with auth.user.deleted in the same write; tombstones whose event is out are
   * removed. Guarded on the state read, so an account restored meanwhile is left alone; a second run
   * finds nothing more to do.
   */
  async runDeletion(now = new Date(), batchSize = 200): Promise<DeletionRunResult> {
    let deleted = 0;
    for await (const batch of this.repo.deletionsDueBy(now, batchSize)) {
      const changes: UserChange[] = batch.map((u) => ({
        id: u._id,
        guard: { accountStatus: 'marked_for_deletion', updatedAt: u.updatedAt },
        set: {
          ...CLEARED,
          accountStatus: 'deleted',
          username: `deleted-${u._id.toString()}`,
          usernameKey: `deleted-${u._id.toString()}`,
          email: '',
          displayName: 'Deleted member',
          isPublicProfile: false,
          updatedAt: now,
        },
        events: [recordEvent(userDeleted, { userId: u._id.toString(), deletedAt: now.toISOString() })],
      }));
      deleted += await this.repo.applyGuarded(changes);
    }
    const purged = await this.repo.removeSettledTombstones();
    if (deleted || purged) this.opts.logger.info({ deleted, purged }, 'account deletion run');
    return { deleted, purged };
  }
}
