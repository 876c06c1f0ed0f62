import type { ApiRouter } from '@trap/kit';
import { practiceExportApi } from '@trap/contracts/api/index';
import type { MemberDataService } from './member-data.service.ts';

export function memberDataRoutes(api: ApiRouter, svc: MemberDataService): void {
  api.handle(practiceExportApi.exportPracticeData, ({ auth, res }) => {
    res.set('Cache-Control', 'no-store');
    return svc.export(auth.userId);
  });
}
