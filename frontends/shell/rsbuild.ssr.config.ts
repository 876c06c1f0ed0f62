/**
 * The server-rendering bundle: src/ssr/render-page.tsx for Node, an ES module in
 * dist-ssr/ that the bff imports. The same components as the browser's build, without module
 * federation (the server renders only the shell's own public pages) and without CSS (the page's
 * stylesheets come from the browser build's index.html).
 */
import { defineConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';

export default defineConfig({
  plugins: [pluginReact()],
  source: { entry: { 'render-page': './src/ssr/render-page.tsx' } },
  output: {
    target: 'node',
    distPath: { root: 'dist-ssr' },
    filenameHash: true,
    // One stylesheet of every rule the server-rendered pages may use, in import order: the bff links it
    // in the page's head, so the first paint is styled before any JavaScript has run.
    emitCss: true,
    // Images and fonts referenced by components get the same URLs as in the browser build.
    assetPrefix: '/',
    emitAssets: false,
    minify: { css: true, js: false },
    cleanDistPath: true,
  },
  performance: { chunkSplit: { strategy: 'all-in-one' } },
  // the routes' lazy pages in the one file too, so their styles land in the one stylesheet
  tools: { rspack: { output: { asyncChunks: false } } },
});
