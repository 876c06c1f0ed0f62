import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApiClient } from './api-client.ts';
import { ApiError, errorMessage, NETWORK_MESSAGE, TIMEOUT_MESSAGE, UNKNOWN_MESSAGE } from './api-error.ts';

/** A real HTTP server whose routes answer the way the bff does. */
let server: Server;
let baseUrl: string;
let lastHeaders: IncomingHttpHeaders = {};
let lastBody = '';

beforeAll(async () => {
  server = createServer((req, res) => {
    lastHeaders = req.headers;
    let body = '';
    req.on('data', (c: Buffer) => (body += c.toString()));
    req.on('end', () => {
      lastBody = body;
      const url = req.url ?? '/';
      if (url === '/api/user') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ id: 'u1', username: 'member' }));
      } else if (url === '/api/echo') {
        res.writeHead(201, { 'content-type': 'application/json' });
        res.end(body || '{}');
      } else if (url === '/api/empty') {
        res.writeHead(204);
        res.end();
      } else if (url === '/api/login') {
        res.writeHead(401, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'UNAUTHENTICATED', message: 'Invalid username or password' } }));
      } else if (url === '/api/no-body') {
        res.writeHead(502, 'Bad Gateway');
        res.end();
      } else if (url === '/api/text') {
        res.writeHead(500, { 'content-type': 'text/plain' });
        res.end('boom');
      } else if (url === '/api/slow') {
        setTimeout(() => {
          if (!res.writableEnded) res.end('{}');
        }, 2_000);
      } else {
        res.writeHead(404, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ error: { code: 'NOT_FOUND', message: 'Not found' } }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('API client (SPEC 8.1)', () => {
  it('when a read succeeds, then it parses the JSON and sends no-cache headers', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.get('/api/user')).resolves.toEqual({ id: 'u1', username: 'member' });
    expect(lastHeaders['cache-control']).toBe('no-cache');
    expect(lastHeaders.pragma).toBe('no-cache');
  });

  it('when a read is declared cache public, then it leaves caching to the server, with or without a query', async () => {
    const client = createApiClient({ baseUrl });
    for (const url of ['/api/podcasts', '/api/search?q=trap', '/api/shooting-tips/0123456789abcdef01234567']) {
      await expect(client.get(url)).rejects.toThrow('404: ');
      expect(lastHeaders['cache-control'], url).toBeUndefined();
    }
  });

  it('when a read is personal or not declared public, then it asks for a fresh answer even under a cached path', async () => {
    const client = createApiClient({ baseUrl });
    for (const url of ['/api/shooting-tips/saved', '/api/amas/reminders', '/api/forum/categories', '/api/podcasts/x/y']) {
      await expect(client.get(url)).rejects.toThrow('404: ');
      expect(lastHeaders['cache-control'], url).toBe('no-cache');
    }
  });

  it('when a write is sent, then it carries the CSRF cookie as x-csrf-token and a JSON body', async () => {
    const client = createApiClient({ baseUrl, readCookie: (name) => (name === 'trap_csrf' ? 'tok-123' : undefined) });
    await expect(client.post('/api/echo', { a: 1 })).resolves.toEqual({ a: 1 });
    expect(lastHeaders['x-csrf-token']).toBe('tok-123');
    expect(lastHeaders['content-type']).toBe('application/json');
    expect(lastBody).toBe('{"a":1}');
  });

  it('when a read is sent, then no CSRF header goes with it', async () => {
    const client = createApiClient({ baseUrl, readCookie: () => 'tok-123' });
    await client.get('/api/user');
    expect(lastHeaders['x-csrf-token']).toBeUndefined();
  });

  it('when the answer is empty, then the result is null', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.delete('/api/empty')).resolves.toBeNull();
  });

  it('when the server refuses, then the error text is "status: body" and the server message is kept', async () => {
    const client = createApiClient({ baseUrl });
    const error = await client.post('/api/login', { username: 'x', password: 'y' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('401: {"error":{"code":"UNAUTHENTICATED","message":"Invalid username or password"}}');
    expect((error as ApiError).status).toBe(401);
    expect(errorMessage(error)).toBe('Invalid username or password');
  });

  it('when the error has no body, then the status text follows the status', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.get('/api/no-body')).rejects.toThrow(/^502: Bad Gateway$/);
  });

  it('when the error body is plain text, then that text follows the status', async () => {
    const client = createApiClient({ baseUrl });
    await expect(client.get('/api/text')).rejects.toThrow(/^500: boom$/);
  });

  it('when the server takes longer than the time-out, then it fails with 499 Request cancelled', async () => {
    const client = createApiClient({ baseUrl, timeoutMs: 100 });
    await expect(client.get('/api/slow')).rejects.toThrow(TIMEOUT_MESSAGE);
    expect(TIMEOUT_MESSAGE).toBe('499: Request cancelled');
  });

  it('when the network is down, then it fails with 503 Network error', async () => {
    const closed = createServer();
    await new Promise<void>((r) => closed.listen(0, '127.0.0.1', r));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((r) => closed.close(r));
    const client = createApiClient({ baseUrl: `http://127.0.0.1:${port}` });
    await expect(client.get('/api/user')).rejects.toThrow(NETWORK_MESSAGE);
    expect(NETWORK_MESSAGE).toBe('503: Network error, please check your connection');
  });

  it('when the transport fails with a null error, then it fails with 500 Unknown error occurred', async () => {
    // A broken transport cannot be produced by a real server; a fetch that rejects with null stands in for it.
    const client = createApiClient({ baseUrl, fetch: () => Promise.reject(null) });
    await expect(client.get('/api/user')).rejects.toThrow(UNKNOWN_MESSAGE);
    expect(UNKNOWN_MESSAGE).toBe('500: Unknown error occurred');
  });

  it('when the caller aborts, then the abort surfaces as an AbortError, not a time-out', async () => {
    const client = createApiClient({ baseUrl });
    const controller = new AbortController();
    const pending = client.get('/api/slow', { signal: controller.signal });
    setTimeout(() => controller.abort(), 50);
    const error = await pending.catch((e: unknown) => e);
    expect((error as Error).name).toBe('AbortError');
  });
});
