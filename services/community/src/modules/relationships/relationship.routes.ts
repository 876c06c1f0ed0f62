import { communityApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { RelationshipService } from './relationship.service.ts';

/** The logged-in member's friends, coaches and requests. */
export function relationshipRoutes(api: ApiRouter, relationships: RelationshipService): void {
  api.handle(communityApi.requestRelationship, ({ body, auth }) => relationships.request(auth.userId, body));
  api.handle(communityApi.listRelationships, ({ query, auth }) => relationships.list(auth.userId, query));
  api.handle(communityApi.acceptRelationship, ({ params, auth }) => relationships.answer(auth.userId, params.id, 'accepted'));
  api.handle(communityApi.declineRelationship, ({ params, auth }) => relationships.answer(auth.userId, params.id, 'declined'));
  api.handle(communityApi.removeRelationship, ({ params, auth }) => relationships.remove(auth.userId, params.id));
}
