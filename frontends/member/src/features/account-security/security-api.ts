import { authAccountApi } from '@trap/contracts/api/route-paths';
import { call, queryOptions } from '@trap/ui';

/** A plain options object (the shared react-query of the federation is the shell's; no queryOptions helper needed). */
export const sessionsQuery = {
  ...queryOptions(authAccountApi.listSessions),
  staleTime: 0,
};

export const changePassword = (body: { currentPassword: string; newPassword: string }) => call(authAccountApi.changePassword, { body });
export const signOutSession = (id: string) => call(authAccountApi.signOutSession, { params: { id } });
export const signOutOthers = () => call(authAccountApi.signOutOtherSessions);
