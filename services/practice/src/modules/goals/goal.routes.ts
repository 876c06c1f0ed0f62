import { trainingApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { GoalService } from './goal.service.ts';

/** CRUD of the caller's training goals; another member's goal is 404 for every verb. */
export function goalRoutes(api: ApiRouter, goals: GoalService): void {
  api.handle(trainingApi.createGoal, ({ body, auth }) => goals.create(auth.userId, body));
  api.handle(trainingApi.listGoals, ({ auth }) => goals.list(auth.userId));
  api.handle(trainingApi.getGoal, ({ params, auth }) => goals.get(auth.userId, params.id));
  api.handle(trainingApi.updateGoal, ({ params, body, auth }) => goals.update(auth.userId, params.id, body));
  api.handle(trainingApi.deleteGoal, ({ params, auth }) => goals.remove(auth.userId, params.id));
}
