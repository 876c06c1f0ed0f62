import type { z } from 'zod';
import type { Capability } from '../access/permissions.ts';

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';

/**
 * One documented endpoint of the public `/api`. The OpenAPI document is generated from these
 * entries and the zod contracts they point at, so the document cannot drift from the validation.
 */
export interface ApiRoute {
  method: HttpMethod;
  /** OpenAPI path template: `/api/users/{id}/check-membership` */
  path: string;
  summary: string;
  description?: string;
  tags: string[];
  /** public: no session needed; optional: answers differently with one; required: 401 without */
  auth: 'public' | 'optional' | 'required';
  /** capability from the permission table the caller needs (403 otherwise) */
  capability?: Capability;
  request?: {
    body?: z.ZodType;
    query?: z.ZodType;
    params?: z.ZodType;
  };
  response: {
    /** default 200 */
    status?: number;
    description: string;
    /** omitted: no body */
    schema?: z.ZodType;
    /** the response sets or clears the session cookie */
    setsSession?: boolean;
  };
  /** error statuses beyond the ones derived from auth, capability and input (400/401/403) */
  errors?: number[];
}

/** Schemas that get a readable name in components.schemas (anything else is named after its operation). */
export interface NamedSchema {
  name: string;
  schema: z.ZodType;
}

export const defineRoutes = (routes: ApiRoute[]): ApiRoute[] => routes;
