import express, { type Express } from 'express';
import { pinoHttp } from 'pino-http';
import type { Logger } from '../logger.ts';
import { errorMiddleware, notFoundHandler } from '../errors.ts';
import { requestId } from './request-id.ts';
import { mountHealth, type ReadinessCheck } from './health.ts';

export interface HttpAppOptions {
  logger: Logger;
  readiness?: Record<string, ReadinessCheck>;
  /** Mount the service's routes here. */
  routes: (app: Express) => void;
  bodyLimit?: string;
}

/** The Express app every service uses: request ids, logs, JSON limits, health, one error format. */
export function createHttpApp({ logger, readiness = {}, routes, bodyLimit = '100kb' }: HttpAppOptions): Express {
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.headers['x-request-id'] as string,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
    }),
  );
  app.use(express.json({ limit: bodyLimit }));
  mountHealth(app, readiness);
  routes(app);
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));
  return app;
}
