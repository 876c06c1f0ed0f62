import { describe, expect, it } from 'vitest';
import { API_ROUTES } from '../src/api/index.ts';
import { publicReadMatcher, routeResolver } from '../src/api/cache-rules.ts';

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
