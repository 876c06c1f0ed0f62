/**
 * What the generated route tables (route-paths/) are made of: a declared route at run time, its
 * method and path, with its declaration as a type only, so no zod reaches the browser.
 */
import type { ApiRoute } from './define.ts';

/** A declared route at run time: its method and path; its declaration (`D`) is a type only. */
export interface RouteRef<D extends ApiRoute = ApiRoute> {
  readonly method: D['method'];
  readonly path: D['path'];
  /** never set: carries the declaration's type */
  readonly declaration?: D;
}

/** A group of declarations (`typeof forumApi`) as route refs, nested groups kept. */
export type RouteRefs<T> = { readonly [K in keyof T]: T[K] extends ApiRoute ? RouteRef<T[K]> : RouteRefs<T[K]> };
