import { trainingApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { TechniqueService } from './technique.service.ts';

/** Stored technique analyses of the caller: run one now, list the history, read one. */
export function techniqueRoutes(api: ApiRouter, technique: TechniqueService): void {
  api.handle(trainingApi.analyseTechnique, ({ body, auth }) => technique.create(auth.userId, body));
  api.handle(trainingApi.listTechniqueAnalyses, ({ query, auth }) => technique.list(auth.userId, query.limit, query.offset));
  api.handle(trainingApi.getTechniqueAnalysis, ({ params, auth }) => technique.get(auth.userId, params.id));
}
