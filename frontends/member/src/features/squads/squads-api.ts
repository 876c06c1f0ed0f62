import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { squadsApi } from '@trap/contracts/api/route-paths';
import { call, errorMessage, invalidateRoute, queryOptions, toast, type RouteInput, type RouteResponse, type TFunction } from '@trap/ui';
import { useSquadsT } from './texts/texts.ts';

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

/** A change with a toast saying what happened (or why not, in the page's language) and every squad query refreshed. */
function useSquadChange<V, R>(
  run: (v: V) => Promise<R>,
  done: (t: TFunction, v: V, r: R) => string,
  failed: (t: TFunction) => string,
  quietErrors = false,
) {
  const client = useQueryClient();
  const { t } = useSquadsT();
  return useMutation({
    mutationFn: run,
    onSuccess: (r, v) => toast({ title: done(t, v, r), variant: 'success' }),
    onError: (e) => {
      if (!quietErrors) toast({ title: failed(t), description: errorMessage(e), variant: 'destructive' });
    },
    onSettled: () => Promise.all(SQUAD_READS.map((route) => invalidateRoute(client, route))),
  });
}

/** Field errors show on the form, so a refused create makes no toast. */
export const useCreateSquad = () =>
  useSquadChange(
    (body: SquadBody) => call(squadsApi.createSquad, { body }),
    (t, _v, s) => t('toasts.created', { name: s.name }),
    (t) => t('toasts.createFailed'),
    true,
  );

export const useUpdateSquad = () =>
  useSquadChange(
    ({ id, body }: { id: string; body: Partial<SquadBody> }) => call(squadsApi.updateSquad, { params: { id }, body }),
    (t, _v, s) => t('toasts.saved', { name: s.name }),
    (t) => t('toasts.saveFailed'),
    true,
  );

export const useDeleteSquad = () =>
  useSquadChange(
    ({ id }: { id: string; name: string }) => call(squadsApi.deleteSquad, { params: { id } }),
    (t, v) => t('toasts.deleted', { name: v.name }),
    (t) => t('toasts.deleteFailed'),
  );

export const useInvite = () =>
  useSquadChange(
    ({ id, userId }: { id: string; userId: string; name: string }) => call(squadsApi.inviteToSquad, { params: { id }, body: { userId } }),
    (t, v) => t('toasts.invited', { name: v.name }),
    (t) => t('toasts.inviteFailed'),
  );

type Step = 'accept' | 'decline' | 'join' | 'leave';
const STEP_ROUTES = {
  accept: squadsApi.acceptSquadInvitation,
  decline: squadsApi.declineSquadInvitation,
  join: squadsApi.joinSquad,
  leave: squadsApi.leaveSquad,
} as const;
const STEP_DONE: Record<Step, { textKey: string }> = {
  accept: { textKey: 'toasts.joined' },
  decline: { textKey: 'toasts.declined' },
  join: { textKey: 'toasts.joined' },
  leave: { textKey: 'toasts.left' },
};
export const useSquadStep = () =>
  useSquadChange(
    ({ id, step }: { id: string; step: Step; name: string }) => call(STEP_ROUTES[step], { params: { id } }),
    (t, v) => t(STEP_DONE[v.step].textKey, { name: v.name }),
    (t) => t('toasts.stepFailed'),
  );

export const useRemoveMember = () =>
  useSquadChange(
    ({ id, userId }: { id: string; userId: string; name: string }) => call(squadsApi.removeSquadMember, { params: { id, userId } }),
    (t, v) => t('toasts.removed', { name: v.name }),
    (t) => t('toasts.removeFailed'),
  );

export const useSetRole = () =>
  useSquadChange(
    ({ id, userId, role }: { id: string; userId: string; role: SquadRole; name: string }) =>
      call(squadsApi.setSquadMemberRole, { params: { id, userId }, body: { role } }),
    (t, v) =>
      v.role === 'owner'
        ? t('toasts.nowOwner', { name: v.name })
        : v.role === 'captain'
          ? t('toasts.nowCaptain', { name: v.name })
          : t('toasts.nowMember', { name: v.name }),
    (t) => t('toasts.roleFailed'),
  );

export const useCreateSession = () =>
  useSquadChange(
    ({ squadId, body }: { squadId: string; body: GroupSessionBody }) => call(squadsApi.createGroupSession, { params: { id: squadId }, body }),
    (t, _v, s) => t('toasts.planned', { title: s.title }),
    (t) => t('toasts.planFailed'),
    true,
  );

export const useUpdateSession = () =>
  useSquadChange(
    ({ id, body }: { id: string; body: GroupSessionChange }) => call(squadsApi.updateGroupSession, { params: { id }, body }),
    (t, v, s) => (v.body.status === 'cancelled' ? t('toasts.sessionCancelled', { title: s.title }) : t('toasts.sessionSaved', { title: s.title })),
    (t) => t('toasts.sessionFailed'),
  );

const RSVP_DONE: Record<string, { textKey: string }> = {
  going: { textKey: 'toasts.going' },
  waitlisted: { textKey: 'toasts.waitlisted' },
  maybe: { textKey: 'toasts.maybe' },
  not_going: { textKey: 'toasts.notGoing' },
};
export const useSessionFeedback = () =>
  useSquadChange(
    ({ id, feedback }: { id: string; feedback: string }) => call(squadsApi.giveSessionFeedback, { params: { id }, body: { feedback } }),
    (t) => t('toasts.feedbackSaved'),
    (t) => t('toasts.feedbackFailed'),
  );

export const useRsvp = () =>
  useSquadChange(
    ({ id, status }: { id: string; status: RsvpChoice }) => call(squadsApi.rsvpGroupSession, { params: { id }, body: { rsvp: status } }),
    (t, _v, s) => t(RSVP_DONE[s.myRsvp ?? 'going']!.textKey, { title: s.title }),
    (t) => t('toasts.rsvpFailed'),
  );
