import type { authAccountApi, ResponseOf } from '@trap/contracts/api/index';
import { api } from '@trap/ui';

export type SessionList = ResponseOf<typeof authAccountApi.listSessions>;
export type SignOutOthers = ResponseOf<typeof authAccountApi.signOutOtherSessions>;
export type AccountAction = ResponseOf<typeof authAccountApi.changePassword>;

/** A plain options object (the shared react-query of the federation is the shell's; no queryOptions helper needed). */
export const sessionsQuery = {
  queryKey: ['/api/sessions'] as const,
  queryFn: ({ signal }: { signal: AbortSignal }) => api.get<SessionList>('/api/sessions', { signal }),
  staleTime: 0,
};

export const changePassword = (body: { currentPassword: string; newPassword: string }) =>
  api.post<AccountAction>('/api/password/change', body);
export const signOutSession = (id: string) => api.delete<void>(`/api/sessions/${encodeURIComponent(id)}`);
export const signOutOthers = () => api.post<SignOutOthers>('/api/sessions/sign-out-others');
