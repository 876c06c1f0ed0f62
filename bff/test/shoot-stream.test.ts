import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { liveShootSubject } from '@trap/contracts';
import { eventually } from '@trap/kit/testing';
import { startTestBff, startUpstream, type TestBff } from './support/bff.ts';

/** Reads an SSE response into frames as they arrive. */
function readFrames(res: Response) {
  const frames: { event: string; data: any }[] = [];
  void (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) {
      buffer += decoder.decode(chunk, { stream: true });
      let end: number;
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const event = /^event: (.*)$/m.exec(block)?.[1];
        const data = /^data: (.*)$/m.exec(block)?.[1];
        if (event) frames.push({ event, data: data ? JSON.parse(data) : undefined });
      }
    }
  })().catch(() => {});
  return frames;
}

const shootId = 'ab'.repeat(12);
const other = 'cd'.repeat(12);

describe('live shoot leaderboards over server-sent events', () => {
  let bff: TestBff;
  let nc: NatsConnection;
  let community: Awaited<ReturnType<typeof startUpstream>>;
  let asked = 0;
  beforeAll(async () => {
    // the community service: two shoots exist, nothing else
    community = await startUpstream((app) =>
      app.get('/api/shoots/:id', (req, res) => {
        asked++;
        if ([shootId, other].includes(req.params.id)) res.json({ id: req.params.id });
        else res.status(404).json({ error: { code: 'NOT_FOUND', message: 'Shoot not found' } });
      }),
    );
    bff = await startTestBff({ COMMUNITY_URL: community.url });
    nc = await connect({ servers: bff.env.NATS_URL! });
  });
  afterAll(async () => {
    await nc?.close();
    await bff?.stop();
    await community?.close();
  });

  it('when a guest opens a shoot’s stream, then the leaderboard frames of that shoot (and no other) reach them', async () => {
    const ac = new AbortController();
    const res = await fetch(`${bff.url}/api/shoots/${shootId}/stream`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const frames = readFrames(res);
    await eventually(() => frames.some((f) => f.event === 'ready'));
    await eventually(() => {
      nc.publish(`${bff.env.EVENT_NAMESPACE}.${liveShootSubject(other)}`, JSON.stringify({ shootId: other, targetsScored: 9 }));
      nc.publish(`${bff.env.EVENT_NAMESPACE}.${liveShootSubject(shootId)}`, JSON.stringify({ shootId, targetsScored: 3 }));
      return frames.some((f) => f.event === 'leaderboard');
    });
    expect(frames.filter((f) => f.event === 'leaderboard').every((f) => f.data.shootId === shootId)).toBe(true);
    ac.abort();
  });

  it('when the id is not a shoot id or names no shoot, then 404 and no stream opens; an unknown id is asked once, not on every try', async () => {
    for (const id of ['nope', 'ZZ'.repeat(12), 'ef'.repeat(12), 'ef'.repeat(12)]) {
      const res = await fetch(`${bff.url}/api/shoots/${id}/stream`, { headers: { accept: 'text/event-stream' } });
      expect(res.status, id).toBe(404);
      expect(res.headers.get('content-type'), id).toContain('application/json');
      await res.body?.cancel();
    }
    expect(asked).toBeLessThanOrEqual(2); // ef…: once (the first test may have asked for ab…)
  });

  it('when one address opens more streams than its share, then the rest are 429 with Retry-After, and a closed one frees its place', async () => {
    const ac = new AbortController();
    const open = () => fetch(`${bff.url}/api/shoots/${other}/stream`, { headers: { accept: 'text/event-stream' }, signal: ac.signal });
    const answers = await Promise.all(Array.from({ length: 60 }, open));
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(50);
    expect(statuses.filter((s) => s === 429)).toHaveLength(10);
    expect(Number(answers.find((r) => r.status === 429)!.headers.get('retry-after'))).toBeGreaterThan(0);
    ac.abort();
    await eventually(async () => {
      const again = await fetch(`${bff.url}/api/shoots/${other}/stream`, { headers: { accept: 'text/event-stream' } });
      await again.body?.cancel();
      return again.status === 200;
    });
  });

  it('when the community service cannot say whether the shoot exists, then 503 with Retry-After and no stream', async () => {
    const down = await startTestBff();
    try {
      const res = await fetch(`${down.url}/api/shoots/${'12'.repeat(12)}/stream`, { headers: { accept: 'text/event-stream' } });
      expect(res.status).toBe(503);
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      await res.body?.cancel();
    } finally {
      await down.stop();
    }
  });
});
