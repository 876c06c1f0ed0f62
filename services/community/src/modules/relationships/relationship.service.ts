import {
  can,
  communityNoticeIssued,
  relationshipChanged,
  type CreateRelationship,
  type Relationship as ApiRelationship,
  type RelationshipList,
  type RelationshipListQuery,
  type Role,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, recordEvent, type OutboxEntry } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { relationshipIdFor } from './relationship.model.ts';
import type { Relationship, RelationshipRepository } from './relationship.repository.ts';
import type { BlockRepository } from './block.repository.ts';

/** A coach by role or by the isCoach flag (DECISIONS: a member can coach without a staff role). */
export const coaches = (p: MemberProfile) => p.isCoach || can(p.role as Role, 'coach.profile');

const LIVE = new Set(['pending', 'accepted']);

/** The notice that tells the member asked about a request, or the asker about its acceptance (community.notice.issued). */
function noticeOf(doc: Relationship, actorName: string): OutboxEntry | null {
  const friend = doc.type === 'friend';
  if (doc.status === 'pending')
    return recordEvent(communityNoticeIssued, {
      entityType: friend ? 'friend_request' : 'coaching_request',
      entityId: doc._id,
      userIds: [doc.relatedUserId],
      kind: 'activity',
      title: friend ? 'New friend request' : 'New coaching request',
      message: friend ? `${actorName} sent you a friend request.` : `${actorName} asked you to coach them.`,
      actionUrl: friend ? '/friends' : '/coach-finder',
      priority: 'medium',
      expiresAt: null,
    });
  if (doc.status === 'accepted')
    return recordEvent(communityNoticeIssued, {
      entityType: friend ? 'friend_request' : 'coaching_request',
      entityId: doc._id,
      userIds: [doc.userId],
      kind: 'activity',
      title: friend ? 'Friend request accepted' : 'Coaching request accepted',
      message: friend ? `${actorName} accepted your friend request.` : `${actorName} accepted your coaching request.`,
      actionUrl: friend ? `/members/${doc.relatedUserId}` : '/coach-finder',
      priority: 'medium',
      expiresAt: null,
    });
  return null;
}

