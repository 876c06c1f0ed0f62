import type { Server } from 'node:http';
import { createServer } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { Model } from 'mongoose';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import { API_ROUTES } from '@trap/contracts/api/index';
import type { Logger } from './logger.ts';
import { HAS_OUTBOX_ENTRIES, OUTBOX_FIELD } from './events/outbox.ts';

/*
 * Prometheus metrics: one registry per process, the metrics every process shares,
 * and the gauges that read a store only when Prometheus scrapes, so nothing polls when nobody looks.
 * Services and workers serve them on their own port (GET /metrics); the bff on METRICS_PORT only.
 */

export type StatusClass = '1xx' | '2xx' | '3xx' | '4xx' | '5xx';
const statusClassOf = (code: number): StatusClass =>
  code >= 500 ? '5xx' : code >= 400 ? '4xx' : code >= 300 ? '3xx' : code >= 200 ? '2xx' : '1xx';

/** The route label of a request no route matched: one value, whatever the URL. */
const UNMATCHED_ROUTE = 'unmatched';

/** What the event consumers report: redeliveries and dead letters, by consumer. */
export interface ConsumerMetrics {
  redelivered(consumer: string): void;
  deadLettered(consumer: string): void;
}

type Labels<L extends string> = Partial<Record<L, string>>;

export class Metrics implements ConsumerMetrics {
  readonly registry = new Registry();
  readonly httpRequests: Counter<'method' | 'route' | 'status_class'>;
  readonly httpDuration: Histogram<'method' | 'route' | 'status_class'>;
  private readonly redeliveries: Counter<'consumer'>;
  private readonly deadLetters: Counter<'consumer'>;

  /** `service` labels every series (e.g. `practice`, `practice-worker`, `bff`). */
  readonly service: string;
  private readonly opts: { logger?: Logger; defaultMetrics?: boolean };
  constructor(service: string, opts: { logger?: Logger; defaultMetrics?: boolean } = {}) {
    this.service = service;
    this.opts = opts;
    this.registry.setDefaultLabels({ service });
    if (opts.defaultMetrics !== false) collectDefaultMetrics({ register: this.registry });
    this.httpRequests = new Counter({
      name: 'http_requests_total',
      help: 'HTTP requests answered, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      registers: [this.registry],
    });
    this.httpDuration = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Time from a request to the end of its answer, by method, route template and status class',
      labelNames: ['method', 'route', 'status_class'],
      buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
      registers: [this.registry],
    });
    this.redeliveries = new Counter({
      name: 'event_redeliveries_total',
      help: 'Events delivered again to a consumer (JetStream delivery count above 1)',
      labelNames: ['consumer'],
      registers: [this.registry],
    });
    this.deadLetters = new Counter({
      name: 'event_dead_letters_total',
      help: 'Events a consumer parked as a dead letter after its retries (or unreadable)',
      labelNames: ['consumer'],
      registers: [this.registry],
    });
  }

  redelivered(consumer: string): void {
    this.redeliveries.inc({ consumer });
  }

  deadLettered(consumer: string): void {
    this.deadLetters.inc({ consumer });
  }

  counter<L extends string>(name: string, help: string, labelNames: L[]): Counter<L> {
    return new Counter({ name, help, labelNames, registers: [this.registry] });
  }

  /**
   * A gauge whose values are read when Prometheus scrapes (a store's count, a consumer's info).
   * A failed read leaves the gauge empty for that scrape and is logged; the other metrics still answer.
   */
  gaugeOnScrape<L extends string>(
    name: string,
    help: string,
    labelNames: L[],
    read: (set: (labels: Labels<L>, value: number) => void) => Promise<void> | void,
  ): Gauge<L> {
    const logger = this.opts.logger;
    return new Gauge<L>({
      name,
      help,
      labelNames,
      registers: [this.registry],
      async collect() {
        this.reset();
        try {
          await read((labels, value) => this.set(labels, value));
        } catch (err) {
          logger?.warn({ err, metric: name }, 'metric could not be read');
        }
      },
    });
  }

  /** The Prometheus text format of every metric. */
  text(): Promise<string> {
    return this.registry.metrics();
  }

  get contentType(): string {
    return this.registry.contentType;
  }
}

/** `GET /metrics` for an Express app. */
export function metricsHandler(metrics: Metrics): RequestHandler {
  return (_req, res, next) => {
    metrics.text().then((body) => {
      res.setHeader('Content-Type', metrics.contentType);
      res.setHeader('Cache-Control', 'no-store');
      res.end(body);
    }, next);
  };
}

