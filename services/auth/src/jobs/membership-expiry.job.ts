import type { Job } from 'bullmq';
import { EXPIRY_BATCH, type ExpiryRunResult, type MembershipService } from '../modules/membership/membership.service.ts';

export const MEMBERSHIP_QUEUE = 'auth-membership';
export const EXPIRY_JOB = 'membership-expiry';
export const EXPIRY_SCHEDULER_ID = 'membership-expiry-daily';

export interface ExpiryJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
  batchSize?: number;
}

/** Daily: memberships and trials whose end passed become 'expired'; ending ones are announced. */
export const membershipExpiryProcessor =
  (membership: MembershipService) =>
  (job: Job<ExpiryJobData>): Promise<ExpiryRunResult> =>
    membership.runExpiry(job.data.now ? new Date(job.data.now) : new Date(), job.data.batchSize ?? EXPIRY_BATCH);
