import type { Server } from 'node:http';
import type { Express } from 'express';

/** Serves an Express app on an ephemeral port of 127.0.0.1. */
export async function listen(app: Express): Promise<{ url: string; server: Server; close(): Promise<void> }> {
  const server = await new Promise<Server>((resolve, reject) => {
    const s = app.listen(0, '127.0.0.1', () => resolve(s));
    s.once('error', reject);
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    server,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export interface JsonResponse<T = any> {
  status: number;
  headers: Headers;
  /** parsed JSON, or undefined when the body is empty or not JSON */
  body: T;
  text: string;
}

export interface JsonRequest {
  method?: string;
  /** serialised as the JSON body */
  json?: unknown;
  /** raw body (sent as application/json unless headers say otherwise) */
  body?: string;
  /** sent as `Authorization: Bearer <token>` */
  token?: string;
  headers?: Record<string, string>;
}

/** fetch with JSON in and out, for tests through real HTTP. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export async function fetchJson<T = any>(url: string, req: JsonRequest = {}): Promise<JsonResponse<T>> {
  const headers: Record<string, string> = { ...req.headers };
  if (req.token) headers.authorization = `Bearer ${req.token}`;
  const body = req.json !== undefined ? JSON.stringify(req.json) : req.body;
  if (body !== undefined && !Object.keys(headers).some((h) => h.toLowerCase() === 'content-type'))
    headers['content-type'] = 'application/json';
  const res = await fetch(url, { method: req.method ?? (body !== undefined ? 'POST' : 'GET'), headers, body });
  const text = await res.text();
  let parsed: T | undefined;
  try {
    parsed = text ? (JSON.parse(text) as T) : undefined;
  } catch {
    parsed = undefined;
  }
  return { status: res.status, headers: res.headers, body: parsed as T, text };
}
