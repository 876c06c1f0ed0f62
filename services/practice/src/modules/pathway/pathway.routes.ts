import { pathwayApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { PathwayService } from './pathway.service.ts';

/** The caller's own pathway profile and standing; admins (pathway.manage) keep the selection rules. */
export function pathwayRoutes(api: ApiRouter, pathway: PathwayService): void {
  api.handle(pathwayApi.getPathwayProfile, ({ auth }) => pathway.profile(auth.userId));
  api.handle(pathwayApi.updatePathwayProfile, ({ auth, body }) => pathway.saveProfile(auth.userId, body));
  api.handle(pathwayApi.getStanding, ({ auth, query }) => pathway.standing(auth.userId, query));
  api.handle(pathwayApi.listSelectionRules, ({ query }) => pathway.rules(query.season));
  // every change of a rule is a staff action, recorded for the audit log with who made it
  api.handle(pathwayApi.createSelectionRule, ({ body, auth }) => pathway.createRule(body, { userId: auth.userId, role: auth.role }));
  api.handle(pathwayApi.updateSelectionRule, ({ params, body, auth }) =>
    pathway.updateRule(params.id, body, { userId: auth.userId, role: auth.role }),
  );
  api.handle(pathwayApi.deleteSelectionRule, ({ params, auth }) => pathway.removeRule(params.id, { userId: auth.userId, role: auth.role }));
}
