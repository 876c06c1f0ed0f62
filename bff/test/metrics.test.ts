import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eventually, metricValue, scrape } from '@trap/kit/testing';
import { startTestBff, startUpstream, type TestBff } from './support/bff.ts';

describe('the bff’s metrics', () => {
  let bff: TestBff;

  beforeAll(async () => {
    bff = await startTestBff({ METRICS_PORT: '0' });
  });
  afterAll(async () => {
    await bff?.stop();
  });

  it('when /metrics is asked on the public port, then it answers 404 and no metrics', async () => {
    const res = await scrape(bff.url);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
    // not even with a bearer token: the metrics live on METRICS_PORT only
    expect((await scrape(bff.url, { headers: { authorization: 'Bearer anything' } })).status).toBe(404);
  });

  it('serves the metrics on METRICS_PORT, and that listener answers nothing else', async () => {
    expect(bff.metricsUrl).toBeDefined();
    expect(bff.metricsUrl).not.toBe(bff.url);
    const res = await scrape(bff.metricsUrl!);
    expect(res.status).toBe(200);
    expect(res.type).toContain('text/plain');
    expect(metricValue(res.text, 'process_cpu_user_seconds_total', { service: 'bff' })).toBeGreaterThanOrEqual(0);
    expect((await fetch(`${bff.metricsUrl}/healthz`)).status).toBe(404);
  });

  it('counts proxied requests by the declared route template, and /healthz also when the fast path answers it', async () => {
    const before = metricValue((await scrape(bff.metricsUrl!)).text, 'http_requests_total', { route: '/healthz', status_class: '2xx' }) ?? 0;
    for (let i = 0; i < 3; i++) expect((await fetch(`${bff.url}/healthz`)).status).toBe(200);
    const topic = 'ab'.repeat(12);
    // every service URL points at a closed port: the proxy answers with an error of its own
    const proxied = await fetch(`${bff.url}/api/forum/topics/${topic}`);
    expect(proxied.status).toBeGreaterThanOrEqual(500);
    await fetch(`${bff.url}/api/no-such-thing/${topic}`);
    const { text } = await scrape(bff.metricsUrl!);
    expect(metricValue(text, 'http_requests_total', { route: '/healthz', status_class: '2xx' })).toBe(before + 3);
    expect(metricValue(text, 'http_requests_total', { method: 'GET', route: '/api/forum/topics/{id}', status_class: '5xx' })).toBe(1);
    expect(metricValue(text, 'http_request_duration_seconds_count', { route: '/api/forum/topics/{id}' })).toBe(1);
    expect(metricValue(text, 'http_requests_total', { route: 'unmatched', status_class: '4xx' })).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain(topic);
  });

  it('when a shoot stream opens and closes, then the SSE gauge goes up and back down', async () => {
    // a stream opens only for a shoot the community service knows: this bff has one that knows every id
    const community = await startUpstream((app) => app.get('/api/shoots/:id', (req, res) => res.json({ id: req.params.id })));
    const live = await startTestBff({ METRICS_PORT: '0', COMMUNITY_URL: community.url });
    try {
      const open = async () => metricValue((await scrape(live.metricsUrl!)).text, 'bff_sse_connections', { stream: 'shoot' });
      expect(await open()).toBe(0);
      const ac = new AbortController();
      const res = await fetch(`${live.url}/api/shoots/${'cd'.repeat(12)}/stream`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
      expect(res.status).toBe(200);
      await eventually(async () => (await open()) === 1);
      ac.abort();
      await eventually(async () => (await open()) === 0);
      expect(metricValue((await scrape(live.metricsUrl!)).text, 'bff_sse_connections', { stream: 'notifications' })).toBe(0);
    } finally {
      await live.stop();
      await community.close();
    }
  });
});

describe('a bff without METRICS_PORT', () => {
  it('opens no metrics listener and still refuses /metrics on the public port', async () => {
    const bff = await startTestBff();
    try {
      expect(bff.metricsUrl).toBeUndefined();
      expect((await scrape(bff.url)).status).toBe(404);
    } finally {
      await bff.stop();
    }
  });
});
