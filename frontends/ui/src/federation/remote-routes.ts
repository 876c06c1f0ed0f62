import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import type { Capability, TierFeatureId } from '@trap/contracts';
import type { RemoteApp } from '../config/app-config.tsx';
import type { RoutePrefetch } from '../prefetch/route-prefetch.ts';

/** Navigation metadata a remote attaches to each route (`route.handle`). */
export interface RemoteRouteHandle {
  /** Page title (document title and headings). */
  title: string;
  /** Short description of what the screen does. */
  description?: string;
  /** Capability the user needs (contracts `Capability`); the shell enforces it. */
  capability?: Capability;
  /**
   * The paid feature (contracts' tier table) the screen is: a lower tier sees it locked, and the
   * services refuse its reads (403 TIER_REQUIRED), so the prefetcher warms none for that tier.
   */
  tier?: TierFeatureId;
  /** Shown by the shell's Access Denied screen when the capability is missing. */
  accessDeniedMessage?: string;
  /** Where the screen is linked from, for menus built from metadata. */
  nav?: { label: string; group: 'user-menu' | 'superadmin' | 'moderator' | 'admin'; order: number; icon?: string };
  /** Routes with their own layout (the shell hides header, navigation and footer). */
  ownLayout?: boolean;
  /**
   * What a prefetched link to this route warms (SPEC 9): its page's code and first reads. The shell's
   * prefetcher warms the reads only for a user who has this route's capability (and `prefetch.capability`)
   * and whose tier includes its `tier`.
   */
  prefetch?: RoutePrefetch;
}

export type RemoteRouteObject = Omit<RouteObject, 'handle' | 'children'> & {
  handle?: RemoteRouteHandle;
  children?: RemoteRouteObject[];
};

/** What every remote's `./routes` module exports. */
export interface RemoteRoutesModule {
  app: RemoteApp;
  routes: RemoteRouteObject[];
}

export type LazyPage = () => Promise<{ default: ComponentType }>;
