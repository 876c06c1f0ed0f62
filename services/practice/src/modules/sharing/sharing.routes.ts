import type { Express, Request, RequestHandler } from 'express';
import type { z } from 'zod';
import {
  journalListQuerySchema,
  memberPracticeItemParamsSchema,
  memberPracticeParamsSchema,
  practiceSharingSchema,
  sessionListQuerySchema,
  statsQuerySchema,
  type JournalListQuery,
  type PracticeSharing,
  type StatsQuery,
} from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { SessionService } from '../sessions/session.service.ts';
import type { StatsService } from '../stats/stats.service.ts';
import type { SharingService } from './sharing.service.ts';

/** The owner's own read paths, reused for a viewer (stats through the same cached rows). */
export interface SharedReads {
  sessions: SessionService;
  stats: StatsService;
}

type Owned = { userId: string; id: string };
const params = (req: Request) => validated<Owned>(req, 'params');

/**
 * The member's sharing setting, and what their accepted friends and coaches may read under
 * /api/practice/members/{userId}: sessions, stats and journal entries that are not private.
 * Read-only by construction (no write route here); anyone without access gets 404.
 */
export function sharingRoutes(app: Express, ctx: ServiceContext, sharing: SharingService, reads: SharedReads): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  app.get('/api/practice/sharing', auth, async (req, res) => {
    res.json(await sharing.get(req.auth!.userId));
  });

  app.put('/api/practice/sharing', auth, validate({ body: practiceSharingSchema }), async (req, res) => {
    res.json(await sharing.put(req.auth!.userId, validated<PracticeSharing>(req, 'body')));
  });

  /** Validates, then checks access before anything of the member is read. */
  const shared = (paramsSchema: z.ZodType, query?: z.ZodType): RequestHandler[] => [
    auth,
    validate({ params: paramsSchema, ...(query ? { query } : {}) }),
    async (req, res, next) => {
      await sharing.assertCanView(req.auth!.userId, params(req).userId);
      res.set('Cache-Control', 'private, no-store'); // access may end at any moment
      next();
    },
  ];

  app.get('/api/practice/members/:userId/sessions', ...shared(memberPracticeParamsSchema, sessionListQuerySchema), async (req, res) => {
    const q = validated<z.infer<typeof sessionListQuerySchema>>(req, 'query');
    res.json(
      await reads.sessions.list({ userId: params(req).userId, discipline: q.discipline, from: q.from, to: q.to }, q.limit, q.offset),
    );
  });

  app.get('/api/practice/members/:userId/sessions/:id', ...shared(memberPracticeItemParamsSchema), async (req, res) => {
    res.json(await reads.sessions.get(params(req).userId, params(req).id));
  });

  app.get('/api/practice/members/:userId/stats', ...shared(memberPracticeParamsSchema, statsQuerySchema), async (req, res) => {
    res.json(await reads.stats.stats(params(req).userId, validated<StatsQuery>(req, 'query')));
  });

  app.get(
    '/api/practice/members/:userId/journal-entries',
    ...shared(memberPracticeParamsSchema, journalListQuerySchema),
    async (req, res) => {
      res.json(await sharing.journalEntries(params(req).userId, validated<JournalListQuery>(req, 'query')));
    },
  );

  app.get('/api/practice/members/:userId/journal-entries/:id', ...shared(memberPracticeItemParamsSchema), async (req, res) => {
    res.json(await sharing.journalEntry(params(req).userId, params(req).id));
  });
}
