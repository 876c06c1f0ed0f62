import { progressionApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { ProgressionService } from './progression.service.ts';

/** The caller's own XP, level and skills (no one else's). */
export function progressionRoutes(api: ApiRouter, progression: ProgressionService): void {
  api.handle(progressionApi.getProgression, ({ auth }) => progression.progression(auth.userId));
  api.handle(progressionApi.listSkills, ({ auth }) => progression.roadmap(auth.userId));
  api.handle(progressionApi.getSkill, ({ params, auth }) => progression.skill(auth.userId, params.id));
}
