import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ResponseOf, authProfileApi, practiceExportApi } from '@trap/contracts/api/index';
import type { CurrentUser, UpdateProfileRequest } from '@trap/contracts';
import { USER_QUERY_KEY, api } from '@trap/ui';

export type OwnProfile = ResponseOf<typeof authProfileApi.getOwnProfile>;
export type AccountDeletion = ResponseOf<typeof authProfileApi.requestAccountDeletion>;
type AccountExport = ResponseOf<typeof authProfileApi.exportAccount>;
type PracticeExport = ResponseOf<typeof practiceExportApi.exportPracticeData>;

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
 * the sessions and logs) and the browser joins them into one JSON file (docs/decisions.md).
 */
export async function downloadMyData(): Promise<void> {
  const [account, practice] = await Promise.all([
    api.get<AccountExport>('/api/user/export'),
    api.get<PracticeExport>('/api/practice/export'),
  ]);
  const file = {
    exportedAt: new Date().toISOString(),
    account: account.account,
    practice: practice.records,
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
