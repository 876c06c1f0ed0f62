import type { Response } from 'express';
import { practiceSharingApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { SharingService } from './sharing.service.ts';

/**
 * The member's sharing setting, and what their accepted friends and coaches may read under
 * /api/practice/members/{userId}: sessions, stats and journal entries that are not private.
 * Read-only by construction (no write route here); anyone without access gets 404.
 */
export function sharingRoutes(api: ApiRouter, sharing: SharingService): void {
  api.handle(practiceSharingApi.getSharing, ({ auth }) => sharing.get(auth.userId));
  api.handle(practiceSharingApi.putSharing, ({ body, auth }) => sharing.put(auth.userId, body));

  /** After validation, before anything of the member is read. */
  const viewOf = async (viewerId: string, ownerId: string, res: Response) => {
    const view = await sharing.viewOf(viewerId, ownerId);
    res.set('Cache-Control', 'private, no-store'); // access may end at any moment
    return view;
  };

  api.handle(practiceSharingApi.memberSessions, async ({ params, query, auth, res }) =>
    (await viewOf(auth.userId, params.userId, res)).sessions(query),
  );
  api.handle(practiceSharingApi.memberSession, async ({ params, auth, res }) =>
    (await viewOf(auth.userId, params.userId, res)).session(params.id),
  );
  api.handle(practiceSharingApi.memberStats, async ({ params, query, auth, res, tier }) =>
    (await viewOf(auth.userId, params.userId, res)).stats(query, tier),
  );
  api.handle(practiceSharingApi.memberJournalEntries, async ({ params, query, auth, res }) =>
    (await viewOf(auth.userId, params.userId, res)).journalEntries(query),
  );
  api.handle(practiceSharingApi.memberJournalEntry, async ({ params, auth, res }) =>
    (await viewOf(auth.userId, params.userId, res)).journalEntry(params.id),
  );
}
