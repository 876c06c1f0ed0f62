import type { Express } from 'express';
import {
  createRelationshipSchema,
  relationshipListQuerySchema,
  relationshipParamsSchema,
  type CreateRelationship,
  type RelationshipListQuery,
} from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { RelationshipService } from './relationship.service.ts';

/** The logged-in member's friends, coaches and requests. */
export function relationshipRoutes(app: Express, ctx: ServiceContext, relationships: RelationshipService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  const id = (req: Parameters<typeof validated>[0]) => validated<{ id: string }>(req, 'params').id;

  app.post('/api/relationships', auth, validate({ body: createRelationshipSchema }), async (req, res) => {
    res.status(201).json(await relationships.request(req.auth!.userId, validated<CreateRelationship>(req, 'body')));
  });

  app.get('/api/relationships', auth, validate({ query: relationshipListQuerySchema }), async (req, res) => {
    res.json(await relationships.list(req.auth!.userId, validated<RelationshipListQuery>(req, 'query')));
  });

  app.post('/api/relationships/:id/accept', auth, validate({ params: relationshipParamsSchema }), async (req, res) => {
    res.json(await relationships.answer(req.auth!.userId, id(req), 'accepted'));
  });

  app.post('/api/relationships/:id/decline', auth, validate({ params: relationshipParamsSchema }), async (req, res) => {
    res.json(await relationships.answer(req.auth!.userId, id(req), 'declined'));
  });

  app.delete('/api/relationships/:id', auth, validate({ params: relationshipParamsSchema }), async (req, res) => {
    await relationships.remove(req.auth!.userId, id(req));
    res.status(204).end();
  });
}
