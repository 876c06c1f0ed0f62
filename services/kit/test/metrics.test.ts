import { randomUUID } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { EventConsumers, eventFeedLagGauge, loadConfig, Metrics, on, onEveryInstance, recordEvent, startService, type RunningService } from '@trap/kit';
import { startWorker, type RunningWorker } from '@trap/kit/worker';
import { cleanupTestEnv, eventually, metricValue, publishTestEvent, scrape, testEnv } from '@trap/kit/testing';
import { roundLogged } from './support/events.ts';
import { openStores, roundModel } from './support/stores.ts';

describe('metrics of a service', () => {
  const env = testEnv('kitmetrics');
  const config = loadConfig({ SERVICE_NAME: 'kitmetrics', PORT: 0 }, {}, env);
  let svc: RunningService;

  beforeAll(async () => {
    svc = await startService(config, (ctx) => {
      ctx.outboxStore(roundModel(ctx.conn));
      return {
        subscriptions: [on(roundLogged, async () => undefined)],
        routes: (app) => {
          app.get('/rounds/:id', (req, res) => void res.json({ id: req.params.id }));
          app.get('/rounds/:id/fail', () => {
            throw new Error('boom');
          });
        },
      };
    });
  });
  afterAll(async () => {
    await svc?.stop();
    await cleanupTestEnv(env);
  });

  it('when requests are answered, then /metrics counts them by method, route template and status class, never by raw id', async () => {
    const id = randomUUID();
    await fetch(`${svc.url}/rounds/${id}`);
    await fetch(`${svc.url}/rounds/${id}`);
    await fetch(`${svc.url}/rounds/${id}/fail`);
    await fetch(`${svc.url}/nothing/${id}`);
    const { status, type, text } = await scrape(svc.url);
    expect(status).toBe(200);
    expect(type).toContain('text/plain');
    const labels = { service: 'kitmetrics', method: 'GET', route: '/rounds/{id}' };
    expect(metricValue(text, 'http_requests_total', { ...labels, status_class: '2xx' })).toBe(2);
    expect(metricValue(text, 'http_requests_total', { ...labels, route: '/rounds/{id}/fail', status_class: '5xx' })).toBe(1);
    expect(metricValue(text, 'http_requests_total', { ...labels, route: 'unmatched', status_class: '4xx' })).toBe(1);
    expect(metricValue(text, 'http_request_duration_seconds_count', { ...labels, status_class: '2xx' })).toBe(2);
    expect(metricValue(text, 'http_request_duration_seconds_bucket', { ...labels, status_class: '2xx', le: '+Inf' })).toBe(2);
    expect(text).not.toContain(id);
    // prom-client's default process metrics
    expect(metricValue(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
  });

  it('when events sit unsent in an outbox, then the backlog gauge counts them until the relay publishes them', async () => {
    const model = roundModel(svc.ctx.conn);
    // written around the store (no hint to the relay): the relay's interval leaves entries this young alone
    await model.collection.insertOne({
      _id: randomUUID(),
      score: 20,
      _outbox: [recordEvent(roundLogged, { roundId: 'a', score: 20 }), recordEvent(roundLogged, { roundId: 'b', score: 21 })],
    } as never);
    expect(metricValue((await scrape(svc.url)).text, 'outbox_backlog', { model: 'Round' })).toBe(2);
    await svc.relay.flush();
    expect(metricValue((await scrape(svc.url)).text, 'outbox_backlog', { model: 'Round' })).toBe(0);
  });

  it('reports each durable consumer’s pending messages from JetStream', async () => {
    const consumer = 'kitmetrics__practice_round_logged';
    await eventually(async () => metricValue((await scrape(svc.url)).text, 'event_consumer_pending', { consumer }) === 0);
    expect(metricValue((await scrape(svc.url)).text, 'event_consumer_ack_pending', { consumer })).toBe(0);
  });
});

describe('metrics of event consumers', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let consumers: EventConsumers | undefined;
  beforeAll(async () => {
    stores = await openStores('kitmetricsconsumers');
  });
  afterEach(async () => {
    await consumers?.stop();
  });
  afterAll(async () => {
    await stores?.close();
  });

  it('when a handler keeps failing, then redeliveries and the dead letter are counted for its consumer', async () => {
    const metrics = new Metrics('probe', { defaultMetrics: false });
    consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'probe',
      subscriptions: [
        on(roundLogged, async () => {
          throw new Error('always');
        }),
      ],
      maxDeliver: 3,
      backoffMs: [20],
      metrics,
    });
    await consumers.start();
    await publishTestEvent(stores.bus, roundLogged, { roundId: 'x', score: 1 });
    const consumer = 'probe__practice_round_logged';
    await eventually(async () => metricValue(await metrics.text(), 'event_dead_letters_total', { consumer }) === 1);
    expect(metricValue(await metrics.text(), 'event_redeliveries_total', { consumer })).toBe(2);
  });
});

