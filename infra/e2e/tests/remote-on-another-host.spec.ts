import { readFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, normalize } from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD, loginViaApi } from '../support/fixtures.ts';

/**
 * A remote's build is a static bundle that works from any host, named at run time
 * by REMOTE_<APP>_URL. Here the moderator remote's dist/ is served by a plain static server on
 * another origin (another port, a path of its own, like a CDN) with the headers of
 * infra/deploy/static/nginx.conf, and the shell is told so through /app-config.json. The bff's CSP
 * for a configured remote origin is checked in bff/test/static.test.ts; this stack's bff names only
 * its own origin, so the page's CSP is bypassed here.
 */
const DIST = join(import.meta.dirname, '../../../frontends/moderator/dist');
const TYPES: Record<string, string> = { '.js': 'text/javascript', '.css': 'text/css', '.json': 'application/json', '.html': 'text/html' };

let server: Server;
let origin = '';
const served: string[] = [];

test.beforeAll(async () => {
  server = createServer((req, res) => {
    const path = new URL(req.url ?? '/', 'http://x').pathname;
    if (!path.startsWith('/cdn/moderator/')) return void res.writeHead(404).end();
    const file = normalize(join(DIST, path.slice('/cdn/moderator/'.length)));
    if (!file.startsWith(DIST)) return void res.writeHead(403).end();
    readFile(file).then(
      (body) => {
        served.push(path);
        res.writeHead(200, {
          'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
          'access-control-allow-origin': '*',
          'cross-origin-resource-policy': 'cross-origin',
        });
        res.end(body);
      },
      () => res.writeHead(404).end(),
    );
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

test.use({ bypassCSP: true, serviceWorkers: 'block' });

test('the moderator area loads from a static host on another origin when the runtime config names it, without a shell rebuild', async ({
  page,
}) => {
  await page.route('**/app-config.json', async (route) => {
    const res = await route.fetch();
    const config = (await res.json()) as { remotes: Record<string, string> };
    config.remotes.moderator = `${origin}/cdn/moderator/mf-manifest.json`;
    await route.fulfill({ response: res, json: config });
  });
  const fromBff: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/remotes/moderator/')) fromBff.push(r.url());
  });

  await loginViaApi(page, 'moderator', DEMO_PASSWORD);
  await page.goto('/moderator');
  await expect(page.getByText('Moderator Dashboard').first()).toBeVisible();

  // the manifest, the remote entry and the exposed module's chunks all came from the other host
  expect(served).toContain('/cdn/moderator/mf-manifest.json');
  const manifest = JSON.parse(await readFile(join(DIST, 'mf-manifest.json'), 'utf8')) as { metaData: { remoteEntry: { name: string } } };
  expect(served).toContain(`/cdn/moderator/${manifest.metaData.remoteEntry.name}`);
  expect(served.filter((p) => p.endsWith('.js')).length).toBeGreaterThan(1);
  expect(fromBff).toEqual([]);
});
