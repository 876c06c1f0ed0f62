import type { Server } from 'node:http';
import express from 'express';
import { mountHealth, type ReadinessCheck } from './health.ts';
import { metricsHandler, type Metrics } from '../metrics.ts';

export interface HealthServer {
  url: string;
  close(): Promise<void>;
}

/**
 * /healthz and /readyz (and /metrics) on their own port, for processes that serve nothing else (the BullMQ
 * workers), so the supervisor and orchestrators can watch them like any service.
 */
export async function startHealthServer(opts: {
  host: string;
  port: number;
  checks: Record<string, ReadinessCheck>;
  /** also serves GET /metrics */
  metrics?: Metrics;
  /** the build this process runs, reported by /healthz */
  version?: string;
}): Promise<HealthServer> {
  const app = express();
  mountHealth(app, opts.checks, opts.version);
  if (opts.metrics) app.get('/metrics', metricsHandler(opts.metrics));
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(opts.port, opts.host, () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const url = `http://${opts.host}:${typeof address === 'object' && address ? address.port : opts.port}`;
  return {
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}
