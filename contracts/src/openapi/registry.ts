// The declarations live in contracts/src/api (one per endpoint); these names stay for older imports.
export type { ApiRoute, ApiRoutes, HttpMethod, NamedSchema } from '../api/define.ts';
export { defineApi, defineRoute, operationIdOf, routesOf } from '../api/define.ts';
