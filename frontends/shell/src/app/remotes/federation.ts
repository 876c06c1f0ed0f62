import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemoteApp, RemoteRoutesModule } from '@trap/ui';

/**
 * Remotes are registered at runtime from /app-config.json, so a remote can be redeployed (or
 * moved) without rebuilding the shell.
 */
let manifests: Record<RemoteApp, string> | null = null;
const cache = new Map<RemoteApp, Promise<RemoteRoutesModule>>();
const failed = new Set<RemoteApp>();

export function registerRemoteManifests(remotes: Record<RemoteApp, string>): void {
  manifests = remotes;
  registerRemotes(
    (Object.keys(remotes) as RemoteApp[]).map((name) => ({ name, entry: remotes[name] })),
    { force: true },
  );
}

/** The remotes' manifest URLs (same origin ones as paths), for the service worker to keep for offline use. */
export function remoteManifestUrls(): string[] {
  return Object.values(manifests ?? {}).flatMap((url) => {
    const parsed = new URL(url, location.href);
    return parsed.origin === location.origin ? [parsed.pathname + parsed.search] : [];
  });
}

const AREA_NAMES: Record<RemoteApp, string> = { member: 'member area', admin: 'administration area', moderator: 'moderator area' };

class RemoteLoadError extends Error {
  override readonly name = 'RemoteLoadError';
  constructor(
    readonly app: RemoteApp,
    override readonly cause: unknown,
  ) {
    super(`The ${AREA_NAMES[app]} could not be loaded. Please check your connection and try again.`);
  }
}

async function load(app: RemoteApp): Promise<RemoteRoutesModule> {
  try {
    const mod = await loadRemote<RemoteRoutesModule>(`${app}/routes`);
    if (!mod || !Array.isArray(mod.routes)) throw new Error(`${app}/routes has no routes`);
    return mod;
  } catch (error) {
    console.error(`Remote "${app}" failed to load`, error);
    failed.add(app);
    throw new RemoteLoadError(app, error);
  }
}

/**
 * The remote's routes module: one stable promise per remote (React's `use()` needs that). A failed
 * promise stays cached so the error screen shows; Try Again calls resetRemote() to load afresh.
 */
export function loadRemoteRoutes(app: RemoteApp): Promise<RemoteRoutesModule> {
  let pending = cache.get(app);
  if (!pending) {
    pending = load(app);
    cache.set(app, pending);
  }
  return pending;
}

/** Forget a failed remote so the runtime fetches its manifest again. */
function resetRemote(app: RemoteApp): void {
  cache.delete(app);
  failed.delete(app);
  if (manifests) registerRemotes([{ name: app, entry: manifests[app] }], { force: true });
}

/** Forget the remote only when its load failed: a loaded area keeps its code (and works offline). */
export function resetFailedRemote(app: RemoteApp): void {
  if (failed.has(app)) resetRemote(app);
}

/** Start fetching a remote early (e.g. when the user opens the menu that links to it). */
export function preloadRemote(app: RemoteApp): void {
  void loadRemoteRoutes(app).catch(() => undefined);
}
