import type { RequestHandler } from 'express';
import { AppError } from '@trap/kit';
import { ERROR_CODES } from '@trap/contracts';

const tooLarge = () => new AppError(413, ERROR_CODES.payloadTooLarge, 'Request body is too large');

/**
 * Caps request bodies before they reach a service, and keeps each body whole in `req.body` (a
 * Buffer, bytes as sent: never parsed or decoded) so the proxy can send it again to another replica
 * when a connection is refused. A declared length over the limit is refused at once; a chunked
 * body is counted as it arrives.
 */
export function bodyLimit(limitBytes: number): RequestHandler {
  return (req, _res, next) => {
    const length = req.headers['content-length'];
    if (length !== undefined && Number(length) > limitBytes) return next(tooLarge());
    if (!req.headers['transfer-encoding'] && !(Number(length) > 0)) return next();
    const chunks: Buffer[] = [];
    let size = 0;
    let done = false;
    const finish = (err?: unknown) => {
      if (done) return;
      done = true;
      if (err) {
        // read the rest unseen, so the error can be answered on this connection
        chunks.length = 0;
        req.resume();
        return next(err);
      }
      req.body = Buffer.concat(chunks);
      next();
    };
    req.on('data', (chunk: Buffer) => {
      if (done) return;
      size += chunk.length;
      if (size > limitBytes) finish(tooLarge());
      else chunks.push(chunk);
    });
    req.once('end', () => finish());
    req.once('error', (err) => finish(err));
  };
}
