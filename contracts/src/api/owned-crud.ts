import type { z } from 'zod';
import { idParamsSchema } from '../http/common/errors.ts';
import { logPageSchema } from '../http/practice/logs.ts';
import { defineRoute } from './define.ts';

/**
 * The five CRUD endpoints of one kind of a member's own records (the practice logs, equipment):
 * another member's record is 404. A family: `create`, `list`, `get`, `update`, `remove`, each typed
 * by the kind's input, output and list query, so one service helper binds them all.
 */
export function ownedCrud<I extends z.ZodType, O extends z.ZodType, Q extends z.ZodType>(opts: {
  path: string;
  /** 'competition': "Log a competition", "One of my competitions" */
  what: string;
  plural: string;
  input: I;
  output: O;
  /** limit/offset paging and the kind's filters */
  listQuery: Q;
  tag?: string;
  /** the create summary, "Log a <what>" by default */
  create?: string;
  /** how the list is ordered and paged */
  listDescription?: string;
}) {
  const { path, what, plural, input, output, listQuery } = opts;
  const tags = [opts.tag ?? 'Practice logs'];
  return {
    create: defineRoute({
      method: 'post',
      path,
      summary: opts.create ?? `Log a ${what}`,
      tags,
      auth: 'required',
      request: { body: input },
      response: { status: 201, description: `The stored ${what}`, schema: output },
    }),
    list: defineRoute({
      method: 'get',
      path,
      summary: `My ${plural}${opts.listDescription ? '' : ', newest first'}`,
      description: opts.listDescription ?? 'from/to are inclusive calendar days; limit/offset page through the list.',
      tags,
      auth: 'required',
      request: { query: listQuery },
      response: { description: 'A page and the total', schema: logPageSchema(output) },
    }),
    get: defineRoute({
      method: 'get',
      path: `${path}/{id}`,
      summary: `One of my ${plural}`,
      tags,
      auth: 'required',
      request: { params: idParamsSchema },
      response: { description: `The ${what}`, schema: output },
      errors: [404],
    }),
    update: defineRoute({
      method: 'put',
      path: `${path}/{id}`,
      summary: `Edit a ${what}`,
      description: `The whole ${what} again. Another member's ${what} is 404.`,
      tags,
      auth: 'required',
      request: { params: idParamsSchema, body: input },
      response: { description: `The ${what} after the edit`, schema: output },
      errors: [404],
    }),
    remove: defineRoute({
      method: 'delete',
      path: `${path}/{id}`,
      summary: `Delete a ${what}`,
      tags,
      auth: 'required',
      request: { params: idParamsSchema },
      response: { status: 204, description: 'Deleted' },
      errors: [404],
    }),
  };
}

/** The declarations of one owned-records family, typed by its input, output and list query schemas. */
export type OwnedCrudApi<I extends z.ZodType, O extends z.ZodType, Q extends z.ZodType> = ReturnType<typeof ownedCrud<I, O, Q>>;
