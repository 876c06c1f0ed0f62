import { networkApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { CoachesService } from './coaches.service.ts';

/** The coach finder and a coach's own profile. */
export function coachesRoutes(api: ApiRouter, coaches: CoachesService): void {
  api.handle(networkApi.listCoaches, ({ query }) => coaches.list(query));
  api.handle(networkApi.getCoach, ({ params }) => coaches.get(params.id));
  api.handle(networkApi.updateCoachProfile, ({ params, body, auth }) => coaches.updateProfile(auth.userId, params.id, body));
}
