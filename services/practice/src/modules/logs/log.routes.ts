import type { Express } from 'express';
import { idParamsSchema } from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { LogService } from './log.service.ts';

type Input = Record<string, unknown> & { date: string };
type ListQuery = { from?: string; to?: string; limit: number; offset: number } & Record<string, unknown>;

/** CRUD of one kind of the member's own logs: another member's entry is 404, bad input 400 with field messages. */
export function logRoutes(app: Express, ctx: ServiceContext, logs: LogService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  const { path, input, listQuery, filter } = logs.repo.kind;

  app.post(path, auth, validate({ body: input }), async (req, res) => {
    res.status(201).json(await logs.create(req.auth!.userId, validated<Input>(req, 'body')));
  });

  app.get(path, auth, validate({ query: listQuery }), async (req, res) => {
    const { from, to, limit, offset, ...rest } = validated<ListQuery>(req, 'query');
    res.json(await logs.list({ userId: req.auth!.userId, from, to, extra: filter?.(rest) }, limit, offset));
  });

  app.get(`${path}/:id`, auth, validate({ params: idParamsSchema }), async (req, res) => {
    res.json(await logs.get(req.auth!.userId, validated<{ id: string }>(req, 'params').id));
  });

  app.put(`${path}/:id`, auth, validate({ params: idParamsSchema, body: input }), async (req, res) => {
    const { id } = validated<{ id: string }>(req, 'params');
    res.json(await logs.update(req.auth!.userId, id, validated<Input>(req, 'body')));
  });

  app.delete(`${path}/:id`, auth, validate({ params: idParamsSchema }), async (req, res) => {
    await logs.remove(req.auth!.userId, validated<{ id: string }>(req, 'params').id);
    res.status(204).end();
  });
}
