import { Router } from 'express';
import type { RemoteApp } from '../config.ts';

/** What the shell needs at run time: where the remotes are, and whether demo mode is on. */
export interface AppConfig {
  remotes: Record<RemoteApp, string>;
  demoMode: boolean;
  /** only in demo mode: shown in the login tab's hint */
  demoPassword?: string;
  siteOrigin: string;
}

export interface AppConfigSource {
  remotes: Record<RemoteApp, string>;
  DEMO_MODE: boolean;
  DEMO_PASSWORD: string;
  SITE_ORIGIN: string;
}

/** The one answer of /app-config.json (a server-rendered page carries the same, server-render.ts). */
export function appConfigOf(config: AppConfigSource): AppConfig {
  return {
    remotes: config.remotes,
    demoMode: config.DEMO_MODE,
    ...(config.DEMO_MODE ? { demoPassword: config.DEMO_PASSWORD } : {}),
    siteOrigin: config.SITE_ORIGIN,
  };
}

export function appConfigRoutes(config: AppConfigSource): Router {
  const body = appConfigOf(config);
  const router = Router();
  router.get('/app-config.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').json(body);
  });
  return router;
}
