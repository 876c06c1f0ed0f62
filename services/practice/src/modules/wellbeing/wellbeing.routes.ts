import { practiceLogsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { WellbeingService } from './wellbeing.service.ts';

/** GET /api/practice/wellbeing-effects: stress, confidence, training and hydration beside the member's scores. */
export function wellbeingRoutes(api: ApiRouter, wellbeing: WellbeingService): void {
  api.handle(practiceLogsApi.wellbeingEffects, ({ query, auth }) => wellbeing.effects(auth.userId, query));
}
