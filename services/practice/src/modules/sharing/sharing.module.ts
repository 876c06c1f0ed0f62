import { memberDataParts, on, type ApiRouter, type ServiceContext } from '@trap/kit';
import { relationshipChanged, userUpdated } from '@trap/contracts';
import { onRelationshipChanged } from '../../events/handlers/relationship-changed.handler.ts';
import { relationshipsMemberData } from '../../read-models/relationships/relationships.member-data.ts';
import { sharingMemberData } from './sharing.member-data.ts';
import { AccountStatusRepository } from '../../read-models/account-status/account-status.repository.ts';
import { RelationshipViewRepository } from '../../read-models/relationships/relationship.repository.ts';
import type { LogRepository } from '../logs/log.repository.ts';
import { SharingRepository } from './sharing.repository.ts';
import { SharingService, type SharedReads } from './sharing.service.ts';
import { sharingRoutes } from './sharing.routes.ts';

/** Practice sharing with friends and coaches: the setting, the shared reads and the relationships read model they check. */
export function sharingModule(ctx: ServiceContext, reads: SharedReads & { journal: LogRepository }) {
  const relationships = new RelationshipViewRepository(ctx.conn);
  const accounts = new AccountStatusRepository(ctx.conn);
  const sharing = new SharingService(
    new SharingRepository(ctx),
    relationships,
    reads.journal,
    reads,
    (id) => ctx.sessions.tierOf(id),
    (id) => accounts.deletionPending(id),
  );
  return {
    name: 'sharing',
    /** fed by community.relationship.changed */
    relationships,
    routes: (api: ApiRouter) => sharingRoutes(api, sharing),
    /** auth.user.updated: an account marked for deletion shares nothing until the deletion is cancelled */
    subscriptions: [
      on(userUpdated, (user) => accounts.apply(user.userId, user.accountStatus, new Date(user.updatedAt))),
      // who may read whose practice (friends and coaches)
      on(relationshipChanged, onRelationshipChanged({ relationships, logger: ctx.logger })),
    ],
    // the relationships read model is a copy of community's, kept (its part says why)
    memberData: memberDataParts(sharingMemberData(ctx.conn), relationshipsMemberData),
  };
}
