/**
 * The ONE shared-dependencies factory every app's federation config uses (CONVENTIONS habit 7).
 * react, react-dom, react-router, @tanstack/react-query and @trap/ui/core are singletons, so the
 * router, the query client and the auth context are one instance across the shell and its remotes.
 * Build-time only (read by rsbuild configs); never imported by browser code.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, resolve } from 'node:path';

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
  // Only the stateful, start-up part of @trap/ui (session, runtime config, query client, stores,
  // toaster, light components) is shared. `@trap/ui` itself re-exports it by this name and is not
  // shared, so each app bundles only the radix-based components it uses, in the chunks that use them
  // (a shared module is never tree-shaken: the whole entry was ~48 kB gzipped of the shell's start-up).
  '@trap/ui/core',
  // @trap/contracts is not shared (it was, whole: ~69 kB gzipped with zod at start-up). Each app
  // bundles what it imports, tree-shaken (`sideEffects: false`); the constants the start-up path
  // needs live in modules without zod, so zod loads only with the screens and forms that parse.
  'sonner',
] as const;

/**
 * Shared modules are not tree-shaken, and all of react-router 7 (server rendering, RSC, cookie and
 * session helpers included) is ~57 kB gzipped of the shell's start-up JavaScript. These are built
 * with only the exports listed here: react-router drops to ~30 kB. The list is fixed (not read
 * from each build's sources) so that an app rebuilt alone still matches the shell's copy; a test
 * (federation.test.ts) fails when an app imports a name missing from it: add the name here.
 */
export const SHAKEN_EXPORTS: Record<string, readonly string[]> = {
  'react-router': [
    'Link',
    'NavLink',
    'Navigate',
    'Outlet',
    'RouteObject',
    'RouterProvider',
    'createBrowserRouter',
    'matchPath',
    'matchRoutes',
    'useLocation',
    'useNavigate',
    'useParams',
    'useRevalidator',
    'useRouteError',
    'useRoutes',
    'useSearchParams',
  ],
  '@tanstack/react-query': [
    'Query',
    'QueryClient',
    'QueryClientConfig',
    'QueryClientContext',
    'QueryClientProvider',
    'QueryKey',
    'UseMutationResult',
    // a page the server rendered hydrates the query cache from the page (shell bootstrap)
    'hydrate',
    'keepPreviousData',
    'queryOptions',
    'useInfiniteQuery',
    'useMutation',
    'useQueries',
    'useQuery',
    'useQueryClient',
  ],
};

interface SharedConfig {
  singleton: boolean;
  requiredVersion: string | false;
  version?: string;
  strictVersion?: boolean;
  treeShaking?: { mode: 'runtime-infer'; usedExports: string[] };
}

const FRONTENDS = resolve(import.meta.dirname, '../../..');

function sourceFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    // src/ssr holds the server's renderer, bundled for Node without federation; src/testing is the
    // component tests' support, which no bundle may import (eslint)
    if (entry.isDirectory()) {
      if (entry.name !== 'ssr' && entry.name !== 'testing') sourceFiles(path, out);
    }
    else if (/\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name)) out.push(path);
  }
  return out;
}

/**
 * Every name any app (and ui) imports from `pkg`, read from the sources; undefined when some file
 * takes the whole namespace (`import * as`, `export *`), which no shaken copy could serve.
 */
export function usedExportsOf(pkg: string): string[] | undefined {
  const quoted = `'${pkg.replace(/[/.]/g, (c) => `\\${c}`)}'`;
  const named = new RegExp(`(?:import|export)\\s+(?:type\\s+)?\\{([^}]*)\\}\\s+from\\s+${quoted}`, 'g');
  const whole = new RegExp(`(?:import\\s+\\*\\s+as\\s+\\w+|export\\s+\\*)\\s+from\\s+${quoted}|import\\(${quoted}\\)`);
  const names = new Set<string>();
  for (const app of ['shell', 'member', 'admin', 'moderator', 'ui']) {
    let files: string[] = [];
    try {
      files = sourceFiles(join(FRONTENDS, app, 'src'));
    } catch {
      continue;
    }
    for (const file of files) {
      const text = readFileSync(file, 'utf8');
      if (whole.test(text)) return undefined;
      for (const m of text.matchAll(named))
        for (const part of m[1]!.split(',')) {
          const name = part
            .trim()
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (name) names.add(name);
        }
    }
  }
  return [...names].sort();
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
  for (const [name, usedExports] of Object.entries(SHAKEN_EXPORTS)) {
    if (shared[name]) shared[name].treeShaking = { mode: 'runtime-infer', usedExports: [...usedExports] };
  }
  return shared;
}

/** Dev-server ports (ARCHITECTURE: 5100 shell, 5101 member, 5102 admin, 5103 moderator). */
export const DEV_PORTS: Record<AppName, number> = { shell: 5100, member: 5101, admin: 5102, moderator: 5103 };

/**
 * Where each app's production build finds its own files: the shell at the site's root; a remote
 * next to its manifest ('auto': from the URL its remoteEntry.js was loaded from), so the same build
 * works at the bff's /remotes/<app>/ and on any static host or CDN named by REMOTE_<APP>_URL.
 */
export const productionAssetPrefix = (app: AppName): string => (app === 'shell' ? '/' : 'auto');
