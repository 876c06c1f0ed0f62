import type { RequestHandler } from 'express';
import { badRequest } from '@trap/kit';

/** Decoding rounds looked through; a path still changing after this many is refused outright. */
const MAX_DECODES = 4;
const DOT_SEGMENT = /(^|\/)\.{1,2}(\/|$)/;
/**
 * A backslash (URL parsers read it as `/`), control characters, and the bytes of overlong UTF-8
 * (`%c0%ae` is a '.' to a lax decoder).
 */
// eslint-disable-next-line no-control-regex
const FORBIDDEN = /[\\\x00-\x1f\x7f\xc0\xc1]/;

/** One round of percent-decoding that never throws: valid `%XX` become their byte, the rest stays. */
const decodeOnce = (s: string) => s.replace(/%([0-9a-fA-F]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Whether a request path could leave the route it names once some layer further on decodes it
 * (the content cache's `fetch` resolves `%2e%2e` as `..`; a service or another proxy may decode
 * again). Every decoding is checked: none may hold a `.` or `..` segment, a backslash or a
 * control character.
 */
function isUnsafePath(path: string): boolean {
  let current = path;
  for (let round = 0; round <= MAX_DECODES; round++) {
    if (DOT_SEGMENT.test(current) || FORBIDDEN.test(current)) return true;
    const next = decodeOnce(current);
    if (next === current) return false;
    current = next;
  }
  return true;
}

/**
 * The one normalisation and guard in front of everything that forwards an /api path (the event
 * stream, the content cache, the gateway): app.ts mounts it first, so no forwarder can skip it.
 */
export const pathGuard: RequestHandler = (req, _res, next) => {
  if (isUnsafePath(req.path)) return next(badRequest('Invalid path'));
  // a malformed escape (`%ZZ`, a lone `%`, a cut-off UTF-8 sequence) is refused here, once, for
  // every forwarder: the bff's own stream routes would otherwise call it an unknown route
  if (!decodes(req.path)) return next(badRequest('Malformed percent-encoding in the request path'));
  next();
};

const decodes = (path: string): boolean => {
  if (!path.includes('%')) return true;
  try {
    decodeURIComponent(path);
    return true;
  } catch {
    return false;
  }
};
