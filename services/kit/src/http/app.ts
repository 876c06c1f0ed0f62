import express, { type Express, type RequestHandler } from 'express';
import { jsonDepth, MAX_BODY_DEPTH } from '@trap/contracts';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';
import { badRequest, errorMiddleware, notFoundHandler } from '../errors.ts';
import { requestId } from './request-id.ts';
import { mountHealth, type ReadinessCheck } from './health.ts';
import { httpMetrics, metricsHandler, type Metrics } from '../metrics.ts';

export interface HttpAppOptions {
  logger: Logger;
  readiness?: Record<string, ReadinessCheck>;
  /** Mount the service's routes here. */
  routes: (app: Express) => void;
  bodyLimit?: string;
  /** counts and times every request, and serves GET /metrics (the service's port is internal) */
  metrics?: Metrics;
  /** the build this process runs, reported by /healthz */
  version?: string;
}

/** The Express app every service uses: request ids, logs, JSON limits, health, one error format. */
export function createHttpApp({ logger, readiness = {}, routes, bodyLimit = '100kb', metrics, version }: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  if (metrics) app.use(httpMetrics(metrics));
  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.headers['x-request-id'] as string,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' || req.url === '/metrics' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    }),
  );
  // the raw bytes stay on req.rawBody: a signed webhook's signature covers the body as sent
  app.use(express.json({ limit: bodyLimit, verify: (req, _res, buf) => void ((req as { rawBody?: Buffer }).rawBody = buf) }));
  app.use(refuseDeepBodies);
  mountHealth(app, readiness, version);
  if (metrics) app.get('/metrics', metricsHandler(metrics));
  routes(app);
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return app;
}

/**
 * A body nested deeper than any contract (MAX_BODY_DEPTH) never reaches a route: JSON.parse copes
 * with any depth, but recursive walks after it (key checks, serializers, the database driver) run
 * out of stack and would answer 500. Measured without recursion; the 400 names the top-level field.
 */
const refuseDeepBodies: RequestHandler = (req, _res, next) => {
  const body: unknown = req.body;
  if (!body || typeof body !== 'object' || jsonDepth(body, MAX_BODY_DEPTH + 1) <= MAX_BODY_DEPTH) return next();
  const fieldMessage = `Nested too deeply (at most ${MAX_BODY_DEPTH} levels)`;
  const fields = Array.isArray(body)
    ? {}
    : Object.fromEntries(
        Object.entries(body)
          .filter(([, v]) => jsonDepth(v, MAX_BODY_DEPTH) >= MAX_BODY_DEPTH)
          .map(([k]) => [k, fieldMessage]),
      );
  next(badRequest(`Request body is nested too deeply (at most ${MAX_BODY_DEPTH} levels)`, Object.keys(fields).length ? fields : undefined));
};
