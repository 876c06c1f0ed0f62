import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Connection } from 'mongoose';

/** The collections a service keeps: those its models name, once the service is built (models register as repositories are made). */
export function collectionsOf(conn: Connection): string[] {
  return [...new Set(Object.values(conn.models).map((m) => m.collection.collectionName))].sort();
}

/** The kit's own collections in every service: operations' records, not a member's. */
const KIT_COLLECTIONS: Readonly<Record<string, string>> = {
  processed_events: 'the ids of events a consumer handled (so a redelivery changes nothing)',
  dead_letters: 'events a consumer gave up on, kept for operators for a short time',
};

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
 * member-data module what it covers, and expects no gap.
 */
export function memberDataCoverageSuite(opts: {
  start: () => Promise<{ ctx: { conn: Connection }; stop(): Promise<void> }>;
  covered: (conn: Connection) => string[];
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
      expect(memberDataGaps(conn, opts.covered(conn), opts.notMemberData)).toEqual([]);
    });
  });
}
