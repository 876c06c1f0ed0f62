import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { squadsApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, toast, type RouteInput, type RouteResponse } from '@trap/ui';

type BodyOf<R extends Parameters<typeof call>[0]> = NonNullable<RouteInput<R>['body']>;

/** Squads and group sessions as the squad screen reads and changes them (services/community, /api/squads). */
export type SquadOverview = RouteResponse<typeof squadsApi.listSquads>;
export type Squad = RouteResponse<typeof squadsApi.getSquad>;
export type SquadSummary = SquadOverview['mine'][number];
export type GroupSession = RouteResponse<typeof squadsApi.getGroupSession>;
export type GroupSessionList = RouteResponse<typeof squadsApi.listSquadSessions>;
export type SquadBody = BodyOf<typeof squadsApi.createSquad>;
export type GroupSessionBody = BodyOf<typeof squadsApi.createGroupSession>;
export type GroupSessionChange = BodyOf<typeof squadsApi.updateGroupSession>;
export type RsvpChoice = BodyOf<typeof squadsApi.rsvpGroupSession>['rsvp'];
export type SquadRole = BodyOf<typeof squadsApi.setSquadMemberRole>['role'];

/** Every squad read: a change refreshes every squad list and page that could show it (the dashboard's too). */
const SQUAD_READS = [squadsApi.listSquads, squadsApi.getSquad, squadsApi.listSquadSessions, squadsApi.getGroupSession];

/** My squads and invitations (also what a prefetched link to /squads warms, SPEC 9). */
export const squadOverviewQuery = queryOptions(squadsApi.listSquads);
export const useSquadOverview = () => useQuery(squadOverviewQuery);

export const useSquad = (id: string) => useQuery(queryOptions(squadsApi.getSquad, { params: { id } }));

export const useSquadSessions = (id: string) => useQuery(queryOptions(squadsApi.listSquadSessions, { params: { id } }));

/** A change with a toast saying what happened (or why not) and every squad query refreshed. */
function useSquadChange<V, R>(run: (v: V) => Promise<R>, done: (v: V, r: R) => string, failed: string, quietErrors = false) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: run,
    onSuccess: (r, v) => toast({ title: done(v, r), variant: 'success' }),
    onError: (e) => {
      if (!quietErrors) toast({ title: failed, description: errorMessage(e), variant: 'destructive' });
    },
    onSettled: () => Promise.all(SQUAD_READS.map((route) => invalidateRoute(client, route))),
  });
}

/** Field errors show on the form, so a refused create makes no toast. */
export const useCreateSquad = () =>
  useSquadChange(
    (body: SquadBody) => call(squadsApi.createSquad, { body }),
    (_v, s) => `Squad ${s.name} created`,
    'Could not create the squad',
    true,
  );

export const useUpdateSquad = () =>
  useSquadChange(
    ({ id, body }: { id: string; body: Partial<SquadBody> }) => call(squadsApi.updateSquad, { params: { id }, body }),
    (_v, s) => `${s.name} saved`,
    'Could not save the squad',
    true,
  );

export const useDeleteSquad = () =>
  useSquadChange(
    ({ id }: { id: string; name: string }) => call(squadsApi.deleteSquad, { params: { id } }),
    (v) => `${v.name} deleted`,
    'Could not delete the squad',
  );

export const useInvite = () =>
  useSquadChange(
    ({ id, userId }: { id: string; userId: string; name: string }) => call(squadsApi.inviteToSquad, { params: { id }, body: { userId } }),
    (v) => `${v.name} invited`,
    'Could not send the invitation',
  );

type Step = 'accept' | 'decline' | 'join' | 'leave';
const STEP_ROUTES = {
  accept: squadsApi.acceptSquadInvitation,
  decline: squadsApi.declineSquadInvitation,
  join: squadsApi.joinSquad,
  leave: squadsApi.leaveSquad,
} as const;
const STEP_DONE: Record<Step, (name: string) => string> = {
  accept: (n) => `You joined ${n}`,
  decline: (n) => `Invitation to ${n} declined`,
  join: (n) => `You joined ${n}`,
  leave: (n) => `You left ${n}`,
};
export const useSquadStep = () =>
  useSquadChange(
    ({ id, step }: { id: string; step: Step; name: string }) => call(STEP_ROUTES[step], { params: { id } }),
    (v) => STEP_DONE[v.step](v.name),
    'That did not work',
  );

export const useRemoveMember = () =>
  useSquadChange(
    ({ id, userId }: { id: string; userId: string; name: string }) => call(squadsApi.removeSquadMember, { params: { id, userId } }),
    (v) => `${v.name} removed`,
    'Could not remove the member',
  );

export const useSetRole = () =>
  useSquadChange(
    ({ id, userId, role }: { id: string; userId: string; role: SquadRole; name: string }) =>
      call(squadsApi.setSquadMemberRole, { params: { id, userId }, body: { role } }),
    (v) =>
      v.role === 'owner'
        ? `${v.name} owns the squad now`
        : v.role === 'captain'
          ? `${v.name} is a captain now`
          : `${v.name} is a member now`,
    'Could not change the role',
  );

export const useCreateSession = () =>
  useSquadChange(
    ({ squadId, body }: { squadId: string; body: GroupSessionBody }) => call(squadsApi.createGroupSession, { params: { id: squadId }, body }),
    (_v, s) => `${s.title} planned`,
    'Could not plan the session',
    true,
  );

export const useUpdateSession = () =>
  useSquadChange(
    ({ id, body }: { id: string; body: GroupSessionChange }) => call(squadsApi.updateGroupSession, { params: { id }, body }),
    (v, s) => (v.body.status === 'cancelled' ? `${s.title} cancelled` : `${s.title} saved`),
    'Could not change the session',
  );

const RSVP_DONE: Record<string, (title: string) => string> = {
  going: (t) => `You are going to ${t}`,
  waitlisted: (t) => `${t} is full: you are on the waiting list`,
  maybe: (t) => `Maybe for ${t}`,
  not_going: (t) => `Not going to ${t}`,
};
export const useSessionFeedback = () =>
  useSquadChange(
    ({ id, feedback }: { id: string; feedback: string }) => call(squadsApi.giveSessionFeedback, { params: { id }, body: { feedback } }),
    () => 'Feedback saved',
    'Could not save your feedback',
  );

export const useRsvp = () =>
  useSquadChange(
    ({ id, status }: { id: string; status: RsvpChoice }) => call(squadsApi.rsvpGroupSession, { params: { id }, body: { rsvp: status } }),
    (_v, s) => RSVP_DONE[s.myRsvp ?? 'going']!(s.title),
    'Could not save your answer',
  );
