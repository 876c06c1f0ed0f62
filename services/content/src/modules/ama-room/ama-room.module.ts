import type { Ama } from '@trap/contracts';
import { RateLimit, type ServiceContext, type ServiceModule } from '@trap/kit';
import type { ContentConfig } from '../../config.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AmaQuestionRepository } from './ama-question.repository.ts';
import { AmaRoomService } from './ama-room.service.ts';
import { amaRoomRoutes } from './ama-room.routes.ts';
import { amaRoomMemberData } from './ama-room.member-data.ts';

/** The live AMA room, built from the service's context: `routes` binds it (before the AMAs' `/{id}` routes). */
export async function amaRoomModule(ctx: ServiceContext<ContentConfig>, amas: CatalogService<Ama>): Promise<ServiceModule> {
  const repo = new AmaQuestionRepository(ctx);
  const budget = new RateLimit(
    ctx.redis,
    ctx.config.REDIS_PREFIX,
    { name: 'ama-questions:member', points: ctx.config.AMA_QUESTIONS_PER_WINDOW, durationSeconds: ctx.config.AMA_QUESTION_WINDOW_SECONDS },
    'Too many questions.',
  );
  await repo.model.createIndexes();
  const service = new AmaRoomService(repo, amas, budget);
  return { name: 'ama-room', routes: (api) => amaRoomRoutes(api, service), memberData: amaRoomMemberData(ctx.conn) };
}
