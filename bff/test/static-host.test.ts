import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Response } from 'express';
import { describe, expect, it } from 'vitest';
import { cacheControlFor, setRemoteHeaders } from '../src/static/cache-policy.ts';

/**
 * The static images of the remotes (infra/deploy/Dockerfile) serve them with nginx; the bff serves
 * the same files at /remotes/<app>/ for `make start`. A remote must behave the same on either host,
 * so nginx's rules are read from its config and compared with the bff's for real build file names.
 */
const NGINX_CONF = readFileSync(path.join(import.meta.dirname, '../../infra/deploy/static/nginx.conf'), 'utf8');

function nginxCacheControl(uri: string): string {
  const map = /map \$uri \$trap_cache_control \{([\s\S]*?)\n\}/.exec(NGINX_CONF)?.[1];
  if (!map) throw new Error('nginx.conf has no `map $uri $trap_cache_control`');
  for (const line of map.split('\n')) {
    const regex = /^\s*"~\*(.+)"\s+"([^"]+)";/.exec(line);
    if (regex && new RegExp(regex[1]!, 'i').test(uri)) return regex[2]!;
  }
  const fallback = /^\s*default\s+"([^"]+)";/m.exec(map);
  if (!fallback) throw new Error('the map has no default');
  return fallback[1]!;
}

/** `add_header Name "value" always;` lines of the `location /` block. */
function nginxHeaders(): Record<string, string> {
  const block = /location \/ \{([\s\S]*?)\n {4}\}/.exec(NGINX_CONF)?.[1] ?? '';
  return Object.fromEntries(
    [...block.matchAll(/add_header\s+([\w-]+)\s+(?:"([^"]*)"|([^\s;]+))/g)].map((m) => [m[1]!.toLowerCase(), m[2] ?? m[3]!]),
  );
}

// file names as the Rsbuild builds of the remotes write them (dist/ of member, admin, moderator)
const FILES = [
  'mf-manifest.json',
  'mf-manifest-stats.json',
  'version.json',
  'index.html',
  'static/js/member.f62cd294c1.js',
  'static/js/async/58.fd1894df20.js',
  'static/js/async/9.17f9385038.js.LICENSE.txt',
  'static/css/async/12.a1b2c3d4.css',
  'static/font/inter.0f1e2d3c.woff2',
  'independent-packages/react_router/react-router.7ab3c9d1e2.js',
  'favicon.png',
  'static/js/lib-react.js',
];

describe('a remote on a static host (infra/deploy/static/nginx.conf) and on the bff', () => {
  it('when a file is asked for, then both give it the same caching: immutable when hashed, revalidated otherwise', () => {
    for (const file of FILES) expect(nginxCacheControl(`/${file}`), file).toBe(cacheControlFor(file));
    // the cases that matter, spelled out
    expect(nginxCacheControl('/mf-manifest.json')).toBe('no-cache');
    expect(nginxCacheControl('/version.json')).toBe('no-cache');
    expect(nginxCacheControl('/static/js/member.f62cd294c1.js')).toBe('public, max-age=31536000, immutable');
  });

  it('when a shell on another origin loads it, then both allow it with the same CORS and resource policy', () => {
    const set: Record<string, string> = {};
    setRemoteHeaders({ setHeader: (name: string, value: string) => (set[name.toLowerCase()] = value) } as unknown as Response, 'x.js');
    const nginx = nginxHeaders();
    for (const header of ['access-control-allow-origin', 'cross-origin-resource-policy']) {
      expect(nginx[header], header).toBeDefined();
      expect(nginx[header], header).toBe(set[header]);
    }
    expect(nginx['cache-control']).toBe('$trap_cache_control');
  });
});
