import { challengesApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { AchievementService } from './achievement.service.ts';

/** The caller's own achievements (no one else's). */
export function achievementRoutes(api: ApiRouter, achievements: AchievementService): void {
  api.handle(challengesApi.listAchievements, ({ auth }) => achievements.list(auth.userId));
}
