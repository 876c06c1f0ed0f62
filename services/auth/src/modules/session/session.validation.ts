import { badRequest, fieldErrors } from '@trap/kit';
import { passwordPolicyError, registerRequestSchema, type SecuritySettings } from '@trap/contracts';
import type { z } from 'zod';

/**
 * The registration contract (SPEC 5 messages) plus the password policy of the security settings,
 * reported together so the form can show every field's message at once.
 */
export function parseRegistration(body: unknown, security: SecuritySettings): z.output<typeof registerRequestSchema> {
  const parsed = registerRequestSchema.safeParse(body ?? {});
  const fields = parsed.success ? {} : fieldErrors(parsed.error);
  const password = (body as { password?: unknown } | null)?.password;
  if (!fields.password && typeof password === 'string') {
    const problem = passwordPolicyError(password, security);
    if (problem) fields.password = problem;
  }
  const first = Object.values(fields)[0];
  if (first || !parsed.success) throw badRequest(first ?? 'Invalid request', fields);
  return parsed.data;
}
