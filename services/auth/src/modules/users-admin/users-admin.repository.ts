type FilterQuery<_T> = Record<string, unknown>;
import type { UsersRepository } from '../users/users.repository.ts';
import type { UserRecord } from '../users/users.model.ts';
import type { UserView } from '../users/users.mapper.ts';
import type { AccountStatus, MembershipStatus, Role, Tier } from '@trap/contracts';

export interface UserFilter {
  q?: string;
  role?: Role;
  tier?: Tier;
  status?: AccountStatus;
  membershipStatus?: MembershipStatus;
}

const escapeRegex = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Staff reads over `users` (search, filters, counts); writes go through UsersRepository.updateWithEvents. */
export class UsersAdminRepository {
  private readonly users: UsersRepository;
  constructor(users: UsersRepository) {
    this.users = users;
  }

  private filterOf(f: UserFilter): FilterQuery<UserRecord> {
    const filter: FilterQuery<UserRecord> = {};
    if (f.role) filter.role = f.role;
    if (f.tier) filter.membershipTier = f.tier;
    if (f.status) filter.accountStatus = f.status;
    else filter.accountStatus = { $ne: 'deleted' };
    if (f.membershipStatus) filter.membershipStatus = f.membershipStatus;
    if (f.q) {
      const rx = { $regex: escapeRegex(f.q), $options: 'i' };
      filter.$or = [{ usernameKey: rx }, { displayName: rx }, { email: rx }];
    }
    return filter;
  }

  async list(f: UserFilter, page: { limit: number; offset: number }): Promise<{ items: UserView[]; total: number }> {
    const filter = this.filterOf(f);
    const [items, total] = await Promise.all([
      this.users.model.find(filter).sort({ _id: -1 }).skip(page.offset).limit(page.limit).lean<UserView[]>(),
      this.users.model.countDocuments(filter),
    ]);
    return { items, total };
  }

  count(filter: FilterQuery<UserRecord>): Promise<number> {
    return this.users.model.countDocuments(filter);
  }

  /** Super admins who can still act (the last one is never removed). */
  activeSuperadmins(): Promise<number> {
    return this.users.model.countDocuments({ role: 'superadmin', accountStatus: 'active' });
  }
}
