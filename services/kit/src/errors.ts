import type { ErrorRequestHandler, RequestHandler } from 'express';
import { ERROR_CODES } from '@trap/contracts';
import { currentRequestId, type Logger } from './logger.ts';
import { isDuplicateKeyError } from './mongo.ts';

/** An error a client caused or should see; anything else is a 500 with a generic message. */
export class AppError extends Error {
  readonly status: number;
  readonly code: string;
  readonly fields?: Record<string, string>;
  readonly headers?: Record<string, string>;
  constructor(status: number, code: string, message: string, fields?: Record<string, string>, headers?: Record<string, string>) {
    super(message);
    this.status = status;
    this.code = code;
    this.fields = fields;
    this.headers = headers;
    this.name = 'AppError';
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) => new AppError(400, ERROR_CODES.validation, message, fields);
export const unauthenticated = (message = 'Not logged in') => new AppError(401, ERROR_CODES.unauthenticated, message);
export const forbidden = (message = 'You do not have permission to do that') => new AppError(403, ERROR_CODES.forbidden, message);
export const notFound = (what = 'Resource') => new AppError(404, ERROR_CODES.notFound, `${what} not found`);
export const conflict = (message: string, fields?: Record<string, string>) => new AppError(409, ERROR_CODES.conflict, message, fields);
export const tooManyRequests = (message: string, retryAfterSeconds: number) =>
  new AppError(429, ERROR_CODES.rateLimited, message, undefined, { 'Retry-After': String(Math.max(1, Math.ceil(retryAfterSeconds))) });

/** The only writer of the error format `{ error: { code, message, fields?, requestId } }`. */
export function errorMiddleware(logger: Logger): ErrorRequestHandler {
  return (err, req, res, _next) => {
    const requestId = currentRequestId() ?? (req.headers['x-request-id'] as string | undefined);
    let status = 500;
    let body: { code: string; message: string; fields?: Record<string, string>; requiredTier?: string } = {
      code: ERROR_CODES.internal,
      message: 'Internal server error',
    };
    if (err instanceof AppError) {
      status = err.status;
      body = { code: err.code, message: err.message, ...(err.fields ? { fields: err.fields } : {}) };
      const requiredTier = (err as AppError & { requiredTier?: string }).requiredTier;
      if (requiredTier) body.requiredTier = requiredTier;
      if (err.headers) res.set(err.headers);
    } else if (err?.type === 'entity.too.large') {
      status = 413;
      body = { code: ERROR_CODES.payloadTooLarge, message: 'Request body is too large' };
    } else if (err?.type === 'entity.parse.failed' || err instanceof SyntaxError) {
      status = 400;
      body = { code: ERROR_CODES.validation, message: 'Malformed JSON body' };
    } else if (err instanceof URIError) {
      // the router decodes path parameters with decodeURIComponent, which throws on a malformed
      // escape (`%ZZ`, a lone `%`, a cut-off UTF-8 sequence): the client sent a bad path
      status = 400;
      body = { code: ERROR_CODES.validation, message: 'Malformed percent-encoding in the request path' };
    } else if (isDuplicateKeyError(err)) {
      status = 409;
      body = { code: ERROR_CODES.conflict, message: 'That already exists' };
    } else if (err?.expose === true && Number.isInteger(err.status) && err.status >= 400 && err.status < 500) {
      // body-parser's other client errors (unsupported charset or encoding, aborted request): the
      // client's fault, so never a 500
      status = err.status;
      body = { code: ERROR_CODES.validation, message: String(err.message || 'Bad request') };
    }
    if (status >= 500) logger.error({ err, url: req.originalUrl }, 'request failed');
    else logger.debug({ status, code: body.code, url: req.originalUrl }, 'request rejected');
    if (res.headersSent) return;
    res.status(status).json({ error: { ...body, ...(requestId ? { requestId } : {}) } });
  };
}

export const notFoundHandler: RequestHandler = (req, _res, next) => next(notFound(`Route ${req.method} ${req.path}`));