function toApi(r: Relationship, me: string, other: MemberProfile | undefined): ApiRelationship {
  const otherId = r.userId === me ? r.relatedUserId : r.userId;
  return {
    id: r._id,
    type: r.type,
    status: r.status as ApiRelationship['status'],
    direction: r.userId === me ? 'outgoing' : 'incoming',
    userId: r.userId,
    relatedUserId: r.relatedUserId,
    otherUser: { id: otherId, displayName: other?.displayName ?? 'Unknown member', avatarUrl: other?.avatarUrl ?? null },
    notes: r.notes,
    since: r.since?.toISOString() ?? null,
    createdAt: r.createdAt.toISOString(),
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Friends and coaches of the logged-in member: the only writer of user_relationships. */
export class RelationshipService {
  private readonly repo: RelationshipRepository;
  private readonly profiles: MemberProfileRepository;
  private readonly blocks: BlockRepository;
  /** whether a coach takes new coaching requests (their coach profile says so); all do when absent */
  private readonly coachAccepting: (coachId: string) => Promise<boolean>;
  constructor(
    repo: RelationshipRepository,
    profiles: MemberProfileRepository,
    blocks: BlockRepository,
    coachAccepting: (coachId: string) => Promise<boolean> = async () => true,
  ) {
    this.repo = repo;
    this.profiles = profiles;
    this.blocks = blocks;
    this.coachAccepting = coachAccepting;
  }

  async request(me: string, input: CreateRelationship): Promise<ApiRelationship> {
    const { relatedUserId, type, notes } = input;
    if (relatedUserId === me)
      throw badRequest('You cannot send a request to yourself', { relatedUserId: 'You cannot send a request to yourself' });
    const [other, mine, blockedByOther, blockedByMe] = await Promise.all([
      this.profiles.findById(relatedUserId),
      this.profiles.findById(me),
      this.blocks.has(relatedUserId, me),
      this.blocks.has(me, relatedUserId),
    ]);
    if (!other || other.accountStatus !== 'active') throw notFound('Member');
    if (blockedByOther) throw forbidden('This member is not accepting requests from you');
    if (blockedByMe) throw conflict('You blocked this member: unblock them first');
    if (type === 'coach' && !coaches(other))
      throw badRequest('This member is not a coach', { relatedUserId: 'This member is not a coach' });
    if (type === 'coach' && !(await this.coachAccepting(relatedUserId))) throw conflict('This coach is not taking new requests');
    const myName = mine?.displayName ?? 'A member';

    const id = relationshipIdFor(me, relatedUserId, type);
    const stored = await this.save(
      id,
      (current, now) => {
        if (current && LIVE.has(current.status)) throw this.duplicate(current, me);
        // a declined or removed relationship may be asked again: the same document, a new request
        return {
          _id: id,
          userId: me,
          relatedUserId,
          type,
          status: 'pending',
          since: null,
          notes,
          revision: (current?.revision ?? 0) + 1,
          createdAt: now,
          updatedAt: now,
        };
      },
      myName,
    );
    if (!stored) throw conflict('A request between you two was just sent');
    return toApi(stored, me, other);
  }

  private duplicate(current: Relationship, me: string) {
    if (current.status === 'accepted')
      return conflict(current.type === 'friend' ? 'You are already friends' : 'This member already coaches you');
    if (current.userId === me) return conflict('You already sent this request');
    return conflict('This member already sent you a friend request: accept it instead');
  }

  async list(me: string, q: RelationshipListQuery): Promise<RelationshipList> {
    const items = (await this.repo.listFor(me)).filter((r) => (!q.type || r.type === q.type) && (!q.status || r.status === q.status));
    const others = await this.profiles.findMany(items.map((r) => (r.userId === me ? r.relatedUserId : r.userId)));
    return { items: items.map((r) => toApi(r, me, others.get(r.userId === me ? r.relatedUserId : r.userId))) };
  }

  /** Accept or decline a pending request sent to `me`. */
  async answer(me: string, id: string, status: 'accepted' | 'declined'): Promise<ApiRelationship> {
    const mine = await this.profiles.findById(me);
    return this.change(
      me,
      id,
      (current, now) => {
        if (current.relatedUserId !== me) throw forbidden('Only the member asked can answer this request');
        if (current.status !== 'pending') throw conflict('This request is no longer pending');
        return { status, since: status === 'accepted' ? now : null };
      },
      mine?.displayName ?? 'A member',
    );
  }

  /** A block ends every live relationship between the two (friendship, coaching either way), each with its event. */
  async endAllBetween(a: string, b: string): Promise<void> {
    const ids = [relationshipIdFor(a, b, 'friend'), relationshipIdFor(a, b, 'coach'), relationshipIdFor(b, a, 'coach')];
    for (const id of ids) {
      const current = await this.repo.findById(id);
      if (!current || !LIVE.has(current.status)) continue;
      await this.save(id, (stored, now) =>
        stored && LIVE.has(stored.status)
          ? { ...stored, status: 'removed', since: null, revision: stored.revision + 1, updatedAt: now }
          : (stored ?? current),
      );
    }
  }

  /**
   * auth.user.deleted: every relationship of the member ends (removed, its note cleared), each with its
   * event so practice stops sharing; no notice. A replay finds none left to end.
   */
  async endAllOf(userId: string): Promise<number> {
    let ended = 0;
    for (const found of await this.repo.listFor(userId)) {
      const stored = await this.save(found._id, (current, now) =>
        current && current.status !== 'removed'
          ? { ...current, status: 'removed', since: null, notes: '', revision: current.revision + 1, updatedAt: now }
          : (current ?? found),
      );
      if (stored) ended++;
    }
    return ended;
  }

  /** The friendship and the coaching request between a viewer and a member, as the member's profile page shows them. */
  async between(viewer: string, member: string): Promise<{ friendship: Relationship | null; coaching: Relationship | null }> {
    const [friendship, coaching] = await Promise.all([
      this.repo.findById(relationshipIdFor(viewer, member, 'friend')),
      this.repo.findById(relationshipIdFor(viewer, member, 'coach')),
    ]);
    const live = (r: Relationship | null) => (r && LIVE.has(r.status) ? r : null);
    return { friendship: live(friendship), coaching: live(coaching) };
  }

  /** Whether the two share an accepted friendship or coaching (either way): they see each other's private profile. */
  async connected(a: string, b: string): Promise<boolean> {
    const ids = [relationshipIdFor(a, b, 'friend'), relationshipIdFor(a, b, 'coach'), relationshipIdFor(b, a, 'coach')];
    const found = await Promise.all(ids.map((id) => this.repo.findById(id)));
    return found.some((r) => r?.status === 'accepted');
  }

  /**
   * DEMO_MODE: stores a relationship as it stands (pending or accepted) unless one with its id exists,
   * with its event (practice's sharing follows accepted ones) and no notice.
   */
  async seed(r: Pick<Relationship, 'userId' | 'relatedUserId' | 'type' | 'status' | 'notes'>, at: Date): Promise<boolean> {
    const id = relationshipIdFor(r.userId, r.relatedUserId, r.type);
    if (await this.repo.findById(id)) return false;
    const stored = await this.save(
      id,
      (current) => current ?? { _id: id, ...r, since: r.status === 'accepted' ? at : null, revision: 1, createdAt: at, updatedAt: at },
    );
    return !!stored;
  }

  /** How many friends a member has. */
  async friendsCount(member: string): Promise<number> {
    return (await this.repo.listFor(member)).filter((r) => r.type === 'friend' && r.status === 'accepted').length;
  }

  /** Either member may remove a relationship or withdraw a request. */
  async remove(me: string, id: string): Promise<void> {
    await this.change(me, id, () => ({ status: 'removed', since: null }));
  }

  /** Changes a relationship `me` is part of; for anyone else it does not exist. */
  private async change(
    me: string,
    id: string,
    edit: (current: Relationship, now: Date) => Pick<Relationship, 'status' | 'since'>,
    actorName?: string,
  ): Promise<ApiRelationship> {
    const stored = await this.save(
      id,
      (current, now) => {
        if (!current || current.status === 'removed' || (current.userId !== me && current.relatedUserId !== me))
          throw notFound('Relationship');
        return { ...current, ...edit(current, now), revision: current.revision + 1, updatedAt: now };
      },
      actorName,
    );
    const otherId = stored!.userId === me ? stored!.relatedUserId : stored!.userId;
    return toApi(stored!, me, (await this.profiles.findById(otherId)) ?? undefined);
  }

  /**
   * Stores the next state with its event in the same write, then asks the relay to publish it. With
   * `actorName`, a new request or an acceptance also tells the other member (community.notice.issued).
   */
  private async save(
    id: string,
    next: (current: Relationship | null, now: Date) => Relationship,
    actorName?: string,
  ): Promise<Relationship | null> {
    return this.repo.write(id, (current) => {
      const doc = next(current, new Date());
      const notice = actorName ? noticeOf(doc, actorName) : null;
      const event = recordEvent(relationshipChanged, {
        relationshipId: doc._id,
        userId: doc.userId,
        relatedUserId: doc.relatedUserId,
        type: doc.type,
        status: doc.status,
        since: doc.since?.toISOString() ?? null,
        revision: doc.revision,
      });
      return { next: doc, events: notice ? [event, notice] : [event] };
    });
  }
}
