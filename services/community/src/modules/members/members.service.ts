import type { MembersPage, MembersQuery, PublicMember } from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';

/** SPEC 3.1 public member, from the local read model. */
const toPublicMember = (p: MemberProfile): PublicMember => ({
  id: p._id,
  displayName: p.displayName,
  avatarUrl: p.avatarUrl ?? null,
  level: p.level ?? null,
  clubAffiliation: p.clubAffiliation ?? null,
  isPublicProfile: p.isPublicProfile,
});

/** The public member directory: only profiles whose owners made them public (SPEC 6). */
export class MembersService {
  constructor(private readonly profiles: MemberProfileRepository) {}

  async list({ page, pageSize }: MembersQuery): Promise<MembersPage> {
    const { items, total } = await this.profiles.listPublic(page, pageSize);
    return { items: items.map(toPublicMember), page, pageSize, total };
  }

  /** A private or unknown profile is the same 404, so privacy leaks nothing. */
  async get(userId: string): Promise<PublicMember> {
    const profile = await this.profiles.findPublic(userId);
    if (!profile) throw notFound('Member');
    return toPublicMember(profile);
  }
}
