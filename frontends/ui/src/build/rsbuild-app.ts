/**
 * One Rsbuild config for every frontend app, so the shell and the remotes build the same way:
 * React, module federation with the shared singletons, dev ports, production asset prefixes.
 * Build-time only (imported by each app's rsbuild.config.ts).
 */
import { defineConfig, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation } from '@module-federation/rsbuild-plugin';
import { DEV_PORTS, productionAssetPrefix, sharedDependencies, type AppName } from './federation.ts';

const BFF_URL = process.env.BFF_URL ?? 'http://localhost:3000';

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
  return defineConfig({
    plugins: [
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
      assetPrefix: productionAssetPrefix(app),
      // The bff serves hashed assets with long-lived caching.
      filenameHash: true,
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
