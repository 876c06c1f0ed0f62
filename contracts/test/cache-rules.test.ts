import { readFileSync } from 'node:fs';
import { dirname, resolve as resolvePath } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/api/index.ts';
import { publicReadMatcher, routeResolver } from '../src/api/cache-rules.ts';
import { CACHED_READ_PATHS, isCachedReadPath, PERSONAL_READS_UNDER_CACHED_PATHS } from '../src/api/cached-reads.ts';

const isPublicRead = publicReadMatcher(API_ROUTES);
const resolve = routeResolver(API_ROUTES);
/** A concrete path a template answers: `/api/podcasts/{id}` -> `/api/podcasts/0123456789abcdef01234567`. */
const concrete = (template: string) => template.replace(/\{[^}]+\}/g, '0123456789abcdef01234567');

describe('which reads the bff may answer from its shared cache', () => {
  it('when a read is declared public, then its concrete paths are public reads', () => {
    const publicRoutes = API_ROUTES.filter((r) => r.cache === 'public');
    expect(publicRoutes.length).toBeGreaterThan(10);
    for (const r of publicRoutes) expect(isPublicRead(concrete(r.path)), r.path).toBe(true);
  });

  it('when a declared route is public, then it is a GET that needs no session', () => {
    for (const r of API_ROUTES.filter((x) => x.cache === 'public')) {
      expect(r.method, r.path).toBe('get');
      expect(r.auth, r.path).toBe('public');
    }
  });

  it('when a personal read sits under a cached prefix, then it is never a public read (a literal segment beats {id})', () => {
    expect(resolve('get', '/api/shooting-tips/saved')?.path).toBe('/api/shooting-tips/saved');
    expect(isPublicRead('/api/shooting-tips/saved')).toBe(false);
    expect(isPublicRead('/api/shooting-tips/0123456789abcdef01234567')).toBe(true);
    for (const r of API_ROUTES.filter((x) => x.method === 'get' && x.auth !== 'public'))
      expect(isPublicRead(concrete(r.path)), r.path).toBe(false);
  });

  it('when a path is undeclared, has extra segments or comes with its query, then it is not a public read', () => {
    for (const path of ['/api/podcasts/x/y', '/api/podcastsx', '/api/unknown', '/api/podcasts/', '/api/podcasts?limit=3'])
      expect(isPublicRead(path), path).toBe(false);
  });
});

/** The packages a module loads at run time, following its relative value imports (type imports are erased). */
function runtimePackages(file: string, seen = new Set<string>()): Set<string> {
  const packages = new Set<string>();
  if (seen.has(file)) return packages;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^(?:import|export)\s+(?!type\b)[^;]*?\bfrom\s+'([^']+)'/gms)) {
    if (!specifier!.startsWith('.')) packages.add(specifier!);
    else for (const p of runtimePackages(resolvePath(dirname(file), specifier!), seen)) packages.add(p);
  }
  return packages;
}

describe('the plain list of cached reads the API client uses', () => {
  const declared = API_ROUTES.filter((r) => r.cache === 'public');

  it('when a read is declared public, then the plain list has its path, and it has no other', () => {
    expect([...CACHED_READ_PATHS].sort()).toEqual(declared.map((r) => r.path).sort());
  });

  it('when a personal read sits under a public template, then the plain list names it as personal', () => {
    const shadowed = API_ROUTES.filter(
      (r) => r.method === 'get' && r.cache !== 'public' && declared.some((p) => publicReadMatcher([p])(r.path)),
    ).map((r) => r.path);
    expect([...PERSONAL_READS_UNDER_CACHED_PATHS].sort()).toEqual(shadowed.sort());
  });

  it('when any declared read is asked for, then the plain list and the declarations give the same answer', () => {
    for (const r of API_ROUTES.filter((x) => x.method === 'get'))
      expect(isCachedReadPath(concrete(r.path)), r.path).toBe(isPublicRead(concrete(r.path)));
  });

  it('when the shell starts and loads the plain list, then it loads no package (no zod)', () => {
    const file = fileURLToPath(new URL('../src/api/cached-reads.ts', import.meta.url));
    expect([...runtimePackages(file)]).toEqual([]);
  });
});
