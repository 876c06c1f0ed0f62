import { trainingApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ShotPatternService } from './shot-pattern.service.ts';

/** The stored shot pattern of one of the caller's sessions (another member's: 404). */
export function shotPatternRoutes(api: ApiRouter, patterns: ShotPatternService): void {
  api.handle(trainingApi.getShotPatternRecord, ({ params, auth }) => patterns.forSession(auth.userId, params.sessionId));
}
