import type { Express } from 'express';
import { statsQuerySchema, weatherAnalysis, type StatsQuery } from '@trap/contracts';
import { authenticate, validate, validated, type ServiceContext } from '@trap/kit';
import type { StatsService } from './stats.service.ts';

/** My Stats, its CSV export and the technique insights, all over the caller's own sessions. */
export function statsRoutes(app: Express, ctx: ServiceContext, stats: StatsService): void {
  const auth = authenticate({ verify: ctx.verify, sessions: ctx.sessions, required: true });

  app.get('/api/practice/stats', auth, validate({ query: statsQuerySchema }), async (req, res) => {
    res.json(await stats.stats(req.auth!.userId, validated<StatsQuery>(req, 'query')));
  });

  app.get('/api/practice/stats.csv', auth, validate({ query: statsQuerySchema }), async (req, res) => {
    const csv = await stats.csv(req.auth!.userId, validated<StatsQuery>(req, 'query'));
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="practice-stats.csv"');
    res.send(csv);
  });

  app.get('/api/practice/insights', auth, validate({ query: statsQuerySchema }), async (req, res) => {
    res.json(await stats.insights(req.auth!.userId, validated<StatsQuery>(req, 'query')));
  });

  app.get('/api/weather/analysis', auth, validate({ query: statsQuerySchema }), async (req, res) => {
    res.json(weatherAnalysis(await stats.sessions(req.auth!.userId, validated<StatsQuery>(req, 'query'))));
  });
}
