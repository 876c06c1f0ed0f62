import type { ServiceModule } from '@trap/kit';
import type { SessionRepository } from '../sessions/session.repository.ts';
import type { EquipmentService } from '../equipment/equipment.service.ts';
import { coachRoutes } from './coach.routes.ts';
import { CoachService } from './coach.service.ts';

/** The AI coach's advice from the member's sessions and equipment. */
export function aiCoachModule(sessions: SessionRepository, equipment: EquipmentService): ServiceModule {
  return { name: 'ai-coach', routes: (api) => coachRoutes(api, new CoachService(sessions, equipment)) };
}
