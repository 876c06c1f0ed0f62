import {
  can,
  relationshipChanged,
  type CreateRelationship,
  type Relationship as ApiRelationship,
  type RelationshipList,
  type RelationshipListQuery,
  type Role,
} from '@trap/contracts';
import { badRequest, conflict, forbidden, notFound, recordEvent, type ServiceContext } from '@trap/kit';
import type { MemberProfile, MemberProfileRepository } from '../../read-models/member-profiles/member-profile.repository.ts';
import { relationshipIdFor } from './relationship.model.ts';
import type { Relationship, RelationshipRepository } from './relationship.repository.ts';

/** A coach by role or by the isCoach flag (DECISIONS: a member can coach without a staff role). */
const coaches = (p: MemberProfile) => p.isCoach || can(p.role as Role, 'coach.profile');

const LIVE = new Set(['pending', 'accepted']);

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
  constructor(
    private readonly repo: RelationshipRepository,
    private readonly profiles: MemberProfileRepository,
    private readonly ctx: Pick<ServiceContext, 'publishSoon'>,
  ) {}

  async request(me: string, input: CreateRelationship): Promise<ApiRelationship> {
    const { relatedUserId, type, notes } = input;
    if (relatedUserId === me)
      throw badRequest('You cannot send a request to yourself', { relatedUserId: 'You cannot send a request to yourself' });
    const other = await this.profiles.findById(relatedUserId);
    if (!other || other.accountStatus !== 'active') throw notFound('Member');
    if (type === 'coach' && !coaches(other))
      throw badRequest('This member is not a coach', { relatedUserId: 'This member is not a coach' });

    const id = relationshipIdFor(me, relatedUserId, type);
    const stored = await this.save(id, (current, now) => {
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
    });
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
  answer(me: string, id: string, status: 'accepted' | 'declined'): Promise<ApiRelationship> {
    return this.change(me, id, (current, now) => {
      if (current.relatedUserId !== me) throw forbidden('Only the member asked can answer this request');
      if (current.status !== 'pending') throw conflict('This request is no longer pending');
      return { status, since: status === 'accepted' ? now : null };
    });
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
  ): Promise<ApiRelationship> {
    const stored = await this.save(id, (current, now) => {
      if (!current || current.status === 'removed' || (current.userId !== me && current.relatedUserId !== me))
        throw notFound('Relationship');
      return { ...current, ...edit(current, now), revision: current.revision + 1, updatedAt: now };
    });
    const otherId = stored!.userId === me ? stored!.relatedUserId : stored!.userId;
    return toApi(stored!, me, (await this.profiles.findById(otherId)) ?? undefined);
  }

  /** Stores the next state with its event in the same write, then asks the relay to publish it. */
  private async save(id: string, next: (current: Relationship | null, now: Date) => Relationship): Promise<Relationship | null> {
    const stored = await this.repo.write(id, (current) => {
      const doc = next(current, new Date());
      const event = recordEvent(relationshipChanged, {
        relationshipId: doc._id,
        userId: doc.userId,
        relatedUserId: doc.relatedUserId,
        type: doc.type,
        status: doc.status,
        since: doc.since?.toISOString() ?? null,
        revision: doc.revision,
      });
      return { next: doc, events: [event] };
    });
    if (stored) this.ctx.publishSoon({ model: this.repo.model, id });
    return stored;
  }
}
