import type { Job } from 'bullmq';
import type { AccountService, DeletionRunResult } from '../modules/account/account.service.ts';

export const ACCOUNT_QUEUE = 'auth-account-deletion';
export const DELETION_JOB = 'account-deletion';
export const DELETION_SCHEDULER_ID = 'account-deletion-daily';

export interface DeletionJobData {
  /** ISO time to evaluate at; the schedule leaves it out (= now). */
  now?: string;
  batchSize?: number;
}

/** Daily: accounts whose deletion grace period ended are removed, with auth.user.deleted for every service. */
export const accountDeletionProcessor =
  (account: AccountService) =>
  (job: Job<DeletionJobData>): Promise<DeletionRunResult> =>
    account.runDeletion(job.data.now ? new Date(job.data.now) : new Date(), job.data.batchSize ?? 200);
