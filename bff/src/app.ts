import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import express, { Router, type Express, type RequestHandler } from 'express';
import compression from 'compression';
import cookieParser from 'cookie-parser';
import { pinoHttp } from 'pino-http';
import type { Redis } from 'ioredis';
import {
  createLogger,
  createRedis,
  createTokenVerifier,
  errorMiddleware,
  eventFeedLagGauge,
  gracefulClose,
  fixedRouteCounter,
  httpMetrics,
  Metrics,
  startMetricsServer,
  notFound,
  notFoundHandler,
  readPublicKey,
  requestId,
  SessionStore,
  type Logger,
} from '@trap/kit';
import { LIVE_NOTIFICATIONS_SUBJECT, SERVICE_NAMES, type ServiceName } from '@trap/contracts';
import type { BffConfig } from './config.ts';
import { createApiGateway } from './proxy/service-proxy.ts';
import { Replicas } from './proxy/replicas.ts';
import { bodyLimit } from './proxy/body-limit.ts';
import { pathGuard } from './proxy/path-guard.ts';
import { sessionMiddleware } from './session/session.middleware.ts';
import { sessionHint } from './session/session-cookie.ts';
import { SessionRefresher } from './session/session-refresher.ts';
import { applySessionHeaders } from './session/session-headers.ts';
import { csrfProtection } from './csrf/csrf.middleware.ts';
import { securityHeaders } from './security/security-headers.ts';
import { healthRoutes } from './health/health.routes.ts';
import { appConfigOf, appConfigRoutes } from './static/app-config.routes.ts';
import { consentRoutes } from './static/consent.routes.ts';
import { seoRoutes, shellBuiltAt } from './static/seo.routes.ts';
import { createSitemapItems } from './static/sitemap-items.ts';
import { frontendsRouter } from './static/frontends.ts';
import { serverRender } from './static/server-render.ts';
import { openApiRoutes } from './openapi/docs.routes.ts';
import { createContentCache } from './cache/content-cache.ts';
import { CacheInvalidator } from './cache/cache-invalidator.ts';
import { MemberReads } from './cache/member-reads.ts';
import { LiveSubscription } from './events/live-subscription.ts';
import { pageGeneration } from './cache/page-generations.ts';
import type { HotCache } from './cache/hot-cache.ts';
import { NotificationStream } from './sse/notification-stream.ts';
import { ShootStream, shootExistsIn } from './sse/shoot-stream.ts';

interface BffApp {
  app: Express;
  /** the server's request handler: the cache's fast path, then the app */
  handle: (req: IncomingMessage, res: ServerResponse) => void;
  logger: Logger;
  notificationStream: NotificationStream;
  cacheInvalidator: CacheInvalidator;
  /** this replica's follower of the forum's events (the server-rendered forum pages) */
  forumPagesInvalidator: CacheInvalidator;
  /** this replica's follower of the settings' events (every server-rendered page carries the settings) */
  settingsPagesInvalidator: CacheInvalidator;
  hotCache: HotCache;
  memberReads: MemberReads;
  /** the bff's Prometheus registry (served on METRICS_PORT only) */
  metrics: Metrics;
  /** tells the app its own address once it listens (the server's page renderer reads the API through it) */
  listeningOn(url: string): void;
  /** Releases the proxy pools and the Redis connection (when the bff opened it). */
  close(): Promise<void>;
}

const isApi = (path: string) => path === '/api' || path.startsWith('/api/');
const isInternal = (path: string) => path === '/internal' || path.startsWith('/internal/');

function trustProxy(value: string): boolean | number | string {
  if (value === 'true') return true;
  if (value === 'false') return false;
  return /^\d+$/.test(value) ? Number(value) : value;
}

/** Only /api requests pass through; the router keeps req.url whole so the proxy forwards the full path. */
function onlyFor(match: (path: string) => boolean, handlers: RequestHandler[]): RequestHandler {
  const router = Router();
  router.use(handlers);
  return (req, res, next) => (match(req.path) ? router(req, res, next) : next());
}

/**
 * The Backend-for-Frontend: one origin for the browser. Order matters: ids and logs first, then
 * headers, cookies and CSRF, the bff's own routes, the /api proxy, and the static frontends last.
 */
