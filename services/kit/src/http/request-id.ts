import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithRequestId } from '../logger.ts';

const VALID = /^[A-Za-z0-9._-]{6,100}$/;

/** Whether a caller's x-request-id may be kept (else a new one is made). */
export const isValidRequestId = (id: string): boolean => VALID.test(id);

/** Takes the bff's x-request-id (or makes one), echoes it, and scopes the request to it. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && isValidRequestId(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  runWithRequestId(id, next);
};
