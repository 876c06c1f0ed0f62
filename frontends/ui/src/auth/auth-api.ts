import type { CurrentUser, LoginRequest, MembershipCheck, RegisterRequest } from '@trap/contracts';
import { api } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';

/** GET /api/user: the current user, or null when anonymous (401). */
export async function fetchCurrentUser({ signal }: { signal?: AbortSignal } = {}): Promise<CurrentUser | null> {
  try {
    return await api.get<CurrentUser>('/api/user', { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const loginRequest = (body: LoginRequest) => api.post<CurrentUser>('/api/login', body);
export const registerRequest = (body: RegisterRequest) => api.post<CurrentUser>('/api/register', body);
export const logoutRequest = () => api.post<unknown>('/api/logout');
export const checkMembershipRequest = (userId: string) =>
  api.post<MembershipCheck>(`/api/users/${encodeURIComponent(userId)}/check-membership`);
