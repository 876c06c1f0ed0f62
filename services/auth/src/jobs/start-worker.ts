import type { Queue, Worker } from 'bullmq';
import type { Logger } from '@trap/kit';
import { startWorker } from '@trap/kit/worker';
import type { AuthConfig } from '../config.ts';
import type { UserModel } from '../modules/users/users.model.ts';
import { usersDirectory } from '../modules/users-admin/users-directory.ts';
import { UsersRepository } from '../modules/users/users.repository.ts';
import { MembershipService } from '../modules/membership/membership.service.ts';
import {
  EXPIRY_JOB,
  EXPIRY_SCHEDULER_ID,
  MEMBERSHIP_QUEUE,
  membershipExpiryProcessor,
  type ExpiryJobData,
} from './membership-expiry.job.ts';
import { AccountService } from '../modules/account/account.service.ts';
import { ACCOUNT_QUEUE, DELETION_JOB, DELETION_SCHEDULER_ID, accountDeletionProcessor } from './account-deletion.job.ts';

/**
 * The auth worker (kit startWorker): membership expiry on BullMQ (queue keys under REDIS_PREFIX), its
 * own outbox relay so the events it records go out even while the API is down, and a clean stop.
 */
export async function startAuthWorker(config: AuthConfig, opts: { logger?: Logger } = {}) {
  let membership!: MembershipService;
  let User!: UserModel;
  let account!: AccountService;
  const running = await startWorker(
    config,
    (ctx) => {
      // written through ctx.outboxStore: the worker relays the events its jobs record
      const repo = new UsersRepository(ctx);
      // the jobs' writes (expiries, removed accounts) refresh the staff pages' read model too
      usersDirectory(ctx, repo);
      User = repo.model;
      membership = new MembershipService(repo, ctx.logger);
      // sessions end when the API marks the account; the worker only removes accounts
      account = new AccountService(repo, { graceDays: config.ACCOUNT_DELETION_GRACE_DAYS, logger: ctx.logger });
      return {
        queues: [
          {
            name: MEMBERSHIP_QUEUE,
            schedulers: [
              {
                id: EXPIRY_SCHEDULER_ID,
                repeat: { pattern: config.MEMBERSHIP_EXPIRY_CRON, tz: config.EXPIRY_TZ },
                job: {
                  name: EXPIRY_JOB,
                  opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
                },
              },
            ],
          },
          {
            name: ACCOUNT_QUEUE,
            schedulers: [
              {
                id: DELETION_SCHEDULER_ID,
                repeat: { pattern: config.ACCOUNT_DELETION_CRON, tz: config.EXPIRY_TZ },
                job: {
                  name: DELETION_JOB,
                  opts: { attempts: 3, backoff: { type: 'exponential', delay: 30_000 }, removeOnComplete: 50, removeOnFail: 200 },
                },
              },
            ],
          },
        ],
        workers: [
          { queue: MEMBERSHIP_QUEUE, process: membershipExpiryProcessor(membership), concurrency: 1 },
          { queue: ACCOUNT_QUEUE, process: accountDeletionProcessor(account), concurrency: 1 },
        ],
      };
    },
    opts,
  );
  return {
    ...running,
    queue: running.queues[MEMBERSHIP_QUEUE] as Queue<ExpiryJobData>,
    worker: running.workers[MEMBERSHIP_QUEUE] as Worker<ExpiryJobData>,
    relay: running.relay!,
    membership,
    account,
    User,
  };
}
export type AuthWorker = Awaited<ReturnType<typeof startAuthWorker>>;
