import { reportsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ReportService } from './report.service.ts';

/** Members report; moderators (reports.review) list the queue and decide. */
export function reportRoutes(api: ApiRouter, reports: ReportService): void {
  api.handle(reportsApi.createReport, ({ body, auth }) => reports.create(auth.userId, body));
  api.handle(reportsApi.listReports, ({ query, res }) => {
    res.set('Cache-Control', 'private, no-store');
    return reports.list(query);
  });
  api.handle(reportsApi.resolveReport, ({ params, body, auth }) =>
    reports.decide({ userId: auth.userId, role: auth.role }, params.id, 'resolved', body),
  );
  api.handle(reportsApi.dismissReport, ({ params, body, auth }) =>
    reports.decide({ userId: auth.userId, role: auth.role }, params.id, 'dismissed', body),
  );
}
