import type { ApiRouter } from '@trap/kit';
import { settingsAuditApi } from '@trap/contracts/api/index';
import type { AnalyticsService } from './analytics.service.ts';

export function analyticsRoutes(api: ApiRouter, analytics: AnalyticsService): void {
  api.handle(settingsAuditApi.getAnalytics, ({ query, res }) => {
    res.set('Cache-Control', 'no-store');
    return analytics.read(query);
  });
}
