import type { BlockList, FollowList, Followers, MemberCard, MemberLookup } from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { shownLevel } from '../../read-models/member-profiles/member-profile.model.ts';
import type { BlockRepository } from './block.repository.ts';
import type { FollowRepository } from './follow.repository.ts';
import { coaches, type RelationshipService } from './relationship.service.ts';

/** Whether a viewer sees a member's profile: the profile page's rule (ProfileAccess, handed over in network.ts). */
export interface ProfileShown {
  sees(viewer: string, member: MemberProfile): Promise<boolean>;
}

/**
 * A member as the network's lists show them. Their level, club, city and coaching only when the viewer
 * sees their profile (`shown`); otherwise the name and avatar alone, as a stranger sees a private
 * profile, and `isPublicProfile` false (their page is not open to this viewer). A profile the read
 * model lost shows as an unknown member.
 */
function toMemberCard(id: string, p: MemberProfile | undefined, shown: boolean): MemberCard {
  const who = { id, displayName: p?.displayName ?? 'Unknown member', avatarUrl: p?.avatarUrl ?? null };
  if (!p || !shown) return { ...who, level: null, clubAffiliation: null, location: null, isPublicProfile: false, isCoach: false };
  return {
    ...who,
    level: shownLevel(p),
    clubAffiliation: p.clubAffiliation ?? null,
    location: p.location ?? null,
    isPublicProfile: p.isPublicProfile,
    isCoach: coaches(p),
  };
}

/**
 * Blocks and follows. A block ends the friendship and any coaching between the two (each with its
 * event) and both follows; while it stands, neither can ask the other anything (the blocked one
 * gets 403, the blocker 409 until they unblock). Following a coach needs no approval.
 */
export class NetworkService {
  private readonly profiles: MemberProfileRepository;
  private readonly blocks: BlockRepository;
  private readonly follows: FollowRepository;
  private readonly relationships: RelationshipService;
  private readonly access: ProfileShown;
  constructor(
    profiles: MemberProfileRepository,
    blocks: BlockRepository,
    follows: FollowRepository,
    relationships: RelationshipService,
    access: ProfileShown,
  ) {
    this.profiles = profiles;
    this.blocks = blocks;
    this.follows = follows;
    this.relationships = relationships;
    this.access = access;
  }

  /** The cards of the members `rows` name, as `viewer` may see them, by id. */
  private async cards<R>(viewer: string, rows: readonly R[], idOf: (row: R) => string): Promise<Map<string, MemberCard>> {
    const ids = rows.map(idOf);
    const found = await this.profiles.findMany(ids);
    const cards = await Promise.all(
      ids.map(async (id) => {
        const p = found.get(id);
        return [id, toMemberCard(id, p, !!p && (await this.access.sees(viewer, p)))] as const;
      }),
    );
    return new Map(cards);
  }

  /**
   * A member found by their exact username, so two members can connect while their profiles stay
   * private: only the name and avatar, which a friend request shows anyway. Not the caller, and
   * not for a member the found one blocked (as their profile page).
   */
  async lookup(me: string, username: string): Promise<MemberLookup> {
    const wanted = username.replace(/^@/, '');
    if (!wanted) return { items: [] };
    const found = await this.profiles.findActiveByUsername(wanted);
    if (!found || found._id === me || (await this.blocks.has(found._id, me))) return { items: [] };
    return { items: [{ id: found._id, displayName: found.displayName, avatarUrl: found.avatarUrl ?? null }] };
  }

  async block(me: string, userId: string): Promise<void> {
    if (userId === me) throw badRequest('You cannot block yourself', { userId: 'You cannot block yourself' });
    const other = await this.profiles.findById(userId);
    if (!other) throw notFound('Member');
    if (!(await this.blocks.insert(me, userId, new Date()))) throw conflict('You already blocked this member');
    await this.relationships.endAllBetween(me, userId);
    await this.follows.removeBetween(me, userId);
  }

  async unblock(me: string, userId: string): Promise<void> {
    if (!(await this.blocks.remove(me, userId))) throw notFound('Block');
  }

  async blocked(me: string): Promise<BlockList> {
    const rows = await this.blocks.listBy(me);
    const cards = await this.cards(me, rows, (b) => b.blockedId);
    return { items: rows.map((b) => ({ user: cards.get(b.blockedId)!, createdAt: b.createdAt.toISOString() })) };
  }

  async follow(me: string, coachId: string): Promise<void> {
    if (coachId === me) throw badRequest('You cannot follow yourself', { id: 'You cannot follow yourself' });
    const coach = await this.profiles.findById(coachId);
    if (!coach || coach.accountStatus !== 'active') throw notFound('Coach');
    if (!coaches(coach)) throw badRequest('This member is not a coach', { id: 'This member is not a coach' });
    if ((await this.blocks.has(coachId, me)) || (await this.blocks.has(me, coachId))) throw forbidden('You cannot follow this coach');
    if (!(await this.follows.insert(me, coachId, new Date()))) throw conflict('You already follow this coach');
  }

  async unfollow(me: string, coachId: string): Promise<void> {
    if (!(await this.follows.remove(me, coachId))) throw notFound('Follow');
  }

  async following(me: string): Promise<FollowList> {
    const rows = await this.follows.following(me);
    const cards = await this.cards(me, rows, (f) => f.coachId);
    return { items: rows.map((f) => ({ user: cards.get(f.coachId)!, createdAt: f.createdAt.toISOString() })) };
  }

  /** A coach's followers: the coach alone sees who they are. */
  async followers(me: string, coachId: string): Promise<Followers> {
    if (coachId !== me) throw forbidden('Only the coach sees their followers');
    const rows = await this.follows.followers(coachId);
    const cards = await this.cards(me, rows, (f) => f.followerId);
    return {
      count: rows.length,
      items: rows.map((f) => ({ user: cards.get(f.followerId)!, createdAt: f.createdAt.toISOString() })),
    };
  }

  /** What a viewer sees of their own ties to a member (the profile page's buttons). */
  async viewerState(viewer: string, member: string) {
    const [{ friendship, coaching }, following, blocked] = await Promise.all([
      this.relationships.between(viewer, member),
      this.follows.has(viewer, member),
      this.blocks.has(viewer, member),
    ]);
    return {
      self: viewer === member,
      friendship: friendship
        ? {
            id: friendship._id,
            status: friendship.status as 'pending' | 'accepted',
            direction: friendship.userId === viewer ? ('outgoing' as const) : ('incoming' as const),
          }
        : null,
      coaching: coaching ? { id: coaching._id, status: coaching.status as 'pending' | 'accepted' } : null,
      following,
      blocked,
    };
  }

  friendsCount(member: string): Promise<number> {
    return this.relationships.friendsCount(member);
  }

  followersCounts(coachIds: readonly string[]): Promise<Map<string, number>> {
    return this.follows.countsFor(coachIds);
  }
}