async function createBffApp(config: BffConfig, deps: { redis?: Redis; logger?: Logger } = {}): Promise<BffApp> {
  const logger = deps.logger ?? createLogger('bff', config.LOG_LEVEL);
  const redis = deps.redis ?? createRedis(config.REDIS_URL);
  const verify = await createTokenVerifier({
    publicKeyPem: readPublicKey(config),
    issuer: config.JWT_ISSUER,
    audience: config.JWT_AUDIENCE,
  });
  const sessions = new SessionStore(redis, config.REDIS_PREFIX);
  // every call to a service (proxy, cache, sitemap, session refresh, readiness) shares its replicas' turns and rests
  const services = Object.fromEntries(SERVICE_NAMES.map((name) => [name, new Replicas(config.serviceUrls[name])])) as Record<
    ServiceName,
    Replicas
  >;
  const refresher = new SessionRefresher({ auth: services.auth, timeoutMs: config.SESSION_REFRESH_TIMEOUT_MS, logger });
  const gateway = createApiGateway({
    services,
    timeoutMs: config.PROXY_TIMEOUT_MS,
    retryMs: config.PROXY_RETRY_MS,
    maxSockets: config.PROXY_MAX_SOCKETS,
    logger,
    onResponse: applySessionHeaders,
  });
  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', trustProxy(config.TRUST_PROXY));
  // Anonymous public content reads from Redis, invalidated by content events (cache/).
  const contentCache = createContentCache({
    trustProxy: app.get('trust proxy fn') as (addr: string | undefined, i: number) => boolean,
    redis,
    prefix: config.REDIS_PREFIX,
    content: services.content,
    natsUrl: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    logger,
    timeoutMs: config.PROXY_TIMEOUT_MS,
  });

  // The forum's pages are server-rendered too: community's forum events render them anew; every
  // page carries the site settings and banner, so a settings event renders them all anew.
  const generationOptions = {
    redis,
    prefix: config.REDIS_PREFIX,
    natsUrl: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    logger,
  };
  const forumPages = pageGeneration('forum', generationOptions);
  const settingsPages = pageGeneration('settings', generationOptions);

  // A member's hot reads from memory (cache/member-reads.ts): their own writes bump them; auth's and
  // practice's events and the live notification messages naming them drop them; a feed not attached bypasses them.
  const memberFollowers: CacheInvalidator[] = [];
  const notificationChanges = new LiveSubscription({
    natsUrl: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    logger,
    name: 'bff-member-reads',
    subject: `${LIVE_NOTIFICATIONS_SUBJECT}.>`,
    what: 'member reads (notification changes)',
    onMessage: (msg) => memberReads.onEvent('notifications', msg.data),
    onReset: () => memberReads.dropService('notifications'),
  });
  const follows = (stream: 'auth' | 'practice'): CacheInvalidator => {
    const follower: CacheInvalidator = new CacheInvalidator({
      natsUrl: config.NATS_URL,
      namespace: config.EVENT_NAMESPACE,
      logger,
      stream,
      // no shared generation: each event touches the member it names
      subjects: [],
      invalidate: async (): Promise<void> => memberReads.clear(),
      onEvent: (_subject, data) => memberReads.onEvent(stream, data),
    });
    memberFollowers.push(follower);
    follower.start();
    return follower;
  };
  const authFeed = follows('auth');
  const practiceFeed = follows('practice');
  const memberReads: MemberReads = new MemberReads({
    redis,
    prefix: config.REDIS_PREFIX,
    revokedChannel: sessions.revokedChannel,
    services,
    timeoutMs: config.PROXY_TIMEOUT_MS,
    logger,
    // every entry depends on auth's events (a membership change moves the practice window too)
    live: (service): boolean =>
      authFeed.live && (service === 'auth' || (service === 'practice' ? practiceFeed.live : notificationChanges.attached)),
  });
  memberReads.start();

  // Live notifications (SSE) from one NATS subscription, served ahead of the proxy.
  const notificationStream = new NotificationStream({ natsUrl: config.NATS_URL, namespace: config.EVENT_NAMESPACE, sessions, logger });
  // Live shoot leaderboards (SSE, public) the same way.
  const shootStream = new ShootStream({
    natsUrl: config.NATS_URL,
    namespace: config.EVENT_NAMESPACE,
    logger,
    // a stream opens only for a shoot the community service knows
    exists: shootExistsIn(services.community, config.PROXY_TIMEOUT_MS),
  });

  // Prometheus (served on METRICS_PORT by startBff, never on this app): requests by route template, open streams
  const metrics = new Metrics('bff', { logger });
  eventFeedLagGauge(metrics, contentCache.invalidator);
  metrics.gaugeOnScrape('bff_sse_connections', 'Server-sent event streams open, by stream', ['stream'], (set) => {
    set({ stream: 'notifications' }, notificationStream.size);
    set({ stream: 'shoot' }, shootStream.size);
  });
  // answers of the fast path before Express: one counter increment, no timing, a constant route
  const countHealthz = fixedRouteCounter(metrics, 'GET', '/healthz');
  const countCacheHit = fixedRouteCounter(metrics, 'GET', 'hot-cache');
  const countMemberHit = fixedRouteCounter(metrics, 'GET', 'member-reads');

  app.use(httpMetrics(metrics));
  app.use(requestId);
  app.use(
    pinoHttp({
      logger,
      genReqId: (req) => req.headers['x-request-id'] as string,
      autoLogging: { ignore: (req) => req.url === '/healthz' || req.url === '/readyz' },
      customLogLevel: (_req, res, err) => (err || res.statusCode >= 500 ? 'error' : res.statusCode >= 400 ? 'info' : 'debug'),
      customProps: (req) => (req.auth ? { userId: req.auth.userId } : {}),
      // Response headers carry Set-Cookie with the session token: log the status only.
      serializers: { res: (res: { statusCode: number }) => ({ statusCode: res.statusCode }) },
    }),
  );
  app.use(securityHeaders(Object.values(config.remotes)));
  app.use(
    compression({
      // Server-sent events must reach the browser as they are written.
      filter: (req, res) => !String(res.getHeader('Content-Type') ?? '').startsWith('text/event-stream') && compression.filter(req, res),
    }),
  );
  app.use(cookieParser());
  app.use(sessionHint);
  app.use(csrfProtection({ siteOrigin: config.SITE_ORIGIN }));

  app.use(
    healthRoutes({
      redis,
      services,
      timeoutMs: config.READINESS_TIMEOUT_MS,
      pin: (url, etag, headers, body) => contentCache.hot.pin(url, etag, headers, body),
    }),
  );
  app.use(appConfigRoutes(config));
  app.use(consentRoutes({ siteOrigin: config.SITE_ORIGIN }));
  app.use(
    seoRoutes({
      siteOrigin: config.SITE_ORIGIN,
      items: createSitemapItems({
        content: services.content,
        community: services.community,
        logger,
        timeoutMs: config.PROXY_TIMEOUT_MS,
        // the lists change with content events, the forum's topics with forum events (null: one of them not followed)
        generation: async () => {
          const generations = await Promise.all([contentCache.generation(), forumPages.generation()]);
          return generations.includes(null) ? null : generations.join('.');
        },
      }),
      pagesLastModified: () => shellBuiltAt(config.FRONTENDS_DIR),
    }),
  );
  app.use(openApiRoutes());
  // never the metrics on the public port (the shell's deep-link fallback would answer it otherwise)
  app.all('/metrics', (req, _res, next) => next(notFound(`Route ${req.method} ${req.path}`)));
  // Service-to-service endpoints (session refresh...) are never reachable from a browser.
  app.use(onlyFor(isInternal, [(req, _res, next) => next(notFound(`Route ${req.method} ${req.path}`))]));
  app.use(
    onlyFor(isApi, [
      // first: every forwarder below (stream, cache, proxy) gets only paths that stay where they point
      pathGuard,
      bodyLimit(config.BODY_LIMIT_BYTES),
      sessionMiddleware({ verify, sessions, refresher }),
      memberReads.handler,
      notificationStream.handler,
      shootStream.handler,
      contentCache.handler,
      gateway.handler,
    ]),
  );

  // the home page and the public content pages with their content in the HTML, so a phone paints them before the JavaScript arrives
  let selfOrigin: string | undefined;
  const pages = serverRender({
    frontendsDir: config.FRONTENDS_DIR,
    appConfig: appConfigOf(config),
    selfOrigin: () => selfOrigin,
    // a page is kept while neither content, the forum nor the settings changed (null: one of them not followed)
    generation: async () => {
      const generations = await Promise.all([contentCache.generation(), forumPages.generation(), settingsPages.generation()]);
      return generations.includes(null) ? null : generations.join('.');
    },
    logger,
  });
  app.use(pages.router);
  app.use(frontendsRouter(config.FRONTENDS_DIR));
  app.use(notFoundHandler);
  app.use(errorMiddleware(logger));

  return {
    app,
    // cache hits of anonymous public reads are answered before Express walks its chain (a hit costs a Map lookup, not the middleware)
    handle: (req, res) => {
      if (memberReads.serve(req, res)) countMemberHit(res);
      else if (!contentCache.hot.serve(req, res)) app(req, res);
      else if (req.url === '/healthz') countHealthz(res);
      else countCacheHit(res);
    },
    logger,
    metrics,
    notificationStream,
    cacheInvalidator: contentCache.invalidator,
    forumPagesInvalidator: forumPages.invalidator,
    settingsPagesInvalidator: settingsPages.invalidator,
    hotCache: contentCache.hot,
    memberReads,
    listeningOn: (url: string) => {
      selfOrigin = url;
      if (config.SERVER_RENDER_WARM === 'true') pages.warm();
    },
    close: async () => {
      gateway.close();
      await contentCache.close();
      await forumPages.close();
      await settingsPages.close();
      await notificationStream.close();
      await shootStream.close();
      await notificationChanges.close();
      await Promise.all(memberFollowers.map((f) => f.stop()));
      await memberReads.stop();
      if (!deps.redis) redis.disconnect();
    },
  };
}

