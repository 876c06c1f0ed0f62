import type { Express } from 'express';
import { z } from 'zod';
import { goalInputSchema, objectIdSchema, type GoalInput } from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { GoalService } from './goal.service.ts';

const idParams = z.object({ id: objectIdSchema });

/** CRUD of the caller's training goals; another member's goal is 404 for every verb. */
export function goalRoutes(app: Express, ctx: ServiceContext, goals: GoalService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  const id = (req: Parameters<typeof validated>[0]) => validated<{ id: string }>(req, 'params').id;

  app.post('/api/practice/goals', auth, validate({ body: goalInputSchema }), async (req, res) => {
    res.status(201).json(await goals.create(req.auth!.userId, validated<GoalInput>(req, 'body')));
  });

  app.get('/api/practice/goals', auth, async (req, res) => {
    res.json(await goals.list(req.auth!.userId));
  });

  app.get('/api/practice/goals/:id', auth, validate({ params: idParams }), async (req, res) => {
    res.json(await goals.get(req.auth!.userId, id(req)));
  });

  app.put('/api/practice/goals/:id', auth, validate({ params: idParams, body: goalInputSchema }), async (req, res) => {
    res.json(await goals.update(req.auth!.userId, id(req), validated<GoalInput>(req, 'body')));
  });

  app.delete('/api/practice/goals/:id', auth, validate({ params: idParams }), async (req, res) => {
    await goals.remove(req.auth!.userId, id(req));
    res.status(204).end();
  });
}
