import { createContext, useContext, type ReactNode } from 'react';

export type RemoteApp = 'member' | 'admin' | 'moderator';

/**
 * Runtime configuration the bff serves at `/app-config.json`. Remote manifest URLs live here, not
 * in the build, so each remote can be deployed on its own.
 */
export interface AppConfig {
  remotes: Record<RemoteApp, string>;
  demoMode: boolean;
  /** Present only in demo mode: shown in the login tab's demo hint. */
  demoPassword?: string;
  /** Canonical origin for the page head (no trailing slash). */
  siteOrigin: string;
}

export const DEFAULT_APP_CONFIG: AppConfig = {
  remotes: {
    member: '/remotes/member/mf-manifest.json',
    admin: '/remotes/admin/mf-manifest.json',
    moderator: '/remotes/moderator/mf-manifest.json',
  },
  demoMode: false,
  siteOrigin: typeof window === 'undefined' ? 'http://localhost:3000' : window.location.origin,
};

/** Reads `/app-config.json`; a missing or broken file falls back to same-origin defaults. */
export async function fetchAppConfig(url = '/app-config.json'): Promise<AppConfig> {
  try {
    const res = await fetch(url, { credentials: 'include', headers: { Accept: 'application/json', 'Cache-Control': 'no-cache' } });
    if (!res.ok) throw new Error(`${res.status}: ${res.statusText}`);
    const json = (await res.json()) as Partial<AppConfig>;
    return {
      remotes: { ...DEFAULT_APP_CONFIG.remotes, ...(json.remotes ?? {}) },
      demoMode: json.demoMode === true,
      ...(json.demoMode === true && typeof json.demoPassword === 'string' ? { demoPassword: json.demoPassword } : {}),
      siteOrigin: (typeof json.siteOrigin === 'string' && json.siteOrigin ? json.siteOrigin : DEFAULT_APP_CONFIG.siteOrigin).replace(
        /\/+$/,
        '',
      ),
    };
  } catch (error) {
    console.warn('Could not load /app-config.json, using defaults', error);
    return DEFAULT_APP_CONFIG;
  }
}

const AppConfigContext = createContext<AppConfig>(DEFAULT_APP_CONFIG);

export function AppConfigProvider({ config, children }: { config: AppConfig; children: ReactNode }) {
  return <AppConfigContext.Provider value={config}>{children}</AppConfigContext.Provider>;
}

export const useAppConfig = (): AppConfig => useContext(AppConfigContext);
