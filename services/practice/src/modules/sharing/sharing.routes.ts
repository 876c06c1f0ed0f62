import type { Response } from 'express';
import { practiceSharingApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { SessionService } from '../sessions/session.service.ts';
import type { StatsService } from '../stats/stats.service.ts';
import type { SharingService } from './sharing.service.ts';

/** The owner's own read paths, reused for a viewer (stats through the same cached rows). */
export interface SharedReads {
  sessions: SessionService;
  stats: StatsService;
}

/**
 * The member's sharing setting, and what their accepted friends and coaches may read under
 * /api/practice/members/{userId}: sessions, stats and journal entries that are not private.
 * Read-only by construction (no write route here); anyone without access gets 404.
 */
export function sharingRoutes(api: ApiRouter, sharing: SharingService, reads: SharedReads): void {
  api.handle(practiceSharingApi.getSharing, ({ auth }) => sharing.get(auth.userId));
  api.handle(practiceSharingApi.putSharing, ({ body, auth }) => sharing.put(auth.userId, body));

  /** After validation, before anything of the member is read. */
  const mayView = async (viewerId: string, ownerId: string, res: Response) => {
    await sharing.assertCanView(viewerId, ownerId);
    res.set('Cache-Control', 'private, no-store'); // access may end at any moment
  };

  api.handle(practiceSharingApi.memberSessions, async ({ params, query, auth, res }) => {
    await mayView(auth.userId, params.userId, res);
    return reads.sessions.list(
      { userId: params.userId, discipline: query.discipline, from: query.from, to: query.to },
      query.limit,
      query.offset,
    );
  });

  api.handle(practiceSharingApi.memberSession, async ({ params, auth, res }) => {
    await mayView(auth.userId, params.userId, res);
    return reads.sessions.get(params.userId, params.id);
  });

  api.handle(practiceSharingApi.memberStats, async ({ params, query, auth, res, tier }) => {
    await mayView(auth.userId, params.userId, res);
    // what the stats cover follows the owner's tier (their 90 days below Shooter's Circle), whoever reads them
    const ownerTier = params.userId === auth.userId ? await tier() : await sharing.ownerTier(params.userId);
    return reads.stats.stats(params.userId, query, ownerTier);
  });

  api.handle(practiceSharingApi.memberJournalEntries, async ({ params, query, auth, res }) => {
    await mayView(auth.userId, params.userId, res);
    return sharing.journalEntries(params.userId, query);
  });

  api.handle(practiceSharingApi.memberJournalEntry, async ({ params, auth, res }) => {
    await mayView(auth.userId, params.userId, res);
    return sharing.journalEntry(params.userId, params.id);
  });
}
