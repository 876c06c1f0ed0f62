import type { Express, Request } from 'express';
import type { z } from 'zod';
import { idParamsSchema } from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';

/** What the owner-only CRUD routes need from a module: its path, its contracts and its use cases for the caller. */
export interface OwnedCrud<Input, Query> {
  /** GET/POST here, GET/PUT/DELETE at `${path}/:id` */
  path: string;
  input: z.ZodType;
  listQuery: z.ZodType;
  create(userId: string, input: Input): Promise<unknown>;
  list(userId: string, query: Query): Promise<{ items: unknown[]; total: number }>;
  get(userId: string, id: string): Promise<unknown>;
  update(userId: string, id: string, input: Input): Promise<unknown>;
  remove(userId: string, id: string): Promise<void>;
}

/** CRUD of the member's own records (logs, equipment): another member's record is 404, bad input 400 with field messages. */
export function ownedCrudRoutes<Input, Query>(app: Express, ctx: ServiceContext, crud: OwnedCrud<Input, Query>): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  const { path, input, listQuery } = crud;
  const id = (req: Request) => validated<{ id: string }>(req, 'params').id;

  app.post(path, auth, validate({ body: input }), async (req, res) => {
    res.status(201).json(await crud.create(req.auth!.userId, validated<Input>(req, 'body')));
  });

  app.get(path, auth, validate({ query: listQuery }), async (req, res) => {
    res.json(await crud.list(req.auth!.userId, validated<Query>(req, 'query')));
  });

  app.get(`${path}/:id`, auth, validate({ params: idParamsSchema }), async (req, res) => {
    res.json(await crud.get(req.auth!.userId, id(req)));
  });

  app.put(`${path}/:id`, auth, validate({ params: idParamsSchema, body: input }), async (req, res) => {
    res.json(await crud.update(req.auth!.userId, id(req), validated<Input>(req, 'body')));
  });

  app.delete(`${path}/:id`, auth, validate({ params: idParamsSchema }), async (req, res) => {
    await crud.remove(req.auth!.userId, id(req));
    res.status(204).end();
  });
}
