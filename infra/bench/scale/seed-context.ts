import type { Redis } from 'ioredis';
import type { Connection } from 'mongoose';
import type { ServiceName } from '@trap/contracts';
import type { ClubMember } from './members.ts';
import { chunks, countsAt, memberWeights, ownerPicker, type Counts } from './plan.ts';

/** What every domain's generator gets: the services' databases, the members, and the step to seed. */
export interface SeedContext {
  /** each service's own database on the bench stack's store */
  conn: Record<ServiceName, Connection>;
  redis: Redis;
  /** the stack's Redis prefix (the services' caches live under it) */
  redisPrefix: string;
  members: readonly ClubMember[];
  weights: readonly number[];
  /** a member index, in proportion to how much each member writes, from a uniform number */
  owner: (u: number) => number;
  /** the instant the set ends at (item 0's time), fixed for one run so its steps fit together */
  now: number;
  scale: { from: number; to: number };
  /** counts already stored (zero on the first step) and counts after this step */
  from: Counts;
  to: Counts;
  /** the bench stack's site address, for links in seeded documents */
  site: string;
}

export function seedContext(base: Omit<SeedContext, 'weights' | 'owner'>): SeedContext {
  const weights = memberWeights(base.members.length);
  return { ...base, weights, owner: ownerPicker(weights) };
}

/** A context that seeds `scale` of the club from nothing (the in-process benches: one service's connection each). */
export function seedContextFromNothing(
  base: Omit<SeedContext, 'weights' | 'owner' | 'scale' | 'from' | 'to' | 'site'> & { scale: number },
): SeedContext {
  const to = countsAt(base.scale);
  const from = Object.fromEntries(Object.keys(to).map((k) => [k, 0])) as Counts;
  return seedContext({ ...base, scale: { from: 0, to: base.scale }, from, to, site: 'http://127.0.0.1' });
}

/** One collection's seeding: documents written and the time it took. */
export interface Timing {
  collection: string;
  docs: number;
  ms: number;
}

/** Documents per insertMany: inserts of a few hundred are fine on FerretDB 1.24 (bulk updates are not). */
export const INSERT_CHUNK = 400;

/** Inserts `docs` in chunks through `insert` (a repository's seed insert) and reports the time. */
export async function insertTimed<T>(
  collection: string,
  docs: readonly T[],
  insert: (chunk: T[]) => Promise<unknown>,
  size = INSERT_CHUNK,
): Promise<Timing> {
  const started = performance.now();
  for (const chunk of chunks(docs, size)) await insert(chunk);
  return { collection, docs: docs.length, ms: performance.now() - started };
}
