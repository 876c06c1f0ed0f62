import { Types } from 'mongoose';
import type { OutboxEntry } from '@trap/kit';
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../users/users.model.ts';
import { verifiedEmailOf } from '../users/users.mapper.ts';

/** What the account basics read of a user: who they are, their address, and the password hash. */
export type AccountUser = Pick<
  UserRecord,
  '_id' | 'username' | 'displayName' | 'email' | 'verifiedEmail' | 'accountStatus' | 'password' | 'language'
>;

const FIELDS = { username: 1, displayName: 1, email: 1, verifiedEmail: 1, accountStatus: 1, password: 1, language: 1 } as const;
/** accounts one address may hold that a single forgot-password request mails */
const MAX_ACCOUNTS_PER_ADDRESS = 10;

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Reads and writes of `users` for the account basics. Writes go through the users
 * repository's guarded update, so each one and its events land in one write of the user document.
 */
export class AccountSecurityRepository {
  private readonly users: UsersRepository;
  constructor(users: UsersRepository) {
    this.users = users;
  }

  /** Active accounts using this address, whatever its case (registration keeps it as typed). Rare and rate-limited, so a scan is fine. */
  async findByEmail(email: string): Promise<AccountUser[]> {
    return this.users.model
      .find({ email: { $regex: `^${escapeRegex(email.trim())}$`, $options: 'i' }, accountStatus: 'active' })
      .select(FIELDS)
      .limit(MAX_ACCOUNTS_PER_ADDRESS)
      .lean<AccountUser[]>();
  }

  async findWithPassword(id: string | Types.ObjectId): Promise<AccountUser | null> {
    if (typeof id === 'string' && !Types.ObjectId.isValid(id)) return null;
    return this.users.model.findById(id).select(FIELDS).lean<AccountUser>();
  }

  /** Records events on the user (a mail to send) without changing a field. */
  async record(id: Types.ObjectId, events: OutboxEntry[]): Promise<void> {
    await this.users.updateWithEvents(id, {}, {}, events);
  }

  /** Replaces the password only while it is still `currentHash` (a link or a change used twice at once wins once). */
  setPassword(id: Types.ObjectId, currentHash: string, nextHash: string, events: OutboxEntry[]): Promise<boolean> {
    return this.users.updateWithEvents(id, { password: currentHash }, { password: nextHash, updatedAt: new Date() }, events);
  }

  /** Marks `email` verified while the account still uses it. */
  markVerified(id: Types.ObjectId, email: string, events: OutboxEntry[]): Promise<boolean> {
    return this.users.updateWithEvents(id, { email }, { verifiedEmail: email }, events);
  }
}

export const isVerified = (u: Pick<UserRecord, 'email' | 'verifiedEmail'>) => verifiedEmailOf(u) !== null;
