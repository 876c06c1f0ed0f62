import express, { type RequestHandler } from 'express';
import { AppError } from '@trap/kit';
import { ERROR_CODES } from '@trap/contracts';

/**
 * Caps request bodies before they reach a service. A declared length over the limit is refused at
 * once; a chunked body (no length) is buffered up to the limit so it can be counted, then sent on.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  const buffer = express.raw({ type: () => true, limit: limitBytes });
  return (req, res, next) => {
    const length = req.headers['content-length'];
    if (length !== undefined) {
      if (Number(length) > limitBytes) return next(new AppError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large'));
      return next();
    }
    if (req.headers['transfer-encoding']) return buffer(req, res, next);
    next();
  };
}
