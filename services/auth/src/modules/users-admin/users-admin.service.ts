import { randomUUID } from 'node:crypto';
import type { Redis } from 'ioredis';
import {
  conflict,
  forbidden,
  notFound,
  recordEvent,
  recordStaffAction,
  type AuthContext,
  type Logger,
  type OutboxEntry,
  type SessionStore,
} from '@trap/kit';
import {
  ACCOUNT_STATUSES,
  LAST_SUPERADMIN_MESSAGE,
  MEMBERSHIP_STATUSES,
  TIERS,
  can,
  membershipChanged,
  userUpdated,
  type AdminUser,
  type AdminUserList,
  type UserStats,
  adminUserListQuerySchema,
  changeAccountStatusRequestSchema,
  changeRoleRequestSchema,
  setMembershipRequestSchema,
} from '@trap/contracts';
import type { z } from 'zod';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../users/users.model.ts';
import { snapshotChanged, toAdminUser, toSnapshot, type UserView } from '../users/users.mapper.ts';
import type { AccountSecurityRepository } from '../account-security/account-security.repository.ts';
import { resetLinkEvent, type AccountLinks } from '../account-security/account-links.ts';
import { UsersAdminRepository } from './users-admin.repository.ts';
import type { DirectoryRow, UsersDirectory } from './users-directory.ts';

const DAY = 86_400_000;
const STAFF_ROLES_GUARDED = new Set(['admin', 'superadmin']);

export interface UsersAdminDeps {
  users: UsersRepository;
  accounts: AccountSecurityRepository;
  links: AccountLinks;
  sessions: SessionStore;
  redis: Redis;
  redisPrefix: string;
  siteOrigin: string;
  graceDays: number;
  logger: Logger;
  /** the staff pages' read model; without it (or while Redis is down) the pages read `users` */
  directory?: UsersDirectory;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const toItem = ({ usernameKey: _key, ...user }: DirectoryRow): AdminUser => user;

/** The counts of `stats`, from the read model's rows. */
function statsOf(rows: DirectoryRow[], now: Date): UserStats {
  const live = rows.filter((u) => u.accountStatus !== 'deleted');
  const since = (days: number) => now.getTime() - days * DAY;
  const after = (at: string | null, days: number) => at !== null && new Date(at).getTime() >= since(days);
  const countEach = <K extends string>(values: readonly K[], of: (u: DirectoryRow) => string, among: DirectoryRow[]) =>
    Object.fromEntries(values.map((v) => [v, among.filter((u) => of(u) === v).length])) as Record<K, number>;
  return {
    total: live.length,
    byTier: countEach(TIERS, (u) => u.membershipTier, live),
    byMembershipStatus: countEach(MEMBERSHIP_STATUSES, (u) => u.membershipStatus, live),
    byAccountStatus: countEach(ACCOUNT_STATUSES, (u) => u.accountStatus, rows),
    signups7d: live.filter((u) => after(u.createdAt, 7)).length,
    signups30d: live.filter((u) => after(u.createdAt, 30)).length,
    active7d: live.filter((u) => after(u.lastLogin, 7)).length,
    active30d: live.filter((u) => after(u.lastLogin, 30)).length,
  };
}

type Change = { set: Partial<UserRecord>; before: Record<string, unknown>; after: Record<string, unknown>; extra?: OutboxEntry[] };

/**
 * User management for staff. Every change is one guarded write of the user with
 * its events: auth.user.updated when the snapshot changed, and the staff action for the audit log.
 */
export class UsersAdminService {
  private readonly reads: UsersAdminRepository;

  private readonly d: UsersAdminDeps;
  constructor(d: UsersAdminDeps) {
    this.d = d;
    this.reads = new UsersAdminRepository(d.users);
  }

  async list(q: z.output<typeof adminUserListQuerySchema>): Promise<AdminUserList> {
    const rows = await this.d.directory?.rows();
    if (rows) {
      // the same filter, order (_id, newest first) and page as the database query below
      const rx = q.q ? new RegExp(escapeRegex(q.q), 'i') : null;
      const match = rows
        .filter(
          (u) =>
            (!q.role || u.role === q.role) &&
            (!q.tier || u.membershipTier === q.tier) &&
            (q.status ? u.accountStatus === q.status : u.accountStatus !== 'deleted') &&
            (!q.membershipStatus || u.membershipStatus === q.membershipStatus) &&
            (!rx || rx.test(u.usernameKey) || rx.test(u.displayName) || rx.test(u.email)),
        )
        .sort((a, b) => (a.id < b.id ? 1 : a.id > b.id ? -1 : 0));
      return { items: match.slice(q.offset, q.offset + q.limit).map(toItem), total: match.length, limit: q.limit, offset: q.offset };
    }
    const { items, total } = await this.reads.list(q, q);
    return { items: items.map(toAdminUser), total, limit: q.limit, offset: q.offset };
  }

