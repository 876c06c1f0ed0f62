import type { Server } from 'node:http';
import express from 'express';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { browser, closedUrl, startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/** A practice replica that answers who it is, with the (JSON) body it got. */
const replica = (name: string, hits: string[]) =>
  startUpstream((app) => {
    app.all('/api/practice/{*rest}', (req, res) => {
      hits.push(`${req.method} ${name}`);
      res.json({ replica: name, body: req.body ?? null });
    });
  });

/** A browser with the CSRF cookie, so it may post. */
async function member(bff: TestBff) {
  const client = browser(bff.url);
  await client.request('/healthz');
  return client;
}

describe('a service with several replicas behind the bff', () => {
  const stops: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });
  afterAll(async () => {
    for (const stop of stops.splice(0).reverse()) await stop();
  });

  it('when both replicas are up, then requests are spread over them in turn', async () => {
    const hits: string[] = [];
    const [a, b] = await Promise.all([replica('a', hits), replica('b', hits)]);
    const bff = await startTestBff({ PRACTICE_URL: `${a.url}, ${b.url}/` });
    stops.push(a.close, b.close, bff.stop);
    const client = await member(bff);
    for (let i = 0; i < 10; i++) {
      const res = await client.request('/api/practice/stats');
      expect(res.status).toBe(200);
    }
    expect(hits.filter((h) => h.endsWith(' a'))).toHaveLength(5);
    expect(hits.filter((h) => h.endsWith(' b'))).toHaveLength(5);
  });

  it('when one replica refuses connections, then every request, a POST with its body too, is answered by the other', async () => {
    const hits: string[] = [];
    const a = await replica('a', hits);
    const bff = await startTestBff({ PRACTICE_URL: `${await closedUrl()},${a.url}` });
    stops.push(a.close, bff.stop);
    const client = await member(bff);
    const started = Date.now();
    for (let i = 0; i < 6; i++) {
      const read = await client.request('/api/practice/stats');
      expect(read).toMatchObject({ status: 200, body: { replica: 'a' } });
      const write = await client.request('/api/practice/sessions', { json: { title: `round ${i}` } });
      expect(write).toMatchObject({ status: 200, body: { replica: 'a', body: { title: `round ${i}` } } });
    }
    // no waiting: the other replica was there all along
    expect(Date.now() - started).toBeLessThan(3000);
    expect(hits).toHaveLength(12);
  });

  it('when a chunked body meets a refused replica, then the other replica gets it whole', async () => {
    const hits: string[] = [];
    const a = await replica('a', hits);
    const bff = await startTestBff({ PRACTICE_URL: `${await closedUrl()},${a.url}` });
    stops.push(a.close, bff.stop);
    const client = await member(bff);
    for (let i = 0; i < 2; i++) {
      const res = await fetch(`${bff.url}/api/practice/sessions`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', cookie: client.jar.header(), 'x-csrf-token': client.jar.cookies.get('trap_csrf')! },
        body: new ReadableStream({
          start(c) {
            c.enqueue(new TextEncoder().encode('{"title":'));
            c.enqueue(new TextEncoder().encode(`"chunked ${i}"}`));
            c.close();
          },
        }),
        duplex: 'half',
      } as RequestInit);
      expect(res.status).toBe(200);
      expect(await res.json()).toEqual({ replica: 'a', body: { title: `chunked ${i}` } });
    }
  });

  it('when the only replica is restarting, then a request waits for it and is answered instead of a 503', async () => {
    const hits: string[] = [];
    const url = await closedUrl();
    const bff = await startTestBff({ PRACTICE_URL: url, PROXY_RETRY_MS: '5000' });
    stops.push(bff.stop);
    const client = await member(bff);
    // the service comes back 1.5 s after the read and the write were sent
    let server: Server | undefined;
    const back = new Promise<void>((resolve) =>
      setTimeout(() => {
        const app = express();
        app.use(express.json());
        app.all('/api/practice/{*rest}', (req, res) => {
          hits.push(req.method);
          res.json({ back: true, body: req.body ?? null });
        });
        server = app.listen(Number(new URL(url).port), '127.0.0.1', () => resolve());
      }, 1500),
    );
    stops.push(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));
    const started = Date.now();
    const [read, write] = await Promise.all([
      client.request('/api/practice/stats'),
      client.request('/api/practice/sessions', { json: { title: 'while restarting' } }),
    ]);
    await back;
    expect(read).toMatchObject({ status: 200, body: { back: true } });
    expect(write).toMatchObject({ status: 200, body: { back: true, body: { title: 'while restarting' } } });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1400);
    // each sent once it reached the service
    expect(hits.sort()).toEqual(['GET', 'POST']);
  });

  it('when a replica resets the connection before answering, then a GET is sent once more and a POST is not', async () => {
    const seen: string[] = [];
    const a = await startUpstream((app) => {
      app.all('/api/practice/{*rest}', (req, res) => {
        seen.push(req.method);
        // the first GET and every POST: the process goes away with the request in flight
        if (req.method === 'POST' || seen.filter((m) => m === 'GET').length === 1) return req.socket.destroy();
        res.json({ ok: true });
      });
    });
    const bff = await startTestBff({ PRACTICE_URL: a.url });
    stops.push(a.close, bff.stop);
    const client = await member(bff);

    const read = await client.request('/api/practice/stats');
    expect(read).toMatchObject({ status: 200, body: { ok: true } });
    expect(seen).toEqual(['GET', 'GET']);

    seen.length = 0;
    const write = await client.request('/api/practice/sessions', { json: { title: 'maybe stored' } });
    // it may have been stored: sending it again could store it twice
    expect(write.status).toBe(503);
    expect(write.body.error).toMatchObject({
      code: 'SERVICE_UNAVAILABLE',
      message: 'The practice service is unavailable, please try again shortly',
    });
    expect(seen).toEqual(['POST']);
  });
});
