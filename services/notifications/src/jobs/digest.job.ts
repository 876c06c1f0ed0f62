import type { Job } from 'bullmq';
import type { DigestRunResult, DigestService } from '../modules/digest/digest.service.ts';

export const DIGEST_QUEUE = 'notifications-digest';
export const DIGEST_JOB = 'digest';
export const DIGEST_SCHEDULER_ID = 'notifications-digest';

export interface DigestJobData {
  /** ISO time to run as; the schedule leaves it out (= now) */
  now?: string;
}

/** Daily run; the settings' digestFrequency decides the period (a weekly period is sent on its first run). */
export const digestProcessor =
  (digests: DigestService) =>
  (job: Job<DigestJobData>): Promise<DigestRunResult> =>
    digests.run(job.data.now ? new Date(job.data.now) : new Date());
