import { z } from 'zod';

/** The one error format every service and the bff answer with (CONVENTIONS habit 6). */
export const errorBodySchema = z.object({
  error: z.object({
    code: z.string(),
    message: z.string(),
    fields: z.record(z.string(), z.string()).optional(),
    /** TIER_REQUIRED: the lowest tier that may make the call */
    requiredTier: z.string().optional(),
    requestId: z.string().optional(),
  }),
});
export type ErrorBody = z.infer<typeof errorBodySchema>;

export const ERROR_CODES = {
  validation: 'VALIDATION_FAILED',
  unauthenticated: 'UNAUTHENTICATED',
  forbidden: 'FORBIDDEN',
  tierRequired: 'TIER_REQUIRED',
  notFound: 'NOT_FOUND',
  conflict: 'CONFLICT',
  rateLimited: 'RATE_LIMITED',
  csrf: 'CSRF_FAILED',
  /** an unsafe request whose Origin, Referer or Sec-Fetch-Site names another site (refused beside the CSRF token) */
  crossSite: 'CROSS_SITE_REFUSED',
  unavailable: 'SERVICE_UNAVAILABLE',
  badGateway: 'BAD_GATEWAY',
  timeout: 'GATEWAY_TIMEOUT',
  payloadTooLarge: 'PAYLOAD_TOO_LARGE',
  internal: 'INTERNAL',
} as const;

/** Object ids travel as 24-hex strings. */
export const objectIdSchema = z.string().regex(/^[a-f0-9]{24}$/i, 'Invalid id');
export const idParamsSchema = z.object({ id: objectIdSchema });

/** A user id as the auth service issues it, where a path or body names a member. */
export const userIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid id');
