import type { Redis } from 'ioredis';
import { RateLimit } from '@trap/kit';

/** Per recipient address: forgot-password mails in an hour, whoever asks (the same for unknown addresses). */
const FORGOT_PER_ADDRESS = 3;
/** Per member: verification mails asked again in an hour. */
const RESEND_PER_MEMBER = 3;
/** Per member: change-password attempts in 15 minutes (a stolen session cannot guess the password). */
const CHANGE_PER_MEMBER = 5;
/** Per member: session list and sign-out requests in 10 minutes. */
const SESSIONS_PER_MEMBER = 60;

/** The budgets of the account basics, on the kit's RateLimit (429 with Retry-After). */
export function accountLimits(redis: Redis, prefix: string, perIp: number) {
  const hour = 60 * 60;
  return {
    /** forgot, reset and verify requests per client address */
    perClient: new RateLimit(
      redis,
      prefix,
      { name: 'account:ip', points: perIp, durationSeconds: hour },
      'Too many requests from your network.',
    ),
    forgotPerAddress: new RateLimit(
      redis,
      prefix,
      { name: 'account:forgot-address', points: FORGOT_PER_ADDRESS, durationSeconds: hour },
      'Too many password reset requests for this address.',
    ),
    resendPerMember: new RateLimit(
      redis,
      prefix,
      { name: 'account:verify-resend', points: RESEND_PER_MEMBER, durationSeconds: hour },
      'Too many verification e-mails.',
    ),
    changePerMember: new RateLimit(
      redis,
      prefix,
      { name: 'account:password-change', points: CHANGE_PER_MEMBER, durationSeconds: 15 * 60 },
      'Too many password changes.',
    ),
    sessionsPerMember: new RateLimit(
      redis,
      prefix,
      { name: 'account:sessions', points: SESSIONS_PER_MEMBER, durationSeconds: 10 * 60 },
      'Too many session requests.',
    ),
  };
}
export type AccountLimits = ReturnType<typeof accountLimits>;
