import type { Express } from 'express';
import { z } from 'zod';
import { objectIdSchema } from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { ShotPatternService } from './shot-pattern.service.ts';

const params = z.object({ sessionId: objectIdSchema });

/** The stored shot pattern of one of the caller's sessions (another member's: 404). */
export function shotPatternRoutes(app: Express, ctx: ServiceContext, patterns: ShotPatternService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });
  app.get('/api/practice/shot-patterns/:sessionId', auth, validate({ params }), async (req, res) => {
    res.json(await patterns.forSession(req.auth!.userId, validated<{ sessionId: string }>(req, 'params').sessionId));
  });
}