/** The declared routes of contracts/src/api, by method and number of segments, static paths first. */
let routeTable: Map<string, { re: RegExp; template: string }[]> | undefined;
function apiRouteTable(): Map<string, { re: RegExp; template: string }[]> {
  if (routeTable) return routeTable;
  const table = new Map<string, { re: RegExp; template: string; params: number }[]>();
  for (const route of API_ROUTES) {
    const segments = route.path.split('/').length;
    const key = `${route.method.toUpperCase()} ${segments}`;
    const pattern = route.path
      .split('/')
      .map((s) => (/^\{[^}]+\}$/.test(s) ? '[^/]+' : s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const entry = { re: new RegExp(`^${pattern}$`), template: route.path, params: (route.path.match(/\{/g) ?? []).length };
    table.set(key, [...(table.get(key) ?? []), entry]);
  }
  for (const list of table.values()) list.sort((a, b) => a.params - b.params);
  return (routeTable = table);
}

/** The declared template (`/api/forum/topics/{id}`) of an /api path, or undefined. */
function apiRouteTemplate(method: string, path: string): string | undefined {
  const candidates = apiRouteTable().get(`${method.toUpperCase()} ${path.split('/').length}`);
  return candidates?.find((c) => c.re.test(path))?.template;
}

const METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);

/**
 * The route label of a request: the matched Express route's path in the contracts' form
 * (`/api/forum/topics/{id}`), else the declared /api route the path fits (the bff forwards those
 * without an Express route), else UNMATCHED_ROUTE. Never the raw URL: ids would explode the series.
 */
function routeLabelOf(req: Request): string {
  const route = req.route as { path?: unknown } | undefined;
  if (route && typeof route.path === 'string') return (req.baseUrl + route.path).replace(/:([A-Za-z0-9_]+)/g, '{$1}');
  const path = req.originalUrl.split('?')[0] ?? '';
  if (path.startsWith('/api/')) return apiRouteTemplate(req.method, path) ?? UNMATCHED_ROUTE;
  return UNMATCHED_ROUTE;
}

/** Counts and times every request (first in the chain); the labels are taken when the answer ends. */
export function httpMetrics(metrics: Metrics): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    res.once('close', () => {
      const labels = {
        method: METHODS.has(req.method) ? req.method : 'OTHER',
        route: routeLabelOf(req),
        status_class: statusClassOf(res.statusCode),
      };
      metrics.httpRequests.inc(labels);
      metrics.httpDuration.observe(labels, (performance.now() - started) / 1000);
    });
    next();
  };
}

/**
 * Unsent outbox entries per model, counted when Prometheus scrapes: the documents that still hold
 * entries (the relay's own full-scan query) and the length of their `_outbox`.
 */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- a model of any document shape may carry an outbox
export function outboxBacklogGauge(metrics: Metrics, models: () => Model<any>[]): Gauge<'model'> {
  return metrics.gaugeOnScrape('outbox_backlog', 'Events recorded in an outbox and not yet published, by model', ['model'], async (set) => {
    for (const model of models()) {
      const cursor = model.collection.find(HAS_OUTBOX_ENTRIES as never, { projection: { [OUTBOX_FIELD]: 1 } });
      let n = 0;
      for await (const doc of cursor) n += ((doc as Record<string, unknown>)[OUTBOX_FIELD] as unknown[] | undefined)?.length ?? 0;
      set({ model: model.modelName }, n);
    }
  });
}

/**
 * Lag of this replica's per-instance event feeds (the in-memory read models every replica keeps, and
 * the bff's cache invalidation): events of a producer's stream it has not handled yet, read from
 * JetStream when Prometheus scrapes. Labelled by stream only: each replica is its own scrape target.
 */
export function eventFeedLagGauge(metrics: Metrics, feeds: { feedLag(): Promise<{ stream: string; lag: number }[]> }): Gauge<'stream'> {
  return metrics.gaugeOnScrape(
    'event_feed_lag',
    'Events of a stream this replica follows for itself (per-instance feed) and has not handled yet',
    ['stream'],
    async (set) => {
      for (const f of await feeds.feedLag()) set({ stream: f.stream }, f.lag);
    },
  );
}

/** What queue depths are read from: BullMQ's Queue (structurally, so API processes never load BullMQ). */
export interface CountableQueue {
  name: string;
  getJobCounts(...states: string[]): Promise<Record<string, number>>;
}

const QUEUE_STATES = ['waiting', 'active', 'delayed', 'failed'] as const;

/** Jobs per queue and state, read from Redis when Prometheus scrapes. */
export function queueDepthGauge(metrics: Metrics, queues: () => CountableQueue[]): Gauge<'queue' | 'state'> {
  return metrics.gaugeOnScrape('bullmq_queue_jobs', 'Jobs in a BullMQ queue, by state', ['queue', 'state'], async (set) => {
    for (const queue of queues()) {
      const counts = await queue.getJobCounts(...QUEUE_STATES);
      for (const state of QUEUE_STATES) set({ queue: queue.name, state }, counts[state] ?? 0);
    }
  });
}

export interface MetricsServer {
  url: string;
  server: Server;
  close(): Promise<void>;
}

/** A listener that answers only GET /metrics (404 for anything else), for a process whose main port is public. */
export async function startMetricsServer(metrics: Metrics, opts: { host: string; port: number }): Promise<MetricsServer> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || (req.url ?? '').split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'Content-Type': 'text/plain' }).end('Not found');
      return;
    }
    metrics.text().then(
      (body) => res.writeHead(200, { 'Content-Type': metrics.contentType, 'Cache-Control': 'no-store' }).end(body),
      () => res.writeHead(500, { 'Content-Type': 'text/plain' }).end('metrics failed'),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, opts.host, () => resolve());
  });
  const address = server.address();
  const url = `http://${opts.host}:${typeof address === 'object' && address ? address.port : opts.port}`;
  return {
    url,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** Counts an answer made outside Express (the bff's fast paths) under a fixed route label: one child lookup per answer. */
export function fixedRouteCounter(metrics: Metrics, method: string, route: string): (res: Response | { statusCode: number }) => void {
  const children = new Map<StatusClass, ReturnType<Counter<'method' | 'route' | 'status_class'>['labels']>>();
  for (const cls of ['1xx', '2xx', '3xx', '4xx', '5xx'] as const) children.set(cls, metrics.httpRequests.labels(method, route, cls));
  return (res) => children.get(statusClassOf(res.statusCode))!.inc();
}
