import { createServer, type RequestListener, type Server, type ServerResponse } from 'node:http';
import type { Logger } from '../logger.ts';

/**
 * Listens on host:port. With waitMs, a port still held (this service's previous version during a
 * redeploy on one machine) is tried again every 100 ms until it is free, so the new version, already
 * connected and warmed up, takes the port over the moment the old one stops listening.
 */
export async function listen(
  app: RequestListener,
  port: number,
  host: string,
  opts: { waitMs?: number; logger?: Logger } = {},
): Promise<Server> {
  const deadline = Date.now() + (opts.waitMs ?? 0);
  let told = false;
  for (;;) {
    try {
      return await new Promise<Server>((resolve, reject) => {
        const server = createServer(app);
        server.once('error', reject);
        server.listen(port, host, () => {
          server.off('error', reject);
          resolve(server);
        });
      });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EADDRINUSE' || Date.now() >= deadline) throw err;
      if (!told) opts.logger?.info({ port }, 'port in use: waiting for the running version to let go of it');
      told = true;
      await new Promise((r) => setTimeout(r, 100));
    }
  }
}

/**
 * A close that lets the requests in flight finish. From the moment it is called every answer says
 * `Connection: close` (Node would otherwise keep the socket for keepAliveTimeout, and a keep-alive
 * client such as the bff's pool would send its next request into a socket about to be cut), idle
 * sockets close at once, and whatever is still open after graceMs is cut. Call before the first request.
 */
export function gracefulClose(server: Server, graceMs = 5000): () => Promise<void> {
  const inFlight = new Set<ServerResponse>();
  let draining = false;
  // before the app's own listener, so the header is set before a handler can answer
  server.prependListener('request', (_req, res: ServerResponse) => {
    if (draining) return void res.setHeader('Connection', 'close');
    inFlight.add(res);
    res.once('close', () => inFlight.delete(res));
  });
  return () =>
    new Promise<void>((resolve) => {
      draining = true;
      for (const res of inFlight) {
        if (!res.headersSent) res.setHeader('Connection', 'close');
        // an answer already under way keeps its socket: close it once idle
        else res.once('finish', () => setImmediate(() => server.closeIdleConnections()));
      }
      server.close(() => resolve());
      server.closeIdleConnections();
      setTimeout(() => {
        server.closeAllConnections();
        resolve();
      }, graceMs).unref();
    });
}
