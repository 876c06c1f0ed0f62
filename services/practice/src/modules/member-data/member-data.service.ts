import { declareMemberData, memberDataParts, type Logger, type MemberDataPart, type MemberRecords } from '@trap/kit';
import type { Connection } from 'mongoose';
import type { PracticeExport } from '@trap/contracts';

/**
 * The member's practice data as a whole: the download, and the removal when their account goes. It
 * imports no other module: each module that keeps a member's records declares its part (what the
 * download reads, what goes) and the service hands the parts over.
 */
export class MemberDataService {
  /** the parts asked in order, as one */
  private readonly parts: MemberDataPart;
  private readonly deps: { forgetCachedStats: (userId: string) => Promise<void>; logger: Logger };
  constructor(
    conn: Connection,
    parts: readonly MemberDataPart[],
    deps: { forgetCachedStats: (userId: string) => Promise<void>; logger: Logger },
  ) {
    this.parts = memberDataParts(...parts);
    this.deps = deps;
    declareMemberData(conn, parts);
  }

  /** The member's records by collection, the collections in name order. */
  async export(userId: string, now = new Date()): Promise<PracticeExport> {
    const byPart = await this.parts.export(userId);
    const records: MemberRecords = {};
    for (const name of Object.keys(byPart).sort((a, b) => a.localeCompare(b))) records[name] = byPart[name]!;
    return { exportedAt: now.toISOString(), service: 'practice', records };
  }

  /** auth.user.deleted: every record of the member goes, and their cached statistics; a replay removes nothing more. */
  async removeMember(userId: string): Promise<number> {
    const removed = await this.parts.erase!(userId);
    await this.deps.forgetCachedStats(userId);
    this.deps.logger.info({ userId, removed }, 'practice data of a deleted account removed');
    return removed;
  }
}
