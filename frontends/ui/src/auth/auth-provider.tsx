import { createContext, useCallback, useContext, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useMutation, useQuery, useQueryClient, type UseMutationResult } from '@tanstack/react-query';
import { can as roleCan, TRIAL_WARNING_DAYS } from '@trap/contracts';
import type { Capability, CurrentUser, LoginRequest, RegisterRequest } from '@trap/contracts';
import { isAbortLike } from '../api/api-error.ts';
import { toast } from '../components/toast.tsx';
import { USER_QUERY_KEY } from '../query/query-client.ts';
import { authToast } from './toasts/auth-toast.ts';
import { COMMON_NS } from '../i18n/common.ts';
import { followAccountLanguage, pageText, setLanguageChosenHandler } from '../i18n/i18n.ts';
import { checkMembershipRequest, fetchCurrentUser, loginRequest, logoutRequest, registerRequest, saveLanguageRequest } from './auth-api.ts';
import { ACCOUNT_DELETED_FLAG, clearAccountDeletedFlag, isCancelledError, isMarkedForDeletion, serverMessage } from './auth-messages.ts';

export interface AuthContextValue {
  user: CurrentUser | null;
  /** True until the first answer of GET /api/user. */
  isLoading: boolean;
  error: Error | null;
  /** Capability check through the contracts permission table (never role strings). */
  can: (capability: Capability) => boolean;
  loginMutation: UseMutationResult<CurrentUser, Error, LoginRequest>;
  registerMutation: UseMutationResult<CurrentUser, Error, RegisterRequest>;
  logoutMutation: UseMutationResult<unknown, Error, void>;
  /** Sets the user to anonymous and drops cached member data. */
  clearSession: () => void;
  /**
   * True from the start of a logout until shortly after the user is cleared: protected screens
   * being left must not bounce to /auth on the way out (see useLogout).
   */
  signingOut: boolean;
  beginSignOut: () => void;
}

const AuthContext = createContext<AuthContextValue | null>(null);

async function runMembershipCheck(user: CurrentUser, onUser: (u: CurrentUser) => void): Promise<void> {
  try {
    const result = await checkMembershipRequest(user.id);
    if (result?.user) onUser(result.user);
    if (result?.membershipStatus === 'expired') {
      authToast('membershipExpired');
    } else if (result?.isTrialMember && result.daysRemaining != null && result.daysRemaining < TRIAL_WARNING_DAYS) {
      authToast('trialEnding', { count: Math.max(0, result.daysRemaining) });
    }
  } catch (error) {
    // The check is advisory; a failure must not spoil the login.
    if (!isAbortLike(error)) console.warn('Membership check failed', error);
  }
}

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const refreshErrorShown = useRef(false);

  useEffect(() => {
    clearAccountDeletedFlag();
  }, []);

  const userQuery = useQuery<CurrentUser | null>({
    queryKey: USER_QUERY_KEY,
    queryFn: ({ signal }) => fetchCurrentUser({ signal }),
  });

  // SPEC 8.2: a failed refresh of the user asks the user to log in again (once per failure streak).
  useEffect(() => {
    if (userQuery.isError && !isAbortLike(userQuery.error)) {
      if (!refreshErrorShown.current) {
        refreshErrorShown.current = true;
        authToast('refreshFailed');
      }
    } else if (userQuery.isSuccess) {
      refreshErrorShown.current = false;
    }
  }, [userQuery.isError, userQuery.isSuccess, userQuery.error]);

  const setUser = useCallback((u: CurrentUser | null) => queryClient.setQueryData(USER_QUERY_KEY, u), [queryClient]);

  const loginMutation = useMutation<CurrentUser, Error, LoginRequest>({
    mutationFn: (credentials) => {
      clearAccountDeletedFlag();
      return loginRequest(credentials);
    },
    onSuccess: (user) => {
      setUser(user);
      authToast('loggedIn', { name: user.displayName || user.username });
      // Runs once after each successful login (SPEC 4.1), never after registration.
      void runMembershipCheck(user, setUser);
    },
    onError: (error) => {
      if (isCancelledError(error)) return;
      if (isMarkedForDeletion(error)) {
        try {
          localStorage.setItem(ACCOUNT_DELETED_FLAG, 'true');
        } catch {
          // ignore blocked storage
        }
        authToast('accountDeleted');
        return;
      }
      authToast('loginFailed', { description: serverMessage(error) });
    },
  });

  const registerMutation = useMutation<CurrentUser, Error, RegisterRequest>({
    mutationFn: (body) => registerRequest(body),
    onSuccess: (user) => {
      setUser(user);
      authToast('registered', { name: user.displayName || user.username });
    },
    onError: (error) => {
      if (isCancelledError(error)) return;
      authToast('registrationFailed', { description: serverMessage(error) });
    },
  });

  const logoutMutation = useMutation<unknown, Error, void>({
    mutationFn: () => logoutRequest(),
    onError: (error) => {
      authToast('logoutFailed', { description: serverMessage(error) });
    },
  });

  const [signingOut, setSigningOut] = useState(false);
  const signOutTimer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(signOutTimer.current), []);
  const beginSignOut = useCallback(() => {
    clearTimeout(signOutTimer.current);
    setSigningOut(true);
  }, []);

  // Forget the user once the screen has moved on (see useLogout), then drop cached member data.
  const clearSession = useCallback(() => {
    setUser(null);
    clearTimeout(signOutTimer.current);
    // The router commits its navigation in a transition, possibly after this update: keep the
    // flag a moment so the screen being left does not redirect.
    signOutTimer.current = setTimeout(() => setSigningOut(false), 1500);
    setTimeout(() => {
      queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== USER_QUERY_KEY[0] && q.getObserversCount() === 0 });
    }, 0);
  }, [queryClient, setUser]);

  const user = userQuery.data ?? null;

  // A member reads the site in their account's language from sign-in on (auth always sends it; an answer
  // without it changes nothing); a language they pick with the switch is saved on their account. The
  // page changes at once; a save that fails is said (the page stays in the pick, the account keeps the
  // old one).
  const accountLanguage = user?.language ?? null;
  useEffect(() => followAccountLanguage(accountLanguage), [accountLanguage]);
  useEffect(
    () =>
      setLanguageChosenHandler((language) => {
        const before = queryClient.getQueryData<CurrentUser | null>(USER_QUERY_KEY);
        if (!before || before.language === language) return;
        setUser({ ...before, language });
        saveLanguageRequest(language).then(setUser, (error: unknown) => {
          if (isAbortLike(error)) return;
          setUser(before);
          const t = (key: string) => pageText(COMMON_NS, key);
          toast({ title: t('language.notSaved'), description: serverMessage(error), variant: 'destructive' });
        });
      }),
    [queryClient, setUser],
  );

  const value = useMemo<AuthContextValue>(
    () => ({
      user,
      isLoading: userQuery.isPending,
      error: userQuery.error,
      can: (capability) => {
        if (!user) return false;
        if (capability === 'coach.profile' && user.isCoach) return true;
        return roleCan(user.role, capability);
      },
      loginMutation,
      registerMutation,
      logoutMutation,
      clearSession,
      signingOut,
      beginSignOut,
    }),
    [user, userQuery.isPending, userQuery.error, loginMutation, registerMutation, logoutMutation, clearSession, signingOut, beginSignOut],
  );

  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthContextValue {
  const ctx = useContext(AuthContext);
  if (!ctx) throw new Error('useAuth must be used inside <AuthProvider>');
  return ctx;
}
