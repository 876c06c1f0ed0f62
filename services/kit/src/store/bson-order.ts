/**
 * MongoDB's sort order for the value types the platform sorts by, for results the store layer
 * merges itself (ferret-in-reads.ts): missing and null first, then numbers, strings, ObjectIds,
 * booleans, dates (the BSON comparison order, MinKey < null < numbers < strings < objects < arrays <
 * binary < ObjectId < boolean < date < timestamp < regex < MaxKey). Strings compare by code point,
 * which is the byte order of their UTF-8 (MongoDB's "simple" comparison and FerretDB's Go strings);
 * numbers compare by value whatever their BSON type (int, long, double; NaN below every number).
 *
 * A sort key this does not order (an array, an embedded document, binary, a timestamp, a regex,
 * Decimal128, MinKey/MaxKey) throws UnorderedValue: the caller then runs the query as sent.
 */
import mongoose from 'mongoose';

/** A sort key of a type this module does not order; the caller falls back to the plain query. */
export class UnorderedValue extends Error {
  constructor(what: string) {
    super(`no merge order for ${what}`);
    this.name = 'UnorderedValue';
  }
}

const bsonTypeOf = (v: unknown): string | undefined => (v as { _bsontype?: string } | null)?._bsontype;

const NULL = 2;
const NUMBER = 3;
const STRING = 4;
const OBJECT_ID = 8;
const BOOLEAN = 9;
const DATE = 10;

type Ranked = [rank: number, value: number | bigint | string | boolean];

function ranked(v: unknown): Ranked {
  if (v === null || v === undefined) return [NULL, 0];
  switch (typeof v) {
    case 'number':
    case 'bigint':
      return [NUMBER, v];
    case 'string':
      return [STRING, v];
    case 'boolean':
      return [BOOLEAN, v];
  }
  if (v instanceof Date) return [DATE, v.getTime()];
  switch (bsonTypeOf(v)) {
    case 'ObjectId':
      // lower-case hex: its order is the order of the 12 bytes
      return [OBJECT_ID, (v as { toHexString(): string }).toHexString()];
    case 'Int32':
    case 'Double':
      return [NUMBER, (v as { valueOf(): number }).valueOf()];
    case 'Long':
      return [NUMBER, BigInt((v as { toString(): string }).toString())];
  }
  throw new UnorderedValue(Array.isArray(v) ? 'an array' : (bsonTypeOf(v) ?? 'an embedded document'));
}

/** UTF-16 code units mapped so that their order is the code points' (surrogates above U+E000–U+FFFF). */
const codePointOrder = (u: number) => (u >= 0xe000 ? u - 0x800 : u >= 0xd800 ? u + 0x2000 : u);

export function compareStrings(a: string, b: string): number {
  if (a === b) return 0;
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    const x = a.charCodeAt(i);
    const y = b.charCodeAt(i);
    if (x !== y) return codePointOrder(x) - codePointOrder(y);
  }
  return a.length - b.length;
}

function compareNumbers(a: number | bigint, b: number | bigint): number {
  const nanA = typeof a === 'number' && Number.isNaN(a);
  const nanB = typeof b === 'number' && Number.isNaN(b);
  if (nanA || nanB) return nanA === nanB ? 0 : nanA ? -1 : 1;
  return a < b ? -1 : a > b ? 1 : 0;
}

/** Negative, zero or positive as `a` sorts before, with or after `b` in ascending order. */
export function compareValues(a: unknown, b: unknown): number {
  const [ra, va] = ranked(a);
  const [rb, vb] = ranked(b);
  if (ra !== rb) return ra - rb;
  switch (ra) {
    case NULL:
      return 0;
    case NUMBER:
    case DATE:
      return compareNumbers(va as number | bigint, vb as number | bigint);
    case STRING:
      return compareStrings(va as string, vb as string);
    case OBJECT_ID:
      return va === vb ? 0 : (va as string) < (vb as string) ? -1 : 1;
    default: // BOOLEAN
      return va === vb ? 0 : va ? 1 : -1;
  }
}

/**
 * The value a sort on `path` (dotted for embedded documents) reads from `doc`; undefined when a
 * part is missing. An array on the way throws UnorderedValue (MongoDB sorts by its least or
 * greatest element, which this module does not reproduce).
 */
function valueAtPath(doc: unknown, path: string): unknown {
  let cur: unknown = doc;
  for (const part of path.split('.')) {
    if (cur === null || cur === undefined) return undefined;
    if (Array.isArray(cur)) throw new UnorderedValue('an array');
    if (typeof cur !== 'object' || bsonTypeOf(cur) !== undefined || cur instanceof Date) return undefined;
    cur = (cur as Record<string, unknown>)[part];
  }
  if (Array.isArray(cur)) throw new UnorderedValue('an array');
  return cur;
}

/** A sort as [path, 1 | -1] pairs, in order. */
export type SortSpec = readonly (readonly [string, 1 | -1])[];

/** Compares two documents by `sort` (compound, each key ascending or descending). */
export function compareBySort(sort: SortSpec, a: unknown, b: unknown): number {
  for (const [path, dir] of sort) {
    const c = compareValues(valueAtPath(a, path), valueAtPath(b, path));
    if (c !== 0) return dir * c;
  }
  return 0;
}

/**
 * A key equal for two values exactly when they are the same stored value (for de-duplicating
 * documents by `_id` and `$in` values): type and value.
 */
export function identityKey(v: unknown): string {
  if (v === null) return 'z';
  if (v === undefined) return 'u';
  switch (typeof v) {
    case 'string':
      return `s${v}`;
    case 'number':
      return `n${Object.is(v, -0) ? 0 : v}`;
    case 'bigint':
      return `n${v}`;
    case 'boolean':
      return `b${v}`;
  }
  if (v instanceof Date) return `d${v.getTime()}`;
  switch (bsonTypeOf(v)) {
    case 'ObjectId':
      return `o${(v as { toHexString(): string }).toHexString()}`;
    case 'Int32':
    case 'Double':
      return `n${(v as { valueOf(): number }).valueOf()}`;
    case 'Long':
      return `n${(v as { toString(): string }).toString()}`;
  }
  // embedded documents, arrays, other BSON types: canonical Extended JSON keeps key order and types
  return `j${mongoose.mongo.BSON.EJSON.stringify(v as object, { relaxed: false })}`;
}
