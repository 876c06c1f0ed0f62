import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  ResponseOf,
  authProfileApi,
  communityExportApi,
  contentExportApi,
  notificationsExportApi,
  practiceExportApi,
} from '@trap/contracts/api/index';
import type { CurrentUser, UpdateProfileRequest } from '@trap/contracts';
import { USER_QUERY_KEY, api } from '@trap/ui';

export type OwnProfile = ResponseOf<typeof authProfileApi.getOwnProfile>;
export type AccountDeletion = ResponseOf<typeof authProfileApi.requestAccountDeletion>;
type AccountExport = ResponseOf<typeof authProfileApi.exportAccount>;
type PracticeExport = ResponseOf<typeof practiceExportApi.exportPracticeData>;
type CommunityExport = ResponseOf<typeof communityExportApi.exportCommunityData>;
type ContentExport = ResponseOf<typeof contentExportApi.exportContentData>;
type NotificationsExport = ResponseOf<typeof notificationsExportApi.exportNotificationsData>;

export const OWN_PROFILE_KEY = ['/api/user/profile'] as const;

export const useOwnProfile = () =>
  useQuery({ queryKey: OWN_PROFILE_KEY, queryFn: ({ signal }) => api.get<OwnProfile>('/api/user/profile', { signal }), staleTime: 0 });

/** Saves through PATCH /api/user; the current user (menu, dashboard) and the full profile are read again. */
export function useSaveProfile() {
  const qc = useQueryClient();
  return useMutation({
    mutationFn: (body: UpdateProfileRequest) => api.patch<CurrentUser>('/api/user', body),
    onSuccess: async (user) => {
      qc.setQueryData(USER_QUERY_KEY, user);
      await qc.invalidateQueries({ queryKey: OWN_PROFILE_KEY });
    },
  });
}

export const requestAccountDeletion = () => api.post<AccountDeletion>('/api/user/deletion', { confirm: 'DELETE' });

/**
 * "Download my data": each service exports what it keeps of the member (auth the account, practice
 * the sessions and logs, community the network, squads, feed and forum posts, content the AMA
 * questions, comments, saved tips and bookings, notifications the notifications and newsletter
 * subscriptions) and the browser joins them into one JSON file (docs/decisions.md).
 */
export async function downloadMyData(): Promise<void> {
  const [account, practice, community, content, notifications] = await Promise.all([
    api.get<AccountExport>('/api/user/export'),
    api.get<PracticeExport>('/api/practice/export'),
    api.get<CommunityExport>('/api/community/export'),
    api.get<ContentExport>('/api/content/export'),
    api.get<NotificationsExport>('/api/notifications/export'),
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
