import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  authApi,
  authProfileApi,
  communityExportApi,
  contentExportApi,
  notificationsExportApi,
  practiceExportApi,
} from '@trap/contracts/api/route-paths';
import type { UpdateProfileRequest } from '@trap/contracts';
import { USER_QUERY_KEY, call, queryOptions, routeKey, type RouteResponse } from '@trap/ui';

export type OwnProfile = RouteResponse<typeof authProfileApi.getOwnProfile>;

const OWN_PROFILE_KEY = routeKey(authProfileApi.getOwnProfile);

export const useOwnProfile = () => useQuery({ ...queryOptions(authProfileApi.getOwnProfile), staleTime: 0 });

/** Saves through PATCH /api/user; the current user (menu, dashboard) and the full profile are read again. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => call(authApi.updateProfile, { body }),
    onSuccess: async (user) => {
      qc.setQueryData(USER_QUERY_KEY, user);
      await qc.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    },
  });
}

export const requestAccountDeletion = () => call(authProfileApi.requestAccountDeletion, { body: { confirm: 'DELETE' } });

/**
 * "Download my data": each service exports what it keeps of the member (auth the account, practice
 * the sessions and logs, community the network, squads, feed and forum posts, content the AMA
 * questions, comments, saved tips and bookings, notifications the notifications and newsletter
 * subscriptions) and the browser joins them into one JSON file (docs/decisions.md).
 */
export async function downloadMyData(): Promise<void> {
  const [account, practice, community, content, notifications] = await Promise.all([
    call(authProfileApi.exportAccount),
    call(practiceExportApi.exportPracticeData),
    call(communityExportApi.exportCommunityData),
    call(contentExportApi.exportContentData),
    call(notificationsExportApi.exportNotificationsData),
  ]);
  const file = {
    exportedAt: new Date().toISOString(),
    account: account.account,
    practice: practice.records,
    community: community.records,
    content: content.records,
    notifications: notifications.records,
  };
  const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const a = document.createElement('a');
  a.href = url;
  a.download = `trap-india-data-${account.account.username}.json`;
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}