describe('the lag of a replica’s own event feeds', () => {
  let stores: Awaited<ReturnType<typeof openStores>>;
  let consumers: EventConsumers | undefined;
  beforeAll(async () => {
    stores = await openStores('kitmetricsfeeds');
  });
  afterAll(async () => {
    await consumers?.stop();
    await stores?.close();
  });

  it('when a per-instance handler is held up, then event_feed_lag counts the events waiting on its stream, and 0 once they are handled', async () => {
    const metrics = new Metrics('probe', { defaultMetrics: false });
    let release!: () => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    consumers = new EventConsumers({
      bus: stores.bus,
      conn: stores.conn,
      logger: stores.logger,
      service: 'probe',
      subscriptions: [onEveryInstance(roundLogged, () => held)],
      backoffMs: [20],
    });
    eventFeedLagGauge(metrics, consumers);
    await consumers.start();
    for (const roundId of ['a', 'b', 'c']) await publishTestEvent(stores.bus, roundLogged, { roundId, score: 1 });
    // the first is in its handler, the other two wait behind it: none is handled yet
    await eventually(async () => metricValue(await metrics.text(), 'event_feed_lag', { service: 'probe', stream: 'practice' }) === 3);
    release();
    await eventually(async () => metricValue(await metrics.text(), 'event_feed_lag', { service: 'probe', stream: 'practice' }) === 0);
  });
});

describe('metrics of a worker', () => {
  const env = testEnv('kitmetricsworker');
  const config = loadConfig({ SERVICE_NAME: 'kitmetricsworker', PORT: 0 }, {}, env);
  let worker: RunningWorker;

  beforeAll(async () => {
    worker = await startWorker(config, () => ({
      queues: [{ name: 'tallies' }],
      workers: [
        {
          queue: 'jobs',
          process: async (job) => {
            if (job.name === 'fail') throw new Error('job failed on purpose');
          },
        },
      ],
    }));
  });
  afterAll(async () => {
    await worker?.stop();
    await cleanupTestEnv(env);
  });

  it('serves /metrics on its health port with the depth of every queue and the failed jobs', async () => {
    const { Queue } = await import('bullmq');
    const jobs = new Queue('jobs', { connection: worker.ctx.redis, prefix: worker.ctx.bullPrefix });
    try {
      await jobs.add('later', {}, { delay: 60_000 });
      await jobs.add('later', {}, { delay: 60_000 });
      await jobs.add('fail', {});
      await worker.queues.tallies!.add('later', {}, { delay: 60_000 });
      await eventually(async () => {
        const { status, text } = await scrape(worker.url);
        return status === 200 && metricValue(text, 'bullmq_job_failures_total', { service: 'kitmetricsworker-worker', queue: 'jobs' }) === 1;
      });
      const { text } = await scrape(worker.url);
      expect(metricValue(text, 'bullmq_queue_jobs', { queue: 'jobs', state: 'delayed' })).toBe(2);
      expect(metricValue(text, 'bullmq_queue_jobs', { queue: 'jobs', state: 'failed' })).toBe(1);
      expect(metricValue(text, 'bullmq_queue_jobs', { queue: 'jobs', state: 'waiting' })).toBe(0);
      expect(metricValue(text, 'bullmq_queue_jobs', { queue: 'tallies', state: 'delayed' })).toBe(1);
    } finally {
      await jobs.close();
    }
  });
});
