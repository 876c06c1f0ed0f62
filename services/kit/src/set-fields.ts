/**
 * An update that sets fields to new values in a way FerretDB 1.24 applies.
 *
 * FerretDB 1.24 skips `$set: { field: value }` when the stored value compares equal to the new one,
 * and its comparison of embedded documents looks at the values only, not the keys: `{ Mon: '9-5' }`
 * set over a stored `{ Tue: '9-5' }` is silently not written (the same for arrays of documents).
 * MongoDB applies it. So where both the stored and the new value are documents (or arrays of the same
 * length), this writes the differences as dotted paths (`$set` of changed or added keys, `$unset` of
 * removed ones); everything else is set whole. The result is the same document on both servers.
 */
export interface FieldUpdate {
  $set?: Record<string, unknown>;
  $unset?: Record<string, ''>;
}

const isPlainObject = (v: unknown): v is Record<string, unknown> => {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return false;
  const proto = Object.getPrototypeOf(v);
  return proto === Object.prototype || proto === null;
};

/**
 * Keys that can stand in a dotted path: not empty, no dot, no leading `$`, no white space at either end
 * (the server reads `a. ` as an empty field name). A document with any other key is set whole.
 */
const pathSafe = (key: string) => key !== '' && key.trim() === key && !key.includes('.') && !key.startsWith('$');

export function setFields(current: object | null | undefined, set: Record<string, unknown>): FieldUpdate {
  const $set: Record<string, unknown> = {};
  const $unset: Record<string, ''> = {};
  const walk = (path: string, stored: unknown, next: unknown) => {
    if (isPlainObject(stored) && isPlainObject(next) && Object.keys({ ...stored, ...next }).every(pathSafe)) {
      for (const key of Object.keys(next)) walk(`${path}.${key}`, stored[key], next[key]);
      for (const key of Object.keys(stored)) if (!(key in next)) $unset[`${path}.${key}`] = '';
      return;
    }
    if (Array.isArray(stored) && Array.isArray(next) && stored.length === next.length) {
      next.forEach((item, i) => walk(`${path}.${i}`, stored[i], item));
      return;
    }
    if (stored === next && (next === null || typeof next !== 'object')) return; // unchanged scalar
    $set[path] = next;
  };
  const stored = (current ?? {}) as Record<string, unknown>;
  for (const [field, value] of Object.entries(set)) walk(field, stored[field], value);
  return {
    ...(Object.keys($set).length ? { $set } : {}),
    ...(Object.keys($unset).length ? { $unset } : {}),
  };
}
