import type { Request, Response } from 'express';

/**
 * Opens a server-sent events response: never cached or buffered by a proxy, never reused for another
 * request (the socket closes with the stream, and with shutdown), kept alive without a time-out, and
 * its first frame `event: ready` (a page reads its data once on it, so frames missed while it was
 * away cost nothing; `retry` is how soon EventSource reconnects).
 */
export function openEventStream(req: Request, res: Response): void {
  res.status(200).set({
    'Content-Type': 'text/event-stream; charset=utf-8',
    'Cache-Control': 'no-store, no-transform',
    Connection: 'close',
    'X-Accel-Buffering': 'no',
  });
  res.flushHeaders();
  req.socket.setKeepAlive(true);
  req.socket.setTimeout(0);
  res.write(`retry: 3000\nevent: ready\ndata: ${JSON.stringify({ connected: true })}\n\n`);
}
