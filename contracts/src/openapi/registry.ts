// The declarations live in contracts/src/api (one per endpoint); these names stay for older imports.
export type { ApiRoute, ApiRoutes, HttpMethod, NamedSchema } from '../api/define.ts';
export { defineApi, defineRoute, operationIdOf, routesOf } from '../api/define.ts';
import type { ApiRoute } from '../api/define.ts';

/** A list of declarations (the older form; new code names each route with defineApi). */
export const defineRoutes = (routes: ApiRoute[]): ApiRoute[] => routes;
