import { z } from 'zod';

/** A service's own dependency as the bff's /readyz reports it (the check's reason folded to down). */
export const dependencyStateSchema = z.enum(['ok', 'down']);

/**
 * The /readyz answer (200 when ready, 503 when not): each check's state, 'ok' or why it is not
 * (a service's own checks: database, NATS, Redis; the bff's: Redis and every service). The bff's
 * answer also lists each service's own checks as ok/down, for the super-admin dashboard.
 */
export const readinessSchema = z.object({
  status: z.enum(['ready', 'not ready']),
  checks: z.record(z.string(), z.string()),
  services: z.record(z.string(), z.record(z.string(), dependencyStateSchema)).optional(),
});
export type Readiness = z.infer<typeof readinessSchema>;
export type DependencyState = z.infer<typeof dependencyStateSchema>;