  async get(id: string): Promise<AdminUser> {
    const u = await this.d.users.findById(id);
    if (!u || u.accountStatus === 'deleted') throw notFound('User');
    return toAdminUser(u);
  }

  async stats(now = new Date()): Promise<UserStats> {
    const rows = await this.d.directory?.rows();
    if (rows) return statsOf(rows, now);
    const live = { accountStatus: { $ne: 'deleted' } };
    const since = (days: number) => new Date(now.getTime() - days * DAY);
    const countEach = async <K extends string>(field: string, values: readonly K[], base: object = live) =>
      Object.fromEntries(await Promise.all(values.map(async (v) => [v, await this.reads.count({ ...base, [field]: v })]))) as Record<
        K,
        number
      >;
    const [total, byTier, byMembershipStatus, byAccountStatus, signups7d, signups30d, active7d, active30d] = await Promise.all([
      this.reads.count(live),
      countEach('membershipTier', TIERS),
      countEach('membershipStatus', MEMBERSHIP_STATUSES),
      countEach('accountStatus', ACCOUNT_STATUSES, {}),
      this.reads.count({ ...live, createdAt: { $gte: since(7) } }),
      this.reads.count({ ...live, createdAt: { $gte: since(30) } }),
      this.reads.count({ ...live, lastLogin: { $gte: since(7) } }),
      this.reads.count({ ...live, lastLogin: { $gte: since(30) } }),
    ]);
    return { total, byTier, byMembershipStatus, byAccountStatus, signups7d, signups30d, active7d, active30d };
  }

  async changeRole(actor: AuthContext, id: string, input: z.output<typeof changeRoleRequestSchema>): Promise<AdminUser> {
    return this.withSuperadminLock(async () => {
      const user = await this.target(id);
      if (user.role === input.role) return toAdminUser(user);
      if (user.role === 'superadmin' && user.accountStatus === 'active') await this.assertNotLastSuperadmin();
      const out = await this.apply(actor, user, 'user.change_role', input.reason, {
        set: { role: input.role },
        before: { role: user.role },
        after: { role: input.role },
      });
      // Every service trusts the role signed into the session token; a token signed with the old role
      // must not outlive the change, so the member's sessions end now and the next login carries the new one.
      await this.d.sessions.revokeAllForUser(user._id.toString());
      return out;
    });
  }

  async changeStatus(actor: AuthContext, id: string, input: z.output<typeof changeAccountStatusRequestSchema>): Promise<AdminUser> {
    return this.withSuperadminLock(async () => {
      const user = await this.target(id);
      if (STAFF_ROLES_GUARDED.has(user.role) && !can(actor.role, 'roles.assign'))
        throw forbidden('Only a Super Admin can change the status of an admin');
      if (user.accountStatus === input.accountStatus) return toAdminUser(user);
      if (user.role === 'superadmin' && user.accountStatus === 'active') await this.assertNotLastSuperadmin();
      const now = new Date();
      const marking = input.accountStatus === 'marked_for_deletion';
      const set: Partial<UserRecord> = {
        accountStatus: input.accountStatus,
        deletionRequestedAt: marking ? now : null,
        deleteAfter: marking ? new Date(now.getTime() + this.d.graceDays * DAY) : null,
      };
      const action = { active: 'user.reactivate', suspended: 'user.suspend', marked_for_deletion: 'user.mark_for_deletion' }[
        input.accountStatus
      ];
      const out = await this.apply(actor, user, action, input.reason, {
        set,
        before: { accountStatus: user.accountStatus },
        after: { accountStatus: input.accountStatus },
      });
      if (input.accountStatus !== 'active') await this.d.sessions.revokeAllForUser(user._id.toString());
      return out;
    });
  }

