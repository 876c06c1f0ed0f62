import { createRequire } from 'node:module';
import path from 'node:path';
import express, { Router } from 'express';
import { buildOpenApiDocument } from '@trap/contracts/openapi/index';

/** swagger-ui-dist's own folder; its index.js would load the whole bundle into node, so resolve a small file. */
const SWAGGER_DIR = path.dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/absolute-path.js'));

// No inline script, so the page works under the site's CSP (script-src 'self').
const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>API documentation</title>
<link rel="icon" type="image/png" href="/api/docs/assets/favicon-32x32.png">
<link rel="stylesheet" href="/api/docs/assets/swagger-ui.css">
</head>
<body>
<div id="swagger-ui"></div>
<script src="/api/docs/assets/swagger-ui-bundle.js"></script>
<script src="/api/docs/assets/swagger-ui-standalone-preset.js"></script>
<script src="/api/docs/init.js"></script>
</body>
</html>
`;

// "Try it out" goes through the same CSRF check as the app: echo the readable cookie.
const INIT = `window.ui = SwaggerUIBundle({
  url: '/api/openapi.json',
  dom_id: '#swagger-ui',
  deepLinking: true,
  presets: [SwaggerUIBundle.presets.apis, SwaggerUIStandalonePreset],
  layout: 'StandaloneLayout',
  withCredentials: true,
  requestInterceptor: function (req) {
    var m = document.cookie.match(/(?:^|; )trap_csrf=([^;]+)/);
    if (m) req.headers['x-csrf-token'] = decodeURIComponent(m[1]);
    return req;
  }
});
`;

/** `/api/openapi.json` (generated once from the contracts) and a browsable UI at `/api/docs`. */
export function openApiRoutes(opts: { version?: string } = {}): Router {
  const document = JSON.stringify(buildOpenApiDocument({ version: opts.version }));
  const router = Router();
  router.get('/api/openapi.json', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/json').send(document);
  });
  router.get(['/api/docs', '/api/docs/'], (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('html').send(PAGE);
  });
  router.get('/api/docs/init.js', (_req, res) => {
    res.set('Cache-Control', 'no-cache').type('application/javascript').send(INIT);
  });
  router.use('/api/docs/assets', express.static(SWAGGER_DIR, { index: false, redirect: false, maxAge: '1d' }));
  return router;
}
