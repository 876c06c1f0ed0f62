import { authToast } from './toasts/auth-toast.ts';
import { useAuth } from './auth-provider.tsx';

/**
 * Logout with the SPEC 8.2 toasts. `leave` runs after the server ended the session and before the
 * user is cleared (e.g. `() => navigate('/')`), so a protected screen never sees an anonymous user
 * and bounces to /auth on the way out. Resolves true when logged out.
 */
export function useLogout() {
  const { logoutMutation, clearSession, beginSignOut } = useAuth();
  const logout = async (leave?: () => void | Promise<void>): Promise<boolean> => {
    try {
      await logoutMutation.mutateAsync();
    } catch {
      return false; // the mutation raised 'Logout failed'
    }
    beginSignOut();
    try {
      await leave?.();
    } finally {
      clearSession();
      authToast('loggedOut');
    }
    return true;
  };
  return { logout, isPending: logoutMutation.isPending };
}