  async setMembership(actor: AuthContext, id: string, input: z.output<typeof setMembershipRequestSchema>): Promise<AdminUser> {
    const user = await this.target(id);
    const end = input.membershipEndDate ? new Date(input.membershipEndDate) : null;
    const isTrial = input.isTrialMember ?? (input.membershipStatus === 'trial' ? true : false);
    const set: Partial<UserRecord> = {
      membershipTier: input.membershipTier,
      membershipStatus: input.membershipStatus,
      membershipEndDate: end,
      isTrialMember: isTrial,
      trialEndDate: isTrial ? end : null,
      membershipStartDate: user.membershipStartDate ?? new Date(),
      expiryWarningFor: null,
    };
    const event = recordEvent(membershipChanged, {
      userId: user._id.toString(),
      membershipTier: input.membershipTier,
      membershipStatus: input.membershipStatus,
      isTrialMember: isTrial,
      membershipEndDate: end?.toISOString() ?? null,
      previousTier: user.membershipTier,
      previousStatus: user.membershipStatus,
    });
    // no later than the record's new updatedAt, and later than any copy read before this change
    const changedAt = new Date();
    const out = await this.apply(actor, user, 'user.set_membership', input.reason, {
      set,
      before: {
        membershipTier: user.membershipTier,
        membershipStatus: user.membershipStatus,
        membershipEndDate: user.membershipEndDate?.toISOString() ?? null,
        isTrialMember: !!user.isTrialMember,
      },
      after: {
        membershipTier: input.membershipTier,
        membershipStatus: input.membershipStatus,
        membershipEndDate: end?.toISOString() ?? null,
        isTrialMember: isTrial,
      },
      extra: [event],
    });
    // The tier checks of every service read this live copy on each request: written here at once (the
    // consumer of auth.membership.changed writes it again), so a lowered tier counts from the next request.
    await this.d.sessions.setMembership(
      user._id.toString(),
      { membershipTier: input.membershipTier, membershipStatus: input.membershipStatus, membershipEndDate: end },
      changedAt,
    );
    return out;
  }

  /** The same link as "forgot password" (auth's reset path), for the user's own address; recorded as a staff action. */
  async sendPasswordReset(actor: AuthContext, id: string): Promise<{ success: true; message: string }> {
    const user = await this.target(id);
    const account = await this.d.accounts.findWithPassword(user._id);
    if (!account) throw notFound('User');
    const actorView = await this.d.users.findById(actor.userId);
    await this.d.accounts.record(user._id, [
      resetLinkEvent(this.d.links, this.d.siteOrigin, user, account.password),
      this.staffAction(actor, actorView, user, 'user.send_password_reset', null, null, null),
    ]);
    return { success: true, message: `A password-reset link was sent to ${user.displayName}` };
  }

  private async target(id: string): Promise<UserView> {
    const user = await this.d.users.findById(id);
    if (!user || user.accountStatus === 'deleted') throw notFound('User');
    return user;
  }

  private async assertNotLastSuperadmin(): Promise<void> {
    if ((await this.reads.activeSuperadmins()) <= 1) throw conflict(LAST_SUPERADMIN_MESSAGE);
  }

  private staffAction(
    actor: AuthContext,
    actorView: UserView | null,
    user: UserView,
    action: string,
    reason: string | null | undefined,
    before: Record<string, unknown> | null,
    after: Record<string, unknown> | null,
  ): OutboxEntry {
    return recordStaffAction('auth', {
      actorId: actor.userId,
      actorName: actorView?.displayName ?? null,
      actorRole: actor.role,
      action,
      itemType: 'user',
      itemId: user._id.toString(),
      itemLabel: `${user.displayName} (@${user.username})`,
      before,
      after,
      reason: reason ?? null,
    });
  }

  /** One guarded write (on updatedAt) with auth.user.updated when the snapshot changed and the staff action. */
  private async apply(
    actor: AuthContext,
    user: UserView,
    action: string,
    reason: string | null | undefined,
    c: Change,
  ): Promise<AdminUser> {
    const now = new Date();
    const set = { ...c.set, updatedAt: now };
    const after = { ...user, ...set } as UserView;
    const actorView = await this.d.users.findById(actor.userId);
    const events: OutboxEntry[] = [...(c.extra ?? [])];
    if (snapshotChanged(user, after)) events.push(recordEvent(userUpdated, toSnapshot(after)));
    events.push(this.staffAction(actor, actorView, user, action, reason, c.before, c.after));
    if (!(await this.d.users.updateWithEvents(user._id, { updatedAt: user.updatedAt }, set, events)))
      throw conflict('The user changed while saving; please reload and try again');
    this.d.logger.info({ userId: user._id.toString(), actorId: actor.userId, action }, 'staff changed a user');
    return toAdminUser(after);
  }

  /**
   * Changes that may remove a super admin run one at a time (a Redis lease), so two demotions at
   * once cannot both see two super admins and leave none.
   */
  private async withSuperadminLock<T>(work: () => Promise<T>): Promise<T> {
    const key = `${this.d.redisPrefix}superadmin-guard`;
    const token = randomUUID();
    const deadline = Date.now() + 10_000;
    while ((await this.d.redis.set(key, token, 'PX', 10_000, 'NX')) !== 'OK') {
      if (Date.now() > deadline) throw conflict('Another change to staff accounts is in progress; please try again');
      await new Promise((r) => setTimeout(r, 25));
    }
    try {
      return await work();
    } finally {
      await this.d.redis.eval(
        "if redis.call('get', KEYS[1]) == ARGV[1] then return redis.call('del', KEYS[1]) else return 0 end",
        1,
        key,
        token,
      );
    }
  }
}