/**
 * A listening bff: the app's parts that tests wait on or count (the cache invalidators' handled
 * events, the hot cache's and member reads' answers), its address and server.
 */
export interface RunningBff
  extends Pick<
    BffApp,
    | 'app'
    | 'notificationStream'
    | 'cacheInvalidator'
    | 'forumPagesInvalidator'
    | 'settingsPagesInvalidator'
    | 'hotCache'
    | 'memberReads'
    | 'metrics'
  > {
  url: string;
  server: Server;
  /** the METRICS_PORT listener's URL, when one is configured */
  metricsUrl?: string;
  stop(): Promise<void>;
}

/** Listens on HOST:PORT (PORT 0 picks a free port, for tests) and stops gracefully. */
export async function startBff(config: BffConfig, deps: { redis?: Redis; logger?: Logger } = {}): Promise<RunningBff> {
  const bff = await createBffApp(config, deps);
  const server = await new Promise<Server>((resolve, reject) => {
    const s = createServer(bff.handle).listen(config.PORT, config.HOST, () => resolve(s));
    s.once('error', reject);
  });
  // Longer than any load balancer's idle timeout, so the bff never closes a connection it is handed a request on.
  server.keepAliveTimeout = 65_000;
  server.headersTimeout = 66_000;
  // on stop, answers in flight finish and say Connection: close, idle sockets close (so a redeploy of the bff drops no request)
  const closeServer = gracefulClose(server);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST}:${port}`;
  bff.logger.info({ url }, 'bff listening');
  // the server's page renderer reads the API through this replica itself, on the loopback
  bff.listeningOn(`http://${config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST}:${port}`);
  let metricsServer: Awaited<ReturnType<typeof startMetricsServer>> | undefined;
  if (config.METRICS_PORT !== undefined) {
    try {
      metricsServer = await startMetricsServer(bff.metrics, { host: config.METRICS_HOST ?? config.HOST, port: config.METRICS_PORT });
    } catch (err) {
      server.close();
      await bff.close();
      throw err;
    }
    bff.logger.info({ url: metricsServer.url }, 'bff metrics listening');
  }

  let stopping: Promise<void> | undefined;
  const stop = () =>
    (stopping ??= (async () => {
      // Open event streams would hold server.close() until its fallback; end them first.
      await bff.notificationStream.close();
      await metricsServer?.close();
      await closeServer();
      await bff.close();
      bff.logger.info('bff stopped');
    })());
  return {
    url,
    server,
    app: bff.app,
    notificationStream: bff.notificationStream,
    cacheInvalidator: bff.cacheInvalidator,
    forumPagesInvalidator: bff.forumPagesInvalidator,
    settingsPagesInvalidator: bff.settingsPagesInvalidator,
    hotCache: bff.hotCache,
    memberReads: bff.memberReads,
    metrics: bff.metrics,
    metricsUrl: metricsServer?.url,
    stop,
  };
}
