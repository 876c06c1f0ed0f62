import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { QueueEvents, type Queue } from 'bullmq';
import { eventually } from '@trap/kit/testing';
import { createRedis } from '@trap/kit';
import { loadAuthConfig } from '../../src/config.ts';
import { startAuthWorker, type AuthWorker } from '../../src/jobs/start-worker.ts';
import { ACCOUNT_QUEUE, DELETION_JOB, DELETION_SCHEDULER_ID, type DeletionJobData } from '../../src/jobs/account-deletion.job.ts';
import { eventsFor, publishedEvents, registerUser, startAuthService, type AuthTestService } from '../support/auth-service.ts';

let svc: AuthTestService;
let worker: AuthWorker;

beforeAll(async () => {
  svc = await startAuthService();
  worker = await startAuthWorker(loadAuthConfig({ ...svc.env, PORT: '0' }, { worker: true }));
});
afterAll(async () => {
  await worker?.stop();
  await svc?.stop();
});

describe('account deletion job', () => {
  it('the worker has the daily scheduler and a queued run removes an account past its grace period, with auth.user.deleted', async () => {
    const queue = worker.queues[ACCOUNT_QUEUE] as Queue<DeletionJobData>;
    expect(await queue.getJobScheduler(DELETION_SCHEDULER_ID)).toMatchObject({ pattern: '45 1 * * *', tz: 'Asia/Kolkata' });

    const { user, token } = await registerUser(svc);
    const marked = await svc.call('/api/user/deletion', { method: 'POST', token, json: { confirm: 'DELETE' } });
    expect(marked.status).toBe(202);
    const after = new Date(new Date(marked.body.deleteAfter).getTime() + 1000).toISOString();

    const connection = createRedis(svc.env.REDIS_URL!, { worker: true });
    const queueEvents = new QueueEvents(ACCOUNT_QUEUE, { connection, prefix: `${svc.env.REDIS_PREFIX}bull` });
    await queueEvents.waitUntilReady();
    try {
      const job = await queue.add(DELETION_JOB, { now: after });
      const result = await job.waitUntilFinished(queueEvents, 15_000);
      expect(result.deleted).toBeGreaterThanOrEqual(1);
    } finally {
      await queueEvents.close();
      connection.disconnect();
    }
    const event = await eventually(async () => eventsFor(await publishedEvents(svc.ctx.bus), 'auth.user.deleted', user.id)[0] ?? null);
    expect(event.data.userId).toBe(user.id);
  });
});
