/**
 * The ONE shared-dependencies factory every app's federation config uses (CONVENTIONS habit 7).
 * react, react-dom, react-router, @tanstack/react-query and @trap/ui are singletons, so the
 * router, the query client and the auth context are one instance across the shell and its remotes.
 * Build-time only (read by rsbuild configs); never imported by browser code.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

export type AppName = 'shell' | 'member' | 'admin' | 'moderator';
export type RemoteName = Exclude<AppName, 'shell'>;
export const REMOTE_NAMES: readonly RemoteName[] = ['member', 'admin', 'moderator'];

/** Packages shared as singletons. Subpath entries are listed because federation shares exact import keys. */
const SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react/jsx-dev-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  '@tanstack/react-query',
  '@trap/ui',
  // Contracts (and the part of zod they use, tree-shaken) load once for every app. zod itself is not
  // shared: a shared module is never tree-shaken, and all of zod with its locales is ~90 kB gzipped.
  '@trap/contracts',
  'sonner',
] as const;

interface SharedConfig {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
}

const require = createRequire(import.meta.url);

function installedVersion(pkg: string): string | undefined {
  const base = pkg.startsWith('@') ? pkg.split('/').slice(0, 2).join('/') : pkg.split('/')[0]!;
  try {
    const json = JSON.parse(readFileSync(require.resolve(`${base}/package.json`), 'utf8')) as { version?: string };
    return json.version;
  } catch {
    return undefined;
  }
}

/** The shared map for `pluginModuleFederation({ shared })`. Versions come from what is installed. */
export function sharedDependencies(): Record<string, SharedConfig> {
  const shared: Record<string, SharedConfig> = {};
  for (const name of SINGLETONS) {
    const version = installedVersion(name);
    const workspace = name.startsWith('@trap/');
    shared[name] = {
      singleton: true,
      // Workspace packages have no published ranges; everything else must match the major line.
      requiredVersion: workspace || !version ? false : `^${version.split('.')[0]}.0.0`,
      ...(version ? { version } : {}),
    };
  }
  return shared;
}

/** Dev-server ports (ARCHITECTURE: 5100 shell, 5101 member, 5102 admin, 5103 moderator). */
export const DEV_PORTS: Record<AppName, number> = { shell: 5100, member: 5101, admin: 5102, moderator: 5103 };

/** Where the bff serves each app's production build. */
export const productionAssetPrefix = (app: AppName): string => (app === 'shell' ? '/' : `/remotes/${app}/`);
