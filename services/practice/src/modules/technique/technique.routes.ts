import type { Express } from 'express';
import { z } from 'zod';
import {
  objectIdSchema,
  techniqueAnalysisListQuerySchema,
  techniqueAnalysisRequestSchema,
  type TechniqueAnalysisRequest,
} from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { TechniqueService } from './technique.service.ts';

const idParams = z.object({ id: objectIdSchema });

/** Stored technique analyses of the caller: run one now, list the history, read one. */
export function techniqueRoutes(app: Express, ctx: ServiceContext, technique: TechniqueService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  app.post('/api/practice/technique-analysis', auth, validate({ body: techniqueAnalysisRequestSchema }), async (req, res) => {
    res.status(201).json(await technique.create(req.auth!.userId, validated<TechniqueAnalysisRequest>(req, 'body')));
  });

  app.get('/api/practice/technique-analysis', auth, validate({ query: techniqueAnalysisListQuerySchema }), async (req, res) => {
    const q = validated<z.infer<typeof techniqueAnalysisListQuerySchema>>(req, 'query');
    res.json(await technique.list(req.auth!.userId, q.limit, q.offset));
  });

  app.get('/api/practice/technique-analysis/:id', auth, validate({ params: idParams }), async (req, res) => {
    res.json(await technique.get(req.auth!.userId, validated<{ id: string }>(req, 'params').id));
  });
}
