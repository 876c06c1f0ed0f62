import type { Logger } from '@trap/kit';
import type { PracticeExport } from '@trap/contracts';
import type { MemberDataRepository } from './member-data.repository.ts';

/** The member's practice data as a whole: the download, and the removal when their account goes. */
export class MemberDataService {
  private readonly repo: MemberDataRepository;
  private readonly deps: {
    forgetCachedStats: (userId: string) => Promise<void>;
    logger: Logger;
    /** collections a module exports in its own readable form (the arms licence with its number opened) */
    exporters?: Record<string, (userId: string) => Promise<Record<string, unknown>[]>>;
  };
  constructor(
    repo: MemberDataRepository,
    deps: {
      forgetCachedStats: (userId: string) => Promise<void>;
      logger: Logger;
      /** collections a module exports in its own readable form (the arms licence with its number opened) */
      exporters?: Record<string, (userId: string) => Promise<Record<string, unknown>[]>>;
    },
  ) {
    this.repo = repo;
    this.deps = deps;
  }

  async export(userId: string, now = new Date()): Promise<PracticeExport> {
    const records = await this.repo.export(userId);
    for (const [collection, read] of Object.entries(this.deps.exporters ?? {})) records[collection] = await read(userId);
    return { exportedAt: now.toISOString(), service: 'practice', records };
  }

  /** auth.user.deleted: every record of the member goes, and their cached statistics; a replay removes nothing more. */
  async removeMember(userId: string): Promise<number> {
    const removed = await this.repo.removeAll(userId);
    await this.deps.forgetCachedStats(userId);
    this.deps.logger.info({ userId, removed }, 'practice data of a deleted account removed');
    return removed;
  }
}
