import type { MemberProfile } from '../../read-models/member-profiles/member-profile.repository.ts';

/** What the decision needs from the network and the coach finder (handed over in network.ts: features do not import each other). */
export interface ProfileAccessPorts {
  /** whether `member` blocked `viewer` */
  blockedBy(member: string, viewer: string): Promise<boolean>;
  /** whether the two share an accepted friendship or coaching, either way */
  connected(a: string, b: string): Promise<boolean>;
  /** whether the member is in the coach finder (a coach profile is a public offer) */
  listedCoach(member: MemberProfile): Promise<boolean>;
}

/**
 * The one rule of who sees a member's profile: the profile page, and the level, club, city and
 * the rest of it on every list of people (blocks, follows, followers). Seen by the member, and by
 * anyone when it is public or the member is a listed coach, and by their friends and coaching ties
 * (either way) when it is private; never by a member they blocked, and nobody sees an account that
 * is not active. Everyone else gets only the name and avatar in a list, and 404 for the page.
 */
export class ProfileAccess {
  private readonly ports: ProfileAccessPorts;
  constructor(ports: ProfileAccessPorts) {
    this.ports = ports;
  }

  async sees(viewer: string | undefined, member: MemberProfile): Promise<boolean> {
    if (member.accountStatus !== 'active') return false;
    if (viewer === member._id) return true;
    if (viewer && (await this.ports.blockedBy(member._id, viewer))) return false;
    if (member.isPublicProfile || (await this.ports.listedCoach(member))) return true;
    return !!viewer && (await this.ports.connected(viewer, member._id));
  }
}
