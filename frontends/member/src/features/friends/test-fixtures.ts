/**
 * What the Find Friends screen's component tests share (English and Hindi): the members found, a
 * friend request between two of them, and the routes of sending one. Each test overrides what it
 * is about. Test support: never imported by app code (lint keeps it out of the bundles).
 */
import type { MemberCard, Relationship } from '@trap/contracts';
import { communityApi } from '@trap/contracts/api/route-paths';
import { mockRoute, testUser } from '@trap/ui/testing/index.ts';

export const me = testUser();

export const member = (id: string, displayName: string, clubAffiliation: string | null = null): MemberCard => ({
  id,
  displayName,
  avatarUrl: null,
  level: null,
  clubAffiliation,
  isPublicProfile: true,
  location: 'Pune',
  isCoach: false,
});
export const arjun = member('u-arjun', 'Arjun Mehta', 'Pune Rifle Club');
export const kavya = member('u-kavya', 'Kavya Rao');

/** One page of members found. */
export const page = (items: MemberCard[]) => ({ items, page: 1, pageSize: 20, total: items.length });

type Person = { id: string; displayName: string };

/** `from`'s pending friend request to `to`, as `from` reads it (outgoing) or as `to` does (incoming). */
export function friendRequest(from: Person, to: Person, direction: 'outgoing' | 'incoming', at: string): Relationship {
  const other = direction === 'outgoing' ? to : from;
  return {
    id: `${from.id}:${to.id}:friend`,
    type: 'friend',
    status: 'pending',
    direction,
    userId: from.id,
    relatedUserId: to.id,
    otherUser: { id: other.id, displayName: other.displayName, avatarUrl: null },
    notes: '',
    since: null,
    createdAt: at,
    updatedAt: at,
  };
}

/** Arjun and Kavya found; asking Arjun to be a friend makes my outgoing request, which the relationships then list. `sent` gets each request's body. */
export function friendRequestRoutes(sent: unknown[] = []) {
  let relationships: Relationship[] = [];
  return [
    mockRoute(communityApi.listMembers, page([arjun, kavya])),
    mockRoute(communityApi.listRelationships, () => ({ items: relationships })),
    mockRoute(communityApi.requestRelationship, async ({ request }) => {
      sent.push(await request.json());
      const made = friendRequest(me, arjun, 'outgoing', '2026-12-01T10:00:00.000Z');
      relationships = [made];
      return made;
    }),
  ];
}
