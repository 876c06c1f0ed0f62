import { squadsApi } from '@trap/contracts/api/index';
import type { ApiRouter } from '@trap/kit';
import type { SquadsService } from './squads.service.ts';
import type { GroupSessionsService } from './group-sessions.service.ts';

/** Squads, their members and their group sessions: the logged-in member's. */
export function squadsRoutes(api: ApiRouter, squads: SquadsService, sessions: GroupSessionsService): void {
  api.handle(squadsApi.listSquads, ({ auth }) => squads.overview(auth.userId));
  api.handle(squadsApi.createSquad, ({ body, auth }) => squads.create(auth.userId, body));
  api.handle(squadsApi.getSquad, ({ params, auth }) => squads.get(auth.userId, params.id));
  api.handle(squadsApi.updateSquad, ({ params, body, auth }) => squads.update(auth.userId, params.id, body));
  api.handle(squadsApi.deleteSquad, ({ params, auth }) => squads.remove(auth.userId, params.id));
  api.handle(squadsApi.inviteToSquad, ({ params, body, auth }) => squads.invite(auth.userId, params.id, body.userId));
  api.handle(squadsApi.acceptSquadInvitation, ({ params, auth }) => squads.accept(auth.userId, params.id));
  api.handle(squadsApi.declineSquadInvitation, ({ params, auth }) => squads.decline(auth.userId, params.id));
  api.handle(squadsApi.joinSquad, ({ params, auth }) => squads.join(auth.userId, params.id));
  api.handle(squadsApi.leaveSquad, ({ params, auth }) => squads.leave(auth.userId, params.id));
  api.handle(squadsApi.removeSquadMember, ({ params, auth }) => squads.removeMember(auth.userId, params.id, params.userId));
  api.handle(squadsApi.setSquadMemberRole, ({ params, body, auth }) => squads.setRole(auth.userId, params.id, params.userId, body.role));
  api.handle(squadsApi.listSquadSessions, ({ params, auth }) => sessions.list(auth.userId, params.id));
  api.handle(squadsApi.createGroupSession, ({ params, body, auth }) => sessions.create(auth.userId, params.id, body));
  api.handle(squadsApi.getGroupSession, ({ params, auth }) => sessions.get(auth.userId, params.id));
  api.handle(squadsApi.updateGroupSession, ({ params, body, auth }) => sessions.update(auth.userId, params.id, body));
  api.handle(squadsApi.rsvpGroupSession, ({ params, body, auth }) => sessions.rsvp(auth.userId, params.id, body.rsvp));
  api.handle(squadsApi.giveSessionFeedback, ({ params, body, auth }) => sessions.feedback(auth.userId, params.id, body.feedback));
}
