import { useQuery } from '@tanstack/react-query';
import { DEFAULT_SETTINGS, type SiteSettings } from '@trap/contracts';
import { settingsApi } from '@trap/contracts/api/route-paths';
import { queryOptions, routeKey } from '../query/route-query.ts';

export const SETTINGS_QUERY_KEY = routeKey(settingsApi.getSiteSettings);
const FIVE_MINUTES = 5 * 60_000;

function mergeSettings(partial: Partial<SiteSettings> | null | undefined): SiteSettings {
  const p = partial ?? {};
  return {
    general: { ...DEFAULT_SETTINGS.general, ...(p.general ?? {}) },
    appearance: { ...DEFAULT_SETTINGS.appearance, ...(p.appearance ?? {}) },
    email: { ...DEFAULT_SETTINGS.email, ...(p.email ?? {}) },
    notifications: { ...DEFAULT_SETTINGS.notifications, ...(p.notifications ?? {}) },
    security: { ...DEFAULT_SETTINGS.security, ...(p.security ?? {}) },
  };
}

/** The settings read (also warmed by the server's render of a page, ssr/render-page.tsx). */
export const siteSettingsRead = queryOptions(settingsApi.getSiteSettings);

/**
 * Site settings (SPEC 7): cached 5 minutes, no refetch on window focus, and the defaults are used
 * while loading or when the call fails, so the layout never waits on them.
 */
export function useSiteSettings(): {
  settings: SiteSettings;
  isLoading: boolean;
  isError: boolean;
  /** the settings shown are being read again (a server-rendered page's copy, or one past its five minutes) */
  isRevalidating: boolean;
} {
  const query = useQuery({
    ...siteSettingsRead,
    staleTime: FIVE_MINUTES,
    refetchOnWindowFocus: false,
    select: mergeSettings,
  });
  return {
    settings: query.data ?? DEFAULT_SETTINGS,
    isLoading: query.isPending,
    isError: query.isError,
    isRevalidating: query.isFetching && query.isStale,
  };
}
