import type { Express } from 'express';
import { z } from 'zod';
import {
  createSessionSchema,
  objectIdSchema,
  sessionListQuerySchema,
  updateSessionSchema,
  type CreateSession,
  type UpdateSession,
} from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { SessionService } from './session.service.ts';

const idParams = z.object({ id: objectIdSchema });

/** CRUD of a member's own practice sessions. */
export function sessionRoutes(app: Express, ctx: ServiceContext, sessions: SessionService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  app.post('/api/practice/sessions', auth, validate({ body: createSessionSchema }), async (req, res) => {
    const { session, created } = await sessions.create(req.auth!.userId, validated<CreateSession>(req, 'body'));
    res.status(created ? 201 : 200).json(session);
  });

  app.get('/api/practice/sessions', auth, validate({ query: sessionListQuerySchema }), async (req, res) => {
    const q = validated<z.infer<typeof sessionListQuerySchema>>(req, 'query');
    res.json(await sessions.list({ userId: req.auth!.userId, discipline: q.discipline, from: q.from, to: q.to }, q.limit, q.offset));
  });

  app.get('/api/practice/sessions/:id', auth, validate({ params: idParams }), async (req, res) => {
    res.json(await sessions.get(req.auth!.userId, validated<{ id: string }>(req, 'params').id));
  });

  app.get('/api/practice/sessions/:id/shot-pattern', auth, validate({ params: idParams }), async (req, res) => {
    res.json(await sessions.pattern(req.auth!.userId, validated<{ id: string }>(req, 'params').id));
  });

  app.put('/api/practice/sessions/:id', auth, validate({ params: idParams, body: updateSessionSchema }), async (req, res) => {
    const { id } = validated<{ id: string }>(req, 'params');
    res.json(await sessions.update(req.auth!.userId, id, validated<UpdateSession>(req, 'body')));
  });

  app.delete('/api/practice/sessions/:id', auth, validate({ params: idParams }), async (req, res) => {
    await sessions.remove(req.auth!.userId, validated<{ id: string }>(req, 'params').id);
    res.status(204).end();
  });
}
