import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, recordEvent } from '@trap/kit';
import { startWorker, type RunningWorker } from '@trap/kit/worker';
import { cleanupTestEnv, eventually, fetchJson, testEnv } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { roundModel, sleep, streamMessages } from './support/stores.ts';

/** A worker process as the services build one: a queue with a daily scheduler, a slow job, an outbox. */
describe('startWorker', () => {
  const env = testEnv('kitworker');
  const config = loadConfig({ SERVICE_NAME: 'kitworker', PORT: 0 }, {}, env);
  let worker: RunningWorker;
  const finished: string[] = [];

  beforeAll(async () => {
    worker = await startWorker(config, (ctx) => {
      // written through the store: that alone gives the worker its own outbox relay for the model
      const rounds = ctx.outboxStore(roundModel(ctx.conn));
      return {
        queues: [
          {
            name: 'rounds',
            schedulers: [
              { id: 'rounds-daily', repeat: { pattern: '30 1 * * *', tz: 'Asia/Kolkata' }, job: { name: 'tally', opts: { attempts: 2 } } },
            ],
          },
        ],
        workers: [
          {
            queue: 'rounds',
            concurrency: 2,
            process: async (job) => {
              if (job.name === 'slow') await sleep(800);
              if (job.name === 'score') {
                const id = String(job.data.id);
                await rounds.insert({ _id: id, score: 20 }, [recordEvent(roundLogged, { roundId: id, score: 20 })]);
              }
              finished.push(`${job.name}:${job.data.id ?? ''}`);
              return { ok: true };
            },
          },
        ],
      };
    });
  });
  afterAll(async () => {
    await worker?.stop();
    await cleanupTestEnv(env);
  });

  it('answers /healthz and /readyz on its own port with mongo, nats, redis and workers', async () => {
    expect((await fetchJson(`${worker.url}/healthz`)).status).toBe(200);
    const ready = await fetchJson(`${worker.url}/readyz`);
    expect(ready.status).toBe(200);
    expect(ready.body.checks).toEqual({ mongo: 'ok', nats: 'ok', redis: 'ok', workers: 'ok' });
  });

  it('keeps its job scheduler under one id, in BullMQ keys under the Redis prefix', async () => {
    const queue = worker.queues.rounds!;
    expect(await queue.getJobScheduler('rounds-daily')).toMatchObject({ pattern: '30 1 * * *', tz: 'Asia/Kolkata' });
    expect(queue.opts.prefix).toBe(`${env.REDIS_PREFIX}bull`);
    expect(worker.ctx.bullPrefix).toBe(`${env.REDIS_PREFIX}bull`);
  });

  it('runs queued jobs, and the events a job writes through ctx.outboxStore go out through its own outbox relay', async () => {
    await worker.queues.rounds!.add('score', { id: 'w-1' });
    await eventually(() => finished.includes('score:w-1'));
    await eventually(async () =>
      (await streamMessages(worker.ctx.bus)).some((m) => (m.envelope.data as { roundId: string }).roundId === 'w-1'),
    );
  });

  it('when stopped while a job runs, then the job finishes before the worker is gone', async () => {
    const job = await worker.queues.rounds!.add('slow', { id: 'drain' });
    await eventually(async () => (await job.getState()) === 'active', { intervalMs: 20 });
    expect(finished).not.toContain('slow:drain');
    await worker.stop();
    expect(finished).toContain('slow:drain');
    await expect(fetch(`${worker.url}/healthz`)).rejects.toThrow();
  });
});
