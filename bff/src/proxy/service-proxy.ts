import http from 'node:http';
import type { IncomingMessage } from 'node:http';
import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { createProxyMiddleware, type Plugin } from 'http-proxy-middleware';
import { AppError, notFound, type Logger } from '@trap/kit';
import { ERROR_CODES, SERVICE_NAMES, serviceForPath, type ServiceName } from '@trap/contracts';
import type { Replicas } from './replicas.ts';

/**
 * Connection errors that mean the service is down or restarting: nobody listening, or the process
 * went away with the request in flight (its socket reset or closed before any response headers).
 */
const DOWN_CODES = new Set(['ECONNREFUSED', 'ENOTFOUND', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ECONNRESET', 'EPIPE']);

class ProxyTimeoutError extends Error {
  readonly code = 'PROXY_TIMEOUT';
}

/** Waits between tries of a service whose every replica refused: short at first, a restart takes seconds. */
const backoffMs = (attempt: number) => Math.min(1000, 100 * 2 ** attempt);

export interface GatewayOptions {
  services: Record<ServiceName, Replicas>;
  /** Time a service has to send its response headers. */
  timeoutMs: number;
  /** How long a request is held while every replica of its service refuses connections (restarting). */
  retryMs: number;
  maxSockets: number;
  logger: Logger;
  /** Called with each upstream response before its headers reach the browser. */
  onResponse?: (service: ServiceName, proxyRes: IncomingMessage, req: Request, res: Response) => void;
}

interface InFlight {
  next: NextFunction;
  timer: NodeJS.Timeout;
  started: number;
  /** the replica of this attempt */
  target: string;
  attempt: number;
  proxyReq?: http.ClientRequest;
  timedOut?: boolean;
  answered?: boolean;
  /** between two attempts, after a refused connection */
  waiting?: boolean;
  /** a GET or HEAD whose connection was reset before any answer is tried once more */
  resetRetried?: boolean;
}

/**
 * One `/api` in front of the services: each path goes to the service that owns its prefix
 * (contracts/platform.ts), to its replicas in turn (replicas.ts), over a keep-alive pool per service,
 * with a deadline. A refused connection never reached the service, so any request is sent again: to
 * another replica at once, or, when every replica refuses (a restart), after a short wait, for up to
 * retryMs. A GET or HEAD whose connection is reset before any answer is sent once more; any other
 * request that may have reached the service is not. Failures answer in the one error format: 503 when
 * the service is not there, 504 when it is too slow, 502 otherwise.
 */
export function createApiGateway(opts: GatewayOptions): { handler: RequestHandler; close(): void } {
  const flights = new WeakMap<IncomingMessage, InFlight>();
  const agents: http.Agent[] = [];

  const fail = (req: Request, res: Response, error: AppError, cause?: unknown) => {
    const flight = flights.get(req);
    if (!flight || flight.answered) return;
    flight.answered = true;
    clearTimeout(flight.timer);
    if (res.headersSent) {
      // The body was already streaming: all we can do is cut it, so the client sees a broken response.
      res.destroy();
      return;
    }
    opts.logger.warn({ status: error.status, cause: (cause as Error | undefined)?.message, url: req.originalUrl }, error.message);
    flight.next(error);
  };

  const unavailable = (service: ServiceName) =>
    new AppError(503, ERROR_CODES.unavailable, `The ${service} service is unavailable, please try again shortly`);

  /** Sends the request again (refused, or reset before an answer) when that is safe and time is left; true when it will. */
  const retry = (service: ServiceName, req: Request, res: Response, code: string): boolean => {
    const flight = flights.get(req);
    if (!flight || flight.answered || flight.timedOut || res.headersSent) return false;
    const pool = opts.services[service];
    let delay = 0;
    if (code === 'ECONNREFUSED') {
      pool.refused(flight.target);
      // within the proxy time-out too, so a service that stays away is answered 503, not 504
      const left = flight.started + Math.min(opts.retryMs, opts.timeoutMs) - Date.now();
      if (left <= 0) return false;
      // another replica that is not resting takes it at once; else one more try after a pause (the last at the deadline)
      if (!pool.available()) delay = Math.min(backoffMs(flight.attempt), left);
    } else if (code === 'ECONNRESET' && (req.method === 'GET' || req.method === 'HEAD') && !flight.resetRetried) {
      flight.resetRetried = true;
    } else {
      return false;
    }
    flight.proxyReq = undefined;
    flight.waiting = true;
    flight.attempt += 1;
    // each attempt adds its own listeners to the response
    res.setMaxListeners(res.getMaxListeners() + 3);
    setTimeout(() => {
      flight.waiting = false;
      if (flight.answered || flight.timedOut || res.destroyed) return;
      flight.target = pool.pick();
      void proxies[service](req, res, flight.next);
    }, delay).unref();
    return true;
  };

  const makeProxy = (service: ServiceName): RequestHandler => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: opts.maxSockets, maxFreeSockets: 64, scheduling: 'lifo' });
    agents.push(agent);
    const events: Plugin<Request, Response> = (proxyServer) => {
      proxyServer.on('proxyReq', (proxyReq, req) => {
        const flight = flights.get(req);
        if (flight?.answered) {
          proxyReq.destroy();
          return;
        }
        if (flight) flight.proxyReq = proxyReq;
        // Services read identity from the Bearer token only; browser cookies stay at the edge.
        proxyReq.removeHeader('cookie');
        if (Buffer.isBuffer(req.body)) {
          // Every body is kept whole (body-limit.ts): sent with its length, and again on another attempt.
          proxyReq.removeHeader('transfer-encoding');
          proxyReq.setHeader('content-length', req.body.length);
          proxyReq.write(req.body);
        }
      });
      proxyServer.on('proxyRes', (proxyRes, req, res) => {
        const flight = flights.get(req);
        if (flight) {
          clearTimeout(flight.timer);
          opts.services[service].answered(flight.target);
        }
        // The bff owns every cookie the browser gets.
        delete proxyRes.headers['set-cookie'];
        opts.onResponse?.(service, proxyRes, req, res);
      });
      proxyServer.on('econnreset', (_err, req) => {
        const flight = flights.get(req);
        if (flight) clearTimeout(flight.timer);
      });
      proxyServer.on('error', (err, req, res) => {
        if (!req || !res || !('writeHead' in res)) return;
        const flight = flights.get(req);
        const code = (err as NodeJS.ErrnoException).code ?? '';
        if (!flight?.timedOut && retry(service, req, res as Response, code)) return;
        if (flight?.timedOut || err instanceof ProxyTimeoutError) {
          fail(req, res as Response, new AppError(504, ERROR_CODES.timeout, `The ${service} service took too long to answer`), err);
        } else if (DOWN_CODES.has(code)) {
          fail(req, res as Response, unavailable(service), err);
        } else {
          fail(req, res as Response, new AppError(502, ERROR_CODES.badGateway, `The ${service} service answered with an error`), err);
        }
      });
    };
    return createProxyMiddleware<Request, Response>({
      target: opts.services[service].urls[0],
      // each attempt goes to the replica chosen for it
      router: (req) => flights.get(req)?.target ?? opts.services[service].pick(),
      agent,
      changeOrigin: true,
      // Default plugins log to the console and answer errors in plain text; ours answer JSON.
      ejectPlugins: true,
      plugins: [events],
    }) as unknown as RequestHandler;
  };

  const proxies = Object.fromEntries(SERVICE_NAMES.map((name) => [name, makeProxy(name)])) as Record<ServiceName, RequestHandler>;

  const handler: RequestHandler = (req, res, next) => {
    // Dot segments never get here: pathGuard (path-guard.ts) runs ahead of every forwarder.
    const service = serviceForPath(req.path);
    if (!service) return next(notFound(`Route ${req.method} ${req.path}`));

    // The services trust these from the bff only, so a client cannot choose its own IP.
    req.headers['x-forwarded-for'] = req.ip ?? req.socket.remoteAddress ?? '';
    req.headers['x-forwarded-proto'] = req.protocol;
    req.headers['x-forwarded-host'] = req.get('host') ?? '';

    const flight: InFlight = {
      next,
      started: Date.now(),
      target: opts.services[service].pick(),
      attempt: 0,
      timer: setTimeout(() => {
        flight.timedOut = true;
        if (flight.proxyReq) flight.proxyReq.destroy(new ProxyTimeoutError('proxy timeout'));
        // Waiting for a replica to come back: it is not there, rather than slow.
        else if (flight.waiting) fail(req, res, unavailable(service));
        // Still waiting for a pooled socket: answer now; the request is dropped when it gets one.
        else fail(req, res, new AppError(504, ERROR_CODES.timeout, `The ${service} service took too long to answer`));
      }, opts.timeoutMs),
    };
    flights.set(req, flight);
    res.once('close', () => clearTimeout(flight.timer));
    void proxies[service](req, res, next);
  };

  return {
    handler,
    close: () => agents.forEach((a) => a.destroy()),
  };
}
