import { SESSION_HINT_COOKIE, type CurrentUser, type LoginRequest, type MembershipCheck, type RegisterRequest } from '@trap/contracts';
import { authApi } from '@trap/contracts/api/route-paths';
import type { Language } from '@trap/contracts/language';
import { readDocumentCookie } from '../api/api-client.ts';
import { ApiError } from '../api/api-error.ts';
import { call } from '../api/route-call.ts';

/**
 * GET /api/user: the current user, or null when anonymous (401). Without the bff's readable session
 * hint the browser holds no session, so the answer would be a 401: a guest is anonymous without
 * asking (no failed request in every guest page's console).
 */
export async function fetchCurrentUser({
  signal,
  readCookie = readDocumentCookie,
}: { signal?: AbortSignal; readCookie?: (name: string) => string | undefined } = {}): Promise<CurrentUser | null> {
  if (!readCookie(SESSION_HINT_COOKIE)) return null;
  try {
    return await call(authApi.getCurrentUser, undefined, { signal });
  } catch (error) {
    if (error instanceof ApiError && error.status === 401) return null;
    throw error;
  }
}

export const loginRequest = (body: LoginRequest): Promise<CurrentUser> => call(authApi.login, { body });
export const registerRequest = (body: RegisterRequest): Promise<CurrentUser> => call(authApi.register, { body });
export const logoutRequest = () => call(authApi.logout);
/** PATCH /api/user with the member's language (save-language.ts). */
export const saveLanguageRequest = (language: Language): Promise<CurrentUser> => call(authApi.updateProfile, { body: { language } });
export const checkMembershipRequest = (userId: string): Promise<MembershipCheck> =>
  call(authApi.checkMembership, { params: { id: userId } });
