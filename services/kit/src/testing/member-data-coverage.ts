import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection, Schema } from 'mongoose';
import { declaredMemberData, type MemberDataPart } from '../member-data.ts';

/** The collections a service keeps: those its models name, once the service is built (models register as repositories are made). */
export function collectionsOf(conn: Connection): string[] {
  return [...new Set(Object.values(conn.models).map((m) => m.collection.collectionName))].sort();
}

/** The kit's own collections in every service: operations' records, not a member's. */
const KIT_COLLECTIONS: Readonly<Record<string, string>> = {
  processed_events: 'the ids of events a consumer handled (so a redelivery changes nothing)',
  dead_letters: 'events a consumer gave up on, kept for operators for a short time',
};

/** The field names that key a record by a member (the member's own id under another name). */
export const MEMBER_KEYS: readonly string[] = [
  'userId',
  'ownerId',
  'authorId',
  'memberId',
  'reporterId',
  'followerId',
  'blockerId',
  'createdBy',
  'registrantIds',
];

/** The paths of a schema, nested ones included (`members.userId`), whose last name is a member key. */
function memberKeyPaths(schema: Schema, prefix = ''): string[] {
  const own = Object.keys(schema.paths)
    .filter((path) => MEMBER_KEYS.includes(path.split('.').at(-1)!))
    .map((path) => prefix + path);
  const nested = Object.entries(schema.paths).flatMap(([path, type]) => {
    const sub = (type as unknown as { schema?: Schema }).schema;
    return sub ? memberKeyPaths(sub, `${prefix}${path}.`) : [];
  });
  return [...new Set([...own, ...nested])];
}

/** Each collection a service keeps whose records name a member by one of MEMBER_KEYS, with those paths. */
export function memberKeyedCollections(conn: Connection): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const model of Object.values(conn.models)) {
    const keys = memberKeyPaths(model.schema);
    if (keys.length) out[model.collection.collectionName] = [...new Set([...(out[model.collection.collectionName] ?? []), ...keys])];
  }
  return out;
}

/**
 * What the parts the modules declared miss: every collection a service keeps is declared by a module
 * (its part exports the member's records and erases them, or names why they are kept), or named in
 * `notMemberData` with why it holds nothing of one member's. A collection keyed by a member (a field
 * of MEMBER_KEYS) may not be in `notMemberData`: its module decides. Each problem names the collection.
 */
export function declaredMemberDataGaps(
  conn: Connection,
  parts: readonly MemberDataPart[],
  notMemberData: Readonly<Record<string, string>>,
): string[] {
  const declared = parts.flatMap((p) => [...(p.erased ?? []), ...Object.keys(p.kept ?? {})]);
  const problems: string[] = [];
  for (const name of declared)
    if (declared.indexOf(name) !== declared.lastIndexOf(name) && !problems.some((p) => p.startsWith(`${name}:`)))
      problems.push(`${name}: declared by more than one module, or both erased and kept`);
  const keyed = memberKeyedCollections(conn);
  for (const [name, keys] of Object.entries(keyed))
    if (!declared.includes(name))
      problems.push(`${name}: keyed by a member (${keys.join(', ')}) but no module declares its export and erase, or why it is kept`);
  for (const gap of memberDataGaps(conn, declared, notMemberData))
    if (!problems.some((p) => p.startsWith(gap.split(':')[0] + ':'))) problems.push(gap);
  return problems;
}

/**
 * What a member's data download and account removal would miss: every collection a service keeps is
 * either one its member-data module reads and removes (`covered`), or named in `notMemberData` with
 * why it holds nothing of one member's (content, read models rebuilt from other records, records
 * another module changes through its own service). A new collection is neither until someone decides,
 * so the service's coverage test fails on it. Stale names fail too.
 */
export function memberDataGaps(conn: Connection, covered: readonly string[], notMemberData: Readonly<Record<string, string>>): string[] {
  const kept = new Set(collectionsOf(conn).filter((name) => !(name in KIT_COLLECTIONS)));
  const problems: string[] = [];
  for (const name of kept)
    if (!covered.includes(name) && !(name in notMemberData))
      problems.push(`${name}: neither in the member data download and removal nor listed as holding no member's data`);
  for (const name of covered) if (!kept.has(name)) problems.push(`${name}: covered by member data but no model keeps it`);
  for (const name of Object.keys(notMemberData)) {
    if (!kept.has(name)) problems.push(`${name}: listed as holding no member's data but no model keeps it`);
    if (covered.includes(name)) problems.push(`${name}: both covered and listed as holding no member's data`);
  }
  return problems;
}

/**
 * The coverage test of a service, in one call from its test file: starts the service, asks its
 * member-data module what it covers (or reads the parts its modules declared), and expects no gap.
 */
export function memberDataCoverageSuite(opts: {
  start: () => Promise<{ ctx: { conn: Connection }; stop(): Promise<void> }>;
  /** what the member-data module covers; without it, the parts the modules declared (declareMemberData) */
  covered?: (conn: Connection) => string[];
  notMemberData: Readonly<Record<string, string>>;
}): void {
  let svc: Awaited<ReturnType<typeof opts.start>> | undefined;
  beforeAll(async () => {
    svc = await opts.start();
  });
  afterAll(() => svc?.stop());
  describe('member data coverage', () => {
    it('when the service keeps a collection, then the member data download and removal cover it, or it is named as holding no member’s data', () => {
      const conn = svc!.ctx.conn;
      const gaps = opts.covered
        ? memberDataGaps(conn, opts.covered(conn), opts.notMemberData)
        : declaredMemberDataGaps(conn, declaredMemberData(conn), opts.notMemberData);
      expect(gaps).toEqual([]);
    });
  });
}
