import { practiceApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { StatsService } from './stats.service.ts';
import { weatherAnalysis } from './weather-analysis.ts';

/** My Stats, its CSV export and the technique insights, all over the caller's own sessions. */
export function statsRoutes(api: ApiRouter, stats: StatsService): void {
  // below Shooter's Circle the stats cover the last 90 days (DECISIONS: what each tier unlocks)
  api.handle(practiceApi.getStats, async ({ query, auth, tier }) => stats.stats(auth.userId, query, await tier()));

  api.handle(practiceApi.getStatsCsv, async ({ query, auth, res }) => {
    const csv = await stats.csv(auth.userId, query);
    res.set('Content-Type', 'text/csv; charset=utf-8');
    res.set('Content-Disposition', 'attachment; filename="practice-stats.csv"');
    res.send(csv);
  });

  api.handle(practiceApi.getInsights, ({ query, auth }) => stats.insights(auth.userId, query));

  api.handle(practiceApi.getWeatherAnalysis, async ({ query, auth }) => weatherAnalysis(await stats.sessions(auth.userId, query)));
}
