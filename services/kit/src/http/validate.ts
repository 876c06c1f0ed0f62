import type { Request, RequestHandler } from 'express';
import type { z } from 'zod';
import { badRequest } from '../errors.ts';

type Schemas = { body?: z.ZodType; query?: z.ZodType; params?: z.ZodType };

/** Turns zod issues into `{ field: message }`, first message per field. */
export function fieldErrors(error: z.ZodError): Record<string, string> {
  const fields: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = issue.path.length ? issue.path.join('.') : '_';
    if (!(key in fields)) fields[key] = issue.message;
  }
  return fields;
}

/** Parses a value with a contract or throws a 400 with field messages. */
export function parseOrThrow<S extends z.ZodType>(schema: S, value: unknown, what = 'Invalid request'): z.infer<S> {
  const result = schema.safeParse(value);
  if (!result.success) {
    const fields = fieldErrors(result.error);
    const first = Object.values(fields)[0];
    throw badRequest(first ?? what, fields);
  }
  return result.data;
}

/**
 * Edge validation: parsed values replace the raw ones (req.body) or land on req.valid
 * (query and params are getters in Express 5), so handlers only ever see contract-shaped data.
 */
export function validate(schemas: Schemas): RequestHandler {
  return (req, _res, next) => {
    const valid: Record<string, unknown> = {};
    if (schemas.params) valid.params = parseOrThrow(schemas.params, req.params);
    if (schemas.query) valid.query = parseOrThrow(schemas.query, req.query);
    if (schemas.body) {
      valid.body = parseOrThrow(schemas.body, req.body ?? {});
      req.body = valid.body;
    }
    (req as Request & { valid?: Record<string, unknown> }).valid = valid;
    next();
  };
}

/** Typed access to what validate() parsed. */
export const validated = <T>(req: Request, part: 'body' | 'query' | 'params'): T =>
  ((req as Request & { valid?: Record<string, unknown> }).valid?.[part] ?? req[part]) as T;
