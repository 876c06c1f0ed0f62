/**
 * One Rsbuild config for every frontend app, so the shell and the remotes build the same way:
 * React, module federation with the shared singletons, dev ports, production asset prefixes.
 * Build-time only (imported by each app's rsbuild.config.ts).
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { defineConfig, type RsbuildConfig, type RsbuildPlugin } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, productionAssetPrefix, sharedDependencies, type AppName } from './federation.ts';

const BFF_URL = process.env.BFF_URL ?? 'http://localhost:3000';
const ROOT = join(import.meta.dirname, '../../../..');

/**
 * The build's version: APP_VERSION when set (the Docker build passes its VERSION), else what
 * infra/deploy/version.sh says (package.json version and the last commit of the app's inputs), else
 * the package.json version (no git, e.g. a tarball).
 */
export function buildVersion(app: AppName): string {
  if (process.env.APP_VERSION) return process.env.APP_VERSION;
  try {
    return execFileSync('bash', [join(ROOT, 'infra/deploy/version.sh'), app], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return (JSON.parse(readFileSync(join(ROOT, 'frontends', app, 'package.json'), 'utf8')) as { version: string }).version;
  }
}

/** `version.json` next to index.html / mf-manifest.json, served with no-cache: which build a host serves. */
function pluginVersionFile(app: AppName, version: string): RsbuildPlugin {
  return {
    name: 'trap:version-file',
    setup(api) {
      api.processAssets({ stage: 'additional' }, ({ compilation, sources }) => {
        const body = JSON.stringify({ app, version, builtAt: new Date().toISOString() });
        compilation.emitAsset('version.json', new sources.RawSource(`${body}\n`));
      });
    },
  };
}

/**
 * `startup-files.json` next to the shell's index.html: the JavaScript that must arrive before the
 * first render, for `make budgets` (the start-up JavaScript budget). That is the entry, the chunk group of the
 * bootstrap behind the federation's async boundary (index.ts names it), and the shared modules those
 * consume. Chunks loaded later (routes, menus on first use, the toaster) are not in it.
 */
function pluginStartupFiles(): RsbuildPlugin {
  return {
    name: 'trap:startup-files',
    setup(api) {
      api.onAfterBuild(({ stats }) => {
        if (!stats || !('compilation' in stats)) return;
        const json = stats.toJson({ all: false, chunkGroups: true, chunks: true, chunkModules: true, chunkModulesSpace: Infinity, dependentModules: true, ids: true });
        const groups = ['index', 'bootstrap'].map((name) => json.namedChunkGroups?.[name]);
        if (groups.some((g) => !g)) throw new Error('startup-files: the index or bootstrap chunk group is missing (see src/index.ts)');
        const chunkIds = new Set(groups.flatMap((g) => g!.chunks ?? []));
        const files = new Set<string>();
        const shared = new Set<string>();
        for (const chunk of json.chunks ?? []) {
          if (!chunkIds.has(chunk.id!)) continue;
          for (const f of chunk.files ?? []) if (f.endsWith('.js')) files.add(f);
          for (const m of chunk.modules ?? []) {
            const consumed = /^consume shared module \([^)]*\) (.+?)@/.exec(m.name ?? '');
            if (consumed) shared.add(consumed[1]!);
          }
        }
        const body = { files: [...files].sort(), shared: [...shared].sort() };
        writeFileSync(join(api.context.distPath, 'startup-files.json'), `${JSON.stringify(body, null, 2)}\n`);
        // what fills the start-up files, largest first (bytes before minifying): where to look when the budget is over
        const modules = (json.chunks ?? [])
          .filter((chunk) => chunkIds.has(chunk.id!))
          .flatMap((chunk) => (chunk.modules ?? []).map((m) => ({ name: m.name ?? '', size: m.size ?? 0 })))
          .sort((a, b) => b.size - a.size);
        writeFileSync(join(api.context.distPath, 'startup-modules.json'), `${JSON.stringify(modules, null, 1)}\n`);
      });
    },
  };
}

export interface FrontendConfigOptions {
  app: AppName;
  /** Remotes expose exactly one module, `./routes`. */
  exposes?: Record<string, string>;
  title?: string;
  /** Extra html and output options (the shell's template and favicon). */
  extra?: Pick<RsbuildConfig, 'html' | 'output'>;
}

export function defineFrontendConfig({ app, exposes, title, extra }: FrontendConfigOptions) {
  const port = DEV_PORTS[app];
  const isShell = app === 'shell';
  const version = buildVersion(app);
  // module federation writes it into mf-manifest.json (metaData.buildInfo.buildVersion)
  process.env.MF_BUILD_VERSION = version;
  return defineConfig({
    plugins: [
      pluginVersionFile(app, version),
      ...(isShell ? [pluginStartupFiles()] : []),
      pluginReact(),
      pluginModuleFederation({
        name: app,
        ...(exposes ? { exposes } : {}),
        // Remote manifest URLs are runtime configuration (/app-config.json), never build input.
        remotes: {},
        shared: sharedDependencies(),
        // Use what is already loaded (the shell's copy) before negotiating versions across remotes.
        shareStrategy: 'loaded-first',
        manifest: { fileName: 'mf-manifest.json' },
        dts: false,
        experiments: { optimization: { target: 'web' } },
      }),
    ],
    source: { entry: { index: './src/index.ts' } },
    html: {
      title: title ?? app,
      mountId: 'root',
      ...(extra?.html ?? {}),
    },
    output: {
      distPath: { root: 'dist' },
      // Remotes: 'auto', their files are found next to their manifest wherever it is hosted (the bff's
      // /remotes/<app>/, a static host, a CDN; REMOTE_*_URL), so one build serves any host.
      assetPrefix: productionAssetPrefix(app),
      // Hashed assets are served with long-lived caching (the bff, infra/deploy/static/nginx.conf).
      // 8 hex digits (rsbuild's default is 10): the start-up runtime lists every async chunk's hash
      // (≈160 in the shell, one per page, screen and language file); names stay (tests route by them).
      filenameHash: 'contenthash:8',
      ...(extra?.output ?? {}),
    },
    dev: {
      // Remotes are loaded from another origin (the shell's dev server) in development.
      assetPrefix: isShell ? '/' : `http://localhost:${port}/`,
    },
    server: {
      port,
      strictPort: true,
      host: 'localhost',
      historyApiFallback: true,
      // Remotes are fetched by the shell's dev server origin.
      cors: { origin: [/^https?:\/\/(localhost|127\.0\.0\.1)(:\d+)?$/] },
      // The shell talks to the bff for the API and the runtime config, in dev as in production.
      proxy: isShell
        ? {
            '/api': { target: BFF_URL, changeOrigin: false },
            '/app-config.json': { target: BFF_URL, changeOrigin: false },
            '/remotes': { target: BFF_URL, changeOrigin: false },
            '/robots.txt': { target: BFF_URL, changeOrigin: false },
            '/sitemap.xml': { target: BFF_URL, changeOrigin: false },
          }
        : {
            '/api': { target: BFF_URL, changeOrigin: false },
            '/app-config.json': { target: BFF_URL, changeOrigin: false },
          },
    },
    performance: {
      chunkSplit: { strategy: 'split-by-experience' },
    },
  });
}
