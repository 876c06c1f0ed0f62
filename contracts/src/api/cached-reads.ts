/**
 * The public reads a shared cache may answer, as plain data: the paths of the GET declarations
 * marked `cache: 'public'`, and the personal GETs those paths would otherwise match. The API client
 * (in the shell's start-up code) reads this instead of the declarations, which import zod.
 * contracts/test/cache-rules.test.ts fails when this list and the declarations disagree.
 */
import { publicReadMatcher } from './cache-rules.ts';

/** Path templates of the GET declarations with `cache: 'public'`. */
export const CACHED_READ_PATHS = [
  '/api/podcasts/featured',
  '/api/podcasts',
  '/api/podcasts/{id}',
  '/api/amas/live',
  '/api/amas/upcoming',
  '/api/amas/past',
  '/api/amas',
  '/api/amas/{id}',
  '/api/blog/featured',
  '/api/blog',
  '/api/blog/{id}',
  '/api/shooters/featured',
  '/api/shooters',
  '/api/shooters/{id}',
  '/api/shooting-ranges',
  '/api/shooting-ranges/{id}',
  '/api/shooting-tips',
  '/api/shooting-tips/{id}',
  '/api/content-tags',
  '/api/content-tags/{id}',
  '/api/content-tags/{id}/relations',
  '/api/search',
] as const;

/** Declared GETs that are not public although a cached template matches them (a literal segment beats `{id}`). */
export const PERSONAL_READS_UNDER_CACHED_PATHS = ['/api/amas/reminders', '/api/shooting-tips/saved'] as const;

/**
 * Whether a GET of `path` (no query) is a public read, decided as the bff decides it from the
 * whole route table (`publicReadMatcher`).
 */
export const isCachedReadPath: (path: string) => boolean = publicReadMatcher([
  ...CACHED_READ_PATHS.map((path) => ({ method: 'get' as const, path, cache: 'public' as const })),
  ...PERSONAL_READS_UNDER_CACHED_PATHS.map((path) => ({ method: 'get' as const, path })),
]);
