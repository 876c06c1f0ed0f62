import { randomUUID } from 'node:crypto';
import type { RequestHandler } from 'express';
import { runWithRequestId } from '../logger.ts';

const VALID = /^[A-Za-z0-9._-]{6,100}$/;

/** Takes the bff's x-request-id (or makes one), echoes it, and scopes the request to it. */
export const requestId: RequestHandler = (req, res, next) => {
  const incoming = req.headers['x-request-id'];
  const id = typeof incoming === 'string' && VALID.test(incoming) ? incoming : randomUUID();
  req.headers['x-request-id'] = id;
  res.setHeader('x-request-id', id);
  runWithRequestId(id, next);
};
