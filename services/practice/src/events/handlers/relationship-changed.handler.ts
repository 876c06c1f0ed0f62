import type { EventData, relationshipChanged } from '@trap/contracts';
import type { Logger } from '@trap/kit';
import type { RelationshipViewRepository } from '../../read-models/relationships/relationship.repository.ts';

/** Friends read each other's practice; a coach (relatedUserId) reads the member's (userId). */
export const onRelationshipChanged =
  (deps: { relationships: RelationshipViewRepository; logger?: Logger }) =>
  async (e: EventData<typeof relationshipChanged>): Promise<void> => {
    const pairs =
      e.type === 'friend'
        ? [
            [e.userId, e.relatedUserId],
            [e.relatedUserId, e.userId],
          ]
        : [[e.userId, e.relatedUserId]];
    for (const [ownerId, viewerId] of pairs) {
      const since = e.since ? new Date(e.since) : null;
      const result = await deps.relationships.apply({
        ownerId: ownerId!,
        viewerId: viewerId!,
        type: e.type,
        status: e.status,
        since,
        revision: e.revision,
      });
      if (result === 'stale')
        deps.logger?.debug(
          { relationshipId: e.relationshipId, revision: e.revision },
          'ignored a relationship change already applied or older than the stored one',
        );
    }
  };
