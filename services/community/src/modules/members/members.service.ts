import {
  can,
  type MemberCard,
  type MemberProfilePage,
  type MembersPage,
  type MembersQuery,
  type PublicMember,
  type Role,
} from '@trap/contracts';
import { notFound } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { shownLevel } from '../../read-models/member-profiles/member-profile.model.ts';
import type { ProfileAccess } from './profile-access.ts';

/** SPEC 3.1 public member, from the local read model. */
const toPublicMember = (p: MemberProfile): PublicMember => ({
  id: p._id,
  displayName: p.displayName,
  avatarUrl: p.avatarUrl ?? null,
  level: shownLevel(p),
  clubAffiliation: p.clubAffiliation ?? null,
  isPublicProfile: p.isPublicProfile,
});

const toCard = (p: MemberProfile): MemberCard => ({
  ...toPublicMember(p),
  location: p.location ?? null,
  isCoach: p.isCoach || can(p.role as Role, 'coach.profile'),
});

/** What the profile page needs from the network and the coach finder (wired in service.ts: features do not import each other). */
export interface ProfilePagePorts {
  network: {
    viewerState(viewer: string, member: string): Promise<NonNullable<MemberProfilePage['viewer']>>;
    friendsCount(member: string): Promise<number>;
  };
  coaches: { find(memberId: string): Promise<MemberProfilePage['coach']> };
  /** who sees whose profile: the same rule as the lists of people */
  access: Pick<ProfileAccess, 'sees'>;
}

/** The public member directory: only profiles whose owners made them public (SPEC 6). */
export class MembersService {
  private readonly profiles: MemberProfileRepository;
  private readonly ports?: ProfilePagePorts;
  constructor(profiles: MemberProfileRepository, ports?: ProfilePagePorts) {
    this.profiles = profiles;
    this.ports = ports;
  }

  async list({ page, pageSize, q }: MembersQuery): Promise<MembersPage> {
    const { items, total } = await this.profiles.listPublic(page, pageSize, q || undefined);
    return { items: items.map(toCard), page, pageSize, total };
  }

  /** A private or unknown profile is the same 404, so privacy leaks nothing. */
  async get(userId: string): Promise<PublicMember> {
    const profile = await this.profiles.findPublic(userId);
    if (!profile) throw notFound('Member');
    return toPublicMember(profile);
  }

  /**
   * A member's profile page. Public profiles (and listed coaches) for everyone; a private one for
   * the member, their friends and coaching ties only; a member who blocked the viewer is not found
   * for them. All of these are the same 404. The rule is ProfileAccess, which the lists of people
   * (blocks, follows, followers) use too.
   */
  async profilePage(viewer: string | undefined, userId: string): Promise<MemberProfilePage> {
    const ports = this.ports;
    if (!ports) throw notFound('Member');
    const p = await this.profiles.findById(userId);
    if (!p || !(await ports.access.sees(viewer, p))) throw notFound('Member');
    const card = toCard(p);
    const coach = card.isCoach ? await ports.coaches.find(userId) : null;
    const [friendsCount, state] = await Promise.all([
      ports.network.friendsCount(userId),
      viewer ? ports.network.viewerState(viewer, userId) : Promise.resolve(null),
    ]);
    return {
      member: {
        ...card,
        bio: p.bio ?? null,
        memberSince: p.createdAt.toISOString(),
        socialLinks: p.socialLinks ?? null,
        shootingSince: p.shootingSince ?? null,
        nraiShooterId: p.nraiShooterId ?? null,
        issfId: p.issfId ?? null,
      },
      coach,
      friendsCount,
      viewer: state,
    };
  }
}
