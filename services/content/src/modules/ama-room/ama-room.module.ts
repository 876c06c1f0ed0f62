import type { Ama } from '@trap/contracts';
import { RateLimit, type ApiRouter, type ServiceContext } from '@trap/kit';
import type { ContentConfig } from '../../config.ts';
import type { CatalogService } from '../catalog/catalog.service.ts';
import { AmaQuestionRepository } from './ama-question.repository.ts';
import { AmaRoomService } from './ama-room.service.ts';
import { amaRoomRoutes } from './ama-room.routes.ts';

/** The live AMA room, built from the service's context: `routes` binds it (before the AMAs' `/{id}` routes). */
export function amaRoomModule(ctx: ServiceContext<ContentConfig>, amas: CatalogService<Ama>) {
  const repo = new AmaQuestionRepository(ctx);
  const budget = new RateLimit(
    ctx.redis,
    ctx.config.REDIS_PREFIX,
    { name: 'ama-questions:member', points: ctx.config.AMA_QUESTIONS_PER_WINDOW, durationSeconds: ctx.config.AMA_QUESTION_WINDOW_SECONDS },
    'Too many questions.',
  );
  const service = new AmaRoomService(repo, amas, budget);
  return {
    indexes: () => repo.model.createIndexes(),
    routes: (api: ApiRouter) => amaRoomRoutes(api, service),
  };
}
